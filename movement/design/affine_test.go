package design

import (
	"fmt"
	"testing"
)

// TestAffinePlaneIsResolvable checks the defining properties of AG(2,q):
// every class partitions the points into lines of q, and every two points
// share exactly one line over all classes.
func TestAffinePlaneIsResolvable(t *testing.T) {
	for _, q := range []int{2, 3, 4, 5, 7, 8, 9, 11, 16} {
		t.Run(fmt.Sprint(q), func(t *testing.T) {
			classes, err := AffineResolution(q)
			if err != nil {
				t.Fatal(err)
			}
			if len(classes) != q+1 {
				t.Fatalf("%d classes, want %d", len(classes), q+1)
			}
			n := q * q
			together := make([]int, n*n)
			for ci, class := range classes {
				seen := make([]bool, n)
				if len(class) != q {
					t.Fatalf("class %d has %d lines, want %d", ci, len(class), q)
				}
				for li, line := range class {
					if len(line) != q {
						t.Fatalf("class %d line %d has %d points, want %d", ci, li, len(line), q)
					}
					for i, a := range line {
						if a < 0 || a >= n || seen[a] {
							t.Fatalf("class %d: point %d out of range or repeated", ci, a)
						}
						seen[a] = true
						if i > 0 && line[i-1] >= a {
							t.Fatalf("class %d line %d not increasing: %v", ci, li, line)
						}
						for _, b := range line[:i] {
							together[a*n+b]++
							together[b*n+a]++
						}
					}
				}
			}
			for a := range n {
				for b := range n {
					if a != b && together[a*n+b] != 1 {
						t.Fatalf("points %d and %d share %d lines, want 1", a, b, together[a*n+b])
					}
				}
			}
		})
	}
}

func TestAffineResolutionRejectsNonPrimePowers(t *testing.T) {
	for _, q := range []int{6, 10, 12} {
		if _, err := AffineResolution(q); err == nil {
			t.Errorf("AffineResolution(%d) succeeded; want an error (no field of order %d)", q, q)
		}
	}
}

// The affine plane of order 3 seats 9 players at 3 tables of 3 for 4
// rounds, nobody together twice.
func ExampleAffineResolution() {
	classes, _ := AffineResolution(3)
	for r, class := range classes {
		fmt.Println("round", r+1, class)
	}
	// Output:
	// round 1 [[0 1 2] [3 4 5] [6 7 8]]
	// round 2 [[0 3 6] [1 4 7] [2 5 8]]
	// round 3 [[0 4 8] [1 5 6] [2 3 7]]
	// round 4 [[0 5 7] [1 3 8] [2 4 6]]
}
