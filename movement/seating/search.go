package seating

import (
	"context"
	"math/rand/v2"
)

// Tuning of the tabu search.
const (
	tenureMin    = 4    // fewest iterations a swapped pair stays tabu
	tenureSpread = 12   // tenure is tenureMin + a random number below this
	stableLimit  = 2000 // iterations without a new best before a perturbation
	perturbSwaps = 3    // random swaps made by a perturbation, at least
	// restartKicks is the number of perturbations without a new best of
	// the current descent after which the run starts afresh from a new
	// freedom greedy schedule (when it applies), or with sets from a new
	// legal start.
	restartKicks = 10
	// With circulating sets a move is a chain swap, far dearer, and the search does better restarting often from a fresh
	// legal start: a perturbation after stableLimitSets iterations
	// without a new best and a restart after restartKicksSets of them
	// (24 players at 6 tables for 6 rounds, 10 s, seeds 1–3: 15, 20 and 22
	// repeated meetings, against 22, 30 and 29 with the limits above).
	stableLimitSets  = 100
	restartKicksSets = 3
	maxDenseTabu     = 1 << 22
)

// run is one independent tabu search.
type run struct {
	s      *state
	rng    *rand.Rand
	target Score
	// tabu holds, per round and pair of players, the iteration until which
	// swapping them again is tabu. When that table would be too large,
	// tabuPlayer holds it per round and player instead.
	tabu       []int32
	tabuPlayer []int32
	iter       int32
	ctx        context.Context // looked at between rounds of a scan
	// The search so far: best schedule, its score, moves made and moves
	// since the last new best.
	best          [][]int32
	bestScore     Score
	moves, stable int
	// The current descent since the last restart: its best schedule and
	// score, and the perturbations made since that best improved.
	local      [][]int32
	localScore Score
	kicks      int
	// reference makes the run evaluate moves the old way, pair by pair,
	// for the benchmark that compares the two.
	reference bool
	conflict  []bool
	// conflictAt[r·n+x] is conflict for every round at once, and
	// allConflict is set when every player counts as one (no conflict
	// anywhere): a chain swap is offered only from the first of its
	// rounds that has a or b in conflict (firstOffer).
	conflictAt  []bool
	allConflict bool
	cands       []int
	chainBuf    []int
}

// runResult is what one run hands back.
type runResult struct {
	best        [][]int32
	score       Score
	moves       int
	interrupted bool
}

func newRun(s *state, seed uint64, target Score) *run {
	l := s.l
	w := &run{s: s, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), target: target}
	if l.rounds*l.n*l.n <= maxDenseTabu {
		w.tabu = make([]int32, l.rounds*l.n*l.n)
	} else {
		w.tabuPlayer = make([]int32, l.rounds*l.n)
	}
	w.conflict = make([]bool, l.n)
	return w
}

func (w *run) isTabu(r, a, b int) bool {
	n := w.s.l.n
	if w.tabu != nil {
		return w.tabu[(r*n+a)*n+b] > w.iter
	}
	return w.tabuPlayer[r*n+a] > w.iter && w.tabuPlayer[r*n+b] > w.iter
}

func (w *run) makeTabu(r, a, b int) {
	n := w.s.l.n
	until := w.iter + int32(tenureMin+w.rng.IntN(tenureSpread))
	if w.tabu != nil {
		w.tabu[(r*n+a)*n+b] = until
		w.tabu[(r*n+b)*n+a] = until
		return
	}
	w.tabuPlayer[r*n+a] = until
	w.tabuPlayer[r*n+b] = until
}

// lessDelta compares two (hard, rep, sumSq) changes in priority order.
func lessDelta(h1, a1, b1, h2, a2, b2 int) bool {
	if h1 != h2 {
		return h1 < h2
	}
	if a1 != a2 {
		return a1 < a2
	}
	return b1 < b2
}

