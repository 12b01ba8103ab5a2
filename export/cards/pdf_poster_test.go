package cards_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
)

// pageTitle is the first text drawn on a page (a chart page's title).
func pageTitle(pg pdf.Page) string {
	if len(pg.Boxes) == 0 {
		return ""
	}
	return pg.Boxes[0].Text
}

// TestPosters checks the charts from the layout record, in English and
// Russian, on A4 and letter: the grid of every chart, view and judge's
// sheet is at least PosterFloor (14 pt) on the master charts of
// mitchell --tables 8, howell --pairs 9 and preferans --tables 7 and
// everywhere else; no master chart page holds a single table column; a
// section's chart never shares a page with another's; and the judge's
// instruction sheet of a scheme whose moves change by round has one page
// per round at SheetFloor (18 pt) or more, a round never split.
func TestPosters(t *testing.T) {
	ctx := context.Background()
	m8, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	p7, err := preferans.Generate(ctx, preferans.Options{Tables: 7, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	p12, err := preferans.Generate(ctx, preferans.Options{Tables: 12, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s30, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	tableHead := regexp.MustCompile(`^(Table|Стол)\x{00a0}[A-Z]*\d+$|^(Sit-out|Отдых)$|^第[A-Z]*\d+桌$|^轮空$`)
	for name, m := range map[string]*movement.Movement{"mitchell-8": m8, "howell-9": h9, "preferans-7": p7.Movement, "preferans-12": p12.Movement, "sections-30": s30} {
		for _, lang := range i18n.Langs() {
			for _, paper := range pdf.Papers() {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				pages, err := pdfLayout(b, bookPDF{Printer: p, Paper: paper})
				if err != nil {
					t.Fatal(err)
				}
				chartTitle := p.T("Master chart")
				instTitle := p.T("Instructions for the tables")
				smallest, charts := 100.0, 0
				roundPage := map[string]int{}
				for _, pg := range pages {
					if pg.Kind != pdf.ChartPage {
						continue
					}
					title := pageTitle(pg)
					cols := 0
					for _, bx := range pg.Boxes {
						if bx.Role != pdf.RolePoster {
							continue
						}
						if bx.Size < pdf.PosterFloor-0.01 {
							t.Errorf("%s/%s/%s page %d (%s): %q at %.1f pt", name, lang, paper, pg.Number, title, bx.Text, bx.Size)
						}
						if strings.HasPrefix(title, chartTitle) {
							smallest = min(smallest, bx.Size)
							if tableHead.MatchString(bx.Text) {
								cols++
							}
						}
					}
					if strings.HasPrefix(title, chartTitle) {
						charts++
						if cols < 2 {
							t.Errorf("%s/%s/%s page %d: a chart page with %d table columns", name, lang, paper, pg.Number, cols)
						}
						// One section a page: all its columns of one section.
						secs := map[string]bool{}
						for _, bx := range pg.Boxes {
							if bx.Role == pdf.RolePoster && tableHead.MatchString(bx.Text) {
								n := strings.Fields(strings.ReplaceAll(bx.Text, "\u00a0", " "))
								if len(n) == 2 && n[1][0] >= 'A' && n[1][0] <= 'Z' {
									secs[n[1][:1]] = true
								}
							}
						}
						if len(secs) > 1 {
							t.Errorf("%s/%s/%s page %d: sections %v on one chart page", name, lang, paper, pg.Number, secs)
						}
					}
					if strings.HasPrefix(title, instTitle) && m == p12.Movement {
						// The first column of the body is the round.
						rounds := map[string]bool{}
						var x0 float64 = 1e9
						for _, bx := range pg.Boxes {
							if bx.Role == pdf.RolePoster {
								x0 = min(x0, bx.X0)
							}
						}
						for _, bx := range pg.Boxes {
							if bx.Role != pdf.RolePoster {
								continue
							}
							if bx.Size < pdf.SheetFloor-0.01 {
								t.Errorf("%s/%s/%s page %d: instruction %q at %.1f pt, below %v", name, lang, paper, pg.Number, bx.Text, bx.Size, pdf.SheetFloor)
							}
							if _, err := strconv.Atoi(bx.Text); err == nil && bx.X0 < x0+0.5 {
								rounds[bx.Text] = true
								roundPage[bx.Text]++
							}
						}
						if len(rounds) != 1 {
							t.Errorf("%s/%s/%s page %d: instruction sheet of rounds %v, want one", name, lang, paper, pg.Number, rounds)
						}
					}
				}
				if charts == 0 {
					t.Fatalf("%s: no master chart page", name)
				}
				if m == p12.Movement {
					// Each round's 12 tables (no rest) on its one page.
					if len(roundPage) != m.Rounds-1 {
						t.Errorf("%s/%s/%s: instruction pages for %d rounds, want %d", name, lang, paper, len(roundPage), m.Rounds-1)
					}
					for r, n := range roundPage {
						if n != m.Tables {
							t.Errorf("%s/%s/%s: round %s has %d rows on its page, want %d", name, lang, paper, r, n, m.Tables)
						}
					}
				}
				if lang == i18n.English && paper == "a4" {
					t.Logf("%s: %d chart pages, smallest chart text %.1f pt", name, charts, smallest)
				}
			}
		}
	}
}

// TestLargeEnlargesEveryCard: what `mitchell --tables 8 --paper letter
// --large -o m.pdf` writes, and the 13-player preferans in Russian: every
// table card and contestant card page with Large has its smallest body
// text at BodyFloor (16 pt) or more, and at least 2 pt above the smallest
// of the same kind of card without Large: the card with a "next" column
// is enlarged like the others.
func TestLargeEnlargesEveryCard(t *testing.T) {
	m8, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	p13, err := preferans.Generate(context.Background(), preferans.Options{Players: 13, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, paper, lang string
		m                 *movement.Movement
	}{
		{"mitchell-8", "letter", i18n.English, m8},
		{"preferans-13", "a4", i18n.Russian, p13.Movement},
	} {
		b, err := cards.Build(tc.m)
		if err != nil {
			t.Fatal(err)
		}
		smallest := map[bool]map[pdf.PageKind]float64{}
		for _, large := range []bool{false, true} {
			opt := bookPDF{Printer: i18n.New(tc.lang), Paper: tc.paper, Large: large}
			pages, err := pdfLayout(b, opt)
			if err != nil {
				t.Fatalf("%s large=%t: %v", tc.name, large, err)
			}
			smallest[large] = map[pdf.PageKind]float64{pdf.TablePage: 100, pdf.ContestantPage: 100}
			for _, pg := range pages {
				if pg.Kind != pdf.TablePage && pg.Kind != pdf.ContestantPage {
					continue
				}
				page := 100.0
				for _, bx := range pg.Boxes {
					if bx.Role == pdf.RoleBody {
						page = min(page, bx.Size)
					}
				}
				if page == 100 {
					t.Errorf("%s large=%t page %d: no body text", tc.name, large, pg.Number)
				}
				if large && page < pdf.BodyFloor(opt.layout())-0.01 {
					t.Errorf("%s page %d: body text %.1f pt with Large", tc.name, pg.Number, page)
				}
				smallest[large][pg.Kind] = min(smallest[large][pg.Kind], page)
			}
		}
		for _, kind := range []pdf.PageKind{pdf.TablePage, pdf.ContestantPage} {
			n, l := smallest[false][kind], smallest[true][kind]
			if l < n+2 {
				t.Errorf("%s: card kind %d: smallest body %.1f pt with Large, %.1f pt without", tc.name, kind, l, n)
			}
			t.Logf("%s: card kind %d: smallest body %.1f pt, %.1f pt with Large", tc.name, kind, n, l)
		}
	}
}
