package howell

import "github.com/movegen/movegen/movement/design"

// A barometer Howell plays one set at every table in each round, so that
// the scores of a round can be posted before the next: the pairs move as
// in the Howell and only the boards differ. Sources:
//
//   - Ian McKinnon, Movements (bridgecentral.com, "Barometer and round
//     robin movements"): a type of Howell "with the base skeleton
//     superimposed upon itself, so that all the tables play the same
//     boards on each round"; usually with duplicated boards; the standard
//     balanced base skeleton is all that is needed, with one table switched
//     in the odd-table movement.
//   - Magic Contest's help pages (domain notes §8): the barometer Howell,
//     the same guide cards for any table count.
//
// In a barometer two pairs are compared on a round's boards when they sit
// in the same direction that round, so the balance depends on the
// directions alone, not on which set a table holds. movegen keeps the
// Howell's meetings and turns single tables round (the NS pair takes the
// EW seat and the EW pair the NS seat for that round) wherever that makes
// the counts of rounds two pairs sit in the same direction more even
// (barometerTurns), a local search; the report measures the result.
// TestBarometer checks the published facts at every supported size.

// barometerTurns returns, for each chosen round (index i) and table, whether
// the two pairs change seats, chosen by a deterministic local search that
// lowers the sum of squares of the same-direction counts (their sum is fixed:
// every round seats half the pairs NS), so the comparisons are as even as it
// finds. phantom is the pair that is absent (0 for none).
func barometerTurns(sc *schedule, chosen []int, phantom int) [][]bool {
	P := sc.pairs
	turned := make([][]bool, len(chosen))
	dir := make([][]int8, len(chosen)) // dir[i][p]: +1 NS, −1 EW, 0 absent
	for i, r := range chosen {
		turned[i] = make([]bool, len(sc.rounds[r]))
		dir[i] = make([]int8, P+1)
		for _, tb := range sc.rounds[r] {
			if tb.ns != phantom && tb.ew != phantom {
				dir[i][tb.ns], dir[i][tb.ew] = 1, -1
			}
		}
	}
	// same[a][b]: rounds a and b, both present and not meeting, sit in the
	// same direction. Pairs who meet sit in opposite directions, so
	// counting dir products over all rounds and correcting for the meeting
	// is not needed: same = (present − product sum)/2 is not used; the
	// counts are kept directly.
	same := make([][]int, P+1)
	for a := range same {
		same[a] = make([]int, P+1)
	}
	for i := range chosen {
		for a := 1; a <= P; a++ {
			for b := a + 1; b <= P; b++ {
				if dir[i][a] != 0 && dir[i][a] == dir[i][b] {
					same[a][b]++
					same[b][a]++
				}
			}
		}
	}
	// delta is the change in the sum of squares when the pairs a and b of
	// round i change direction: for every other present pair c, one of
	// same[a][c] and same[b][c] rises by 1 and the other falls by 1.
	delta := func(i, a, b int) int {
		d := 0
		for c := 1; c <= P; c++ {
			if c == a || c == b || dir[i][c] == 0 {
				continue
			}
			up, down := a, b // c sits with b now: after the turn, with a
			if dir[i][c] == dir[i][a] {
				up, down = b, a
			}
			x, y := same[up][c], same[down][c]
			d += (x+1)*(x+1) - x*x + (y-1)*(y-1) - y*y
		}
		return d
	}
	flip := func(i, a, b int) {
		for c := 1; c <= P; c++ {
			if c == a || c == b || dir[i][c] == 0 {
				continue
			}
			up, down := a, b
			if dir[i][c] == dir[i][a] {
				up, down = b, a
			}
			same[up][c]++
			same[c][up]++
			same[down][c]--
			same[c][down]--
		}
		dir[i][a], dir[i][b] = dir[i][b], dir[i][a]
	}
	for pass := 0; pass < 50; pass++ {
		improved := false
		for i, r := range chosen {
			for t, tb := range sc.rounds[r] {
				a, b := tb.ns, tb.ew
				if a == phantom || b == phantom {
					continue
				}
				if delta(i, a, b) < 0 {
					flip(i, a, b)
					turned[i][t] = !turned[i][t]
					improved = true
				}
			}
		}
		if !improved {
			break
		}
	}
	// Turning every table of a round changes no comparison (the pairs who
	// sat in the same direction still do), so a round in which the
	// stationary pair's table was turned is turned back whole: the
	// stationary pair keeps its seat, for a player who cannot move.
	if F := sc.pairs; F != phantom {
		for i, r := range chosen {
			for t, tb := range sc.rounds[r] {
				if (tb.ns == F || tb.ew == F) && turned[i][t] {
					for u := range turned[i] {
						turned[i][u] = !turned[i][u]
					}
				}
			}
		}
	}
	return turned
}

// barometerBudget bounds the search of barometerSchedule (nodes); 36
// pairs, the largest, needs a few thousand.
const barometerBudget = 1_000_000

// barometerSchedule returns the complete barometer skeleton for an even
// number of pairs P whose q = P−1 has a Hadamard difference set D (8, 12,
// 16, 20, 24, 28, 32 and 36 pairs): a base round over the group in which
// the elements sitting NS are exactly D, found by a deterministic search
// for a matching of D with the other non-zero elements whose differences
// cover every non-zero element once (so every two pairs meet once). Pair
// x then sits NS in the rounds r with x − r in D, and two pairs sit in
// the same direction in exactly (P−2)/2 of the rounds they do not meet:
// the barometer is perfectly balanced. ok is false for any other P.
func barometerSchedule(P int) (*schedule, bool) {
	q := P - 1
	g, d, ok := design.HadamardDifferenceSet(q)
	if !ok {
		return nil, false
	}
	inD := make([]bool, q)
	for _, x := range d {
		inD[x] = true
	}
	var ns, others []int
	for x := 1; x < q; x++ {
		if inD[x] {
			ns = append(ns, x)
		} else {
			others = append(others, x)
		}
	}
	ew := make([]int, len(ns))
	used := make([]bool, q)  // EW elements taken
	diffs := make([]bool, q) // differences taken
	nodes := 0
	var place func(i int) bool
	place = func(i int) bool {
		if i == len(ns) {
			return true
		}
		for _, y := range others {
			if nodes++; nodes > barometerBudget {
				return false
			}
			a, b := g.Sub(ns[i], y), g.Sub(y, ns[i])
			if used[y] || diffs[a] || diffs[b] {
				continue
			}
			used[y], diffs[a], diffs[b], ew[i] = true, true, true, y
			if place(i + 1) {
				return true
			}
			used[y], diffs[a], diffs[b] = false, false, false
		}
		return false
	}
	if !place(0) {
		return nil, false
	}
	F := P
	sc := &schedule{pairs: P, sets: q, balanced: true, source: "barometer"}
	for r := range q {
		row := []table{{ns: F, ew: r + 1, set: r + 1}}
		for i := range ns {
			row = append(row, table{ns: g.Add(ns[i], r) + 1, ew: g.Add(ew[i], r) + 1, set: r + 1})
		}
		sc.rounds = append(sc.rounds, row)
	}
	return sc, true
}
