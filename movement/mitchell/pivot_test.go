package mitchell

import (
	"errors"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPivotMerlin reproduces the pivot Mitchell as bridge-results.de
// describes Merlin's (Movements/merlin-mitchell.html, 1dg_01.html): R½
// tables (T = R + ½, R odd, 2R+1 pairs); the NS pairs of tables 1..R−1
// stay; the last NS pair and the half-table pair move; the last table is
// the pivot: the EW pair of the last table sits out a round, then plays
// NS at the last table, then goes to EW 1; the boards move as in a
// Mitchell, one set on each table, none shared. Then: one pair sits out
// each round, nobody plays a set twice, nobody meets anybody twice.
func TestPivotMerlin(t *testing.T) {
	t.Parallel()
	for _, R := range []int{3, 7, 13} {
		t.Run(fmt.Sprint(R), func(t *testing.T) {
			m, err := GeneratePivot(PivotOptions{Tables: R})
			if err != nil {
				t.Fatal(err)
			}
			if m.Contestants != 2*R+1 || m.Tables != R || m.Rounds != R || m.Sets != R {
				t.Fatalf("%d pairs, %d tables, %d rounds, %d sets", m.Contestants, m.Tables, m.Rounds, m.Sets)
			}
			type place struct{ table, ns int } // table 0: sitting out
			at := map[[2]int]place{}           // (round, pair) → place
			setAt := map[[2]int]int{}          // (round, set) → table
			for _, p := range m.Play {
				if p.Table < R && p.Seats[0] != p.Table {
					t.Errorf("round %d table %d: NS pair %d; NS pairs 1–%d stay", p.Round, p.Table, p.Seats[0], R-1)
				}
				if old, ok := setAt[[2]int{p.Round, p.Set}]; ok {
					t.Errorf("round %d: set %d at tables %d and %d; no boards are shared", p.Round, p.Set, old, p.Table)
				}
				setAt[[2]int{p.Round, p.Set}] = p.Table
				at[[2]int{p.Round, p.Seats[0]}] = place{p.Table, 1}
				at[[2]int{p.Round, p.Seats[1]}] = place{p.Table, 0}
			}
			// The moving pairs: EW pairs R+1..2R, NS pair R, the half-table pair 2R+1.
			moving := []int{R, 2*R + 1}
			for k := 1; k <= R; k++ {
				moving = append(moving, R+k)
			}
			for r := 1; r <= R; r++ {
				out := 0
				for c := 1; c <= 2*R+1; c++ {
					if _, ok := at[[2]int{r, c}]; !ok {
						out++
					}
				}
				if out != 1 {
					t.Errorf("round %d: %d pairs sit out, want 1", r, out)
				}
				for s := 1; s <= R; s++ {
					if r > 1 {
						want := (setAt[[2]int{r - 1, s}]+R-2)%R + 1 // down one table, 1 to R
						if got := setAt[[2]int{r, s}]; got != want {
							t.Errorf("round %d: set %d at table %d, want %d", r, s, got, want)
						}
					}
				}
				if r == 1 {
					continue
				}
				for _, c := range moving {
					prev, was := at[[2]int{r - 1, c}]
					now, is := at[[2]int{r, c}]
					var want place
					wantOut := false
					switch {
					case !was: // sat out: NS at the pivot table
						want = place{R, 1}
					case prev.ns == 1: // NS at the pivot: EW at table 1
						want = place{1, 0}
					case prev.table == R: // EW at the pivot: sit out
						wantOut = true
					default:
						want = place{prev.table + 1, 0}
					}
					if wantOut != !is || !wantOut && now != want {
						t.Errorf("round %d: pair %d at %+v (out %v) after %+v (out %v); want %+v (out %v)", r, c, now, !is, prev, !was, want, wantOut)
					}
				}
			}
			rep := movement.Analyze(m)
			if s := rep.Summary; rep.Verdict == movement.Invalid || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 || len(rep.Fields) != 1 {
				t.Errorf("verdict %s: %d meet twice, %d repeated sets, %d fields", rep.Verdict, s.MeetMoreThanOnce, s.RepeatedSets, len(rep.Fields))
			}
		})
	}
}

// TestPivotRange proves every odd number of full tables from 3 to 99, and
// curtailed forms to 15: valid, one field, one pair out each round, nobody
// meeting twice or playing a set twice.
func TestPivotRange(t *testing.T) {
	t.Parallel()
	for R := MinPivotTables; R < MaxTables; R += 2 {
		rounds := []int{0}
		if R <= 15 {
			rounds = append(rounds, R-1) // curtailed
		}
		for _, rounds := range rounds {
			m, err := GeneratePivot(PivotOptions{Tables: R, Rounds: rounds})
			if err != nil {
				t.Fatalf("%d½ tables, %d rounds: %v", R, rounds, err)
			}
			rep := movement.Analyze(m)
			if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 || len(rep.Fields) != 1 {
				t.Errorf("%d½ tables, %d rounds: %d meet twice, %d repeated sets, %d fields", R, m.Rounds, s.MeetMoreThanOnce, s.RepeatedSets, len(rep.Fields))
			}
		}
	}
}

// TestPivotSwitchesBest checks the one-winner note's "the best of all
// choices of whole rounds" against movement.Analyze: no choice of whole
// rounds switched at every table but the pivot balances better.
func TestPivotSwitchesBest(t *testing.T) {
	t.Parallel()
	for _, R := range []int{3, 5, 7} {
		m, err := GeneratePivot(PivotOptions{Tables: R})
		if err != nil {
			t.Fatal(err)
		}
		chosen := movement.Analyze(m).Summary.BalanceIndex
		for mask := 1; mask < 1<<R-1; mask++ { // every round is refused
			var list []int
			for r := range R {
				if mask&(1<<r) != 0 {
					list = append(list, r+1)
				}
			}
			o, err := GeneratePivot(PivotOptions{Tables: R, ArrowSwitch: list})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range o.Play {
				if p.Table == R && p.Switched {
					t.Fatalf("%d½ tables, rounds %v: the pivot table is switched", R, list)
				}
			}
			if bi := movement.Analyze(o).Summary.BalanceIndex; bi > chosen+1e-9 {
				t.Errorf("%d½ tables: switching rounds %v gives %.2f, above the chosen %v's %.2f", R, list, bi, SwitchedRounds(m), chosen)
				break
			}
		}
	}
}

// TestPivotChecks refuses what no pivot Mitchell is, naming the field.
func TestPivotChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     PivotOptions
		field string
	}{
		{PivotOptions{Tables: 8}, "Tables"},
		{PivotOptions{Tables: 1}, "Tables"},
		{PivotOptions{Tables: 101}, "Tables"},
		{PivotOptions{Tables: 7, Rounds: 1}, "Rounds"},
		{PivotOptions{Tables: 7, Rounds: 8}, "Rounds"},
		{PivotOptions{Tables: 7, BoardsPerRound: -1}, "BoardsPerRound"},
		{PivotOptions{Tables: 7, ArrowSwitch: []int{8}}, "ArrowSwitch"},
	} {
		_, err := GeneratePivot(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
	for _, c := range []struct {
		o     VariantOptions
		field string
	}{
		{VariantOptions{Variant: Pivot, Tables: 7, Pairs: 14}, "Pairs"},
		{VariantOptions{Variant: Pivot, Tables: 7, Winners: 2}, "Winners"},
	} {
		_, _, err := GenerateVariant(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
}
