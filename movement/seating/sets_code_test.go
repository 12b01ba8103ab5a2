package seating

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// perm6Set is a set of permutations of 6 symbols (720 of them), as bits.
type perm6Set [12]uint64

func (s *perm6Set) add(i int)  { s[i>>6] |= 1 << (i & 63) }
func (s *perm6Set) drop(i int) { s[i>>6] &^= 1 << (i & 63) }

func (s *perm6Set) first() int {
	for w, x := range s {
		if x != 0 {
			return w*64 + bits.TrailingZeros64(x)
		}
	}
	return -1
}

func (s *perm6Set) and(o *perm6Set) (out perm6Set) {
	for w := range s {
		out[w] = s[w] & o[w]
	}
	return out
}

// permCode6 holds the permutations of 6 symbols and, for each, those that
// agree with it in at most one position.
type permCode6 struct {
	perms   [][6]int
	near    []perm6Set // agree in at most one position
	notNear []perm6Set // the complement
	nodes   int
}

func newPermCode6() *permCode6 {
	c := &permCode6{}
	var gen func(p [6]int, k int)
	gen = func(p [6]int, k int) {
		if k == 6 {
			c.perms = append(c.perms, p)
			return
		}
		for i := k; i < 6; i++ {
			p[k], p[i] = p[i], p[k]
			gen(p, k+1)
			p[k], p[i] = p[i], p[k]
		}
	}
	gen([6]int{0, 1, 2, 3, 4, 5}, 0)
	n := len(c.perms)
	c.near = make([]perm6Set, n)
	c.notNear = make([]perm6Set, n)
	for i, p := range c.perms {
		for j, q := range c.perms {
			agree := 0
			for k := range 6 {
				agree += b2i(p[k] == q[k])
			}
			if i != j && agree <= 1 {
				c.near[i].add(j)
			}
		}
		for w := range c.near[i] {
			c.notNear[i][w] = ^c.near[i][w]
		}
	}
	return c
}

func (c *permCode6) index(p [6]int) int { return slices.Index(c.perms, p) }

// extend reports whether `size` chosen permutations (pairwise near, all
// near every member of cand) extend to `need` with members of cand: a
// branch and bound for a clique, bounded by a greedy colouring of cand (a
// colour class is pairwise far apart, so at most one of it joins).
func (c *permCode6) extend(size int, cand perm6Set, need int) bool {
	c.nodes++
	var order, colour [720]int
	n, k := 0, 0
	for rest := cand; rest.first() >= 0; {
		k++
		class := rest
		for v := class.first(); v >= 0; v = class.first() {
			rest.drop(v)
			class.drop(v)
			class = class.and(&c.notNear[v])
			order[n], colour[n] = v, k
			n++
		}
	}
	for i := n - 1; i >= 0; i-- {
		if size+colour[i] < need {
			return false
		}
		if size+1 >= need {
			return true
		}
		v := order[i]
		if next := cand.and(&c.near[v]); c.extend(size+1, next, need) {
			return true
		}
		cand.drop(v)
	}
	return false
}

// cycleType names the cycle lengths of p, longest first.
func cycleType(p [6]int) string {
	var seen [6]bool
	var lens []int
	for i := range 6 {
		l := 0
		for j := i; !seen[j]; j = p[j] {
			seen[j] = true
			l++
		}
		if l > 0 {
			lens = append(lens, l)
		}
	}
	slices.Sort(lens)
	slices.Reverse(lens)
	out := ""
	for _, l := range lens {
		out += string(rune('0' + l))
	}
	return out
}

// hasCode reports whether `need` permutations of 6 symbols agree pairwise
// in at most one position. Agreement is unchanged by renaming positions
// or symbols (p ↦ a∘p∘b), so the code may contain the identity; every
// other member then has at most one fixed point, and conjugating by a
// permutation (which keeps the identity) makes one of them a chosen
// representative of its cycle type. The cycle types are tried in turn,
// each search leaving out the types already done.
func (c *permCode6) hasCode(need int) bool {
	id := c.index([6]int{0, 1, 2, 3, 4, 5})
	reps := [][6]int{
		{1, 2, 3, 4, 5, 0}, // a 6-cycle
		{1, 2, 3, 0, 5, 4}, // 4 + 2
		{1, 2, 0, 4, 5, 3}, // 3 + 3
		{1, 0, 3, 2, 5, 4}, // 2 + 2 + 2
		{1, 2, 3, 4, 0, 5}, // 5 + 1 fixed point
		{1, 2, 0, 4, 3, 5}, // 3 + 2 + 1 fixed point
	}
	var done perm6Set
	for _, r := range reps {
		ri := c.index(r)
		cand := c.near[id].and(&c.near[ri])
		for w := range cand {
			cand[w] &^= done[w]
		}
		if c.extend(2, cand, need) {
			return true
		}
		for i, p := range c.perms {
			if cycleType(p) == cycleType(r) {
				done.add(i)
			}
		}
	}
	return false
}

// TestPermutationCode65 proves by a complete search (the "no 19" part, a
// long test: MOVEGEN_LONG=1) that at most 18
// permutations of 6 symbols agree pairwise in at most one position (the
// permutation-code value M(6,5) = 18), and that 18 do. With 6 circulating
// sets over 6 rounds a player's sets are such a permutation and two
// players meet as often as their permutations agree, so among n players
// at most 18 avoid meeting anybody twice: at least n − 18 pairs meet
// twice (remove one player of each such pair), the bound BoundsOf gives.
func TestPermutationCode65(t *testing.T) {
	c := newPermCode6()
	if len(c.perms) != 720 {
		t.Fatalf("%d permutations", len(c.perms))
	}
	if !c.hasCode(18) {
		t.Fatal("no 18 permutations agree pairwise in at most one position, but some do")
	}
	t.Run("no 19", func(t *testing.T) {
		longtest.Skip(t, "a complete search of about 10 million nodes")
		c.nodes = 0
		if c.hasCode(19) {
			t.Fatal("19 permutations agree pairwise in at most one position")
		}
		t.Logf("no 19: %d nodes searched", c.nodes)
	})
	b, err := BoundsOf(Problem{Players: 24, TableSizes: tables(4, 6), Rounds: 6, Sets: true})
	if err != nil {
		t.Fatal(err)
	}
	if b.MinRepeats != 24-18 {
		t.Errorf("24 players, 6 sets, 6 rounds: bound %d, want %d", b.MinRepeats, 24-18)
	}
}
