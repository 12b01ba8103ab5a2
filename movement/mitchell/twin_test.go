package mitchell

import (
	"errors"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// twinAt returns the play at table tb in round r of m.
func twinAt(t *testing.T, m *movement.Movement, r, tb int) movement.Play {
	t.Helper()
	for _, p := range m.Play {
		if p.Round == r && p.Table == tb {
			return p
		}
	}
	t.Fatalf("round %d, table %d: not in play", r, tb)
	return movement.Play{}
}

// TestTwinMcKinnon reproduces Ian McKinnon's "Twin Mitchells" (Movements,
// bridgecentral.com, MvtHTML/twinmitchells.htm) for the table counts the
// page names, 6, 10 and 14: two standard Mitchells, tables 1 to N/2 and
// N/2+1 to N; tables k and N/2+k share boards in every round; in each
// section the EW pairs move up one table and the boards down one,
// wrapping round at the end of the row (no relay, no skip); only half the
// boards are in play; after N/2 rounds, when the EW pairs have met every
// NS pair of their section and played every set in play, they change
// places with the EW pairs of the other section and a new group of boards
// comes into play; the first half's boards are finished then.
func TestTwinMcKinnon(t *testing.T) {
	t.Parallel()
	for _, N := range []int{6, 10, 14} {
		t.Run(fmt.Sprint(N), func(t *testing.T) {
			m, err := GenerateTwin(TwinOptions{Tables: N})
			if err != nil {
				t.Fatal(err)
			}
			n := N / 2
			if m.Rounds != N || m.Sets != N || m.Contestants != 2*N || len(m.Sections) != 2 || m.Sections[0].Tables != n {
				t.Fatalf("%d rounds, %d sets, %d pairs, sections %v", m.Rounds, m.Sets, m.Contestants, m.Sections)
			}
			// The EW pair at each table, by its own number 1..N.
			ew := func(r, tb int) int { return twinAt(t, m, r, tb).Seats[1] - N }
			for r := 1; r <= N; r++ {
				inPlay := map[int]bool{}
				for k := 1; k <= n; k++ {
					a, d := twinAt(t, m, r, k), twinAt(t, m, r, n+k)
					if a.Set != d.Set {
						t.Errorf("round %d: table %d plays set %d, table %d set %d; want a share", r, k, a.Set, n+k, d.Set)
					}
					inPlay[a.Set] = true
					first := r <= n
					if first != (a.Set <= n) {
						t.Errorf("round %d: set %d in play", r, a.Set)
					}
				}
				if len(inPlay) != n {
					t.Errorf("round %d: %d sets in play, want half the %d", r, len(inPlay), N)
				}
				if r == 1 || r == n+1 {
					continue
				}
				for s := range 2 {
					for k := 1; k <= n; k++ {
						tb := s*n + k
						up := s*n + k%n + 1         // the next table up the row, wrapping
						down := s*n + (k+n-2)%n + 1 // the table below, wrapping
						if ew(r, up) != ew(r-1, tb) {
							t.Errorf("round %d: the EW pair of table %d went to table %d, not %d", r, tb, tableOf(t, m, r, ew(r-1, tb)+N), up)
						}
						if twinAt(t, m, r, down).Set != twinAt(t, m, r-1, tb).Set {
							t.Errorf("round %d: the set of table %d did not move down to table %d", r, tb, down)
						}
					}
				}
			}
			// The swap: the EW pairs of round n take the places of those
			// at the table opposite, in the other section.
			for k := 1; k <= n; k++ {
				if ew(n+1, n+k) != ew(n, k) || ew(n+1, k) != ew(n, n+k) {
					t.Errorf("the swap at tables %d and %d: %d, %d after %d, %d", k, n+k, ew(n+1, k), ew(n+1, n+k), ew(n, k), ew(n, n+k))
				}
			}
			rep := movement.Analyze(m)
			if rep.Verdict != movement.Perfect {
				t.Errorf("verdict %s, want perfect: %v", rep.Verdict, rep.Problems.Errors())
			}
			if s := rep.Summary; s.NeverMeet != 0 || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 || len(rep.Fields) != 2 {
				t.Errorf("%d never meet, %d twice, %d repeated sets, %d fields", s.NeverMeet, s.MeetMoreThanOnce, s.RepeatedSets, len(rep.Fields))
			}
			// Each section has its own copy (the page's duplicated
			// boards), so within a section nothing is shared: no relay.
			if rl := movement.Relays(m); len(rl) != 0 {
				t.Errorf("relays within a section: %v", rl[0])
			}
			// With one copy (the page's own form) tables k and n+k share
			// in every round, and nothing else is shared.
			one, err := GenerateTwin(TwinOptions{Tables: N, OneCopy: true})
			if err != nil {
				t.Fatal(err)
			}
			rl := movement.Relays(one)
			if len(one.Sections) != 0 || len(rl) != N*n {
				t.Fatalf("one copy: sections %v, %d shares, want %d", one.Sections, len(rl), N*n)
			}
			for _, x := range rl {
				if len(x.Tables) != 2 || x.Tables[1] != x.Tables[0]+n {
					t.Errorf("one copy, round %d: set %d shared at tables %v", x.Round, x.Set, x.Tables)
				}
			}
			if a, b := movement.Analyze(one).Summary, movement.Analyze(m).Summary; a.BalanceIndex != b.BalanceIndex || a.NeverMeet != 0 {
				t.Errorf("one copy: balance index %.2f, two copies %.2f", a.BalanceIndex, b.BalanceIndex)
			}
		})
	}
}

// tableOf returns the table contestant c sits at in round r of m (0 when
// it sits out).
func tableOf(t *testing.T, m *movement.Movement, r, c int) int {
	t.Helper()
	for _, p := range m.Play {
		if p.Round == r && (p.Seats[0] == c || p.Seats[1] == c) {
			return p.Table
		}
	}
	return 0
}

// TestTwinRange generates the twin Mitchell at every even table count from
// MinTwinTables to 40 and at MaxTables, full and with the NS seat of the
// last table empty, and proves its promises: valid; T rounds and sets;
// NS pairs stationary; nobody meets anybody twice or plays a set twice;
// with every pair present every NS pair meets every EW pair (perfect);
// with the half table each EW pair sits out once and plays every other
// round. Even halves (8, 12, … tables) are relay Mitchells side by side.
func TestTwinRange(t *testing.T) {
	t.Parallel()
	var sizes []int
	for T := MinTwinTables; T <= 40; T += 2 {
		sizes = append(sizes, T)
	}
	sizes = append(sizes, MaxTables)
	for _, T := range sizes {
		for _, half := range []bool{false, true} {
			pairs := 2 * T
			if half {
				pairs--
			}
			t.Run(fmt.Sprintf("%d-tables-%d-pairs", T, pairs), func(t *testing.T) {
				m, err := GenerateTwin(TwinOptions{Tables: T, Pairs: pairs})
				if err != nil {
					t.Fatal(err)
				}
				rep := movement.Analyze(m)
				if rep.Verdict == movement.Invalid {
					t.Fatalf("invalid: %v", rep.Problems.Errors())
				}
				if m.Rounds != T || m.Sets != T || m.Contestants != pairs {
					t.Fatalf("%d rounds, %d sets, %d pairs", m.Rounds, m.Sets, m.Contestants)
				}
				s := rep.Summary
				if s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
					t.Errorf("%d meet twice, %d sets repeated", s.MeetMoreThanOnce, s.RepeatedSets)
				}
				if !half && (rep.Verdict != movement.Perfect || s.NeverMeet != 0) {
					t.Errorf("verdict %s, %d never meet", rep.Verdict, s.NeverMeet)
				}
				for _, p := range m.Play {
					if p.Seats[0] != 0 && p.Seats[0] != p.Table {
						t.Fatalf("round %d table %d: NS pair %d is not at its table", p.Round, p.Table, p.Seats[0])
					}
				}
				nsCount := pairs - T
				for _, st := range rep.Contestants {
					want := 0
					if half && st.Contestant > nsCount {
						want = 1
					}
					if st.Rests != want || st.Sets != T-want {
						t.Errorf("%s: %d rests, %d sets", st.Label, st.Rests, st.Sets)
					}
				}
			})
		}
	}
}

