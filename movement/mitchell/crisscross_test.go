package mitchell

import (
	"errors"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestCrissCrossMcKinnon reproduces the moves of Ian McKinnon's
// "Criss-cross Mitchell" (Movements, bridgecentral.com,
// MvtHTML/criss_crossmitchell.htm) at 8 tables, the page's example, and
// 4 and 12: the boards stationary; odd NS pairs down one table every
// round and even NS pairs up one; odd EW pairs up one and even EW pairs
// down one for the first N/2 rounds; "All E-W pairs move up 4 tables"
// after round 4 (N/2 in general); then odd EW pairs down one and even up
// one.
func TestCrissCrossMcKinnon(t *testing.T) {
	t.Parallel()
	for _, N := range []int{4, 8, 12} {
		t.Run(fmt.Sprint(N), func(t *testing.T) {
			m, err := GenerateCrissCross(CrissCrossOptions{Tables: N})
			if err != nil {
				t.Fatal(err)
			}
			at := map[[2]int]int{} // (round, contestant) → table
			for _, p := range m.Play {
				if p.Set != p.Table {
					t.Errorf("round %d table %d: set %d; the boards stay", p.Round, p.Table, p.Set)
				}
				at[[2]int{p.Round, p.Seats[0]}] = p.Table
				at[[2]int{p.Round, p.Seats[1]}] = p.Table
			}
			h := N / 2
			for r := 2; r <= N; r++ {
				for k := 1; k <= N; k++ {
					odd := k%2 == 1
					nsMove, ewMove := 1, -1
					if odd {
						nsMove, ewMove = -1, 1
					}
					switch {
					case r == h+1:
						ewMove = h
					case r > h+1:
						ewMove = -ewMove
					}
					for _, c := range []struct{ who, move int }{{k, nsMove}, {N + k, ewMove}} {
						want := ((at[[2]int{r - 1, c.who}]-1+c.move)%N+N)%N + 1
						if got := at[[2]int{r, c.who}]; got != want {
							t.Errorf("round %d: %s at table %d, want %d", r, m.Labels[c.who], got, want)
						}
					}
				}
			}
			rep := movement.Analyze(m)
			if s := rep.Summary; rep.Verdict != movement.Perfect || s.NeverMeet != 0 || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
				t.Errorf("verdict %s: %d never meet, %d twice, %d repeated sets", rep.Verdict, s.NeverMeet, s.MeetMoreThanOnce, s.RepeatedSets)
			}
		})
	}
}

// TestCrissCrossRange proves every multiple of 4 tables up to MaxTables:
// valid and perfect, N rounds, every NS pair meeting every EW pair once,
// every pair playing every set once; one winner gives one field.
func TestCrissCrossRange(t *testing.T) {
	t.Parallel()
	for N := MinCrissCrossTables; N <= MaxTables; N += 4 {
		m, err := GenerateCrissCross(CrissCrossOptions{Tables: N})
		if err != nil {
			t.Fatalf("%d tables: %v", N, err)
		}
		rep := movement.Analyze(m)
		if s := rep.Summary; m.Rounds != N || rep.Verdict != movement.Perfect || s.NeverMeet != 0 || s.MeetMoreThanOnce != 0 {
			t.Errorf("%d tables: %d rounds, verdict %s, %d never meet, %d twice", N, m.Rounds, rep.Verdict, s.NeverMeet, s.MeetMoreThanOnce)
		}
	}
	for _, N := range []int{4, 8, 12} {
		m, err := GenerateCrissCross(CrissCrossOptions{Tables: N, Winners: 1})
		if err != nil {
			t.Fatal(err)
		}
		if rep := movement.Analyze(m); len(rep.Fields) != 1 || len(SwitchedRounds(m)) == 0 {
			t.Errorf("%d tables, one winner: %d fields, switched %v", N, len(rep.Fields), SwitchedRounds(m))
		}
	}
}

// TestCrissCrossChecks refuses what no criss-cross Mitchell is, naming
// the field.
func TestCrissCrossChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     CrissCrossOptions
		field string
	}{
		{CrissCrossOptions{Tables: 6}, "Tables"},
		{CrissCrossOptions{Tables: 0}, "Tables"},
		{CrissCrossOptions{Tables: 104}, "Tables"},
		{CrissCrossOptions{Tables: 8, BoardsPerRound: -1}, "BoardsPerRound"},
		{CrissCrossOptions{Tables: 8, Winners: 3}, "Winners"},
		{CrissCrossOptions{Tables: 8, ArrowSwitch: []int{9}}, "ArrowSwitch"},
	} {
		_, err := GenerateCrissCross(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
}
