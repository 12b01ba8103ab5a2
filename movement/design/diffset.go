package design

import (
	"fmt"
	"slices"
)

// Differences returns, for every element d of g, how many ordered pairs
// (x, y) of distinct members of set have x − y = d. Entry 0 is always 0.
// Repeated members of set are counted as given.
func Differences(g Ring, set []int) []int {
	out := make([]int, g.Order())
	for i, x := range set {
		for j, y := range set {
			if i != j {
				out[g.Sub(x, y)]++
			}
		}
	}
	return out
}

// DifferenceSetLambda reports whether set is a difference set in g — every
// non-zero element is a difference of members of set in exactly λ ordered
// ways — and returns λ. A set of fewer than two members is not one.
func DifferenceSetLambda(g Ring, set []int) (lambda int, ok bool) {
	if len(set) < 2 || g.Order() < 2 {
		return 0, false
	}
	d := Differences(g, set)
	lambda = d[1]
	for _, n := range d[1:] {
		if n != lambda {
			return 0, false
		}
	}
	return lambda, true
}

// QuadraticResidues returns the non-zero squares of f in ascending order.
// For q ≡ 3 (mod 4) they form a (q, (q−1)/2, (q−3)/4) difference set (the
// Paley difference set); for q ≡ 1 (mod 4) the differences take only the
// two values (q−5)/4 and (q−1)/4.
func QuadraticResidues(f *Field) []int {
	var out []int
	for i := 0; i < f.Order()-1; i += 2 {
		out = append(out, f.Pow(i))
	}
	slices.Sort(out)
	return out
}

// isSquareMod reports whether x is a non-zero square modulo the prime p.
func isSquareMod(x, p int) bool {
	x = mod(x, p)
	if x == 0 {
		return false
	}
	for y := 1; y < p; y++ {
		if y*y%p == x {
			return true
		}
	}
	return false
}

// TwinPrimeDifferenceSet returns the twin-prime difference set in Z_v,
// v = p(p+2) for primes p and p+2: the x with x mod p and x mod (p+2) both
// non-zero and both squares or both non-squares, together with the
// multiples of p+2. It has (v−1)/2 members and λ = (v−3)/4. It fails when p
// or p+2 is not prime.
func TwinPrimeDifferenceSet(p int) ([]int, error) {
	if p < 3 || !isPrime(p) || !isPrime(p+2) {
		return nil, fmt.Errorf("twin-prime difference set: %d and %d are not both prime", p, p+2)
	}
	v := p * (p + 2)
	var out []int
	for x := range v {
		a, b := x%p, x%(p+2)
		switch {
		case b == 0:
			out = append(out, x)
		case a != 0 && isSquareMod(a, p) == isSquareMod(b, p+2):
			out = append(out, x)
		}
	}
	return out, nil
}

func isPrime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}

// HadamardDifferenceSet returns a group of order v and a
// (v, (v−1)/2, (v−3)/4) difference set in it that does not contain 0, from
// the constructions movegen knows: the quadratic residues of GF(v) when v is
// a prime power with v ≡ 3 (mod 4), or the twin-prime set (translated off 0)
// when v = p(p+2). ok is false for every other v; such sets may still exist
// for some of them, but movegen has none.
func HadamardDifferenceSet(v int) (g Ring, set []int, ok bool) {
	if v < 7 || v%4 != 3 {
		return nil, nil, false
	}
	if _, _, pp := PrimePower(v); pp {
		f, err := NewField(v)
		if err != nil {
			return nil, nil, false
		}
		return f, QuadraticResidues(f), true
	}
	for p := 3; p*(p+2) <= v; p += 2 {
		if p*(p+2) != v {
			continue
		}
		d, err := TwinPrimeDifferenceSet(p)
		if err != nil {
			return nil, nil, false
		}
		z := IntegersMod(v)
		// The set contains 0; translate it by an element t with −t outside
		// the set, which keeps it a difference set.
		in := make([]bool, v)
		for _, x := range d {
			in[x] = true
		}
		for t := 1; t < v; t++ {
			if !in[z.Sub(0, t)] {
				for i := range d {
					d[i] = z.Add(d[i], t)
				}
				slices.Sort(d)
				return z, d, true
			}
		}
	}
	return nil, nil, false
}

