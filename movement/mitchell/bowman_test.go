package mitchell

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// bowmanSetsOf returns the set each table plays in round r of m (index
// t−1), 0 where the table is not in play.
func bowmanSetsOf(m *movement.Movement, r int) []int {
	out := make([]int, m.Tables)
	for _, p := range m.Play {
		if p.Round == r && p.InPlay() {
			out[p.Table-1] = p.Set
		}
	}
	return out
}

// TestBowmanClubFocus11 reproduces the EBU Club Focus (Spring 2011)
// switched Bowman for 11 tables entry by entry: 9 rounds of 3 boards, 9
// sets given out on tables 1 to 9 and moving down one table round the
// circuit 9 to 1, table 10 always sharing with table 1 and table 11
// sharing in turn with tables 9, 7, 5, 3, 1/10, 8, 6, 4 and 2; with the
// published arrow switch (the last round at every table) it is one field.
func TestBowmanClubFocus11(t *testing.T) {
	t.Parallel()
	m, err := GenerateBowman(BowmanOptions{Tables: 11, ArrowSwitch: []int{9}})
	if err != nil {
		t.Fatal(err)
	}
	if m.Tables != 11 || m.Rounds != 9 || m.Sets != 9 || m.BoardsPerSet != 3 || m.Contestants != 22 {
		t.Fatalf("%d tables, %d rounds, %d sets of %d, %d pairs; want 11, 9, 9 of 3, 22", m.Tables, m.Rounds, m.Sets, m.BoardsPerSet, m.Contestants)
	}
	round1 := bowmanSetsOf(m, 1)
	if want := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}; !slices.Equal(round1[:9], want) {
		t.Errorf("round 1, tables 1–9: sets %v, want %v", round1[:9], want)
	}
	partner := []int{9, 7, 5, 3, 1, 8, 6, 4, 2} // the article's list for table 11
	for r := 1; r <= 9; r++ {
		sets := bowmanSetsOf(m, r)
		if r > 1 {
			prev := bowmanSetsOf(m, r-1)
			for tb := 1; tb <= 9; tb++ {
				from := tb%9 + 1 // the set at table tb came from the table above (9 → 1 round the circuit)
				if sets[tb-1] != prev[from-1] {
					t.Errorf("round %d table %d: set %d, want %d from table %d", r, tb, sets[tb-1], prev[from-1], from)
				}
			}
		}
		if sets[9] != sets[0] {
			t.Errorf("round %d: table 10 plays set %d, table 1 set %d", r, sets[9], sets[0])
		}
		if sets[10] != sets[partner[r-1]-1] {
			t.Errorf("round %d: table 11 plays set %d, want table %d's %d", r, sets[10], partner[r-1], sets[partner[r-1]-1])
		}
		if BowmanRovingTable(11, r) != partner[r-1] {
			t.Errorf("round %d: roving table shares with %d, want %d", r, BowmanRovingTable(11, r), partner[r-1])
		}
	}
	shares := BowmanShares(m)
	if want := []int{1, 10, 11}; !slices.Equal(shares[4], want) {
		t.Errorf("round 5 shares at tables %v, want the three-way share %v", shares[4], want)
	}
	rep := movement.Analyze(m)
	if rep.Verdict == movement.Invalid {
		t.Fatalf("invalid: %v", rep.Problems.Errors())
	}
	if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 || len(rep.Fields) != 1 {
		t.Errorf("%d pairs meet twice, %d sets repeated, %d fields; want 0, 0, 1", s.MeetMoreThanOnce, s.RepeatedSets, len(rep.Fields))
	}
	for _, p := range m.Play {
		if p.Switched != (p.Round == 9) {
			t.Errorf("round %d table %d switched %v", p.Round, p.Table, p.Switched)
		}
	}
}

