package mitchell

import "testing"

// TestWebTwoGroupsOddNone shows why a web at an odd number of tables has
// three sections, with an exhaustive search: at 5 to 15 tables no
// two-section web works. The moves searched: NS pairs stay; EW pairs move up one table a round
// through all the tables, with at most one skip of any length after any
// round; the tables split into two groups of sizes (T−1)/2 and (T+1)/2 in
// either order, each with its own copy of S sets (S from the larger group
// to T), the sets moving down one table a round in each group, group A
// playing them in ascending order from any starting set and group B in
// descending order from any starting set. In every one of these schedules
// some EW pair plays a set twice.
func TestWebTwoGroupsOddNone(t *testing.T) {
	t.Parallel()
	// The search's model is GenerateWeb's: at an even number of tables it
	// finds the web (10 tables, 7 sets; 10 tables, 6 sets with the skip).
	if !oddWebPlaysEverySet(10, 5, 7, 0, 8, 0, 0) || !oddWebPlaysEverySet(10, 5, 6, 0, 8, WebSkipRound(6), 1) {
		t.Fatal("the model misses GenerateWeb's 10-table webs")
	}
	searched := 0
	for T := 5; T <= 15; T += 2 {
		for _, n := range []int{(T - 1) / 2, (T + 1) / 2} {
			for S := max(n, T-n); S <= T; S++ {
				for a := range S {
					for c := range S {
						for skip := 0; skip < S; skip++ {
							lens := []int{0}
							if skip > 0 {
								lens = lens[:0]
								for l := 1; l < T; l++ {
									lens = append(lens, l)
								}
							}
							for _, l := range lens {
								searched++
								if oddWebPlaysEverySet(T, n, S, a, c, skip, l) {
									t.Errorf("%d tables, groups %d+%d, %d sets, offsets %d/%d, skip %d after round %d: every EW pair plays every set once", T, n, T-n, S, a, c, l, skip)
								}
							}
						}
					}
				}
			}
		}
	}
	if searched == 0 {
		t.Fatal("nothing searched")
	}
	t.Logf("%d schedules searched, none works", searched)
}

// oddWebPlaysEverySet reports whether the web schedule at T tables
// (group A the first n, its sets ascending from a; group B descending from
// c; EW pairs moving up one table a round and skip more tables after round
// after, when after > 0) lets every EW pair play S different sets in S
// rounds.
func oddWebPlaysEverySet(T, n, S, a, c, after, skip int) bool {
	shift := func(r int) int {
		if after > 0 && r >= after {
			return r + skip
		}
		return r
	}
	return ewPlaysEverySet(T, S, shift, func(tb, r int) int {
		if tb < n {
			return a + tb + r
		}
		return c - tb - r
	})
}

// ewPlaysEverySet reports whether, in S rounds at T tables, every EW pair
// plays S different sets: in round r (0-based) the EW pairs have moved up
// shift(r) tables and table tb plays set set(tb, r) mod S.
func ewPlaysEverySet(T, S int, shift func(r int) int, set func(tb, r int) int) bool {
	seen := make([]bool, T*S)
	for r := range S {
		sh := shift(r)
		for tb := range T {
			k := ((set(tb, r) % S) + S) % S
			e := ((tb-sh)%T + T) % T
			if seen[e*S+k] {
				return false
			}
			seen[e*S+k] = true
		}
	}
	return true
}

// TestWebOddStarts: in the three-section web at an odd number of tables
// (sections of R, S and S tables), of every pair of starting sets for
// sections D and F (D ascending from any set, F descending from any set)
// exactly one lets every EW pair play every set once, at every odd size
// from 7 to 31 tables and every odd R GenerateWeb accepts, and it is the
// one GenerateWeb lays out.
func TestWebOddStarts(t *testing.T) {
	t.Parallel()
	for T := 7; T <= 31; T += 2 {
		lo, hi := WebSetRange(T)
		for R := lo; R <= hi; R += 2 {
			g := webGroups(T, R)
			var found [][2]int
			for a := range R {
				for c := range R {
					if threeGroupsPlayEverySet(T, g, R, a, c) {
						found = append(found, [2]int{a, c})
					}
				}
			}
			if len(found) != 1 {
				t.Fatalf("%d tables, %d sets: %d starts work (%v), want exactly one", T, R, len(found), found)
			}
			rounds, _ := webRounds(WebOptions{Tables: T, Sets: R})
			a, c := found[0][0], found[0][1]
			d, f := g[0], g[0]+g[1] // 0-based first tables of D and F
			if got := rounds[0][d].set - 1; got != a%R {
				t.Errorf("%d tables, %d sets: D1 starts on set %d, the search's start is %d", T, R, got+1, a+1)
			}
			if got := rounds[0][f].set - 1; got != ((c-f)%R+R)%R {
				t.Errorf("%d tables, %d sets: F1 starts on set %d, the search's start is %d", T, R, got+1, ((c-f)%R+R)%R+1)
			}
		}
	}
}

// threeGroupsPlayEverySet reports whether every EW pair plays R different
// sets in the R rounds of the three-section web at T tables, sections of
// g[0], g[1] and g[2] tables: A plays set t+r at its table t (0-based),
// D set a+j+r at its table j, F set c−t−r at table t (0-based, of the
// room); EW pairs move up one table a round.
func threeGroupsPlayEverySet(T int, g []int, R, a, c int) bool {
	return ewPlaysEverySet(T, R, func(r int) int { return r }, func(tb, r int) int {
		switch {
		case tb < g[0]:
			return tb + r
		case tb < g[0]+g[1]:
			return a + (tb - g[0]) + r
		}
		return c - tb - r
	})
}
