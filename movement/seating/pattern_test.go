package seating

import (
	"context"
	"reflect"
	"testing"
	"time"
)

// TestPatternable: the pattern search takes the instances in which
// everybody meets everybody exactly once and λ = k(k−1)/(g−1) is whole.
func TestPatternable(t *testing.T) {
	for _, c := range []struct {
		p    Problem
		want bool
	}{
		{golfer(7, 4, 9), true},
		{golfer(7, 3, 10), true},
		{golfer(13, 4, 17), true},
		{golfer(7, 4, 8), false},   // slack: not every pair must meet
		{golfer(5, 3, 7), false},   // λ = 6/4
		{golfer(10, 4, 13), false}, // λ = 12/9
		{golfer(6, 6, 7), false},   // AG(2,6) does not exist: perfect is impossible
		{golfer(11, 6, 13), false}, // more than patternPlayers players
		{golfer(4, 4, 5), true},    // AG(2,4): every table draws from every group
		{Problem{Players: 28, TableSizes: tables(4, 7), Rounds: 9, Lines: true}, false},
		{Problem{Players: 29, TableSizes: tables(4, 7), Rounds: 9}, false}, // a rest
	} {
		l, err := newLayout(c.p)
		if err != nil {
			t.Fatal(err)
		}
		if got := l.patternable(l.bounds()); got != c.want {
			t.Errorf("%d players %v for %d rounds: patternable %v, want %v", c.p.Players, c.p.TableSizes, c.p.Rounds, got, c.want)
		}
	}
}

// TestNewPattern: a fresh pattern seats round 1 in order, every later
// round has k players of k different groups at each table, and over the
// later rounds every two groups share a table k² times, so the pattern is
// the 2-(g,k,λ) design the method line names; for every instance the
// pattern search takes on that is not an affine plane.
func TestNewPattern(t *testing.T) {
	for _, p := range []Problem{golfer(7, 4, 9), golfer(7, 3, 10), golfer(13, 4, 17)} {
		checkNewPattern(t, p)
	}
}

func checkNewPattern(t *testing.T, p Problem) {
	t.Helper()
	l, err := newLayout(p)
	if err != nil {
		t.Fatal(err)
	}
	b := l.bounds()
	w := newPatternRun(l, b, 3, b.target())
	if !w.newPattern(context.Background()) {
		t.Fatal("no pattern")
	}
	n, g, k := w.n, w.g, w.k
	shared := make([]int, g*g)
	for r := range w.rounds {
		size := make([]int, g)
		group := make([]int, g*g) // group[t·g+h]: players of group h at table t
		for p := range n {
			tb := int(w.tab[r*n+p])
			size[tb]++
			group[tb*g+p/k]++
			if r == 0 && tb != p/k {
				t.Fatalf("round 1 seats %d at table %d", p, tb)
			}
		}
		for tb := range g {
			if size[tb] != k {
				t.Fatalf("round %d table %d has %d players", r+1, tb+1, size[tb])
			}
			if r == 0 {
				continue
			}
			for h := range g {
				if group[tb*g+h] > 1 {
					t.Fatalf("round %d table %d holds group %d twice", r+1, tb+1, h)
				}
				for h2 := range h {
					shared[h*g+h2] += group[tb*g+h] * group[tb*g+h2]
				}
			}
		}
	}
	for h := range g {
		for h2 := range h {
			if shared[h*g+h2] != k*k {
				t.Fatalf("groups %d and %d share %d tables, want %d", h, h2, shared[h*g+h2], k*k)
			}
		}
	}
}

// TestSearchAloneSolves749: the search alone (no construction) seats 28
// players at 7 tables of 4 for 9 rounds, everybody meeting everybody
// exactly once, within the default move budget, and the same seed gives
// the same schedule on one worker or two.
func TestSearchAloneSolves749(t *testing.T) {
	const want = "tabu search within one pattern: in every later round each table takes its players from the round-1 tables named by one block of a 2-(7,4,2) design, found by annealing"
	var first *Result
	for _, workers := range []int{1, 2} {
		res, err := Solve(context.Background(), golfer(7, 4, 9), Options{Seed: 1, SearchOnly: true, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		if res.Score.Repeats != 0 || !res.Optimal || res.Method.String() != want {
			t.Fatalf("repeats %d after %d moves, optimal %v, method %q", res.Score.Repeats, res.Moves, res.Optimal, res.Method)
		}
		checkNoRepeatMovement(t, res)
		if first == nil {
			first = res
			t.Logf("7-4-9 solved by the search alone in %d moves", res.Moves)
		} else if !reflect.DeepEqual(first.Tables, res.Tables) || first.Moves != res.Moves {
			t.Fatal("the schedule depends on the number of workers")
		}
	}
}

// TestSearchAloneSolves7310: the same for 21 players at 7 tables of 3
// for 10 rounds (a Kirkman triple system of order 21).
func TestSearchAloneSolves7310(t *testing.T) {
	res, err := Solve(context.Background(), golfer(7, 3, 10), Options{Seed: 1, SearchOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Score.Repeats != 0 {
		t.Fatalf("repeats %d after %d moves", res.Score.Repeats, res.Moves)
	}
	checkNoRepeatMovement(t, res)
}

// TestPatternSearchHonoursContext: 13-4-17 is not solved in 200 ms; the
// search stops soon after the deadline with its best so far.
func TestPatternSearchHonoursContext(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	res, err := Solve(ctx, golfer(13, 4, 17), Options{Seed: 1, Effort: 1 << 40, SearchOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	// A generous bound, for a busy machine: only a search that ignores
	// the deadline fails it. The figure is logged.
	d := time.Since(start)
	t.Logf("returned %v after the start (deadline 200 ms)", d)
	if d > 30*time.Second {
		t.Fatalf("took %v after a 200 ms deadline", d)
	}
	if !res.Interrupted || len(res.Tables) != 17 {
		t.Fatalf("interrupted %v, %d rounds", res.Interrupted, len(res.Tables))
	}
}

// TestPatternMethodAffine: when there are as many tables as players at a
// table (25 players at 5 tables of 5 for 6 rounds, the affine plane of
// order 5), the pattern is every group at every table, and the method
// line says so instead of naming a trivial design; the search alone
// finds a schedule with no repeat.
func TestPatternMethodAffine(t *testing.T) {
	res, err := Solve(context.Background(), golfer(5, 5, 6), Options{Seed: 1, SearchOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	const want = "tabu search within round 1's tables as groups: in every later round each table takes one player from each round-1 table"
	if res.Method.String() != want || res.Score.Repeats != 0 {
		t.Fatalf("method %q, repeats %d", res.Method, res.Score.Repeats)
	}
	checkNoRepeatTables(t, res)
}
