package seating

import (
	"github.com/movegen/movegen/movement/design"
)

// affineSpace returns the resolution of the affine space AG(d,q) over f:
// the (q^d−1)/(q−1) parallel classes of its lines, each a partition of the
// q^d points into q^(d−1) lines of q points. Two points lie on exactly one
// line, so the classes seat q^d players at tables of q with nobody meeting
// twice. Point (x_0, …, x_(d−1)) is numbered Σ x_i·q^i; a class is the
// lines {x + t·u : t in GF(q)} of one direction u, a nonzero vector whose
// last nonzero coordinate is 1, directions in increasing number.
func affineSpace(f *design.Field, d int) [][][]int {
	q := f.Order()
	n := 1
	for range d {
		n *= q
	}
	vec := func(x int) []int {
		v := make([]int, d)
		for i := range d {
			v[i], x = x%q, x/q
		}
		return v
	}
	num := func(v []int) int {
		x := 0
		for i := d - 1; i >= 0; i-- {
			x = x*q + v[i]
		}
		return x
	}
	var classes [][][]int
	for u := 1; u < n; u++ {
		dir := vec(u)
		last := d - 1
		for dir[last] == 0 {
			last--
		}
		if dir[last] != 1 {
			continue
		}
		on := make([]bool, n)
		var class [][]int
		for x := range n {
			if on[x] {
				continue
			}
			p := vec(x)
			line := make([]int, q)
			for t := range q {
				pt := make([]int, d)
				for i := range d {
					pt[i] = f.Add(p[i], f.Mul(t, dir[i]))
				}
				line[t] = num(pt)
				on[line[t]] = true
			}
			class = append(class, line)
		}
		classes = append(classes, class)
	}
	return classes
}

// constructAffineSpace returns the lines of AG(d,q), d ≥ 3, when l seats
// q^d players at tables of q, q a prime power, for at most
// (q^d−1)/(q−1) rounds, q ≥ 3 (tables of 2 keep the round robin); nil
// otherwise.
func (l *layout) constructAffineSpace(b *Bounds) *started {
	if !l.full() {
		return nil
	}
	q := l.sizes[0]
	d, n := 0, 1
	for n < l.n {
		n *= q
		d++
	}
	if q < 3 || n != l.n || d < 3 || l.rounds > (n-1)/(q-1) {
		return nil
	}
	f, err := design.NewField(q)
	if err != nil {
		return nil
	}
	return &started{s: l.fromClasses(b, affineSpace(f, d), nil), method: say("affine space AG(%d,%d)", d, q)}
}

// fromClasses seats the first l.rounds classes of a resolvable design as
// rounds, block t of a class at table t, player x of the design as
// perm[x] (as x when perm is nil); table t of round r plays set t + r
// (mod the sets) when sets circulate.
func (l *layout) fromClasses(b *Bounds, classes [][][]int, perm []int) *state {
	s := newState(l, b)
	for r := range l.rounds {
		for t, block := range classes[r] {
			for i, x := range block {
				if perm != nil {
					x = perm[x]
				}
				s.seat[r][l.off[t]+i] = int32(x)
			}
			s.set[r][t] = int32((t + r) % max(1, l.sets))
		}
	}
	s.recount()
	return s
}
