package seating

import (
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// DefaultEffort is the move budget Solve uses when Options.Effort is 0.
const DefaultEffort = 1_000_000

// epochMoves is the most moves a run makes between two looks at whether
// some run has reached the target.
const epochMoves = 4096

// DefaultRestarts is the number of independent runs when Options.Restarts
// is 0.
const DefaultRestarts = 4

// Options control Solve.
type Options struct {
	// Seed makes the search reproducible: the same problem, seed and effort
	// give the same schedule.
	Seed uint64
	// Effort is the budget in moves, shared out evenly over the restarts;
	// 0 means DefaultEffort. The search stops earlier when it reaches the
	// best score the bounds allow.
	Effort int
	// Restarts is the number of independent runs, each with its own seed
	// derived from Seed; 0 means DefaultRestarts. It is part of the
	// problem's identity: changing it changes the result.
	Restarts int
	// Workers is how many runs go at once; 0 means GOMAXPROCS. It never
	// changes the result, only how long it takes.
	Workers int
	// Progress, when set, is told the moves made so far out of the budget.
	// It is called from the search goroutines, one call at a time.
	Progress func(done, total int)
	// SearchOnly skips the constructions: the tabu search starts from its
	// greedy seating, so that it can be measured on its own.
	SearchOnly bool
}

// Result is a schedule with how good it is.
type Result struct {
	Problem Problem
	// Tables[r][t] lists the players (1-based) at table t+1 in round r+1,
	// seat by seat in the order of Seats (0 marks an empty seat).
	Tables [][][]int
	// Seats names the seats when the schedule fits a movement (tables of 3
	// or 4); nil otherwise, when Tables lists players in no special order.
	Seats []string
	// Sets[r][t] is the set played at table t+1 in round r+1 (1-based).
	Sets [][]int
	// Rests[r] lists the players resting in round r+1.
	Rests [][]int
	// Method says how the schedule was made, such as "affine plane
	// AG(2,4)" or "tabu search", kept as data for a message catalogue (its
	// String is the English).
	Method movement.Text
	// Score measures the schedule; Bounds says the best possible.
	Score  Score
	Bounds *Bounds
	// Optimal is set when Score reaches the bound: no schedule can do
	// better on set repeats, repeated meetings and spread.
	Optimal bool
	// Interrupted is set when the context ended the search early: the
	// result is the best found so far and not reproducible.
	Interrupted bool
	// Moves is the number of search moves made, over all runs.
	Moves int
}

// Solve plans the seating for p. It returns an error only for an invalid
// problem; when ctx ends first the best schedule so far comes back with
// Interrupted set.
func Solve(ctx context.Context, p Problem, opt Options) (*Result, error) {
	l, err := newLayout(p)
	if err != nil {
		return nil, err
	}
	b := l.bounds()
	if opt.Effort <= 0 {
		opt.Effort = DefaultEffort
	}
	if opt.Restarts <= 0 {
		opt.Restarts = DefaultRestarts
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	target := b.target()
	res := &Result{Problem: p, Bounds: b}

	var start *started
	if !opt.SearchOnly {
		// The constructions get at most half of the time left, so that
		// the search has the rest when none of them works.
		cctx := ctx
		if deadline, ok := ctx.Deadline(); ok {
			var cancel context.CancelFunc
			cctx, cancel = context.WithDeadline(ctx, time.Now().Add(time.Until(deadline)/2))
			defer cancel()
		}
		start = l.construct(cctx, b, opt.Seed)
	}
	if start != nil && start.s.hard > 0 {
		// The design repeats sets; a legal start serves the search better.
		start = nil
	}
	if start != nil {
		res.Method = start.method
		if st := start.s.score(); st.Compare(target) <= 0 {
			return l.finish(res, start.s.snapshot(), st), nil
		}
	}
	// Without a constructed start, the pattern search takes the runs
	// where it applies (pattern.go).
	pattern := start == nil && l.patternable(b)
	switch {
	case l.annealable() && res.Method.IsZero():
		res.Method = say("simulated annealing of the players' set sequences")
	case l.annealable():
		res.Method = say("%s, then simulated annealing of the players' set sequences", res.Method)
	case pattern && len(l.sizes) == l.minSize():
		res.Method = say("tabu search within round 1's tables as groups: in every later round each table takes one player from each round-1 table")
	case pattern:
		res.Method = say("tabu search within one pattern: in every later round each table takes its players from the round-1 tables named by one block of a 2-(%d,%d,%d) design, found by annealing",
			len(l.sizes), l.minSize(), l.patternLambda())
	case res.Method.IsZero():
		res.Method = say("tabu search")
	default:
		res.Method = say("%s, then tabu search", res.Method)
	}

	runs := opt.Restarts
	per := max(1, opt.Effort/runs)
	total := per * runs
	if l.annealable() {
		// The annealer stops after its coolings, long before a large
		// effort is spent: the progress counts what it will make.
		total = annealMoves(l, per) * runs
	}
	var constSnap [][]int32
	if start != nil {
		constSnap = start.s.snapshot()
	}
	// The runs advance in lockstep epochs of chunk moves each, spread over
	// the workers. Decisions are taken only between epochs: the search
	// ends after the first epoch in which some run reaches the target, and
	// the lowest such run wins. No decision depends on timing, so the
	// result and every count printed are the same on any number of cores.
	chunk := max(64, min(per/32, epochMoves))
	ws := make([]searcher, runs)
	results := make([]runResult, runs)
	var done int
	for epoch := 0; epoch*chunk < per; epoch++ {
		if ctx.Err() != nil {
			break
		}
		budget := min(chunk, per-epoch*chunk)
		var wg sync.WaitGroup
		var next atomic.Int64
		for range min(opt.Workers, runs) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					i := int(next.Add(1) - 1)
					if i >= runs {
						return
					}
					if ws[i] == nil && pattern {
						ws[i] = newPatternRun(l, b, deriveSeed(opt.Seed, i), target)
					}
					if ws[i] == nil && l.annealable() {
						ws[i] = newAnnealRun(l, b, deriveSeed(opt.Seed, i), target, per, constSnap)
					}
					if ws[i] == nil {
						st := newState(l, b)
						st.ctx = ctx
						w := newRun(st, deriveSeed(opt.Seed, i), target)
						ws[i] = w
						if constSnap != nil {
							st.restore(constSnap)
						} else {
							st.start(w.rng)
						}
					}
					results[i] = ws[i].advance(ctx, budget)
				}
			}()
		}
		wg.Wait()
		reached := false
		before := done
		done = 0
		for _, r := range results {
			done += r.moves
			reached = reached || (r.best != nil && r.score.Compare(target) <= 0)
		}
		if opt.Progress != nil {
			opt.Progress(done, total)
		}
		// An epoch without a move ends the search: every run has stopped
		// on its own (the annealer after its coolings).
		if reached || (done == before && ctx.Err() == nil) {
			break
		}
	}
	bestRun := -1
	for i, r := range results {
		res.Moves += r.moves
		res.Interrupted = res.Interrupted || r.interrupted
		if r.best == nil {
			continue
		}
		if bestRun < 0 || r.score.Compare(results[bestRun].score) < 0 {
			bestRun = i
		}
	}
	res.Interrupted = res.Interrupted || (ctx.Err() != nil && (bestRun < 0 || results[bestRun].score.Compare(target) > 0))
	if bestRun < 0 || results[bestRun].score.SetRepeats > 0 {
		// Interrupted before any run started, or before the runs' starts
		// were legal: fall back to the start. Without sets it seats the
		// rounds in order once ctx has ended (a stop returns at once);
		// with sets it must find a legal start, so it ignores ctx.
		s := newState(l, b)
		if l.sets == 0 {
			s.ctx = ctx
		}
		if constSnap != nil {
			s.restore(constSnap)
		} else {
			s.start(newRun(s, deriveSeed(opt.Seed, 0), target).rng)
		}
		if sc := s.score(); bestRun < 0 || sc.Compare(results[bestRun].score) < 0 {
			return l.finish(res, s.snapshot(), sc), nil
		}
	}
	return l.finish(res, results[bestRun].best, results[bestRun].score), nil
}

