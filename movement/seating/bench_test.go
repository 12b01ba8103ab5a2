package seating

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// golferInstances are the social golfer benchmarks g-s-w: g tables of s
// players for w rounds with nobody meeting twice. All are known to be
// solvable.
var golferInstances = []struct{ g, s, w int }{
	{4, 4, 5}, {5, 3, 7}, {5, 4, 5}, {5, 5, 6}, {6, 3, 8},
	{6, 4, 7}, {7, 3, 10}, {7, 4, 9}, {8, 4, 9}, {8, 4, 10},
}

func golfer(g, s, w int) Problem {
	sizes := make([]int, g)
	for i := range sizes {
		sizes[i] = s
	}
	return Problem{Players: g * s, TableSizes: sizes, Rounds: w}
}

// BenchmarkGolfer solves each instance with a fixed seed and reports the
// moves per second and whether a schedule with no repeat was found
// (solved = 1). Run with -benchmem; scripts/golfer.sh prints a table.
func BenchmarkGolfer(b *testing.B) {
	for _, in := range golferInstances {
		b.Run(fmt.Sprintf("%d-%d-%d", in.g, in.s, in.w), func(b *testing.B) {
			p := golfer(in.g, in.s, in.w)
			moves, solved := 0, 0
			start := time.Now()
			for i := 0; b.Loop(); i++ {
				res, err := Solve(context.Background(), p, Options{Seed: uint64(i + 1), Effort: 4_000_000})
				if err != nil {
					b.Fatal(err)
				}
				moves += res.Moves
				if res.Score.Repeats == 0 {
					solved++
				}
			}
			el := time.Since(start).Seconds()
			b.ReportMetric(float64(moves)/el, "moves/s")
			b.ReportMetric(float64(solved)/float64(b.N), "solved")
		})
	}
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
				start := time.Now()
				for b.Loop() {
					s := newState(l, bd)
					w := newRun(s, 1, bd.target())
					w.reference = ref
					s.start(w.rng)
					moves += w.advance(context.Background(), 5000).moves
				}
				b.ReportMetric(float64(moves)/time.Since(start).Seconds(), "moves/s")
			})
		}
	}
}
