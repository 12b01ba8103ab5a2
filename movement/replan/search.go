package replan

import (
	"context"
	"math"
	"math/rand"
	"slices"

	"github.com/movegen/movegen/movement"
)

// score is a schedule's cost, compared field by field in this order.
type score struct {
	// hard counts sets played again and newcomers without a seat: it
	// must end at 0.
	hard int
	// repeats is the sum of (rounds together − 1) over every two
	// contestants who sit together more than once.
	repeats int
	// lineChanges counts rounds in which a contestant who kept one seat
	// (a line) or one section all through the original plan sits
	// elsewhere; a newcomer to such a plan counts its rounds outside its
	// most used seat and section.
	lineChanges int
	// doubleRests counts rests in two rounds running; restSquares is the
	// sum of each contestant's rests squared (smaller: rests spread).
	doubleRests, restSquares int
	// imbalance is 1000 − 10·balance index: the index to one decimal.
	imbalance int
	// changes counts (contestant, round) positions away from the
	// original plan.
	changes int
}

func (a score) cmp(b score) int {
	for _, d := range [...]int{a.hard - b.hard, a.repeats - b.repeats, a.lineChanges - b.lineChanges, a.doubleRests - b.doubleRests,
		a.restSquares - b.restSquares, a.imbalance - b.imbalance, a.changes - b.changes} {
		if d != 0 {
			return d
		}
	}
	return 0
}

// fieldSums are the comparison counts of one field's pairs: how many,
// their sum and their sum of squares.
type fieldSums struct {
	n       int
	sum, sq float64
}

// occ is one contestant playing one set.
type occ struct {
	c, round, table, group int
}

// Positions of a contestant in a round of the state.
const (
	rest   = -1 // no seat
	absent = -2 // left the session
)

// state is the schedule from round From on, with the history it is
// scored against.
type state struct {
	m        *movement.Movement
	from     int // first re-planned round (1-based)
	nr       int // rounds re-planned
	T, s, C  int // tables, seats a table, contestants (newcomers included)
	S        int // sets (0: seating only)
	prefGame bool
	newFrom  int    // first newcomer's number (C+1 when none)
	lost     []int  // tables lost from round from on
	fixed    []bool // [c]: c keeps its seats

	set     [][]int  // [k][t]: set at table t in round from+k
	sw      [][]bool // [k][t]: arrow switch
	play    [][]bool // [k][t]: the table is in play
	movable [][]int  // [k]: seat indices of tables in play
	seats   [][]int  // [k][t*s+i]: contestant or 0
	pos     [][]int  // [k][c]: seat index, rest or absent (index 0 unused)
	base    [][]int  // seats right after the change, before newcomers sit
	orig    [][]int  // [k][c]: position in the original plan (c ≤ m.Contestants)
	active  []int    // contestants who play on
	line    []int    // [c]: the one seat index c held in the original, or -1
	section []int    // [c]: the one section c sat in, or -1
	secOf   []int    // [t]: the section of table t+1 (0 without sections)
	lined   bool     // every original contestant kept one seat
	// sectioned: every original contestant kept one section.
	sectioned    bool
	countScratch []int

	hCnt    []int   // (c-1)*S+s-1: times c played s before from
	hTog    []int   // (i-1)*C+j-1, i<j: rounds together before from
	hComp   []int   // comparisons before from, same layout
	hOcc    [][]occ // per set, before from
	hRest   []bool  // c rested in round from−1
	hRests  []int   // c's rests before from
	hPlayed []bool  // c played before from
	hSeated []bool  // c held a seat before from (alone at a table too)

	// scratch for eval
	cnt, tog, comp []int
	occs           [][]occ
	cur, prev      []bool
	rests          []int
	played         []bool
	parent         []int
	fields         []fieldSums // [root]: comparison sums of a field

	best      score
	bestSeats [][]int
	bestPos   [][]int
	rng       *rand.Rand
}

