package seating

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
)

// With circulating sets and everybody seated every round at tables of one
// size, a schedule is nothing but each player's sequence of sets: in
// round r the players of set j sit together at the one table playing j,
// so two players meet in a round exactly when their sequences agree
// there. The schedule is legal when every sequence has no set twice and
// each round gives every set to one table's worth of players. The
// annealer searches those sequences directly. Its move is the chain swap
// of chain.go seen on the sequences: players x and y exchange their sets
// in round r and in every round reached from it by "x now has y's set of
// round q, so x gives up the round where it played that set before" (and
// the same for y), which keeps both sequences free of repeats and every
// round's counts unchanged. It is evaluated from the agreement counts in
// time proportional to the rounds it changes, and accepted by the
// Metropolis rule on the change of repeated meetings, at a temperature
// that falls geometrically over one cooling and is then raised again.
// The first cooling starts from the construction given or from a random
// legal start (feasibleStart), every later one from a new random start:
// cooling again from the best so far rarely leaves its trap (20 players
// at 5 tables of 4 end at 0 or at 14 repeated meetings).
//
// 24 players at 6 tables of 4 with 6 sets for 6 rounds: the tabu search
// of search.go made about 3,000 moves per CPU-second and ended its
// default 10 s with 15 to 21 repeated meetings; the annealer makes about
// a million proposals per CPU-second and reaches 15 in most coolings of
// a million proposals.

// Tuning of the annealer.
const (
	// A move of the effort is one proposal per pair of players: about
	// what one step of the tabu search evaluates, so that an effort buys
	// the two searches similar time.
	//
	// annealCoolingPerPair and annealMaxCooling bound the proposals of
	// one cooling (per pair of players, and in all); a run cools once over
	// its whole budget when that is smaller. annealMinCooling is the
	// fewest.
	annealCoolingPerPair = 1 << 11
	annealMaxCooling     = 1 << 21
	annealMinCooling     = 1 << 10
	// annealCoolings is the most coolings of a run: it then stops, its
	// budget left unspent, since the default effort would last minutes.
	// (24 players at 6 tables of 4 for 6 rounds, default effort, seeds
	// 1–8: 15 repeated meetings every time with 3 coolings, 3.3–4.3
	// CPU-seconds; with 2, one seed ends at 16.)
	annealCoolings = 3
	// annealHot and annealCold are the temperatures at the start and the
	// end of a cooling, in repeated meetings.
	annealHot, annealCold = 2.0, 0.1
	// annealStep is how many proposals share one temperature (and one
	// look at the context).
	annealStep = 1 << 10
	// annealMaxRounds bounds the rounds: a chain is a bit mask of them.
	annealMaxRounds = 64
)

// annealable reports whether the annealer fits l: circulating sets, every
// player seated every round at tables of one size, no lines, and few
// enough rounds for a mask.
func (l *layout) annealable() bool {
	return l.sets > 0 && l.lines == 0 && l.full() && l.rounds <= annealMaxRounds && l.sets == len(l.sizes)
}

// seqs is the annealer's state: the players' set sequences and the counts
// that make a chain swap cheap to evaluate.
type seqs struct {
	n, rounds, sets, k int
	w                  []int32 // w[x·rounds+r] = set x plays in round r
	pos                []int32 // pos[x·sets+j] = round x plays j, or -1
	mem                []int32 // mem[(r·sets+j)·k+i] = i-th player of set j in round r
	slot               []int32 // slot[x·rounds+r] = i with mem[(r·sets+w)·k+i] = x
	agree              []int32 // agree[x·n+y] = rounds x and y play the same set
	rep, sumSq         int     // Σ max(0, agree−1) and Σ agree² over pairs
	dx, dy             []int32 // chain-delta buffers, one per player
	touched            []int32
}

func newSeqs(l *layout) *seqs {
	n, R, S := l.n, l.rounds, l.sets
	k := l.sizes[0]
	return &seqs{
		n: n, rounds: R, sets: S, k: k,
		w:     make([]int32, n*R),
		pos:   make([]int32, n*S),
		mem:   make([]int32, R*S*k),
		slot:  make([]int32, n*R),
		agree: make([]int32, n*n),
		dx:    make([]int32, n),
		dy:    make([]int32, n),
	}
}

