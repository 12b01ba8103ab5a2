package movement

import (
	"slices"
	"testing"
)

// seatingOnly is 8 individual players at 2 tables for 2 rounds with no
// sets: a seating plan.
func seatingOnly() *Movement {
	return &Movement{Family: "seating", Kind: Individual, Game: Bridge, Seats: []Seat{N, E, S, W},
		Contestants: 8, Tables: 2, Rounds: 2,
		Play: []Play{
			{Round: 1, Table: 1, Seats: []int{1, 2, 3, 4}}, {Round: 1, Table: 2, Seats: []int{5, 6, 7, 8}},
			{Round: 2, Table: 1, Seats: []int{1, 5, 2, 6}}, {Round: 2, Table: 2, Seats: []int{3, 7, 4, 8}},
		}}
}

// TestSeatingOnlyMovement: a movement with no sets (Sets 0, every play's
// set 0, BoardsPerSet 0) is valid, its meetings are counted, and no set
// fact is claimed; a set other than 0 in it, or a board count, is an error.
func TestSeatingOnlyMovement(t *testing.T) {
	m := seatingOnly()
	if !m.SeatingOnly() {
		t.Fatal("SeatingOnly false")
	}
	if errs := Validate(m).Errors(); len(errs) > 0 {
		t.Fatalf("invalid: %v", errs)
	}
	rep := Analyze(m)
	if rep.Verdict != Valid {
		t.Errorf("verdict %s, want valid", rep.Verdict)
	}
	// 1 and 5 sit together once, as opponents (N and E in round 2).
	if rep.Meetings.At(1, 5) != 1 || rep.Summary.Meetings.Pairs != 28 {
		t.Errorf("meetings 1-5 %d, pairs %d", rep.Meetings.At(1, 5), rep.Summary.Meetings.Pairs)
	}
	for _, p := range []Property{PropNoRepeatSets, PropEverySetOnce, PropEqualComparisons} {
		if slices.Contains(rep.Properties, p) {
			t.Errorf("property %s claimed without sets", p)
		}
	}
	if f, l := m.Boards(0); f != 0 || l != 0 {
		t.Errorf("Boards(0) = %d, %d", f, l)
	}
	for _, sm := range m.SetMoves(1) {
		if len(sm.Shared) > 0 || len(sm.To) > 0 {
			t.Errorf("set move %+v in a movement without sets", sm)
		}
	}

	bad := seatingOnly()
	bad.Play[3].Set = 2
	if ps := Validate(bad).Errors(); len(ps) != 1 || ps[0].Code != CodeSetRange {
		t.Errorf("set 2 without sets: %v", ps)
	}
	bad = seatingOnly()
	bad.BoardsPerSet = 3
	if ps := Validate(bad).Errors(); len(ps) != 1 || ps[0].Code != CodeBadCount {
		t.Errorf("boards per set 3 without sets: %v", ps)
	}
	bad = seatingOnly()
	bad.Sets, bad.BoardsPerSet = 4, 3
	if ps := Validate(bad).Errors(); !slices.ContainsFunc(ps, func(p Problem) bool { return p.Code == CodeSetRange }) {
		t.Errorf("set 0 in a movement with sets: %v", ps)
	}
}