// markConflicts marks the players of round r who meet a tablemate more
// often than the target allows or play their set again; it returns whether
// a set is repeated in the round, and how many players were marked.
func (w *run) markConflicts(r int) (setTrouble bool, marked int) {
	s, l := w.s, w.s.l
	clear(w.conflict)
	for t, k := range l.sizes {
		row := s.seat[r][l.off[t] : l.off[t]+k]
		for i, a := range row {
			for _, b := range row[:i] {
				if s.meet[int(a)*l.n+int(b)] > s.hi {
					w.conflict[a], w.conflict[b] = true, true
				}
			}
			if l.sets > 0 && s.played[int(a)*l.sets+int(s.set[r][t])] >= 2 {
				w.conflict[a] = true
				setTrouble = true
			}
		}
	}
	for _, c := range w.conflict {
		marked += b2i(c)
	}
	return setTrouble, marked
}

// move is a candidate: a player swap (a, b ≥ 0) or a set swap (tables t1,
// t2, with a = -1) in round r.
type move struct{ r, a, b int }

// picker keeps the best candidate move of a step: the lowest change of
// (hard, rep, sumSq), ties broken uniformly at random.
type picker struct {
	w                *run
	cur, bestScore   Score
	found            bool
	bh, b1, b2, ties int
	chosen           move
}

// couldWin reports whether a move with this change would be kept if it
// were allowed, so that the tabu list is looked at only then.
func (p *picker) couldWin(dh, d1, d2 int) bool {
	return !p.found || !lessDelta(p.bh, p.b1, p.b2, dh, d1, d2)
}

// offer considers move m with its change; a tabu move is kept only when it
// beats the best schedule so far (aspiration).
func (p *picker) offer(m move, dh, d1, d2 int, tabu bool) {
	if tabu {
		next := Score{SetRepeats: p.cur.SetRepeats + dh, Repeats: p.cur.Repeats + d1, Spread: p.cur.Spread + d2}
		if next.Compare(p.bestScore) >= 0 {
			return
		}
	}
	switch {
	case !p.found || lessDelta(dh, d1, d2, p.bh, p.b1, p.b2):
		p.found, p.bh, p.b1, p.b2, p.ties, p.chosen = true, dh, d1, d2, 1, m
	case dh == p.bh && d1 == p.b1 && d2 == p.b2:
		p.ties++
		if p.w.rng.IntN(p.ties) == 0 {
			p.chosen = m
		}
	}
}

// step makes the best non-tabu move among those that touch a conflict
// (all moves when nothing is in conflict) and reports whether one was
// found.
func (w *run) step(bestScore Score) bool {
	s, l := w.s, w.s.l
	p := &picker{w: w, cur: s.score(), bestScore: bestScore}
	anyConflict := false
	w.allConflict = false
	if w.chained() {
		if w.conflictAt == nil {
			w.conflictAt = make([]bool, l.rounds*l.n)
		}
		for r := 1; r < l.rounds; r++ {
			w.markConflicts(r)
			copy(w.conflictAt[r*l.n:(r+1)*l.n], w.conflict)
		}
	}
	for r := 1; r < l.rounds; r++ {
		if w.ctx != nil && w.ctx.Err() != nil {
			return false // the caller sees ctx and stops
		}
		setTrouble, marked := w.markConflicts(r)
		if marked == 0 {
			continue
		}
		anyConflict = true
		w.scanRound(r, p)
		if setTrouble {
			for t1 := range l.sizes {
				for t2 := range t1 {
					dh := s.setSwapDelta(r, t1, t2)
					p.offer(move{r, -1 - t1, t2}, dh, 0, 0, false)
				}
			}
		}
	}
	if !anyConflict {
		w.allConflict = true
		for r := 1; r < l.rounds; r++ {
			if w.ctx != nil && w.ctx.Err() != nil {
				return false
			}
			for x := range w.conflict {
				w.conflict[x] = true
			}
			w.scanRound(r, p)
		}
	}
	if !p.found {
		return false
	}
	chosen := p.chosen
	switch {
	case chosen.a < 0:
		s.setSwap(chosen.r, -1-chosen.a, chosen.b)
	case w.chained():
		rounds, _ := s.chain(chosen.r, chosen.a, chosen.b, w.chainBuf)
		w.chainBuf = rounds
		s.chainSwap(rounds, chosen.a, chosen.b)
		for _, q := range rounds {
			w.makeTabu(q, chosen.a, chosen.b)
		}
	default:
		s.swap(chosen.r, chosen.a, chosen.b)
		w.makeTabu(chosen.r, chosen.a, chosen.b)
	}
	return true
}

