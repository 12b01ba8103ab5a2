package movement_test

import (
	"context"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
)

// TestCopiesOfAPairsRoom: the copies of each set a room of pairs needs
// (the count the setup sheet prints): a relay Mitchell passes one copy
// between the tables that share; each section of a web keeps its own all
// session (15 tables: sections A, D and F, 3); a barometer's tables each
// start on a board of their own (10 tables on 1-board sets: 10; 4 on
// 3-board sets: 2; 9 pairs on 1-board sets: the phantom's table plays
// nothing, 4); a twin Mitchell's rows have a copy each, or share one; at
// preferans every table deals its own.
func TestCopiesOfAPairsRoom(t *testing.T) {
	mitch := func(o mitchell.Options) *movement.Movement {
		m, err := mitchell.Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	variant := func(o mitchell.VariantOptions) *movement.Movement {
		m, _, err := mitchell.GenerateVariant(o)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	how := func(o howell.Options) *movement.Movement {
		m, err := howell.Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	res, err := preferans.Generate(context.Background(), preferans.Options{Players: 12})
	if err != nil {
		t.Fatal(err)
	}
	pref := res.Movement
	for _, c := range []struct {
		name string
		m    *movement.Movement
		want int // copies of every set
	}{
		{"relay Mitchell 8", mitch(mitchell.Options{Tables: 8}), 1},
		{"web 15", variant(mitchell.VariantOptions{Variant: mitchell.Web, Tables: 15}), 3},
		{"web 10", variant(mitchell.VariantOptions{Variant: mitchell.Web, Tables: 10}), 2},
		{"barometer 20", how(howell.Options{Pairs: 20, Barometer: true, BoardsPerRound: 1}), 10},
		{"barometer 8 on 3 boards", how(howell.Options{Pairs: 8, Barometer: true, BoardsPerRound: 3}), 2},
		{"barometer 9 on 1 board", how(howell.Options{Pairs: 9, Barometer: true, BoardsPerRound: 1}), 4},
		{"twin 8", variant(mitchell.VariantOptions{Variant: mitchell.Twin, Tables: 8}), 2},
		{"twin 8, one copy", variant(mitchell.VariantOptions{Variant: mitchell.Twin, Tables: 8, ShareBoards: true}), 1},
	} {
		got := movement.Copies(c.m)
		if len(got) != c.m.Sets || slices.Min(got) != c.want || slices.Max(got) != c.want {
			t.Errorf("%s: copies %v, want %d of each of %d sets", c.name, got, c.want, c.m.Sets)
		}
	}
	// Preferans: a set at k tables in a round needs k copies.
	most := make([]int, pref.Sets)
	for r := 1; r <= pref.Rounds; r++ {
		at := map[int]int{}
		for _, p := range pref.Play {
			if p.Round == r && p.InPlay() && p.Set > 0 {
				at[p.Set]++
			}
		}
		for s, n := range at {
			most[s-1] = max(most[s-1], n)
		}
	}
	if got := movement.Copies(pref); !slices.Equal(got, most) {
		t.Errorf("preferans: copies %v, want %v", got, most)
	}
}
