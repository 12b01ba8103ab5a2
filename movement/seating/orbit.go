package seating

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/movegen/movegen/movement"
)

// An orbit design is a schedule with no repeated meeting built from base
// rounds developed by Z_m (as in cyclicSpec), with two additions that let
// it reach the maximal instances, where such a schedule is a resolvable
// group divisible design:
//
//   - holes fixed in advance: groups of players who never meet (the
//     design's groups);
//   - a second symmetry σ that permutes the classes (and the fixed
//     players) and maps every base round onto itself, so that only one
//     table of each σ-orbit is searched for.
//
// The players are c classes of m points (class i, residue x, numbered
// i·m+x) and f fixed points numbered from m·c. Round β·m + t is base round
// β with every residue increased by t. Two players meet in the schedule
// exactly when their pair is a translate of a pair of a base table; the
// schedule has no repeat when no translation class of pairs is used twice,
// no pair of a hole is used, and no pair whose translation class is
// shorter than m is used (a pair of fixed points, or residues m/2 apart in
// one class).
type orbitSpec struct {
	m, c, f, base, k int
	// sigma maps a point to its image under σ; sigmaOrder is σ's order.
	sigma      func(sp *orbitSpec, x int) int
	sigmaOrder int
	// hole reports whether two points are in one hole.
	hole func(sp *orbitSpec, a, b int) bool
	// what names the design for the method line, such as "resolvable
	// 4-GDD of type 3^12"; zero when the schedule is no named design.
	what movement.Text
}

// orbitFamily lists the orbit designs worth trying for v players at g
// tables of k for w rounds, in the order tried. Each has c = k−1 classes
// of m points, m from w to w+3 (only the first w rounds are kept), f =
// v − c·m fixed points, one base round, and σ = the rotation of the
// classes, (i, x) ↦ (i+1 mod c, x):
//
//   - f = 1, σ fixing ∞: the table of ∞ is {∞, (0,x), …, (c−1,x)} and
//     the other g−1 tables fall in σ-orbits of c, so c divides g−1: a
//     1-rotational resolvable (v,k,1) design, as for 10-4-13 and 13-4-17. Not for tables of 3 (c = 2): no such Kirkman
//     system was found for any v up to 120, and for 21 the search space
//     is empty.
//   - c divides f and g, σ rotating the fixed points in orbits of c:
//     every table lies in a σ-orbit of c tables. When f = c the pairs
//     that never meet are fixed in advance as the c points of one residue
//     and the fixed points (holes): a resolvable k-GDD of type c^(m+1),
//     as for 9-4-11 (type 3^12), 12-4-15 (3^16) and 72 players at tables
//     of 3 for 35 rounds (a nearly Kirkman system, type 2^36). The
//     nearly Kirkman systems with v ≡ 12 mod 24 are left out: for 36, 60,
//     84 and 108 players not one of 20 searches (five seeds, four
//     budgets of a million nodes) found base rounds, where for 24, 48, 72
//     and 96 most do.
//
// The named designs come first, as they are found fastest; with fewer
// rounds than the design has, its first w rounds are used.
// Two fixed points that σ leaves alone cannot both be used: their tables
// {∞, (0,x), …} would both take the pairs of residue difference 0. No
// fixed point at all (f = 0) is not tried: for 48, 60 and 66 players the
// search found nothing in a million nodes, where the same instances with
// fixed points succeed at once.
func orbitFamily(v, k, g, w int) []orbitSpec {
	c := k - 1
	if c < 2 {
		return nil
	}
	var named, other []orbitSpec
	for m := max(w, 2); m <= w+3; m++ {
		f := v - c*m
		if f < 0 || f > g {
			continue
		}
		sp := orbitSpec{m: m, c: c, f: f, base: 1, k: k, sigmaOrder: c, hole: noHoles}
		switch {
		case f == 1 && c > 2 && (g-1)%c == 0:
			sp.sigma = rotateClasses
			sp.what = say("resolvable (%d,%d,1) design", v, k)
		case f > 0 && f%c == 0 && g%c == 0:
			sp.sigma = rotateClassesAndFixed
			if f == c && c == 2 && v%24 == 12 {
				continue
			}
			if f == c {
				sp.hole = residueHoles
				sp.what = say("resolvable %d-GDD of type %d^%d", k, c, m+1)
			}
		default:
			continue
		}
		if sp.what.IsZero() {
			other = append(other, sp)
		} else {
			named = append(named, sp)
		}
	}
	return append(named, other...)
}

