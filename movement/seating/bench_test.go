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
