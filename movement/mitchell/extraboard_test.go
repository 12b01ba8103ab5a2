package mitchell

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestExtraBoardBridgecentral reproduces the rules of bridgecentral's
// "Extra board Mitchell" for an odd number of tables: every extra set on
// the relay after table 1; with 2 extra sets the special move is before
// the last round, the EW pairs subtracting their number from T+1; with 4,
// before the penultimate round, from T; with 6, before the antepenultimate
// round, from T−1 (below 1: add T). Its example, 5 tables with 2 extra
// sets of 4, is 7 rounds and 28 boards.
func TestExtraBoardBridgecentral(t *testing.T) {
	t.Parallel()
	for T := 3; T <= MaxExtraBoardTables; T += 2 {
		for _, k := range []int{2, 4, 6} {
			if k%T == 0 {
				continue // whole circuits: no special round (TestExtraBoardWholeCircuits)
			}
			R := T + k
			sp, c, at, n, ok := ExtraBoardSpecial(T, R)
			if !ok {
				t.Fatalf("%d tables, %d extra: none", T, k)
			}
			if sp != R-k/2+1 || c != T+2-k/2 || !slices.Equal(at, []int{T}) || !slices.Equal(n, []int{k}) {
				t.Errorf("%d tables, %d extra: special round %d from %d, relays before %v with %v; want round %d from %d, all on the relay after table 1", T, k, sp, c, at, n, R-k/2+1, T+2-k/2)
			}
		}
	}
	m, err := GenerateExtraBoard(ExtraBoardOptions{Tables: 5, Rounds: 7, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != 7 || m.Sets != 7 || m.Sets*m.BoardsPerSet != 28 {
		t.Errorf("%d rounds, %d sets of %d", m.Rounds, m.Sets, m.BoardsPerSet)
	}
	// Round 1: set k on table k (k = 1..5), sets 6 and 7 on the relay.
	for _, p := range m.Play {
		if p.Round == 1 && p.Set != p.Table {
			t.Errorf("round 1 table %d: set %d", p.Table, p.Set)
		}
		// The last round: EW pair e at table 6−e.
		if p.Round == 7 {
			if e := p.Seats[1] - 5; p.Table != 6-e {
				t.Errorf("round 7: EW %d at table %d, want %d", e, p.Table, 6-e)
			}
		}
	}
}

// TestExtraBoardWholeCircuits: where the extra sets are a multiple of the
// tables there is no special round, and every EW pair meets every NS pair
// exactly rounds/tables times. McKinnon's "Tables divisible by 4" (4
// tables, a one-set relay between every two tables, 8 sets of 3, "each
// E-W pair plays against each N-S pair twice without a skip and without a
// special round") and "Even tables" (6 tables with two three-set relays,
// at the end and half way: "simply omit all special rounds").
func TestExtraBoardWholeCircuits(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		T, k      int
		at, after []int
	}{
		{3, 3, []int{3}, []int{3}},
		{3, 6, []int{3}, []int{6}},
		{4, 4, []int{1, 2, 3, 4}, []int{1, 1, 1, 1}},
		{5, 5, []int{5}, []int{5}},
		{6, 6, []int{3, 6}, []int{3, 3}},
	} {
		R := c.T + c.k
		sp, _, at, after, ok := ExtraBoardSpecial(c.T, R)
		if !ok || sp != 0 || !slices.Equal(at, c.at) || !slices.Equal(after, c.after) {
			t.Errorf("%d tables, %d extra: special %d, relays before %v with %v (ok %v); want none, %v with %v", c.T, c.k, sp, at, after, ok, c.at, c.after)
		}
		m, err := GenerateExtraBoard(ExtraBoardOptions{Tables: c.T, Rounds: R})
		if err != nil {
			t.Fatal(err)
		}
		rep := movement.Analyze(m)
		for ns := 1; ns <= c.T; ns++ {
			for ew := c.T + 1; ew <= 2*c.T; ew++ {
				if n := rep.Meetings.At(ns, ew); n != R/c.T {
					t.Errorf("%d tables, %d rounds: NS %d meets EW %d %d times, want %d", c.T, R, ns, ew-c.T, n, R/c.T)
				}
			}
		}
		// EW pair e is at table e, e+1, … every round: no special move.
		for _, p := range m.Play {
			if e := p.Seats[1] - c.T; p.Table != (e+p.Round-2)%c.T+1 {
				t.Errorf("%d tables, round %d: EW %d at table %d", c.T, p.Round, e, p.Table)
			}
			if c.T == 4 && p.Round == 1 && p.Set != 2*p.Table-1 {
				t.Errorf("4 tables, round 1: table %d starts with set %d, want %d (a relay set between every two tables)", p.Table, p.Set, 2*p.Table-1)
			}
		}
	}
}

// TestExtraBoardEvenTables reproduces McKinnon's "Even tables" rules
// (bridgecentral.com, MvtHTML/eventables.htm): an even Mitchell extended
// by the same odd number of sets at the end relay (between tables 1 and
// T) and at a half-way relay (between tables T/2 and T/2+1); "with 2
// one-set relays, the E-W pairs subtract their pair number from N+1 to
// find their seats for the ultimate round", "with 2 three-set relays ...
// from N-1 ... for the ante-penultimate round, and then they move
// normally" (from 8 tables; at 6 tables no special round: see
// TestExtraBoardWholeCircuits).
func TestExtraBoardEvenTables(t *testing.T) {
	t.Parallel()
	for T := 8; T <= MaxExtraBoardTables; T += 2 {
		for _, c := range []struct{ k, each, special, from int }{
			{2, 1, T + 2, T + 1},
			{6, 3, T + 6 - 2, T - 1},
		} {
			sp, from, at, n, ok := ExtraBoardSpecial(T, T+c.k)
			if !ok || sp != c.special || from != c.from || !slices.Equal(at, []int{T / 2, T}) || !slices.Equal(n, []int{c.each, c.each}) {
				t.Errorf("%d tables, %d extra: round %d from %d, relays before %v with %v; want round %d from %d, %d sets before tables %d and %d", T, c.k, sp, from, at, n, c.special, c.from, c.each, T/2, T)
			}
		}
	}
}

// TestExtraBoardBlackpool10 is the directors' even-table form: 10 tables,
// 12 rounds of 2 boards with relays, no share and no skip.
func TestExtraBoardBlackpool10(t *testing.T) {
	t.Parallel()
	m, err := GenerateExtraBoard(ExtraBoardOptions{Tables: 10, Rounds: 12})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != 12 || m.Sets != 12 || m.BoardsPerSet != 2 {
		t.Fatalf("%d rounds, %d sets of %d; want 12 of 2", m.Rounds, m.Sets, m.BoardsPerSet)
	}
	if len(movement.Relays(m)) != 0 {
		t.Errorf("sets shared: %v", movement.Relays(m))
	}
	_, _, at, n, _ := ExtraBoardSpecial(10, 12)
	if !slices.Equal(at, []int{5, 10}) || !slices.Equal(n, []int{1, 1}) {
		t.Errorf("relays before tables %v with %v sets; want one before table 5 and one before table 10", at, n)
	}
}

// TestExtraBoardRange generates every extra-board Mitchell the options
// allow (every even number of extra sets at every table count must be
// one) and proves its promises: valid, T+k rounds and sets, every pair
// plays every set once, nobody sits out, no set is shared, every EW pair
// meets every NS pair, NS pairs stay.
func TestExtraBoardRange(t *testing.T) {
	t.Parallel()
	built := 0
	for T := MinTables; T <= MaxExtraBoardTables; T++ {
		for R := T + 1; R <= T+MaxExtraSets; R++ {
			o := ExtraBoardOptions{Tables: T, Rounds: R}
			if err := o.Check(); err != nil {
				if (R-T)%2 == 0 {
					t.Errorf("%d tables, %d rounds: %v", T, R, err)
				}
				continue
			}
			t.Run(fmt.Sprintf("%d-tables-%d-rounds", T, R), func(t *testing.T) {
				m, err := GenerateExtraBoard(o)
				if err != nil {
					t.Fatal(err)
				}
				rep := movement.Analyze(m)
				if rep.Verdict == movement.Invalid {
					t.Fatalf("invalid: %v", rep.Problems.Errors())
				}
				if rep.Summary.RepeatedSets != 0 {
					t.Errorf("%d sets repeated", rep.Summary.RepeatedSets)
				}
				for _, st := range rep.Contestants {
					if st.Rests != 0 || st.Sets != R {
						t.Errorf("%s: %d rests, %d sets", st.Label, st.Rests, st.Sets)
					}
				}
				for ns := 1; ns <= T; ns++ {
					for ew := T + 1; ew <= 2*T; ew++ {
						if rep.Meetings.At(ns, ew) < 1 {
							t.Errorf("NS %d never meets EW %d", ns, ew-T)
						}
					}
				}
				if len(movement.Relays(m)) != 0 {
					t.Errorf("sets shared")
				}
			})
			built++
		}
	}
	t.Logf("%d extra-board Mitchells built", built)
}

// TestExtraBoardChecks refuses what no extra-board Mitchell is.
func TestExtraBoardChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     ExtraBoardOptions
		field string
	}{
		{ExtraBoardOptions{Tables: 2, Rounds: 4}, "Tables"},
		{ExtraBoardOptions{Tables: 10, Rounds: 10}, "Rounds"},
		{ExtraBoardOptions{Tables: 10, Rounds: 17}, "Rounds"},
		{ExtraBoardOptions{Tables: 10, Rounds: 11}, "Rounds"}, // one extra set at an even number of tables
		{ExtraBoardOptions{Tables: 9, Rounds: 11, BoardsPerRound: -1}, "BoardsPerRound"},
		{ExtraBoardOptions{Tables: 6, Rounds: 8, Pairs: 13}, "Pairs"}, // the rover card is for 4 tables
		{ExtraBoardOptions{Tables: 4, Rounds: 6, Pairs: 9}, "Pairs"},  // and 8 rounds
		{ExtraBoardOptions{Tables: 4, Rounds: 8, Pairs: 10}, "Pairs"},
	} {
		_, err := GenerateExtraBoard(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
}

// TestExtraBoardRoverCard reproduces McKinnon's rover card for 4½ tables
// in the 4-table extra-board Mitchell with a one-set relay between every
// two tables ("Tables divisible by 4"): the rover sits out round 1, then
// plays at tables 4, 3, 2, 1, 3, 2, 3 in place of NS 4, NS 3, EW 3, EW 1,
// EW 2, NS 2, EW 4; "N-S 1 does not sit out"; "rover play is repeated
// against NS3". Every other pair sits out once, nobody plays a set twice,
// and the whole rounds arrow-switched make it one winner.
func TestExtraBoardRoverCard(t *testing.T) {
	t.Parallel()
	m, err := GenerateExtraBoard(ExtraBoardOptions{Tables: 4, Rounds: 8, Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	const rover = 9
	tables := []int{4, 3, 2, 1, 3, 2, 3}
	displaced := []string{"4 NS", "3 NS", "3 EW", "1 EW", "2 EW", "2 NS", "4 EW"}
	for i := range tables {
		r := i + 2
		var at int
		playing := map[int]bool{}
		for _, p := range m.Play {
			if p.Round != r {
				continue
			}
			for _, c := range p.Seats {
				playing[c] = true
				if c == rover {
					at = p.Table
				}
			}
		}
		if at != tables[i] {
			t.Errorf("round %d: the rover at table %d, want %d", r, at, tables[i])
		}
		var out []string
		for c := 1; c < rover; c++ {
			if !playing[c] {
				out = append(out, m.Labels[c])
			}
		}
		if !slices.Equal(out, []string{displaced[i]}) {
			t.Errorf("round %d: %v sit out, want %s", r, out, displaced[i])
		}
	}
	rep := movement.Analyze(m)
	if !rep.Problems.Valid() || rep.Summary.RepeatedSets != 0 {
		t.Fatalf("problems %v, %d sets repeated", rep.Problems.Errors(), rep.Summary.RepeatedSets)
	}
	for _, st := range rep.Contestants {
		if want := 1; st.Contestant == 1 && st.Rests != 0 || st.Contestant != 1 && st.Rests != want {
			t.Errorf("%s sits out %d rounds", st.Label, st.Rests)
		}
	}
	if n := rep.Meetings.At(3, rover); n != 2 {
		t.Errorf("the rover meets NS 3 %d times, want 2", n)
	}
	for ns := 1; ns <= 4; ns++ {
		if ns != 3 && rep.Meetings.At(ns, rover) > 1 {
			t.Errorf("the rover meets NS %d %d times", ns, rep.Meetings.At(ns, rover))
		}
	}
	if len(SwitchedRounds(m)) == 0 || len(rep.Fields) != 1 {
		t.Errorf("switched rounds %v, %d fields: want one winner", SwitchedRounds(m), len(rep.Fields))
	}
}

// TestExtraBoardMissingPair: with 2T−1 pairs the NS seat of table T is
// empty at every size the full field builds; the movement is valid, every
// EW pair meets all T−1 NS pairs and sits out exactly when it reaches
// table T, and nobody plays a set twice.
func TestExtraBoardMissingPair(t *testing.T) {
	t.Parallel()
	for T := MinTables; T <= 12; T++ {
		for R := T + 1; R <= T+MaxExtraSets; R++ {
			o := ExtraBoardOptions{Tables: T, Rounds: R, Pairs: 2*T - 1, BoardsPerRound: 2}
			if (ExtraBoardOptions{Tables: T, Rounds: R}).Check() != nil {
				if o.Check() == nil {
					t.Errorf("%d tables, %d rounds: the missing pair builds where the full field does not", T, R)
				}
				continue
			}
			m, err := GenerateExtraBoard(o)
			if err != nil {
				t.Fatalf("%d tables, %d rounds, %d pairs: %v", T, R, 2*T-1, err)
			}
			if m.Contestants != 2*T-1 {
				t.Errorf("%d tables, %d rounds: %d contestants", T, R, m.Contestants)
			}
			rep := movement.Analyze(m)
			if !rep.Problems.Valid() {
				t.Fatalf("%d tables, %d rounds: %v", T, R, rep.Problems.Errors())
			}
			met := map[[2]int]bool{}
			rests := map[int]int{}
			for _, p := range m.Play {
				ns, ew := p.Seats[0], p.Seats[1]
				if p.Table == T {
					if ns != 0 {
						t.Fatalf("%d tables, %d rounds: NS %d at table %d", T, R, ns, T)
					}
					rests[ew]++
					continue
				}
				met[[2]int{ns, ew}] = true
			}
			if len(met) != (T-1)*T {
				t.Errorf("%d tables, %d rounds: %d NS-EW meetings, want all %d", T, R, len(met), (T-1)*T)
			}
			for e := T; e <= 2*T-1; e++ {
				if rests[e] == 0 {
					t.Errorf("%d tables, %d rounds: EW %d never reaches table %d", T, R, e-T+1, T)
				}
			}
		}
	}
	if err := (ExtraBoardOptions{Tables: 5, Rounds: 7, Pairs: 8}).Check(); err == nil {
		t.Error("8 pairs at 5 tables accepted")
	}
}