// cyclic sets the cyclic start: player x plays set x/k + r in round r.
func (q *seqs) cyclic() {
	for x := range q.n {
		for r := range q.rounds {
			q.w[x*q.rounds+r] = int32((x/q.k + r) % q.sets)
		}
	}
	q.rebuild()
}

// fromSnapshot reads the sequences from a state snapshot (seats and sets
// of every round).
func (q *seqs) fromSnapshot(l *layout, snap [][]int32) {
	for r := range q.rounds {
		seat, set := snap[2*r], snap[2*r+1]
		for t, k := range l.sizes {
			for _, x := range seat[l.off[t] : l.off[t]+k] {
				q.w[int(x)*q.rounds+r] = set[t]
			}
		}
	}
	q.rebuild()
}

// seqSnapshot writes sequences w as a state snapshot: table t plays set
// t + r in round r (mod the sets), as in feasibleStart, and seats its
// players in increasing order.
func seqSnapshot(l *layout, w []int32) [][]int32 {
	R := l.rounds
	out := make([][]int32, 0, 2*R)
	for r := range R {
		seat := make([]int32, l.slots)
		set := make([]int32, len(l.sizes))
		fill := make([]int, l.sets) // next slot of the table playing set j
		for t := range l.sizes {
			j := (t + r) % l.sets
			set[t] = int32(j)
			fill[j] = l.off[t]
		}
		for x := range l.n {
			j := w[x*R+r]
			seat[fill[j]] = int32(x)
			fill[j]++
		}
		out = append(out, seat, set)
	}
	return out
}

// rebuild recounts everything from w.
func (q *seqs) rebuild() {
	for i := range q.pos {
		q.pos[i] = -1
	}
	fill := make([]int32, q.rounds*q.sets)
	for x := range q.n {
		for r := range q.rounds {
			j := q.w[x*q.rounds+r]
			q.pos[x*q.sets+int(j)] = int32(r)
			c := r*q.sets + int(j)
			q.mem[c*q.k+int(fill[c])] = int32(x)
			q.slot[x*q.rounds+r] = fill[c]
			fill[c]++
		}
	}
	clear(q.agree)
	q.rep, q.sumSq = 0, 0
	for x := range q.n {
		wx := q.w[x*q.rounds : (x+1)*q.rounds]
		for y := range x {
			wy := q.w[y*q.rounds : (y+1)*q.rounds]
			a := 0
			for r := range wx {
				a += b2i(wx[r] == wy[r])
			}
			q.agree[x*q.n+y], q.agree[y*q.n+x] = int32(a), int32(a)
			q.rep += max(0, a-1)
			q.sumSq += a * a
		}
	}
}

// chain returns, as a mask of rounds, the chain swap of x and y that
// starts in round r (where they play different sets).
func (q *seqs) chain(x, y, r int) uint64 {
	R, S := q.rounds, q.sets
	mask := uint64(1) << r
	stack := [annealMaxRounds]int{r}
	top := 1
	for top > 0 {
		top--
		p := stack[top]
		// x takes y's set of round p and gives up the round where it
		// played it before; likewise y.
		for _, r2 := range [2]int32{q.pos[x*S+int(q.w[y*R+p])], q.pos[y*S+int(q.w[x*R+p])]} {
			if r2 >= 0 && mask&(1<<r2) == 0 {
				mask |= 1 << r2
				stack[top] = int(r2)
				top++
			}
		}
	}
	return mask
}