// searcher is one independent search that Solve advances in epochs: the
// tabu search (run) or, with circulating sets, the annealer (annealRun).
type searcher interface {
	advance(ctx context.Context, budget int) runResult
}

// start builds the search's first schedule: with circulating sets a legal
// one (nobody plays a set twice) when it can be found, else the greedy
// seating.
func (s *state) start(rng *rand.Rand) {
	if s.l.sets > 0 && s.feasibleStart(rng) {
		return
	}
	if s.l.canFreedom() {
		s.freedomGreedy(rng)
		return
	}
	s.greedy(rng)
}

// deriveSeed gives run i its own seed (a splitmix64 step).
func deriveSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// started is a constructed starting schedule.
type started struct {
	s      *state
	method movement.Text
}

// construct returns a known design that fits l, or nil. It gives up when
// ctx ends.
func (l *layout) construct(ctx context.Context, b *Bounds, seed uint64) *started {
	if l.lines > 0 || l.minSize() != l.maxSize() {
		return nil
	}
	if st := l.constructSharp(b); st != nil {
		return st
	}
	if l.sets > 0 && b.MinRepeats > 0 {
		// The designs below have no repeated meeting, which the bound
		// rules out for a schedule in which nobody plays a set twice:
		// Solve would throw such a start away, so none is searched for
		// (24 players at 6 tables with sets spent about 2 s of the 10 s
		// in the cyclic search).
		return nil
	}
	// The direct constructions first: they cost nothing when they do not
	// apply. The orbit designs come before the cyclic search, whose
	// attempts can take seconds to fail.
	for _, try := range []func() *started{
		func() *started { return l.constructPublished(b, seed) },
		func() *started { return l.constructAffineSpace(b) },
		func() *started { return l.constructResolvable(b, seed) },
		func() *started { return l.constructAffinePlane(b) },
		func() *started { return l.constructOrbit(ctx, b, seed) },
	} {
		if st := try(); st != nil {
			return st
		}
	}
	return l.constructCyclic(ctx, b, seed)
}

