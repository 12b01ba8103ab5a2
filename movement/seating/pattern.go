package seating

import (
	"context"
	"math"
	"math/rand/v2"
)

// The pattern search is the search for the instances in which everybody
// must meet everybody exactly once: n players at g tables of k for
// (n−1)/(k−1) rounds, a resolvable (n,k,1) design such as 7-4-9. Round 1
// is fixed, and its tables are the groups: no two players of a group may
// meet again, so in every later round each table holds k players of k
// different groups. The search works in two levels.
//
//  1. The pattern says which k groups each table draws from, every group
//     at k tables. One pattern serves every later round (its tables in a
//     new order each round), so for every two groups to share a table k²
//     times over the rounds, once for each pair of their members, the
//     pattern must be a symmetric 2-(g,k,λ) design with λ = k(k−1)/(g−1)
//     (for 7-4-9 every two groups share 2 of the 7 tables); λ must be
//     whole. Simulated annealing of 2×2 switches, which keep every table
//     at k groups and every group at k tables, finds one in milliseconds.
//     One pattern for all rounds is an assumption of the search, not a
//     property of every solution; it leaves the players free and imposes
//     no automorphism.
//  2. The pattern fixed, a tabu search seats the members: a move swaps two
//     players of one group between their tables in one round, so every
//     move keeps the pattern and no group ever meets itself again. It
//     works on repeated meetings alone, perturbs a stalled descent and
//     draws a new pattern and seating after patternKicks perturbations
//     without progress.
//
// With --method search, 7-4-9 is solved in 0.2 to 6.5 s on two cores
// (seeds 1–12; the plain tabu search ends with about 20 repeated meetings
// after 60 s) and 7-3-10 in a tenth of a second (2 left after 60 s before).
const (
	patternStable = 2000 // iterations without a new best before a perturbation
	patternKick   = 6    // random swaps made by a perturbation
	patternKicks  = 60   // perturbations without progress before a new pattern
	// patternTries bounds the annealing moves spent on one pattern before
	// it starts again from a fresh one, patternStarts the fresh starts;
	// after them the search goes on with the best pattern found, a
	// legal seating whose repeats then cannot all vanish.
	patternTries  = 2_000_000
	patternStarts = 4
	// patternPlayers is the most players the pattern search takes on.
	// Measured with --method search, 10 s, against the plain tabu search
	// (repeats left): it wins up to 52 players (28-4-9 0 against 20,
	// 49-7-8 0 against 123, 52-4-17 40–43 against 65) and loses above
	// (64-8-9 263 against 253, 66-6-13 255 against 207, 96-6-19 556
	// against 441, 120-8-17 1147 against 924; for 105-5-26 and 190-10-21
	// the annealer does not even find the 2-(21,5,1) and 2-(19,10,5)
	// designs).
	patternPlayers = 52
)

// patternable reports whether the pattern search applies: one table size
// k ≥ 3, nobody resting, no sets or lines, as many rounds as let everybody
// meet everybody exactly once with no bound against it, and a whole λ.
func (l *layout) patternable(b *Bounds) bool {
	if l.sets > 0 || l.lines > 0 || !l.full() || b.MinRepeats > 0 || b.PerfectImpossible {
		return false
	}
	k := l.minSize()
	g := len(l.sizes)
	return k >= 3 && k == l.maxSize() && g >= k && l.n <= patternPlayers && l.rounds >= 2 && l.rounds*(k-1) == l.n-1 && (k*(k-1))%(g-1) == 0
}

// patternLambda is λ of the pattern design: every two groups share λ of
// the g tables of a round.
func (l *layout) patternLambda() int {
	k := l.minSize()
	return k * (k - 1) / (len(l.sizes) - 1)
}

// patternRun is one pattern search (see patternable).
type patternRun struct {
	s               *state // exports the best schedule
	n, g, k, rounds int
	rng             *rand.Rand
	target          Score
	tab             []int32 // tab[r·n+p] = table of p in round r
	mem             []int32 // mem[(r·g+t)·k+i] = i-th player at table t of round r
	meet            []int32 // meet[a·n+b]
	rep             int     // Σ max(0, meet−1) over pairs
	tabu            []int32 // tabu[(r·n+a)·k+b%k] = iteration until which a↔b is tabu
	it              int32
	// descent: the best of the current pattern and the perturbations
	// since it improved.
	local      []int32
	localRep   int
	kicks      int
	stable     int
	best       [][]int32
	bestScore  Score
	bestRep    int
	moves      int
	needsStart bool
}

func newPatternRun(l *layout, b *Bounds, seed uint64, target Score) *patternRun {
	k := l.minSize()
	w := &patternRun{
		s: newState(l, b), n: l.n, g: len(l.sizes), k: k, rounds: l.rounds,
		rng:    rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		target: target, bestRep: math.MaxInt, needsStart: true,
	}
	w.tab = make([]int32, l.rounds*l.n)
	w.mem = make([]int32, l.rounds*w.g*k)
	w.meet = make([]int32, l.n*l.n)
	w.tabu = make([]int32, l.rounds*l.n*k)
	w.local = make([]int32, len(w.tab))
	return w
}

