package seating

import (
	"context"
	"testing"
)

func BenchmarkProf638(b *testing.B) {
	p := golfer(6, 3, 8)
	for b.Loop() {
		Solve(context.Background(), p, Options{Seed: 7, Effort: 200000, Workers: 1})
	}
}
