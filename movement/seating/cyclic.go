package seating

import (
	"fmt"
	"math/rand/v2"
)

// A cyclic design develops a few base rounds by the group Z_m. The players
// are c classes of m points (class i, residue x) plus f fixed points ∞_j
// that the group leaves alone; round β·m + t is base round β with every
// residue increased by t. Two players meet in the developed rounds exactly
// when their pair lies in the orbit of a pair of a base table, so the
// schedule has no repeat as soon as every pair orbit is used at most once
// over all base tables. Orbits that the group maps onto themselves with
// fewer than m images (residues m/2 apart in one class, two fixed points)
// are never used.
type cyclicSpec struct {
	m, c, f, base int
}

func (sp cyclicSpec) String() string {
	s := fmt.Sprintf("Z_%d acting on %d classes", sp.m, sp.c)
	if sp.f > 0 {
		s += fmt.Sprintf(" and %d fixed players", sp.f)
	}
	if sp.base > 1 {
		s += fmt.Sprintf(", %d base rounds", sp.base)
	}
	return s
}

// orbits numbers the pair orbits of the spec: orb[a*n+b] is the orbit of
// players a and b, or -1 for a pair that may not meet.
func (sp cyclicSpec) orbits() (orb []int, count int) {
	n := sp.m*sp.c + sp.f
	h := (sp.m - 1) / 2
	orb = make([]int, n*n)
	crossBase := sp.c * h
	fixedBase := crossBase + sp.c*(sp.c-1)/2*sp.m
	count = fixedBase + sp.f*sp.c
	pairIndex := func(i, j int) int { return i*sp.c - i*(i+1)/2 + (j - i - 1) }
	for a := range n {
		for b := range n {
			id := -1
			switch {
			case a == b:
			case a >= sp.m*sp.c && b >= sp.m*sp.c:
			case a >= sp.m*sp.c:
				id = fixedBase + (a-sp.m*sp.c)*sp.c + b/sp.m
			case b >= sp.m*sp.c:
				id = fixedBase + (b-sp.m*sp.c)*sp.c + a/sp.m
			default:
				i, x, j, y := a/sp.m, a%sp.m, b/sp.m, b%sp.m
				if i > j {
					i, x, j, y = j, y, i, x
				}
				d := ((y-x)%sp.m + sp.m) % sp.m
				if i == j {
					d = min(d, sp.m-d)
					if d != 0 && 2*d != sp.m {
						id = i*h + d - 1
					}
				} else {
					id = crossBase + pairIndex(i, j)*sp.m + d
				}
			}
			orb[a*n+b] = id
		}
	}
	return orb, count
}

// cyclicSpecs lists the specs worth trying for l: full tables of one size,
// nobody resting, no lines; enough orbits for the pairs of every base
// round; fixed players no more than tables.
func (l *layout) cyclicSpecs() []cyclicSpec {
	if l.lines > 0 || !l.full() || l.rounds < 2 {
		return nil
	}
	k, g := l.sizes[0], len(l.sizes)
	pairsPerRound := g * k * (k - 1) / 2
	var out []cyclicSpec
	for base := 1; base <= 2; base++ {
		for m := (l.rounds + base - 1) / base; m <= l.n && m <= 2*l.rounds; m++ {
			if m < 2 {
				continue
			}
			for c := 1; c*m <= l.n; c++ {
				f := l.n - c*m
				if f > g {
					continue
				}
				sp := cyclicSpec{m: m, c: c, f: f, base: base}
				_, count := sp.orbits()
				if count >= base*pairsPerRound {
					out = append(out, sp)
				}
			}
		}
		if len(out) >= cyclicSpecsMax {
			return out[:cyclicSpecsMax]
		}
	}
	return out
}

// cyclicSearch looks for base rounds by depth-first search with a node
// budget, trying values in an order shuffled by rng. It returns the base
// tables (base[β][t] lists players) or nil.
func (l *layout) cyclicSearch(sp cyclicSpec, nodes int, rng *rand.Rand) [][][]int {
	n, k, g := l.n, l.sizes[0], len(l.sizes)
	orb, count := sp.orbits()
	used := make([]bool, count)
	base := make([][][]int, sp.base)
	for b := range base {
		base[b] = make([][]int, g)
		for t := range base[b] {
			base[b][t] = make([]int, 0, k)
		}
	}
	placed := make([][]bool, sp.base)
	for b := range placed {
		placed[b] = make([]bool, n)
	}
	order := rng.Perm(n)
	var dfs func(b, t int) bool
	dfs = func(b, t int) bool {
		if nodes <= 0 {
			return false
		}
		nodes--
		if t == g {
			b, t = b+1, 0
			if b == sp.base {
				return true
			}
		}
		table := base[b][t]
		if len(table) == k {
			return dfs(b, t+1)
		}
		if len(table) == 0 {
			// The table starts with the smallest player not yet seated.
			first := -1
			for x := range n {
				if !placed[b][x] {
					first = x
					break
				}
			}
			placed[b][first] = true
			base[b][t] = append(table, first)
			if dfs(b, t) {
				return true
			}
			base[b][t] = table
			placed[b][first] = false
			return false
		}
		last := table[len(table)-1]
		for _, x := range order {
			if x <= last || placed[b][x] {
				continue
			}
			ok := true
			for i, y := range table {
				id := orb[x*n+y]
				if id < 0 || used[id] {
					ok = false
					break
				}
				for _, z := range table[:i] {
					if orb[x*n+z] == id {
						ok = false
					}
				}
			}
			if !ok {
				continue
			}
			for _, y := range table {
				used[orb[x*n+y]] = true
			}
			placed[b][x] = true
			base[b][t] = append(table, x)
			if dfs(b, t) {
				return true
			}
			base[b][t] = table
			placed[b][x] = false
			for _, y := range table {
				used[orb[x*n+y]] = false
			}
		}
		return false
	}
	if dfs(0, 0) {
		return base
	}
	return nil
}

// cyclicNodes is the node budget of one cyclic search attempt,
// cyclicAttempts the attempts per spec and cyclicSpecsMax the specs tried.
const (
	cyclicNodes    = 1_000_000
	cyclicAttempts = 8
	cyclicSpecsMax = 3
)

// constructCyclic tries the cyclic specs in turn and develops the first
// base rounds found into a full schedule.
func (l *layout) constructCyclic(b *Bounds) *started {
	rng := rand.New(rand.NewPCG(uint64(l.n), uint64(l.rounds)))
	for _, sp := range l.cyclicSpecs() {
		for range cyclicAttempts {
			base := l.cyclicSearch(sp, cyclicNodes, rng)
			if base == nil {
				continue
			}
			s := newState(l, b)
			for r := range l.rounds {
				beta, shift := r/sp.m, r%sp.m
				for t, table := range base[beta] {
					for i, x := range table {
						if x < sp.m*sp.c {
							x = x/sp.m*sp.m + (x%sp.m+shift)%sp.m
						}
						s.seat[r][l.off[t]+i] = int32(x)
					}
					s.set[r][t] = int32((t + r) % max(1, l.sets))
				}
			}
			s.recount()
			return &started{s: s, method: "cyclic design over " + sp.String()}
		}
	}
	return nil
}
