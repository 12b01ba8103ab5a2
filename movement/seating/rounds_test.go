package seating

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDefaultRounds checks the rounds chosen when none are named: the
// golfer bound, cut to the sets, lowered while the bounds rule a perfect
// schedule out, then cut to a multiple of the rest cycle when that fits;
// and that every chosen problem is accepted by the planner.
func TestDefaultRounds(t *testing.T) {
	tests := []struct {
		name   string
		p      Problem
		rounds int
		why    string
	}{
		{"22 players, 2 resting: cycle 11 > bound 7", Problem{Players: 22, TableSizes: tables(4, 5)}, 7, "equal rests would need a multiple of 11"},
		{"21 players, 1 resting", Problem{Players: 21, TableSizes: tables(4, 5)}, 6, "bound of 6 rounds"},
		{"13 players, 1 resting", Problem{Players: 13, TableSizes: tables(4, 3)}, 4, "bound of 4 rounds"},
		{"16 players, nobody rests", Problem{Players: 16, TableSizes: tables(4, 4)}, 5, "bound of 5 rounds"},
		{"12 players at 2 tables of 3: cycle 2 fits", Problem{Players: 12, TableSizes: tables(3, 2)}, 4, "cut to a multiple of 2 so that everybody rests 2 times"},
		{"sets cap the rounds", Problem{Players: 22, TableSizes: tables(4, 5), Sets: true}, 5, "the 5 sets"},
		{"5 players at a table of 4: bound 1, raised", Problem{Players: 5, TableSizes: tables(4, 1)}, 2, "raised to 2 so that everybody plays"},
		{"20 players at tables of 4: 6 rounds cannot be perfect", Problem{Players: 20, TableSizes: tables(4, 5)}, 5, "lowered to 5 because no schedule of 6 rounds avoids a repeat meeting"},
		{"12 players at tables of 3: no nearly Kirkman system", Problem{Players: 12, TableSizes: tables(3, 4)}, 4, "lowered to 4"},
		{"36 players at tables of 6: no 2 orthogonal Latin squares of order 6", Problem{Players: 36, TableSizes: tables(6, 6)}, 3, "bound of 7 rounds without a repeat meeting, lowered to 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, why, err := DefaultRounds(tt.p)
			if err != nil {
				t.Fatal(err)
			}
			if r != tt.rounds || !strings.Contains(why.String(), tt.why) {
				t.Errorf("got %d (%s), want %d (%s)", r, why, tt.rounds, tt.why)
			}
			p := tt.p
			p.Rounds = r
			if _, err := newLayout(p); err != nil {
				t.Errorf("chosen rounds refused: %v", err)
			}
		})
	}
}

// TestCyclicWithRests: 23 players at 5 tables of 4 for 7 rounds (3 rest
// each round) are built by a cyclic design over Z_7 with 2 fixed players,
// with no repeated meeting, as movement.Analyze confirms.
func TestCyclicWithRests(t *testing.T) {
	for _, p := range []Problem{
		{Players: 23, TableSizes: tables(4, 5), Rounds: 7},
		{Players: 10, TableSizes: tables(3, 3), Rounds: 4},
	} {
		res, err := Solve(context.Background(), p, Options{Seed: 1, Effort: 1})
		if err != nil {
			t.Fatal(err)
		}
		checkResult(t, res)
		if !strings.HasPrefix(res.Method.String(), "cyclic design") || res.Score.Repeats != 0 || !res.Optimal {
			t.Errorf("%d players: %s, %v", p.Players, res.Method, res.Score)
		}
	}
}

// TestNoCyclicZ7ForTwentyTwo records a fact found by exhaustive search:
// 22 players at 5 tables of 4 for 7 rounds, 2 resting, have no cyclic
// design over Z_7 acting on three classes of 7 and one fixed player (the
// search space is exhausted well inside the node budget). QA asked
// whether such a design gives 0 repeats; it does not exist, so the search
// has to do the work.
func TestNoCyclicZ7ForTwentyTwo(t *testing.T) {
	l, err := newLayout(Problem{Players: 22, TableSizes: tables(4, 5), Rounds: 7})
	if err != nil {
		t.Fatal(err)
	}
	sp := cyclicSpec{m: 7, c: 3, f: 1, base: 1, rest: 2}
	base, exhausted := l.cyclicSearchAll(sp, 50_000_000, rand.New(rand.NewPCG(1, 2)))
	if base != nil || !exhausted {
		t.Errorf("found %v (exhausted %v); update the doc and the construction", base, exhausted)
	}
}

// TestDefaultRoundsRefusesEmpty: a problem without players or tables is
// refused as such, with sets and lines too (it panicked with sets).
func TestDefaultRoundsRefusesEmpty(t *testing.T) {
	for _, p := range []Problem{
		{Sets: true},
		{Sets: true, Lines: true},
		{Players: 3, Sets: true},
		{Players: 12, Sets: true},
		{},
	} {
		_, _, err := DefaultRounds(p)
		var pe *ProblemError
		if !errors.As(err, &pe) || pe.Field == "rounds" {
			t.Errorf("%+v: %v, want a ProblemError on players or tables", p, err)
		}
	}
}