// chained reports whether moves are chain swaps: sets circulate and the
// schedule has no set repeat, so only moves that keep it so are made.
func (w *run) chained() bool { return w.s.l.sets > 0 && w.s.hard == 0 }

// scanRound offers every swap in round r that moves a marked player. With
// the per-round sums (state.sums) a swap is evaluated in O(1) and the
// tabu list is read only for a move that could win; otherwise (the
// reference evaluation, kept for the benchmark) every swap is evaluated
// pair by pair and its tabu state read first.
func (w *run) scanRound(r int, p *picker) {
	s, l := w.s, w.s.l
	seated := l.seated[r]
	chained := w.chained()
	fast := s.sums != nil && !w.reference
	if fast && !chained && l.sets == 0 {
		w.scanRoundFast(r, p)
		return
	}
	for _, a := range seated {
		if !w.conflict[a] {
			continue
		}
		ta := s.tableOf[s.at[r][a]]
		for _, b := range seated {
			tb := s.tableOf[s.at[r][b]]
			if tb == ta || (l.lines > 0 && l.line[a] != l.line[b]) {
				continue
			}
			if w.conflict[b] && b < a {
				continue // offered already from b's side
			}
			if chained {
				rounds, ok := s.chain(r, a, b, w.chainBuf)
				w.chainBuf = rounds
				if !ok || w.firstOffer(rounds, a, b) != r {
					continue
				}
				dh, d1, d2 := s.chainDelta(rounds, a, b)
				p.offer(move{r, a, b}, dh, d1, d2, w.isTabu(r, a, b))
				continue
			}
			if fast {
				dh, d1, d2 := s.swapDeltaAt(r, a, b, int(ta), int(tb))
				if p.couldWin(dh, d1, d2) {
					p.offer(move{r, a, b}, dh, d1, d2, w.isTabu(r, a, b))
				}
				continue
			}
			dh, d1, d2 := s.swapDelta(r, a, b)
			p.offer(move{r, a, b}, dh, d1, d2, w.isTabu(r, a, b))
		}
	}
}

// firstOffer returns the first round of a chain swap of a and b in which
// the scan offers it: the earliest round after the first in which a or b
// is in conflict. A chain is the same set of rounds from whichever of them
// it starts (the rounds are linked both ways), so it is evaluated once a
// step instead of once for every round it spans.
func (w *run) firstOffer(rounds []int, a, b int) int {
	n := w.s.l.n
	first := -1
	for _, q := range rounds {
		if q >= 1 && (first < 0 || q < first) &&
			(w.allConflict || w.conflictAt[q*n+a] || w.conflictAt[q*n+b]) {
			first = q
		}
	}
	return first
}

