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
	} {
		_, err := GenerateExtraBoard(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
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
