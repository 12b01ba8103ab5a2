package mitchell

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// appendixPlaces returns, for round r of m, where each contestant sits
// (contestant → table), and each table's set.
func appendixPlaces(m *movement.Movement, r int) (at map[int]int, sets []int) {
	at = map[int]int{}
	sets = make([]int, m.Tables)
	for _, p := range m.Play {
		if p.Round != r {
			continue
		}
		for _, c := range p.Seats {
			at[c] = p.Table
		}
		sets[p.Table-1] = p.Set
	}
	return at, sets
}

// place returns the core place (1..N) of table t: an appendix table N+i
// stands at place i.
func place(t, N int) int {
	if t > N {
		return t - N
	}
	return t
}

// TestAppendixEBU13 checks the EBU Pairs Scorer manual's appendix Mitchell
// ([M13d]) for every table count it serves, 14 to 26: a core circuit of 13
// tables, 26 boards (13 rounds of 2), 13 NS pairs and 13 EW pairs moving
// in opposite directions, the other pairs stationary on the doubled part of
// the circuit, and the boards shared across it.
func TestAppendixEBU13(t *testing.T) {
	t.Parallel()
	for T := 14; T <= 26; T++ {
		t.Run(fmt.Sprint(T), func(t *testing.T) {
			t.Parallel()
			m, err := GenerateAppendix(AppendixOptions{Tables: T})
			if err != nil {
				t.Fatal(err)
			}
			if m.Tables != T || m.Rounds != 13 || m.Sets != 13 || m.BoardsPerSet != 2 || m.Contestants != 2*T {
				t.Fatalf("%d tables, %d rounds, %d sets of %d, %d pairs; want %d, 13, 13 of 2, %d", m.Tables, m.Rounds, m.Sets, m.BoardsPerSet, m.Contestants, T, 2*T)
			}
			k := T - 13
			moving := map[int]int{} // contestant → its move in core places a round (mod 13)
			still := 0
			for c := 1; c <= m.Contestants; c++ {
				seen := map[int]bool{}
				for r := 2; r <= 13; r++ {
					prev, _ := appendixPlaces(m, r-1)
					now, _ := appendixPlaces(m, r)
					seen[((place(now[c], 13)-place(prev[c], 13))%13+13)%13] = true
				}
				if len(seen) != 1 {
					t.Fatalf("pair %s moves irregularly: %v", m.Label(c), seen)
				}
				for d := range seen {
					if d == 0 {
						still++
					} else {
						moving[c] = d
					}
				}
			}
			if still != 2*k {
				t.Errorf("%d stationary pairs, want %d (two at each doubled place)", still, 2*k)
			}
			ns, ew := 0, 0
			for c, d := range moving {
				switch {
				case c <= T && d == 1:
					ns++
				case c > T && d == 13-2:
					ew++
				default:
					t.Errorf("pair %s moves %d places a round", m.Label(c), d)
				}
			}
			if ns != 13 || ew != 13 {
				t.Errorf("%d NS and %d EW pairs move; want 13 and 13, in opposite directions", ns, ew)
			}
			for r := 1; r <= 13; r++ {
				_, sets := appendixPlaces(m, r)
				for i := 1; i <= k; i++ {
					if sets[13+i-1] != sets[i-1] {
						t.Errorf("round %d: appendix table %d plays set %d, its core table %d set %d", r, 13+i, sets[13+i-1], i, sets[i-1])
					}
				}
				if r > 1 {
					_, prev := appendixPlaces(m, r-1)
					for tb := 1; tb <= 13; tb++ {
						if from := tb%13 + 1; sets[tb-1] != prev[from-1] {
							t.Errorf("round %d table %d: set %d, want %d down from table %d", r, tb, sets[tb-1], prev[from-1], from)
						}
					}
				}
			}
			rep := movement.Analyze(m)
			if rep.Verdict == movement.Invalid {
				t.Fatalf("invalid: %v", rep.Problems.Errors())
			}
			if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
				t.Errorf("%d pairs meet twice, %d sets repeated; want 0 and 0", s.MeetMoreThanOnce, s.RepeatedSets)
			}
			for _, st := range rep.Contestants {
				if st.Rests != 0 {
					t.Fatalf("pair %s sits out %d rounds", m.Label(st.Contestant), st.Rests)
				}
			}
		})
	}
}

