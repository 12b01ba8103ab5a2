package preferans

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// DefaultEffort is the move budget of the local search (Options.Effort 0)
// for up to 10 tables; larger counts get DefaultEffort·10/T, since a move
// costs about T, so that 22 tables of four finish in a few seconds too.
const DefaultEffort = 600_000

// defaultEffort is the budget for t tables when none is given.
func defaultEffort(t int) int { return DefaultEffort * 10 / max(t, 10) }

// The search for table counts without a perfect schedule known.
//
// It starts from the widest orthogonal array design knows for the order:
// column 0 the round, column 1 the table (and N), column 2 the sets, and
// as many further columns as there are as the lines E, S, W. Those lines
// meet N, each other and the sets perfectly. Each line still missing is a
// Latin square g[r][c] (rows rounds, columns sets: the player of the line
// who plays set c in round r), so that whatever the search does nobody
// ever plays a set twice and everybody plays once a round. The search
// changes these squares by row cycles (two rounds swap the players of a
// cycle of sets) and column cycles (two sets swap their players in a cycle
// of rounds), both of which keep a Latin square Latin, and accepts a
// change by simulated annealing on the number of repeated meetings.

// lineSearch is the state of the search.
type lineSearch struct {
	t, k int
	// free[l] is set for the lines the search fills.
	free []bool
	// g[l][r][c] is the player of line l playing set c in round r.
	g [][][]int
	// rowInv[l][r][p] is the set player p of line l plays in round r;
	// colInv[l][c][p] the round in which he plays set c.
	rowInv, colInv [][][]int
	// meet counts meetings of (line, player) pairs, index a*k*t+b with
	// a = l*t+p.
	meet []int32
	// rep is Σ max(0, m−1) over all cross-line pairs.
	rep int
	// buf holds the cells of the current cycle.
	buf []int
}

// searchBound is a true lower bound on the repeated meetings of any
// schedule of t tables of k with t rounds in which nobody plays a set
// twice, and the statement that proves it.
func searchBound(t, k int) (int, movement.Text) {
	switch {
	case t == 6 && k >= 2:
		return k - 1, say("with 6 sets and 6 rounds the sets form a Latin square and every moving line a square orthogonal to it; had a line met every N player once it would be a second Latin square orthogonal to the sets, and no two orthogonal Latin squares of order 6 exist (Tarry 1900), so each of the %d moving lines misses at least one N player: at least %d repeated meetings, and perfect is impossible", k-1, k-1)
	case k > t-1:
		return 1, say("a perfect schedule would need %d mutually orthogonal Latin squares of order %d and at most %d exist, so perfect is impossible: at least 1 repeated meeting", k, t, t-1)
	}
	known, source := design.KnownMOLS(t)
	if known >= k {
		// Known to exist (58 tables: 5 MOLS), but not built here.
		return 0, say("a perfect schedule exists: it needs %d mutually orthogonal Latin squares of order %d, and %d are known (%s), but movegen has no construction for them, so the search may end above the bound", k, t, known, source)
	}
	return 0, say("counting allows a schedule with no repeated meeting; it would need %d mutually orthogonal Latin squares of order %d, and only %d are known, so perfect is not known to be possible or impossible", k, t, known)
}