// HowellStarter is the base round of a cyclic complete Howell movement for
// q+1 pairs at (q+1)/2 tables, q odd: pairs are the elements of the group
// (an additive group of order q) plus a stationary pair F. In round g
// (an element of the group) F meets pair g at the stationary table on set g,
// and base table i seats pair NS[i]+g in NS against EW[i]+g on set
// Set[i]+g.
//
// It is a Room square of side q written as a starter and an adder: the base
// pairs {NS[i], EW[i]} cover the non-zero elements once and their
// differences ±(NS[i] − EW[i]) cover them once too, so every two pairs meet
// exactly once; the sets Set[i] are non-zero and distinct, and the values
// NS[i] − Set[i] and EW[i] − Set[i] together with 0 cover the group once,
// so every pair plays every set exactly once.
//
// A pair x holds NS on the sets x − D, D = {NS[i] − Set[i]}. Two pairs are
// compared (same direction, different tables) on 2λ(d)+1 sets, λ(d) being
// how often their difference d occurs in D, so the movement is perfectly
// balanced exactly when D is a (q, (q−1)/2, (q−3)/4) difference set.
type HowellStarter struct {
	Group       Ring
	NS, EW, Set []int
}

// Tables returns the number of base tables (without the stationary one).
func (s *HowellStarter) Tables() int { return len(s.NS) }

// Check returns nil when s is a valid starter and adder, or an error naming
// the first condition that fails.
func (s *HowellStarter) Check() error {
	g := s.Group
	q := g.Order()
	n := len(s.NS)
	if q%2 == 0 || 2*n+1 != q || len(s.EW) != n || len(s.Set) != n {
		return fmt.Errorf("starter: %d base tables in a group of order %d", n, q)
	}
	pairs := make([]bool, q)
	diffs := make([]bool, q)
	sets := make([]bool, q)
	values := make([]bool, q)
	pairs[0], sets[0], values[0] = true, true, true // F meets 0 on set 0
	mark := func(seen []bool, x int, what string, i int) error {
		if x < 0 || x >= q {
			return fmt.Errorf("starter: table %d: %s %d out of range", i+1, what, x)
		}
		if seen[x] {
			return fmt.Errorf("starter: table %d: %s %d repeats", i+1, what, x)
		}
		seen[x] = true
		return nil
	}
	for i := range n {
		a, b, t := s.NS[i], s.EW[i], s.Set[i]
		for _, c := range []struct {
			seen []bool
			x    int
			what string
		}{
			{pairs, a, "pair"}, {pairs, b, "pair"},
			{diffs, g.Sub(a, b), "difference"}, {diffs, g.Sub(b, a), "difference"},
			{sets, t, "set"},
			{values, g.Sub(a, t), "pair − set"}, {values, g.Sub(b, t), "pair − set"},
		} {
			if err := mark(c.seen, c.x, c.what, i); err != nil {
				return err
			}
		}
	}
	return nil
}

// NSMinusSet returns D = {NS[i] − Set[i]}: pair x holds NS on the sets x − D.
func (s *HowellStarter) NSMinusSet() []int {
	d := make([]int, len(s.NS))
	for i := range s.NS {
		d[i] = s.Group.Sub(s.NS[i], s.Set[i])
	}
	return d
}

// Balanced reports whether every two pairs are compared on the same number
// of sets: whether NSMinusSet is a (q, (q−1)/2, (q−3)/4) difference set.
func (s *HowellStarter) Balanced() bool {
	_, ok := DifferenceSetLambda(s.Group, s.NSMinusSet())
	return ok
}

// Spread is the sum over non-zero d of (λ(d) − λ̄)², scaled by q−1 so it
// stays an integer: the squared spread of comparison counts that
// orientation decides. It is 0 exactly when s is balanced.
func (s *HowellStarter) Spread() int {
	q := s.Group.Order()
	d := Differences(s.Group, s.NSMinusSet())
	sum := 0
	for _, x := range d[1:] {
		sum += x
	}
	out := 0
	for _, x := range d[1:] {
		e := x*(q-1) - sum
		out += e * e
	}
	return out
}

// Orient swaps NS and EW at base tables, one table at a time, while that
// lowers Spread, trying tables in order; it stops at a local minimum. The
// meetings and sets are unchanged; only who sits NS moves.
func (s *HowellStarter) Orient() {
	best := s.Spread()
	for improved := true; improved; {
		improved = false
		for i := range s.NS {
			s.NS[i], s.EW[i] = s.EW[i], s.NS[i]
			if v := s.Spread(); v < best {
				best, improved = v, true
			} else {
				s.NS[i], s.EW[i] = s.EW[i], s.NS[i]
			}
		}
	}
}