// delta returns the change of (rep, sumSq) if x and y swapped their sets
// in the rounds of mask. Their own agreements do not change: in those
// rounds they play different sets before and after.
func (q *seqs) delta(x, y int, mask uint64) (d1, d2 int) {
	R, S, k := q.rounds, q.sets, q.k
	dx, dy := q.dx, q.dy
	touched := q.touched[:0]
	for m := mask; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		a, b := int(q.w[x*R+r]), int(q.w[y*R+r])
		for _, z := range q.mem[(r*S+a)*k : (r*S+a+1)*k] {
			if int(z) != x {
				dx[z]--
				dy[z]++
				touched = append(touched, z)
			}
		}
		for _, z := range q.mem[(r*S+b)*k : (r*S+b+1)*k] {
			if int(z) != y {
				dy[z]--
				dx[z]++
				touched = append(touched, z)
			}
		}
	}
	rowX, rowY := q.agree[x*q.n:(x+1)*q.n], q.agree[y*q.n:(y+1)*q.n]
	for _, z := range touched {
		if v := dx[z]; v != 0 {
			e1, e2 := meetDelta(int(rowX[z]), int(v))
			d1, d2 = d1+e1, d2+e2
			dx[z] = 0
		}
		if v := dy[z]; v != 0 {
			e1, e2 := meetDelta(int(rowY[z]), int(v))
			d1, d2 = d1+e1, d2+e2
			dy[z] = 0
		}
	}
	q.touched = touched
	return d1, d2
}

// bump adds v to the agreements of x and z and keeps the totals.
func (q *seqs) bump(x, z int, v int) {
	e1, e2 := meetDelta(int(q.agree[x*q.n+z]), v)
	q.rep += e1
	q.sumSq += e2
	q.agree[x*q.n+z] += int32(v)
	q.agree[z*q.n+x] += int32(v)
}

// apply makes x and y swap their sets in the rounds of mask.
func (q *seqs) apply(x, y int, mask uint64) {
	R, S, k := q.rounds, q.sets, q.k
	// With fewer rounds than sets a player may give a set up for one it
	// did not play: the sets given up are cleared first.
	for m := mask; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		q.pos[x*S+int(q.w[x*R+r])], q.pos[y*S+int(q.w[y*R+r])] = -1, -1
	}
	for m := mask; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m)
		a, b := int(q.w[x*R+r]), int(q.w[y*R+r])
		ga := q.mem[(r*S+a)*k : (r*S+a+1)*k]
		gb := q.mem[(r*S+b)*k : (r*S+b+1)*k]
		for _, z := range ga {
			if int(z) != x {
				q.bump(x, int(z), -1)
				q.bump(y, int(z), +1)
			}
		}
		for _, z := range gb {
			if int(z) != y {
				q.bump(y, int(z), -1)
				q.bump(x, int(z), +1)
			}
		}
		sx, sy := q.slot[x*R+r], q.slot[y*R+r]
		ga[sx], gb[sy] = int32(y), int32(x)
		q.slot[x*R+r], q.slot[y*R+r] = sy, sx
		q.w[x*R+r], q.w[y*R+r] = int32(b), int32(a)
		q.pos[x*S+b], q.pos[y*S+a] = int32(r), int32(r)
	}
}

// annealRun is one annealing run; it advances in budgets like run.
type annealRun struct {
	l      *layout
	b      *Bounds
	st     *state // for fresh starts
	q      *seqs
	rng    *rand.Rand
	target Score
	minSq  int
	// step is the proposal count within the current cooling; accept[d]
	// is the chance of accepting a change of d ≥ 1 repeats at the current
	// temperature.
	step    int
	cooling int // proposals of one cooling
	perMove int // proposals a move
	accept  [8]float64
	// coolings counts the coolings begun.
	coolings int
	// The best sequences of the run and their score, the proposals made.
	best      [][]int32
	bestW     []int32
	bestScore Score
	proposals int
}

// annealCooling is the proposals of one cooling of a run with a budget of
// moves moves, pairs proposals each.
func annealCooling(pairs, moves int) int {
	return max(annealMinCooling, min(moves*pairs/annealCoolings, annealCoolingPerPair*pairs, annealMaxCooling))
}

// annealMoves is the moves an annealing run with a budget of moves makes
// when nothing stops it early: its coolings end it before the budget when
// they are shorter. A cooling looks at its end every annealStep
// proposals, so it can run up to annealStep−1 proposals over.
func annealMoves(l *layout, moves int) int {
	pairs := max(1, l.n*(l.n-1)/2)
	cooling := annealCooling(pairs, moves)
	cooling = (cooling + annealStep - 1) / annealStep * annealStep
	return min(moves, annealCoolings*cooling/pairs)
}