// constructAffinePlane seats q² players at q tables of q for up to q+1
// rounds by the parallel classes of AG(2,q), q a prime power; nil
// otherwise.
func (l *layout) constructAffinePlane(b *Bounds) *started {
	q := l.sizes[0]
	if !l.full() || l.n != q*q || l.rounds > q+1 {
		return nil
	}
	classes, err := design.AffineResolution(q)
	if err != nil {
		return nil
	}
	s := newState(l, b)
	for r := range l.rounds {
		for t, line := range classes[r] {
			for i, x := range line {
				s.seat[r][l.off[t]+i] = int32(x)
			}
			s.set[r][t] = int32(t)
		}
	}
	if l.sets > 0 {
		// The first round plays set t at table t; later rounds start from
		// a cyclic shift and leave the repairs to the search.
		for r := range l.rounds {
			for t := range l.sizes {
				s.set[r][t] = int32((t + r) % l.sets)
			}
		}
	}
	s.recount()
	return &started{s: s, method: say("affine plane AG(2,%d)", q)}
}

// finish turns the winning snapshot into a Result: seats balanced table by
// table, players and sets numbered from 1.
func (l *layout) finish(res *Result, snap [][]int32, sc Score) *Result {
	seats := l.seatNames()
	res.Seats = seats
	width := len(seats)
	if width == 0 {
		width = l.maxSize()
	}
	inSeat := make([]int, l.n*width) // rounds player x spent in seat i
	res.Tables = make([][][]int, l.rounds)
	res.Sets = make([][]int, l.rounds)
	res.Rests = make([][]int, l.rounds)
	for r := range l.rounds {
		row, sets := snap[2*r], snap[2*r+1]
		res.Tables[r] = make([][]int, len(l.sizes))
		res.Sets[r] = make([]int, len(l.sizes))
		for t, k := range l.sizes {
			players := row[l.off[t] : l.off[t]+k]
			var order []int
			switch {
			case l.lines > 0:
				order = make([]int, k)
				for i, x := range players {
					order[i] = int(x) + 1
				}
			case seats != nil:
				order = balanceSeats(players, width, inSeat)
			default:
				order = make([]int, k)
				for i, x := range players {
					order[i] = int(x) + 1
				}
				slices.Sort(order)
			}
			for i, x := range order {
				if x > 0 {
					inSeat[(x-1)*width+i]++
				}
			}
			res.Tables[r][t] = order
			if l.sets > 0 {
				res.Sets[r][t] = int(sets[t]) + 1
			} else {
				res.Sets[r][t] = r*len(l.sizes) + t + 1
			}
		}
		for _, x := range l.rest[r] {
			res.Rests[r] = append(res.Rests[r], x+1)
		}
	}
	sc.SeatSpread, sc.RestSpread = 0, 0
	if l.lines == 0 && seats != nil {
		for x := range l.n {
			counts := inSeat[x*width : (x+1)*width]
			sc.SeatSpread = max(sc.SeatSpread, slices.Max(counts)-slices.Min(counts))
		}
	}
	rests := make([]int, l.n)
	for r := range l.rounds {
		for _, x := range l.rest[r] {
			rests[x]++
		}
	}
	sc.RestSpread = slices.Max(rests) - slices.Min(rests)
	res.Score = sc
	res.Optimal = sc.meetingsPart().Compare(res.Bounds.target()) <= 0
	return res
}

// seatNames returns the seat letters of the movement layout, or nil when
// the tables do not fit one (fewer than 3 or more than 4 players).
func (l *layout) seatNames() []string {
	lo, hi := l.minSize(), l.maxSize()
	if lo < 3 || hi > 4 {
		return nil
	}
	if hi == 3 && (l.lines > 0 || l.game() == movement.Preferans) {
		return []string{"N", "E", "S"}
	}
	return []string{"N", "E", "S", "W"}
}

// balanceSeats places the players of one table in the seats where they
// have sat least so far: it tries every way to seat them and keeps the
// first with the smallest total of previous rounds in the chosen seats
// (then the smallest largest count). It returns the player (1-based) in
// each seat, 0 for an empty one.
func balanceSeats(players []int32, width int, inSeat []int) []int {
	best := make([]int, width)
	cur := make([]int, width)
	used := make([]bool, width)
	bestCost, bestPeak := -1, 0
	var place func(i, cost, peak int)
	place = func(i, cost, peak int) {
		if i == len(players) {
			if bestCost < 0 || cost < bestCost || (cost == bestCost && peak < bestPeak) {
				bestCost, bestPeak = cost, peak
				copy(best, cur)
			}
			return
		}
		x := int(players[i])
		for j := range width {
			if used[j] {
				continue
			}
			c := inSeat[x*width+j]
			used[j], cur[j] = true, x+1
			place(i+1, cost+c, max(peak, c))
			used[j], cur[j] = false, 0
		}
	}
	place(0, 0, 0)
	return best
}
