package cards_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/xlsx"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/schedules"
)

// TestPDFTimes: a movement whose session has a timetable prints the round
// times on table cards, contestant cards and the chart, and the session's
// event in the footer, in both languages.
func TestPDFTimes(t *testing.T) {
	m, err := samples.LateMitchell()
	if err != nil {
		t.Fatal(err)
	}
	b := build(t, m, nil)
	for lang, words := range map[string][]string{
		"en": {"Time", "23:20–23:41", "00:04–00:25(+1)", "Night Pairs", "Start 23:20, finish 00:25(+1)."},
		"ru": {"Время", "23:42–00:03(+1)", "Night Pairs", "Начало в 23:20, окончание в 00:25(+1)."},
	} {
		t.Run(lang, func(t *testing.T) {
			data := render(t, b, bookPDF{Printer: i18n.New(lang), Uncompressed: true}, "times-"+lang+".pdf")
			for _, w := range words {
				if !bytes.Contains(data, pdfString(w)) {
					t.Errorf("text %q not found in the PDF", w)
				}
			}
		})
	}
}

// BenchmarkFullExport30WithTimetable is BenchmarkFullExport30 for a
// movement that carries a timetable, so every card and sheet has times.
func BenchmarkFullExport30WithTimetable(b *testing.B) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 30, Even: mitchell.Skip})
	if err != nil {
		b.Fatal(err)
	}
	tt, err := schedules.MovementTimetable(m, 19*60, schedules.DefaultPace(m.Game))
	if err != nil {
		b.Fatal(err)
	}
	m.Session = &movement.Session{Event: "Club Pairs", Timetable: tt}
	p := i18n.New("en")
	b.ReportAllocs()
	for b.Loop() {
		book, err := cards.Build(m)
		if err != nil {
			b.Fatal(err)
		}
		if err := pdfWrite(io.Discard, book, bookPDF{Printer: p}); err != nil {
			b.Fatal(err)
		}
		if err := xlsx.Write(io.Discard, book, xlsx.Options{Printer: p}); err != nil {
			b.Fatal(err)
		}
	}
}
