package seating

import (
	"math/bits"
	"math/rand/v2"
)

// maxFreedomPlayers bounds the players for which the search starts from
// the freedom greedy (its cost grows as players³ a round).
const maxFreedomPlayers = 160

// canFreedom reports whether freedomGreedy applies to l: seats without
// sets or lines, few enough players.
func (l *layout) canFreedom() bool {
	return l.sets == 0 && l.lines == 0 && l.n <= maxFreedomPlayers
}

// freedomGreedy seats every round from scratch by the freedom of player
// sets (after Triska and Musliu, "An effective greedy heuristic for the
// social golfer problem", 2012). Round 1 seats the players in order; each
// later round fills its tables one by one, two players at a time: among
// the pairs of players not yet seated in the round it takes one that adds
// the fewest repeated meetings to the table, and among those one that
// leaves the table the most freedom, the number of players who have met
// none of the table's players yet and so could still join it in a later
// round; ties are broken at random. A table with one seat left takes one
// player by the same rule.
func (s *state) freedomGreedy(rng *rand.Rand) {
	l := s.l
	words := (l.n + 63) / 64
	// met[x] has bit y set when x and y have met (and bit x itself).
	met := make([]uint64, l.n*words)
	row := func(x int) []uint64 { return met[x*words : (x+1)*words] }
	for x := range l.n {
		row(x)[x/64] |= 1 << (x % 64)
	}
	free := make([]bool, l.n)
	tableMet := make([]uint64, words)
	var pool []int
	for r := range l.rounds {
		for x := range s.at[r] {
			s.at[r][x] = -1
		}
		if r == 0 {
			for i, x := range l.seated[r] {
				s.seat[r][i] = int32(x)
				s.at[r][x] = int32(i)
			}
		} else {
			for _, x := range l.seated[r] {
				free[x] = true
			}
			for t, k := range l.sizes {
				clear(tableMet)
				var members []int
				for len(members) < k {
					pool = pool[:0]
					for _, x := range l.seated[r] {
						if free[x] {
							pool = append(pool, x)
						}
					}
					a, b := s.bestFreedom(pool, members, tableMet, row, words, k-len(members) >= 2, rng)
					for _, x := range []int{a, b} {
						if x < 0 {
							continue
						}
						free[x] = false
						slot := l.off[t] + len(members)
						s.seat[r][slot] = int32(x)
						s.at[r][x] = int32(slot)
						members = append(members, x)
						for i, w := range row(x) {
							tableMet[i] |= w
						}
					}
				}
			}
		}
		// The round's meetings, for the rounds after it.
		for t, k := range l.sizes {
			table := s.seat[r][l.off[t] : l.off[t]+k]
			for _, a := range table {
				for _, b := range table {
					row(int(a))[b/64] |= 1 << (b % 64)
				}
			}
		}
	}
	s.recount()
}

// bestFreedom picks the next players of a table holding members (tableMet:
// the players they have met, themselves included): a pair from pool when
// pair is set, else one player (b = -1). It minimises the repeated
// meetings added, then maximises the freedom left, ties at random.
func (s *state) bestFreedom(pool, members []int, tableMet []uint64, row func(int) []uint64, words int, pair bool, rng *rand.Rand) (int, int) {
	n := s.l.n
	hit := func(x int) int { // members x has met already
		c, rx := 0, row(x)
		for _, m := range members {
			c += int(rx[m/64] >> (m % 64) & 1)
		}
		return c
	}
	bestA, bestB, bestRep, bestFree, ties := -1, -1, 0, 0, 0
	consider := func(a, b, rep, freedom int) {
		switch {
		case bestA < 0 || rep < bestRep || (rep == bestRep && freedom > bestFree):
			bestA, bestB, bestRep, bestFree, ties = a, b, rep, freedom, 1
		case rep == bestRep && freedom == bestFree:
			ties++
			if rng.IntN(ties) == 0 {
				bestA, bestB = a, b
			}
		}
	}
	if !pair || len(pool) < 2 {
		for _, a := range pool {
			ra, f := row(a), 0
			for i := range words {
				f += bits.OnesCount64(tableMet[i] | ra[i])
			}
			consider(a, -1, hit(a), n-f)
		}
		return bestA, bestB
	}
	hits := make([]int, len(pool))
	for i, a := range pool {
		hits[i] = hit(a)
	}
	for i, a := range pool {
		ra := row(a)
		for j := i + 1; j < len(pool); j++ {
			b := pool[j]
			rb := row(b)
			rep := hits[i] + hits[j] + int(ra[b/64]>>(b%64)&1)
			if bestA >= 0 && rep > bestRep {
				continue
			}
			f := 0
			for w := range words {
				f += bits.OnesCount64(tableMet[w] | ra[w] | rb[w])
			}
			consider(a, b, rep, n-f)
		}
	}
	return bestA, bestB
}
