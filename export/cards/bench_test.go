package cards_test

import (
	"fmt"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/movement/mitchell"
)

// BenchmarkBuild measures cards.Build on Mitchell movements of 30 and 80
// tables (target at 80 tables: under 40 ms and 40 MB an operation).
func BenchmarkBuild(b *testing.B) {
	for _, tables := range []int{30, 80} {
		b.Run(fmt.Sprintf("tables=%d", tables), func(b *testing.B) {
			m, err := mitchell.Generate(mitchell.Options{Tables: tables, Even: mitchell.Skip})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := cards.Build(m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
