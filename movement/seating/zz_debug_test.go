package seating

import (
	"context"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestZZDebug(t *testing.T) {
	for _, sz := range [][]int{{4, 4, 4, 4, 3, 3}, {4, 3, 3, 3}, {4,4,3}, {4,4,4,3}} {
		n := 0
		for _, k := range sz { n += k }
		for _, eff := range []int{3000, 30000, 300000} {
			for seed := uint64(1); seed <= 3; seed++ {
				p := Problem{Players: n, TableSizes: sz, Rounds: len(sz), Sets: true, Game: movement.Preferans}
				res, err := Solve(context.Background(), p, Options{Seed: seed, Effort: eff, Restarts: 1, Workers: 1})
				if err != nil {
					t.Fatal(err)
				}
				_, err = res.Movement()
				fmt.Println(sz, eff, seed, res.Score, res.Moves, err)
			}
		}
	}
}
