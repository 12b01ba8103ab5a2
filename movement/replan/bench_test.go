package replan_test

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement/replan"
)

// BenchmarkRealCases re-plans each case of the issue with the default
// effort: the target is under 5 s a case.
func BenchmarkRealCases(b *testing.B) {
	for _, tc := range realCases() {
		b.Run(tc.name, func(b *testing.B) {
			m := tc.m(b)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := replan.Replan(context.Background(), m, tc.opt); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