// noHoles: no pair is kept apart in advance.
func noHoles(*orbitSpec, int, int) bool { return false }

// residueHoles keeps apart the points of one residue, and the fixed
// points.
func residueHoles(sp *orbitSpec, a, b int) bool {
	mc := sp.m * sp.c
	if a >= mc || b >= mc {
		return a >= mc && b >= mc
	}
	return a%sp.m == b%sp.m
}

// rotateClasses is σ: (i, x) ↦ (i+1 mod c, x), fixed points fixed.
func rotateClasses(sp *orbitSpec, x int) int {
	if x >= sp.m*sp.c {
		return x
	}
	return (x/sp.m+1)%sp.c*sp.m + x%sp.m
}

// rotateClassesAndFixed is rotateClasses that also rotates the fixed
// points in orbits of c: ∞_(j·c+i) ↦ ∞_(j·c+(i+1 mod c)).
func rotateClassesAndFixed(sp *orbitSpec, x int) int {
	mc := sp.m * sp.c
	if x < mc {
		return rotateClasses(sp, x)
	}
	j := x - mc
	return mc + j/sp.c*sp.c + (j%sp.c+1)%sp.c
}

func (sp *orbitSpec) points() int { return sp.m*sp.c + sp.f }

// pairClass returns the translation class of the pair a, b, or -1 when
// the pair may not meet: a hole, or a class shorter than m.
func (sp *orbitSpec) pairClass(a, b int) int {
	if a > b {
		a, b = b, a
	}
	m, mc := sp.m, sp.m*sp.c
	switch {
	case a == b || sp.hole(sp, a, b) || a >= mc:
		return -1
	case b >= mc:
		return mc*mc + (b-mc)*sp.c + a/m
	}
	i, x, j, y := a/m, a%m, b/m, b%m
	d := ((y-x)%m + m) % m
	if i == j {
		d = min(d, m-d)
		if 2*d == m {
			return -1
		}
	}
	return (i*sp.c+j)*m + d
}

func (sp *orbitSpec) classCount() int { return sp.m*sp.c*sp.m*sp.c + sp.f*sp.c }

// orbitNodes is the node budget of one orbit search.
const orbitNodes = 1_000_000

