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
	maxDenseTabu = 1 << 22
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
	conflict      []bool
	cands         []int
	chainBuf      []int
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

// step makes the best non-tabu move among those that touch a conflict
// (all moves when nothing is in conflict) and reports whether one was
// found.
func (w *run) step(bestScore Score) bool {
	s, l := w.s, w.s.l
	cur := s.score()
	var (
		found            bool
		bh, b1, b2, ties int
		chosen           move
	)
	consider := func(m move, dh, d1, d2 int, tabu bool) {
		if tabu {
			// Aspiration: a tabu move is allowed when it beats the best.
			next := Score{SetRepeats: cur.SetRepeats + dh, Repeats: cur.Repeats + d1, Spread: cur.Spread + d2}
			if next.Compare(bestScore) >= 0 {
				return
			}
		}
		switch {
		case !found || lessDelta(dh, d1, d2, bh, b1, b2):
			found, bh, b1, b2, ties, chosen = true, dh, d1, d2, 1, m
		case dh == bh && d1 == b1 && d2 == b2:
			ties++
			if w.rng.IntN(ties) == 0 {
				chosen = m
			}
		}
	}
	anyConflict := false
	for r := 1; r < l.rounds; r++ {
		if w.ctx != nil && w.ctx.Err() != nil {
			return false // the caller sees ctx and stops
		}
		setTrouble, marked := w.markConflicts(r)
		if marked == 0 {
			continue
		}
		anyConflict = true
		w.scanRound(r, consider)
		if setTrouble {
			for t1 := range l.sizes {
				for t2 := range t1 {
					dh := s.setSwapDelta(r, t1, t2)
					consider(move{r, -1 - t1, t2}, dh, 0, 0, false)
				}
			}
		}
	}
	if !anyConflict {
		for r := 1; r < l.rounds; r++ {
			if w.ctx != nil && w.ctx.Err() != nil {
				return false
			}
			for x := range w.conflict {
				w.conflict[x] = true
			}
			w.scanRound(r, consider)
		}
	}
	if !found {
		return false
	}
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

// scanRound offers every swap in round r that moves a marked player.
func (w *run) scanRound(r int, consider func(move, int, int, int, bool)) {
	s, l := w.s, w.s.l
	seated := l.seated[r]
	chained := w.chained()
	for _, a := range seated {
		if !w.conflict[a] {
			continue
		}
		ta := s.tableOf[s.at[r][a]]
		for _, b := range seated {
			if s.tableOf[s.at[r][b]] == ta || (l.lines > 0 && l.line[a] != l.line[b]) {
				continue
			}
			if w.conflict[b] && b < a {
				continue // offered already from b's side
			}
			if chained {
				rounds, ok := s.chain(r, a, b, w.chainBuf)
				w.chainBuf = rounds
				if !ok {
					continue
				}
				dh, d1, d2 := s.chainDelta(rounds, a, b)
				consider(move{r, a, b}, dh, d1, d2, w.isTabu(r, a, b))
				continue
			}
			dh, d1, d2 := s.swapDelta(r, a, b)
			consider(move{r, a, b}, dh, d1, d2, w.isTabu(r, a, b))
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
		if sc := s.score(); sc.Compare(w.bestScore) < 0 {
			w.bestScore, w.best, w.stable = sc, s.snapshot(), 0
			continue
		}
		w.stable++
		if w.stable >= stableLimit {
			s.restore(w.best)
			w.perturb()
			w.stable = 0
		}
	}
	return runResult{best: w.best, score: w.bestScore, moves: w.moves, interrupted: interrupted}
}