// TestBowmanWoodborough reproduces the Woodborough club's "8 Round
// Bowman 1½ AM" for 10 and 9½ tables: 8 rounds of 3 boards (24), tables
// 1 and 9 sharing, table 10 sharing with the even-numbered tables, table 9
// playing the sets in order 1 to 8 and table 10 from 8 down to 1, the skip
// after round 4; at 9½ tables NS 10 is the missing pair and table 10 is
// never in play.
func TestBowmanWoodborough(t *testing.T) {
	t.Parallel()
	for _, pairs := range []int{20, 19} {
		m, err := GenerateBowman(BowmanOptions{Tables: 10, Pairs: pairs})
		if err != nil {
			t.Fatal(err)
		}
		if m.Rounds != 8 || m.Sets != 8 || m.BoardsPerSet*m.Rounds != 24 {
			t.Fatalf("%d pairs: %d rounds, %d sets of %d", pairs, m.Rounds, m.Sets, m.BoardsPerSet)
		}
		for r := 1; r <= 8; r++ {
			sets := bowmanSetsOf(m, r)
			if sets[8] != sets[0] || sets[8] != r {
				t.Errorf("%d pairs, round %d: table 9 set %d, table 1 set %d; want %d", pairs, r, sets[8], sets[0], r)
			}
			if pairs == 19 {
				if sets[9] != 0 {
					t.Errorf("9½ tables, round %d: table 10 is in play", r)
				}
				continue
			}
			h := BowmanRovingTable(10, r)
			if h%2 != 0 || sets[9] != sets[h-1] || sets[9] != 9-r {
				t.Errorf("round %d: table 10 shares table %d's set %d; want an even table and set %d", r, h, sets[9], 9-r)
			}
		}
		// The skip: the EW pair at table 1 in round 4 is at table 3 in round 5.
		at := func(r, tb int) int {
			for _, p := range m.Play {
				if p.Round == r && p.Table == tb {
					return p.Seats[1]
				}
			}
			return 0
		}
		if at(4, 1) != at(5, 3) || at(3, 1) != at(4, 2) {
			t.Errorf("%d pairs: the EW pairs do not skip a table after round 4", pairs)
		}
		rep := movement.Analyze(m)
		if rep.Verdict == movement.Invalid {
			t.Fatalf("invalid: %v", rep.Problems.Errors())
		}
		if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
			t.Errorf("%d pairs: %d meet twice, %d sets repeated", pairs, s.MeetMoreThanOnce, s.RepeatedSets)
		}
	}
}

// TestBowmanRange generates every Bowman from MinBowmanTables to MaxTables
// tables, full and with the NS seat of the last table empty, two winners
// and one, and proves its promises: valid; T−2 rounds and sets; no pair
// meets another twice or plays a set twice; every NS pair stays at its
// table; every EW pair plays every set once (or sits out once at the
// half table, and no one else sits out); table T−1 shares with table 1.
func TestBowmanRange(t *testing.T) {
	t.Parallel()
	for T := MinBowmanTables; T <= MaxTables; T++ {
		for _, half := range []bool{false, true} {
			pairs := 2 * T
			if half {
				pairs--
			}
			winners := 2
			if T%3 == 0 && T <= 17 {
				winners = 1 // the switch choice is exhaustive: keep the run short
			}
			t.Run(fmt.Sprintf("%d-tables-%d-pairs-%d-winners", T, pairs, winners), func(t *testing.T) {
				m, err := GenerateBowman(BowmanOptions{Tables: T, Pairs: pairs, Winners: winners})
				if err != nil {
					t.Fatal(err)
				}
				B := T - 2
				rep := movement.Analyze(m)
				if rep.Verdict == movement.Invalid {
					t.Fatalf("invalid: %v", rep.Problems.Errors())
				}
				if m.Rounds != B || m.Sets != B || m.Contestants != pairs {
					t.Fatalf("%d rounds, %d sets, %d pairs", m.Rounds, m.Sets, m.Contestants)
				}
				if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
					t.Errorf("%d pairs meet twice, %d sets repeated", s.MeetMoreThanOnce, s.RepeatedSets)
				}
				nsCount := pairs - T
				for _, st := range rep.Contestants {
					switch {
					case st.Contestant <= nsCount:
						if st.Rests != 0 || st.Sets != B {
							t.Errorf("%s: %d rests, %d sets", st.Label, st.Rests, st.Sets)
						}
					case half:
						if st.Rests+st.Sets != B || st.Rests > 1 {
							t.Errorf("%s: %d rests, %d sets", st.Label, st.Rests, st.Sets)
						}
					default:
						if st.Rests != 0 || st.Sets != B {
							t.Errorf("%s: %d rests, %d sets", st.Label, st.Rests, st.Sets)
						}
					}
				}
				for _, p := range m.Play {
					if p.Seats[0] != 0 && p.Seats[0] != p.Table {
						t.Fatalf("round %d table %d: NS pair %d is not at its table", p.Round, p.Table, p.Seats[0])
					}
				}
				for r := 1; r <= B; r++ {
					sets := bowmanSetsOf(m, r)
					if sets[B] != sets[0] {
						t.Errorf("round %d: table %d does not share with table 1", r, B+1)
					}
				}
				if winners == 1 && len(rep.Fields) != 1 {
					t.Errorf("one winner: %d fields", len(rep.Fields))
				}
			})
		}
	}
}