// scanRoundFast is scanRound for schedules without sets, with the sums:
// the change of a swap of a (table ta) and b (table tb) is read from the
// sums of a and b at ta and tb and their own meetings.
func (w *run) scanRoundFast(r int, p *picker) {
	s, l := w.s, w.s.l
	n, g := l.n, len(l.sizes)
	base := r * n * g
	sums, seat := s.sums[base:base+n*g], s.seat[r]
	for _, a := range l.seated[r] {
		if !w.conflict[a] {
			continue
		}
		ta := int(s.tableOf[s.at[r][a]])
		kA := l.sizes[ta] - 1
		aRow := sums[a*g : (a+1)*g]
		aA := aRow[ta]
		meetA := s.meet[a*n : (a+1)*n]
		leaveA1, leaveA2 := -int(aA.c2), -(2*int(aA.sq) - kA)
		for tb, k := range l.sizes {
			if tb == ta {
				continue
			}
			kB := k - 1
			aB := aRow[tb]
			for _, bb := range seat[l.off[tb] : l.off[tb]+k] {
				b := int(bb)
				if (w.conflict[b] && b < a) || (l.lines > 0 && l.line[a] != l.line[b]) {
					continue
				}
				bA, bB := sums[b*g+ta], sums[b*g+tb]
				mab := int(meetA[b])
				d1 := leaveA1 - int(bB.c2) + int(bA.c1) + int(aB.c1) - 2*b2i(mab >= 1)
				d2 := leaveA2 - (2*int(bB.sq) - kB) + (2*(int(bA.sq)-mab) + kA) + (2*(int(aB.sq)-mab) + kB)
				if p.couldWin(0, d1, d2) {
					p.offer(move{r, a, b}, 0, d1, d2, w.isTabu(r, a, b))
				}
			}
		}
	}
}

// perturb makes a few random swaps in random rounds (never round 1).
func (w *run) perturb() {
	s, l := w.s, w.s.l
	if l.rounds < 2 {
		return
	}
	swaps := perturbSwaps + w.rng.IntN(perturbSwaps)
	for range swaps {
		r := 1 + w.rng.IntN(l.rounds-1)
		seated := l.seated[r]
		a := seated[w.rng.IntN(len(seated))]
		for range 8 {
			b := seated[w.rng.IntN(len(seated))]
			if s.tableOf[s.at[r][a]] == s.tableOf[s.at[r][b]] || (l.lines > 0 && l.line[a] != l.line[b]) {
				continue
			}
			if w.chained() {
				rounds, ok := s.chain(r, a, b, w.chainBuf)
				w.chainBuf = rounds
				if !ok {
					continue
				}
				s.chainSwap(rounds, a, b)
				break
			}
			s.swap(r, a, b)
			break
		}
	}
}

// advance continues the tabu search for at most budget more moves, or
// until it reaches the target or ctx ends, and returns the best schedule
// so far with the moves made in all.
func (w *run) advance(ctx context.Context, budget int) runResult {
	s := w.s
	if w.best == nil {
		w.best, w.bestScore = s.snapshot(), s.score()
	}
	w.ctx = ctx
	interrupted := false
	for n := 0; n < budget && w.bestScore.Compare(w.target) > 0; n++ {
		// A move costs microseconds on small problems and up to tens of
		// milliseconds on the largest, so ctx is looked at every move.
		if ctx.Err() != nil {
			interrupted = true
			break
		}
		w.iter++
		w.moves++
		if !w.step(w.bestScore) {
			if ctx.Err() != nil {
				interrupted = true
				break
			}
			w.perturb()
		}
		sc := s.score()
		if w.local == nil || sc.Compare(w.localScore) < 0 {
			w.localScore, w.local, w.stable, w.kicks = sc, s.snapshot(), 0, 0
			if sc.Compare(w.bestScore) < 0 {
				w.bestScore, w.best = sc, w.local // snapshots are never changed
			}
			continue
		}
		w.stable++
		limit, kicks := stableLimit, restartKicks
		if s.l.sets > 0 {
			limit, kicks = stableLimitSets, restartKicksSets
		}
		if w.stable >= limit {
			w.stable = 0
			w.kicks++
			if w.kicks >= kicks && (s.l.canFreedom() || s.l.sets > 0) {
				// A fresh descent from a new start.
				if s.l.sets > 0 {
					if !s.feasibleStart(w.rng) {
						s.restore(w.local) // stopped, or no legal start
					}
				} else {
					s.freedomGreedy(w.rng)
				}
				w.local, w.localScore, w.kicks = s.snapshot(), s.score(), 0
				continue
			}
			s.restore(w.local)
			w.perturb()
		}
	}
	return runResult{best: w.best, score: w.bestScore, moves: w.moves, interrupted: interrupted}
}
