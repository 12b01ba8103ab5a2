package movement

import (
	"math"
	"slices"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-3 }

// TestAnalyzePerfectMitchell checks every figure of a 3-table, 2-board
// Mitchell against numbers worked out by hand: each NS pair meets each EW
// pair once; two NS (or two EW) pairs play all 3 sets in the same direction
// at different tables, so are compared on 6 boards; Manning's competition is
// 0 between the lines (+4 head to head, −2 × 2 on the other sets) and +6
// within a line.
func TestAnalyzePerfectMitchell(t *testing.T) {
	rep := Analyze(mitchell(3, 3, 2))
	if rep.Verdict != Perfect {
		t.Fatalf("verdict %s; problems %v", rep.Verdict, rep.Problems)
	}
	wantFields := [][]int{{1, 2, 3}, {4, 5, 6}}
	if !slices.EqualFunc(rep.Fields, wantFields, slices.Equal) {
		t.Errorf("fields %v; want %v", rep.Fields, wantFields)
	}
	for i := 1; i <= 6; i++ {
		for j := 1; j <= 6; j++ {
			if i == j {
				continue
			}
			sameLine := (i <= 3) == (j <= 3)
			meet, comp, man := 1, 0, 0
			if sameLine {
				meet, comp, man = 0, 6, 6
			}
			if got := rep.Meetings.At(i, j); got != meet {
				t.Errorf("meetings(%d,%d) = %d; want %d", i, j, got, meet)
			}
			if got := rep.Comparisons.At(i, j); got != comp {
				t.Errorf("comparisons(%d,%d) = %d; want %d", i, j, got, comp)
			}
			if got := rep.Competition.At(i, j); got != man {
				t.Errorf("competition(%d,%d) = %d; want %d", i, j, got, man)
			}
			if rep.CanMeet(i, j) == sameLine {
				t.Errorf("CanMeet(%d,%d) = %v", i, j, !sameLine)
			}
		}
	}
	s := rep.Summary
	if s.Meetings != (Stats{Pairs: 9, Min: 1, Max: 1, Mean: 1}) || s.NeverMeet != 0 || s.MeetMoreThanOnce != 0 {
		t.Errorf("meeting summary %+v, never %d, more %d", s.Meetings, s.NeverMeet, s.MeetMoreThanOnce)
	}
	if s.Comparisons != (Stats{Pairs: 6, Min: 6, Max: 6, Mean: 6}) {
		t.Errorf("comparison summary %+v", s.Comparisons)
	}
	// Competition over 15 pairs: nine 0s and six 6s.
	c := *s.Competition
	if c.Pairs != 15 || c.Min != 0 || c.Max != 6 || !near(c.Mean, 2.4) || !near(c.StdDev, math.Sqrt(8.64)) {
		t.Errorf("competition summary %+v", c)
	}
	if s.BalanceIndex != 100 || s.RepeatedSets != 0 {
		t.Errorf("balance %v, repeated sets %d", s.BalanceIndex, s.RepeatedSets)
	}
	want := []Property{PropNoRepeatSets, PropEverySetOnce, PropNoRepeatMeetings, PropAllMeet, PropEqualMeetings, PropEqualComparisons, PropEqualRests}
	if !slices.Equal(rep.Properties, want) {
		t.Errorf("properties %v; want %v", rep.Properties, want)
	}
	for _, st := range rep.Contestants {
		seat := NS
		if st.Contestant > 3 {
			seat = EW
		}
		if st.Rounds != 3 || st.Rests != 0 || st.Sets != 3 || st.Boards != 6 || st.Seats[seat] != 3 || len(st.Seats) != 1 {
			t.Errorf("contestant %d: %+v", st.Contestant, st)
		}
	}
	if rep.Partnerships.N != 0 {
		t.Errorf("a pairs movement has a partnership matrix")
	}
}

