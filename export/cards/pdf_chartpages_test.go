package cards_test

import (
	"context"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
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
// grid, or of each of its panels side by side: the rounds it holds, a row
// each. A panel's first column is headed as the page's top left cell.
func roundCells(pg pdf.Page) []int {
	var corner *pdf.Box
	for i, b := range pg.Boxes {
		if b.Role == pdf.RolePoster && (corner == nil || b.X0 < corner.X0-0.5 || math.Abs(b.X0-corner.X0) < 0.5 && b.Y0 < corner.Y0) {
			corner = &pg.Boxes[i]
		}
	}
	if corner == nil {
		return nil
	}
	var edges []float64
	for _, b := range pg.Boxes {
		if b.Role == pdf.RolePoster && b.Text == corner.Text {
			edges = append(edges, b.X0)
		}
	}
	var out []int
	for _, b := range pg.Boxes {
		if b.Role != pdf.RolePoster {
			continue
		}
		for _, x := range edges {
			if math.Abs(b.X0-x) < 0.5 {
				if r, err := strconv.Atoi(b.Text); err == nil {
					out = append(out, r)
				}
				break
			}
		}
	}
	return out
}

// TestChartPagesKeyAndRounds: every page of a master chart carries the
// chart's key (cards.ChartKey) under its grid and the same type size, the
// fullest page of a chart and of a chart of matches is filled, and a teams chart of matches keeps every
// round's matches on one page (teams --teams 8 cut round 4 after a fixed
// 14 rows), from the layout record, in English and Russian on A4 and
// letter.
func TestChartPagesKeyAndRounds(t *testing.T) {
	// minFill is how far down its page (a fraction of the page's
	// height) the grid of a chart's fullest page reaches at least.
	const minFill = 0.8
	ctx := context.Background()
	rr8, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 8})
	if err != nil {
		t.Fatal(err)
	}
	rr12, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 12})
	if err != nil {
		t.Fatal(err)
	}
	// Nine rounds: the chart of matches' last page holds one panel of
	// the two a page.
	rr10, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 10})
	if err != nil {
		t.Fatal(err)
	}
	// Teams of long names: a panel of matches too wide for the page
	// lays out as a grid of wrapped cells, every round still there (a
	// round a page, filled as its wrapped rows allow).
	long, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 8})
	if err != nil {
		t.Fatal(err)
	}
	long.Teams.Names = map[int]string{}
	for k := 1; k <= len(long.Teams.Pairs); k++ {
		long.Teams.Names[k] = strings.Repeat("Long Bridge Club Name ", 5) + strconv.Itoa(k)
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
	for name, m := range map[string]*movement.Movement{"teams-8": rr8, "teams-10": rr10, "teams-12": rr12, "teams-8-long-names": long, "mitchell-8": m8, "howell-9": h9, "preferans-7": p7.Movement} {
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
					fullest := 0.0
					for _, pg := range chart {
						if len(roundCells(pg)) == 0 {
							continue // a page of the legend alone
						}
						// The key is under the grid: below its last cell.
						var keyY float64
						found, bottom := false, 0.0
						for _, bx := range pg.Boxes {
							if bx.Text == key {
								found, keyY = true, bx.Y0
							}
							if bx.Role == pdf.RolePoster {
								bottom = math.Max(bottom, bx.Y1)
							}
						}
						if !found {
							t.Errorf("%s: chart page %d has no key %q", where, pg.Number, key)
						} else if keyY < bottom {
							t.Errorf("%s: chart page %d has its key at %.1f mm, above the grid's last cell (%.1f mm): want it under the chart", where, pg.Number, keyY, bottom)
						}
						fullest = math.Max(fullest, bottom/pg.Height)
						// Every page is filled down or across: the last
						// page of a chart cut into groups of columns (the
						// 7-table preferans chart in Russian: one group
						// of the two a page, down to 69% and across to
						// 64%) has its group span the page.
						right := 0.0
						for _, bx := range pg.Boxes {
							if bx.Role == pdf.RolePoster {
								right = math.Max(right, bx.X1)
							}
						}
						if bottom/pg.Height < minFill && right/pg.Width < minFill {
							t.Errorf("%s: chart page %d is filled down to %.0f%% and across to %.0f%%, want %.0f%% or more either way", where, pg.Number, 100*bottom/pg.Height, 100*right/pg.Width, 100*minFill)
						}
					}
					t.Logf("%s: master chart: %d pages, fullest down to %.0f%%", where, len(chart), 100*fullest)
					// The chart fills its pages: its fullest page's grid
					// reaches the lower part of the page (the 7-table
					// preferans chart took half of each of three pages).
					if fullest < minFill {
						t.Errorf("%s: the chart's fullest page is filled down to %.0f%% of its height, want %.0f%% or more", where, 100*fullest, 100*minFill)
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
					// Narrow and long, it fills its page across too: in
					// panels side by side (it took a third of the page).
					fullest, across := 0.0, 0.0
					for _, pg := range titledPages(pages, s) {
						right := 0.0
						for _, bx := range pg.Boxes {
							if bx.Role == pdf.RolePoster {
								fullest = math.Max(fullest, bx.Y1/pg.Height)
								right = math.Max(right, bx.X1/pg.Width)
							}
						}
						across = math.Max(across, right)
						// Every page's panels span it: the last page of
						// an odd number of panels (teams 10: one of two)
						// and a chart of one panel a page (teams 12 in
						// Russian on letter, 54% across) are not half
						// empty across.
						if right < minFill {
							t.Errorf("%s: page %d of the chart of matches is filled across to %.0f%%, want %.0f%% or more", where, pg.Number, 100*right, 100*minFill)
						}
					}
					t.Logf("%s: chart of matches: %d pages, down to %.0f%%, across to %.0f%%", where, len(titledPages(pages, s)), 100*fullest, 100*across)
					// A panel wider than half the page is alone on it
					// (teams 12 in Russian on letter): two do not fit.
					if name != "teams-8-long-names" && (fullest < minFill || across < minFill && across <= 0.5) {
						t.Errorf("%s: the chart of matches is filled down to %.0f%% and across to %.0f%% of its page, want %.0f%% or more", where, 100*fullest, 100*across, 100*minFill)
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

// TestBoardsListFillsItsPage: the boards list, long and narrow, runs in
// panels side by side on one landscape page where it fits at poster size
// (`mitchell --tables 7 --pairs 13 --missing ew`: 28 boards; the 28
// deals of the preferans rotation), instead of a strip down the left
// third of two; its panels hold about as many rows each, and every word
// is printed at PosterFloor or more.
func TestBoardsListFillsItsPage(t *testing.T) {
	m13, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13, Missing: movement.EW})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*movement.Movement{m13, samples.Must(samples.PreferansRotation(7))} {
		b := book(t, m, nil)
		p := i18n.New(i18n.English)
		pages, err := pdfLayout(b, bookPDF{Printer: p})
		if err != nil {
			t.Fatal(err)
		}
		title := cards.BoardsTitle(p, b)
		var on []pdf.Page
		for _, pg := range pages {
			for _, bx := range pg.Boxes {
				if strings.HasPrefix(bx.Text, title) || strings.HasPrefix(title, bx.Text) && len(bx.Text) > 8 {
					on = append(on, pg)
					break
				}
			}
		}
		if len(on) != 1 {
			t.Errorf("%s: the boards list on %d pages, want 1", m.Name, len(on))
			continue
		}
		// The board numbers (the first column's cells) by panel: a
		// panel starts where the x of a number jumps right.
		var xs []float64
		perPanel := map[float64]int{}
		for _, bx := range on[0].Boxes {
			if _, err := strconv.Atoi(bx.Text); err != nil || bx.Role != pdf.RolePoster {
				continue
			}
			if bx.Size < pdf.PosterFloor-0.01 {
				t.Errorf("%s: %q at %.1f pt, below %.0f", m.Name, bx.Text, bx.Size, pdf.PosterFloor)
			}
			x := math.Round(bx.X0)
			if !slices.Contains(xs, x) {
				xs = append(xs, x)
			}
			perPanel[x]++
		}
		// Each panel has two columns of numbers, the board's and the
		// set's: the panels' rows are the counts of every other one.
		slices.Sort(xs)
		var rows []int
		for i := 0; i < len(xs); i += 2 {
			rows = append(rows, perPanel[xs[i]])
		}
		if len(rows) < 2 || slices.Max(rows)-slices.Min(rows) >= len(rows) {
			t.Errorf("%s: panels of %v rows, want two or more of about as many", m.Name, rows)
		}
	}
}