// TestTwinOneWinner: with one winner the whole rounds switched are the
// ones the exhaustive choice finds (6 and 10 tables: up to 15 rounds), the
// field is one, and an arrow switch as given is kept.
func TestTwinOneWinner(t *testing.T) {
	t.Parallel()
	for _, T := range []int{6, 10} {
		m, err := GenerateTwin(TwinOptions{Tables: T, Winners: 1})
		if err != nil {
			t.Fatal(err)
		}
		rounds, C := twinLayout(TwinOptions{Tables: T}.normalized())
		c := chooseSwitches(rounds, C)
		if !c.Exhaustive || fmt.Sprint(SwitchedRounds(m)) != fmt.Sprint(c.Rounds) {
			t.Errorf("%d tables: switched %v, the choice %v (exhaustive %v)", T, SwitchedRounds(m), c.Rounds, c.Exhaustive)
		}
		rep := movement.Analyze(m)
		if len(rep.Fields) != 1 || rep.Verdict == movement.Invalid {
			t.Errorf("%d tables: %d fields, verdict %s", T, len(rep.Fields), rep.Verdict)
		}
		t.Logf("%d tables, one winner: rounds %v, balance index %.2f", T, c.Rounds, rep.Summary.BalanceIndex)
	}
	m, err := GenerateTwin(TwinOptions{Tables: 6, ArrowSwitch: []int{6}})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(SwitchedRounds(m)) != "[6]" {
		t.Errorf("switched %v, want [6]", SwitchedRounds(m))
	}
}

