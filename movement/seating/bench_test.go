package seating

import (
	"context"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// golferInstances are the social golfer benchmarks g-s-w: g tables of s
// players for w rounds with nobody meeting twice, each at the best w known
// from the literature (all solvable).
var golferInstances = []struct{ g, s, w int }{
	{5, 3, 7}, {6, 3, 8}, {6, 4, 7}, {6, 5, 6}, {7, 3, 10}, {7, 4, 9}, {7, 5, 5},
	{8, 3, 10}, {8, 4, 9}, {8, 4, 10}, {9, 3, 12}, {9, 4, 11}, {10, 4, 12}, {10, 4, 13},
	// Larger instances reached by the orbit design over Z_17 and the
	// affine spaces AG(3,4) and AG(4,3).
	{13, 4, 17}, {16, 4, 21}, {27, 3, 40},
	// The finite-field resolvable designs (design.Resolvable): KTS(33) by
	// doubling AG(2,4), KTS(87) and KTS(105), KTS(117) by inflating
	// KTS(39), and the resolvable (76,4,1) and (124,4,1) designs.
	{11, 3, 16}, {29, 3, 43}, {35, 3, 52}, {39, 3, 58}, {19, 4, 25}, {31, 4, 41},
	// The orbit family: resolvable 4-GDDs of type 3^16 and 3^20, the
	// nearly Kirkman system of order 72 (type 2^36).
	{12, 4, 15}, {15, 4, 19}, {24, 3, 35},
}

func golfer(g, s, w int) Problem {
	sizes := make([]int, g)
	for i := range sizes {
		sizes[i] = s
	}
	return Problem{Players: g * s, TableSizes: sizes, Rounds: w}
}

// benchGolfer solves each instance with a fixed seed under a time limit
// and reports the repeats left, whether it was solved (solved = 1), whether
// a construction did it with no search move (constructed = 1), and the
// moves per second of the search.
func benchGolfer(b *testing.B, limit time.Duration, searchOnly bool, filter string) {
	for _, in := range golferInstances {
		name := fmt.Sprintf("%d-%d-%d", in.g, in.s, in.w)
		if filter != "" && !strings.Contains(","+filter+",", ","+name+",") {
			continue
		}
		b.Run(name, func(b *testing.B) {
			p := golfer(in.g, in.s, in.w)
			moves, solved, constructed, repeats := 0, 0, 0, 0
			start := time.Now()
			for i := 0; b.Loop(); i++ {
				ctx, cancel := context.WithTimeout(context.Background(), limit)
				res, err := Solve(ctx, p, Options{Seed: uint64(i + 1), Effort: 1 << 40, SearchOnly: searchOnly})
				cancel()
				if err != nil {
					b.Fatal(err)
				}
				moves += res.Moves
				repeats += res.Score.Repeats
				if res.Score.Repeats == 0 {
					solved++
					if res.Moves == 0 {
						constructed++
					}
				}
			}
			el := time.Since(start).Seconds()
			b.ReportMetric(float64(moves)/el, "moves/s")
			b.ReportMetric(float64(repeats)/float64(b.N), "repeats")
			b.ReportMetric(float64(solved)/float64(b.N), "solved")
			b.ReportMetric(float64(constructed)/float64(b.N), "constructed")
		})
	}
}

// BenchmarkGolfer: default method (constructions, then the search) with
// the command's default time limit of 10 s. GOLFER_ONLY=5-3-7,8-4-10
// picks instances.
func BenchmarkGolfer(b *testing.B) {
	benchGolfer(b, 10*time.Second, false, os.Getenv("GOLFER_ONLY"))
}

// BenchmarkGolferSearch: the search alone (--method search), stopped at
// 60 s (GOLFER_LIMIT, such as 30s, overrides).
func BenchmarkGolferSearch(b *testing.B) {
	limit := 60 * time.Second
	if d, err := time.ParseDuration(os.Getenv("GOLFER_LIMIT")); err == nil {
		limit = d
	}
	benchGolfer(b, limit, true, os.Getenv("GOLFER_ONLY"))
}

// cpuTime is the CPU time (user and system) this process has used: on a
// shared machine moves per CPU-second compare runs fairly where moves per
// second of wall time do not.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkMoves measures moves per second of one run of the tabu search on
// 8-4-10 from the greedy start, with the O(1) evaluation from per-round
// sums ("fast") and with the reference evaluation, pair by pair with the
// tabu list read for every candidate ("reference", the evaluation of
// earlier versions). Both offer the same moves at every step, in another
// order (TestFastScanSameAsReference), so the ratio of their moves/s,
// measured in one run, is the speed-up.
func BenchmarkMoves(b *testing.B) {
	for _, in := range []struct{ g, s, w int }{{8, 4, 10}, {10, 4, 13}} {
		for _, ref := range []bool{false, true} {
			name := fmt.Sprintf("%d-%d-%d/fast", in.g, in.s, in.w)
			if ref {
				name = fmt.Sprintf("%d-%d-%d/reference", in.g, in.s, in.w)
			}
			b.Run(name, func(b *testing.B) {
				l, _ := newLayout(golfer(in.g, in.s, in.w))
				bd := l.bounds()
				moves := 0
				start, cpu := time.Now(), cpuTime()
				for b.Loop() {
					s := newState(l, bd)
					w := newRun(s, 1, bd.target())
					w.reference = ref
					s.start(w.rng)
					moves += w.advance(context.Background(), 5000).moves
				}
				b.ReportMetric(float64(moves)/time.Since(start).Seconds(), "moves/s")
				b.ReportMetric(float64(moves)/(cpuTime()-cpu).Seconds(), "moves/cpu-s")
			})
		}
	}
}

// BenchmarkFeasibleStart measures the legal start with circulating sets
// (a matching of players to tables per round) on the largest problem, 512
// players at 128 tables for 128 rounds: the work a stopped --sets search
// still does before it returns.
func BenchmarkFeasibleStart(b *testing.B) {
	l, err := newLayout(Problem{Players: 512, TableSizes: tables(4, 128), Rounds: 128, Sets: true})
	if err != nil {
		b.Fatal(err)
	}
	bd := l.bounds()
	for b.Loop() {
		s := newState(l, bd)
		if !s.feasibleStart(newRun(s, 1, bd.target()).rng) {
			b.Fatal("no legal start")
		}
	}
}

// BenchmarkMovesSets measures moves per CPU-second of one run of the
// search with circulating sets (chain swaps) on 24 players at 6 tables for
// 6 rounds, from the legal start.
func BenchmarkMovesSets(b *testing.B) {
	l, err := newLayout(Problem{Players: 24, TableSizes: tables(4, 6), Rounds: 6, Sets: true})
	if err != nil {
		b.Fatal(err)
	}
	bd := l.bounds()
	moves := 0
	start, cpu := time.Now(), cpuTime()
	for b.Loop() {
		s := newState(l, bd)
		w := newRun(s, 1, bd.target())
		s.start(w.rng)
		moves += w.advance(context.Background(), 1000).moves
	}
	b.ReportMetric(float64(moves)/time.Since(start).Seconds(), "moves/s")
	b.ReportMetric(float64(moves)/(cpuTime()-cpu).Seconds(), "moves/cpu-s")
}
