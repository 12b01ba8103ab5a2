package seating

import (
	"math/rand/v2"
	"slices"
)

// With circulating sets, nobody may play a set twice. When players play
// (nearly) every round and there are as many sets as tables, every player
// plays (nearly) every set once, and swapping two players in one round
// always makes both of them play a set twice: the single swap leaves the
// space of legal schedules, and a search that ranks set repeats first
// cannot get back. The planner therefore starts from a legal schedule
// (feasibleStart) and moves only between legal schedules with chain swaps:
// players a and b change places in round r, and in every further round
// needed so that neither plays a set twice (an alternating chain, as in a
// Kempe-chain move of graph colouring). A chain of one round is the plain
// swap.

// setAt returns the set x plays in round r, or -1 when x rests.
func (s *state) setAt(r, x int) int {
	slot := s.at[r][x]
	if slot < 0 {
		return -1
	}
	return int(s.set[r][s.tableOf[slot]])
}

// roundOfSet returns the round in which x plays set j, other than skip, or
// -1 when there is none. It relies on when, which is exact while nobody
// plays a set twice.
func (s *state) roundOfSet(x, j, skip int) int {
	if r := int(s.when[x*s.l.sets+j]); r != skip {
		return r
	}
	return -1
}

// chain returns the rounds in which a and b must change places, starting
// with round r, so that after the swaps neither plays a set twice; it
// reports false when the chain needs a round in which one of them rests or
// both sit at one table. The state must have no set repeat.
func (s *state) chain(r, a, b int, buf []int) ([]int, bool) {
	rounds := append(buf[:0], r)
	for i := 0; i < len(rounds); i++ {
		q := rounds[i]
		// a takes b's set of round q and b takes a's: each must then give
		// up the round where it played that set before.
		for _, pl := range [2][2]int{{a, b}, {b, a}} {
			x, y := pl[0], pl[1]
			j := s.setAt(q, y)
			q2 := s.roundOfSet(x, j, q)
			if q2 < 0 || slices.Contains(rounds, q2) {
				continue
			}
			sx, sy := s.at[q2][x], s.at[q2][y]
			if sx < 0 || sy < 0 || s.tableOf[sx] == s.tableOf[sy] {
				return rounds, false
			}
			rounds = append(rounds, q2)
		}
	}
	return rounds, true
}

// chainSwap makes a and b change places in every round of rounds. Doing it
// twice undoes it.
func (s *state) chainSwap(rounds []int, a, b int) {
	for _, q := range rounds {
		s.swap(q, a, b)
	}
}

// chainDelta returns the score change of a chain swap without making it.
// A chain keeps every player's sets distinct, so only the meetings change
// (dh is 0). In each round of the chain a leaves its table for b's and b
// the other way; the changes to a's and b's meetings with each other
// player are summed over the rounds first (da, db), then scored once per
// player touched, so that meetings changed in several rounds count right.
func (s *state) chainDelta(rounds []int, a, b int) (dh, d1, d2 int) {
	l := s.l
	n := l.n
	if len(s.da) < n {
		s.da, s.db = make([]int32, n), make([]int32, n)
	}
	da, db := s.da, s.db
	touched := s.touched[:0]
	for _, q := range rounds {
		sa, sb := s.at[q][a], s.at[q][b]
		ta, tb := int(s.tableOf[sa]), int(s.tableOf[sb])
		seat := s.seat[q]
		for _, x := range seat[l.off[ta] : l.off[ta]+l.sizes[ta]] {
			if int(x) != a {
				da[x]--
				db[x]++
				touched = append(touched, x)
			}
		}
		for _, y := range seat[l.off[tb] : l.off[tb]+l.sizes[tb]] {
			if int(y) != b {
				db[y]--
				da[y]++
				touched = append(touched, y)
			}
		}
	}
	rowA, rowB := s.meet[a*n:(a+1)*n], s.meet[b*n:(b+1)*n]
	for _, x := range touched {
		if v := da[x]; v != 0 {
			e1, e2 := meetDelta(int(rowA[x]), int(v))
			d1, d2 = d1+e1, d2+e2
			da[x] = 0
		}
		if v := db[x]; v != 0 {
			e1, e2 := meetDelta(int(rowB[x]), int(v))
			d1, d2 = d1+e1, d2+e2
			db[x] = 0
		}
	}
	s.touched = touched
	return 0, d1, d2
}