func newState(m *movement.Movement, o Options) *state {
	st := &state{m: m, from: o.From, nr: m.Rounds - o.From + 1, T: m.Tables, s: len(m.Seats),
		C: m.Contestants + o.Add, S: m.Sets, prefGame: m.Game == movement.Preferans, newFrom: m.Contestants + 1,
		rng: rand.New(rand.NewSource(o.Seed)), lost: slices.Clone(o.RemoveTables)}
	C, S := st.C, st.S
	removed := make([]bool, C+1)
	for _, c := range o.Remove {
		removed[c] = true
	}
	st.fixed = make([]bool, C+1)
	for _, c := range o.Fixed {
		st.fixed[c] = true
	}
	for c := 1; c <= C; c++ {
		if !removed[c] {
			st.active = append(st.active, c)
		}
	}
	grid := m.Grid()
	st.set, st.sw, st.play = make([][]int, st.nr), make([][]bool, st.nr), make([][]bool, st.nr)
	st.movable, st.seats, st.pos, st.orig = make([][]int, st.nr), make([][]int, st.nr), make([][]int, st.nr), make([][]int, st.nr)
	for k := range st.nr {
		row := grid[o.From-1+k]
		st.set[k], st.sw[k], st.play[k] = make([]int, st.T), make([]bool, st.T), make([]bool, st.T)
		st.seats[k] = make([]int, st.T*st.s)
		st.pos[k] = make([]int, C+1)
		st.orig[k] = make([]int, C+1)
		for c := range st.pos[k] {
			st.pos[k][c], st.orig[k][c] = rest, rest
			if c == 0 || removed[c] {
				st.pos[k][c] = absent
			}
		}
		for t, p := range row {
			if p == nil {
				continue
			}
			for i, c := range p.Seats {
				if c > 0 {
					st.orig[k][c] = t*st.s + i
				}
			}
			if slices.Contains(o.RemoveTables, t+1) {
				continue
			}
			st.play[k][t], st.set[k][t], st.sw[k][t] = true, p.Set, p.Switched
			for i, c := range p.Seats {
				j := t*st.s + i
				st.movable[k] = append(st.movable[k], j)
				if c > 0 && !removed[c] {
					st.seats[k][j] = c
					st.pos[k][c] = j
				}
			}
		}
	}
	st.history(grid)
	st.lines(grid)
	st.countScratch = make([]int, max(st.s, len(m.Sections), 1))
	st.cnt, st.tog, st.comp = make([]int, C*S), make([]int, C*C), make([]int, C*C)
	st.occs = make([][]occ, S)
	st.cur, st.prev, st.rests, st.played = make([]bool, C+1), make([]bool, C+1), make([]int, C+1), make([]bool, C+1)
	st.parent = make([]int, C+1)
	st.fields = make([]fieldSums, C+1)
	st.base = cloneGrid(st.seats)
	st.seatNewcomers()
	return st
}

// lines finds the contestants who kept one seat (a line) and those who
// kept one section all through the original plan.
func (st *state) lines(grid [][]*movement.Play) {
	st.secOf = make([]int, st.T)
	for t := range st.T {
		st.secOf[t], _ = st.m.SectionOf(t + 1)
	}
	st.line, st.section = constant(st.C, grid, func(t, i int) int { return i }), constant(st.C, grid, func(t, i int) int { return st.secOf[t] })
	st.lined, st.sectioned = true, true
	for c := 1; c < st.newFrom; c++ {
		st.lined = st.lined && st.line[c] >= 0
		st.sectioned = st.sectioned && st.section[c] >= 0
	}
	for c := st.newFrom; c <= st.C; c++ {
		st.line[c], st.section[c] = -1, -1
	}
}

