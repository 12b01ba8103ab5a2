package preferans

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkGenerate times generating and validating each done-when scheme
// (Generate always runs movement.Validate). The target is under 10 ms each.
func BenchmarkGenerate(b *testing.B) {
	for _, o := range []Options{
		{Tables: 5}, {Tables: 7}, {Tables: 11}, {Tables: 13}, {Tables: 25},
		{Tables: 8}, {Tables: 9}, {Tables: 16},
		{Tables: 4, Seats: 3}, {Tables: 5, Seats: 3}, {Tables: 7, Seats: 3}, {Tables: 8, Seats: 3},
		{Players: 13}, {Players: 9}, {Players: 7, Seats: 3}, {Players: 13, Seats: 3},
		// Rest schemes whose sets needed a deeper look (restsets.go).
		{Players: 17}, {Players: 41}, {Players: 49}, {Players: 53}, {Players: 19, Seats: 3}, {Players: 43, Seats: 3},
	} {
		name := fmt.Sprintf("tables=%d/seats=%d", o.Tables, o.Seats)
		if o.Players > 0 {
			name = fmt.Sprintf("players=%d/seats=%d", o.Players, o.Seats)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Generate(context.Background(), o); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkInstructions times reading the cards off the largest rotation.
func BenchmarkInstructions(b *testing.B) {
	res, err := Generate(context.Background(), Options{Tables: 25})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Instructions(res.Movement); err != nil {
			b.Fatal(err)
		}
	}
}
