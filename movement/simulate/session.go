package simulate

import (
	"math"
	"math/rand/v2"
	"slices"
)

// workspace holds one worker's buffers, reused from session to session so
// that a session allocates nothing.
type workspace struct {
	pcg  rand.PCG
	rng  *rand.Rand
	z    []float64 // true strength of each contestant, in units of the spread
	lot  []uint64  // tie-break key of each contestant
	val  []float64 // the result of each side of each deal
	mp   []int64   // matchpoints of each contestant
	luck []float64 // mean strength (z) of each contestant's opponents
	buf  []keyed   // a comparison group's results, sorted
	raw  []int64   // matchpoints of each entry on its board
	ord  []int32   // a ranking's contestants in finishing order (local indexes)
	pos  []int32   // finishing position (0 first) of each contestant in the current ranking
	rec  []record  // what each ranking of the session gave
	best bool      // the room's strongest finished first in his field
}

// keyed is a result and the entry it belongs to, for sorting.
type keyed struct {
	v float64
	x int32
}

// record is what one ranking of one session gave.
type record struct {
	win, top3, shared bool
	place             int     // the strongest's finishing place, 1 = first
	tau               float64 // Kendall's τ
	luck              float64 // sd of the opponents' mean strength
	winner            int32   // local index of the contestant who finished first
}

// workspace returns fresh buffers for one worker.
func (e *engine) workspace() *workspace {
	ws := &workspace{
		z:    make([]float64, e.C),
		lot:  make([]uint64, e.C),
		val:  make([]float64, len(e.sideMem)-1),
		mp:   make([]int64, e.C),
		luck: make([]float64, e.C),
		ord:  make([]int32, e.maxSize),
		pos:  make([]int32, e.C),
		rec:  make([]record, len(e.rankings)),
	}
	ws.rng = rand.New(&ws.pcg)
	most := 0
	for g := 0; g+1 < len(e.groupEntry); g++ {
		most = max(most, int(e.groupEntry[g+1]-e.groupEntry[g]))
	}
	ws.buf = make([]keyed, most)
	ws.raw = make([]int64, len(e.entrySide))
	return ws
}

// splitmix64 is the finalizer of the SplitMix64 generator (Steele, Lea
// and Flood, OOPSLA 2014): a bijection of 64-bit words that spreads every
// input bit over the output, used to derive well-separated stream seeds.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// seedSession seeds ws's stream for session i of seed: a function of the
// two numbers only.
func (ws *workspace) seedSession(seed uint64, i int) {
	a := splitmix64(seed ^ splitmix64(uint64(i)))
	b := splitmix64(a ^ uint64(i) ^ 0x5851f42d4c957f2d)
	ws.pcg.Seed(a, b)
}

// session plays session i and leaves its records in ws.
func (e *engine) session(ws *workspace, opt Options, i int) {
	e.draw(ws, opt, i)
	e.play(ws, opt)
}

// draw seeds session i's stream and draws the strengths and lots.
func (e *engine) draw(ws *workspace, opt Options, i int) {
	ws.seedSession(opt.Seed, i)
	r := ws.rng
	for c := range ws.z {
		ws.z[c] = r.NormFloat64()
	}
	for c := range ws.lot {
		ws.lot[c] = r.Uint64()
	}
}

// play plays the boards with the strengths in ws.z, ranks the fields and
// leaves the records in ws.
func (e *engine) play(ws *workspace, opt Options) {
	e.deals(ws, opt)
	e.matchpoints(ws)
	e.opponents(ws)
	for ri := range e.rankings {
		if e.overall && ri == len(e.rankings)-1 {
			ws.best = e.bestWinsOwnField(ws)
		}
		e.rank(ws, ri)
	}
	if !e.overall {
		ws.best = ws.rec[0].win
	}
}

// deals writes the result of every side of every deal into ws.val.
func (e *engine) deals(ws *workspace, opt Options) {
	spread, noise := opt.Spread, opt.Noise
	r := ws.rng
	for d := 0; d+1 < len(e.dealSide); d++ {
		lo, hi := e.dealSide[d], e.dealSide[d+1]
		sum := 0.0
		for k := lo; k < hi; k++ {
			s := 0.0
			a, b := e.sideMem[k], e.sideMem[k+1]
			for _, c := range e.members[a:b] {
				s += ws.z[c]
			}
			s = spread * s / float64(b-a)
			ws.val[k] = s
			sum += s
		}
		if e.zeroSum[d] {
			v := ws.val[lo] - ws.val[lo+1]
			if noise > 0 {
				v += noise * r.NormFloat64()
			}
			ws.val[lo], ws.val[lo+1] = v, -v
			continue
		}
		n := float64(hi - lo)
		for k := lo; k < hi; k++ {
			s := ws.val[k]
			v := s
			if n > 1 {
				v = s - (sum-s)/(n-1)
			}
			if noise > 0 {
				v += noise * r.NormFloat64()
			}
			ws.val[k] = v
		}
	}
}