// constant returns, per contestant, the value of f(table, seat) when it
// is the same in every round it holds a seat, else -1.
func constant(C int, grid [][]*movement.Play, f func(t, i int) int) []int {
	out := make([]int, C+1)
	for c := range out {
		out[c] = -2 // not seen
	}
	for _, row := range grid {
		for t, p := range row {
			if p == nil {
				continue
			}
			for i, c := range p.Seats {
				v := f(t, i)
				switch {
				case c == 0:
				case out[c] == -2:
					out[c] = v
				case out[c] != v:
					out[c] = -1
				}
			}
		}
	}
	for c := range out {
		out[c] = max(out[c], -1)
	}
	return out
}

// seatedSomewhere reports whether c holds a seat in some re-planned round.
func (st *state) seatedSomewhere(c int) bool {
	for k := range st.nr {
		if st.pos[k][c] >= 0 {
			return true
		}
	}
	return false
}

// lineChanges counts the rounds contestants spend off their line or out
// of their section; a newcomer to a plan where everybody kept one counts
// its rounds outside its most used one.
func (st *state) lineChanges() int {
	n := 0
	count := st.countScratch
	for _, c := range st.active {
		for _, by := range []struct {
			keep  int
			all   bool
			class func(j int) int
		}{
			{st.line[c], st.lined, func(j int) int { return j % st.s }},
			{st.section[c], st.sectioned, func(j int) int { return st.secOf[j/st.s] }},
		} {
			switch {
			case c >= st.newFrom && by.all:
				clear(count)
				seated := 0
				for k := range st.nr {
					if j := st.pos[k][c]; j >= 0 {
						count[by.class(j)]++
						seated++
					}
				}
				n += seated - slices.Max(count)
			case c < st.newFrom && by.keep >= 0:
				for k := range st.nr {
					if j := st.pos[k][c]; j >= 0 && by.class(j) != by.keep {
						n++
					}
				}
			}
		}
	}
	return n
}

// group is the seat group a seat is compared in: the seat itself at
// preferans, the direction (after an arrow switch) at bridge.
func (st *state) group(i int, switched bool) int {
	if st.prefGame {
		return i
	}
	g := 0
	if st.m.Seats[i].Direction() == movement.EW {
		g = 1
	}
	if switched {
		g = 1 - g
	}
	return g
}

// history counts the rounds before from.
func (st *state) history(grid [][]*movement.Play) {
	C, S := st.C, st.S
	st.hCnt, st.hTog, st.hComp = make([]int, C*S), make([]int, C*C), make([]int, C*C)
	st.hOcc = make([][]occ, S)
	st.hRest, st.hRests, st.hPlayed = make([]bool, C+1), make([]int, C+1), make([]bool, C+1)
	st.hSeated = make([]bool, C+1)
	for r := 1; r < st.from; r++ {
		at := make([]bool, C+1)
		for t, p := range grid[r-1] {
			if p == nil {
				continue
			}
			for _, c := range p.Seats {
				st.hSeated[c] = true
			}
			if present(p.Seats) < 2 {
				continue
			}
			for i, c := range p.Seats {
				if c == 0 {
					continue
				}
				at[c] = true
				if S > 0 {
					st.hCnt[(c-1)*S+p.Set-1]++
					st.hOcc[p.Set-1] = append(st.hOcc[p.Set-1], occ{c, r, t, st.group(i, p.Switched)})
				}
				for _, d := range p.Seats[i+1:] {
					if d != 0 {
						st.hTog[idx(C, c, d)]++
					}
				}
			}
		}
		for c := 1; c < st.newFrom; c++ {
			st.hPlayed[c] = st.hPlayed[c] || at[c]
			st.hRest[c] = !at[c]
			if !at[c] {
				st.hRests[c]++
			}
		}
	}
	for _, list := range st.hOcc {
		for i, x := range list {
			for _, y := range list[:i] {
				if x.c != y.c && x.group == y.group && (x.round != y.round || x.table != y.table) {
					st.hComp[idx(C, x.c, y.c)]++
				}
			}
		}
	}
}

// idx is the cell of the pair i, j in a C×C upper-triangular layout.
func idx(C, i, j int) int {
	if i > j {
		i, j = j, i
	}
	return (i-1)*C + j - 1
}

