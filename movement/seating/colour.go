package seating

import (
	"math/rand/v2"
	"slices"
)

// A legal start with circulating sets is an edge colouring. Join every
// player to every round in which they are seated; colour each such edge
// with the set the player plays that round. Nobody plays a set twice
// exactly when a player's edges have different colours, and every table
// of k players gets one set when each colour appears k times in a round.
// Split each round into copies of S seated players (S sets): a colouring
// with S colours in which every copy has each colour once gives every
// set k players in the round. Every vertex then has at most S edges (a
// player is seated in at most S rounds, which newLayout checks), so
// König's edge-colouring theorem says such a colouring exists, and the
// alternating-path method below finds it in time edges × vertices.
//
// A table one seat short is filled, for the colouring, with a stand-in
// that is seated only in that round; the stand-ins of a round share one
// copy, so no two of them get the same set, and the sets they get go to
// the short tables. With lines every line is coloured on its own (each
// line has one player at every table).
//
// feasibleStart's round-by-round matching can paint itself into a corner
// (113 players at 28 tables of 4 with sets: no legal start in 32 tries),
// and the search then began, and under a short time limit ended, with
// sets played twice, which the movement's validation refuses. colourStart
// never fails where it applies.

// colourable reports whether colourStart applies: circulating sets, and
// with lines tables of one size, without them tables of at most two sizes
// one seat apart.
func (l *layout) colourable() bool {
	if l.sets == 0 {
		return false
	}
	if l.lines > 0 {
		return l.minSize() == l.maxSize()
	}
	return l.maxSize()-l.minSize() <= 1
}

// colourStart seats every round legally by edge colouring, the edges in
// an order shuffled by rng, and reports whether it applies (see
// colourable). The counts are rebuilt.
func (s *state) colourStart(rng *rand.Rand) bool {
	l := s.l
	if !l.colourable() {
		return false
	}
	S := l.sets
	if l.lines > 0 {
		// Line by line: the players of line ln seated in round r, S of
		// them (one per table), form the round's one copy.
		colour := make([][]int, l.rounds) // colour[r][x], -1 when x rests
		for r := range colour {
			colour[r] = make([]int, l.n)
		}
		for ln := range l.lines {
			var left, right []int
			for r := range l.rounds {
				for _, x := range l.seated[r] {
					if l.line[x] == ln {
						left, right = append(left, x), append(right, r)
					}
				}
			}
			c := colourEdges(l.n, l.rounds, S, left, right, rng)
			if c == nil {
				return false
			}
			for i, x := range left {
				colour[right[i]][x] = c[i]
			}
		}
		for r := range l.rounds {
			for t := range l.sizes {
				s.set[r][t] = int32((t + r) % S)
			}
			for _, x := range l.seated[r] {
				t := (colour[r][x] - r%S + S) % S
				s.seat[r][l.off[t]+l.line[x]] = int32(x)
			}
		}
		s.recount()
		return s.hard == 0
	}
	k := l.maxSize()
	copies := k // per round
	// Edges: player x (left) to copy q of round r (right r·copies+q); a
	// stand-in has left vertex n + its index.
	var left, right []int
	stand := 0
	short := 0 // tables one seat short
	for _, size := range l.sizes {
		short += k - size
	}
	for r := range l.rounds {
		seated := slices.Clone(l.seated[r])
		rng.Shuffle(len(seated), func(i, j int) { seated[i], seated[j] = seated[j], seated[i] })
		// Copy 0 takes the stand-ins first, then players; the others S
		// players each.
		for range short {
			left, right = append(left, l.n+stand), append(right, r*copies)
			stand++
		}
		for i, x := range seated {
			left, right = append(left, x), append(right, r*copies+(i+short)/S)
		}
	}
	c := colourEdges(l.n+stand, l.rounds*copies, S, left, right, rng)
	if c == nil {
		return false
	}
	// Round by round: group j is the players coloured j; a group with a
	// stand-in goes to a short table.
	groups := make([][]int, S)
	hasStand := make([]bool, S)
	at := 0
	for r := range l.rounds {
		for j := range groups {
			groups[j], hasStand[j] = groups[j][:0], false
		}
		for ; at < len(left) && right[at]/copies == r; at++ {
			if x := left[at]; x >= l.n {
				hasStand[c[at]] = true
			} else {
				groups[c[at]] = append(groups[c[at]], x)
			}
		}
		used := make([]bool, S)
		for t, size := range l.sizes {
			// The tables in turn take the sets in rotation, t + r first,
			// skipping a group of the wrong size.
			for d := range S {
				j := (t + r + d) % S
				if used[j] || hasStand[j] != (size < k) {
					continue
				}
				used[j] = true
				s.set[r][t] = int32(j)
				slices.Sort(groups[j])
				for i, x := range groups[j] {
					s.seat[r][l.off[t]+i] = int32(x)
				}
				break
			}
		}
	}
	s.recount()
	return s.hard == 0
}

// colourEdges colours the edges left[i]–right[i] of a bipartite graph
// (nl left and nr right vertices, every degree at most S) with S colours so
// that the edges at any vertex differ, taking them in an order shuffled by
// rng. It returns nil when some degree is above S.
func colourEdges(nl, nr, S int, left, right []int, rng *rand.Rand) []int {
	e := len(left)
	col := make([]int, e)
	// atL[u·S+c] and atR[v·S+c] are the edge of colour c at the vertex, or -1.
	atL := make([]int32, nl*S)
	atR := make([]int32, nr*S)
	for i := range atL {
		atL[i] = -1
	}
	for i := range atR {
		atR[i] = -1
	}
	free := func(at []int32, v int) int {
		for c, x := range at[v*S : (v+1)*S] {
			if x < 0 {
				return c
			}
		}
		return -1
	}
	order := rng.Perm(e)
	var path []int
	for _, i := range order {
		u, v := left[i], right[i]
		a, b := free(atL, u), free(atR, v)
		if a < 0 || b < 0 {
			return nil
		}
		// A colour free at both ends, when there is one, spares a flip;
		// the scan starts at a random colour so that starts differ.
		for d, c0 := 0, rng.IntN(S); d < S; d++ {
			if c := (c0 + d) % S; atL[u*S+c] < 0 && atR[v*S+c] < 0 {
				a = c
				break
			}
		}
		if atR[v*S+a] >= 0 {
			// Flip the path from v whose edges are coloured a, b, a, …:
			// it cannot reach u, which has no edge coloured a, so a
			// becomes free at v and stays free at u.
			path = path[:0]
			w, onRight, want := v, true, a
			for {
				var nx int32
				if onRight {
					nx = atR[w*S+want]
				} else {
					nx = atL[w*S+want]
				}
				if nx < 0 {
					break
				}
				path = append(path, int(nx))
				if onRight {
					w = left[nx]
				} else {
					w = right[nx]
				}
				onRight = !onRight
				if want == a {
					want = b
				} else {
					want = a
				}
			}
			for _, p := range path {
				atL[left[p]*S+col[p]], atR[right[p]*S+col[p]] = -1, -1
			}
			for _, p := range path {
				if col[p] == a {
					col[p] = b
				} else {
					col[p] = a
				}
				atL[left[p]*S+col[p]], atR[right[p]*S+col[p]] = int32(p), int32(p)
			}
		}
		col[i] = a
		atL[u*S+a], atR[v*S+a] = int32(i), int32(i)
	}
	return col
}
