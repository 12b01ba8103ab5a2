package whist

import (
	"context"
	"errors"
	"math/rand/v2"
)

// ErrNotFound is returned by Search when the budget ran out, or the whole
// space was searched, without a base.
var ErrNotFound = errors.New("no whist base found")

// SearchOptions tune Search.
type SearchOptions struct {
	// Directed asks for a directed whist base (left-hand opponents
	// balanced too).
	Directed bool
	// Seed shuffles the order candidates are tried in; 0 tries them in
	// increasing order.
	Seed uint64
	// Nodes bounds the search tree; 0 means no bound.
	Nodes int
	// NoSets accepts a base without set offsets.
	NoSets bool
}

// Search looks for a whist base over g (with the fixed player ∞ when inf
// is true) by exact backtracking: each new table starts at the least
// player not yet seated (a table may be turned so that its least entry
// sits North), then takes North's partner, East and West so that no
// partner difference is used twice and no opponent difference three times
// (and, for a directed base, no left-hand difference twice). With ∞ the
// first table is (∞, 0, c, d): developing a base shifted by a constant gives
// the same tournament. Every complete base is then given set offsets (see
// Base) by a second backtracking over the multipliers and offsets; a base
// that admits none is skipped. This is how the bases in bases.go were
// found; the tests rerun it for small counts.
func Search(ctx context.Context, g Group, inf bool, opt SearchOptions) (*Base, error) {
	m := g.Order()
	s := &searcher{ctx: ctx, g: g, m: m, inf: inf, opt: opt,
		used: make([]bool, m), partner: make([]int, m), opp: make([]int, m), lho: make([]int, m)}
	if opt.Seed != 0 {
		s.rng = rand.New(rand.NewPCG(opt.Seed, 0x5eed))
	}
	s.sub = make([][]int, m)
	for x := range m {
		s.sub[x] = make([]int, m)
		for y := range m {
			s.sub[x][y] = g.Sub(x, y)
		}
	}
	v := m
	if inf {
		v++
	}
	if v%4 != 0 && v%4 != 1 || v < 5 {
		return nil, ErrNotFound
	}
	s.tables = v / 4
	if !inf {
		s.used[0] = true
	}
	var found bool
	if inf {
		found = s.infTable()
	} else {
		found = s.next()
	}
	if s.err != nil {
		return nil, s.err
	}
	if !found {
		return nil, ErrNotFound
	}
	return s.result, nil
}

type searcher struct {
	ctx               context.Context
	g                 Group
	m, tables         int
	inf               bool
	opt               SearchOptions
	rng               *rand.Rand
	sub               [][]int
	used              []bool
	partner, opp, lho []int
	cur               [][4]int
	nodes             int
	err               error
	result            *Base
}

func (s *searcher) order(xs []int) []int {
	if s.rng != nil {
		s.rng.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	}
	return xs
}

func (s *searcher) stop() bool {
	s.nodes++
	if s.opt.Nodes > 0 && s.nodes > s.opt.Nodes {
		return true
	}
	if s.nodes&0xffff == 0 && s.ctx.Err() != nil {
		s.err = s.ctx.Err()
		return true
	}
	return s.err != nil
}

// pair adds (delta = +1) or removes (−1) the two differences of x and y to
// cnt, and reports whether no count went above limit.
func (s *searcher) pair(cnt []int, x, y, delta, limit int) bool {
	d1, d2 := s.sub[x][y], s.sub[y][x]
	cnt[d1] += delta
	cnt[d2] += delta
	return cnt[d1] <= limit && cnt[d2] <= limit
}

// dir adds the left-hand difference y − x when the search is directed.
func (s *searcher) dir(x, y, delta int) bool {
	if !s.opt.Directed {
		return true
	}
	d := s.sub[y][x]
	s.lho[d] += delta
	return s.lho[d] <= 1
}

func (s *searcher) free() []int {
	var out []int
	for x := range s.m {
		if !s.used[x] {
			out = append(out, x)
		}
	}
	return out
}

// infTable places (∞, 0, c, d).
func (s *searcher) infTable() bool {
	s.used[0] = true
	for _, c := range s.order(s.free()) {
		s.used[c] = true
		for _, d := range s.order(s.free()) {
			if s.stop() {
				return false
			}
			s.used[d] = true
			ok := s.pair(s.partner, 0, d, 1, 1)
			ok = s.pair(s.opp, c, 0, 1, 2) && ok
			ok = s.pair(s.opp, c, d, 1, 2) && ok
			ok = s.dir(0, c, 1) && ok
			ok = s.dir(c, d, 1) && ok
			if ok {
				s.cur = append(s.cur, [4]int{Inf, 0, c, d})
				if s.next() {
					return true
				}
				s.cur = s.cur[:len(s.cur)-1]
			}
			s.pair(s.partner, 0, d, -1, 1)
			s.pair(s.opp, c, 0, -1, 2)
			s.pair(s.opp, c, d, -1, 2)
			s.dir(0, c, -1)
			s.dir(c, d, -1)
			s.used[d] = false
		}
		s.used[c] = false
	}
	return false
}

