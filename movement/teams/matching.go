package teams

import "context"

// matcher keeps a maximum matching of the graph whose vertices are the
// teams still to be paired (1..n) and whose edges join two teams that
// have not met, by Edmonds' blossom algorithm. The fewest rematches of a
// pairing of the teams alive is (alive − 2·size)/2: a pairing uses at
// most size meetings of teams that have not met (a matching), and any
// maximum matching can be completed with rematches, since every two teams
// may meet again.
//
// remove keeps the matching maximum when a team leaves: if M is maximum
// in G and v leaves, every augmenting path of M − v in G − v ends at v's
// old partner (a path between two other unmatched teams would augment M
// in G), so one search from that partner restores a maximum matching.
// Pairing a and b is two removals: two searches, not a new matching.
type matcher struct {
	ctx context.Context
	// The teams v has not met are adj[off[v]:off[v+1]].
	off, adj []int
	alive    []bool
	mate     []int // -1: unmatched
	size     int
	count    int // teams alive
	// saved and savedSize hold the matching put aside by save.
	saved     []int
	savedSize int

	parent, base       []int
	used, blossom, lca []bool
	queue              []int
}

// init makes m the maximum matching of the teams of alive (by number,
// 1..n) joined where they have not met. Its arrays are a few
// allocations, whatever n, kept from one init to the next: pairing a
// round of a small field is mostly this.
func (m *matcher) init(ctx context.Context, n int, met [][]bool, alive []int) error {
	m.ctx = ctx
	if cap(m.off) < n+2 {
		ints := make([]int, 6*(n+1)+1)
		m.off, ints = ints[:n+2], ints[n+2:]
		m.mate, ints = ints[:n+1], ints[n+1:]
		m.parent, ints = ints[:n+1], ints[n+1:]
		m.base, ints = ints[:n+1], ints[n+1:]
		m.saved, ints = ints[:n+1], ints[n+1:]
		m.queue = ints[: 0 : n+1]
		bools := make([]bool, 4*(n+1))
		m.alive, bools = bools[:n+1], bools[n+1:]
		m.used, bools = bools[:n+1], bools[n+1:]
		m.blossom, m.lca = bools[:n+1], bools[n+1:]
	} else {
		m.off, m.mate, m.parent, m.base, m.saved = m.off[:n+2], m.mate[:n+1], m.parent[:n+1], m.base[:n+1], m.saved[:n+1]
		m.queue = m.queue[: 0 : n+1]
		m.alive, m.used, m.blossom, m.lca = m.alive[:n+1], m.used[:n+1], m.blossom[:n+1], m.lca[:n+1]
		clear(m.alive)
	}
	m.size, m.savedSize = 0, 0
	for i := range m.mate {
		m.mate[i] = -1
	}
	for _, t := range alive {
		m.alive[t] = true
	}
	m.count = len(alive)
	// The edges: at most k·(k−1) for k teams alive. A first init
	// allocates them exactly (PairSwiss's only one); a matcher used
	// again takes room for the most, once.
	if most := len(alive) * (len(alive) - 1); cap(m.adj) < most {
		edges := most
		if m.adj == nil {
			edges = 0
			for _, a := range alive {
				for _, b := range alive {
					if a != b && !met[a][b] {
						edges++
					}
				}
			}
		}
		m.adj = make([]int, 0, max(edges, 1))
	}
	m.adj = m.adj[:0]
	for a := 0; a <= n; a++ {
		m.off[a] = len(m.adj)
		if !m.alive[a] {
			continue
		}
		for _, b := range alive {
			if a != b && !met[a][b] {
				m.adj = append(m.adj, b)
			}
		}
	}
	m.off[n+1] = len(m.adj)
	// A greedy start, then a search from every team left unmatched (a
	// team with no augmenting path never gets one later: Edmonds).
	for _, a := range alive {
		if m.mate[a] >= 0 {
			continue
		}
		for _, b := range m.adj[m.off[a]:m.off[a+1]] {
			if m.mate[b] < 0 {
				m.mate[a], m.mate[b] = b, a
				m.size++
				break
			}
		}
	}
	for _, a := range alive {
		if m.mate[a] < 0 {
			if err := m.augment(a); err != nil {
				return err
			}
		}
	}
	return nil
}