// TestAnalyzePartialMitchell: two rounds of the 3-table Mitchell. NS pair i
// meets EW pairs i and i-1 only, so 3 of the 9 NS–EW pairs never meet. NS 1
// plays sets 1, 2; NS 2 sets 2, 3; NS 3 sets 3, 1: each two NS pairs share
// one set, 2 boards, so comparisons stay equal but not everyone meets.
func TestAnalyzePartialMitchell(t *testing.T) {
	rep := Analyze(mitchell(3, 2, 2))
	if rep.Verdict != Valid {
		t.Fatalf("verdict %s; problems %v", rep.Verdict, rep.Problems)
	}
	s := rep.Summary
	if s.Meetings.Pairs != 9 || s.Meetings.Min != 0 || s.Meetings.Max != 1 || !near(s.Meetings.Mean, 6.0/9) || s.NeverMeet != 3 {
		t.Errorf("meetings %+v never %d", s.Meetings, s.NeverMeet)
	}
	if s.Comparisons != (Stats{Pairs: 6, Min: 2, Max: 2, Mean: 2}) || s.BalanceIndex != 100 {
		t.Errorf("comparisons %+v balance %v", s.Comparisons, s.BalanceIndex)
	}
	if slices.Contains(rep.Properties, PropAllMeet) || slices.Contains(rep.Properties, PropEverySetOnce) ||
		!slices.Contains(rep.Properties, PropNoRepeatMeetings) || !slices.Contains(rep.Properties, PropNoRepeatSets) {
		t.Errorf("properties %v", rep.Properties)
	}
	if got := rep.Contestants[0]; got.Rounds != 2 || got.Sets != 2 || got.Rests != 0 {
		t.Errorf("NS 1: %+v", got)
	}
}

// TestAnalyzeArrowSwitch: switching round 3 of the 3-table Mitchell joins
// the two lines into one field. Worked by hand: NS 1 and NS 2 are compared
// only on set 2 (NS 2 plays set 1 switched), 2 boards; NS 1 and EW 1 are
// compared on set 3 (NS 1 switched) and set 2 (EW 1 switched), 4 boards.
func TestAnalyzeArrowSwitch(t *testing.T) {
	m := mitchell(3, 3, 2)
	for i := range m.Play {
		m.Play[i].Switched = m.Play[i].Round == 3
	}
	rep := Analyze(m)
	if rep.Verdict == Invalid || len(rep.Fields) != 1 {
		t.Fatalf("verdict %s fields %v", rep.Verdict, rep.Fields)
	}
	if got := rep.Comparisons.At(1, 2); got != 2 {
		t.Errorf("comparisons(NS 1, NS 2) = %d; want 2", got)
	}
	if got := rep.Comparisons.At(1, 4); got != 4 {
		t.Errorf("comparisons(NS 1, EW 1) = %d; want 4", got)
	}
	if rep.Contestants[0].Switched != 1 {
		t.Errorf("NS 1 switched %d rounds; want 1", rep.Contestants[0].Switched)
	}
}

// TestAnalyzeIndividual: five players at one table of four, from the cyclic
// base round [1,2,4,3] mod 5. Each two players sit together in the 3 rounds
// where neither rests: partners once (differences ±1 from E–W, ±2 from N–S)
// and opponents twice. Every set is played once, so nobody is compared.
func TestAnalyzeIndividual(t *testing.T) {
	rep := Analyze(restFive())
	s := rep.Summary
	if s.Meetings != (Stats{Pairs: 10, Min: 2, Max: 2, Mean: 2}) {
		t.Errorf("meetings %+v", s.Meetings)
	}
	if s.Partnerships == nil || *s.Partnerships != (Stats{Pairs: 10, Min: 1, Max: 1, Mean: 1}) {
		t.Errorf("partnerships %+v", s.Partnerships)
	}
	if s.NeverAtTable != 0 {
		t.Errorf("never at the same table: %d; want 0", s.NeverAtTable)
	}
	if s.Comparisons.Pairs != 0 || s.BalanceIndex != 0 || len(rep.Fields) != 5 {
		t.Errorf("comparisons %+v balance %v fields %v", s.Comparisons, s.BalanceIndex, rep.Fields)
	}
	if rep.Verdict != Valid || !slices.Contains(rep.Properties, PropEqualRests) || !slices.Contains(rep.Properties, PropEqualMeetings) {
		t.Errorf("verdict %s properties %v", rep.Verdict, rep.Properties)
	}
	for _, st := range rep.Contestants {
		if st.Rests != 1 || st.Rounds != 4 || st.Boards != 8 {
			t.Errorf("player %d: %+v", st.Contestant, st)
		}
	}
	if s.Competition != nil {
		t.Errorf("competition is for pairs only")
	}
}

