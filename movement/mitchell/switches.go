package mitchell

import (
	"math"
	"math/bits"

	"github.com/movegen/movegen/movement"
)

// ExhaustiveRounds is the largest number of rounds for which the choice of
// whole switched rounds tries every choice: 2^(R−1)−1 of them (switching a
// set of rounds or every other round gives the same comparisons, so round 1
// can be left as it is). Above it the choice is a local search and is not
// proved best.
const ExhaustiveRounds = 15

// greedyRounds is the largest movement whose whole-round choice is a local
// search; above it evenly spaced rounds are tried.
const greedyRounds = 40

// SwitchChoice is how the arrow-switched rounds of a one-winner Mitchell
// were chosen.
type SwitchChoice struct {
	// Rounds are the switched rounds, 1-based and ascending.
	Rounds []int
	// Exhaustive is true when every choice of whole rounds was tried, so
	// no other choice of whole rounds gives a higher balance index; among
	// equal choices Rounds has the fewest rounds, then the earliest.
	Exhaustive bool
	// Tried is the number of choices tried (each with its mirror image,
	// every other round switched, which compares the same pairs).
	Tried int
	// Index is the one-field balance index of Rounds.
	Index float64
}

// ChooseSwitches returns the rounds (1-based, ascending) that Generate
// arrow-switches for one winner when none are given; see Choose.
func ChooseSwitches(opts Options) ([]int, error) {
	c, err := Choose(opts)
	return c.Rounds, err
}

// Choose chooses the arrow-switched rounds for one winner. Up to
// ExhaustiveRounds rounds it tries every choice of whole rounds and takes
// the one with the highest balance index (the fewest rounds, then the
// earliest, on a tie). Up to 40 rounds it starts from no switch, adds the
// round that raises the index most until none does, then switches or
// unswitches single rounds while that raises it: a local best, not proved
// best. Above 40 rounds it takes the best of R/8, R/4, 3R/8 or R/2 evenly
// spaced rounds.
func Choose(opts Options) (SwitchChoice, error) {
	opts.Winners, opts.ArrowSwitch, opts.PerTable = 1, nil, false
	if err := opts.Check(); err != nil {
		return SwitchChoice{}, err
	}
	rounds, C := layout(opts.normalized())
	return chooseSwitches(rounds, C), nil
}

func chooseSwitches(rounds [][]table, C int) SwitchChoice {
	R := len(rounds)
	if R < 2 {
		return SwitchChoice{Exhaustive: true}
	}
	s := newScorer(rounds, C)
	var c SwitchChoice
	switch {
	case R <= ExhaustiveRounds:
		c = s.exhaustive()
	case R <= greedyRounds:
		c = s.local()
	default:
		c = spacedSwitches(rounds, C)
	}
	s = newScorer(rounds, C)
	for _, r := range c.Rounds {
		s.flipRound(r - 1)
	}
	c.Index = s.index()
	return c
}

// exhaustive tries every choice of whole rounds with round 1 unswitched,
// walking them in Gray-code order so each step flips one round.
func (s *scorer) exhaustive() SwitchChoice {
	R := len(s.rounds)
	full := uint64(1)<<R - 1
	var mask, best uint64
	bestSq := math.MaxInt
	n := R - 1
	for g := uint64(1); g < 1<<n; g++ {
		k := bits.TrailingZeros64(g) + 1
		s.flipRound(k)
		mask ^= 1 << k
		rep := mask
		if cnt := bits.OnesCount64(mask); R-cnt <= cnt {
			// The mirror image switches fewer rounds, or as many with
			// round 1 first.
			rep = full ^ mask
		}
		if s.sq < bestSq || s.sq == bestSq && better(rep, best) {
			best, bestSq = rep, s.sq
		}
	}
	var out []int
	for r := range R {
		if best&(1<<r) != 0 {
			out = append(out, r+1)
		}
	}
	return SwitchChoice{Rounds: out, Exhaustive: true, Tried: 1<<n - 1}
}

// better reports whether switched-round mask a is preferred to b at the
// same balance: fewer rounds, then the earlier list.
func better(a, b uint64) bool {
	ca, cb := bits.OnesCount64(a), bits.OnesCount64(b)
	if ca != cb {
		return ca < cb
	}
	d := a ^ b
	return d != 0 && a&(d&-d) != 0
}

// local adds the round that lowers the spread of the comparisons most until
// none does, then flips single rounds while one lowers it.
func (s *scorer) local() SwitchChoice {
	R := len(s.rounds)
	tried := 0
	for {
		pick, pickSq := -1, s.sq
		for r := range R {
			if s.switched(r) {
				continue
			}
			s.flipRound(r)
			tried++
			if s.sq < pickSq {
				pick, pickSq = r, s.sq
			}
			s.flipRound(r)
		}
		if pick < 0 {
			break
		}
		s.flipRound(pick)
	}
	for changed := true; changed; {
		changed = false
		for r := range R {
			before := s.sq
			s.flipRound(r)
			tried++
			if s.sq < before && s.count() > 0 && s.count() < R {
				changed = true
				continue
			}
			s.flipRound(r)
		}
	}
	var out []int
	for r := range R {
		if s.switched(r) {
			out = append(out, r+1)
		}
	}
	if len(out) == 0 {
		out = []int{1} // one winner needs the lines linked
	}
	return SwitchChoice{Rounds: out, Tried: tried}
}

