package whist

import (
	"slices"

	"github.com/movegen/movegen/movement"
)

// counts holds partner and opponent counts over players 1..v and each
// player's rests, kept up to date as rounds are added or removed.
type counts struct {
	v            int
	partner, opp []int // (i−1)·v + (j−1), both orders
	played       []int
	pcost, ocost int // Σ max(0, P−1) and Σ O² over pairs i < j
	round        int // rounds counted
}

func newCounts(v int) *counts {
	return &counts{v: v, partner: make([]int, v*v), opp: make([]int, v*v), played: make([]int, v+1)}
}

// bump adds d to the partner (partner true) or opponent count of i and j
// and keeps the costs up to date.
func (c *counts) bump(partner bool, i, j, d int) {
	cnt := c.opp
	if partner {
		cnt = c.partner
	}
	k := (i-1)*c.v + j - 1
	old := cnt[k]
	cnt[k] += d
	cnt[(j-1)*c.v+i-1] += d
	n := cnt[k]
	if partner {
		c.pcost += max(0, n-1) - max(0, old-1)
	} else {
		c.ocost += n*n - old*old
	}
}

// table adds (d = 1) or removes (d = −1) one table's relations: seats N,
// E, S, W, partners N–S and E–W.
func (c *counts) table(s []int, d int) {
	if s[0] == 0 || s[1] == 0 || s[2] == 0 || s[3] == 0 {
		return
	}
	c.bump(true, s[0], s[2], d)
	c.bump(true, s[1], s[3], d)
	for _, p := range [][2]int{{0, 1}, {0, 3}, {2, 1}, {2, 3}} {
		c.bump(false, s[p[0]], s[p[1]], d)
	}
	for _, x := range s {
		c.played[x] += d
	}
}

// rests returns Σ over players of their rests squared for the rounds
// counted.
func (c *counts) rests() int {
	sum := 0
	for x := 1; x <= c.v; x++ {
		r := c.round - c.played[x]
		sum += r * r
	}
	return sum
}

// cost orders schedules: partner repeats first, then rests spread, then
// the spread of opponent counts.
func (c *counts) cost() [3]int { return [3]int{c.pcost, c.rests(), c.ocost} }

func less(a, b [3]int) bool { return slices.Compare(a[:], b[:]) < 0 }

// chooseRounds picks R of m's rounds: greedily the round that keeps the
// cost least (partner repeats, then rests spread, then opponent counts
// spread; ties to the earlier round), then swaps a chosen round for a left
// one while that lowers the cost. It returns the chosen rounds ascending.
func chooseRounds(m *movement.Movement, R int) []int {
	byRound := make([][][]int, m.Rounds+1)
	for _, p := range m.Play {
		byRound[p.Round] = append(byRound[p.Round], p.Seats)
	}
	c := newCounts(m.Contestants)
	add := func(r, d int) {
		for _, s := range byRound[r] {
			c.table(s, d)
		}
		c.round += d
	}
	chosen := make([]bool, m.Rounds+1)
	for range R {
		best, bestCost := 0, [3]int{}
		for r := 1; r <= m.Rounds; r++ {
			if chosen[r] {
				continue
			}
			add(r, 1)
			if k := c.cost(); best == 0 || less(k, bestCost) {
				best, bestCost = r, k
			}
			add(r, -1)
		}
		chosen[best] = true
		add(best, 1)
	}
	for improved := true; improved; {
		improved = false
		for out := 1; out <= m.Rounds; out++ {
			if !chosen[out] {
				continue
			}
			for in := 1; in <= m.Rounds; in++ {
				if chosen[in] {
					continue
				}
				before := c.cost()
				add(out, -1)
				add(in, 1)
				if less(c.cost(), before) {
					chosen[out], chosen[in] = false, true
					improved = true
					break
				}
				add(in, -1)
				add(out, 1)
			}
		}
	}
	var out []int
	for r := 1; r <= m.Rounds; r++ {
		if chosen[r] {
			out = append(out, r)
		}
	}
	return out
}

// keepRounds returns m's chosen rounds renumbered 1..len(rounds) in order,
// with the sets they use renumbered in order of first use by set number.
func keepRounds(m *movement.Movement, rounds []int) *movement.Movement {
	out := m.Clone()
	index := map[int]int{}
	for i, r := range rounds {
		index[r] = i + 1
	}
	var sets []int
	out.Play = out.Play[:0]
	for _, p := range m.Clone().Play {
		if i, ok := index[p.Round]; ok {
			p.Round = i
			out.Play = append(out.Play, p)
			sets = append(sets, p.Set)
		}
	}
	slices.Sort(sets)
	sets = slices.Compact(sets)
	for i := range out.Play {
		out.Play[i].Set = slices.Index(sets, out.Play[i].Set) + 1
	}
	out.Rounds, out.Sets = len(rounds), len(sets)
	return out
}

// partial keeps the best R rounds of a full result.
func partial(full *Result, R int) *Result {
	chosen := chooseRounds(full.Movement, R)
	m := keepRounds(full.Movement, chosen)
	m.Name = full.Movement.Name + ", " + itoa(R) + " of " + itoa(full.FullRounds) + " rounds"
	res := &Result{Movement: m, Kind: Partial, Base: full.Base, FullRounds: full.FullRounds, Chosen: chosen, SharedSets: full.SharedSets}
	res.Notes = append(res.Notes, say("Partial whist tournament: %d of the %d rounds (%s), chosen greedily and then improved by swaps so that opponent counts are as even as possible; no two players are partners twice.", R, full.FullRounds, roundList(chosen)))
	res.Notes = append(res.Notes, full.Notes[1:]...)
	return res
}