// TestAnalyzeInvalid: contestant 3 seated twice in round 2 makes the
// movement invalid, but the figures are still counted for the rest.
func TestAnalyzeInvalid(t *testing.T) {
	m := mitchell(3, 3, 2)
	m.Play[3].Seats[1] = 3 // round 2, table 1: NS 3 takes the EW seat too
	rep := Analyze(m)
	if rep.Verdict != Invalid {
		t.Fatalf("verdict %s", rep.Verdict)
	}
	errs := rep.Problems.Errors()
	if len(errs) == 0 || errs[0].Code != CodeSeatedTwice || errs[0].Contestant != 3 || errs[0].Round != 2 {
		t.Errorf("errors %v", errs)
	}
	if rep.Meetings.N != 6 {
		t.Errorf("figures were not counted")
	}
	broken := &Movement{Kind: "teams"}
	rep = Analyze(broken)
	if rep.Verdict != Invalid || rep.Meetings.N != 0 || rep.CanMeet(1, 2) {
		t.Errorf("a broken header still gave figures: %+v", rep)
	}
}

// TestAnalyzePreferansDealer: at a four-seat preferans table each player
// deals one of the 4 deals of a set.
func TestAnalyzePreferansDealer(t *testing.T) {
	m := &Movement{Kind: Individual, Game: Preferans, Seats: CompassSeats(), Contestants: 4,
		Tables: 1, Rounds: 2, Sets: 2, BoardsPerSet: 4,
		Play: []Play{{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3, 4}}, {Round: 2, Table: 1, Set: 2, Seats: []int{2, 3, 4, 1}}}}
	rep := Analyze(m)
	for _, st := range rep.Contestants {
		if st.Dealer != 2 {
			t.Errorf("player %d deals %d times; want 2", st.Contestant, st.Dealer)
		}
	}
	if rep.Summary.Meetings != (Stats{Pairs: 6, Min: 2, Max: 2, Mean: 2}) {
		t.Errorf("meetings %+v", rep.Summary.Meetings)
	}
}

// TestAnalyzeSameTableOtherRound: two pairs who play one set at the same
// table in different rounds, in the same direction, are compared on it.
func TestAnalyzeSameTableOtherRound(t *testing.T) {
	m := &Movement{Kind: Pairs, Game: Bridge, Seats: PairSeats(), Contestants: 4,
		Tables: 1, Rounds: 2, Sets: 1, BoardsPerSet: 3,
		Play: []Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2}},
			{Round: 2, Table: 1, Set: 1, Seats: []int{3, 4}},
		}}
	rep := Analyze(m)
	if got := rep.Comparisons.At(1, 3); got != 3 {
		t.Errorf("comparisons(1,3) = %d; want 3", got)
	}
	if got := rep.Comparisons.At(1, 4); got != 0 {
		t.Errorf("comparisons(1,4) = %d; want 0", got)
	}
	// The board is played twice (m = 2): head to head +1 a board, across
	// the room −1 a board in opposite directions, +1 in the same one.
	if rep.Competition.At(1, 2) != 3 || rep.Competition.At(1, 4) != -3 || rep.Competition.At(1, 3) != 3 {
		t.Errorf("competition %d %d %d", rep.Competition.At(1, 2), rep.Competition.At(1, 4), rep.Competition.At(1, 3))
	}
}

// TestAnalyzeNeverAtTable: eight players in two tables for one round. Each
// player shares a table with 3 of the 7 others (one partner, two
// opponents), so 28 − 12 = 16 pairs never sit together. The 4 pairs who
// hold the same seat (1 and 5 are both N) cannot meet at all; of the other
// 24, 8 meet as opponents, so 16 never meet (the 4 partnerships are not
// meetings).
func TestAnalyzeNeverAtTable(t *testing.T) {
	m := &Movement{Kind: Individual, Game: Bridge, Seats: CompassSeats(), Contestants: 8,
		Tables: 2, Rounds: 1, Sets: 2, BoardsPerSet: 1,
		Play: []Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3, 4}},
			{Round: 1, Table: 2, Set: 2, Seats: []int{5, 6, 7, 8}},
		}}
	s := Analyze(m).Summary
	if s.NeverAtTable != 16 || s.NeverMeet != 16 || s.Meetings.Pairs != 24 {
		t.Errorf("never at table %d (want 16), never meet %d of %d (want 16 of 24)", s.NeverAtTable, s.NeverMeet, s.Meetings.Pairs)
	}
}
