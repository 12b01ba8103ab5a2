package whist

import (
	"context"
	"math/bits"
	"math/rand/v2"

	"github.com/movegen/movegen/movement"
)

// turnMoves is the fixed move budget of turnTables.
const turnMoves = 50000

// turnTables decides, table by table and round by round, whether the four
// players turn a quarter (everybody moves one seat clockwise). A quarter
// turn keeps partners, opponents and left-hand opponents, and changes the
// direction (North–South or East–West) of all four, so it decides who is
// compared with whom: players are compared on the boards they play in the
// same direction at different tables. A seeded simulated annealing of
// turnMoves flips chooses the turns minimising, in order, each player's
// North–South/East–West imbalance (the sum of squares of NS − EW) and the
// spread of comparison counts (the sum of their squares: their total is
// fixed). Plays for which keep returns true are never turned.
//
// With seats false the first priority is dropped: comparisons are evened
// out at the cost of seat balance.
//
// A run that leaves some player's seats unbalanced is repeated with the
// next seed, up to three runs, and the best run is kept. When ctx ends the
// annealing stops (ctx is looked at every turnCheck moves) and the best
// turns so far are kept; turnTables then reports true.
func turnTables(ctx context.Context, m *movement.Movement, keep func(movement.Play) bool, seats bool, seed uint64) (stopped bool) {
	var best []bool
	bestSeat, bestCmp := 0, 0
	for k := range uint64(3) {
		turned, seat, cmp := planTurns(ctx, m, keep, seats, seed+k)
		if best == nil || seat < bestSeat || seat == bestSeat && cmp < bestCmp {
			best, bestSeat, bestCmp = turned, seat, cmp
		}
		if ctx.Err() != nil {
			stopped = true
			break
		}
		if bestSeat == 0 || !seats {
			break
		}
	}
	for i := range m.Play {
		if best[i] {
			s := m.Play[i].Seats
			m.Play[i].Seats = []int{s[3], s[0], s[1], s[2]}
		}
	}
	return stopped
}

// turnCheck is how many annealing moves of planTurns pass between two
// looks at ctx: well under a millisecond of work on 64 players.
const turnCheck = 1024

