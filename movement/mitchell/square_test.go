package mitchell

import (
	"errors"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestSquareBridgeMats reproduces the MIT/DL Bridge Club's QM0404
// (BridgeMats.sw): 4 tables in a square, 3 and 2 above, 4 and 1 below;
// NS pairs stationary; "E-W pairs: vertical, diagonal, vertical",
// "Boards: horizontal, vertical, horizontal"; 4 rounds of 6 or 7 boards
// (6 by default), no skip, no relay: every NS pair meets every EW pair
// once and every pair plays every set once.
func TestSquareBridgeMats(t *testing.T) {
	t.Parallel()
	m, err := GenerateSquare(SquareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if m.Tables != 4 || m.Rounds != 4 || m.Sets != 4 || m.BoardsPerSet != 6 {
		t.Fatalf("%d tables, %d rounds, %d sets of %d boards; want 4, 4, 4 of 6", m.Tables, m.Rounds, m.Sets, m.BoardsPerSet)
	}
	// The swaps of the picture, on tables 1..4.
	vertical := map[int]int{1: 2, 2: 1, 3: 4, 4: 3}
	horizontal := map[int]int{1: 4, 4: 1, 2: 3, 3: 2}
	diagonal := map[int]int{1: 3, 3: 1, 2: 4, 4: 2}
	ewMoves := []map[int]int{vertical, diagonal, vertical}
	boardMoves := []map[int]int{horizontal, vertical, horizontal}
	ewAt, setAt := map[[2]int]int{}, map[[2]int]int{} // (round, pair or set) → table
	for _, p := range m.Play {
		if p.Seats[0] != p.Table {
			t.Errorf("round %d table %d: NS pair %d; NS pairs stay", p.Round, p.Table, p.Seats[0])
		}
		ewAt[[2]int{p.Round, p.Seats[1] - 4}] = p.Table
		setAt[[2]int{p.Round, p.Set}] = p.Table
	}
	for k := 1; k <= 4; k++ {
		if ewAt[[2]int{1, k}] != k || setAt[[2]int{1, k}] != k {
			t.Errorf("round 1: EW %d at table %d and set %d at table %d; both start at table %d", k, ewAt[[2]int{1, k}], k, setAt[[2]int{1, k}], k)
		}
		for r := 2; r <= 4; r++ {
			if got, want := ewAt[[2]int{r, k}], ewMoves[r-2][ewAt[[2]int{r - 1, k}]]; got != want {
				t.Errorf("round %d: EW %d at table %d, want %d", r, k, got, want)
			}
			if got, want := setAt[[2]int{r, k}], boardMoves[r-2][setAt[[2]int{r - 1, k}]]; got != want {
				t.Errorf("round %d: set %d at table %d, want %d", r, k, got, want)
			}
		}
	}
	rep := movement.Analyze(m)
	if s := rep.Summary; rep.Verdict != movement.Perfect || s.NeverMeet != 0 || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
		t.Errorf("verdict %s: %d never meet, %d twice, %d repeated sets", rep.Verdict, s.NeverMeet, s.MeetMoreThanOnce, s.RepeatedSets)
	}
}

// TestSquareOneWinner: one winner arrow-switches whole rounds chosen as
// for a Mitchell, and no other choice of whole rounds has a higher
// balance index by movement.Analyze; QM0404-S, the club's "arrow switch on
// the last round" (ArrowSwitch 4), ties with it, and both give one field.
func TestSquareOneWinner(t *testing.T) {
	t.Parallel()
	m, err := GenerateSquare(SquareOptions{Winners: 1})
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	chosen := rep.Summary.BalanceIndex
	if len(rep.Fields) != 1 || len(SwitchedRounds(m)) == 0 {
		t.Fatalf("one winner: %d fields, switched %v", len(rep.Fields), SwitchedRounds(m))
	}
	for mask := 1; mask < 1<<4-1; mask++ {
		var list []int
		for r := range 4 {
			if mask&(1<<r) != 0 {
				list = append(list, r+1)
			}
		}
		o, err := GenerateSquare(SquareOptions{ArrowSwitch: list})
		if err != nil {
			t.Fatal(err)
		}
		orep := movement.Analyze(o)
		if bi := orep.Summary.BalanceIndex; bi > chosen+1e-9 {
			t.Errorf("switching rounds %v gives %.2f, above the chosen %v's %.2f", list, bi, SwitchedRounds(m), chosen)
		}
		if len(list) == 1 && list[0] == 4 {
			if bi := orep.Summary.BalanceIndex; len(orep.Fields) != 1 || bi < chosen-1e-9 {
				t.Errorf("QM0404-S (round 4 switched): %d fields, balance %.2f, want 1 field and %.2f", len(orep.Fields), bi, chosen)
			}
		}
	}
}

// TestSquareChecks refuses what no square Mitchell is, naming the field,
// through GenerateSquare and GenerateVariant.
func TestSquareChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     SquareOptions
		field string
	}{
		{SquareOptions{BoardsPerRound: -1}, "BoardsPerRound"},
		{SquareOptions{Winners: 3}, "Winners"},
		{SquareOptions{ArrowSwitch: []int{5}}, "ArrowSwitch"},
	} {
		_, err := GenerateSquare(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
	for _, c := range []struct {
		o     VariantOptions
		field string
	}{
		{VariantOptions{Variant: Square, Tables: 5}, "Tables"},
		{VariantOptions{Variant: Square, Tables: 4, Pairs: 7}, "Pairs"},
	} {
		_, _, err := GenerateVariant(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
	for _, T := range []int{0, 4} {
		if m, _, err := GenerateVariant(VariantOptions{Variant: Square, Tables: T}); err != nil || m.Tables != 4 {
			t.Errorf("--tables %d: %v", T, err)
		}
	}
}
