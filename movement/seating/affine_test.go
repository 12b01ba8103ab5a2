package seating

import (
	"context"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement/design"
)

// TestAffineSpaceResolution: the lines of AG(d,q) form (q^d−1)/(q−1)
// parallel classes of q^(d−1) lines of q points, and every pair of points
// is on exactly one line (checked by counting, for AG(3,2), AG(3,3),
// AG(3,4), AG(4,3) and AG(3,5)).
func TestAffineSpaceResolution(t *testing.T) {
	for _, c := range []struct{ q, d int }{{2, 3}, {3, 3}, {4, 3}, {3, 4}, {5, 3}} {
		t.Run(fmt.Sprintf("AG(%d,%d)", c.d, c.q), func(t *testing.T) {
			f, err := design.NewField(c.q)
			if err != nil {
				t.Fatal(err)
			}
			n := 1
			for range c.d {
				n *= c.q
			}
			classes := affineSpace(f, c.d)
			if want := (n - 1) / (c.q - 1); len(classes) != want {
				t.Fatalf("%d classes, want %d", len(classes), want)
			}
			meet := make([]int, n*n)
			for ci, class := range classes {
				seen := make([]bool, n)
				if len(class) != n/c.q {
					t.Fatalf("class %d: %d lines", ci, len(class))
				}
				for _, line := range class {
					if len(line) != c.q {
						t.Fatalf("class %d: line %v", ci, line)
					}
					for i, a := range line {
						if seen[a] {
							t.Fatalf("class %d: point %d twice", ci, a)
						}
						seen[a] = true
						for _, b := range line[:i] {
							meet[a*n+b]++
							meet[b*n+a]++
						}
					}
				}
			}
			for a := range n {
				for b := range a {
					if meet[a*n+b] != 1 {
						t.Fatalf("points %d and %d on %d lines", a, b, meet[a*n+b])
					}
				}
			}
		})
	}
}

// TestAffineSpaceSeating: 81 players at tables of 3 for 40 rounds, 64 at
// tables of 4 for 21 and 125 at tables of 5 for 31 (the social-golfer
// bound, every pair meeting exactly once) are seated by AG(d,q) with no
// repeated meeting and no search move; the movement validates (tables of
// 3 and 4; tables of 5 make no movement, so their tables are recounted).
func TestAffineSpaceSeating(t *testing.T) {
	for _, c := range []struct{ g, s, w int }{{27, 3, 40}, {16, 4, 21}, {25, 5, 31}, {16, 4, 12}} {
		t.Run(fmt.Sprintf("%d-%d-%d", c.g, c.s, c.w), func(t *testing.T) {
			res, err := Solve(context.Background(), golfer(c.g, c.s, c.w), Options{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if res.Score.Repeats != 0 || res.Moves != 0 || res.Method.String()[:15] != "affine space AG" {
				t.Fatalf("repeats %d after %d moves by %q", res.Score.Repeats, res.Moves, res.Method)
			}
			if c.s > 4 {
				meet := map[[2]int]int{}
				for _, round := range res.Tables {
					for _, table := range round {
						for i, a := range table {
							for _, b := range table[:i] {
								if meet[[2]int{min(a, b), max(a, b)}]++; meet[[2]int{min(a, b), max(a, b)}] > 1 {
									t.Fatalf("%d and %d meet twice", a, b)
								}
							}
						}
					}
				}
				return
			}
			checkNoRepeatMovement(t, res)
		})
	}
}
