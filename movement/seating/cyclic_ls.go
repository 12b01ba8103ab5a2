package seating

import (
	"context"
	"math/rand/v2"
)

// baseRoundSearch looks for one base round of a cyclic design by tabu
// search, where the depth-first search of cyclicSearchCtx runs out of
// nodes: the n points are split into tables of k, and the cost of a split
// is the number of pair orbits used more than once (each extra use
// counts) plus the pairs whose orbit may not be used at all (orb −1: two
// fixed points, residues m/2 apart in one class). A move swaps two points
// of different tables, one of them in a pair that costs; the best move
// not tabu is made (a move that beats the best split so far is allowed
// anyway), and after stallMoves moves without a new best a few random
// swaps shake the split. It stops at cost 0, after iters moves or when
// ctx ends, and returns the best split found and its cost.
//
// A base round needs no symmetry beyond Z_m, so this reaches schedules
// the orbit designs (which also need σ) cannot: 44 players at tables of
// 4 for 12 and 13 rounds (Z_12 with 8 fixed points, Z_13 with 5), 56 for
// 16 rounds, where the depth-first search finds nothing in its budget.
// For the maximal 44-4-14 and 56-4-18 (Z_14 and Z_18, 2 fixed points) it
// ends at 2 and 3 in 300,000 moves; developed, such a split is still a
// good start for the search (an orbit used twice is m repeated meetings).
func baseRoundSearch(ctx context.Context, n, k int, orb []int, count int, rng *rand.Rand, iters, sample, stallMoves int) (tables [][]int, cost int) {
	g := n / k
	bad := int32(count) // the bucket of forbidden pairs
	cls := make([]int32, n*n)
	for i, c := range orb {
		if c < 0 {
			c = count
		}
		cls[i] = int32(c)
	}
	use := make([]int32, count+1)
	slot := make([]int, n) // slot[i]: the point in slot i; table i/k
	where := make([]int, n)
	for i, x := range rng.Perm(n) {
		slot[i], where[x] = x, i
	}
	pen := func(c, u int32) int {
		switch {
		case c == bad:
			return int(u)
		case u > 1:
			return int(u - 1)
		}
		return 0
	}
	for t := range g {
		for i := range k {
			for j := range i {
				use[cls[slot[t*k+i]*n+slot[t*k+j]]]++
			}
		}
	}
	for c, u := range use {
		cost += pen(int32(c), u)
	}
	// delta is the change of cost when x and y (of different tables)
	// swap: the changes are made to use one by one, each priced against
	// the counts left by the ones before (so an orbit touched twice is
	// priced right), and then undone. A use less costs 1 when the orbit
	// is forbidden or used twice or more; a use more, when it is
	// forbidden or already used.
	var undo [64]int32
	delta := func(x, y int) int {
		ox, oy := where[x]/k*k, where[y]/k*k
		d, m := 0, 0
		less := func(c int32) {
			if c == bad || use[c] >= 2 {
				d--
			}
			use[c]--
			undo[m] = c
			m++
		}
		more := func(c int32) {
			if c == bad || use[c] >= 1 {
				d++
			}
			use[c]++
			undo[m] = c
			m++
		}
		rx, ry := cls[x*n:(x+1)*n], cls[y*n:(y+1)*n]
		for _, z := range slot[ox : ox+k] {
			if z != x {
				less(rx[z])
			}
		}
		for _, z := range slot[oy : oy+k] {
			if z != y {
				less(ry[z])
			}
		}
		removed := m
		for _, z := range slot[ox : ox+k] {
			if z != x {
				more(ry[z])
			}
		}
		for _, z := range slot[oy : oy+k] {
			if z != y {
				more(rx[z])
			}
		}
		for i, c := range undo[:m] {
			if i < removed {
				use[c]++
			} else {
				use[c]--
			}
		}
		return d
	}
	swap := func(x, y int) {
		tx, ty := where[x]/k, where[y]/k
		for i := range k {
			if z := slot[tx*k+i]; z != x {
				use[cls[x*n+z]]--
				use[cls[y*n+z]]++
			}
			if z := slot[ty*k+i]; z != y {
				use[cls[y*n+z]]--
				use[cls[x*n+z]]++
			}
		}
		px, py := where[x], where[y]
		slot[px], slot[py] = y, x
		where[x], where[y] = py, px
	}
	costly := func(x int) bool {
		t := where[x] / k
		for i := range k {
			if z := slot[t*k+i]; z != x {
				if c := cls[x*n+z]; c == bad || use[c] > 1 {
					return true
				}
			}
		}
		return false
	}
	const shakeSwaps = 3
	tabu := make([]int, n)
	var costlies []int
	best, stall := cost, 0
	bestSlot := append([]int(nil), slot...)
	for it := 0; it < iters && best > 0; it++ {
		if it%256 == 0 && ctx.Err() != nil {
			break
		}
		bd, bx, by, ties := 1<<30, -1, -1, 0
		costlies = costlies[:0]
		for x := range n {
			if costly(x) {
				costlies = append(costlies, x)
			}
		}
		for range min(sample, len(costlies)) {
			i := rng.IntN(len(costlies))
			x := costlies[i]
			costlies[i] = costlies[len(costlies)-1]
			costlies = costlies[:len(costlies)-1]
			for y := range n {
				if where[y]/k == where[x]/k {
					continue
				}
				d := delta(x, y)
				if (tabu[x] > it || tabu[y] > it) && cost+d >= best {
					continue
				}
				switch {
				case d < bd:
					bd, bx, by, ties = d, x, y, 1
				case d == bd:
					ties++
					if rng.IntN(ties) == 0 {
						bx, by = x, y
					}
				}
			}
		}
		if bx < 0 {
			continue
		}
		swap(bx, by)
		cost += bd
		tenure := 5 + rng.IntN(10)
		tabu[bx], tabu[by] = it+tenure, it+tenure
		if cost < best {
			best, stall = cost, 0
			copy(bestSlot, slot)
			continue
		}
		if stall++; stall > stallMoves {
			for range shakeSwaps {
				x, y := rng.IntN(n), rng.IntN(n)
				if where[x]/k != where[y]/k {
					cost += delta(x, y)
					swap(x, y)
				}
			}
			stall = 0
		}
	}
	tables = make([][]int, g)
	for t := range g {
		tables[t] = append([]int(nil), bestSlot[t*k:(t+1)*k]...)
	}
	return tables, best
}
