package movement

import (
	"slices"
	"testing"
)

// whistEight is the whist tournament for 8 players developed from the
// base round (∞,0,1,3) (2,5,4,6) mod 7, player 8 being ∞ and x+1 being
// x; every table of round r plays set r (the boards pass between the two
// tables within the round).
func whistEight() *Movement {
	m := &Movement{Name: "Wh(8)", Kind: Individual, Game: Bridge, Seats: CompassSeats(),
		Contestants: 8, Tables: 2, Rounds: 7, Sets: 7, BoardsPerSet: 2}
	base := [][4]int{{-1, 0, 1, 3}, {2, 5, 4, 6}}
	for r := range 7 {
		for t, b := range base {
			seats := make([]int, 4)
			for i, x := range b {
				if x < 0 {
					seats[i] = 8
				} else {
					seats[i] = (x+r)%7 + 1
				}
			}
			m.Play = append(m.Play, Play{Round: r + 1, Table: t + 1, Set: r + 1, Seats: seats})
		}
	}
	return m
}

// TestAnalyzeWhistPerfect: a whist tournament whose boards are compared is
// perfect for individual bridge (TestFullWhistTournaments in movement/whist
// covers tournaments with uneven comparisons); a
// schedule with the same tables but one pair of partners changed in a
// round is not a whist tournament and only valid.
func TestAnalyzeWhistPerfect(t *testing.T) {
	rep := Analyze(whistEight())
	s := rep.Summary
	if !slices.Contains(rep.Properties, PropWhist) || rep.Verdict != Perfect {
		t.Fatalf("Wh(8): verdict %s, properties %v", rep.Verdict, rep.Properties)
	}
	if *s.Partnerships != (Stats{Pairs: 28, Min: 1, Max: 1, Mean: 1}) || s.Meetings.Min != 2 || s.Meetings.Max != 2 {
		t.Errorf("partners %+v, opponents %+v", *s.Partnerships, s.Meetings)
	}
	if s.Comparisons.Pairs != 28 || s.Comparisons.Min < 1 {
		t.Errorf("comparisons %+v: every two players should be compared", s.Comparisons)
	}
	broken := whistEight()
	p := &broken.Play[0].Seats
	(*p)[1], (*p)[2] = (*p)[2], (*p)[1] // E and S trade: new partners at table 1
	rep = Analyze(broken)
	if slices.Contains(rep.Properties, PropWhist) || rep.Verdict != Valid {
		t.Errorf("broken Wh(8): verdict %s, properties %v", rep.Verdict, rep.Properties)
	}
}
