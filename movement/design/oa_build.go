package design

import (
	"fmt"
)

// OrthogonalArray returns an OA(k, n), that is k-2 mutually orthogonal
// Latin squares of order n, built by the first construction that reaches k
// columns, in this order:
//
//  1. the finite field GF(n) when n is a prime power (up to n+1 columns);
//  2. the cyclic group Z_n, rows (x, y, x+y, x+2y, …, x+(p-1)y) with p
//     the least prime factor of n (up to p+1 columns);
//  3. a direct (MacNeish/Kronecker) product OA(k,a) × OA(k,b) with
//     a·b = n, smallest a first;
//  4. published data: difference matrices, quasi-difference matrices and
//     explicit squares (see oa_data.go for the sources);
//  5. Wilson's construction OA(k, r·m+u) from OA(k+u, m) and OA(k, r),
//     OA(k, r+1), …, OA(k, r+u), u = 1 or 2 (oa_wilson.go).
//
// A wider array is truncated to its first k columns. Every array is
// verified with Check before it is returned; a failure there is an
// internal error, never a wrong array. When no construction reaches k the
// error is a *NoOAError wrapping ErrNoOA, saying whether the array is
// impossible or merely unknown. k < 2, n < 1 or n > MaxOAOrder give an
// error wrapping ErrOARange.
func OrthogonalArray(k, n int) (OA, error) {
	if k < 2 || n < 1 || n > MaxOAOrder {
		return OA{}, fmt.Errorf("OA(%d,%d): need k ≥ 2 and 1 ≤ n ≤ %d: %w", k, n, MaxOAOrder, ErrOARange)
	}
	p := newPlanner()
	pl := p.plan(k, n)
	if pl == nil {
		lower, _ := KnownMOLS(n)
		return OA{}, &NoOAError{K: k, N: n, Max: p.maxCols(n), Impossible: MOLSExistence(k-2, n) == Impossible, Known: lower}
	}
	a, err := pl.build(k)
	if err != nil {
		return OA{}, fmt.Errorf("internal error: OA(%d,%d) by %s: %w", k, n, pl.method, err)
	}
	if a.K > k {
		a = a.Truncate(k)
	}
	if err := a.Check(); err != nil {
		return OA{}, fmt.Errorf("internal error: OA(%d,%d) by %s: %w", k, n, pl.method, err)
	}
	return a, nil
}

// MaxMOLS returns how many mutually orthogonal Latin squares of order n
// OrthogonalArray can build: the largest k with OrthogonalArray(k, n)
// succeeding, minus 2. It is 0 for n < 2 or n > MaxOAOrder.
func MaxMOLS(n int) int {
	if n < 2 || n > MaxOAOrder {
		return 0
	}
	return newPlanner().maxCols(n) - 2
}

// Existence classifies a question "do m MOLS of order n exist?".
type Existence int

const (
	// Unknown: neither a construction nor a non-existence proof is known.
	Unknown Existence = iota
	// Exists: the literature knows a construction (m ≤ KnownMOLS(n)).
	Exists
	// Impossible: m > n-1 (n ≥ 2), or m ≥ 2 for n = 6 (Tarry 1900).
	Impossible
)

// String returns "exists", "impossible" or "unknown".
func (e Existence) String() string {
	switch e {
	case Exists:
		return "exists"
	case Impossible:
		return "impossible"
	}
	return "unknown"
}

// MOLSExistence says whether m mutually orthogonal Latin squares of order
// n ≥ 2 are known to exist, known not to exist, or neither (for example 3
// MOLS of order 10, 4 MOLS of order 22). Non-existence is proved only for
// m > n-1 (at most n-1 MOLS of order n exist) and for order 6.
func MOLSExistence(m, n int) Existence {
	if m <= 0 {
		return Exists
	}
	if n < 2 || m > n-1 || (n == 6 && m >= 2) {
		return Impossible
	}
	if lower, _ := KnownMOLS(n); m <= lower {
		return Exists
	}
	return Unknown
}

