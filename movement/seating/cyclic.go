package seating

import (
	"context"
	"math/rand/v2"
	"sync"

	"github.com/movegen/movegen/movement"
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
//
// With rests (rest > 0, one base round) the point of residue 0 in each of
// the last rest classes sits out the base round, so in round t the points
// of residue t in those classes rest: each of them rests once in m rounds
// and the other points never do, which is how the layout shares rests
// out when no player rests twice.
type cyclicSpec struct {
	m, c, f, base, rest int
}

// resting reports whether point x sits out the base round.
func (sp cyclicSpec) resting(x int) bool {
	return x < sp.m*sp.c && x%sp.m == 0 && x/sp.m >= sp.c-sp.rest
}

func (sp cyclicSpec) String() string { return sp.text().String() }

// text describes the spec for the director, as in "Z_7 acting on 3
// classes and 1 fixed players, 2 resting in turn".
func (sp cyclicSpec) text() movement.Text {
	t := say("Z_%d acting on %d classes", sp.m, sp.c)
	if sp.f > 0 {
		t = say("%s and %d fixed players", t, sp.f)
	}
	if sp.base > 1 {
		t = say("%s, %d base rounds", t, sp.base)
	}
	if sp.rest > 0 {
		t = say("%s, %d resting in turn", t, sp.rest)
	}
	return t
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

// orbitCount is the number of pair orbits of the spec, as orbits counts
// them, without building the table.
func (sp cyclicSpec) orbitCount() int {
	return sp.c*((sp.m-1)/2) + sp.c*(sp.c-1)/2*sp.m + sp.f*sp.c
}

// cyclicSpecs lists the specs worth trying for l: tables of one size, no
// lines; enough orbits for the pairs of every base round; fixed players no
// more than tables. With rests only one base round is tried, and only when
// no player rests twice, so that the design's rests can be matched to the
// layout's.
func (l *layout) cyclicSpecs() []cyclicSpec {
	if l.lines > 0 || l.minSize() != l.maxSize() || l.rounds < 2 {
		return nil
	}
	k, g := l.sizes[0], len(l.sizes)
	z := l.n - l.slots
	if z > 0 && !l.restsOnce() {
		return nil
	}
	pairsPerRound := g * k * (k - 1) / 2
	var out []cyclicSpec
	for base := 1; base <= 2; base++ {
		if z > 0 && base > 1 {
			break
		}
		for m := (l.rounds + base - 1) / base; m <= l.n && m <= 2*l.rounds; m++ {
			if m < 2 {
				continue
			}
			for c := max(1, z); c*m <= l.n; c++ {
				f := l.n - c*m
				if f > g {
					continue
				}
				sp := cyclicSpec{m: m, c: c, f: f, base: base, rest: z}
				if sp.orbitCount() >= base*pairsPerRound {
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

// restsOnce reports whether no player rests in two rounds.
func (l *layout) restsOnce() bool {
	seen := make([]bool, l.n)
	for _, rest := range l.rest {
		for _, x := range rest {
			if seen[x] {
				return false
			}
			seen[x] = true
		}
	}
	return true
}

// cyclicPlayers maps the points of sp to the layout's players (0-based):
// the point of class c−rest+j and residue r, resting in round r, becomes
// the j-th player the layout rests in round r; the other points take the
// remaining players in order. Without rests it is the identity.
func (l *layout) cyclicPlayers(sp cyclicSpec) []int {
	player := make([]int, l.n)
	taken := make([]bool, l.n)
	isRestPoint := make([]bool, l.n)
	for r := 0; r < l.rounds && r < sp.m; r++ {
		for j, x := range l.rest[r] {
			pt := (sp.c-sp.rest+j)*sp.m + r
			player[pt], taken[x], isRestPoint[pt] = x, true, true
		}
	}
	next := 0
	for pt := range l.n {
		if isRestPoint[pt] {
			continue
		}
		for taken[next] {
			next++
		}
		player[pt], taken[next] = next, true
	}
	return player
}

// cyclicSearch looks for base rounds by depth-first search with a node
// budget, trying values in an order shuffled by rng. It returns the base
// tables (base[β][t] lists players) or nil.
func (l *layout) cyclicSearch(sp cyclicSpec, nodes int, rng *rand.Rand) [][][]int {
	base, _ := l.cyclicSearchAll(sp, nodes, rng)
	return base
}

// cyclicSearchAll is cyclicSearch that also reports, when it finds
// nothing, whether it searched the whole space within the budget: then no
// base rounds exist for sp, whatever the order.
func (l *layout) cyclicSearchAll(sp cyclicSpec, nodes int, rng *rand.Rand) (_ [][][]int, exhausted bool) {
	return l.cyclicSearchCtx(context.Background(), sp, nodes, rng)
}

// cyclicSearchCtx is cyclicSearchAll that gives up when ctx ends (looked
// at every ctxNodes nodes, well under a millisecond of work).
func (l *layout) cyclicSearchCtx(ctx context.Context, sp cyclicSpec, nodes int, rng *rand.Rand) (_ [][][]int, exhausted bool) {
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
		for x := range n {
			placed[b][x] = sp.resting(x)
		}
	}
	order := rng.Perm(n)
	var dfs func(b, t int) bool
	dfs = func(b, t int) bool {
		if nodes <= 0 {
			return false
		}
		if nodes%ctxNodes == 0 && ctx.Err() != nil {
			nodes = 0
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
		return base, false
	}
	return nil, nodes > 0 && ctx.Err() == nil
}

// cyclicNodes is the node budget of one cyclic search attempt,
// cyclicAttempts the attempts per spec and cyclicSpecsMax the specs tried.
const (
	cyclicNodes    = 1_000_000
	cyclicAttempts = 8
	// cyclicFirstAttempts of them come before baseRoundSearch.
	cyclicFirstAttempts = 2
	cyclicSpecsMax      = 3
	ctxNodes            = 4096
)

// The tabu search for a base round (baseRoundSearch): cyclicLSRuns runs
// at once, each making cyclicLSWork/n moves (a move weighs about n swaps
// priced; 57,000 moves, about 1.4 s, for 44 players), a move chosen among
// the swaps of cyclicLSSample players in costly pairs, a shake after
// cyclicLSStall moves without progress. For 44 players at tables of 4
// for 12 rounds, 8 seeds needed 13,000 to 210,000 moves, a median near
// 70,000; for 56 players for 15 rounds 300 to 34,000.
const (
	cyclicLSRuns   = 2
	cyclicLSWork   = 6_000_000
	cyclicLSSample = 4
	cyclicLSStall  = 2000
)

// constructCyclic tries the cyclic specs in turn and develops the first
// base rounds found into a full schedule: by depth-first search, and for
// the first spec with one base round and no rests also by the tabu
// search of baseRoundSearch.
func (l *layout) constructCyclic(ctx context.Context, b *Bounds, seed uint64) *started {
	rng := rand.New(rand.NewPCG(uint64(l.n)^seed, uint64(l.rounds)))
	specs := l.cyclicSpecs()
	exhausted := make([]bool, len(specs))
	dfs := func(attempts int) *started {
		for i, sp := range specs {
			for range attempts {
				if exhausted[i] || ctx.Err() != nil {
					break
				}
				var base [][][]int
				base, exhausted[i] = l.cyclicSearchCtx(ctx, sp, cyclicNodes, rng)
				if base != nil {
					return l.developCyclic(b, sp, base)
				}
			}
		}
		return nil
	}
	// The first attempts of the depth-first search find what it finds
	// at all for most instances; the tabu search for a base round then
	// gets its turn on the first spec it suits, before the later
	// attempts. When nothing has no repeat, the tabu search's best base
	// round is the start.
	if st := dfs(cyclicFirstAttempts); st != nil {
		return st
	}
	var near *started
	for i, sp := range specs {
		if sp.base != 1 || sp.rest != 0 || exhausted[i] {
			continue
		}
		round, cost := l.baseRoundRuns(ctx, sp, seed, i)
		if round == nil {
			break
		}
		st := l.developCyclic(b, sp, [][][]int{round})
		if cost == 0 {
			st.method = say("%s, base round by tabu search", st.method)
			return st
		}
		st.method = say("%s, best base round of a tabu search", st.method)
		near = st
		break
	}
	if st := dfs(cyclicAttempts - cyclicFirstAttempts); st != nil {
		return st
	}
	return near
}

// baseRoundRuns runs baseRoundSearch for sp cyclicLSRuns times at once,
// each with its own generator derived from seed and the spec's place i,
// and returns the base round of the first run (in run order) that finds
// one with no repeat, else the best (the first of the cheapest), and its
// cost; nil when ctx ended first. A run that finds one stops the runs
// after it, whose results then no longer count, so the answer does not
// depend on which run finishes first.
func (l *layout) baseRoundRuns(ctx context.Context, sp cyclicSpec, seed uint64, i int) ([][]int, int) {
	orb, count := sp.orbits()
	found := make([][][]int, cyclicLSRuns)
	costs := make([]int, cyclicLSRuns)
	ctxs := make([]context.Context, cyclicLSRuns)
	cancels := make([]context.CancelFunc, cyclicLSRuns)
	for r := range cyclicLSRuns {
		ctxs[r], cancels[r] = context.WithCancel(ctx)
		defer cancels[r]()
	}
	var wg sync.WaitGroup
	for r := range cyclicLSRuns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(deriveSeed(seed, i*cyclicLSRuns+r), uint64(l.n*1000+l.rounds)))
			found[r], costs[r] = baseRoundSearch(ctxs[r], l.n, l.sizes[0], orb, count, rng, max(1000, cyclicLSWork/l.n), cyclicLSSample, cyclicLSStall)
			if costs[r] == 0 {
				for later := r + 1; later < cyclicLSRuns; later++ {
					cancels[later]()
				}
			}
		}()
	}
	wg.Wait()
	best := 0
	for r := range found {
		if costs[r] == 0 {
			return found[r], 0
		}
		if costs[r] < costs[best] {
			best = r
		}
	}
	if ctx.Err() != nil {
		return nil, 0 // the runs' bests depend on when ctx ended
	}
	return found[best], costs[best]
}

// developCyclic turns the base rounds of sp into the schedule's start.
func (l *layout) developCyclic(b *Bounds, sp cyclicSpec, base [][][]int) *started {
	player := l.cyclicPlayers(sp)
	s := newState(l, b)
	for r := range l.rounds {
		beta, shift := r/sp.m, r%sp.m
		for t, table := range base[beta] {
			for i, x := range table {
				if x < sp.m*sp.c {
					x = x/sp.m*sp.m + (x%sp.m+shift)%sp.m
				}
				s.seat[r][l.off[t]+i] = int32(player[x])
			}
			s.set[r][t] = int32((t + r) % max(1, l.sets))
		}
	}
	s.recount()
	return &started{s: s, method: say("cyclic design over %s", sp.text())}
}
