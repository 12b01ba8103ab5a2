package schedules

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

func TestScratch(t *testing.T) {
	for _, n := range []int{22, 7, 15, 9, 13, 20, 12, 10, 16, 6} {
		for _, k := range []int{4, 3} {
			for _, meth := range []preferans.Method{preferans.Rotation, preferans.Field, preferans.Rest, preferans.ExtraMove} {
				t0 := time.Now()
				res, err := preferans.Generate(context.Background(), preferans.Options{Players: n, Seats: k, Method: meth})
				if err != nil {
					continue
				}
				m := res.Movement
				rep := movement.Analyze(m)
				fmt.Println(n, k, meth, res.Method, res.Layout, res.Perfect, m.Tables, m.Rounds, m.Sets, m.BoardsPerSet, rep.Verdict, rep.Summary.BalanceIndex, time.Since(t0))
			}
		}
	}
}
