package cards_test

import (
	"io"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/xlsx"
	"github.com/movegen/movegen/movement/mitchell"
)

// BenchmarkFullExport30 is the speed target: cards, PDF (every part) and
// workbook of a 30-table Mitchell, from the movement, under a second.
func BenchmarkFullExport30(b *testing.B) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 30, Even: mitchell.Skip})
	if err != nil {
		b.Fatal(err)
	}
	p := i18n.New("en")
	b.ReportAllocs()
	for b.Loop() {
		book, err := cards.Build(m)
		if err != nil {
			b.Fatal(err)
		}
		if err := pdfWrite(io.Discard, book, bookPDF{Printer: p, Event: "Club Pairs"}); err != nil {
			b.Fatal(err)
		}
		if err := xlsx.Write(io.Discard, book, xlsx.Options{Printer: p, Event: "Club Pairs"}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPDF30 is the PDF alone.
func BenchmarkPDF30(b *testing.B) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 30, Even: mitchell.Skip})
	if err != nil {
		b.Fatal(err)
	}
	book, err := cards.Build(m)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := pdfWrite(io.Discard, book, bookPDF{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPDF30Uncompressed is BenchmarkPDF30 with uncompressed page
// streams: the difference is what fpdf's fresh zlib writer per page
// stream costs.
func BenchmarkPDF30Uncompressed(b *testing.B) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 30, Even: mitchell.Skip})
	if err != nil {
		b.Fatal(err)
	}
	book, err := cards.Build(m)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := pdfWrite(io.Discard, book, bookPDF{Uncompressed: true}); err != nil {
			b.Fatal(err)
		}
	}
}
