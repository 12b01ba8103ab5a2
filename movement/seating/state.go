package seating

import (
	"context"
	"math/rand/v2"
	"slices"
)

// state is one schedule under search, with the counts that make a move
// cheap to evaluate. Players are 0-based here.
type state struct {
	l       *layout
	tableOf []int32   // slot → table
	seat    [][]int32 // seat[r][slot] = player
	at      [][]int32 // at[r][x] = slot of x in round r, or -1 when x rests
	set     [][]int32 // set[r][t] = set played at table t in round r (with sets)
	meet    []int32   // meet[a*n+b] = rounds a and b sit together
	played  []int32   // played[x*sets+s] = rounds x plays set s
	when    []int32   // when[x*sets+s] = a round in which x plays set s, or -1
	hard    int       // Σ max(0, played−1)
	rep     int       // Σ max(0, meet−1) over pairs
	sumSq   int       // Σ meet² over pairs
	minSq   int       // least possible sumSq
	hi      int32     // meetings above hi make a pair a conflict
	// sums[((r·n)+p)·g + t] holds, for player p and table t of round r,
	// over the players x at that table: how many p has met at least once
	// (c1), at least twice (c2), and Σ meet(p, x) (sq). They make a swap's
	// change O(1) to evaluate (swapDeltaFast). nil when too large.
	sums []sum3
	// ctx, when set, cuts the greedy start short (see greedy).
	ctx context.Context
	// Buffers of chainDelta: the change of a's and b's meetings with each
	// player, and the players touched.
	da, db  []int32
	touched []int32
}

// sum3 is one entry of state.sums.
type sum3 struct{ c1, c2, sq int32 }

// maxSums bounds the entries of state.sums (rounds × players × tables).
const maxSums = 1 << 20

func newState(l *layout, b *Bounds) *state {
	s := &state{l: l}
	s.tableOf = make([]int32, l.slots)
	for t, k := range l.sizes {
		for i := range k {
			s.tableOf[l.off[t]+i] = int32(t)
		}
	}
	s.seat = make([][]int32, l.rounds)
	s.at = make([][]int32, l.rounds)
	s.set = make([][]int32, l.rounds)
	for r := range l.rounds {
		s.seat[r] = make([]int32, l.slots)
		s.at[r] = make([]int32, l.n)
		s.set[r] = make([]int32, len(l.sizes))
	}
	s.meet = make([]int32, l.n*l.n)
	if l.sets > 0 {
		s.played = make([]int32, l.n*l.sets)
		s.when = make([]int32, l.n*l.sets)
	}
	// With sets, moves are mostly chain swaps evaluated by making them,
	// which the sums would only slow down.
	if g := len(l.sizes); l.sets == 0 && l.rounds*l.n*g <= maxSums {
		s.sums = make([]sum3, l.rounds*l.n*g)
	}
	s.minSq = minSumSquares(b.Meetings, b.Pairs)
	s.hi = int32(max(1, b.LambdaHigh))
	return s
}

// score returns the part of the score the search works on.
func (s *state) score() Score {
	return Score{SetRepeats: s.hard, Repeats: s.rep, Spread: s.sumSq - s.minSq}
}

// recount rebuilds every count from seat and set.
func (s *state) recount() {
	l := s.l
	clear(s.meet)
	clear(s.played)
	for i := range s.when {
		s.when[i] = -1
	}
	s.hard, s.rep, s.sumSq = 0, 0, 0
	for r := range l.rounds {
		for x := range s.at[r] {
			s.at[r][x] = -1
		}
		for slot, x := range s.seat[r] {
			s.at[r][x] = int32(slot)
		}
		for t, k := range l.sizes {
			row := s.seat[r][l.off[t] : l.off[t]+k]
			for i, a := range row {
				for _, b := range row[:i] {
					s.meet[int(a)*l.n+int(b)]++
					s.meet[int(b)*l.n+int(a)]++
				}
				if l.sets > 0 {
					s.played[int(a)*l.sets+int(s.set[r][t])]++
					s.when[int(a)*l.sets+int(s.set[r][t])] = int32(r)
				}
			}
		}
	}
	s.resum()
	for a := range l.n {
		for b := range a {
			m := int(s.meet[a*l.n+b])
			s.sumSq += m * m
			s.rep += max(0, m-1)
		}
		for j := range l.sets {
			s.hard += max(0, int(s.played[a*l.sets+j])-1)
		}
	}
}