// newAnnealRun starts a run with a budget of moves moves from start (a
// snapshot) or, when that is nil, from the cyclic sequences.
func newAnnealRun(l *layout, b *Bounds, seed uint64, target Score, moves int, start [][]int32) *annealRun {
	pairs := max(1, l.n*(l.n-1)/2)
	a := &annealRun{
		l: l, b: b, q: newSeqs(l), target: target, minSq: minSumSquares(b.Meetings, b.Pairs),
		perMove: pairs,
		cooling: annealCooling(pairs, moves),
		rng:     rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
	}
	if start != nil {
		a.q.fromSnapshot(l, start)
	} else {
		a.fresh()
	}
	a.keep()
	return a
}

// fresh puts a random legal start in q (feasibleStart), or the cyclic one
// when none is found. (From the cyclic start alone, a chain swap of two
// players whose groups differ by d covers the rounds r, r + d, … and so,
// with a prime number of sets, exchanges their whole sequences and changes
// nothing.)
func (a *annealRun) fresh() {
	if a.st == nil {
		a.st = newState(a.l, a.b)
	}
	if a.st.feasibleStart(a.rng) {
		a.q.fromSnapshot(a.l, a.st.snapshot())
		return
	}
	a.q.cyclic()
}

// score is the current sequences' score.
func (a *annealRun) score() Score {
	return Score{Repeats: a.q.rep, Spread: a.q.sumSq - a.minSq}
}

// keep records the current sequences as the best.
func (a *annealRun) keep() {
	a.bestScore = a.score()
	a.bestW = append(a.bestW[:0], a.q.w...)
	a.best = nil // made from bestW when asked for
}

// temperature sets the acceptance chances for the current step.
func (a *annealRun) temperature() {
	f := float64(a.step) / float64(a.cooling)
	t := annealHot * math.Pow(annealCold/annealHot, f)
	for d := range a.accept {
		a.accept[d] = math.Exp(-float64(d) / t)
	}
}

// advance makes at most budget moves (perMove proposals each), or stops
// when the target is reached, when its coolings are done, or when ctx
// ends.
func (a *annealRun) advance(ctx context.Context, budget int) runResult {
	q := a.q
	interrupted := false
	end := a.proposals + budget*a.perMove
	for a.proposals < end && a.bestScore.Compare(a.target) > 0 {
		if ctx.Err() != nil {
			interrupted = true
			break
		}
		if a.step >= a.cooling || a.coolings == 0 {
			// A new cooling, if any is left: the first from the start,
			// the others from fresh starts.
			if a.coolings == annealCoolings {
				break
			}
			if a.coolings > 0 {
				a.fresh()
			}
			a.coolings++
			a.step = 0
		}
		a.temperature()
		stop := min(end, a.proposals+annealStep)
		for ; a.proposals < stop; a.proposals++ {
			a.step++
			x, y, r := a.rng.IntN(q.n), a.rng.IntN(q.n), a.rng.IntN(q.rounds)
			if q.w[x*q.rounds+r] == q.w[y*q.rounds+r] {
				continue // the same table (or the same player)
			}
			mask := q.chain(x, y, r)
			d1, d2 := q.delta(x, y, mask)
			if d1 > 0 && (d1 >= len(a.accept) || a.rng.Float64() >= a.accept[d1]) {
				continue
			}
			q.apply(x, y, mask)
			if d1 < 0 || (d1 == 0 && d2 < 0) {
				if sc := a.score(); sc.Compare(a.bestScore) < 0 {
					a.keep()
					if sc.Compare(a.target) <= 0 {
						a.proposals++
						break
					}
				}
			}
		}
	}
	if a.best == nil {
		a.best = seqSnapshot(a.l, a.bestW)
	}
	return runResult{best: a.best, score: a.bestScore, moves: a.proposals / a.perMove, interrupted: interrupted}
}