// FindHowellStarter looks for a starter with the pairs {x, −x} (a patterned
// starter, a starter in every group of odd order) and an adder for it: a
// depth-first search that fixes the most constrained pair first and tries
// sets in ascending order, so the result is the same every time. When
// prefer is not nil, each base table must have exactly one of NS − set and
// EW − set in prefer, and NS is the one that is; when prefer is a
// (q, (q−1)/2, (q−3)/4) difference set the result is balanced. The search
// gives up after budget nodes. When prefer is nil and no patterned starter
// has an adder (as in Z_9), it searches every starter the same way. ok is
// false when it finds nothing.
func FindHowellStarter(g Ring, prefer []int, budget int) (s *HowellStarter, ok bool) {
	q := g.Order()
	if q < 7 || q%2 == 0 {
		return nil, false
	}
	inD := make([]bool, q)
	for _, d := range prefer {
		inD[d] = true
	}
	var radii []int
	for x := 1; x < q; x++ {
		if x < g.Sub(0, x) {
			radii = append(radii, x)
		}
	}
	m := len(radii)
	// A base table {x, −x} on set s uses the values x − s and −x − s; with
	// the centre c = −s these are c + x and c − x.
	centre := make([]int, m)
	for i := range centre {
		centre[i] = -1
	}
	usedC := make([]bool, q)
	usedV := make([]bool, q)
	usedC[0], usedV[0] = true, true
	feasible := func(i, c int) bool {
		if usedC[c] {
			return false
		}
		u, v := g.Add(c, radii[i]), g.Sub(c, radii[i])
		if usedV[u] || usedV[v] {
			return false
		}
		return prefer == nil || inD[u] != inD[v]
	}
	set := func(i, c int, on bool) {
		centre[i] = -1
		if on {
			centre[i] = c
		}
		usedC[c] = on
		usedV[g.Add(c, radii[i])] = on
		usedV[g.Sub(c, radii[i])] = on
	}
	nodes := 0
	var dfs func(depth int) bool
	dfs = func(depth int) bool {
		if depth == m {
			return true
		}
		if nodes++; nodes > budget {
			return false
		}
		pick, fewest := -1, q+1
		for i := range m {
			if centre[i] >= 0 {
				continue
			}
			n := 0
			for c := 1; c < q; c++ {
				if feasible(i, c) {
					n++
				}
			}
			if n == 0 {
				return false
			}
			if n < fewest {
				pick, fewest = i, n
			}
		}
		for c := 1; c < q; c++ {
			if !feasible(pick, c) {
				continue
			}
			set(pick, c, true)
			if dfs(depth + 1) {
				return true
			}
			set(pick, c, false)
		}
		return false
	}
	if !dfs(0) {
		if prefer == nil {
			return findGeneralStarter(g, budget)
		}
		return nil, false
	}
	s = &HowellStarter{Group: g, NS: make([]int, m), EW: make([]int, m), Set: make([]int, m)}
	for i, x := range radii {
		c := centre[i]
		a, b := x, g.Sub(0, x)
		if prefer != nil && !inD[g.Add(c, x)] {
			a, b = b, a
		}
		s.NS[i], s.EW[i], s.Set[i] = a, b, g.Sub(0, c)
	}
	return s, true
}

// findGeneralStarter searches all starters with adders in g, depth first:
// the smallest unused element is paired with each partner and set in
// ascending order.
func findGeneralStarter(g Ring, budget int) (*HowellStarter, bool) {
	q := g.Order()
	n := (q - 1) / 2
	usedE := make([]bool, q) // elements paired
	usedD := make([]bool, q) // differences covered
	usedS := make([]bool, q) // sets taken
	usedV := make([]bool, q) // values pair − set taken
	usedE[0], usedS[0], usedV[0] = true, true, true
	s := &HowellStarter{Group: g}
	nodes := 0
	var dfs func() bool
	dfs = func() bool {
		if len(s.NS) == n {
			return true
		}
		if nodes++; nodes > budget {
			return false
		}
		a := slices.Index(usedE, false)
		usedE[a] = true
		defer func() { usedE[a] = false }()
		for b := a + 1; b < q; b++ {
			d1, d2 := g.Sub(a, b), g.Sub(b, a)
			if usedE[b] || usedD[d1] || usedD[d2] {
				continue
			}
			usedE[b], usedD[d1], usedD[d2] = true, true, true
			for t := 1; t < q; t++ {
				v1, v2 := g.Sub(a, t), g.Sub(b, t)
				if usedS[t] || usedV[v1] || usedV[v2] {
					continue
				}
				usedS[t], usedV[v1], usedV[v2] = true, true, true
				s.NS, s.EW, s.Set = append(s.NS, a), append(s.EW, b), append(s.Set, t)
				if dfs() {
					return true
				}
				s.NS, s.EW, s.Set = s.NS[:len(s.NS)-1], s.EW[:len(s.EW)-1], s.Set[:len(s.Set)-1]
				usedS[t], usedV[v1], usedV[v2] = false, false, false
			}
			usedE[b], usedD[d1], usedD[d2] = false, false, false
		}
		return false
	}
	if !dfs() {
		return nil, false
	}
	return s, true
}
