package seating

import (
	"context"
	"math/rand/v2"
	"slices"
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
	// 4-GDD of type 2^16".
	what string
}

// orbitSpecs are the orbit designs movegen searches for, by g-s-w.
//
// 8-4-10 (type 2^16) is not among them. With this search, no base rounds
// exist (the search space was exhausted in under a second) for Z_10 on 3
// classes and 2 fixed points with σ = the class rotation, the residue
// multipliers 3 or −1, with or without swapping the fixed points, or their
// products with the class rotation; and for Z_5 on 6 paired classes (two
// base rounds) none was found in 5 to 20 million nodes for σ = the
// rotation of the pairs, the swap within pairs, the multipliers 2 and 4,
// and their products. Z_15 on 2 classes with 2 fixed points cannot work
// (see publishedDesigns), and an exact-cover search for one base round
// under Z_10 with no σ found none in 24 million nodes. 8-4-10 comes from a
// published design instead (publishedDesigns).
var orbitSpecs = map[[3]int]orbitSpec{
	// 9-4-11: Z_11 on 3 classes and 3 fixed points; σ: class i → i+1,
	// ∞_j → ∞_{j+1}. Holes: the 3 points of one residue, and the fixed
	// points.
	{9, 4, 11}: {m: 11, c: 3, f: 3, base: 1, k: 4, sigmaOrder: 3,
		sigma: func(sp *orbitSpec, x int) int {
			mc := sp.m * sp.c
			if x >= mc {
				return mc + (x-mc+1)%3
			}
			return (x/sp.m+1)%3*sp.m + x%sp.m
		},
		hole: func(sp *orbitSpec, a, b int) bool {
			mc := sp.m * sp.c
			if a >= mc || b >= mc {
				return a >= mc && b >= mc
			}
			return a%sp.m == b%sp.m
		},
		what: "resolvable 4-GDD of type 3^12"},
	// 10-4-13: Z_13 on 3 classes and 1 fixed point; σ: class i → i+1 (a
	// 1-rotational resolvable (40,4,1) design over Z_39 ∪ {∞}). No holes.
	{10, 4, 13}: {m: 13, c: 3, f: 1, base: 1, k: 4, sigmaOrder: 3,
		sigma: func(sp *orbitSpec, x int) int {
			if x >= sp.m*sp.c {
				return x
			}
			return (x/sp.m+1)%3*sp.m + x%sp.m
		},
		hole: func(*orbitSpec, int, int) bool { return false },
		what: "resolvable (40,4,1) design"},
	// 13-4-17: the same over Z_17 (a 1-rotational resolvable (52,4,1)
	// design over Z_51 ∪ {∞}), found in 1 to 4 s. (Z_25 for 19-4-25 and
	// Z_29 for 22-4-29 were tried: the node budget mostly runs out.)
	{13, 4, 17}: {m: 17, c: 3, f: 1, base: 1, k: 4, sigmaOrder: 3,
		sigma: func(sp *orbitSpec, x int) int {
			if x >= sp.m*sp.c {
				return x
			}
			return (x/sp.m+1)%3*sp.m + x%sp.m
		},
		hole: func(*orbitSpec, int, int) bool { return false },
		what: "resolvable (52,4,1) design"},
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
const orbitNodes = 5_000_000

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

// develop turns base rounds into rounds: round β·m + t is base round β
// with every residue increased by t.
func (sp *orbitSpec) develop(base [][][]int, rounds int) [][][]int {
	var out [][][]int
	for b := range base {
		for t := range sp.m {
			if len(out) == rounds {
				return out
			}
			round := make([][]int, len(base[b]))
			for i, table := range base[b] {
				for _, x := range table {
					if x < sp.m*sp.c {
						x = x/sp.m*sp.m + (x%sp.m+t)%sp.m
					}
					round[i] = append(round[i], x)
				}
			}
			out = append(out, round)
		}
	}
	return out
}

// constructOrbit returns the orbit design for l when one is known for its
// size, searched with a generator seeded by seed; nil otherwise.
func (l *layout) constructOrbit(ctx context.Context, b *Bounds, seed uint64) *started {
	if !l.full() {
		return nil
	}
	key := [3]int{len(l.sizes), l.sizes[0], l.rounds}
	sp, ok := orbitSpecs[key]
	if !ok {
		// Fewer rounds than the design has: take its first rounds.
		for w := l.rounds + 1; w <= l.rounds+3 && !ok; w++ {
			sp, ok = orbitSpecs[[3]int{len(l.sizes), l.sizes[0], w}]
		}
		if !ok {
			return nil
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x6f72626974))
	base := orbitSearch(ctx, &sp, rng, orbitNodes)
	if base == nil {
		return nil
	}
	s := newState(l, b)
	for r, round := range sp.develop(base, l.rounds) {
		for t, table := range round {
			for i, x := range table {
				s.seat[r][l.off[t]+i] = int32(x)
			}
			s.set[r][t] = int32((t + r) % max(1, l.sets))
		}
	}
	s.recount()
	return &started{s: s, method: say("%s from base rounds under Z_%d and a symmetry of order %d", say(sp.what), sp.m, sp.sigmaOrder)}
}
