package pdf_test

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
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
)

// word is one word of pdftotext -bbox, in points from the top left.
type word struct {
	X0, Y0, X1, Y1 float64
	Text           string
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
	var doc struct {
		Pages []struct {
			Words []struct {
				X0   float64 `xml:"xMin,attr"`
				Y0   float64 `xml:"yMin,attr"`
				X1   float64 `xml:"xMax,attr"`
				Y1   float64 `xml:"yMax,attr"`
				Text string  `xml:",chardata"`
			} `xml:"word"`
		} `xml:"body>doc>page"`
	}
	dec := xml.NewDecoder(bytes.NewReader(out))
	dec.Strict = false
	dec.Entity = xml.HTMLEntity
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("reading pdftotext -bbox: %v", err)
	}
	pages := make([][]word, len(doc.Pages))
	for i, p := range doc.Pages {
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
			opt := pdf.Options{Printer: p, What: cards.What{Tables: true}}
			var buf bytes.Buffer
			if err := pdf.Write(&buf, b, opt); err != nil {
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
				if err := pdf.Write(&buf, b, pdf.Options{Printer: p}); err != nil {
					t.Fatal(err)
				}
				pages := textLayer(t, buf.Bytes())
				tableWords := map[string]bool{"table": true, "tables": true, "Table": true, "стол": true, "столы": true, "Стол": true, "(стол": true, "(table": true}
				ref := regexp.MustCompile(`^[A-Z]*\d+$`)
				clean := func(s string) string { return strings.TrimRight(s, ",;.)") }
				checked := 0
				for n, ws := range pages {
					for i, w := range ws {
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
						if i+1 < len(ws) && w.Text+" "+ws[i+1].Text == round && headY == 0 {
							headY, roundX = w.Y1, w.X0
						}
					}
					title := ""
					if len(ws) > 0 {
						title = ws[0].Text
					}
					if headY == 0 || (title != "Where" && title != "Где") {
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
