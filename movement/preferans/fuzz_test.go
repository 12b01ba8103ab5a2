package preferans

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement"
)

// FuzzGenerate feeds Generate arbitrary requests: it must either refuse
// with a request error or return a valid movement whose instructions
// reproduce it, and never panic.
func FuzzGenerate(f *testing.F) {
	f.Add(7, 4, 0, 0, "auto")
	f.Add(0, 0, 13, 0, "auto")
	f.Add(8, 3, 0, 5, "field")
	f.Add(6, 4, 0, 0, "extra-move")
	f.Add(0, 3, 10, 0, "rest")
	f.Add(-3, 7, 2, -1, "spiral")
	f.Fuzz(func(t *testing.T, tables, seats, players, rounds int, method string) {
		if tables > 40 || players > 160 { // keep each run fast
			return
		}
		res, err := Generate(context.Background(), Options{Tables: tables, Seats: seats, Players: players, Rounds: rounds, Method: Method(method)})
		if err != nil {
			if !IsRequestError(err) {
				t.Fatalf("internal error: %v", err)
			}
			return
		}
		if probs := movement.Validate(res.Movement); !probs.Valid() {
			t.Fatalf("invalid movement: %v", probs)
		}
		g, err := Instructions(res.Movement)
		if err != nil {
			t.Fatal(err)
		}
		s := SeatingOf(res.Movement, 1)
		for r := 1; r < res.Movement.Rounds; r++ {
			if s, err = g.Follow(s, r); err != nil {
				t.Fatal(err)
			}
		}
	})
}