// spaced returns k rounds (0-based) spread evenly over R.
func spaced(R, k int) []int {
	out := make([]int, k)
	for i := range out {
		out[i] = i * R / k
	}
	return out
}

// spacedSwitches tries R/8, R/4, 3R/8 and R/2 evenly spaced switched
// rounds and returns the choice with the best balance index (the fewest on
// a tie).
func spacedSwitches(rounds [][]table, C int) SwitchChoice {
	R := len(rounds)
	var best []int
	bestSq := math.MaxInt
	for _, k := range []int{R / 8, R / 4, 3 * R / 8, R / 2} {
		s := newScorer(rounds, C)
		for _, r := range spaced(R, k) {
			s.flipRound(r)
		}
		if s.sq < bestSq {
			best, bestSq = spaced(R, k), s.sq
		}
	}
	for i := range best {
		best[i]++
	}
	return SwitchChoice{Rounds: best, Tried: 4}
}

// perTable starts from the whole-round switches of s and switches or
// unswitches single tables in single rounds, in order, while that lowers
// the spread of the comparisons, sweeping until a sweep changes nothing.
func (s *scorer) perTable() {
	for changed := true; changed; {
		changed = false
		for a, row := range s.rounds {
			for i, tb := range row {
				if tb.ns == 0 || tb.ew == 0 {
					continue
				}
				before := s.sq
				s.flipPlay(a, i)
				if s.sq < before {
					changed = true
					continue
				}
				s.flipPlay(a, i)
			}
		}
	}
}

// scorer keeps the comparison counts (in sets) of a movement under a choice
// of switched plays, with their sum and sum of squares, so flipping a play
// or a round is cheap. It counts as movement.Analyze does: two pairs are
// compared on a set when they play it in the same direction (after
// switches) in different plays, at other tables or, with the boards
// still (the criss-cross), at the same table in other rounds; a table
// with the missing pair is a sit-out. The sum does not depend on the switches, so a lower sum of
// squares is a higher balance index.
type scorer struct {
	rounds  [][]table
	C       int
	sw      [][]bool  // sw[r][t]: table t of round r switched
	fixed   []bool    // fixed[t]: table t is never switched (a pivot table)
	bySet   [][][]int // bySet[r][set]: tables of round r playing set
	comp    []int
	sum, sq int
}

func newScorer(rounds [][]table, C int) *scorer {
	s := &scorer{rounds: rounds, C: C, comp: make([]int, C*C)}
	sets := 0 // the highest set: more than the tables with sets on relays
	for _, row := range rounds {
		sets = max(sets, len(row))
		for _, tb := range row {
			sets = max(sets, tb.set)
		}
	}
	for _, row := range rounds {
		idx := make([][]int, sets+1)
		for t, tb := range row {
			idx[tb.set] = append(idx[tb.set], t)
		}
		s.bySet = append(s.bySet, idx)
		s.sw = append(s.sw, make([]bool, len(row)))
	}
	for a, row := range rounds {
		for i, x := range row {
			for b := a; b < len(rounds); b++ {
				for _, j := range s.bySet[b][x.set] {
					if b > a || j > i { // every other play of the set, once
						s.pair(a, i, b, j, 1)
					}
				}
			}
		}
	}
	return s
}

func (s *scorer) bump(i, j, d int) {
	if i > j {
		i, j = j, i
	}
	k := (i-1)*s.C + j - 1
	old := s.comp[k]
	s.comp[k] = old + d
	s.sum += d
	s.sq += (old+d)*(old+d) - old*old
}

// pair adds (d = 1) or removes (d = −1) the comparisons between play
// (a, i) and play (b, j) on the same set.
func (s *scorer) pair(a, i, b, j, d int) {
	x, y := s.rounds[a][i], s.rounds[b][j]
	if x.ns == 0 || x.ew == 0 || y.ns == 0 || y.ew == 0 {
		return
	}
	if s.sw[a][i] == s.sw[b][j] {
		s.bump(x.ns, y.ns, d)
		s.bump(x.ew, y.ew, d)
	} else {
		s.bump(x.ns, y.ew, d)
		s.bump(x.ew, y.ns, d)
	}
}

// flipPlay switches table i of round a, or unswitches it.
func (s *scorer) flipPlay(a, i int) {
	set := s.rounds[a][i].set
	for d := -1; d <= 1; d += 2 {
		for b := range s.rounds {
			for _, j := range s.bySet[b][set] {
				if b != a || j != i { // not the play itself
					s.pair(a, i, b, j, d)
				}
			}
		}
		if d < 0 {
			s.sw[a][i] = !s.sw[a][i]
		}
	}
}