// handbookMOLS[n] is the lower bound N(n) on the number of MOLS of order n
// for 2 ≤ n < 100, as in the table of the Handbook of Combinatorial Designs
// (2nd ed., Colbourn & Dinitz 2007, chapter III.3, the table of lower
// bounds on N(n) for n < 10000) reproduced by
// SageMath's MOLS_table (src/sage/combinat/designs/latin_squares.py), with
// its two later improvements: N(14) ≥ 4 (D. T. Todorov, J. Combin. Des.
// 20 (2012) 363–367) and N(18) ≥ 5 (R. J. R. Abel, J. Combin. Des. 2013).
// Index 0 and 1 are unused.
var handbookMOLS = [100]int{
	0, 0, 1, 2, 3, 4, 1, 6, 7, 8, 2, 10, 5, 12, 4, 4, 15, 16, 5, 18,
	4, 5, 3, 22, 7, 24, 4, 26, 5, 28, 4, 30, 31, 5, 4, 5, 8, 36, 4, 5,
	7, 40, 5, 42, 5, 6, 4, 46, 8, 48, 6, 5, 5, 52, 5, 6, 7, 7, 5, 58,
	5, 60, 5, 6, 63, 7, 5, 66, 5, 6, 6, 70, 7, 72, 5, 7, 6, 6, 6, 78,
	9, 80, 8, 82, 6, 6, 6, 6, 7, 88, 6, 7, 6, 6, 6, 6, 7, 96, 6, 8,
}

// KnownMOLS returns the literature's lower bound N(n) on the number of
// mutually orthogonal Latin squares of order n, and where it comes from.
// For 2 ≤ n < 100 it is the Handbook table (with the 2012/2013 updates for
// 14 and 18); for larger prime powers q it is q-1; otherwise it is the
// larger of the product bound min(N(a), N(b)) over n = a·b (MacNeish) and
// what OrthogonalArray builds from published data: a true lower bound that
// the Handbook may exceed. It returns 0, "" for n < 2.
func KnownMOLS(n int) (lower int, source string) {
	switch {
	case n < 2:
		return 0, ""
	case n == 14:
		return 4, "Todorov, J. Combin. Des. 20 (2012) 363–367"
	case n == 18:
		return 5, "Abel, J. Combin. Des. 2013 (five MOLS of orders 18 and 60)"
	case n == 6:
		return 1, "Tarry 1900: no two orthogonal Latin squares of order 6"
	case n < len(handbookMOLS):
		if _, _, ok := PrimePower(n); ok {
			return n - 1, fmt.Sprintf("GF(%d): a complete set of %d MOLS", n, n-1)
		}
		return handbookMOLS[n], "Handbook of Combinatorial Designs, 2nd ed., §III.3 table of N(n)"
	}
	if _, _, ok := PrimePower(n); ok {
		return n - 1, fmt.Sprintf("GF(%d): a complete set of %d MOLS", n, n-1)
	}
	best := 1
	for a := 2; a*a <= n; a++ {
		if n%a == 0 {
			la, _ := KnownMOLS(a)
			lb, _ := KnownMOLS(n / a)
			best = max(best, min(la, lb))
		}
	}
	if m := MaxMOLS(n); m > best {
		return m, "published construction built by OrthogonalArray (Handbook of Combinatorial Designs §III.3)"
	}
	return best, "product bound N(ab) ≥ min(N(a), N(b)) (MacNeish 1922)"
}

// plan is a recipe for an OA of order n with cols columns.
type plan struct {
	n, cols int
	kind    planKind
	method  string
	build   func(k int) (OA, error) // at least k columns (k ≤ cols)
}

type planKind int

const (
	kindField planKind = iota
	kindCyclic
	kindProduct
	kindData
	kindWilson
)

// planner chooses constructions; it memoises the widest array per order.
type planner struct {
	widest map[int]int
}

func newPlanner() *planner { return &planner{widest: map[int]int{}} }

// direct returns the constructions for order n that need no smaller array
// (field, cyclic group, published data), in order of preference.
func (p *planner) direct(n int) []plan {
	var out []plan
	if _, _, ok := PrimePower(n); ok && n <= MaxFieldOrder {
		out = append(out, plan{n: n, cols: n + 1, kind: kindField, method: fmt.Sprintf("GF(%d)", n), build: func(k int) (OA, error) { return fieldOA(n, k) }})
	}
	if n >= 2 {
		pf := leastPrimeFactor(n)
		out = append(out, plan{n: n, cols: pf + 1, kind: kindCyclic, method: fmt.Sprintf("cyclic Z_%d", n), build: func(k int) (OA, error) { return cyclicOA(n, k), nil }})
	}
	for _, d := range oaData() {
		if d.n == n {
			oa := d.oa
			out = append(out, plan{n: n, cols: d.cols, kind: kindData, method: d.method, build: func(int) (OA, error) { return oa() }})
		}
	}
	return out
}

