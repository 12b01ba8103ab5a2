package mitchell

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestHesitation generates every hesitation Mitchell from 3 to 41 tables,
// odd and even, and every double hesitation from 5 to 41 odd tables, and
// proves their promises: valid, T+1 rounds (T+2 for the double), nobody
// sits out, every pair plays every set once, nobody meets anybody twice,
// every stationary pair meets every moving pair, each moving pair plays NS
// once at each hesitation table, and the switched rounds are the last ones
// at every table but the hesitation tables; the chosen number of switched
// rounds has the better balance index of 1 and 2.
func TestHesitation(t *testing.T) {
	type tc struct {
		T      int
		double bool
	}
	var cases []tc
	for T := 3; T <= 41; T++ {
		cases = append(cases, tc{T, false})
		if T%2 == 1 && T >= 5 {
			cases = append(cases, tc{T, true})
		}
	}
	for _, c := range cases {
		T := c.T
		t.Run(fmt.Sprintf("%d-tables-double-%v", T, c.double), func(t *testing.T) {
			t.Parallel()
			m, err := GenerateHesitation(HesitationOptions{Tables: T, Double: c.double})
			if err != nil {
				t.Fatal(err)
			}
			rep := movement.Analyze(m)
			if rep.Verdict == movement.Invalid {
				t.Fatalf("invalid: %v", rep.Problems.Errors())
			}
			R := HesitationRounds(T, c.double)
			if m.Rounds != R || m.Sets != R || m.Contestants != 2*T {
				t.Fatalf("%d rounds, %d sets, %d pairs", m.Rounds, m.Sets, m.Contestants)
			}
			_, hes, err := HesitationStands(HesitationOptions{Tables: T, Double: c.double})
			if err != nil {
				t.Fatal(err)
			}
			stationary := func(c int) bool { return c <= T && !slices.Contains(hes, c) }
			for _, st := range rep.Contestants {
				if st.Rests != 0 || st.Sets != R {
					t.Errorf("%s: %d rests, %d sets", st.Label, st.Rests, st.Sets)
				}
				if ns := st.Seats[movement.NS]; !stationary(st.Contestant) && ns != len(hes) || stationary(st.Contestant) && ns != R {
					t.Errorf("%s plays NS %d rounds", st.Label, ns)
				}
			}
			if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
				t.Errorf("%d pairs meet twice, %d sets repeated", s.MeetMoreThanOnce, s.RepeatedSets)
			}
			for ns := 1; ns <= T; ns++ {
				if !stationary(ns) {
					continue
				}
				for mv := 1; mv <= 2*T; mv++ {
					if !stationary(mv) && rep.Meetings.At(ns, mv) != 1 {
						t.Errorf("stationary %d meets moving %d %d times", ns, mv, rep.Meetings.At(ns, mv))
					}
				}
			}
			k := len(SwitchedRounds(m))
			if k < 1 || k > 2 {
				t.Fatalf("%d switched rounds", k)
			}
			for _, p := range m.Play {
				if want := !slices.Contains(hes, p.Table) && p.Round > R-k; p.Switched != want {
					t.Errorf("round %d table %d switched %v", p.Round, p.Table, p.Switched)
				}
			}
			for other := 1; other <= min(2, T-1); other++ {
				o, err := GenerateHesitation(HesitationOptions{Tables: T, Double: c.double, Switched: other})
				if err != nil {
					t.Fatal(err)
				}
				if bi := movement.Analyze(o).Summary.BalanceIndex; bi > rep.Summary.BalanceIndex {
					t.Errorf("%d switched rounds give %.2f, better than the chosen %d (%.2f)", other, bi, k, rep.Summary.BalanceIndex)
				}
			}
		})
	}
}