// TestAppendixMcKinnon checks McKinnon's Beynon appendix Mitchell facts for
// his prime bases 5, 7, 11, 13, 17 and 19 with one to N appendix tables:
// appendix table N+i beside table i, one stationary pair at each (NS at the
// core table, EW at the appendix table), boards moving down one within the
// core, one line moving up one table and the other two.
func TestAppendixMcKinnon(t *testing.T) {
	t.Parallel()
	for _, N := range []int{5, 7, 11, 13, 17, 19} {
		for T := N + 1; T <= 2*N; T++ {
			m, err := GenerateAppendix(AppendixOptions{Tables: T, Base: N})
			if err != nil {
				t.Fatalf("%d on %d: %v", T, N, err)
			}
			ns, ew := AppendixStationary(AppendixOptions{Tables: T, Base: N})
			for i := range ns {
				for _, pos := range m.Itinerary(ns[i]) {
					if pos.Table != i+1 || pos.Seat != movement.NS {
						t.Fatalf("%d on %d: NS %d at table %d %s in round %d, want table %d NS", T, N, ns[i], pos.Table, pos.Seat, pos.Round, i+1)
					}
				}
				for _, pos := range m.Itinerary(T + ew[i]) {
					if pos.Table != N+i+1 || pos.Seat != movement.EW {
						t.Fatalf("%d on %d: EW %d at table %d %s in round %d, want table %d EW", T, N, ew[i], pos.Table, pos.Seat, pos.Round, N+i+1)
					}
				}
			}
			rep := movement.Analyze(m)
			if rep.Verdict == movement.Invalid || rep.Summary.MeetMoreThanOnce != 0 || rep.Summary.RepeatedSets != 0 {
				t.Fatalf("%d on %d: %s, %d meet twice, %d sets repeated", T, N, rep.Verdict, rep.Summary.MeetMoreThanOnce, rep.Summary.RepeatedSets)
			}
		}
	}
}

// TestAppendixRange proves every core from 5 to 49 that is prime to 6
// (with one appendix table, half the core and the whole core doubled up
// to 25; one appendix table above): valid, every pair plays every set
// once, nobody meets twice.
func TestAppendixRange(t *testing.T) {
	t.Parallel()
	for N := MinAppendixBase; N <= 49; N++ {
		if !AppendixBaseOK(N) {
			if _, err := GenerateAppendix(AppendixOptions{Tables: N + 1, Base: N}); err == nil {
				t.Errorf("core %d accepted", N)
			}
			continue
		}
		sizes := []int{N + 1, (3*N + 1) / 2, 2 * N}
		if N > 25 {
			sizes = sizes[:1] // the larger fields add time, not cases
		}
		for _, T := range sizes {
			m, err := GenerateAppendix(AppendixOptions{Tables: T, Base: N})
			if err != nil {
				t.Fatalf("%d on %d: %v", T, N, err)
			}
			rep := movement.Analyze(m)
			s := rep.Summary
			if rep.Verdict == movement.Invalid || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
				t.Fatalf("%d on %d: %s, %d meet twice, %d sets repeated", T, N, rep.Verdict, s.MeetMoreThanOnce, s.RepeatedSets)
			}
			for c := 1; c <= m.Contestants; c++ {
				var sets []int
				for _, pos := range m.Itinerary(c) {
					sets = append(sets, pos.Set)
				}
				slices.Sort(sets)
				if len(slices.Compact(sets)) != N || sets[0] != 1 {
					t.Fatalf("%d on %d: pair %s plays sets %v", T, N, m.Label(c), sets)
				}
			}
		}
	}
}

