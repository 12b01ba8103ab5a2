package whist

import (
	"fmt"
	"slices"
)

// Inf marks the fixed player ∞ in a base table.
const Inf = -1

// Base is a Z-cyclic (or, for 9 and 25 players, group-cyclic) whist base
// round: the whole tournament is the base developed over the group, round g
// seating the entry x at x+g (∞ stays ∞).
//
// With Infinity false the players are the v elements of the group
// (v ≡ 1 mod 4): the base round leaves 0 out, so in round g player g sits
// out. With Infinity true the players are the v−1 elements and ∞
// (v ≡ 0 mod 4) and nobody rests.
//
// Each table lists its seats N, E, S, W: N–S and E–W are partners. The
// base is a whist base when the partner differences ±(N−S), ±(E−W) cover
// every non-zero element once and the opponent differences ±(N−E), ±(N−W),
// ±(S−E), ±(S−W) twice (differences with ∞ take care of themselves).
// It is directed when, besides, the left-hand opponent differences E−N,
// S−E, W−S, N−W cover every non-zero element once: then every player has
// every other once on the left and once on the right.
//
// Sets: when Sets is nil every table of round g plays set g (the boards
// pass from table to table within the round). Otherwise table j plays set Mult·g + Sets[j] in round g (sets are numbered by
// group elements). A player x sitting at entry y of table j in round
// g = x − y meets set Mult·x + (Sets[j] − Mult·y), so nobody plays a set
// twice when the values Sets[j] − Mult·y over all finite entries are
// distinct; the Sets are distinct, so no two tables share a set in a round.
type Base struct {
	Group    Group
	Infinity bool
	Tables   [][4]int
	Sets     []int
	Mult     int
}

// Players returns v.
func (b *Base) Players() int {
	if b.Infinity {
		return b.Group.Order() + 1
	}
	return b.Group.Order()
}

// Directed reports whether the base is a directed whist base.
func (b *Base) Directed() bool {
	g := b.Group
	lho := make([]int, g.Order())
	for _, t := range b.Tables {
		for i := range 4 {
			x, y := t[i], t[(i+1)%4]
			if x == Inf || y == Inf {
				continue
			}
			lho[g.Sub(y, x)]++
		}
	}
	for d := 1; d < len(lho); d++ {
		if lho[d] != 1 {
			return false
		}
	}
	return true
}

// Check verifies the base: its entries cover the players once, the
// partner and opponent differences are those of a whist base, and the set
// offsets keep every set to one table a round and every player from
// meeting a set twice.
func (b *Base) Check() error {
	g := b.Group
	m := g.Order()
	v := b.Players()
	if m < 3 || (v%4 != 0 && v%4 != 1) {
		return fmt.Errorf("whist base over %s: %d players, want v ≡ 0 or 1 (mod 4)", g, v)
	}
	if len(b.Tables) != v/4 {
		return fmt.Errorf("whist base for %d players: %d tables, want %d", v, len(b.Tables), v/4)
	}
	seen := make([]int, m+1) // index m is ∞
	for _, t := range b.Tables {
		for _, x := range t {
			switch {
			case x == Inf:
				seen[m]++
			case x < 0 || x >= m:
				return fmt.Errorf("whist base for %d players: entry %d outside the group %s", v, x, g)
			default:
				seen[x]++
			}
		}
	}
	for x, n := range seen {
		want := 1
		switch {
		case x == m && !b.Infinity, x == 0 && !b.Infinity:
			want = 0
		}
		if n != want {
			return fmt.Errorf("whist base for %d players: entry %d appears %d times, want %d", v, x, n, want)
		}
	}
	partner := make([]int, m)
	opp := make([]int, m)
	both := func(cnt []int, x, y int) {
		if x == Inf || y == Inf {
			return
		}
		cnt[g.Sub(x, y)]++
		cnt[g.Sub(y, x)]++
	}
	for _, t := range b.Tables {
		both(partner, t[0], t[2])
		both(partner, t[1], t[3])
		both(opp, t[0], t[1])
		both(opp, t[0], t[3])
		both(opp, t[2], t[1])
		both(opp, t[2], t[3])
	}
	for d := 1; d < m; d++ {
		if partner[d] != 1 || opp[d] != 2 {
			return fmt.Errorf("whist base for %d players: difference %d is a partner difference %d times and an opponent difference %d times, want 1 and 2", v, d, partner[d], opp[d])
		}
	}
	if b.Sets == nil {
		return nil // shared sets: every table of round g plays set g
	}
	for x := 1; x < m; x++ {
		if g.Mul(b.Mult, x) == 0 {
			return fmt.Errorf("whist base for %d players: set multiplier %d is not a unit of %s", v, b.Mult, g)
		}
	}
	if len(b.Sets) != len(b.Tables) {
		return fmt.Errorf("whist base for %d players: %d set offsets for %d tables", v, len(b.Sets), len(b.Tables))
	}
	if s := slices.Clone(b.Sets); len(slices.Compact(sorted(s))) != len(b.Sets) {
		return fmt.Errorf("whist base for %d players: two tables play the same set", v)
	}
	met := make([]bool, m)
	for j, t := range b.Tables {
		for _, y := range t {
			if y == Inf {
				continue
			}
			s := g.Sub(b.Sets[j], g.Mul(b.Mult, y))
			if met[s] {
				return fmt.Errorf("whist base for %d players: a player would meet a set twice (offset %d)", v, s)
			}
			met[s] = true
		}
	}
	return nil
}

func sorted(s []int) []int { slices.Sort(s); return s }
