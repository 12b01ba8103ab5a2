package mitchell

import (
	"errors"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestCombinedMagic reproduces Magic Contest's "Combined Mitchell" for its
// 25 tables (and 5, 9 and 13): a 26-board movement (13 rounds of 2);
// table 13 holds a moving pair of section A as EW and one of section B as
// NS; EW 13 moves to EW 1, NS 13 to EW 14 and EW 25 to NS 13; every other
// EW pair moves up one table within its section and the NS pairs of the
// other tables stay; tables 1 and 14, 2 and 15, … play the same set.
func TestCombinedMagic(t *testing.T) {
	t.Parallel()
	for _, T := range []int{25, 5, 9, 13} {
		t.Run(fmt.Sprint(T), func(t *testing.T) {
			m, err := GenerateCombined(CombinedOptions{Tables: T})
			if err != nil {
				t.Fatal(err)
			}
			n := (T - 1) / 2
			if T == 25 && (m.Rounds != 13 || m.BoardsPerSet*m.Rounds != 26) {
				t.Fatalf("%d rounds of %d; want 13 of 2, 26 boards", m.Rounds, m.BoardsPerSet)
			}
			g := m.Grid()
			for r := 1; r < m.Rounds; r++ {
				cur, next := g[r-1], g[r]
				seat := func(row []*movement.Play, tb, s int) int { return row[tb-1].Seats[s] }
				if seat(next, 1, 1) != seat(cur, n+1, 1) {
					t.Errorf("round %d: EW %d did not move to EW 1", r, n+1)
				}
				if seat(next, n+2, 1) != seat(cur, n+1, 0) {
					t.Errorf("round %d: NS %d did not move to EW %d", r, n+1, n+2)
				}
				if seat(next, n+1, 0) != seat(cur, T, 1) {
					t.Errorf("round %d: EW %d did not move to NS %d", r, T, n+1)
				}
				for tb := 1; tb <= T; tb++ {
					if tb != n+1 && seat(next, tb, 0) != seat(cur, tb, 0) {
						t.Errorf("round %d: NS at table %d moved", r, tb)
					}
					if tb != n+1 && tb != T && seat(next, tb+1, 1) != seat(cur, tb, 1) {
						t.Errorf("round %d: EW at table %d did not move up one", r, tb)
					}
				}
				for k := 1; k <= n; k++ {
					if cur[k-1].Set != cur[n+k].Set {
						t.Errorf("round %d: tables %d and %d play sets %d and %d", r, k, n+1+k, cur[k-1].Set, cur[n+k].Set)
					}
				}
			}
			rep := movement.Analyze(m)
			if s := rep.Summary; rep.Verdict == movement.Invalid || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
				t.Errorf("verdict %s, %d meet twice, %d repeated sets", rep.Verdict, s.MeetMoreThanOnce, s.RepeatedSets)
			}
			for _, st := range rep.Contestants {
				if st.Rests != 0 {
					t.Errorf("%s sits out %d rounds", st.Label, st.Rests)
				}
			}
		})
	}
}

// TestCombinedRange proves every odd table count from 5 to 51 and 99:
// valid, no repeated sets or meetings, nobody sits out; one winner gives
// one field.
func TestCombinedRange(t *testing.T) {
	t.Parallel()
	sizes := []int{99}
	for T := MinCombinedTables; T <= 51; T += 2 {
		sizes = append(sizes, T)
	}
	for _, T := range sizes {
		m, err := GenerateCombined(CombinedOptions{Tables: T})
		if err != nil {
			t.Fatalf("%d tables: %v", T, err)
		}
		rep := movement.Analyze(m)
		if s := rep.Summary; rep.Verdict == movement.Invalid || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 || m.Rounds != (CombinedOptions{Tables: T}).Rounds() {
			t.Errorf("%d tables: verdict %s, %d twice, %d repeated, %d rounds", T, rep.Verdict, s.MeetMoreThanOnce, s.RepeatedSets, m.Rounds)
		}
	}
	m, err := GenerateCombined(CombinedOptions{Tables: 9, Winners: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(movement.Analyze(m).Fields) != 1 {
		t.Errorf("one winner: not one field")
	}
	for _, c := range []struct {
		o     CombinedOptions
		field string
	}{{CombinedOptions{Tables: 3}, "Tables"}, {CombinedOptions{Tables: 8}, "Tables"}, {CombinedOptions{Tables: 9, BoardsPerRound: 1}, "BoardsPerRound"}, {CombinedOptions{Tables: 9, ArrowSwitch: []int{6}}, "ArrowSwitch"}} {
		_, err := GenerateCombined(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
}