// TestAppendixChecks: the options a director can get wrong are refused
// with the field named.
func TestAppendixChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     AppendixOptions
		field string
	}{
		{AppendixOptions{Tables: 5}, "Tables"},
		{AppendixOptions{Tables: 14, Base: 9}, "Base"},
		{AppendixOptions{Tables: 14, Base: 15}, "Base"},
		{AppendixOptions{Tables: 27, Base: 13}, "Base"},
		{AppendixOptions{Tables: 14, BoardsPerRound: 1}, "BoardsPerRound"},
	} {
		_, err := GenerateAppendix(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
	for T, want := range map[int]int{6: 5, 8: 7, 12: 11, 14: 13, 26: 13, 27: 25, 40: 37} {
		if got := DefaultAppendixBase(T); got != want {
			t.Errorf("DefaultAppendixBase(%d) = %d, want %d", T, got, want)
		}
	}
}

// TestAppendixVariant: the variant reads --rounds as the core.
func TestAppendixVariant(t *testing.T) {
	t.Parallel()
	m, notes, err := GenerateVariant(VariantOptions{Variant: Appendix, Tables: 16, Rounds: 11})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != 11 || len(notes) == 0 {
		t.Errorf("%d rounds, %d notes", m.Rounds, len(notes))
	}
	_, _, err = GenerateVariant(VariantOptions{Variant: Appendix, Tables: 16, Rounds: 9})
	var oe *OptionError
	if !errors.As(err, &oe) || oe.Field != "Rounds" {
		t.Errorf("core 9: %v, want an error on Rounds", err)
	}
}

// TestAppendixHalfTable: with 2T−1 pairs the stationary EW pair of the last
// appendix table is missing; each of the 13 moving NS pairs sits out there
// once, nobody else sits out, nobody meets twice.
func TestAppendixHalfTable(t *testing.T) {
	t.Parallel()
	for T := 14; T <= 26; T++ {
		m, err := GenerateAppendix(AppendixOptions{Tables: T, Pairs: 2*T - 1})
		if err != nil {
			t.Fatalf("%d tables: %v", T, err)
		}
		rep := movement.Analyze(m)
		if rep.Verdict == movement.Invalid || rep.Summary.MeetMoreThanOnce != 0 || rep.Summary.RepeatedSets != 0 || m.Contestants != 2*T-1 {
			t.Fatalf("%d tables: %s, %d meet twice, %d repeated, %d pairs", T, rep.Verdict, rep.Summary.MeetMoreThanOnce, rep.Summary.RepeatedSets, m.Contestants)
		}
		rests := 0
		for _, st := range rep.Contestants {
			if st.Rests > 1 {
				t.Errorf("%d tables: pair %s sits out %d times", T, m.Label(st.Contestant), st.Rests)
			}
			rests += st.Rests
		}
		if rests != 13 {
			t.Errorf("%d tables: %d sit-outs, want 13 (one a round)", T, rests)
		}
	}
	var oe *OptionError
	if _, err := GenerateAppendix(AppendixOptions{Tables: 14, Pairs: 26}); !errors.As(err, &oe) || oe.Field != "Pairs" {
		t.Errorf("26 pairs at 14 tables: %v", err)
	}
}

// TestAppendixOneWinner: one winner arrow-switches whole rounds chosen as
// for a Mitchell, or the rounds given; the lines become one field.
func TestAppendixOneWinner(t *testing.T) {
	t.Parallel()
	m, err := GenerateAppendix(AppendixOptions{Tables: 16, ArrowSwitch: []int{13}})
	if err != nil {
		t.Fatal(err)
	}
	if got := SwitchedRounds(m); !slices.Equal(got, []int{13}) {
		t.Errorf("switched rounds %v, want [13]", got)
	}
	rep := movement.Analyze(m)
	if rep.Verdict == movement.Invalid || len(rep.Fields) != 1 {
		t.Errorf("%s, %d fields; want one field", rep.Verdict, len(rep.Fields))
	}
	chosen, err := GenerateAppendix(AppendixOptions{Tables: 16, Winners: 1})
	if err != nil {
		t.Fatal(err)
	}
	if bi := movement.Analyze(chosen).Summary.BalanceIndex; bi < rep.Summary.BalanceIndex {
		t.Errorf("the chosen switches give %.2f, below the last round's %.2f", bi, rep.Summary.BalanceIndex)
	}
	var oe *OptionError
	for _, o := range []AppendixOptions{
		{Tables: 16, Winners: 2, ArrowSwitch: []int{3}},
		{Tables: 16, ArrowSwitch: []int{14}},
		{Tables: 16, ArrowSwitch: []int{2, 2}},
	} {
		if _, err := GenerateAppendix(o); !errors.As(err, &oe) || (oe.Field != "ArrowSwitch" && oe.Field != "Winners") {
			t.Errorf("%+v: %v", o, err)
		}
	}
}
