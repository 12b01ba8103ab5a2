package design

import (
	"fmt"
	"slices"
)

// AffinePlane returns the resolution of the affine plane AG(2,q) over f:
// q+1 parallel classes, each a partition of the q² points into q lines of q
// points. Any two points lie on exactly one common line, so using the
// classes as rounds and the lines as tables seats q² players at q tables of
// q for up to q+1 rounds with no two players together twice.
//
// Point (x, y) is numbered x·q + y. Class 0 holds the "vertical" lines
// x = c, so its line c is the points c·q … c·q+q-1; class m+1 (m in GF(q))
// holds the lines y = m·x + c. Line c of every class is the one through
// (0, c) (through (c, 0) in class 0), and the points of a line are listed in
// increasing order.
func AffinePlane(f *Field) [][][]int {
	q := f.Order()
	classes := make([][][]int, 0, q+1)
	vertical := make([][]int, q)
	for c := range q {
		line := make([]int, q)
		for y := range q {
			line[y] = c*q + y
		}
		vertical[c] = line
	}
	classes = append(classes, vertical)
	for m := range q {
		class := make([][]int, q)
		for c := range q {
			line := make([]int, q)
			for x := range q {
				y := f.Add(f.Mul(m, x), c)
				line[x] = x*q + y
			}
			slices.Sort(line)
			class[c] = line
		}
		classes = append(classes, class)
	}
	return classes
}

// AffineResolution is AffinePlane for the field of order q; it fails when
// no such field exists (q is not a prime power, or too large).
func AffineResolution(q int) ([][][]int, error) {
	f, err := NewField(q)
	if err != nil {
		return nil, fmt.Errorf("affine plane of order %d: %w", q, err)
	}
	return AffinePlane(f), nil
}