// TestTwinChecks refuses what no twin Mitchell is, naming the field.
func TestTwinChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     TwinOptions
		field string
	}{
		{TwinOptions{Tables: 4}, "Tables"},
		{TwinOptions{Tables: 7}, "Tables"},
		{TwinOptions{Tables: MaxTables + 2}, "Tables"},
		{TwinOptions{Tables: 6, Pairs: 10}, "Pairs"},
		{TwinOptions{Tables: 6, BoardsPerRound: -1}, "BoardsPerRound"},
		{TwinOptions{Tables: 8, BoardsPerRound: 1}, "BoardsPerRound"},
		{TwinOptions{Tables: 6, BoardsPerRound: 1, OneCopy: true}, "BoardsPerRound"},
		{TwinOptions{Tables: 6, Winners: 3}, "Winners"},
		{TwinOptions{Tables: 6, Winners: 2, ArrowSwitch: []int{1}}, "ArrowSwitch"},
		{TwinOptions{Tables: 6, ArrowSwitch: []int{7}}, "ArrowSwitch"},
	} {
		_, err := GenerateTwin(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
	if _, err := GenerateTwin(TwinOptions{Tables: 6, BoardsPerRound: 1}); err != nil {
		t.Errorf("6 tables, 1 board a round: %v (odd sections have no relay)", err)
	}
}

// TestTwinOneCopyRelayHalves: with one copy of the boards and an even half
// (8, 12, … tables: each row a relay Mitchell) the second row plays the
// sets half a cycle on from the first, so no set is ever at more than two
// tables (the same places in both rows would put one set at tables 1, n,
// n+1 and 2n, on 2 or 3 boards); the movement stays what it is: valid,
// nobody meets twice or plays a set twice, every NS pair meets every EW
// pair, and its balance index is the two-copy twin's.
func TestTwinOneCopyRelayHalves(t *testing.T) {
	t.Parallel()
	for T := 8; T <= 40; T += 4 {
		for _, pairs := range []int{2 * T, 2*T - 1} {
			one, err := GenerateTwin(TwinOptions{Tables: T, Pairs: pairs, OneCopy: true})
			if err != nil {
				t.Fatalf("%d tables, %d pairs: %v", T, pairs, err)
			}
			two, err := GenerateTwin(TwinOptions{Tables: T, Pairs: pairs})
			if err != nil {
				t.Fatal(err)
			}
			at := map[[2]int]int{} // round, set → tables
			for _, p := range one.Play {
				if p.InPlay() {
					at[[2]int{p.Round, p.Set}]++
				}
			}
			for k, n := range at {
				if n > 2 {
					t.Errorf("%s: round %d: set %d at %d tables", one.Name, k[0], k[1], n)
				}
			}
			a, b := movement.Analyze(one), movement.Analyze(two)
			if a.Verdict == movement.Invalid || a.Summary.MeetMoreThanOnce != 0 || a.Summary.RepeatedSets != 0 {
				t.Errorf("%s: %s, %d twice, %d repeated sets", one.Name, a.Verdict, a.Summary.MeetMoreThanOnce, a.Summary.RepeatedSets)
			}
			if pairs == 2*T && a.Verdict != movement.Perfect {
				t.Errorf("%s: %s, want perfect", one.Name, a.Verdict)
			}
			if a.Summary.BalanceIndex != b.Summary.BalanceIndex {
				t.Errorf("%s: balance index %.2f, two copies %.2f", one.Name, a.Summary.BalanceIndex, b.Summary.BalanceIndex)
			}
		}
	}
}
