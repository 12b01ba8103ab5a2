package app

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// TestTransposeChart: a one-round chart becomes a row per table, headed by
// the chart's own words (the table's name, the round word and number) and
// an empty corner; a chart with no rows stays as it is.
func TestTransposeChart(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in, want [][]string
	}{
		{"two tables",
			[][]string{{"Round", "Table 1", "Table 2"}, {"1", "1–2 : 1–3", "3–4 : 4–6"}},
			[][]string{{"", "Round 1"}, {"Table 1", "1–2 : 1–3"}, {"Table 2", "3–4 : 4–6"}}},
		{"a short row",
			[][]string{{"Тур", "Стол 1", "Стол 2"}, {"1", "x"}},
			[][]string{{"", "Тур 1"}, {"Стол 1", "x"}, {"Стол 2", ""}}},
		{"no rows", [][]string{{"Round", "Table 1"}}, [][]string{{"Round", "Table 1"}}},
	} {
		if got := transposeChart(tc.in); !slices.EqualFunc(got, tc.want, slices.Equal) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// oneRound is the first round of the 3-table Mitchell, a movement of
// its own (as a Swiss round is).
func oneRound(t *testing.T) *movement.Movement {
	t.Helper()
	m := samples.Must(samples.Mitchell(3, samples.Plain)).Clone()
	m.Rounds, m.Name = 1, "Mitchell, round 1"
	m.Play = slices.DeleteFunc(m.Play, func(p movement.Play) bool { return p.Round != 1 })
	return m
}

// TestOneRoundViewSaysTheDocument: the page's view of a single round has
// the chart a row per table and table cards without the empty "next"
// columns, and every word of them is a word of the composed document.
func TestOneRoundViewSaysTheDocument(t *testing.T) {
	t.Parallel()
	m := oneRound(t)
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		v, err := Service{}.View(context.Background(), m, p)
		if err != nil {
			t.Fatal(err)
		}
		if !v.Valid {
			t.Fatalf("%s: the one-round movement is not valid: %v", lang, v.Problems)
		}
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.What{Chart: true, Tables: true}})
		if err != nil {
			t.Fatal(err)
		}
		words := map[string]bool{"": true}
		for _, s := range doc.Sheets {
			for _, r := range s.Grid.Text() {
				for _, c := range r {
					words[squash(c)] = true
				}
			}
		}
		chart := doc.Of(sheet.KindChart)[0].Grid
		for _, row := range chart.Rows {
			words[squash(chart.Head[0]+" "+row[0].Text)] = true
		}
		if len(v.Chart) != m.Tables+1 {
			t.Errorf("%s: the chart has %d rows, want a head and one a table (%d)", lang, len(v.Chart), m.Tables)
		}
		if len(v.Tables) != m.Tables {
			t.Errorf("%s: the page has %d table cards, want %d", lang, len(v.Tables), m.Tables)
		}
		grids := [][][]string{v.Chart}
		for _, tv := range v.Tables {
			grids = append(grids, tv.Grid)
			for _, h := range tv.Grid[0] {
				if strings.Contains(h, p.Sprintf("%s next", "")) && p.Sprintf("%s next", "") != "" {
					t.Errorf("%s %s: a %q column on a single round's card", lang, tv.Title, h)
				}
			}
		}
		for _, g := range grids {
			for _, r := range g {
				for _, c := range r {
					if !words[squash(c)] {
						t.Errorf("%s: the page shows %q, which the document does not hold", lang, c)
					}
				}
			}
		}
	}
}
