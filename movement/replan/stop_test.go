package replan_test

import (
	"testing"

	"github.com/movegen/movegen/internal/stoptest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/replan"
)

// TestStopEndsSearchAtOnce: a context that ends at its second look (the
// first is Replan's own, before the search) stops the search at its next
// look once it keeps a schedule that meets the hard rules, not after
// MinMoves (a move of a 113-player seating takes a millisecond, so a stop
// took over a second: issue 38). A change whose first schedule breaks a
// hard rule (a newcomer without a seat) is searched on until it meets
// them, within MinMoves and a look. Every result keeps the hard rules.
// Moves are counted; no time is measured.
func TestStopEndsSearchAtOnce(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		m      func(t testing.TB) *movement.Movement
		o      replan.Options
		atOnce bool
	}{
		{"howell 12 pairs, a leaver", howellOf(12), replan.Options{From: 5, Remove: []int{3}}, true},
		{"mitchell 7 tables, a leaver", mitchellOf(7, 14), replan.Options{From: 3, Remove: []int{2}}, true},
		{"preferans 5 tables, a leaver", preferansOf(5), replan.Options{From: 2, Remove: []int{7}}, true},
		{"mitchell 7 tables, a late pair", mitchellOf(7, 14), replan.Options{From: 3, Add: 1}, false},
		{"howell 12 pairs, a late pair", howellOf(12), replan.Options{From: 4, Add: 1}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			m := c.m(t)
			res, err := replan.Replan(stoptest.After(2), m, c.o)
			if err != nil {
				t.Fatal(err)
			}
			if !res.Stopped {
				t.Errorf("not marked stopped after %d moves", res.Moves)
			}
			limit := replan.MinMoves + 16
			if c.atOnce {
				limit = 32 // the first look or two in the search
			}
			if res.Moves > limit {
				t.Errorf("stopped after %d moves, want at most %d", res.Moves, limit)
			}
			checkHardRules(t, m, res.Movement, c.o)
		})
	}
}
