package design

import (
	"fmt"
	"slices"
)

// Wilson's construction with one-point truncated groups (R. M. Wilson,
// "Concerning the number of mutually orthogonal Latin squares", Discrete
// Math. 9 (1974) 181–198; Handbook of Combinatorial Designs, 2nd ed.,
// §III.3.6): if an OA(k+u, m), an OA(k, r), an OA(k, r+1) and, for u = 2,
// an OA(k, r+2) with two rows that differ in every column exist, then an
// OA(k, r·m+u) exists, u = 1 or 2. It gives, for example, 5 MOLS of order
// 58 = 7·8 + 2 (from GF(8), GF(7) and GF(9)), as in the Handbook's table.
//
// Read as a transversal design, the OA(k+u, m) is a set of blocks on k+u
// groups of m points; its last u groups are cut to one point each, h_0
// and h_1. Each point of the first k groups becomes r points; h_i becomes
// one point in each of the k new groups. On every block an OA(k, r+t) is
// laid, t the number of h points the block keeps, its last t symbols
// standing for them; its t constant rows (one for each h point, all its
// symbols that point) are left out, and instead each h point gets one row
// of its own. Every two points of different new groups then meet in
// exactly one row.

// wilsonOA builds the OA(k, r·m+u) from big, an OA(k+u, m), and inner[t],
// an OA(k, r+t) for t = 0..u whose rows with index 0..t-1 are constant:
// row s holds r+s in every column (see withConstantRows).
func wilsonOA(k, m, r, u int, big OA, inner []OA) (OA, error) {
	if big.K < k+u || big.N != m || len(inner) != u+1 {
		return OA{}, fmt.Errorf("wilson OA(%d,%d·%d+%d): wrong ingredients", k, r, m, u)
	}
	n := r*m + u
	rows := make([][]int, 0, n*n)
	var holes []int // the h points a block keeps, by index
	for _, b := range big.Rows {
		holes = holes[:0]
		for i := range u {
			if b[k+i] == 0 {
				holes = append(holes, i)
			}
		}
		t := len(holes)
		in := inner[t]
		if in.K < k || in.N != r+t {
			return OA{}, fmt.Errorf("wilson OA(%d,%d·%d+%d): inner array OA(%d,%d), want OA(%d,%d)", k, r, m, u, in.K, in.N, k, r+t)
		}
		for _, ir := range in.Rows[t:] { // the constant rows are the h points' own
			row := make([]int, k)
			for c := range k {
				if x := ir[c]; x < r {
					row[c] = b[c]*r + x
				} else {
					row[c] = r*m + holes[x-r]
				}
			}
			rows = append(rows, row)
		}
	}
	for i := range u {
		row := make([]int, k)
		for c := range row {
			row[c] = r*m + i
		}
		rows = append(rows, row)
	}
	return OA{K: k, N: n, Rows: rows,
		Method: fmt.Sprintf("Wilson %d·%d+%d", r, m, u),
		Source: "Wilson's construction with truncated groups (Wilson 1974; Handbook of Combinatorial Designs §III.3)"}, nil
}

// withConstantRows returns a, an OA(k, N), relabelled (each column by its
// own permutation of the symbols) and reordered so that its first t rows
// are constant, row s holding N−t+s in every column. It needs t rows of a
// that differ pairwise in every column; for t ≤ 1 any row will do. It
// returns false when it finds no such rows.
func withConstantRows(a OA, t int) (OA, bool) {
	if t == 0 {
		return a, true
	}
	pick := []int{0}
	if t == 2 {
		pick = nil
	search:
		for i, x := range a.Rows {
			for j := i + 1; j < len(a.Rows); j++ {
				if disjointRows(x, a.Rows[j]) {
					pick = []int{i, j}
					break search
				}
			}
		}
		if pick == nil {
			return OA{}, false
		}
	} else if t > 2 {
		return OA{}, false
	}
	n := a.N
	perms := make([][]int, a.K) // perms[c][old] = new
	for c := range a.K {
		m := make([]int, n)
		for x := range m {
			m[x] = x
		}
		for s, ri := range pick {
			// Map the row's symbol to n−t+s by swapping it with the
			// symbol mapped there now; the picked rows differ in this
			// column, so an earlier row's symbol is never moved again.
			old, want := a.Rows[ri][c], n-t+s
			x0 := slices.Index(m, want)
			m[old], m[x0] = m[x0], m[old]
		}
		perms[c] = m
	}
	rows := make([][]int, 0, len(a.Rows))
	for _, ri := range pick {
		rows = append(rows, relabel(a.Rows[ri], perms))
	}
	for i, r := range a.Rows {
		if !slices.Contains(pick, i) {
			rows = append(rows, relabel(r, perms))
		}
	}
	out := a
	out.Rows = rows
	return out, true
}

// disjointRows reports whether two rows differ in every column.
func disjointRows(x, y []int) bool {
	for c := range x {
		if x[c] == y[c] {
			return false
		}
	}
	return true
}

// relabel applies the column permutations to a row.
func relabel(row []int, perms [][]int) []int {
	out := make([]int, len(row))
	for c, x := range row {
		out[c] = perms[c][x]
	}
	return out
}
