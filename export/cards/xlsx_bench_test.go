package cards_test

import (
	"io"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement/mitchell"
)

// BenchmarkWorkbook30 is the workbook alone for a 30-table Mitchell, from
// the built cards.
func BenchmarkWorkbook30(b *testing.B) {
	benchWorkbook(b, 30, "Club Pairs")
}

// BenchmarkWorkbookMitchell100 is the workbook of a 100-table Mitchell
// (200 pairs, a fifth of a 499-table one), from the built cards:
// 40,000-cell matrices and 10,000 card rows.
func BenchmarkWorkbookMitchell100(b *testing.B) {
	benchWorkbook(b, 100, "")
}

// benchWorkbook times the workbook of a Mitchell of the given tables (one
// table skipped when even), with the event given, from the built cards.
func benchWorkbook(b *testing.B, tables int, event string) {
	m, err := mitchell.Generate(mitchell.Options{Tables: tables, Even: mitchell.Skip})
	if err != nil {
		b.Fatal(err)
	}
	book, err := cards.Build(m)
	if err != nil {
		b.Fatal(err)
	}
	p := i18n.New("en")
	b.ReportAllocs()
	for b.Loop() {
		if err := writeXLSX(io.Discard, book, xopts{Printer: p, Event: event}); err != nil {
			b.Fatal(err)
		}
	}
}