func present(seats []int) int {
	n := 0
	for _, c := range seats {
		if c != 0 {
			n++
		}
	}
	return n
}

func cloneGrid(g [][]int) [][]int {
	out := make([][]int, len(g))
	for i := range g {
		out[i] = slices.Clone(g[i])
	}
	return out
}

// seatNewcomers puts each newcomer at an empty seat facing somebody
// (a phantom's place) in every round where one is free and its set is new
// to the newcomer; elsewhere it rests until the search seats it.
func (st *state) seatNewcomers() {
	for n := st.newFrom; n <= st.C; n++ {
		seen := map[int]bool{}
		for k := range st.nr {
			for _, j := range st.movable[k] {
				t := j / st.s
				if st.seats[k][j] != 0 || present(st.seats[k][t*st.s:(t+1)*st.s]) == 0 || (st.S > 0 && seen[st.set[k][t]]) {
					continue
				}
				st.exchange(k, n, j)
				seen[st.set[k][t]] = true
				break
			}
		}
	}
	st.seatEveryone()
}

// seatEveryone gives a seat to each contestant who would otherwise hold
// none in the whole session (a newcomer with no empty seat to take, a
// player of a table lost before it ever played): an empty seat facing
// somebody if there is one, else a seat whose occupant sits out in a round
// where that occupant plays elsewhere too.
func (st *state) seatEveryone() {
	for _, c := range st.active {
		if st.hSeated[c] || st.seatedSomewhere(c) {
			continue
		}
		done := false
		for k := 0; k < st.nr && !done; k++ {
			for _, j := range st.movable[k] {
				t := j / st.s
				if st.seats[k][j] == 0 && present(st.seats[k][t*st.s:(t+1)*st.s]) > 0 {
					st.exchange(k, c, j)
					done = true
					break
				}
			}
		}
		for k := 0; k < st.nr && !done; k++ {
			for _, j := range st.movable[k] {
				d := st.seats[k][j]
				if d != 0 && !st.fixed[d] && (st.hSeated[d] || st.seatedElsewhere(d, k)) {
					st.exchange(k, c, j)
					done = true
					break
				}
			}
		}
	}
}

// seatedElsewhere reports whether c holds a seat in a re-planned round
// other than k.
func (st *state) seatedElsewhere(c, k int) bool {
	for kk := range st.nr {
		if kk != k && st.pos[kk][c] >= 0 {
			return true
		}
	}
	return false
}

// exchange moves contestant c to position j (a seat index, or rest) in
// round k; whoever held seat j takes c's old position. It returns the
// inverse exchange.
func (st *state) exchange(k, c, j int) (int, int) {
	i := st.pos[k][c]
	if i == j {
		return c, j
	}
	d := 0
	if j >= 0 {
		d = st.seats[k][j]
	}
	if i >= 0 {
		st.seats[k][i] = d
	}
	if d != 0 {
		st.pos[k][d] = i
	}
	if j >= 0 {
		st.seats[k][j] = c
	}
	st.pos[k][c] = j
	if i == rest && d != 0 {
		return d, j // d goes back to seat j, c back to rest
	}
	return c, i
}

// op is one exchange, for undoing.
type op struct{ k, c, j int }

