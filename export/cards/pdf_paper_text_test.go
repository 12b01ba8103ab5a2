package cards_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/whist"
)

// word is one word of pdftotext -bbox, in points from the top left.
type word struct {
	X0   float64 `xml:"xMin,attr"`
	Y0   float64 `xml:"yMin,attr"`
	X1   float64 `xml:"xMax,attr"`
	Y1   float64 `xml:"yMax,attr"`
	Text string  `xml:",chardata"`
}

// bboxPage is one page of pdftotext -bbox: its size in points and its
// words as the tool reads them.
type bboxPage struct {
	W     float64 `xml:"width,attr"`
	H     float64 `xml:"height,attr"`
	Words []word  `xml:"word"`
}

// readBBox reads the pages of pdftotext -bbox's output out, of the PDF
// what names.
func readBBox(t *testing.T, out []byte, what string) []bboxPage {
	t.Helper()
	var doc struct {
		Pages []bboxPage `xml:"body>doc>page"`
	}
	dec := xml.NewDecoder(bytes.NewReader(out))
	dec.Strict = false
	dec.Entity = xml.HTMLEntity
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("reading pdftotext -bbox of %s: %v", what, err)
	}
	return doc.Pages
}

// textLayer returns the words of every page of the PDF data, in the order
// they are drawn, as pdftotext -bbox reads them.
func textLayer(t *testing.T, data []byte) [][]word {
	t.Helper()
	tool := longtest.Require(t, "pdftotext")
	dir := t.TempDir()
	f := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(f, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "-bbox", f, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext -bbox: %v", err)
	}
	doc := readBBox(t, out, "the book")
	pages := make([][]word, len(doc))
	for i, p := range doc {
		for _, w := range p.Words {
			// A no-break space is part of a word for pdftotext: split
			// there as a reader does.
			for _, part := range strings.Fields(strings.ReplaceAll(w.Text, "\u00a0", " ")) {
				pages[i] = append(pages[i], word{w.X0, w.Y0, w.X1, w.Y1, part})
			}
		}
	}
	return pages
}

// destinations reads every arrow of the text layer of one page: a seat's
// destination must be a place, "→ table 12, West" (the table word, the
// table's name and a comma, the seat in words); a set's or the boards' is
// "→ table 6", "→ tables 6, 7", a stand, the set row, the director or the
// judge; a rest is said in words. It returns the places read and the
// arrows it could not read as any of them.
func destinations(p *i18n.Printer, m *movement.Movement, ws []word) (places []string, bad []string) {
	seatWords := map[string]bool{}
	for _, s := range m.Seats {
		seatWords[cards.SeatWord(p, s)] = true
	}
	tableWord := p.Sprintf("table %s, %s", "", "")
	tableWord = strings.TrimSpace(strings.Split(tableWord, " ")[0]) // "table", "стол"
	name := regexp.MustCompile(`^[A-Z]?\d+$`)
	rest := map[string]bool{}
	for _, k := range []string{"→ sits out", "→ rest"} {
		rest[strings.TrimPrefix(p.T(k), "→ ")] = true
	}
	at := func(i int) string {
		if i < len(ws) {
			return ws[i].Text
		}
		return ""
	}
	for i, w := range ws {
		if w.Text != "→" {
			continue
		}
		next, num, seat := at(i+1), at(i+2), strings.TrimRight(at(i+3), ";.")
		switch {
		case next == tableWord && strings.HasSuffix(num, ",") && name.MatchString(strings.TrimSuffix(num, ",")):
			if seatWords[seat] {
				places = append(places, next+" "+num+" "+seat)
			} else {
				bad = append(bad, "→ "+next+" "+num+" "+seat)
			}
		case next == tableWord && name.MatchString(num):
			// the boards or the set go to a table
		case rest[next] || rest[next+" "+num]:
		case strings.HasPrefix(p.T("→ tables %s"), "→ "+next+" "):
		default:
			// the bye stand, the set row, the director, the judge: words
			// without a seat; a label-shaped token is not one of them.
			if regexp.MustCompile(`^(#|№|P|Р)?\d`).MatchString(next) {
				bad = append(bad, "→ "+next+" "+num)
			}
		}
	}
	return places, bad
}