// maxCols returns the widest OA of order n this library builds (n ≥ 2).
func (p *planner) maxCols(n int) int {
	if w, ok := p.widest[n]; ok {
		return w
	}
	best := 2
	for _, d := range p.direct(n) {
		best = max(best, d.cols)
	}
	for a := 2; a*a <= n; a++ {
		if n%a == 0 {
			best = max(best, min(p.maxCols(a), p.maxCols(n/a)))
		}
	}
	for _, w := range p.wilsonSplits(n) {
		best = max(best, p.wilsonCols(w))
	}
	p.widest[n] = best
	return best
}

// wilsonSplit is n = r·m + u, u = 1 or 2, for Wilson's construction
// (oa_wilson.go).
type wilsonSplit struct{ r, m, u int }

// wilsonSplits lists the splits n = r·m + u with r, m ≥ 2 and u = 1 or 2,
// smallest m first, u = 1 before u = 2.
func (p *planner) wilsonSplits(n int) []wilsonSplit {
	var out []wilsonSplit
	for u := 1; u <= 2; u++ {
		for m := 2; m <= n; m++ {
			if (n-u)%m == 0 && (n-u)/m >= 2 {
				out = append(out, wilsonSplit{r: (n - u) / m, m: m, u: u})
			}
		}
	}
	return out
}

// wilsonCols is the widest OA Wilson's construction gives for split w: an
// OA(k+u, m) and OA(k, r+t) for t = 0..u are needed.
func (p *planner) wilsonCols(w wilsonSplit) int {
	c := p.maxCols(w.m) - w.u
	for t := 0; t <= w.u; t++ {
		c = min(c, p.maxCols(w.r+t))
	}
	return c
}

// wilsonPlan is the recipe for an OA(k, n) by Wilson's construction, or
// nil: the first split that reaches k columns and whose inner arrays have
// the constant rows it needs.
func (p *planner) wilsonPlan(k, n int) *plan {
	for _, w := range p.wilsonSplits(n) {
		if p.wilsonCols(w) < k {
			continue
		}
		pb := p.plan(k+w.u, w.m)
		inner := make([]*plan, w.u+1)
		ok := pb != nil
		for t := 0; t <= w.u && ok; t++ {
			inner[t] = p.plan(k, w.r+t)
			ok = inner[t] != nil
		}
		if !ok {
			continue
		}
		// inners builds the inner arrays with the constant rows wilsonOA
		// needs.
		inners := func(k int) ([]OA, error) {
			ins := make([]OA, w.u+1)
			for t, ip := range inner {
				a, err := ip.build(k)
				if err != nil {
					return nil, err
				}
				if a.K > k {
					a = a.Truncate(k)
				}
				var found bool
				if ins[t], found = withConstantRows(a, t); !found {
					return nil, fmt.Errorf("OA(%d,%d) by %s has no %d rows that differ in every column", k, w.r+t, a.Method, t)
				}
			}
			return ins, nil
		}
		// The constant rows must be there: build the inner arrays now (they
		// are small) and try the next split when they are not. The large
		// array waits for build.
		if _, err := inners(k); err != nil {
			continue
		}
		build := func(k int) (OA, error) {
			big, err := pb.build(k + w.u)
			if err != nil {
				return OA{}, err
			}
			ins, err := inners(k)
			if err != nil {
				return OA{}, err
			}
			return wilsonOA(k, w.m, w.r, w.u, big, ins)
		}
		return &plan{n: n, cols: k, kind: kindWilson, method: fmt.Sprintf("Wilson %d·%d+%d", w.r, w.m, w.u), build: build}
	}
	return nil
}