// propose makes a random move and returns its inverse, in order of undoing.
func (st *state) propose(undo []op) []op {
	undo = undo[:0]
	k := st.rng.Intn(st.nr)
	c := st.active[st.rng.Intn(len(st.active))]
	if st.fixed[c] {
		return undo
	}
	if st.rng.Intn(4) == 0 {
		// Exchange c's and d's routes from round k on.
		d := st.active[st.rng.Intn(len(st.active))]
		if d == c || st.fixed[d] {
			return undo
		}
		for kk := k; kk < st.nr; kk++ {
			pc, pd := st.pos[kk][c], st.pos[kk][d]
			switch {
			case pc >= 0:
				x, y := st.exchange(kk, d, pc)
				undo = append(undo, op{kk, x, y})
			case pd >= 0:
				x, y := st.exchange(kk, c, pd)
				undo = append(undo, op{kk, x, y})
			}
		}
		return undo
	}
	mov := st.movable[k]
	if len(mov) == 0 {
		return undo
	}
	// A chain of one to three exchanges in round k: c moves, the one it
	// displaces may move on, so a rest can pass along a chain of seats.
	// Or c moves in two rounds at once (its sets and opponents in one
	// round often block a move that another round's move would free).
	steps := 1 + st.rng.Intn(3)
	twoRounds := st.nr > 1 && st.rng.Intn(3) == 0
	if twoRounds {
		steps = 2
	}
	for step := 0; step < steps; step++ {
		switch {
		case step > 0 && twoRounds:
			k = st.rng.Intn(st.nr)
			mov = st.movable[k]
			if len(mov) == 0 {
				return undo
			}
		case step > 0:
			c = st.active[st.rng.Intn(len(st.active))]
			if st.fixed[c] {
				return undo
			}
		}
		// One position in ten is a rest: c sits out, or (resting) takes
		// a seat.
		j := rest
		if st.rng.Intn(10) != 0 || st.pos[k][c] == rest {
			j = mov[st.rng.Intn(len(mov))]
		}
		if j == st.pos[k][c] || j >= 0 && st.fixed[st.seats[k][j]] {
			break
		}
		x, y := st.exchange(k, c, j)
		undo = append(undo, op{k, x, y})
	}
	return undo
}

func (st *state) undo(ops []op) {
	for i := len(ops) - 1; i >= 0; i-- {
		st.exchange(ops[i].k, ops[i].c, ops[i].j)
	}
}

// eval scores the current schedule.
func (st *state) eval() score {
	C, S := st.C, st.S
	copy(st.cnt, st.hCnt)
	copy(st.tog, st.hTog)
	copy(st.rests, st.hRests)
	copy(st.prev, st.hRest)
	copy(st.played, st.hPlayed)
	for s := range st.occs {
		st.occs[s] = append(st.occs[s][:0], st.hOcc[s]...)
	}
	var sc score
	for k := range st.nr {
		for _, c := range st.active {
			st.cur[c] = true
		}
		for t := range st.T {
			if !st.play[k][t] {
				continue
			}
			seats := st.seats[k][t*st.s : (t+1)*st.s]
			if present(seats) < 2 {
				continue
			}
			set := st.set[k][t]
			for i, c := range seats {
				if c == 0 {
					continue
				}
				st.cur[c] = false
				st.played[c] = true
				if S > 0 {
					st.cnt[(c-1)*S+set-1]++
					st.occs[set-1] = append(st.occs[set-1], occ{c, st.from + k, t, st.group(i, st.sw[k][t])})
				}
				for _, d := range seats[i+1:] {
					if d != 0 {
						st.tog[idx(C, c, d)]++
					}
				}
			}
		}
		for _, c := range st.active {
			if st.cur[c] {
				if st.prev[c] && (k > 0 || c < st.newFrom) {
					sc.doubleRests++
				}
				st.rests[c]++
			}
			st.prev[c] = st.cur[c]
			if c < st.newFrom {
				if o := st.orig[k][c]; o != st.pos[k][c] {
					sc.changes++
				}
			}
		}
	}
	for _, n := range st.cnt {
		sc.hard += max(0, n-1)
	}
	for _, c := range st.active {
		if !st.hSeated[c] && !st.seatedSomewhere(c) {
			sc.hard++ // a contestant must hold a seat in some round
		}
	}
	sc.lineChanges = st.lineChanges()
	for i := 1; i <= C; i++ {
		row := st.tog[(i-1)*C:]
		for j := i + 1; j <= C; j++ {
			sc.repeats += max(0, row[j-1]-1)
		}
	}
	for _, c := range st.active {
		sc.restSquares += st.rests[c] * st.rests[c]
	}
	if S > 0 {
		sc.imbalance = 1000 - int(math.Round(st.balance()*10))
	}
	return sc
}