// TestBowmanChecks refuses what no Bowman is, naming the field.
func TestBowmanChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     BowmanOptions
		field string
	}{
		{BowmanOptions{Tables: 4}, "Tables"},
		{BowmanOptions{Tables: MaxTables + 1}, "Tables"},
		{BowmanOptions{Tables: 11, Pairs: 20}, "Pairs"},
		{BowmanOptions{Tables: 11, BoardsPerRound: -1}, "BoardsPerRound"},
		{BowmanOptions{Tables: 11, BoardsPerRound: 1}, "BoardsPerRound"},
		{BowmanOptions{Tables: 5, ArrowSwitch: []int{1, 2, 3}}, "ArrowSwitch"},
		{BowmanOptions{Tables: 11, Winners: 3}, "Winners"},
		{BowmanOptions{Tables: 11, Winners: 2, ArrowSwitch: []int{9}}, "ArrowSwitch"},
		{BowmanOptions{Tables: 11, ArrowSwitch: []int{10}}, "ArrowSwitch"},
		{BowmanOptions{Tables: 11, ArrowSwitch: []int{3, 3}}, "ArrowSwitch"},
	} {
		_, err := GenerateBowman(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
}

// TestBowmanOneWinnerChoice: with one winner and no rounds given, the
// switched rounds are the ones Choose's exhaustive search finds, and they
// give at least the balance index of the EBU's published choice (the last
// round switched).
func TestBowmanOneWinnerChoice(t *testing.T) {
	t.Parallel()
	chosen, err := GenerateBowman(BowmanOptions{Tables: 11, Winners: 1})
	if err != nil {
		t.Fatal(err)
	}
	published, err := GenerateBowman(BowmanOptions{Tables: 11, ArrowSwitch: []int{9}})
	if err != nil {
		t.Fatal(err)
	}
	a, b := movement.Analyze(chosen).Summary.BalanceIndex, movement.Analyze(published).Summary.BalanceIndex
	if a < b {
		t.Errorf("chosen switches %v: balance index %.2f, below the published last round's %.2f", SwitchedRounds(chosen), a, b)
	}
	t.Logf("11 tables one winner: chosen %v index %.2f; published [9] index %.2f", SwitchedRounds(chosen), a, b)
}

// TestBowmanMcKinnonOneAndAHalf reproduces Ian McKinnon's "1½ table
// appendix Mitchell" (Movements, bridgecentral.com,
// MvtHTML/112tableappendixmitchell.htm), which is the Bowman with the NS
// seat of its last table empty: for 10½ tables a 9-table base Mitchell
// of 3 boards a table (27 boards in play), table 10 sharing the boards of
// table 1, the half-table pair numbered 11 sitting out the first round;
// the pairs move as in a straight 11-table Mitchell (up one table, to
// table 1 after the bye table), the boards as in the 9-table Mitchell
// (down one, to table 9 after table 1); as many rounds as base tables
// and no revenge round. An even base skips after half its tables
// (9½ tables: base 8, skip after round 4).
func TestBowmanMcKinnonOneAndAHalf(t *testing.T) {
	t.Parallel()
	m, err := GenerateBowman(BowmanOptions{Tables: 11, Pairs: 21})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != 9 || m.Sets != 9 || m.BoardsPerSet != 3 || m.Sets*m.BoardsPerSet != 27 {
		t.Fatalf("%d rounds, %d sets of %d; want 9 rounds, 27 boards in play", m.Rounds, m.Sets, m.BoardsPerSet)
	}
	nsCount := m.Contestants - m.Tables // 10 NS pairs; EW k is contestant nsCount+k
	ewAt := map[[2]int]int{}            // (round, EW pair) → table, 0 sitting out
	for _, p := range m.Play {
		if p.Seats[1] != 0 {
			ewAt[[2]int{p.Round, p.Seats[1] - nsCount}] = p.Table
		}
		if p.Table == 11 && p.Seats[0] != 0 {
			t.Errorf("round %d: table 11 has NS pair %d; want the half table", p.Round, p.Seats[0])
		}
	}
	if ewAt[[2]int{1, 11}] != 11 {
		t.Errorf("round 1: EW 11 at table %d, want the bye table 11 (sitting out)", ewAt[[2]int{1, 11}])
	}
	for r := 1; r <= 9; r++ {
		sets := bowmanSetsOf(m, r)
		if sets[9] != sets[0] {
			t.Errorf("round %d: table 10 plays set %d, table 1 set %d", r, sets[9], sets[0])
		}
		if sets[10] != 0 {
			t.Errorf("round %d: the bye table 11 is in play", r)
		}
		if r == 1 {
			continue
		}
		prev := bowmanSetsOf(m, r-1)
		for tb := 1; tb <= 9; tb++ {
			if sets[tb-1] != prev[tb%9] {
				t.Errorf("round %d table %d: set %d, want %d from table %d", r, tb, sets[tb-1], prev[tb%9], tb%9+1)
			}
		}
		for e := 1; e <= 11; e++ {
			if got, want := ewAt[[2]int{r, e}], ewAt[[2]int{r - 1, e}]%11+1; got != want {
				t.Errorf("round %d: EW %d at table %d, want %d (up one round all 11 tables)", r, e, got, want)
			}
		}
	}
	rep := movement.Analyze(m)
	if s := rep.Summary; rep.Verdict == movement.Invalid || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
		t.Errorf("verdict %s, %d meet twice, %d repeated sets", rep.Verdict, s.MeetMoreThanOnce, s.RepeatedSets)
	}
}