// planTurns is one run of turnTables' annealing: it returns which plays
// to turn, with the seat cost (0 when every player is balanced) and the
// comparison cost they leave (the latter counted from the start, so only
// comparable between runs on the same movement).
func planTurns(ctx context.Context, m *movement.Movement, keep func(movement.Play) bool, seats bool, seed uint64) ([]bool, int, int) {
	v := m.Contestants
	byRound := make([][]int, m.Rounds+1)
	for i, p := range m.Play {
		byRound[p.Round] = append(byRound[p.Round], i)
	}
	var free []int
	for i, p := range m.Play {
		if keep == nil || !keep(p) {
			free = append(free, i)
		}
	}
	if len(free) == 0 {
		return make([]bool, len(m.Play)), 0, 0
	}
	turned := make([]bool, len(m.Play))
	ns := make([]int, v+1)
	played := make([]int, v+1)
	cmp := make([]int, (v+1)*(v+1))
	dirOf := func(i, k int) bool { return (k%2 == 0) != turned[i] } // true: NS
	for r := 1; r <= m.Rounds; r++ {
		for _, i := range byRound[r] {
			for k, x := range m.Play[i].Seats {
				played[x]++
				if dirOf(i, k) {
					ns[x]++
				}
				for _, j := range byRound[r] {
					if j <= i {
						continue
					}
					for k2, y := range m.Play[j].Seats {
						if dirOf(i, k) == dirOf(j, k2) {
							cmp[x*(v+1)+y]++
							cmp[y*(v+1)+x]++
						}
					}
				}
			}
		}
	}
	// flip turns play i and returns the change in the seat cost (the sum
	// of squared excess imbalances) and in the comparison cost.
	flip := func(i int) (int, int) {
		p := m.Play[i]
		ds, d := 0, 0
		for k, x := range p.Seats {
			before := dirOf(i, k)
			old := excess(2*ns[x]-played[x], played[x]%2)
			if before {
				ns[x]--
			} else {
				ns[x]++
			}
			now := excess(2*ns[x]-played[x], played[x]%2)
			ds += now*now - old*old
			for _, j := range byRound[p.Round] {
				if j == i {
					continue
				}
				for k2, y := range m.Play[j].Seats {
					a, b := x*(v+1)+y, y*(v+1)+x
					c := cmp[a]
					if before == dirOf(j, k2) {
						cmp[a]--
						cmp[b]--
						d += 2 * ((c-1)*(c-1) - c*c)
					} else {
						cmp[a]++
						cmp[b]++
						d += 2 * ((c+1)*(c+1) - c*c)
					}
				}
			}
		}
		turned[i] = !turned[i]
		return ds, d
	}
	// The annealing weighs a unit of seat cost as w units of comparison
	// cost, w rising from 2 to 62 over the run, so that it can pass
	// through unbalanced seatings early on; the best schedule is chosen by
	// seat cost first.
	seatWeight := 1
	if !seats {
		seatWeight = 0
	}
	seatCost := 0
	for x := 1; x <= v; x++ {
		e := excess(2*ns[x]-played[x], played[x]%2)
		seatCost += e * e
	}
	if len(free) <= exhaustiveTurns {
		return exhaustive(len(m.Play), free, flip, seatCost, seatWeight)
	}
	rng := rand.New(rand.NewPCG(seed, 0x7a61))
	cmpCost := 0
	bestSeat, bestCmp := seatCost, 0
	bestTurned := append([]bool(nil), turned...)
	for it := range turnMoves {
		if it%turnCheck == 0 && ctx.Err() != nil {
			break
		}
		temp := 3.0 * (1 - float64(it)/turnMoves)
		i := free[rng.IntN(len(free))]
		ds, dc := flip(i)
		d := seatWeight*(2+60*it/turnMoves)*ds + dc
		if d <= 0 || rng.Float64() < expNeg(float64(d)/max(temp, 0.01)) {
			seatCost += ds
			cmpCost += dc
			if s := seatCost * seatWeight; s < bestSeat*seatWeight || s == bestSeat*seatWeight && cmpCost < bestCmp {
				bestSeat, bestCmp = seatCost, cmpCost
				copy(bestTurned, turned)
			}
			continue
		}
		flip(i)
	}
	// Go back to the best and descend: flip any table that lowers the
	// seat cost, or keeps it and lowers the comparison cost.
	for i := range turned {
		if turned[i] != bestTurned[i] {
			ds, dc := flip(i)
			seatCost += ds
			cmpCost += dc
		}
	}
	for improved := true; improved && ctx.Err() == nil; {
		improved = false
		for _, i := range free {
			ds, dc := flip(i)
			if seatWeight*ds < 0 || seatWeight*ds == 0 && dc < 0 {
				improved = true
				continue
			}
			flip(i)
		}
	}
	if !seats {
		seatCost = 0
	}
	return turned, seatCost, cmpCost
}

// excess returns how far |d| is above tol (the parity of the rounds
// played: with an odd count NS and EW differ by one at best).
func excess(d, tol int) int {
	return max(0, d-tol, -d-tol)
}

// exhaustiveTurns is the most free tables for which turnTables tries every
// combination of turns (2^20 flips at most) instead of annealing.
const exhaustiveTurns = 20

// exhaustive walks all 2^n turn combinations of the free plays in Gray
// code order, one flip a step, and returns the best as planTurns does: the
// least seat cost (when seatWeight > 0), then the least comparison cost.
func exhaustive(plays int, free []int, flip func(int) (int, int), seatCost, seatWeight int) ([]bool, int, int) {
	n := len(free)
	cmpCost := 0
	bestSeat, bestCmp, bestCode := seatCost, 0, 0
	for i := 1; i < 1<<n; i++ {
		ds, dc := flip(free[bits.TrailingZeros(uint(i))])
		seatCost += ds
		cmpCost += dc
		if s := seatCost * seatWeight; s < bestSeat*seatWeight || s == bestSeat*seatWeight && cmpCost < bestCmp {
			bestSeat, bestCmp, bestCode = seatCost, cmpCost, i^(i>>1)
		}
	}
	turned := make([]bool, plays)
	for k, i := range free {
		turned[i] = bestCode&(1<<k) != 0
	}
	if seatWeight == 0 {
		bestSeat = 0
	}
	return turned, bestSeat, bestCmp
}