// newLineSearch lays out the array a (columns round, table, set, lines)
// for t tables of k and fills the lines it lacks with random Latin squares.
func newLineSearch(a design.OA, t, k int, rng *rand.Rand) *lineSearch {
	a = a.Normalized()
	s := &lineSearch{t: t, k: k, free: make([]bool, k)}
	s.g = make([][][]int, k)
	for l := range k {
		s.g[l] = make([][]int, t)
		for r := range t {
			s.g[l][r] = make([]int, t)
		}
		// Line l (l ≥ 1) takes column l+2 when the array has it. With a
		// single Latin square (sets) the tables are searched too: a
		// cyclic square of even order has no transversal, so no line
		// could ever meet all N players of a cyclic set square.
		s.free[l] = l > 0 && l+2 >= a.K || l == 0 && a.K == 3 && freeTables
	}
	for _, row := range a.Rows {
		r, c := row[0], row[2]
		s.g[0][r][c] = row[1]
		for l := 1; l < k; l++ {
			if !s.free[l] {
				s.g[l][r][c] = row[l+2]
			}
		}
	}
	for l := range k {
		if !s.free[l] {
			continue
		}
		pr, pc, ps := rng.Perm(t), rng.Perm(t), rng.Perm(t)
		for r := range t {
			for c := range t {
				s.g[l][r][c] = ps[(pr[r]+pc[c])%t]
			}
		}
	}
	s.rowInv = make([][][]int, k)
	s.colInv = make([][][]int, k)
	for l := range k {
		s.rowInv[l] = make([][]int, t)
		s.colInv[l] = make([][]int, t)
		for i := range t {
			s.rowInv[l][i] = make([]int, t)
			s.colInv[l][i] = make([]int, t)
		}
		for r := range t {
			for c := range t {
				p := s.g[l][r][c]
				s.rowInv[l][r][p] = c
				s.colInv[l][c][p] = r
			}
		}
	}
	n := k * t
	s.meet = make([]int32, n*n)
	for r := range t {
		for c := range t {
			s.cell(r, c, -1, 1)
		}
	}
	return s
}

// cell adds d to the meetings at cell (r, c) between line skip's player
// and the others, or among all players when skip is −1.
func (s *lineSearch) cell(r, c, skip, d int) {
	t, n := s.t, s.k*s.t
	for l1 := range s.k {
		a := l1*t + s.g[l1][r][c]
		for l2 := range l1 {
			if skip >= 0 && l1 != skip && l2 != skip {
				continue
			}
			b := l2*t + s.g[l2][r][c]
			s.bump(a*n+b, b*n+a, d)
		}
	}
}

// bump changes one meeting count by d (±1), keeping rep.
func (s *lineSearch) bump(i, j, d int) {
	m := s.meet[i]
	if d > 0 {
		if m >= 1 {
			s.rep++
		}
	} else if m >= 2 {
		s.rep--
	}
	s.meet[i] += int32(d)
	s.meet[j] += int32(d)
}

// rowCycle collects in buf the sets of the cycle through set c0 between
// rounds r1 and r2 of line l.
func (s *lineSearch) rowCycle(l, r1, r2, c0 int) {
	s.buf = s.buf[:0]
	c := c0
	for {
		s.buf = append(s.buf, c)
		c = s.rowInv[l][r2][s.g[l][r1][c]]
		if c == c0 {
			return
		}
	}
}

// colCycle collects in buf the rounds of the cycle through round r0
// between sets c1 and c2 of line l.
func (s *lineSearch) colCycle(l, c1, c2, r0 int) {
	s.buf = s.buf[:0]
	r := r0
	for {
		s.buf = append(s.buf, r)
		r = s.colInv[l][c2][s.g[l][r][c1]]
		if r == r0 {
			return
		}
	}
}

// swapRows swaps line l's players of rounds r1 and r2 on the sets in buf.
func (s *lineSearch) swapRows(l, r1, r2 int) {
	for _, c := range s.buf {
		s.cell(r1, c, l, -1)
		s.cell(r2, c, l, -1)
	}
	for _, c := range s.buf {
		a, b := s.g[l][r1][c], s.g[l][r2][c]
		s.g[l][r1][c], s.g[l][r2][c] = b, a
		s.rowInv[l][r1][b], s.rowInv[l][r2][a] = c, c
		s.colInv[l][c][b], s.colInv[l][c][a] = r1, r2
	}
	for _, c := range s.buf {
		s.cell(r1, c, l, 1)
		s.cell(r2, c, l, 1)
	}
}

// swapCols swaps line l's players of sets c1 and c2 in the rounds in buf.
func (s *lineSearch) swapCols(l, c1, c2 int) {
	for _, r := range s.buf {
		s.cell(r, c1, l, -1)
		s.cell(r, c2, l, -1)
	}
	for _, r := range s.buf {
		a, b := s.g[l][r][c1], s.g[l][r][c2]
		s.g[l][r][c1], s.g[l][r][c2] = b, a
		s.rowInv[l][r][b], s.rowInv[l][r][a] = c1, c2
		s.colInv[l][c1][b], s.colInv[l][c2][a] = r, r
	}
	for _, r := range s.buf {
		s.cell(r, c1, l, 1)
		s.cell(r, c2, l, 1)
	}
}

