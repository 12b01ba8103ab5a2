package pdf_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/sheet"
)

// fixtures are the composed documents of testdata/docs (see
// fixture_internal_test.go).
var fixtures = []string{"mitchell7-en", "mitchell8-relay-ru", "howell4-en", "preferans7-ru", "rest-en", "long-name-en", "mitchell7-zh"}

// TestWriteContext: WriteContext gives the same bytes as Write and tells
// Planned the page count that PageCount gives, before drawing; when ctx
// has ended it returns an error wrapping context.Canceled and writes
// nothing.
func TestWriteContext(t *testing.T) {
	d := pdf.Fixture(t, "mitchell7-en")
	var want bytes.Buffer
	if err := pdf.Write(&want, d, pdf.Options{}); err != nil {
		t.Fatal(err)
	}
	planned := -1
	var got bytes.Buffer
	if err := pdf.WriteContext(context.Background(), &got, d, pdf.Options{Planned: func(n int) { planned = n }}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Error("WriteContext and Write give different files")
	}
	if n := pdf.PageCount(d, pdf.Options{}); planned != n || n < 2 {
		t.Errorf("Planned heard %d pages, PageCount says %d", planned, n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var none bytes.Buffer
	err := pdf.WriteContext(ctx, &none, d, pdf.Options{Planned: func(int) { t.Error("Planned called after the stop") }})
	if !errors.Is(err, context.Canceled) || none.Len() != 0 {
		t.Errorf("stopped: error %v and %d bytes written; want context.Canceled and nothing", err, none.Len())
	}
}

// TestDeterministicOnEveryPaper: the same document gives the same bytes
// twice on every paper; an unknown paper is refused by name.
func TestDeterministicOnEveryPaper(t *testing.T) {
	d := pdf.Fixture(t, "mitchell8-relay-ru")
	for _, paper := range pdf.Papers() {
		var a, c bytes.Buffer
		if err := pdf.Write(&a, d, pdf.Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		if err := pdf.Write(&c, d, pdf.Options{Paper: paper}); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), c.Bytes()) || !strings.HasPrefix(a.String(), "%PDF-") {
			t.Errorf("%s: two runs differ, or not a PDF", paper)
		}
	}
	if err := pdf.Write(&bytes.Buffer{}, d, pdf.Options{Paper: "a3"}); err == nil || !strings.Contains(err.Error(), "a3") {
		t.Errorf("paper a3: err = %v", err)
	}
	if err := pdf.Write(&bytes.Buffer{}, nil, pdf.Options{}); err == nil {
		t.Error("no document: no error")
	}
}

// TestFixturesLayOut: every fixture on both papers, and in large type,
// passes Check on every page, its body text at the body floor or more,
// and the planned page count is the number of pages drawn.
func TestFixturesLayOut(t *testing.T) {
	opts := []pdf.Options{{}, {Paper: "letter"}, {Large: true}}
	for i, name := range fixtures {
		d := pdf.Fixture(t, name)
		for k, opt := range opts {
			if k > 0 && i%3 != k {
				continue // every option on a few documents
			}
			pages, err := pdf.Layout(d, opt)
			if err != nil {
				t.Fatalf("%s %+v: %v", name, opt, err)
			}
			if err := pdf.Check(pages); err != nil {
				t.Errorf("%s %+v: %v", name, opt, err)
			}
			if n := pdf.PageCount(d, opt); n != len(pages) {
				t.Errorf("%s %+v: PageCount %d, %d pages drawn", name, opt, n, len(pages))
			}
			for _, pg := range pages {
				for _, b := range pg.Boxes {
					if b.Role == pdf.RoleBody && b.Size < pdf.BodyFloor(opt)-1e-9 {
						t.Errorf("%s %+v: page %d: body text %q at %.1f pt", name, opt, pg.Number, b.Text, b.Size)
					}
				}
			}
		}
	}
}

// wordsDoc is a hand-built document in made-up words: a table card with
// its corner mark and seat edges, a contestant card, a chart in two
// sections and a page frame of its own, so that any word the PDF printed
// of its own (an English "page", "continued", "section") would show.
func wordsDoc() *sheet.Document {
	grid := func(head []string, rows int, cols int) sheet.Grid {
		g := sheet.Grid{Head: head, Cols: make([]sheet.Col, len(head))}
		g.Cols[0].Role = sheet.RoleRound
		for r := 1; r <= rows; r++ {
			row := []sheet.Cell{{Text: strings.Repeat("1", r%3+1)}}
			for c := 1; c < cols; c++ {
				row = append(row, sheet.Cell{Text: "zz" + strings.Repeat("q", c)})
			}
			g.Rows = append(g.Rows, row)
		}
		return g
	}
	chart := sheet.Sheet{Kind: sheet.KindChart, Title: "Karte", Continued: "Karte weiter", Subtitle: "Bewegung · #abc",
		Above: []sheet.Line{{Text: "Zelle: Nord–Süd"}},
		Grid:  grid([]string{"Runde", "T1", "T2", "T3", "T4"}, 6, 5),
		Sections: []sheet.Section{
			{Title: "Karte: Teil X", Continued: "Karte: Teil X weiter", Cols: []int{1, 2}},
			{Title: "Karte: Teil Y", Continued: "Karte: Teil Y weiter", Cols: []int{3, 4}},
		}}
	return &sheet.Document{Lang: "de",
		Frame: sheet.Frame{Title: "Bewegung", Footer: []string{"Bewegung", "Klub"}, After: []string{"#abc"},
			Page: sheet.PageLabel{Before: "S. ", Between: " / ", Group: "."}, Inputs: []string{"Klub", "Bewegung"}},
		Sheets: []sheet.Sheet{
			{Kind: sheet.KindSetup, Title: "Vorbereitung", Subtitle: "Bewegung · #abc",
				Parts: []sheet.Part{{Heading: "Bretter", Lines: []sheet.Line{{Text: "Bretter 1–8 mischen."}},
					Grid: grid([]string{"Runde", "Beginn"}, 3, 2)}}},
			{Kind: sheet.KindTable, Table: 1, Title: "Tisch 1", Continued: "Tisch 1 weiter", Subtitle: "Bewegung · #abc", Mark: "T1",
				Edges: []sheet.Edge{{Side: "N", Name: "Nd"}, {Side: "E", Name: "Ot"}, {Side: "S", Name: "Sd", Text: "Sd bleibt"}, {Side: "W", Name: "Wt"}},
				Above: []sheet.Line{{Text: "Jede Runde: Nd bleibt"}},
				Grid:  grid([]string{"Runde", "Gegner", "Bretter"}, 7, 3)},
			{Kind: sheet.KindContestant, Title: "Paar 1", Continued: "Paar 1 weiter", Subtitle: "Bewegung · #abc",
				Above: []sheet.Line{{Text: "Beginn: Tisch 1"}},
				Grid:  grid([]string{"Runde", "Tisch", "Notiz"}, 7, 3)},
			chart,
		}}
}

// TestEveryWordIsTheDocuments: the PDF of a document prints its words
// and no word of its own: the titles, corner marks, seat edges, section
// titles, setup parts and the footer with the document's page label, on
// every page ("S. 2 / 5"); no English word of the renderer's appears.
func TestEveryWordIsTheDocuments(t *testing.T) {
	d := wordsDoc()
	pages, err := pdf.Layout(d, pdf.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, pg := range pages {
		var text strings.Builder
		for _, b := range pg.Boxes {
			text.WriteString(b.Text + "\n")
		}
		if want := d.Frame.Page.Text(pg.Number, len(pages)); !strings.Contains(text.String(), want) {
			t.Errorf("page %d: no %q in\n%s", pg.Number, want, text.String())
		}
		all.WriteString(text.String())
	}
	got := all.String()
	for _, want := range []string{"Vorbereitung", "Bretter 1–8 mischen.", "Tisch 1", "T1", "Nd", "Sd bleibt", "Jede Runde: Nd bleibt",
		"Paar 1", "Beginn: Tisch 1", "Karte: Teil X", "Karte: Teil Y", "Zelle: Nord–Süd", "Klub", "#abc"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in the PDF", want)
		}
	}
	for _, word := range []string{"page", "continued", "section", "Table", "Master chart"} {
		if strings.Contains(got, word) {
			t.Errorf("the PDF prints %q, a word that is not the document's", word)
		}
	}
}

// TestInputNoFontDraws: a text the document reads from its input
// (sheet.Frame's Inputs) with a character no font has is refused with a
// *GlyphError before anything is written.
func TestInputNoFontDraws(t *testing.T) {
	d := wordsDoc()
	d.Frame.Inputs = append(d.Frame.Inputs, "Klub \U0001F600")
	var buf bytes.Buffer
	err := pdf.Write(&buf, d, pdf.Options{})
	var ge *pdf.GlyphError
	if !errors.Is(err, pdf.ErrGlyph) || !errors.As(err, &ge) || ge.Text != "Klub \U0001F600" || buf.Len() != 0 {
		t.Errorf("error %v, %d bytes written; want a GlyphError naming the text and nothing written", err, buf.Len())
	}
}
