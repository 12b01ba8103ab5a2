package cards_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

// TestLabelLegend: the legend says where each player starts, read from
// round 1 of the schedule, in the place notation; players are numbered
// ("#1"), and the player resting in round 1 keeps his number ("#13", as
// issue 36 asks: never the rest mark) and the legend says when he starts.
// English and Russian.
func TestLabelLegend(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Players: 13})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Movement
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		lang string
		want []string // entries the legend must hold
	}{
		{i18n.English, []string{"#1 (starts at table 1, North)", "#2 (starts at table 1, East)", "#12 (starts at table 3, West)", "#13 (rests in round 1; starts at table 2, West in round 2)"}},
		{i18n.Russian, []string{"№1 (стол 1, север)", "№2 (стол 1, восток)", "№12 (стол 3, запад)", "№13 (отдыхает в 1-м туре, затем стол 2, запад, с тура 2)"}},
	}
	for _, tt := range tests {
		p := i18n.New(tt.lang)
		legend := cards.LabelLegend(p, b)
		if len(legend) != m.Contestants {
			t.Fatalf("%s: %d entries for %d players", tt.lang, len(legend), m.Contestants)
		}
		for _, w := range tt.want {
			found := false
			for _, e := range legend {
				found = found || e == w
			}
			if !found {
				t.Errorf("%s: no entry %q in %q", tt.lang, w, legend)
			}
		}
	}
	// Every entry agrees with the schedule's round 1, player by player.
	p := i18n.New(i18n.English)
	legend := cards.LabelLegend(p, b)
	words := map[movement.Seat]string{movement.N: "North", movement.E: "East", movement.S: "South", movement.W: "West"}
	seated := map[int]string{}
	for _, play := range m.Play {
		if play.Round != 1 {
			continue
		}
		for i, c := range play.Seats {
			if c != 0 {
				seated[c] = fmt.Sprintf("#%d (starts at table %d, %s)", c, play.Table, words[m.Seats[i]])
			}
		}
	}
	for c := 1; c <= m.Contestants; c++ {
		want, ok := seated[c]
		if !ok {
			want = fmt.Sprintf("#%d (rests in round 1;", c)
		}
		if !strings.HasPrefix(legend[c-1], want) {
			t.Errorf("player %d: legend %q, want %s", c, legend[c-1], want)
		}
	}
	// The chart of the text cards prints the legend.
	if text := bookText(t, b, p, cards.What{Chart: true}, ""); !strings.Contains(text, "Where each player starts: #1 (starts at table 1, North); #2 (starts at table 1, East);") {
		t.Errorf("the chart has no legend of labels:\n%s", text)
	}
	// Pairs need no legend.
	pairs := m.Clone()
	pairs.Kind = movement.Pairs
	if l := cards.LabelLegend(p, &cards.Book{Movement: pairs}); l != nil {
		t.Errorf("pairs: legend %q", l)
	}
}

// TestOneRestMark: the outputs have one letter for a rest, P (Р): a set
// nobody plays in a round is sheet.None in the set row and the set views,
// never the book's Z, and no player is labelled X or P.
func TestOneRestMark(t *testing.T) {
	for _, players := range []int{9, 13, 22} {
		res, err := preferans.Generate(context.Background(), preferans.Options{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		m := res.Movement
		for c := 1; c <= m.Contestants; c++ {
			if l := m.Label(c); strings.HasPrefix(l, "X") || strings.HasPrefix(l, "P") {
				t.Errorf("%d players: player %d labelled %q", players, c, l)
			}
		}
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			grids := [][][]string{cards.SetsGrid(p, b)}
			if row, ok := cards.SetRowGrid(p, b); ok {
				grids = append(grids, row)
			}
			dashes := 0
			for _, g := range grids {
				for _, row := range g[1:] {
					for _, cell := range row[1:] {
						if cell == "Z" {
							t.Errorf("%d players, %s: a set view shows Z", players, lang)
						}
						if cell == sheet.None {
							dashes++
						}
					}
				}
			}
			// 13 players at 3 tables play 3 of the 13 sets a round: 13×13
			// − 13×3 dashes in the set view, 13 − 3 in the set row.
			if want := 13*13 - 13*3 + 13 - 3; players == 13 && dashes != want {
				t.Errorf("%d players, %s: %d dashes in the set view and the set row, want %d", players, lang, dashes, want)
			}
		}
		if row, ok := preferans.SetRow(m); ok && strings.Contains(preferans.FormatSetRow(row), "Z") {
			t.Errorf("%d players: set row %q", players, preferans.FormatSetRow(row))
		}
	}
}