// rematches is the fewest rematches of any pairing of the teams alive
// (their number even).
func (m *matcher) rematches() int { return (m.count - 2*m.size) / 2 }

// save puts the matching aside before a trial; restore puts it back and
// the teams gone in the trial with it. Trials do not nest.
func (m *matcher) save() {
	copy(m.saved, m.mate)
	m.savedSize = m.size
}

func (m *matcher) restore(gone ...int) {
	copy(m.mate, m.saved)
	m.size = m.savedSize
	for _, t := range gone {
		m.alive[t] = true
		m.count++
	}
}

// remove takes team v out and keeps the matching maximum.
func (m *matcher) remove(v int) error {
	m.alive[v] = false
	m.count--
	w := m.mate[v]
	m.mate[v] = -1
	if w < 0 {
		return nil
	}
	m.mate[w] = -1
	m.size--
	return m.augment(w)
}

// augment looks for an augmenting path from the unmatched team root and
// applies it.
func (m *matcher) augment(root int) error {
	if err := m.ctx.Err(); err != nil {
		return err
	}
	v := m.find(root)
	if v < 0 {
		return nil
	}
	for v >= 0 {
		pv := m.parent[v]
		ppv := m.mate[pv]
		m.mate[v], m.mate[pv] = pv, v
		v = ppv
	}
	m.size++
	return nil
}

// find grows the alternating tree from root, shrinking blossoms, and
// returns the unmatched team an augmenting path ends at, or -1.
func (m *matcher) find(root int) int {
	for i := range m.used {
		m.used[i], m.parent[i], m.base[i] = false, -1, i
	}
	m.used[root] = true
	m.queue = append(m.queue[:0], root)
	for h := 0; h < len(m.queue); h++ {
		v := m.queue[h]
		for _, to := range m.adj[m.off[v]:m.off[v+1]] {
			if !m.alive[to] || m.base[v] == m.base[to] || m.mate[v] == to {
				continue
			}
			if to == root || m.mate[to] >= 0 && m.parent[m.mate[to]] >= 0 {
				cur := m.ancestor(v, to)
				for i := range m.blossom {
					m.blossom[i] = false
				}
				m.mark(v, cur, to)
				m.mark(to, cur, v)
				for i := range m.base {
					if m.alive[i] && m.blossom[m.base[i]] {
						m.base[i] = cur
						if !m.used[i] {
							m.used[i] = true
							m.queue = append(m.queue, i)
						}
					}
				}
			} else if m.parent[to] < 0 {
				m.parent[to] = v
				if m.mate[to] < 0 {
					return to
				}
				m.used[m.mate[to]] = true
				m.queue = append(m.queue, m.mate[to])
			}
		}
	}
	return -1
}

// ancestor is the base of the blossom that the edge a–b closes.
func (m *matcher) ancestor(a, b int) int {
	for i := range m.lca {
		m.lca[i] = false
	}
	for {
		a = m.base[a]
		m.lca[a] = true
		if m.mate[a] < 0 {
			break
		}
		a = m.parent[m.mate[a]]
	}
	for {
		b = m.base[b]
		if m.lca[b] {
			return b
		}
		b = m.parent[m.mate[b]]
	}
}

// mark marks the blossom's path from v down to its base b.
func (m *matcher) mark(v, b, child int) {
	for m.base[v] != b {
		m.blossom[m.base[v]], m.blossom[m.base[m.mate[v]]] = true, true
		m.parent[v] = child
		child = m.mate[v]
		v = m.parent[m.mate[v]]
	}
}