// symCycle collects in buf the rounds of the cycle through round r0 in
// which players x1 and x2 of line l swap places.
func (s *lineSearch) symCycle(l, x1, x2, r0 int) {
	s.buf = s.buf[:0]
	r := r0
	for {
		s.buf = append(s.buf, r)
		r = s.colInv[l][s.rowInv[l][r][x2]][x1]
		if r == r0 {
			return
		}
	}
}

// swapSyms swaps players x1 and x2 of line l in the rounds in buf.
func (s *lineSearch) swapSyms(l, x1, x2 int) {
	for _, r := range s.buf {
		s.cell(r, s.rowInv[l][r][x1], l, -1)
		s.cell(r, s.rowInv[l][r][x2], l, -1)
	}
	for _, r := range s.buf {
		c1, c2 := s.rowInv[l][r][x1], s.rowInv[l][r][x2]
		s.g[l][r][c1], s.g[l][r][c2] = x2, x1
		s.rowInv[l][r][x1], s.rowInv[l][r][x2] = c2, c1
		s.colInv[l][c1][x2], s.colInv[l][c2][x1] = r, r
	}
	for _, r := range s.buf {
		s.cell(r, s.rowInv[l][r][x1], l, 1)
		s.cell(r, s.rowInv[l][r][x2], l, 1)
	}
}

// snapshot copies the free lines.
func (s *lineSearch) snapshot() [][][]int {
	out := make([][][]int, s.k)
	for l := range s.k {
		if !s.free[l] {
			continue
		}
		out[l] = make([][]int, s.t)
		for r := range s.t {
			out[l][r] = append([]int(nil), s.g[l][r]...)
		}
	}
	return out
}

var freeTables = true
var tempHot, tempCold = 2.0, 0.1

// searchOutcome is what the search found.
type searchOutcome struct {
	grid        *grid
	repeats     int
	moves       int
	interrupted bool
}

// searchGrid runs the search for t tables of k with the given seed and
// budget, stopping at bound or when ctx ends (then with the best so far).
func searchGrid(ctx context.Context, a design.OA, t, k int, seed uint64, effort, bound int, progress func(done, total int)) *searchOutcome {
	rng := rand.New(rand.NewPCG(seed, seed^0x6a09e667f3bcc909))
	s := newLineSearch(a, t, k, rng)
	var lines []int
	for l := range k {
		if s.free[l] {
			lines = append(lines, l)
		}
	}
	best, bestRep := s.snapshot(), s.rep
	out := &searchOutcome{}
	// Temperatures fall geometrically from hot to cold over the budget.
	hot, cold := tempHot, tempCold
	moves := 0
	for ; moves < effort && bestRep > bound && len(lines) > 0; moves++ {
		if moves%4096 == 0 {
			if ctx.Err() != nil {
				out.interrupted = true
				break
			}
			if progress != nil {
				progress(moves, effort)
			}
		}
		temp := hot * math.Pow(cold/hot, float64(moves)/float64(effort))
		l := lines[rng.IntN(len(lines))]
		i1, i2 := rng.IntN(t), rng.IntN(t-1)
		if i2 >= i1 {
			i2++
		}
		o := rng.IntN(t)
		before := s.rep
		kind := rng.IntN(3)
		switch kind {
		case 0:
			s.rowCycle(l, i1, i2, o)
			s.swapRows(l, i1, i2)
		case 1:
			s.colCycle(l, i1, i2, o)
			s.swapCols(l, i1, i2)
		default:
			s.symCycle(l, i1, i2, o)
			s.swapSyms(l, i1, i2)
		}
		d := s.rep - before
		if d <= 0 || rng.Float64() < math.Exp(-float64(d)/temp) {
			if s.rep < bestRep {
				best, bestRep = s.snapshot(), s.rep
			}
			continue
		}
		// Undo: the same swap on the same cycle restores the square.
		switch kind {
		case 0:
			s.swapRows(l, i1, i2)
		case 1:
			s.swapCols(l, i1, i2)
		default:
			s.swapSyms(l, i1, i2)
		}
	}
	if progress != nil {
		progress(effort, effort)
	}
	for l := range k {
		if s.free[l] {
			s.g[l] = best[l]
		}
	}
	out.grid, out.repeats, out.moves = s.grid(), bestRep, moves
	return out
}

