package mitchell

import "testing"

// TestWebOddTablesNone backs WebOptions.Check's refusal of an odd number
// of tables with an exhaustive search: at 5 to 15 tables there is no web
// Mitchell, in the sense of GenerateWeb, at an odd number of tables. The
// moves searched: NS pairs stay; EW pairs move up one table a round
// through all the tables, with at most one skip of any length after any
// round; the tables split into two groups of sizes (T−1)/2 and (T+1)/2 in
// either order, each with its own copy of S sets (S from the larger group
// to T), the sets moving down one table a round in each group, group A
// playing them in ascending order from any starting set and group B in
// descending order from any starting set. In every one of these schedules
// some EW pair plays a set twice. The source's own cure for odd tables
// (Web.htm's rover-table and hesitation modifications) is printed on
// pages not among the stored copies, so movegen builds none.
func TestWebOddTablesNone(t *testing.T) {
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
	seen := make([]bool, T*S)
	for r := range S {
		sh := r
		if after > 0 && r >= after {
			sh += skip
		}
		for tb := range T {
			var k int
			if tb < n {
				k = a + tb + r
			} else {
				k = c - tb - r
			}
			k = ((k % S) + S) % S
			e := ((tb-sh)%T + T) % T
			if seen[e*S+k] {
				return false
			}
			seen[e*S+k] = true
		}
	}
	return true
}
