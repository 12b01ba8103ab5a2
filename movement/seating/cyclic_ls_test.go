package seating

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/movegen/movegen/internal/longtest"
)

// TestBaseRoundSearch: the tabu search for a base round of Z_15 acting
// on 3 classes and 11 fixed points (56 players at tables of 4) returns a
// split of all 56 points into tables of 4 in which, checked here pair by
// pair, no orbit is used twice and no forbidden pair (two fixed points,
// residues m/2 apart) sits together; the same generator gives the same
// split; a cancelled context gives none.
func TestBaseRoundSearch(t *testing.T) {
	sp := cyclicSpec{m: 15, c: 3, f: 11, base: 1}
	orb, count := sp.orbits()
	n, k := 56, 4
	run := func(ctx context.Context, seed uint64) ([][]int, int) {
		return baseRoundSearch(ctx, n, k, orb, count, rand.New(rand.NewPCG(seed, 1)), 200_000, cyclicLSSample, cyclicLSStall)
	}
	tables, cost := run(context.Background(), 1)
	if cost != 0 {
		t.Fatalf("no base round found: best cost %d", cost)
	}
	var seen []int
	used := map[int]bool{}
	for _, table := range tables {
		if len(table) != k {
			t.Fatalf("table %v", table)
		}
		seen = append(seen, table...)
		for i, a := range table {
			for _, b := range table[:i] {
				id := orb[a*n+b]
				if id < 0 || used[id] {
					t.Fatalf("pair %d-%d (orbit %d) in %v: forbidden or used twice", a, b, id, tables)
				}
				used[id] = true
			}
		}
	}
	slices.Sort(seen)
	for i, x := range seen {
		if i != x {
			t.Fatalf("the tables do not split the 56 points: %v", seen)
		}
	}
	if again, _ := run(context.Background(), 1); fmt.Sprint(again) != fmt.Sprint(tables) {
		t.Errorf("seed 1 twice: %v and %v", tables, again)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, cost := run(ctx, 1); cost == 0 {
		t.Error("cancelled search claims a base round with no repeat")
	}
}

// TestCyclicByBaseRoundSearch: instances where the depth-first search for
// a base round finds none in its first attempts, and the tabu search does
// (56 and 44 players at tables of 4 for 15 and 12 rounds, 40 at tables of
// 5 for 7), are seated with no repeated meeting; the movement validates
// (tables of 5 make no movement: their tables are recounted directly) and
// an independent recount finds no repeat. Before the tabu search they
// ended at 6, 7 and 3 repeated meetings.
func TestCyclicByBaseRoundSearch(t *testing.T) {
	for _, c := range []struct {
		g, k, w int
		what    string
		seeds   []uint64
		long    bool // seconds: only with MOVEGEN_LONG=1
	}{
		{14, 4, 15, "Z_15 acting on 3 classes and 11 fixed players, base round by tabu search", []uint64{1, 2}, false},
		{11, 4, 12, "Z_12 acting on 3 classes and 8 fixed players, base round by tabu search", []uint64{1}, true},
		{8, 5, 7, "Z_7 acting on 5 classes and 5 fixed players, base round by tabu search", []uint64{1}, false},
	} {
		for i, seed := range c.seeds {
			t.Run(fmt.Sprintf("%d-%d-%d/seed%d", c.g, c.k, c.w, seed), func(t *testing.T) {
				if c.long || i > 0 {
					longtest.Skip(t, "another instance or seed of the base-round search")
				}
				t.Parallel()
				checkSolvedBy(t, c.g, c.k, c.w, seed, c.what)
			})
		}
	}
}

// checkSolvedBy solves g tables of k for w rounds with seed and checks
// that the result has no repeated meeting, that its method line contains
// what, and (checkNoRepeatMovement, or checkNoRepeatTables for tables of
// more than 4) an independent recount.
func checkSolvedBy(t *testing.T, g, k, w int, seed uint64, what string) {
	t.Helper()
	res, err := Solve(context.Background(), golfer(g, k, w), Options{Seed: seed, Effort: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Score.Repeats != 0 || !strings.Contains(res.Method.String(), what) {
		t.Fatalf("repeats %d, method %q", res.Score.Repeats, res.Method)
	}
	if k > 4 {
		checkNoRepeatTables(t, res)
	} else {
		checkNoRepeatMovement(t, res)
	}
}

// checkNoRepeatTables recounts res.Tables: every player sits once a
// round, at a table of the problem's size, and no pair sits together
// twice.
func checkNoRepeatTables(t *testing.T, res *Result) {
	t.Helper()
	meet := map[[2]int]bool{}
	for r, round := range res.Tables {
		seen := map[int]bool{}
		for ti, table := range round {
			if len(table) != res.Problem.TableSizes[ti] {
				t.Fatalf("round %d table %d: %v", r+1, ti+1, table)
			}
			for i, a := range table {
				if seen[a] || a < 1 || a > res.Problem.Players {
					t.Fatalf("round %d: player %d twice or unknown", r+1, a)
				}
				seen[a] = true
				for _, b := range table[:i] {
					pair := [2]int{min(a, b), max(a, b)}
					if meet[pair] {
						t.Fatalf("players %d and %d meet twice (round %d)", a, b, r+1)
					}
					meet[pair] = true
				}
			}
		}
		if len(seen) != res.Problem.Players {
			t.Fatalf("round %d seats %d of %d players", r+1, len(seen), res.Problem.Players)
		}
	}
}

// TestConstructionsLeaveTimeToSearch: with a time limit, the
// constructions stop at half of it, so the search still runs when none of
// them works. 44 players at tables of 4 for 14 rounds has no
// construction here, and the tabu search for a base round alone would
// take the whole limit (one worker, to keep the test's CPU at 400 ms).
func TestConstructionsLeaveTimeToSearch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 400*time.Millisecond)
	defer cancel()
	res, err := Solve(ctx, golfer(11, 4, 14), Options{Seed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Moves == 0 || !strings.Contains(res.Method.String(), "tabu search") {
		t.Fatalf("method %q, %d moves: the search did not run", res.Method, res.Moves)
	}
}

// TestNearCyclicStart: when no base round without a repeat is found (30
// players at tables of 5 for 7 rounds, Z_7 acting on 4 classes and 2
// fixed players), the best one found is developed and handed to the
// search, which the method line says.
func TestNearCyclicStart(t *testing.T) {
	longtest.Skip(t, "about 6 CPU-seconds of base-round search")
	res, err := Solve(context.Background(), golfer(6, 5, 7), Options{Seed: 1, Effort: 20_000})
	if err != nil {
		t.Fatal(err)
	}
	want := "cyclic design over Z_7 acting on 4 classes and 2 fixed players, best base round of a tabu search, then tabu search"
	if res.Method.String() != want || res.Score.Repeats == 0 {
		t.Fatalf("method %q, repeats %d; want %q and some repeats", res.Method, res.Score.Repeats, want)
	}
}