// balance computes the balance index the way movement.Analyze does: per
// field (a component of the comparison graph), 100·max(0, 1 − σ/μ) over
// its pairs, averaged by pairs.
func (st *state) balance() float64 {
	C := st.C
	copy(st.comp, st.hComp)
	for s, list := range st.occs {
		for i := len(st.hOcc[s]); i < len(list); i++ {
			x := list[i]
			for _, y := range list[:i] {
				if x.c != y.c && x.group == y.group && (x.round != y.round || x.table != y.table) {
					st.comp[idx(C, x.c, y.c)]++
				}
			}
		}
	}
	p := st.parent
	for i := range p {
		p[i] = i
	}
	find := func(x int) int {
		for p[x] != x {
			p[x] = p[p[x]]
			x = p[x]
		}
		return x
	}
	for i := 1; i <= C; i++ {
		for j := i + 1; j <= C; j++ {
			if st.comp[(i-1)*C+j-1] > 0 {
				ri, rj := find(i), find(j)
				if ri != rj {
					p[max(ri, rj)] = min(ri, rj)
				}
			}
		}
	}
	fields := st.fields
	clear(fields)
	for i := 1; i <= C; i++ {
		if !st.played[i] {
			continue
		}
		r := find(i)
		for j := i + 1; j <= C; j++ {
			if !st.played[j] || find(j) != r {
				continue
			}
			v := float64(st.comp[(i-1)*C+j-1])
			a := &fields[r]
			a.n++
			a.sum += v
			a.sq += v * v
		}
	}
	weighted, weight := 0.0, 0
	for r := 1; r <= C; r++ { // in order, for the same float sum every run
		a := fields[r]
		if a.n == 0 {
			continue
		}
		mean := a.sum / float64(a.n)
		sd := math.Sqrt(math.Max(0, a.sq/float64(a.n)-mean*mean))
		b := 0.0
		if mean > 0 {
			b = 100 * math.Max(0, 1-sd/mean)
		}
		weighted += b * float64(a.n)
		weight += a.n
	}
	if weight == 0 {
		return 0
	}
	return weighted / float64(weight)
}

// search runs the iterated local search and leaves the best schedule in
// st.seats and st.pos. It returns the moves made and whether ctx stopped
// it.
func (st *state) search(ctx context.Context, o Options) (int, bool) {
	w := &walk{st: st, o: o, ctx: ctx}
	initSeats, initPos := cloneGrid(st.seats), cloneGrid(st.pos)
	var best score
	var bestSeats, bestPos [][]int
	// Restarts: each run starts again from the schedule right after the
	// change with a share of the budget; the best of all runs is kept.
	for run := 0; run < restarts && !w.stopped && w.moves < o.Effort; run++ {
		for k := range st.seats {
			copy(st.seats[k], initSeats[k])
			copy(st.pos[k], initPos[k])
		}
		w.limit = o.Effort * (run + 1) / restarts
		st.iterate(w)
		if bestSeats == nil || st.best.cmp(best) < 0 {
			best, bestSeats, bestPos = st.best, cloneGrid(st.bestSeats), cloneGrid(st.bestPos)
		}
	}
	st.best, st.bestSeats, st.bestPos = best, bestSeats, bestPos
	st.restore()
	if o.Progress != nil {
		o.Progress(min(w.moves, o.Effort), o.Effort)
	}
	return w.moves, w.stopped
}

// restarts is how many times the search starts again from the schedule
// right after the change.
const restarts = 3