// orbitSearch finds base rounds for sp by depth-first search, trying
// candidates in an order shuffled by rng; nil when the budget runs out or
// ctx ends. base[β][t] lists the points of table t of base round β.
func orbitSearch(ctx context.Context, sp *orbitSpec, rng *rand.Rand, nodes int) [][][]int {
	n := sp.points()
	used := make([]bool, sp.classCount())
	placed := make([][]bool, sp.base)
	base := make([][][]int, sp.base)
	for b := range placed {
		placed[b] = make([]bool, n)
	}
	order := rng.Perm(n)
	pos := make([]int, n) // pos[x]: where x comes in order
	for i, x := range order {
		pos[x] = i
	}
	// images returns T, σT, σ²T, … (T alone when σ maps T onto itself),
	// or nil when the images overlap without being equal.
	images := func(t []int) [][]int {
		out := [][]int{t}
		cur := t
		for range sp.sigmaOrder - 1 {
			next := make([]int, len(cur))
			for i, x := range cur {
				next[i] = sp.sigma(sp, x)
			}
			cur = next
			a, b := slices.Sorted(slices.Values(t)), slices.Sorted(slices.Values(cur))
			if slices.Equal(a, b) {
				return out // the orbit closes: T, σT, …, σ^(j−1)T
			}
			for _, prev := range out {
				for _, x := range cur {
					if slices.Contains(prev, x) {
						return nil
					}
				}
			}
			out = append(out, cur)
		}
		return out
	}
	// mark uses or frees the pair classes of the tables; it reports false
	// (and changes nothing) when a class would be used twice.
	var scratch []int
	mark := func(tables [][]int, v bool) bool {
		if !v {
			for _, t := range tables {
				for i, a := range t {
					for _, b := range t[:i] {
						used[sp.pairClass(a, b)] = false
					}
				}
			}
			return true
		}
		scratch = scratch[:0]
		for _, t := range tables {
			for i, a := range t {
				for _, b := range t[:i] {
					c := sp.pairClass(a, b)
					if c < 0 || used[c] || slices.Contains(scratch, c) {
						return false
					}
					scratch = append(scratch, c)
				}
			}
		}
		for _, c := range scratch {
			used[c] = true
		}
		return true
	}
	var dfs func(b int) bool
	var fill func(b int, table []int) bool
	dfs = func(b int) bool {
		if b == sp.base {
			return true
		}
		// Fixed points first: their tables are the most constrained.
		first := -1
		for i := range n {
			x := (i + sp.m*sp.c) % n
			if !placed[b][x] {
				first = x
				break
			}
		}
		if first < 0 {
			return dfs(b + 1)
		}
		placed[b][first] = true
		if fill(b, []int{first}) {
			return true
		}
		placed[b][first] = false
		return false
	}
	fill = func(b int, table []int) bool {
		nodes--
		if nodes < 0 || (nodes%4096 == 0 && ctx.Err() != nil) {
			nodes = -1
			return false
		}
		if len(table) == sp.k {
			imgs := images(table)
			if imgs == nil {
				return false
			}
			for _, t := range imgs[1:] {
				for _, x := range t {
					if placed[b][x] {
						return false
					}
				}
			}
			if !mark(imgs, true) {
				return false
			}
			for _, t := range imgs {
				for _, x := range t {
					placed[b][x] = true
				}
				base[b] = append(base[b], slices.Clone(t))
			}
			if dfs(b) {
				return true
			}
			base[b] = base[b][:len(base[b])-len(imgs)]
			for _, t := range imgs {
				for _, x := range t {
					placed[b][x] = false
				}
			}
			mark(imgs, false)
			return false
		}
		from := 0
		if len(table) > 1 {
			from = pos[table[len(table)-1]] + 1
		}
		for _, x := range order[from:] {
			if placed[b][x] || x == table[0] || (x < table[0] && table[0] < sp.m*sp.c) {
				continue
			}
			ok := true
			for _, y := range table {
				if c := sp.pairClass(x, y); c < 0 || used[c] {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			placed[b][x] = true
			if fill(b, append(table, x)) {
				return true
			}
			placed[b][x] = false
			if nodes < 0 {
				return false
			}
		}
		return false
	}
	if !dfs(0) {
		return nil
	}
	return base
}

// constructOrbit returns a schedule with no repeated meeting from the
// first orbit design of orbitFamily that its search finds, with a
// generator seeded by seed; nil when there is none.
func (l *layout) constructOrbit(ctx context.Context, b *Bounds, seed uint64) *started {
	if !l.full() {
		return nil
	}
	rng := rand.New(rand.NewPCG(seed, 0x6f72626974))
	for _, sp := range orbitFamily(l.n, l.sizes[0], len(l.sizes), l.rounds) {
		var base [][][]int
		// A named design gets a second try with a fresh order: for 60
		// players at tables of 4, one order in five found nothing.
		for try := 0; base == nil && (try == 0 || try == 1 && !sp.what.IsZero()); try++ {
			base = orbitSearch(ctx, &sp, rng, orbitNodes)
		}
		if ctx.Err() != nil {
			return nil
		}
		if base == nil {
			continue
		}
		// The points are numbered as a cyclic spec's, so its development
		// seats them.
		st := l.developCyclic(b, cyclicSpec{m: sp.m, c: sp.c, f: sp.f, base: sp.base}, base)
		if sp.what.IsZero() {
			st.method = say("%s, with a symmetry of order %d", st.method, sp.sigmaOrder)
		} else {
			st.method = say("%s from base rounds under Z_%d and a symmetry of order %d", sp.what, sp.m, sp.sigmaOrder)
		}
		return st
	}
	return nil
}