// matchpoints scores every comparison group: 2 for each result beaten,
// 1 for each tie, 0 for each lost, leaving out the results an entry is
// not compared with. A mirrored group takes its mirror's scores reversed.
func (e *engine) matchpoints(ws *workspace) {
	clear(ws.mp)
	for g := 0; g+1 < len(e.groupEntry); g++ {
		lo, hi := e.groupEntry[g], e.groupEntry[g+1]
		m := int(hi - lo)
		if m < 2 {
			continue
		}
		raw := ws.raw[lo:hi]
		if src := e.mirror[g]; src >= 0 {
			most := int64(2 * (m - 1))
			for j := range raw {
				x := lo + int32(j)
				raw[j] = most - ws.raw[e.mirrorEntry[x]]
				ws.mp[e.entryWho[x]] += raw[j]
			}
			continue
		}
		buf := ws.buf[:m]
		for j := range buf {
			buf[j] = keyed{ws.val[e.entrySide[lo+int32(j)]], int32(j)}
		}
		if m <= 24 {
			for j := 1; j < m; j++ {
				x := buf[j]
				k := j
				for k > 0 && buf[k-1].v > x.v {
					buf[k] = buf[k-1]
					k--
				}
				buf[k] = x
			}
		} else {
			slices.SortFunc(buf, func(a, b keyed) int {
				switch {
				case a.v < b.v:
					return -1
				case a.v > b.v:
					return 1
				}
				return 0
			})
		}
		for j := 0; j < m; {
			k := j + 1
			for k < m && buf[k].v == buf[j].v {
				k++
			}
			// buf[j:k] tie; j results lie below them.
			for _, y := range buf[j:k] {
				raw[y.x] = int64(2*j + (k - j - 1))
			}
			j = k
		}
		for j := range m {
			x := lo + int32(j)
			a, b := e.exclStart[x], e.exclStart[x+1]
			if a < b {
				v := ws.val[e.entrySide[x]]
				for _, y := range e.excl[a:b] {
					w := ws.val[e.entrySide[lo+y]]
					switch {
					case w < v:
						raw[j] -= 2
					case w == v:
						raw[j]--
					}
				}
			}
			ws.mp[e.entryWho[x]] += raw[j]
		}
	}
}

// opponents writes the mean strength (z) of each contestant's opponents.
func (e *engine) opponents(ws *workspace) {
	for c := range ws.luck {
		s := 0.0
		a, b := e.oppStart[c], e.oppStart[c+1]
		for k := a; k < b; k++ {
			s += e.oppW[k] * ws.z[e.opp[k]]
		}
		ws.luck[c] = s
	}
}

// ahead reports whether contestant a finishes ahead of b: a higher
// percentage (mp/top, compared exactly as mp_a·top_b against mp_b·top_a),
// and on equal percentages the lower lot.
func (e *engine) ahead(ws *workspace, a, b int32) bool {
	l, r := ws.mp[a]*e.top[b], ws.mp[b]*e.top[a]
	if l != r {
		return l > r
	}
	return ws.lot[a] < ws.lot[b]
}

// rank ranks ranking ri and records its figures in ws.rec[ri].
func (e *engine) rank(ws *workspace, ri int) {
	who := e.rankings[ri].who
	n := len(who)
	ord := ws.ord[:n]
	for j := range ord {
		ord[j] = int32(j)
	}
	if n <= 32 {
		for j := 1; j < n; j++ {
			x := ord[j]
			k := j
			for k > 0 && e.ahead(ws, who[x], who[ord[k-1]]) {
				ord[k] = ord[k-1]
				k--
			}
			ord[k] = x
		}
	} else {
		slices.SortFunc(ord, func(a, b int32) int {
			if a == b {
				return 0
			}
			if e.ahead(ws, who[a], who[b]) {
				return -1
			}
			return 1
		})
	}
	for p, j := range ord {
		ws.pos[who[j]] = int32(p)
	}
	rec := &ws.rec[ri]
	first, second := who[ord[0]], who[ord[1]]
	rec.shared = ws.mp[first]*e.top[second] == ws.mp[second]*e.top[first]
	rec.winner = ord[0]

	// The three strongest, s1 the strongest.
	s1, s2, s3 := int32(-1), int32(-1), int32(-1)
	for _, c := range who {
		switch {
		case s1 < 0 || ws.z[c] > ws.z[s1]:
			s1, s2, s3 = c, s1, s2
		case s2 < 0 || ws.z[c] > ws.z[s2]:
			s2, s3 = c, s2
		case s3 < 0 || ws.z[c] > ws.z[s3]:
			s3 = c
		}
	}
	rec.place = int(ws.pos[s1]) + 1
	rec.win = rec.place == 1
	rec.top3 = n >= 4 && ws.pos[s1] < 3 && ws.pos[s2] < 3 && ws.pos[s3] < 3

	// Kendall's τ over the strict orders (strengths are distinct with
	// probability 1; equal ones count as neither agreeing nor not).
	k := 0
	for x, a := range who {
		za, pa := ws.z[a], ws.pos[a]
		for _, b := range who[x+1:] {
			zb, pb := ws.z[b], ws.pos[b]
			switch {
			case za > zb && pa < pb, za < zb && pa > pb:
				k++
			case za > zb && pa > pb, za < zb && pa < pb:
				k--
			}
		}
	}
	rec.tau = float64(k) / float64(n*(n-1)/2)

	// The luck of the draw: population sd of the opponents' mean
	// strength, shifted by the first value so that equal values give
	// exactly 0.
	base := ws.luck[who[0]]
	mean := 0.0
	for _, c := range who {
		mean += ws.luck[c] - base
	}
	mean /= float64(n)
	v := 0.0
	for _, c := range who {
		d := ws.luck[c] - base - mean
		v += d * d
	}
	rec.luck = math.Sqrt(v / float64(n))
}

// bestWinsOwnField reports whether the strongest contestant of all fields
// finished first in his own field; ws.pos still holds the field rankings.
func (e *engine) bestWinsOwnField(ws *workspace) bool {
	best := int32(-1)
	for _, c := range e.rankings[len(e.rankings)-1].who {
		if best < 0 || ws.z[c] > ws.z[best] {
			best = c
		}
	}
	return ws.pos[best] == 0
}
