package cards_test

import (
	"context"
	"math"
	"strconv"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/teams"
)

// titledPages are the chart pages of the layout whose title is s's (its
// title, continued title or a section's).
func titledPages(pages []pdf.Page, s *sheet.Sheet) []pdf.Page {
	titles := []string{s.Title, s.Continued}
	for _, sec := range s.Sections {
		titles = append(titles, sec.Title, sec.Continued)
	}
	var out []pdf.Page
	for _, pg := range pages {
		t := pageTitle(pg)
		for _, want := range titles {
			if t == want && pg.Kind == pdf.ChartPage {
				out = append(out, pg)
				break
			}
		}
	}
	return out
}

// roundCells are the numbers in the first column of a page's poster
// grid: the rounds it holds, a row each.
func roundCells(pg pdf.Page) []int {
	x := math.Inf(1)
	for _, b := range pg.Boxes {
		if b.Role == pdf.RolePoster {
			x = math.Min(x, b.X0)
		}
	}
	var out []int
	for _, b := range pg.Boxes {
		if b.Role == pdf.RolePoster && math.Abs(b.X0-x) < 0.5 {
			if r, err := strconv.Atoi(b.Text); err == nil {
				out = append(out, r)
			}
		}
	}
	return out
}

// TestChartPagesKeyAndRounds: every page of a master chart carries the
// chart's key (cards.ChartKey) and the same type size, and a teams chart of matches keeps every
// round's matches on one page (teams --teams 8 cut round 4 after a fixed
// 14 rows), from the layout record, in English and Russian on A4 and
// letter.
func TestChartPagesKeyAndRounds(t *testing.T) {
	ctx := context.Background()
	rr8, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 8})
	if err != nil {
		t.Fatal(err)
	}
	rr12, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 12})
	if err != nil {
		t.Fatal(err)
	}
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
	for name, m := range map[string]*movement.Movement{"teams-8": rr8, "teams-12": rr12, "mitchell-8": m8, "howell-9": h9, "preferans-7": p7.Movement} {
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{i18n.English, i18n.Russian} {
			p := i18n.New(lang)
			doc, err := cards.Compose(ctx, b, p, cards.ComposeOptions{What: cards.What{Chart: true, Contestants: true}})
			if err != nil {
				t.Fatal(err)
			}
			for _, paper := range pdf.Papers() {
				where := name + " " + lang + " " + paper
				pages, err := pdf.Layout(doc, pdf.Options{Paper: paper})
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				key := cards.ChartKey(p, b)
				for _, s := range doc.Of(sheet.KindChart) {
					chart := titledPages(pages, s)
					if len(chart) == 0 {
						t.Fatalf("%s: no master chart page", where)
					}
					// One type size on every page of a chart: its
					// continuation pages keep the first page's size.
					sizes := map[float64][]int{}
					for _, pg := range chart {
						for _, bx := range pg.Boxes {
							if bx.Role == pdf.RolePoster {
								sizes[bx.Size] = append(sizes[bx.Size], pg.Number)
								break
							}
						}
					}
					if len(sizes) > 1 {
						t.Errorf("%s: the chart's pages are at %d type sizes (size: pages): %v", where, len(sizes), sizes)
					}
					for _, pg := range chart {
						if len(roundCells(pg)) == 0 {
							continue // a page of the legend alone
						}
						found := false
						for _, bx := range pg.Boxes {
							found = found || bx.Text == key
						}
						if !found {
							t.Errorf("%s: chart page %d has no key %q", where, pg.Number, key)
						}
					}
				}
				for _, s := range doc.Of(sheet.KindMatches) {
					rows := map[int]int{}
					for _, r := range s.Grid.Rows {
						n, _ := strconv.Atoi(r[0].Text)
						rows[n]++
					}
					on := map[int]map[int]int{} // round → page → rows
					for _, pg := range titledPages(pages, s) {
						for _, r := range roundCells(pg) {
							if on[r] == nil {
								on[r] = map[int]int{}
							}
							on[r][pg.Number]++
						}
					}
					if len(on) != len(rows) {
						t.Errorf("%s: the matches chart shows rounds %v, want %d rounds", where, on, len(rows))
					}
					for r, byPage := range on {
						if len(byPage) != 1 {
							t.Errorf("%s: round %d of the matches chart is split over pages %v", where, r, byPage)
						}
						for _, n := range byPage {
							if n != rows[r] {
								t.Errorf("%s: round %d shows %d of its %d matches", where, r, n, rows[r])
							}
						}
					}
				}
			}
		}
	}
}