// feasibleAttempts is how many random orders feasibleStart tries.
const feasibleAttempts = 32

// feasibleStart seats every round so that nobody plays a set twice:
// table t plays set t+r in round r (mod the sets), and round by round the
// seated players are matched to tables whose set they have not played yet,
// by augmenting paths (with lines, each line separately, one seat per
// table). It tries a few random orders, then the edge colouring of
// colour.go, and reports whether one worked; the counts are rebuilt either
// way.
func (s *state) feasibleStart(rng *rand.Rand) bool {
	l := s.l
	if l.sets == 0 {
		return false
	}
	for range feasibleAttempts {
		if s.tryFeasible(rng) {
			s.recount()
			return true
		}
	}
	// The matching can fail where a legal start exists, and it gives up
	// once ctx has ended: the edge colouring does not fail and costs
	// milliseconds (colour.go).
	if s.colourStart(rng) {
		return true
	}
	s.recount()
	return false
}

func (s *state) tryFeasible(rng *rand.Rand) bool {
	l := s.l
	g := len(l.sizes)
	played := make([]bool, l.n*l.sets)
	for r := range l.rounds {
		if s.ctx != nil && s.ctx.Err() != nil {
			return false
		}
		for t := range g {
			s.set[r][t] = int32((t + r) % l.sets)
		}
		var groups [][]int // players matched together, with a capacity per table
		caps := slices.Clone(l.sizes)
		if l.lines > 0 {
			for ln := range l.lines {
				var grp []int
				for _, x := range l.seated[r] {
					if l.line[x] == ln {
						grp = append(grp, x)
					}
				}
				groups = append(groups, grp)
			}
			for t := range caps {
				caps[t] = 1
			}
		} else {
			groups = [][]int{slices.Clone(l.seated[r])}
		}
		fill := make([]int, g)
		for _, grp := range groups {
			order := slices.Clone(grp)
			if r > 0 {
				rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			}
			tableOf, ok := s.matchRound(r, order, caps, played)
			if !ok {
				return false
			}
			for _, x := range order {
				t := tableOf[x]
				slot := l.off[t] + fill[t]
				if l.lines > 0 {
					slot = l.off[t] + l.line[x]
				} else {
					fill[t]++
				}
				s.seat[r][slot] = int32(x)
				played[x*l.sets+int(s.set[r][t])] = true
			}
		}
	}
	return true
}

// matchRound assigns the players to tables of round r, at most caps[t] a
// table, each to a table whose set it has not played. It returns the table
// of every player (indexed by player, -1 for those not in players) and
// whether all fit. Each player in turn takes the first table with a free
// seat whose set it has not played; only when there is none does it take
// an augmenting path. It looks at ctx (when set) every few hundred augmenting
// steps and gives up when it has ended.
func (s *state) matchRound(r int, players []int, caps []int, played []bool) ([]int, bool) {
	l := s.l
	g := len(l.sizes)
	at := make([]int, l.n)
	for i := range at {
		at[i] = -1
	}
	members := make([][]int, g)
	setOf := s.set[r]
	seen := make([]int, g) // stamp of the last search that visited a table
	stamp, steps := 0, 0
	stopped := false
	var augment func(x int) bool
	augment = func(x int) bool {
		steps++
		if steps%matchCtxSteps == 0 && s.ctx != nil && s.ctx.Err() != nil {
			stopped = true
		}
		if stopped {
			return false
		}
		px := played[x*l.sets:]
		for t := range g {
			if seen[t] == stamp || px[setOf[t]] {
				continue
			}
			seen[t] = stamp
			if len(members[t]) < caps[t] {
				members[t] = append(members[t], x)
				at[x] = t
				return true
			}
			for i, y := range members[t] {
				if augment(y) {
					members[t][i] = x
					at[x] = t
					return true
				}
			}
		}
		return false
	}
	for _, x := range players {
		// A free seat at a table whose set x has not played, if any;
		// else an augmenting path.
		px := played[x*l.sets:]
		free := -1
		for t := range g {
			if len(members[t]) < caps[t] && !px[setOf[t]] {
				free = t
				break
			}
		}
		if free >= 0 {
			members[free] = append(members[free], x)
			at[x] = free
			continue
		}
		stamp++
		if !augment(x) {
			return nil, false
		}
	}
	return at, true
}

// matchCtxSteps is how many augmenting steps matchRound takes between two
// looks at the context.
const matchCtxSteps = 1024