// iterate is one run of the iterated local search, to w.limit moves; it
// leaves the run's best in st.best.
func (st *state) iterate(w *walk) {
	cur := st.eval()
	st.keep(cur)
	var ops []op
	fails := 0
	for w.moves < w.limit && !w.stopped {
		// Descend over every single exchange, then keep the result if it
		// is the best so far; kick the best with a few random moves
		// (exchange chains, two-round moves, route swaps) and descend
		// again.
		cur = w.descend(cur)
		if cur.cmp(st.best) < 0 {
			st.keep(cur)
			fails = 0
		} else {
			fails++
		}
		st.restore()
		// The kick grows while descents keep failing to improve, to
		// leave a deep basin; it shrinks back after an improvement.
		for range 2 + st.rng.Intn(3) + min(fails/4, 12) {
			ops = st.propose(ops)
		}
		cur = st.eval()
		w.moves++
	}
}

// walk counts a search's moves and watches its context.
type walk struct {
	st      *state
	o       Options
	ctx     context.Context
	moves   int
	limit   int // the current run's last move
	stopped bool
}

// tick counts one move and reports whether the search must stop: the
// context is looked at every lookEvery moves, and once it has ended the
// search stops as soon as it keeps a schedule without a hard fault, and
// after MinMoves at the latest. (It stopped only after MinMoves: a move
// of a 113-player seating takes a millisecond, so a stop took over a
// second, issue 38.)
func (w *walk) tick() bool {
	w.moves++
	if w.moves%lookEvery == 0 {
		if w.ctx.Err() != nil && (w.moves >= MinMoves || w.st.best.hard == 0) {
			w.stopped = true
		}
		if w.o.Progress != nil && w.moves%4096 == 0 {
			w.o.Progress(w.moves, w.o.Effort)
		}
	}
	return w.stopped || w.moves >= w.limit
}

// lookEvery is how many moves the search makes between two looks at
// its context.
const lookEvery = 16

// descend takes improving single exchanges (a contestant to another seat
// or to a rest, in one round), in a random order, until none improves or
// the budget ends.
func (w *walk) descend(cur score) score {
	st := w.st
	for improved := true; improved; {
		improved = false
		for _, k := range st.rng.Perm(st.nr) {
			mov := st.movable[k]
			for _, ci := range st.rng.Perm(len(st.active)) {
				c := st.active[ci]
				if st.fixed[c] {
					continue
				}
				for _, ji := range st.rng.Perm(len(mov) + 1) {
					j := rest
					if ji < len(mov) {
						j = mov[ji]
					}
					if j == st.pos[k][c] || j >= 0 && st.fixed[st.seats[k][j]] {
						continue
					}
					x, y := st.exchange(k, c, j)
					sc := st.eval()
					if sc.cmp(cur) < 0 {
						cur, improved = sc, true
					} else {
						st.exchange(k, x, y)
					}
					if w.tick() {
						return cur
					}
				}
			}
		}
	}
	return cur
}

func (st *state) keep(sc score) {
	st.best = sc
	st.bestSeats = cloneGrid(st.seats)
	st.bestPos = cloneGrid(st.pos)
}

func (st *state) restore() {
	for k := range st.seats {
		copy(st.seats[k], st.bestSeats[k])
		copy(st.pos[k], st.bestPos[k])
	}
}

// movement writes the current schedule as a movement: the original's
// rounds before from, then the re-planned ones.
func (st *state) movement() *movement.Movement {
	m := st.m
	out := m.Clone()
	out.Name = m.Name + ", " + say("re-planned from round %d", st.from).String()
	out.Family = movement.Custom
	out.Contestants = st.C
	out.Play = out.Play[:0]
	for _, p := range m.Clone().Play {
		if p.Round < st.from {
			out.Play = append(out.Play, p)
		}
	}
	for k := range st.nr {
		for t := range st.T {
			if !st.play[k][t] {
				continue
			}
			seats := slices.Clone(st.seats[k][t*st.s : (t+1)*st.s])
			if present(seats) == 0 {
				continue
			}
			out.Play = append(out.Play, movement.Play{Round: st.from + k, Table: t + 1, Set: st.set[k][t], Seats: seats, Switched: st.sw[k][t]})
		}
	}
	out.Sort()
	return out
}