// snapshot copies the seats and sets.
func (s *state) snapshot() [][]int32 {
	out := make([][]int32, 0, 2*s.l.rounds)
	for r := range s.l.rounds {
		out = append(out, slices.Clone(s.seat[r]), slices.Clone(s.set[r]))
	}
	return out
}

// restore puts a snapshot back and recounts.
func (s *state) restore(snap [][]int32) {
	for r := range s.l.rounds {
		copy(s.seat[r], snap[2*r])
		copy(s.set[r], snap[2*r+1])
	}
	s.recount()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// swapDelta returns the change of (hard, rep, sumSq) if players a and b,
// at different tables of round r, changed places.
func (s *state) swapDelta(r, a, b int) (dh, d1, d2 int) {
	l := s.l
	sa, sb := s.at[r][a], s.at[r][b]
	ta, tb := int(s.tableOf[sa]), int(s.tableOf[sb])
	rowA, rowB := s.meet[a*l.n:(a+1)*l.n], s.meet[b*l.n:(b+1)*l.n]
	seat := s.seat[r]
	for _, x := range seat[l.off[ta] : l.off[ta]+l.sizes[ta]] {
		if int(x) == a {
			continue
		}
		m := int(rowA[x]) // a leaves x
		d1 -= b2i(m >= 2)
		d2 -= 2*m - 1
		m = int(rowB[x]) // b joins x
		d1 += b2i(m >= 1)
		d2 += 2*m + 1
	}
	for _, y := range seat[l.off[tb] : l.off[tb]+l.sizes[tb]] {
		if int(y) == b {
			continue
		}
		m := int(rowA[y])
		d1 += b2i(m >= 1)
		d2 += 2*m + 1
		m = int(rowB[y])
		d1 -= b2i(m >= 2)
		d2 -= 2*m - 1
	}
	if l.sets > 0 {
		A, B := int(s.set[r][ta]), int(s.set[r][tb])
		pa, pb := s.played[a*l.sets:], s.played[b*l.sets:]
		dh = -b2i(pa[A] >= 2) + b2i(pa[B] >= 1) - b2i(pb[B] >= 2) + b2i(pb[A] >= 1)
	}
	return dh, d1, d2
}

// meetDelta is the change of the two scores (repeated meetings, and the
// sum of squared meeting counts) when a pair that has met m times meets v
// times more.
func meetDelta(m, v int) (d1, d2 int) {
	nm := m + v
	return max(0, nm-1) - max(0, m-1), nm*nm - m*m
}

// bump adds v (±1) to the meetings of a and b and keeps the totals.
func (s *state) bump(a, b int, v int32) {
	n := s.l.n
	m := int(s.meet[a*n+b])
	nm := m + int(v)
	d1, d2 := meetDelta(m, int(v))
	s.rep += d1
	s.sumSq += d2
	s.meet[a*n+b] += v
	s.meet[b*n+a] += v
	if s.sums != nil {
		d := sum3{int32(b2i(nm >= 1) - b2i(m >= 1)), int32(b2i(nm >= 2) - b2i(m >= 2)), v}
		g := len(s.l.sizes)
		for r := range s.l.rounds {
			sa, sb := s.at[r][a], s.at[r][b]
			if sb >= 0 {
				s.sums[(r*n+a)*g+int(s.tableOf[sb])].add(d, 1)
			}
			if sa >= 0 {
				s.sums[(r*n+b)*g+int(s.tableOf[sa])].add(d, 1)
			}
		}
	}
}

// add adds v times d to e.
func (e *sum3) add(d sum3, v int32) {
	e.c1 += v * d.c1
	e.c2 += v * d.c2
	e.sq += v * d.sq
}

// contribution is what meeting m times adds to a sum3.
func contribution(m int32) sum3 { return sum3{int32(b2i(m >= 1)), int32(b2i(m >= 2)), m} }

// resum rebuilds state.sums from meet and the seats.
func (s *state) resum() {
	if s.sums == nil {
		return
	}
	l := s.l
	n, g := l.n, len(l.sizes)
	clear(s.sums)
	for r := range l.rounds {
		for slot, x := range s.seat[r] {
			t := int(s.tableOf[slot])
			row := s.meet[int(x)*n : (int(x)+1)*n]
			for p := range n {
				if m := row[p]; m > 0 {
					s.sums[(r*n+p)*g+t].add(contribution(m), 1)
				}
			}
		}
	}
}

// moveSums moves x from table from to table to in round r's sums.
func (s *state) moveSums(r, x, from, to int) {
	n, g := s.l.n, len(s.l.sizes)
	row := s.meet[x*n : (x+1)*n]
	base := r * n * g
	for p := range n {
		if m := row[p]; m > 0 {
			c := contribution(m)
			s.sums[base+p*g+from].add(c, -1)
			s.sums[base+p*g+to].add(c, 1)
		}
	}
}

// swapDeltaFast is swapDelta computed from the per-round sums in O(1).
func (s *state) swapDeltaFast(r, a, b int) (dh, d1, d2 int) {
	return s.swapDeltaAt(r, a, b, int(s.tableOf[s.at[r][a]]), int(s.tableOf[s.at[r][b]]))
}

// swapDeltaAt is swapDeltaFast for a at table ta and b at table tb.
func (s *state) swapDeltaAt(r, a, b, ta, tb int) (dh, d1, d2 int) {
	l := s.l
	n, g := l.n, len(l.sizes)
	base := r * n * g
	aA, aB := &s.sums[base+a*g+ta], &s.sums[base+a*g+tb]
	bA, bB := &s.sums[base+b*g+ta], &s.sums[base+b*g+tb]
	mab := int(s.meet[a*n+b])
	kA, kB := l.sizes[ta]-1, l.sizes[tb]-1
	// a leaves A, b leaves B; b joins A without a, a joins B without b.
	d1 = -int(aA.c2) - int(bB.c2) + int(bA.c1) + int(aB.c1) - 2*b2i(mab >= 1)
	d2 = -(2*int(aA.sq) - kA) - (2*int(bB.sq) - kB) +
		(2*(int(bA.sq)-mab) + kA) + (2*(int(aB.sq)-mab) + kB)
	if l.sets > 0 {
		A, B := int(s.set[r][ta]), int(s.set[r][tb])
		pa, pb := s.played[a*l.sets:], s.played[b*l.sets:]
		dh = -b2i(pa[A] >= 2) + b2i(pa[B] >= 1) - b2i(pb[B] >= 2) + b2i(pb[A] >= 1)
	}
	return dh, d1, d2
}

// play adds v (±1) to the plays of set j by x and keeps the total.
func (s *state) play(x, j int, v int32) {
	i := x*s.l.sets + j
	m := int(s.played[i])
	s.hard += max(0, m+int(v)-1) - max(0, m-1)
	s.played[i] += v
}

// swap makes players a and b of round r change places.
func (s *state) swap(r, a, b int) {
	l := s.l
	sa, sb := s.at[r][a], s.at[r][b]
	ta, tb := int(s.tableOf[sa]), int(s.tableOf[sb])
	seat := s.seat[r]
	for _, x := range seat[l.off[ta] : l.off[ta]+l.sizes[ta]] {
		if int(x) != a {
			s.bump(a, int(x), -1)
			s.bump(b, int(x), +1)
		}
	}
	for _, y := range seat[l.off[tb] : l.off[tb]+l.sizes[tb]] {
		if int(y) != b {
			s.bump(b, int(y), -1)
			s.bump(a, int(y), +1)
		}
	}
	if l.sets > 0 {
		A, B := int(s.set[r][ta]), int(s.set[r][tb])
		s.play(a, A, -1)
		s.play(a, B, +1)
		s.play(b, B, -1)
		s.play(b, A, +1)
		s.moveWhen(r, a, A, B)
		s.moveWhen(r, b, B, A)
	}
	seat[sa], seat[sb] = int32(b), int32(a)
	s.at[r][a], s.at[r][b] = sb, sa
	if s.sums != nil {
		s.moveSums(r, a, ta, tb)
		s.moveSums(r, b, tb, ta)
	}
}

// moveWhen records that x plays set to instead of from in round r. It is
// exact while nobody plays a set twice, which is when it is read.
func (s *state) moveWhen(r, x, from, to int) {
	if i := x*s.l.sets + from; s.when[i] == int32(r) {
		s.when[i] = -1
	}
	s.when[x*s.l.sets+to] = int32(r)
}

// setSwapDelta returns the change of hard if tables t1 and t2 of round r
// exchanged their sets.
func (s *state) setSwapDelta(r, t1, t2 int) int {
	l := s.l
	A, B := int(s.set[r][t1]), int(s.set[r][t2])
	d := 0
	for _, x := range s.seat[r][l.off[t1] : l.off[t1]+l.sizes[t1]] {
		p := s.played[int(x)*l.sets:]
		d += -b2i(p[A] >= 2) + b2i(p[B] >= 1)
	}
	for _, y := range s.seat[r][l.off[t2] : l.off[t2]+l.sizes[t2]] {
		p := s.played[int(y)*l.sets:]
		d += -b2i(p[B] >= 2) + b2i(p[A] >= 1)
	}
	return d
}

// setSwap makes tables t1 and t2 of round r exchange their sets.
func (s *state) setSwap(r, t1, t2 int) {
	l := s.l
	A, B := int(s.set[r][t1]), int(s.set[r][t2])
	for _, x := range s.seat[r][l.off[t1] : l.off[t1]+l.sizes[t1]] {
		s.play(int(x), A, -1)
		s.play(int(x), B, +1)
	}
	for _, y := range s.seat[r][l.off[t2] : l.off[t2]+l.sizes[t2]] {
		s.play(int(y), B, -1)
		s.play(int(y), A, +1)
	}
	for _, x := range s.seat[r][l.off[t1] : l.off[t1]+l.sizes[t1]] {
		s.moveWhen(r, int(x), A, B)
	}
	for _, y := range s.seat[r][l.off[t2] : l.off[t2]+l.sizes[t2]] {
		s.moveWhen(r, int(y), B, A)
	}
	s.set[r][t1], s.set[r][t2] = int32(B), int32(A)
}

// greedy seats every round from scratch. Round 1 seats the players in
// order (any schedule can be renumbered so); every later round seats the
// most constrained players first (those who have met the most others), each
// at the table where it adds the fewest repeats, then the fewest meetings,
// ties broken at random. Sets go greedily to the tables whose players have
// played them least.
func (s *state) greedy(rng *rand.Rand) {
	l := s.l
	clear(s.meet)
	clear(s.played)
	for r := range l.rounds {
		for x := range s.at[r] {
			s.at[r][x] = -1
		}
	}
	met := make([]int, l.n) // distinct players met so far
	fill := make([]int, len(l.sizes))
	for r := range l.rounds {
		clear(fill)
		// Once ctx has ended, the remaining rounds are seated in order:
		// the schedule stays complete and the caller returns at once.
		quick := r == 0 || (s.ctx != nil && s.ctx.Err() != nil)
		if quick && l.lines == 0 {
			// Seat the players in order, slot by slot.
			for i, x := range l.seated[r] {
				s.seat[r][i] = int32(x)
				s.at[r][x] = int32(i)
			}
			for t, k := range l.sizes {
				row := s.seat[r][l.off[t] : l.off[t]+k]
				for i, a := range row {
					for _, b := range row[:i] {
						if s.meet[int(a)*l.n+int(b)] == 0 {
							met[a]++
							met[b]++
						}
						s.meet[int(a)*l.n+int(b)]++
						s.meet[int(b)*l.n+int(a)]++
					}
				}
			}
			s.greedySets(r, rng)
			for t, k := range l.sizes {
				for i := range k {
					if l.sets > 0 {
						s.played[int(s.seat[r][l.off[t]+i])*l.sets+int(s.set[r][t])]++
					}
				}
			}
			continue
		}
		order := slices.Clone(l.seated[r])
		if r > 0 {
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			slices.SortStableFunc(order, func(a, b int) int { return met[b] - met[a] })
		}
		for _, x := range order {
			best, bestRep, bestMeet, ties := -1, 0, 0, 0
			for t, k := range l.sizes {
				if l.lines > 0 {
					if fill[t]&(1<<l.lineOf(x)) != 0 {
						continue
					}
				} else if fill[t] >= k {
					continue
				}
				if quick {
					best = t
					break
				}
				rep, mt := 0, 0
				for i := range k {
					if !s.occupied(r, t, i, fill) {
						continue
					}
					y := int(s.seat[r][l.off[t]+i])
					m := int(s.meet[x*l.n+y])
					rep += b2i(m >= 1)
					mt += m
				}
				switch {
				case best < 0 || rep < bestRep || (rep == bestRep && mt < bestMeet):
					best, bestRep, bestMeet, ties = t, rep, mt, 1
				case rep == bestRep && mt == bestMeet:
					ties++
					if rng.IntN(ties) == 0 {
						best = t
					}
				}
			}
			slot := l.off[best] + fill[best]
			if l.lines > 0 {
				slot = l.off[best] + l.lineOf(x)
				fill[best] |= 1 << l.lineOf(x)
			} else {
				fill[best]++
			}
			for i := range l.sizes[best] {
				if s.occupied(r, best, i, fill) && l.off[best]+i != slot {
					y := int(s.seat[r][l.off[best]+i])
					if s.meet[x*l.n+y] == 0 {
						met[x]++
						met[y]++
					}
					s.meet[x*l.n+y]++
					s.meet[y*l.n+x]++
				}
			}
			s.seat[r][slot] = int32(x)
			s.at[r][x] = int32(slot)
		}
		s.greedySets(r, rng)
		for t, k := range l.sizes {
			for i := range k {
				if l.sets > 0 {
					s.played[int(s.seat[r][l.off[t]+i])*l.sets+int(s.set[r][t])]++
				}
			}
		}
	}
	s.recount()
}

// occupied reports whether seat i of table t is taken during the greedy
// fill of round r.
func (s *state) occupied(r, t, i int, fill []int) bool {
	if s.l.lines > 0 {
		return fill[t]&(1<<i) != 0
	}
	return i < fill[t]
}

// greedySets gives round r's tables their sets.
func (s *state) greedySets(r int, rng *rand.Rand) {
	l := s.l
	if l.sets == 0 {
		return
	}
	if r == 0 {
		for t := range l.sizes {
			s.set[r][t] = int32(t)
		}
		return
	}
	used := make([]bool, l.sets)
	tables := rng.Perm(len(l.sizes))
	for _, t := range tables {
		best, bestCost, ties := -1, 0, 0
		for j := range l.sets {
			if used[j] {
				continue
			}
			cost := 0
			for _, x := range s.seat[r][l.off[t] : l.off[t]+l.sizes[t]] {
				cost += int(s.played[int(x)*l.sets+j])
			}
			switch {
			case best < 0 || cost < bestCost:
				best, bestCost, ties = j, cost, 1
			case cost == bestCost:
				ties++
				if rng.IntN(ties) == 0 {
					best = j
				}
			}
		}
		used[best] = true
		s.set[r][t] = int32(best)
	}
}