// plan returns the preferred recipe for an OA(k, n) with at least k
// columns, or nil.
func (p *planner) plan(k, n int) *plan {
	if n == 1 {
		return &plan{n: 1, cols: k, method: "trivial", build: func(k int) (OA, error) {
			return OA{K: k, N: 1, Rows: [][]int{make([]int, k)}, Method: "trivial order 1", Source: "a single row"}, nil
		}}
	}
	if k == 2 {
		return &plan{n: n, cols: 2, method: "all pairs", build: func(int) (OA, error) { return cyclicOA(n, 2), nil }}
	}
	ds := p.direct(n)
	// Field and cyclic first, then products, then data.
	for _, d := range ds {
		if d.cols >= k && (d.kind == kindField || d.kind == kindCyclic) {
			return &d
		}
	}
	for a := 2; a*a <= n; a++ {
		if n%a != 0 || p.maxCols(a) < k || p.maxCols(n/a) < k {
			continue
		}
		pa, pb := p.plan(k, a), p.plan(k, n/a)
		if pa == nil || pb == nil {
			continue
		}
		return &plan{n: n, cols: k, kind: kindProduct, method: fmt.Sprintf("product %d×%d", a, n/a), build: func(k int) (OA, error) {
			x, err := pa.build(k)
			if err != nil {
				return OA{}, err
			}
			y, err := pb.build(k)
			if err != nil {
				return OA{}, err
			}
			if x.K > k {
				x = x.Truncate(k)
			}
			if y.K > k {
				y = y.Truncate(k)
			}
			return ProductOA(x, y)
		}}
	}
	for _, d := range ds {
		if d.cols >= k {
			return &d
		}
	}
	return p.wilsonPlan(k, n)
}

func leastPrimeFactor(n int) int {
	for p := 2; p*p <= n; p++ {
		if n%p == 0 {
			return p
		}
	}
	return n
}

// fieldOA builds the first k ≤ q+1 columns of the OA(q+1, q) over GF(q):
// the row for (x, y) is (x, y, x + y, x + g·y, x + g²·y, …,
// x + g^{q-2}·y) with g the field's generator; row x·q + y. Two columns
// x + a·y and x + b·y (a ≠ b) are orthogonal because (b-a)·y determines y.
func fieldOA(q, k int) (OA, error) {
	f, err := NewField(q)
	if err != nil {
		return OA{}, err
	}
	rows := make([][]int, 0, q*q)
	for x := range q {
		for y := range q {
			row := make([]int, k)
			row[0], row[1] = x, y
			for i := 0; i < k-2; i++ {
				row[i+2] = f.Add(x, f.Mul(f.Pow(i), y))
			}
			rows = append(rows, row)
		}
	}
	return OA{K: k, N: q, Rows: rows, Method: fmt.Sprintf("GF(%d)", q),
		Source: "finite field: lines of the affine plane AG(2,q) (Bose 1938)"}, nil
}

// cyclicOA builds the first k ≤ p+1 columns of the OA(p+1, n) over Z_n,
// p the least prime factor of n: row x·n + y is (x, y, x+y, x+2y, …,
// x+(p-1)y) mod n. Columns x+a·y and x+b·y are orthogonal because
// 0 < b-a < p is a unit mod n.
func cyclicOA(n, k int) OA {
	rows := make([][]int, 0, n*n)
	for x := range n {
		for y := range n {
			row := make([]int, k)
			row[0], row[1] = x, y
			for m := 1; m < k-1; m++ {
				row[m+1] = (x + m*y) % n
			}
			rows = append(rows, row)
		}
	}
	return OA{K: k, N: n, Rows: rows, Method: fmt.Sprintf("cyclic Z_%d", n),
		Source: "cyclic group: x + m·y for units m (Euler; MacNeish 1922)"}
}

// ProductOA returns the direct (Kronecker) product of an OA(k, m) and an
// OA(k, n): the OA(k, m·n) whose row i·n² + j is a.Rows[i]·n + b.Rows[j]
// entry by entry (MacNeish 1922). Both must have the same K.
func ProductOA(a, b OA) (OA, error) {
	if a.K != b.K {
		return OA{}, fmt.Errorf("product of OA(%d,%d) and OA(%d,%d): column counts differ", a.K, a.N, b.K, b.N)
	}
	k, n := a.K, b.N
	rows := make([][]int, 0, len(a.Rows)*len(b.Rows))
	for _, ra := range a.Rows {
		for _, rb := range b.Rows {
			row := make([]int, k)
			for c := range k {
				row[c] = ra[c]*n + rb[c]
			}
			rows = append(rows, row)
		}
	}
	return OA{K: k, N: a.N * n, Rows: rows,
		Method: fmt.Sprintf("product %d×%d (%s × %s)", a.N, b.N, a.Method, b.Method),
		Source: "direct product of orthogonal arrays (MacNeish 1922)"}, nil
}
