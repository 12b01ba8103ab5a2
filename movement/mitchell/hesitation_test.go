package mitchell

import (
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestHesitation generates every hesitation Mitchell from 3 to 41 tables
// and proves its promises: valid, T+1 rounds, nobody sits out, every pair
// plays every set once, nobody meets anybody twice, every stationary pair
// meets every moving pair, each moving pair plays NS exactly once, and the
// switched rounds are the last ones at every table but the hesitation
// table; the chosen number of switched rounds has the better balance index
// of 1 and 2.
func TestHesitation(t *testing.T) {
	for T := 3; T <= 41; T += 2 {
		t.Run(fmt.Sprintf("%d-tables", T), func(t *testing.T) {
			m, err := GenerateHesitation(HesitationOptions{Tables: T})
			if err != nil {
				t.Fatal(err)
			}
			rep := movement.Analyze(m)
			if rep.Verdict == movement.Invalid {
				t.Fatalf("invalid: %v", rep.Problems.Errors())
			}
			R := T + 1
			if m.Rounds != R || m.Sets != R || m.Contestants != 2*T {
				t.Fatalf("%d rounds, %d sets, %d pairs", m.Rounds, m.Sets, m.Contestants)
			}
			for _, st := range rep.Contestants {
				if st.Rests != 0 || st.Sets != R {
					t.Errorf("%s: %d rests, %d sets", st.Label, st.Rests, st.Sets)
				}
				moving := st.Contestant >= T
				if ns := st.Seats[movement.NS]; moving && ns != 1 || !moving && ns != R {
					t.Errorf("%s plays NS %d rounds", st.Label, ns)
				}
			}
			if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
				t.Errorf("%d pairs meet twice, %d sets repeated", s.MeetMoreThanOnce, s.RepeatedSets)
			}
			for ns := 1; ns < T; ns++ {
				for mv := T; mv <= 2*T; mv++ {
					if rep.Meetings.At(ns, mv) != 1 {
						t.Errorf("stationary %d meets moving %d %d times", ns, mv, rep.Meetings.At(ns, mv))
					}
				}
			}
			k := len(SwitchedRounds(m))
			if k < 1 || k > 2 {
				t.Fatalf("%d switched rounds", k)
			}
			for _, p := range m.Play {
				if want := p.Table != T && p.Round > R-k; p.Switched != want {
					t.Errorf("round %d table %d switched %v", p.Round, p.Table, p.Switched)
				}
			}
			for other := 1; other <= min(2, T-1); other++ {
				o, err := GenerateHesitation(HesitationOptions{Tables: T, Switched: other})
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

// TestHesitationRefusesEven: an even number of tables is refused naming
// Tables.
func TestHesitationRefusesEven(t *testing.T) {
	for _, o := range []HesitationOptions{{Tables: 8}, {Tables: 2}, {Tables: 7, Switched: 7}, {Tables: 7, BoardsPerRound: -1}} {
		_, err := GenerateHesitation(o)
		if _, ok := err.(*OptionError); !ok {
			t.Errorf("%+v: %v, want an OptionError", o, err)
		}
	}
}