// TestHesitationPublished reproduces the published hesitation Mitchells
// (rounds, tables, boards, where the stands go, who shares, the hesitation
// tables and the moving pairs' path): the EBU's (J. Pain, "Unusual
// Movements for Clubs – 1", EBU Club Focus) 7 tables in 8 rounds, 8 in 9
// and 11 in 12, and the Exeter Bridge Club's sheet (bridgewebs.com/exeter/
// info.html): 8 tables, 9 sets of 3, stands between 4 and 5, tables 8 and
// 1 share, hesitation at 8; 12 tables, 13 sets of 2, stands between 6 and
// 7, tables 12 and 1 share; 11 tables double, 13 sets of 2, stands between
// 6 and 7, hesitation at 2 and 11, EW 11 → NS 2 → NS 11 → EW 1.
func TestHesitationPublished(t *testing.T) {
	for _, c := range []struct {
		tables      int
		double      bool
		rounds, bds int
		stands, hes []int
		share       bool
		path        []string // a moving pair's seats from EW at the last table
	}{
		{7, false, 8, 3, []int{3}, []int{7}, false, []string{"EW7", "NS7", "EW1"}},
		{8, false, 9, 3, []int{4, 4}, []int{8}, true, []string{"EW8", "NS8", "EW1"}},
		{11, false, 12, 2, []int{5}, []int{11}, false, []string{"EW11", "NS11", "EW1"}},
		{12, false, 13, 2, []int{6, 6}, []int{12}, true, []string{"EW12", "NS12", "EW1"}},
		{11, true, 13, 2, []int{6, 6}, []int{2, 11}, false, []string{"EW11", "NS2", "NS11", "EW1"}},
	} {
		t.Run(fmt.Sprintf("%d-%v", c.tables, c.double), func(t *testing.T) {
			o := HesitationOptions{Tables: c.tables, Double: c.double}
			m, err := GenerateHesitation(o)
			if err != nil {
				t.Fatal(err)
			}
			if m.Tables != c.tables || m.Rounds != c.rounds || m.Sets != c.rounds || m.BoardsPerSet != c.bds {
				t.Fatalf("%d tables, %d rounds, %d sets of %d, want %d, %d, %d of %d", m.Tables, m.Rounds, m.Sets, m.BoardsPerSet, c.tables, c.rounds, c.rounds, c.bds)
			}
			stands, hes, err := HesitationStands(o)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(stands, c.stands) || !slices.Equal(hes, c.hes) {
				t.Errorf("stands after %v, hesitation at %v; want %v, %v", stands, hes, c.stands, c.hes)
			}
			sets := map[[2]int]int{} // round, table → set
			seat := map[[2]int]string{}
			for _, p := range m.Play {
				sets[[2]int{p.Round, p.Table}] = p.Set
				seat[[2]int{p.Round, p.Seats[0]}] = fmt.Sprintf("NS%d", p.Table)
				seat[[2]int{p.Round, p.Seats[1]}] = fmt.Sprintf("EW%d", p.Table)
			}
			for r := 1; r <= m.Rounds; r++ {
				if shared := sets[[2]int{r, 1}] == sets[[2]int{r, c.tables}]; shared != c.share {
					t.Errorf("round %d: tables 1 and %d share %v, want %v", r, c.tables, shared, c.share)
				}
			}
			// Pair 2T starts EW at the last table: follow it.
			pair := 2 * c.tables
			for i, want := range c.path {
				if got := seat[[2]int{1 + i, pair}]; got != want {
					t.Errorf("pair %d round %d: %s, want %s", pair, 1+i, got, want)
				}
			}
		})
	}
}