// TestDestinationsReadAsPlaces: on the table cards of the 13-player
// preferans rest scheme and the 12-table Latin-square preferans (moves
// change every round), in Russian, and of an 8-table Mitchell in English,
// every destination in the text layer reads as table and seat ("→ стол
// 12, запад"), never in the shape of a label; and there are as many as the
// cards give moves.
func TestDestinationsReadAsPlaces(t *testing.T) {
	ctx := context.Background()
	p13, err := preferans.Generate(ctx, preferans.Options{Players: 13, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	p12, err := preferans.Generate(ctx, preferans.Options{Tables: 12, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	m8, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		m    *movement.Movement
		lang string
	}{
		{"preferans-13-players", p13.Movement, i18n.Russian},
		{"preferans-12-tables", p12.Movement, i18n.Russian},
		{"mitchell-8", m8, i18n.English},
		{"mitchell-8-ru", m8, i18n.Russian},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := cards.Build(tc.m)
			if err != nil {
				t.Fatal(err)
			}
			p := i18n.New(tc.lang)
			opt := bookPDF{Printer: p, What: cards.What{Tables: true}}
			var buf bytes.Buffer
			if err := pdfWrite(&buf, b, opt); err != nil {
				t.Fatal(err)
			}
			pages := textLayer(t, buf.Bytes())
			// The moves the table cards give, as the model has them:
			// a MoveTo in every row of a "next" column and every
			// standing move.
			want := 0
			for _, card := range b.Tables {
				sh := cards.PaperTableSheet(p, b, card)
				for _, row := range sh.Rows[1:] {
					for _, cell := range row {
						want += strings.Count(cell, "→\u00a0")
					}
				}
				for _, mv := range card.Standing {
					if mv.Kind == cards.MoveTo {
						want++
					}
				}
			}
			got := 0
			for n, ws := range pages {
				places, bad := destinations(p, tc.m, ws)
				got += len(places)
				for _, x := range bad {
					t.Errorf("page %d: %q does not read as a place", n+1, x)
				}
			}
			if got == 0 {
				t.Fatal("no destination read from the text layer")
			}
			// The grids' moves and the standing moves are a lower bound:
			// a standing move is printed by its seat as well.
			if got < want {
				t.Errorf("%d places read from the text layer, the grids give %d moves", got, want)
			}
			t.Logf("%d destinations read as table and seat (%d moves in the grids and standing)", got, want)
		})
	}
}

// TestSectionTablesNamedAsOnCards: in a Mitchell in two sections and a
// web Mitchell, in English and Russian, every table the book names (after
// the table word, in the chart's head, in the set view and the route
// view) is one of the names on the table cards (A1–A8, D1–D7), never the
// movement's internal number; and no section letter reads as a seat.
func TestSectionTablesNamedAsOnCards(t *testing.T) {
	s30, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	web, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: 10})
	if err != nil {
		t.Fatal(err)
	}
	for name, m := range map[string]*movement.Movement{"sections-30": s30, "web-10": web} {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				valid := map[string]bool{}
				for _, c := range b.Tables {
					if c.Name != "" {
						valid[c.Name] = true
					}
				}
				for _, s := range m.Sections {
					for _, seat := range []string{"N", "E", "S", "W", "С", "В", "Ю", "З", "B", "C"} {
						if s.Name == seat {
							t.Errorf("section %q reads as a seat", s.Name)
						}
					}
				}
				var buf bytes.Buffer
				if err := pdfWrite(&buf, b, bookPDF{Printer: p}); err != nil {
					t.Fatal(err)
				}
				pages := textLayer(t, buf.Bytes())
				tableWords := map[string]bool{"table": true, "tables": true, "Table": true, "стол": true, "столы": true, "Стол": true, "(стол": true, "(table": true}
				ref := regexp.MustCompile(`^[A-Z]*\d+$`)
				clean := func(s string) string { return strings.TrimRight(s, ",;.)") }
				checked := 0
				// Chinese writes a table inside a word: "第A3桌", "第A1、A2桌".
				zhTables := regexp.MustCompile(`第([A-Z]*\d+(?:、[A-Z]*\d+)*)桌`)
				for n, ws := range pages {
					for i, w := range ws {
						for _, mm := range zhTables.FindAllStringSubmatch(w.Text, -1) {
							for _, x := range strings.Split(mm[1], "、") {
								checked++
								if !valid[x] {
									t.Errorf("page %d: %q names table %q, not on any card", n+1, w.Text, x)
								}
							}
						}
						if !tableWords[w.Text] {
							continue
						}
						for j := i + 1; j < len(ws); j++ {
							x := clean(ws[j].Text)
							if !ref.MatchString(x) {
								break
							}
							checked++
							if !valid[x] {
								t.Errorf("page %d: %q names table %q, not on any card", n+1, w.Text, x)
							}
							if !strings.HasSuffix(ws[j].Text, ",") {
								break
							}
						}
					}
					// The set view and the route view: every cell right of
					// the first column, below the head.
					var headY, roundX float64
					round := p.Sprintf("Round %s", "1")
					for i, w := range ws {
						if (w.Text == round || i+1 < len(ws) && w.Text+" "+ws[i+1].Text == round) && headY == 0 {
							headY, roundX = w.Y1, w.X0
						}
					}
					title := ""
					if len(ws) > 0 {
						title = ws[0].Text
					}
					views := map[string]bool{}
					for _, k := range []string{"Where each contestant plays (table and seat)", "Where each set is played"} {
						views[strings.Fields(p.T(k))[0]] = true
					}
					if headY == 0 || !views[title] {
						continue
					}
					for _, w := range ws {
						if w.Y0 <= headY+1 || w.X0 < roundX-1 || w.Y0 > 520 {
							continue
						}
						x := clean(w.Text)
						if ref.MatchString(x) {
							checked++
							if !valid[x] {
								t.Errorf("page %d: cell %q names a table not on any card", n+1, w.Text)
							}
						}
					}
				}
				if checked < 50 {
					t.Errorf("only %d table names checked", checked)
				}
				t.Logf("%d table names checked", checked)
			})
		}
	}
}