// grid turns the state into a schedule.
func (s *lineSearch) grid() *grid {
	t, k := s.t, s.k
	g := &grid{tables: t, seats: k, rounds: t, sets: t, players: make([]int, k)}
	g.pos = make([][][]int, k)
	for l := range k {
		g.players[l] = t
		g.pos[l] = make([][]int, t)
		for r := range t {
			g.pos[l][r] = make([]int, t)
		}
	}
	g.set = make([][]int, t)
	for r := range t {
		g.set[r] = make([]int, t)
		for c := range t {
			x := s.g[0][r][c]
			g.set[r][x] = c
			for l := range k {
				g.pos[l][r][x] = s.g[l][r][c]
			}
		}
	}
	return g
}

// widestOA returns the widest orthogonal array of order t design knows,
// with at most k+2 columns (at least 3: a cyclic Latin square).
func widestOA(t, k int) (design.OA, error) {
	cols := min(oaColumns(k), design.MaxMOLS(t)+2)
	return design.OrthogonalArray(max(cols, 3), t)
}

// search builds the best schedule the local search finds for t tables of
// k, where no perfect one is known.
func search(ctx context.Context, opts Options) (*Result, error) {
	t, k := opts.Tables, opts.Seats
	rounds, err := roundsOf(opts, t)
	if err != nil {
		return nil, err
	}
	a, err := widestOA(t, k)
	if err != nil {
		return nil, fmt.Errorf("internal error: %w", err)
	}
	effort := opts.Effort
	if effort <= 0 {
		effort = defaultEffort(t)
	}
	bound, boundText := searchBound(t, k)
	out := searchGrid(ctx, a, t, k, opts.Seed, effort, bound, opts.Progress)
	m := out.grid.movement(rounds)
	m.Family = FamilyOA
	m.Name = fmt.Sprintf("Preferans orthogonal-array search, %s", tablesOf(t, k))
	have := a.K - 3 // lines taken from the array
	why := say("no perfect schedule is known for %s, so the search started from %d mutually orthogonal Latin squares of order %d (%s), one for the sets and %d for lines that then meet N, each other and the sets exactly once, and placed the other lines by local search, never letting a player meet a set twice; the moves change from round to round.",
		tablesOf(t, k), a.K-2, t, molsText(a), have)
	if have == 0 {
		why = say("no perfect schedule is known for %s, so the search started from a Latin square of order %d for the sets (%s) and placed the lines by local search, never letting a player meet a set twice; the moves change from round to round.",
			tablesOf(t, k), t, molsText(a))
	}
	if known, _ := design.KnownMOLS(t); known >= k {
		why = say("a perfect schedule for %s exists (%d mutually orthogonal Latin squares of order %d are known), but movegen has no construction for it, so the search started from the Latin squares movegen builds (%d: %s) and placed the other lines by local search, never letting a player meet a set twice; the moves change from round to round.",
			tablesOf(t, k), known, t, a.K-2, molsText(a))
	}
	prom := say("nobody plays a set twice and everybody plays every set once; %d repeated meetings (a pair meeting twice counts 1), where no schedule can have fewer than %d.", out.repeats, bound)
	if rounds < t {
		prom = say("the first %d rounds of a %d-round schedule: nobody plays a set twice; the report shows the meetings.", rounds, t)
	}
	res := newResult(m, Search, layoutText(tablesOf(t, k), rounds), why, prom, false)
	res.Search = &SearchFigures{Repeats: out.repeats, Bound: bound, BoundText: boundText,
		Moves: out.moves, Interrupted: out.interrupted, Impossible: bound > 0}
	return res, nil
}
