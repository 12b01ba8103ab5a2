package design

import (
	"errors"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// TestWilsonOA: Wilson's construction gives the orders the other
// constructions miss, each array checked pair by pair (Check) and with the
// method named: 5 MOLS of order 58 (the Handbook's N(58) ≥ 5, from GF(8),
// GF(7) and GF(9): 58 = 7·8 + 2), 3 of order 69, 4 of order 86, 6 of
// order 93 (the Handbook's 6); u = 1 and u = 2 both appear.
func TestWilsonOA(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		method string
	}{
		{7, 58, "Wilson 7·8+2"},
		{6, 58, "Wilson 7·8+2"},
		{5, 69, "Wilson 4·17+1"},
		{6, 86, "Wilson 12·7+2"},
		{8, 93, "Wilson 7·13+2"},
	} {
		a, err := OrthogonalArray(c.k, c.n)
		if err != nil {
			t.Errorf("OA(%d,%d): %v", c.k, c.n, err)
			continue
		}
		if err := a.Check(); err != nil {
			t.Errorf("OA(%d,%d): %v", c.k, c.n, err)
		}
		if a.K != c.k || a.N != c.n || a.Method != c.method || !strings.Contains(a.Source, "Wilson") {
			t.Errorf("OA(%d,%d): got OA(%d,%d) by %q (%s), want %q", c.k, c.n, a.K, a.N, a.Method, a.Source, c.method)
		}
	}
}

// TestWithConstantRows: the relabelled array is still orthogonal and its
// first t rows are constant, N−t+s in row s; an array with no two rows
// differing in every column is refused for t = 2.
func TestWithConstantRows(t *testing.T) {
	for _, n := range []int{7, 8, 9} {
		a, err := OrthogonalArray(6, n)
		if err != nil {
			t.Fatal(err)
		}
		for tc := 0; tc <= 2; tc++ {
			b, ok := withConstantRows(a, tc)
			if !ok {
				t.Fatalf("OA(6,%d), %d constant rows: none found", n, tc)
			}
			if err := b.Check(); err != nil {
				t.Errorf("OA(6,%d), %d constant rows: %v", n, tc, err)
			}
			for s := range tc {
				for c, x := range b.Rows[s] {
					if x != n-tc+s {
						t.Errorf("OA(6,%d): row %d column %d holds %d, want %d", n, s, c, x, n-tc+s)
					}
				}
			}
		}
	}
	// OA(3,2): four rows, any two agree somewhere.
	two := OA{K: 3, N: 2, Rows: [][]int{{0, 0, 0}, {0, 1, 1}, {1, 0, 1}, {1, 1, 0}}}
	if _, ok := withConstantRows(two, 2); ok {
		t.Error("OA(3,2) has no two rows that differ in every column, but two were found")
	}
}

// TestMaxMOLSIsBuilt: MaxMOLS claims no more than OrthogonalArray builds,
// for every order up to 100 (150 with MOVEGEN_LONG=1): the planner counts
// Wilson's construction in maxCols before it has found the inner arrays'
// constant rows, so the count must be checked against the arrays
// themselves. One column more is refused with the same maximum.
func TestMaxMOLSIsBuilt(t *testing.T) {
	most := 100
	if longtest.Enabled() {
		most = 150
	}
	for n := 2; n <= most; n++ {
		k := MaxMOLS(n) + 2
		a, err := OrthogonalArray(k, n)
		if err != nil {
			t.Errorf("MaxMOLS(%d) = %d, but OA(%d,%d): %v", n, k-2, k, n, err)
			continue
		}
		if a.K != k || a.N != n {
			t.Errorf("OA(%d,%d): got OA(%d,%d)", k, n, a.K, a.N)
		}
		var ne *NoOAError
		if _, err := OrthogonalArray(k+1, n); !errors.As(err, &ne) || ne.Max != k {
			t.Errorf("OA(%d,%d): err %v, want a NoOAError with Max %d", k+1, n, err, k)
		}
	}
}
