package movement_test

import (
	"context"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/movement/whist"
)

// TestVerdictAsDocumented proves each line of the verdict rule of the
// package doc and the README: a whist tournament is perfect with unequal
// comparisons (13 players: 2 to 14 boards; the exception lived only in
// code comments: issue 38), a complete Mitchell is perfect with every
// property, a Howell with unequal meetings is valid, a seating plan without
// sets is never perfect though nobody meets twice, and a set played twice
// makes a movement invalid.
func TestVerdictAsDocumented(t *testing.T) {
	t.Parallel()
	w, err := whist.Generate(context.Background(), whist.Options{Players: 13})
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(w.Movement)
	c := rep.Summary.Comparisons
	if rep.Verdict != movement.Perfect || !slices.Contains(rep.Properties, movement.PropWhist) ||
		slices.Contains(rep.Properties, movement.PropEqualComparisons) || c.Min != 2 || c.Max != 14 {
		t.Errorf("whist 13: %s, properties %v, comparisons %d–%d; want perfect, whist, comparisons 2–14 unequal", rep.Verdict, rep.Properties, c.Min, c.Max)
	}

	m7, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	rep = movement.Analyze(m7)
	for _, p := range []movement.Property{movement.PropNoRepeatSets, movement.PropAllMeet, movement.PropEqualMeetings, movement.PropEqualComparisons} {
		if !slices.Contains(rep.Properties, p) {
			t.Errorf("mitchell 7: no %s", p)
		}
	}
	if rep.Verdict != movement.Perfect {
		t.Errorf("mitchell 7: %s, want perfect", rep.Verdict)
	}

	h6, err := howell.Generate(howell.Options{Pairs: 6})
	if err != nil {
		t.Fatal(err)
	}
	if rep = movement.Analyze(h6); rep.Verdict != movement.Valid || slices.Contains(rep.Properties, movement.PropEqualComparisons) {
		t.Errorf("howell 6: %s %v, want valid without equal comparisons", rep.Verdict, rep.Properties)
	}

	p := seating.Problem{Players: 16, TableSizes: []int{4, 4, 4, 4}, Rounds: 5}
	res, err := seating.Solve(context.Background(), p, seating.Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	plan, err := res.Movement()
	if err != nil {
		t.Fatal(err)
	}
	if rep = movement.Analyze(plan); rep.Verdict != movement.Valid || slices.Contains(rep.Properties, movement.PropNoRepeatSets) ||
		!slices.Contains(rep.Properties, movement.PropNoRepeatMeetings) {
		t.Errorf("seating 16 without sets: %s %v, want valid, no repeated meeting and no no-repeat-sets", rep.Verdict, rep.Properties)
	}

	bad := *m7
	bad.Play = slices.Clone(m7.Play)
	for i := range bad.Play {
		if bad.Play[i].Round == 2 && bad.Play[i].Table == 1 {
			bad.Play[i].Set = m7.Play[0].Set // table 1 plays round 1's set again
		}
	}
	if rep = movement.Analyze(&bad); rep.Verdict != movement.Invalid {
		t.Errorf("mitchell 7 with a set played twice: %s, want invalid", rep.Verdict)
	}
}