// TestSetupSheetFirst: page 1 of every book is the director's setup
// sheet; for the web Mitchell it says to make a copy of every set for
// each section, and why; for the individual that the tables of a round
// pass one set or take a copy each; for the preferans rest scheme it
// lays out the set row in its round-1 order; for the Howell with a
// phantom it names who sits out in round 1. English and Russian.
func TestSetupSheetFirst(t *testing.T) {
	ctx := context.Background()
	web, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: 10})
	if err != nil {
		t.Fatal(err)
	}
	ind, err := whist.Generate(ctx, whist.Options{Players: 12})
	if err != nil {
		t.Fatal(err)
	}
	p13, err := preferans.Generate(ctx, preferans.Options{Players: 13, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	m8, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		m    *movement.Movement
		want map[string][]string // by language, phrases of page 1
	}{
		{"web-10", web, map[string][]string{
			"en": {"Director's setup", "Make 2 copies of every set.", "each section plays its own copy"},
			"ru": {"Подготовка к турниру", "Сделайте по 2 копии каждого комплекта.", "у каждой секции своя копия"}}},
		{"individual-12", ind.Movement, map[string][]string{
			"en": {"pass them from table to table within the round, or make a copy for each table", "with the director"},
			"ru": {"передавайте их со стола на стол в течение тура или сделайте копию для каждого стола", "у судьи"}}},
		{"preferans-13", p13.Movement, map[string][]string{
			"en": {"Before round 1: the set row", "Lay the sets in a row, set 1 first", "Place 1 2 3 4 5 6 7 8 9 10 11 12 13", "Set 1 2 3 4 5 6 7 8 9 10 11 12 13", "#13 rests."},
			"ru": {"Перед 1-м туром: ряд комплектов", "Место 1 2 3 4 5 6 7 8 9 10 11 12 13", "Комплект 1 2 3 4 5 6 7 8 9 10 11 12 13", "№13 отдыхает."}}},
		{"howell-9", h9, map[string][]string{
			"en": {"Round 1: who sits out", "Pair 1 sits out at table 5 (the sit-out table), with no opponents."},
			"ru": {"1-й тур: кто отдыхает", "Пара 1 отдыхает за столом 5 (стол отдыха), без соперников."}}},
		{"mitchell-8", m8, map[string][]string{
			"en": {"Before round 1: the bye stand", "On the bye stand by table 4: set 5 (boards 13–15) for round 2.", "Relay: tables 1, 8 share a set every round (set 1 in round 1)", "The NS pairs keep their table all session"},
			"ru": {"Перед 1-м туром: стойка", "На стойке у стола 4: комплект 5 (сдачи 13–15) — к туру 2."}}},
	}
	for _, tc := range tests {
		b, err := cards.Build(tc.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			opt := bookPDF{Printer: p}
			pages, err := pdfLayout(b, opt)
			if err != nil {
				t.Fatal(err)
			}
			if pages[0].Kind != pdf.SetupPage {
				t.Errorf("%s/%s: page 1 is of kind %d, not the setup sheet", tc.name, lang, pages[0].Kind)
			}
			var buf bytes.Buffer
			if err := pdfWrite(&buf, b, opt); err != nil {
				t.Fatal(err)
			}
			var words []string
			for _, w := range textLayer(t, buf.Bytes())[0] {
				words = append(words, w.Text)
			}
			text := strings.Join(words, " ")
			for _, want := range tc.want[lang] {
				if !strings.Contains(text, want) {
					t.Errorf("%s/%s: page 1 lacks %q:\n%s", tc.name, lang, want, text)
				}
			}
			if !strings.Contains(text, "#"+b.Hash) {
				t.Errorf("%s/%s: page 1 lacks the hash", tc.name, lang)
			}
		}
	}
}