// TestHesitationSourceExample checks the published 7-table example: the
// stand after table 3 holding set 4, tables 4–7 starting with sets 5–8,
// pair 7 NS at table 7 then EW at table 1, pair 14 from EW 7 to NS 7.
func TestHesitationSourceExample(t *testing.T) {
	if s, ok := HesitationStand(7); !ok || s != 3 {
		t.Fatalf("stand after table %d (%v), want 3", s, ok)
	}
	m, err := GenerateHesitation(HesitationOptions{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 2, 3, 5, 6, 7, 8}
	for _, p := range m.Play {
		if p.Round == 1 && p.Set != want[p.Table-1] {
			t.Errorf("round 1 table %d: set %d, want %d", p.Table, p.Set, want[p.Table-1])
		}
		if p.Round == 1 && p.Table == 7 && p.Seats[0] != 7 {
			t.Errorf("round 1 table 7 NS: pair %d, want 7", p.Seats[0])
		}
		if p.Round == 2 && p.Table == 1 && p.Seats[1] != 7 {
			t.Errorf("round 2 table 1 EW: pair %d, want 7", p.Seats[1])
		}
		if p.Round == 2 && p.Table == 7 && p.Seats[0] != 14 {
			t.Errorf("round 2 table 7 NS: pair %d, want 14 (from EW 7)", p.Seats[0])
		}
	}
}

// TestHesitationMissing: with no pair at NS 1 (a half table) the
// movement is valid with 2T−1 pairs, every moving pair sits out exactly
// one round (at table 1) and the stationary pairs never do.
func TestHesitationMissing(t *testing.T) {
	for _, c := range []struct {
		T      int
		double bool
	}{{7, false}, {8, false}, {11, true}, {12, false}} {
		m, err := GenerateHesitation(HesitationOptions{Tables: c.T, Double: c.double, Missing: true})
		if err != nil {
			t.Fatal(err)
		}
		rep := movement.Analyze(m)
		if !rep.Problems.Valid() || m.Contestants != 2*c.T-1 {
			t.Fatalf("%d tables: %d pairs, %v", c.T, m.Contestants, rep.Problems.Errors())
		}
		_, hes, _ := HesitationStands(HesitationOptions{Tables: c.T, Double: c.double})
		for _, st := range rep.Contestants {
			full := st.Contestant + 1 // its number in the full movement
			stationary := full <= c.T && !slices.Contains(hes, full)
			if want := 1; stationary {
				want = 0
				if st.Rests != want {
					t.Errorf("%d tables: stationary %s sits out %d", c.T, st.Label, st.Rests)
				}
			} else if st.Rests != want {
				t.Errorf("%d tables: moving %s sits out %d", c.T, st.Label, st.Rests)
			}
		}
	}
}

// TestHesitationHinckley reproduces the half-table hesitation Mitchells of
// Bud Hinckley's ACBLscore external files (budhinckley.com,
// Movements/Bud-ACBLscore-Externals.htm), whose table gives, for each, the
// tables, rounds, boards a round, boards played (the fewest a pair plays),
// boards in play, whether tables share and the stationary pairs: HE0506
// (4½ tables: 5, 6, 4, 20, 24, no, 4), HE0607 (5½: 6, 7, 4, 24, 28, yes,
// 5), HE0708 (6½: 7, 8, 3, 21, 24, no, 6). The files keep every stationary
// pair (MissingMoving); the hesitation table is their table 1
// ("EW5 > EW1 > NS1 > EW2") where movegen's is the last, the same
// movement with the tables numbered the other way round. Leaving out the
// NS pair of table 1 instead (Exeter's choice, the default) gives the same
// rounds and boards with one stationary pair fewer, and more pairs of
// pairs who never meet at every size from 3 to 15 tables.
func TestHesitationHinckley(t *testing.T) {
	for _, c := range []struct {
		tables, rounds, bds, played, boards int
		share                               bool
		stationary                          int
	}{
		{5, 6, 4, 20, 24, false, 4},
		{6, 7, 4, 24, 28, true, 5},
		{7, 8, 3, 21, 24, false, 6},
	} {
		m, err := GenerateHesitation(HesitationOptions{Tables: c.tables, Missing: true, MissingMoving: true})
		if err != nil {
			t.Fatal(err)
		}
		rep := movement.Analyze(m)
		if !rep.Problems.Valid() || m.Contestants != 2*c.tables-1 {
			t.Fatalf("%d tables: %d pairs, %v", c.tables, m.Contestants, rep.Problems.Errors())
		}
		if m.Rounds != c.rounds || m.BoardsPerSet != c.bds || m.Sets*m.BoardsPerSet != c.boards {
			t.Errorf("%d tables: %d rounds of %d, %d boards; want %d of %d, %d", c.tables, m.Rounds, m.BoardsPerSet, m.Sets*m.BoardsPerSet, c.rounds, c.bds, c.boards)
		}
		fewest := m.Rounds * m.BoardsPerSet
		for _, st := range rep.Contestants {
			fewest = min(fewest, st.Boards)
		}
		if fewest != c.played {
			t.Errorf("%d tables: the fewest boards a pair plays is %d, want %d", c.tables, fewest, c.played)
		}
		share := false
		at := map[[2]int]int{} // round, set → tables
		for _, p := range m.Play {
			at[[2]int{p.Round, p.Set}]++
			share = share || at[[2]int{p.Round, p.Set}] > 1
		}
		if share != c.share {
			t.Errorf("%d tables: share %v, want %v", c.tables, share, c.share)
		}
		if n := stationaryPairs(m); n != c.stationary {
			t.Errorf("%d tables: %d stationary pairs, want %d", c.tables, n, c.stationary)
		}
		// Exeter's half table: the same rounds and boards, one stationary
		// pair fewer, more pairs of pairs who never meet.
		x, err := GenerateHesitation(HesitationOptions{Tables: c.tables, Missing: true})
		if err != nil {
			t.Fatal(err)
		}
		if n := stationaryPairs(x); n != c.stationary-1 {
			t.Errorf("%d tables, NS 1 missing: %d stationary pairs, want %d", c.tables, n, c.stationary-1)
		}
		if a, b := rep.Summary.NeverMeet, movement.Analyze(x).Summary.NeverMeet; a >= b {
			t.Errorf("%d tables: %d pairs of pairs never meet with a moving pair missing, %d with NS 1 missing", c.tables, a, b)
		}
	}
}

// TestHesitationMissingMoving: with a moving pair left out, at every size
// from 3 to 15 tables (single, and double where it exists), every
// stationary pair sits out once, two moving pairs (double: as many as the
// missing pair meets at the hesitation tables) sit out once and the others
// never, and fewer pairs of pairs never meet than with the NS seat of
// table 1 empty.
func TestHesitationMissingMoving(t *testing.T) {
	for T := 3; T <= 15; T++ {
		for _, double := range []bool{false, true} {
			if double && (T%2 == 0 || T < 5) {
				continue
			}
			m, err := GenerateHesitation(HesitationOptions{Tables: T, Double: double, Missing: true, MissingMoving: true})
			if err != nil {
				t.Fatal(err)
			}
			rep := movement.Analyze(m)
			if !rep.Problems.Valid() {
				t.Fatalf("%d tables: %v", T, rep.Problems.Errors())
			}
			_, hes, _ := HesitationStands(HesitationOptions{Tables: T, Double: double})
			stay, moved := 0, 0
			for _, st := range rep.Contestants {
				stationary := st.Contestant <= T && !slices.Contains(hes, st.Contestant)
				switch {
				case stationary && st.Rests != 1:
					t.Errorf("%d tables %v: stationary pair %d sits out %d", T, double, st.Contestant, st.Rests)
				case stationary:
					stay++
				case st.Rests > 1:
					t.Errorf("%d tables %v: moving pair %d sits out %d", T, double, st.Contestant, st.Rests)
				case st.Rests == 1:
					moved++
				}
			}
			if stay != T-len(hes) || moved != 2*len(hes) {
				t.Errorf("%d tables %v: %d stationary pairs, %d moving pairs sit out; want %d, %d", T, double, stay, moved, T-len(hes), 2*len(hes))
			}
			x, err := GenerateHesitation(HesitationOptions{Tables: T, Double: double, Missing: true})
			if err != nil {
				t.Fatal(err)
			}
			if a, b := rep.Summary.NeverMeet, movement.Analyze(x).Summary.NeverMeet; a >= b {
				t.Errorf("%d tables %v: %d pairs of pairs never meet with a moving pair missing, %d with NS 1 missing", T, double, a, b)
			}
		}
	}
}

// stationaryPairs counts the pairs that play every round they play at one
// table and one seat.
func stationaryPairs(m *movement.Movement) int {
	where := map[int]map[[2]int]bool{}
	for _, p := range m.Play {
		for seat, c := range p.Seats {
			if c == 0 {
				continue
			}
			if where[c] == nil {
				where[c] = map[[2]int]bool{}
			}
			where[c][[2]int{p.Table, seat}] = true
		}
	}
	n := 0
	for _, w := range where {
		if len(w) == 1 {
			n++
		}
	}
	return n
}

// TestHesitationRefuses: what cannot be built is refused naming the
// field: too few tables, a double at an even or too small count, too
// many switched rounds, a bad board count, one board at a shared table.
func TestHesitationRefuses(t *testing.T) {
	for _, o := range []HesitationOptions{{Tables: 2}, {Tables: 8, Double: true}, {Tables: 3, Double: true}, {Tables: 7, Switched: 7}, {Tables: 7, BoardsPerRound: -1}, {Tables: 8, BoardsPerRound: 1}, {Tables: 7, MissingMoving: true}} {
		_, err := GenerateHesitation(o)
		if _, ok := err.(*OptionError); !ok {
			t.Errorf("%+v: %v, want an OptionError", o, err)
		}
	}
}

// TestHesitationHalfTableNotes: the notes of a half table name the pairs
// that stay and the tables they keep, and the moving pairs that sit out,
// as the movement has them (the double hesitation's table 2 is a
// hesitation table, so its stationary pairs start at table 3).
func TestHesitationHalfTableNotes(t *testing.T) {
	for _, c := range []struct {
		o    HesitationOptions
		want string
	}{
		{HesitationOptions{Tables: 7, Missing: true}, "stationary pairs 1–5 sit NS at tables 2–6."},
		{HesitationOptions{Tables: 7, Double: true, Missing: true}, "stationary pairs 2–5 sit NS at tables 3–6."},
		{HesitationOptions{Tables: 7, Double: true, Missing: true, MissingMoving: true}, "and so do pairs 7, 8, 11, 12, who meet"},
		{HesitationOptions{Tables: 7, Missing: true, MissingMoving: true}, "and so do pairs 7, 13, who meet"},
	} {
		m, err := GenerateHesitation(c.o)
		if err != nil {
			t.Fatal(err)
		}
		var text []string
		for _, l := range hesitationNotes(m) {
			text = append(text, l.String())
		}
		if all := strings.Join(text, "\n"); !strings.Contains(all, c.want) {
			t.Errorf("%+v: notes lack %q:\n%s", c.o, c.want, all)
		}
	}
}
