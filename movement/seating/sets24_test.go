package seating

import "testing"

// setSequences reports whether n players can play s circulating sets at s
// tables of n/s for s rounds with no repeated meeting. Two players meet in
// a round exactly when they play the same set then, so this asks for n
// permutations of the s sets (a player's set in each round), pairwise
// agreeing in at most one round, each set played by n/s players in every
// round. The search is exhaustive up to renumbering: players are numbered
// by their round-1 set, player 0's sets are renamed to 0, 1, …, s−1, and
// the players of one round-1 set come in lexicographic order. It returns
// the rows found and the nodes visited.
func setSequences(n, s int) (rows [][]int, nodes int) {
	per := n / s
	rows = make([][]int, n)
	for i := range rows {
		rows[i] = make([]int, s)
	}
	count := make([][]int, s)
	for c := range count {
		count[c] = make([]int, s)
	}
	used := make([][]bool, n)
	for i := range used {
		used[i] = make([]bool, s)
	}
	var fill func(i, col int) bool
	fill = func(i, col int) bool {
		nodes++
		if i == n {
			return true
		}
		row := rows[i]
		if col == s {
			if i%per != 0 {
				prev := rows[i-1]
				for c := range s {
					if prev[c] != row[c] {
						if prev[c] > row[c] {
							return false
						}
						break
					}
				}
			}
			return fill(i+1, 0)
		}
		lo, hi := 0, s-1
		switch {
		case i == 0:
			lo, hi = col, col
		case col == 0:
			lo, hi = i/per, i/per
		}
		for v := lo; v <= hi; v++ {
			if used[i][v] || count[col][v] >= per {
				continue
			}
			ok := true
			for j := 0; j < i && ok; j++ {
				if rows[j][col] != v {
					continue
				}
				for c := range col {
					if rows[j][c] == row[c] {
						ok = false // a second round together
						break
					}
				}
			}
			if !ok {
				continue
			}
			used[i][v] = true
			count[col][v]++
			row[col] = v
			found := fill(i, col+1)
			used[i][v] = false
			count[col][v]--
			if found {
				return true
			}
		}
		return false
	}
	if fill(0, 0) {
		return rows, nodes
	}
	return nil, nodes
}

// TestSetSequences24 proves that 24 players at 6 tables of 4 with 6
// circulating sets cannot play 6 rounds without a repeated meeting (so the
// bound of 1 is true), and checks the search on cases with a known answer:
// 20 players at 5 tables of 4 can (the maps x ↦ ax + b of Z_5), 16 at 4
// tables of 4 cannot (round 2 seats the 4 players of a round-1 table at 3
// tables whose sets they have not played).
func TestSetSequences24(t *testing.T) {
	if rows, _ := setSequences(20, 5); rows == nil {
		t.Error("20 players, 5 sets: no schedule found, but one exists")
	} else if err := checkSequences(rows); err != "" {
		t.Errorf("20 players, 5 sets: %s", err)
	}
	if rows, _ := setSequences(16, 4); rows != nil {
		t.Errorf("16 players, 4 sets: found %v, but none exists", rows)
	}
	rows, nodes := setSequences(24, 6)
	if rows != nil {
		t.Fatalf("24 players, 6 sets: found %v", rows)
	}
	t.Logf("24 players, 6 sets: no schedule without a repeat (%d nodes searched)", nodes)
	b, err := BoundsOf(Problem{Players: 24, TableSizes: tables(4, 6), Rounds: 6, Sets: true})
	if err != nil {
		t.Fatal(err)
	}
	if b.MinRepeats < 1 || !b.PerfectImpossible {
		t.Errorf("bounds: MinRepeats %d, PerfectImpossible %v; want at least 1, true", b.MinRepeats, b.PerfectImpossible)
	}
}

// checkSequences checks rows independently: permutations, pairwise at most
// one agreement; it returns a complaint or "".
func checkSequences(rows [][]int) string {
	for i, r := range rows {
		seen := map[int]bool{}
		for _, v := range r {
			if seen[v] {
				return "a player plays a set twice"
			}
			seen[v] = true
		}
		for _, q := range rows[:i] {
			agree := 0
			for c := range r {
				if r[c] == q[c] {
					agree++
				}
			}
			if agree > 1 {
				return "two players meet twice"
			}
		}
	}
	return ""
}