// next adds a table starting at the least free player, or checks the
// complete base.
func (s *searcher) next() bool {
	if len(s.cur) == s.tables {
		return s.complete()
	}
	a := -1
	for x := range s.m {
		if !s.used[x] {
			a = x
			break
		}
	}
	s.used[a] = true
	defer func() { s.used[a] = false }()
	for _, c := range s.order(s.free()) {
		if !s.pair(s.partner, a, c, 1, 1) {
			s.pair(s.partner, a, c, -1, 1)
			continue
		}
		s.used[c] = true
		for _, b := range s.order(s.free()) {
			if s.stop() {
				s.used[c] = false
				s.pair(s.partner, a, c, -1, 1)
				return false
			}
			ok := s.pair(s.opp, a, b, 1, 2)
			ok = s.pair(s.opp, c, b, 1, 2) && ok
			ok = s.dir(a, b, 1) && ok
			ok = s.dir(b, c, 1) && ok
			if ok {
				s.used[b] = true
				for _, d := range s.order(s.free()) {
					if !s.opt.Directed && d < b {
						continue
					}
					ok := s.pair(s.partner, b, d, 1, 1)
					ok = s.pair(s.opp, a, d, 1, 2) && ok
					ok = s.pair(s.opp, c, d, 1, 2) && ok
					ok = s.dir(c, d, 1) && ok
					ok = s.dir(d, a, 1) && ok
					if ok {
						s.used[d] = true
						s.cur = append(s.cur, [4]int{a, b, c, d})
						if s.next() {
							return true
						}
						s.cur = s.cur[:len(s.cur)-1]
						s.used[d] = false
					}
					s.pair(s.partner, b, d, -1, 1)
					s.pair(s.opp, a, d, -1, 2)
					s.pair(s.opp, c, d, -1, 2)
					s.dir(c, d, -1)
					s.dir(d, a, -1)
					if s.err != nil {
						break
					}
				}
				s.used[b] = false
			}
			s.pair(s.opp, a, b, -1, 2)
			s.pair(s.opp, c, b, -1, 2)
			s.dir(a, b, -1)
			s.dir(b, c, -1)
		}
		s.used[c] = false
		s.pair(s.partner, a, c, -1, 1)
	}
	return false
}

// complete gives a full base its set offsets, trying the multipliers in
// increasing order.
func (s *searcher) complete() bool {
	b := &Base{Group: s.g, Infinity: s.inf, Tables: append([][4]int(nil), s.cur...)}
	for u := 1; u < s.m; u++ {
		if !s.unit(u) {
			continue
		}
		if sets := offsets(b, u); sets != nil {
			b.Sets, b.Mult = sets, u
			s.result = b
			return true
		}
	}
	if s.opt.NoSets {
		s.result = b
		return true
	}
	return false
}

// unit reports whether x ↦ u·x is a bijection of the group.
func (s *searcher) unit(u int) bool {
	for x := 1; x < s.m; x++ {
		if s.g.Mul(u, x) == 0 {
			return false
		}
	}
	return true
}

// offsets finds distinct set offsets for b's tables with multiplier u so
// that the values Sets[j] − u·y over the finite entries y are distinct, or
// returns nil.
func offsets(b *Base, u int) []int {
	g := b.Group
	m := g.Order()
	taken := make([]bool, m)
	usedSet := make([]bool, m)
	sets := make([]int, len(b.Tables))
	uy := make([][]int, len(b.Tables))
	for j, t := range b.Tables {
		for _, y := range t {
			if y != Inf {
				uy[j] = append(uy[j], g.Mul(u, y))
			}
		}
	}
	var place func(j int) bool
	place = func(j int) bool {
		if j == len(b.Tables) {
			return true
		}
		for s := range m {
			if usedSet[s] {
				continue
			}
			ok := true
			for _, y := range uy[j] {
				if taken[g.Sub(s, y)] {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			for _, y := range uy[j] {
				taken[g.Sub(s, y)] = true
			}
			usedSet[s] = true
			sets[j] = s
			if place(j + 1) {
				return true
			}
			usedSet[s] = false
			for _, y := range uy[j] {
				taken[g.Sub(s, y)] = false
			}
		}
		return false
	}
	if place(0) {
		return sets
	}
	return nil
}
