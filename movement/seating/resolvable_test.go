package seating

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestResolvableDesigns: instances that only the finite-field resolvable
// designs reach (the cyclic and orbit searches found none in 10 s) are
// solved at once with default options: no repeated meeting by an
// independent recount of the movement, Validate clean, no search move,
// the method line naming the construction. Fewer rounds than the design
// has take its first classes; the seed renumbers the players.
func TestResolvableDesigns(t *testing.T) {
	cases := []struct {
		g, k, w int
		method  string
	}{
		{11, 3, 16, "KTS(33) from a (16,4,1) design"},
		{29, 3, 43, "KTS(87) over GF(43) and one fixed player"},
		{31, 3, 46, "KTS(93) over GF(31) × Z_3"},
		{33, 3, 49, "KTS(99) over GF(49)"},
		{35, 3, 52, "KTS(105) from a (52,4,1) design"},
		{19, 4, 25, "resolvable (76,4,1) design over GF(25)"},
		{22, 4, 29, "resolvable (88,4,1) design over GF(29)"},
		{31, 4, 41, "resolvable (124,4,1) design over GF(41)"},
		{19, 4, 7, "resolvable (76,4,1) design over GF(25)"},
		{39, 3, 58, "resolvable (117,3,1) design from a resolvable (39,3,1) design, each player made 3"},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%d-%d-%d", c.g, c.k, c.w), func(t *testing.T) {
			var first [][][]int
			for _, seed := range []uint64{1, 2} {
				res, err := Solve(context.Background(), golfer(c.g, c.k, c.w), Options{Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				if res.Score.Repeats != 0 || !res.Optimal || res.Moves != 0 || !strings.Contains(res.Method.String(), c.method) {
					t.Fatalf("seed %d: repeats %d, optimal %v, %d moves, method %q", seed, res.Score.Repeats, res.Optimal, res.Moves, res.Method)
				}
				checkNoRepeatMovement(t, res)
				if first == nil {
					first = res.Tables
				} else if fmt.Sprint(first) == fmt.Sprint(res.Tables) {
					t.Error("seeds 1 and 2 seat the players alike")
				}
			}
		})
	}
}