// flipRound switches every table of round a (but the fixed ones), or
// unswitches them.
func (s *scorer) flipRound(a int) {
	for i := range s.rounds[a] {
		if s.fixed == nil || !s.fixed[i] {
			s.flipPlay(a, i)
		}
	}
}

// chooseSwitchesExcept chooses whole rounds to arrow-switch at every table
// but those fixed (by index), as chooseSwitches does but over every
// choice, round 1 included (with a table never switched, switching a set
// of rounds and switching the others compare different pairs), all rounds
// excepted as checkSwitches refuses them. Up to
// ExhaustiveRounds rounds every choice is tried; up to greedyRounds a
// local search; above, evenly spaced rounds.
func chooseSwitchesExcept(rounds [][]table, C int, fixed []bool) SwitchChoice {
	R := len(rounds)
	s := newScorer(rounds, C)
	s.fixed = fixed
	var c SwitchChoice
	switch {
	case R <= ExhaustiveRounds:
		var mask, best uint64
		full := uint64(1)<<R - 1 // every round: refused as for a Mitchell
		bestSq := math.MaxInt
		for g := uint64(1); g < 1<<R; g++ {
			k := bits.TrailingZeros64(g)
			s.flipRound(k)
			mask ^= 1 << k
			if mask != 0 && mask != full && (s.sq < bestSq || s.sq == bestSq && better(mask, best)) {
				best, bestSq = mask, s.sq
			}
		}
		for r := range R {
			if best&(1<<r) != 0 {
				c.Rounds = append(c.Rounds, r+1)
			}
		}
		c.Exhaustive, c.Tried = true, 1<<R-2
	case R <= greedyRounds:
		c = s.local()
	default:
		bestSq := math.MaxInt
		for _, k := range []int{R / 8, R / 4, 3 * R / 8, R / 2} {
			t := newScorer(rounds, C)
			t.fixed = fixed
			for _, r := range spaced(R, k) {
				t.flipRound(r)
			}
			if t.sq < bestSq {
				c.Rounds, bestSq = spaced(R, k), t.sq
			}
		}
		for i := range c.Rounds {
			c.Rounds[i]++
		}
		c.Tried = 4
	}
	t := newScorer(rounds, C)
	t.fixed = fixed
	for _, r := range c.Rounds {
		t.flipRound(r - 1)
	}
	c.Index = t.index()
	return c
}

// switched reports whether round r is switched (at its first table).
func (s *scorer) switched(r int) bool { return s.sw[r][0] }

// count is the number of switched rounds.
func (s *scorer) count() int {
	n := 0
	for r := range s.rounds {
		if s.switched(r) {
			n++
		}
	}
	return n
}

// index is the balance index with every contestant in one field:
// 100·max(0, 1 − σ/μ) over every two contestants.
func (s *scorer) index() float64 {
	pairs := float64(s.C * (s.C - 1) / 2)
	mean := float64(s.sum) / pairs
	if mean <= 0 {
		return 0
	}
	v := float64(s.sq)/pairs - mean*mean
	return 100 * math.Max(0, 1-math.Sqrt(math.Max(v, 0))/mean)
}

// wholeRoundSwitches returns the scorer of rounds with, for one winner,
// whole rounds arrow-switched: the rounds given (1-based), or when none
// are given the best choice chooseSwitches finds. Two winners switch none.
func wholeRoundSwitches(rounds [][]table, contestants, winners int, given []int) *scorer {
	s := newScorer(rounds, contestants)
	if winners != 1 {
		return s
	}
	list := given
	if len(list) == 0 {
		list = chooseSwitches(rounds, contestants).Rounds
	}
	for _, r := range list {
		s.flipRound(r - 1)
	}
	return s
}

// RoundTable is one table of one round of a two-line movement, for
// ChooseRoundSwitches: its set and its NS and EW contestants (0 for an
// empty seat).
type RoundTable struct{ Set, NS, EW int }

// ChooseMovementSwitches is ChooseRoundSwitches for the plays of m, a
// two-line movement (seats NS, EW), in the order m lists them.
func ChooseMovementSwitches(m *movement.Movement) SwitchChoice {
	rounds := make([][]RoundTable, m.Rounds)
	for _, p := range m.Play {
		rounds[p.Round-1] = append(rounds[p.Round-1], RoundTable{Set: p.Set, NS: p.Seats[0], EW: p.Seats[1]})
	}
	return ChooseRoundSwitches(rounds, m.Contestants)
}

// ChooseRoundSwitches chooses the whole rounds of a two-line movement other
// than a Mitchell (the whist movement) to arrow-switch at every table for
// one winner, as Choose does for a Mitchell: every choice up to
// ExhaustiveRounds rounds, a local search up to 40, evenly spaced rounds
// above. rounds[r] lists the tables of round r+1; contestants are
// numbered 1..contestants.
func ChooseRoundSwitches(rounds [][]RoundTable, contestants int) SwitchChoice {
	in := make([][]table, len(rounds))
	for r, row := range rounds {
		for _, tb := range row {
			in[r] = append(in[r], table{set: tb.Set, ns: tb.NS, ew: tb.EW})
		}
	}
	return chooseSwitches(in, contestants)
}
