package whist

// I is the fixed player ∞ in the base tables below.
const I = Inf

// stored is a base as found by Search, with the search's arguments so the
// tests can find it again.
type stored struct {
	group    Group
	inf      bool
	directed bool   // searched with SearchOptions.Directed
	seed     uint64 // the first seed that succeeded
	nodes    int    // the node budget per seed (0: exhaustive)
	tables   [][4]int
}

// bases holds one whist base per player count, found by Search with
// NoSets (the boards are shared within a round; see Base). Directed bases
// were searched first; with ∞ (v ≡ 0 mod 4) none turned up within 20 s a
// count, nor for 33 players. Counts 8–21 came from seed 0 (candidates in
// increasing order, exhaustive), the rest from seeded restarts of 100 000
// nodes each, the first seed that succeeded being kept. Z_3×Z_3 and
// Z_5×Z_5 would do for 9 and 25 as well; no Z-cyclic Wh(9) exists.
var bases = map[int]stored{
	8:  {Group{7}, true, false, 0, 0, [][4]int{{I, 0, 1, 3}, {2, 5, 4, 6}}},
	9:  {Group{3, 3}, false, true, 0, 0, [][4]int{{1, 3, 2, 6}, {4, 5, 8, 7}}},
	12: {Group{11}, true, false, 0, 0, [][4]int{{I, 0, 1, 4}, {2, 3, 8, 6}, {5, 9, 7, 10}}},
	13: {Group{13}, false, true, 0, 0, [][4]int{{1, 5, 12, 8}, {2, 3, 11, 10}, {4, 6, 9, 7}}},
	16: {Group{15}, true, false, 0, 0, [][4]int{{I, 0, 1, 3}, {2, 6, 13, 7}, {4, 9, 12, 11}, {5, 8, 10, 14}}},
	17: {Group{17}, false, true, 0, 0, [][4]int{{1, 4, 2, 7}, {3, 12, 14, 10}, {5, 11, 15, 6}, {8, 9, 16, 13}}},
	20: {Group{19}, true, false, 0, 0, [][4]int{{I, 0, 1, 2}, {3, 10, 7, 11}, {4, 14, 9, 17}, {5, 8, 13, 15}, {6, 12, 16, 18}}},
	21: {Group{21}, false, true, 0, 0, [][4]int{{1, 3, 2, 18}, {4, 14, 6, 11}, {5, 17, 13, 7}, {8, 15, 12, 20}, {9, 10, 16, 19}}},
	24: {Group{23}, true, false, 10, 100000, [][4]int{{I, 0, 7, 15}, {1, 16, 2, 21}, {3, 8, 6, 19}, {4, 10, 13, 14}, {5, 11, 12, 17}, {9, 18, 22, 20}}},
	25: {Group{25}, false, true, 46, 100000, [][4]int{{1, 16, 15, 7}, {2, 3, 12, 24}, {4, 8, 5, 11}, {6, 13, 23, 18}, {9, 14, 22, 20}, {10, 21, 17, 19}}},
	28: {Group{27}, true, false, 58, 100000, [][4]int{{I, 0, 16, 2}, {1, 6, 11, 17}, {3, 5, 8, 23}, {4, 10, 18, 14}, {7, 20, 19, 26}, {9, 13, 12, 21}, {15, 24, 22, 25}}},
	29: {Group{29}, false, true, 158, 100000, [][4]int{{1, 8, 21, 24}, {2, 28, 20, 9}, {3, 14, 15, 17}, {4, 27, 10, 6}, {5, 19, 7, 26}, {11, 16, 25, 12}, {13, 23, 18, 22}}},
	32: {Group{31}, true, false, 113, 100000, [][4]int{{I, 0, 6, 28}, {1, 3, 30, 15}, {2, 26, 19, 27}, {4, 5, 17, 14}, {7, 8, 22, 12}, {9, 20, 16, 25}, {10, 23, 18, 29}, {11, 13, 21, 24}}},
	33: {Group{33}, false, false, 409, 100000, [][4]int{{1, 18, 8, 29}, {2, 14, 6, 15}, {3, 28, 31, 30}, {4, 21, 23, 27}, {5, 11, 22, 20}, {7, 16, 19, 26}, {9, 10, 24, 13}, {12, 17, 32, 25}}},
}

// Counts returns the player counts movegen holds a whist base for, in
// increasing order.
func Counts() []int {
	return []int{8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 32, 33}
}

// baseFor returns the base for v players, or nil: a stored base, or for a
// prime v ≡ 1 (mod 4) above 33 up to MaxPlayers the cyclotomic base.
func baseFor(v int) *Base {
	s, ok := bases[v]
	if !ok {
		if v > 33 && v <= MaxPlayers && v%4 == 1 && prime(v) {
			return cyclotomic(v)
		}
		return nil
	}
	return &Base{Group: s.group, Infinity: s.inf, Tables: s.tables}
}

// cyclotomic returns the directed whist base over Z_p for a prime
// p ≡ 1 (mod 4): with x a primitive root, t = (p−1)/4 and w = x^t (so
// w² = −1), the tables x^i·(1, w, w², w³), i < t. Partner differences are
// 2x^i·{1, w} and their negatives, x^i times every fourth power class, so
// every non-zero element once; opponent differences are (1−w)x^i·{±1, ±w},
// twice each; left-hand differences (w−1)x^i·w^k once each.
func cyclotomic(p int) *Base {
	x := primitiveRoot(p)
	t := (p - 1) / 4
	w := power(x, t, p)
	b := &Base{Group: Group{p}}
	xi := 1
	for range t {
		b.Tables = append(b.Tables, [4]int{xi, xi * w % p, xi * w % p * w % p, xi * w % p * w % p * w % p})
		xi = xi * x % p
	}
	return b
}

func prime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}

func power(x, e, p int) int {
	r := 1
	for range e {
		r = r * x % p
	}
	return r
}

// primitiveRoot returns the least primitive root of the prime p.
func primitiveRoot(p int) int {
	for g := 2; ; g++ {
		order, y := 1, g%p
		for y != 1 {
			y = y * g % p
			order++
		}
		if order == p-1 {
			return g
		}
	}
}
