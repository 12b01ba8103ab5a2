package cards_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/export/textcards"
)

// otherNones are the marks for "none" that sheet.None replaces: a hyphen
// and an em dash standing alone, and the chart's full stop.
var otherNones = []string{"-", "—", "."}

// TestOneMarkForNone: an empty seat, no boards and a table not in use are
// sheet.None (the en dash) in the composed document and in every
// renderer's output: the text cards, the workbook's cells and the PDF's
// text layer (where pdftotext is installed). The book is a Mitchell whose
// missing EW pair leaves an empty seat at a table every round.
func TestOneMarkForNone(t *testing.T) {
	m := samples.Must(samples.Mitchell(7, samples.Phantom))
	b := book(t, m, nil)
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		doc, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.All()})
		if err != nil {
			t.Fatal(err)
		}
		// The document: every grid cell.
		nones := 0
		for _, sh := range doc.Sheets {
			for _, row := range sh.Grid.Text() {
				for _, c := range row {
					if c == sheet.None {
						nones++
					}
					for _, o := range otherNones {
						if c == o {
							t.Errorf("%s: %s: a cell %q, want %q for none", lang, sh.Title, c, sheet.None)
						}
					}
				}
			}
		}
		if nones == 0 {
			t.Errorf("%s: no cell is %q: the empty seat is not marked", lang, sheet.None)
		}
		// The text cards: no field of a grid's row (a line that begins
		// with its round) is another mark; a title's " — " is prose.
		var fields []string
		for _, l := range strings.Split(textcards.Text(doc), "\n") {
			if l = strings.TrimSpace(l); l != "" && l[0] >= '0' && l[0] <= '9' {
				fields = append(fields, strings.Fields(l)...)
			}
		}
		checkFields(t, lang+" text cards", fields)
		// The workbook: no cell is another mark.
		f := open(t, b, xopts{Printer: p})
		var cells []string
		for _, name := range f.GetSheetList() {
			rows, err := f.GetRows(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				cells = append(cells, r...)
			}
		}
		checkFields(t, lang+" workbook", cells)
	}
	// The PDF, as a reader's tool reads it.
	var buf bytes.Buffer
	if err := pdfWrite(&buf, b, bookPDF{Printer: i18n.New(i18n.English)}); err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, pg := range textLayer(t, buf.Bytes()) {
		for _, w := range pg {
			words = append(words, w.Text)
		}
	}
	checkFields(t, "PDF", words)
}

// checkFields fails t for a field that is another mark than sheet.None,
// and when none is sheet.None.
func checkFields(t *testing.T, what string, fields []string) {
	t.Helper()
	seen := false
	for _, w := range fields {
		seen = seen || w == sheet.None
		for _, o := range otherNones[:2] {
			if w == o {
				t.Errorf("%s: %q printed for none, want %q", what, w, sheet.None)
				return
			}
		}
	}
	if !seen {
		t.Errorf("%s: %q is never printed", what, sheet.None)
	}
}

// TestChartCellNone: a chart cell names an empty seat with sheet.None set
// apart by spaces, so that the seats keep their places between the
// joiners, and a table not in use is sheet.None alone.
func TestChartCellNone(t *testing.T) {
	p := i18n.New(i18n.English)
	if got := cards.CellText(p, nil); got != sheet.None {
		t.Errorf("a table not in use: %q, want %q", got, sheet.None)
	}
	for _, tt := range []struct {
		labels []string
		want   string
	}{
		{[]string{"#1", "#5", "", "#3"}, "#1–#5– – –#3 : 1–4"},
		{[]string{"", "#5", "#4", "#3"}, "– –#5–#4–#3 : 1–4"},
		{[]string{"#1", "#5", "#4", ""}, "#1–#5–#4– – : 1–4"},
	} {
		got := cards.CellText(p, &cards.ChartCell{Set: 1, First: 1, Last: 4, Labels: tt.labels})
		if got != tt.want {
			t.Errorf("%q: %q, want %q", tt.labels, got, tt.want)
		}
	}
}