// newPattern anneals a pattern and seats each group's members at its
// tables at random. It reports false when ctx ended first.
func (w *patternRun) newPattern(ctx context.Context) bool {
	g, k, R := w.g, w.k, w.rounds
	lambda := w.s.l.patternLambda()
	a := make([]int8, g*g)  // a[t·g+h] = 1 when table t draws from group h
	cnt := make([]int, g*g) // cnt[h·g+h2] = tables that draw from h and h2 (h < h2)
	cost := func() int {
		clear(cnt)
		for t := range g {
			row := a[t*g : (t+1)*g]
			for h := range g {
				if row[h] == 0 {
					continue
				}
				for h2 := h + 1; h2 < g; h2++ {
					if row[h2] == 1 {
						cnt[h*g+h2]++
					}
				}
			}
		}
		c := 0
		for h := range g {
			for h2 := h + 1; h2 < g; h2++ {
				d := cnt[h*g+h2] - lambda
				c += d * d
			}
		}
		return c
	}
	best, bestCost := make([]int8, g*g), math.MaxInt
	for start := 0; bestCost > 0 && start < patternStarts; start++ {
		clear(a)
		for t := range g {
			for d := range k {
				a[t*g+(t+d)%g] = 1
			}
		}
		cur := cost()
		temp := 2.0
		for try := 0; cur > 0 && try < patternTries; try++ {
			if try&1023 == 0 && ctx.Err() != nil {
				return false
			}
			t1, t2 := w.rng.IntN(g), w.rng.IntN(g)
			h1, h2 := w.rng.IntN(g), w.rng.IntN(g)
			i11, i12, i21, i22 := t1*g+h1, t1*g+h2, t2*g+h1, t2*g+h2
			if a[i11] != 1 || a[i12] != 0 || a[i22] != 1 || a[i21] != 0 {
				continue
			}
			a[i11], a[i12], a[i22], a[i21] = 0, 1, 0, 1
			next := cost()
			if next > cur && w.rng.Float64() >= math.Exp(float64(cur-next)/temp) {
				a[i11], a[i12], a[i22], a[i21] = 1, 0, 1, 0
			} else {
				cur = next
			}
			if try%1000 == 999 {
				temp = max(0.05, temp*0.99)
			}
		}
		if cur < bestCost {
			copy(best, a)
			bestCost = cur
		}
	}
	a = best
	n := w.n
	for p := range n {
		w.tab[p] = int32(p / k)
	}
	perm := make([]int, k)
	for r := 1; r < R; r++ {
		order := w.rng.Perm(g) // table order[t] of this round takes row t
		for h := range g {
			for i := range perm {
				perm[i] = i
			}
			w.rng.Shuffle(k, func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
			i := 0
			for t := range g {
				if a[t*g+h] == 1 {
					w.tab[r*n+h*k+perm[i]] = int32(order[t])
					i++
				}
			}
		}
	}
	w.rebuild()
	clear(w.tabu)
	copy(w.local, w.tab)
	w.localRep, w.kicks, w.stable = w.rep, 0, 0
	return true
}

// rebuild recounts mem, meet and rep from tab.
func (w *patternRun) rebuild() {
	n, g, k := w.n, w.g, w.k
	clear(w.meet)
	fill := make([]int, g)
	for r := range w.rounds {
		clear(fill)
		for p := range n {
			t := int(w.tab[r*n+p])
			w.mem[(r*g+t)*k+fill[t]] = int32(p)
			fill[t]++
		}
		for t := range g {
			m := w.mem[(r*g+t)*k : (r*g+t+1)*k]
			for i, x := range m {
				for _, y := range m[:i] {
					w.meet[int(x)*n+int(y)]++
					w.meet[int(y)*n+int(x)]++
				}
			}
		}
	}
	w.rep = 0
	for x := range n {
		for y := range x {
			w.rep += max(0, int(w.meet[x*n+y])-1)
		}
	}
}

// delta is the change of rep when a and b swap tables in round r.
func (w *patternRun) delta(r, a, b int) int {
	n, g, k := w.n, w.g, w.k
	ta, tb := int(w.tab[r*n+a]), int(w.tab[r*n+b])
	d := 0
	for _, x := range w.mem[(r*g+ta)*k : (r*g+ta+1)*k] {
		if int(x) != a {
			d -= b2i(w.meet[a*n+int(x)] >= 2)
			d += b2i(w.meet[b*n+int(x)] >= 1)
		}
	}
	for _, y := range w.mem[(r*g+tb)*k : (r*g+tb+1)*k] {
		if int(y) != b {
			d -= b2i(w.meet[b*n+int(y)] >= 2)
			d += b2i(w.meet[a*n+int(y)] >= 1)
		}
	}
	return d
}

// swap makes a and b change tables in round r.
func (w *patternRun) swap(r, a, b int) {
	n, g, k := w.n, w.g, w.k
	ta, tb := int(w.tab[r*n+a]), int(w.tab[r*n+b])
	ma := w.mem[(r*g+ta)*k : (r*g+ta+1)*k]
	mb := w.mem[(r*g+tb)*k : (r*g+tb+1)*k]
	w.rep += w.delta(r, a, b)
	for i, x := range ma {
		if int(x) == a {
			ma[i] = int32(b)
			continue
		}
		w.meet[a*n+int(x)]--
		w.meet[int(x)*n+a]--
		w.meet[b*n+int(x)]++
		w.meet[int(x)*n+b]++
	}
	for i, y := range mb {
		if int(y) == b {
			mb[i] = int32(a)
			continue
		}
		w.meet[b*n+int(y)]--
		w.meet[int(y)*n+b]--
		w.meet[a*n+int(y)]++
		w.meet[int(y)*n+a]++
	}
	w.tab[r*n+a], w.tab[r*n+b] = int32(tb), int32(ta)
}

// step makes one tabu move: the best swap of a player in conflict with a
// member of its group, ties broken at random.
func (w *patternRun) step() {
	n, g, k := w.n, w.g, w.k
	w.it++
	bd, ties := math.MaxInt, 0
	br, ba, bb := -1, -1, -1
	for r := 1; r < w.rounds; r++ {
		for t := range g {
			m := w.mem[(r*g+t)*k : (r*g+t+1)*k]
			for _, x := range m {
				a := int(x)
				conflict := false
				for _, y := range m {
					if w.meet[a*n+int(y)] >= 2 {
						conflict = true
						break
					}
				}
				if !conflict {
					continue
				}
				base := a / k * k
				for b := base; b < base+k; b++ {
					if b == a {
						continue
					}
					d := w.delta(r, a, b)
					if d > bd {
						continue
					}
					if w.tabu[(r*n+a)*k+b%k] > w.it && w.rep+d >= w.localRep {
						continue
					}
					if d < bd {
						bd, ties = d, 0
					}
					ties++
					if w.rng.IntN(ties) == 0 {
						br, ba, bb = r, a, b
					}
				}
			}
		}
	}
	if br < 0 {
		return
	}
	w.swap(br, ba, bb)
	ten := int32(4 + w.rng.IntN(12))
	w.tabu[(br*n+ba)*k+bb%k] = w.it + ten
	w.tabu[(br*n+bb)*k+ba%k] = w.it + ten
}

// perturb goes back to the descent's best and makes a few random swaps
// inside groups.
func (w *patternRun) perturb() {
	copy(w.tab, w.local)
	w.rebuild()
	for range patternKick {
		r := 1 + w.rng.IntN(w.rounds-1)
		h := w.rng.IntN(w.g)
		i, j := w.rng.IntN(w.k), w.rng.IntN(w.k-1)
		if j >= i {
			j++
		}
		w.swap(r, h*w.k+i, h*w.k+j)
	}
}

// record exports the current schedule as the run's best.
func (w *patternRun) record() {
	l := w.s.l
	g, k := w.g, w.k
	for r := range w.rounds {
		for t := range g {
			copy(w.s.seat[r][l.off[t]:l.off[t]+k], w.mem[(r*g+t)*k:(r*g+t+1)*k])
		}
		clear(w.s.set[r])
	}
	w.s.recount()
	w.best, w.bestScore, w.bestRep = w.s.snapshot(), w.s.score(), w.rep
}

func (w *patternRun) advance(ctx context.Context, budget int) runResult {
	out := func(interrupted bool) runResult {
		return runResult{best: w.best, score: w.bestScore, moves: w.moves, interrupted: interrupted}
	}
	if w.best != nil && w.bestScore.Compare(w.target) <= 0 {
		return out(false)
	}
	if w.needsStart {
		if !w.newPattern(ctx) {
			return out(true)
		}
		w.needsStart = false
		if w.rep < w.bestRep {
			w.record()
		}
	}
	for i := range budget {
		if i&255 == 0 && ctx.Err() != nil {
			return out(true)
		}
		w.step()
		w.moves++
		if w.rep < w.bestRep {
			w.record()
			if w.bestScore.Compare(w.target) <= 0 {
				return out(false)
			}
		}
		if w.rep < w.localRep {
			copy(w.local, w.tab)
			w.localRep, w.kicks, w.stable = w.rep, 0, 0
			continue
		}
		w.stable++
		if w.stable < patternStable {
			continue
		}
		w.stable = 0
		w.kicks++
		if w.kicks > patternKicks {
			if !w.newPattern(ctx) {
				return out(true)
			}
			continue
		}
		w.perturb()
	}
	return out(false)
}
