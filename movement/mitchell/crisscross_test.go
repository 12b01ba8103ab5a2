package mitchell

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// TestCrissCrossMcKinnon reproduces the moves of Ian McKinnon's
// "Criss-cross Mitchell" (Movements, bridgecentral.com,
// MvtHTML/criss_crossmitchell.htm) at 8 tables, the page's example, and
// 4 and 12: the boards stationary; odd NS pairs down one table every
// round and even NS pairs up one; odd EW pairs up one and even EW pairs
// down one for the first N/2 rounds; "All E-W pairs move up 4 tables"
// after round 4 (N/2 in general); then odd EW pairs down one and even up
// one.
func TestCrissCrossMcKinnon(t *testing.T) {
	t.Parallel()
	for _, N := range []int{4, 8, 12} {
		t.Run(fmt.Sprint(N), func(t *testing.T) {
			m, err := GenerateCrissCross(CrissCrossOptions{Tables: N})
			if err != nil {
				t.Fatal(err)
			}
			at := stayingBoardsTables(t, m)
			h := N / 2
			for r := 2; r <= N; r++ {
				for k := 1; k <= N; k++ {
					odd := k%2 == 1
					nsMove, ewMove := 1, -1
					if odd {
						nsMove, ewMove = -1, 1
					}
					switch {
					case r == h+1:
						ewMove = h
					case r > h+1:
						ewMove = -ewMove
					}
					for _, c := range []struct{ who, move int }{{k, nsMove}, {N + k, ewMove}} {
						want := ((at[[2]int{r - 1, c.who}]-1+c.move)%N+N)%N + 1
						if got := at[[2]int{r, c.who}]; got != want {
							t.Errorf("round %d: %s at table %d, want %d", r, m.Labels[c.who], got, want)
						}
					}
				}
			}
			rep := movement.Analyze(m)
			if s := rep.Summary; rep.Verdict != movement.Perfect || s.NeverMeet != 0 || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
				t.Errorf("verdict %s: %d never meet, %d twice, %d repeated sets", rep.Verdict, s.NeverMeet, s.MeetMoreThanOnce, s.RepeatedSets)
			}
		})
	}
}

// TestCrissCrossRange proves every even number of tables up to
// MaxTables: at a multiple of 4, valid and perfect, N rounds, every NS pair
// meeting every EW pair once and every pair playing every set once; at
// any other even N, valid, N−1 rounds with the boards still, every pair
// playing N−1 sets once each and meeting N−1 pairs of the other line once
// each (the N-th never); one winner gives one field.
func TestCrissCrossRange(t *testing.T) {
	t.Parallel()
	for N := MinCrissCrossTables; N <= MaxTables; N += 2 {
		m, err := GenerateCrissCross(CrissCrossOptions{Tables: N})
		if err != nil {
			t.Fatalf("%d tables: %v", N, err)
		}
		rep := movement.Analyze(m)
		s := rep.Summary
		if N%4 == 0 {
			if m.Rounds != N || rep.Verdict != movement.Perfect || s.NeverMeet != 0 || s.MeetMoreThanOnce != 0 {
				t.Errorf("%d tables: %d rounds, verdict %s, %d never meet, %d twice", N, m.Rounds, rep.Verdict, s.NeverMeet, s.MeetMoreThanOnce)
			}
			continue
		}
		if m.Rounds != N-1 || rep.Verdict == movement.Invalid || s.NeverMeet != N || s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
			t.Errorf("%d tables: %d rounds, verdict %s, %d never meet, %d twice, %d repeated sets", N, m.Rounds, rep.Verdict, s.NeverMeet, s.MeetMoreThanOnce, s.RepeatedSets)
		}
		sets := map[int]map[int]bool{} // contestant → sets played
		met := map[int]int{}           // NS pair → EW pairs met
		for _, p := range m.Play {
			if p.Set != p.Table {
				t.Fatalf("%d tables, round %d table %d: set %d; the boards stay", N, p.Round, p.Table, p.Set)
			}
			for _, c := range p.Seats {
				if sets[c] == nil {
					sets[c] = map[int]bool{}
				}
				sets[c][p.Set] = true
			}
			met[p.Seats[0]]++
		}
		for c := 1; c <= 2*N; c++ {
			if len(sets[c]) != N-1 {
				t.Errorf("%d tables: %s plays %d sets, want %d", N, m.Labels[c], len(sets[c]), N-1)
			}
		}
		for c := 1; c <= N; c++ {
			if met[c] != N-1 {
				t.Errorf("%d tables: %s meets %d EW pairs, want %d", N, m.Labels[c], met[c], N-1)
			}
		}
	}
	for _, N := range []int{4, 6, 8, 10, 12} {
		m, err := GenerateCrissCross(CrissCrossOptions{Tables: N, Winners: 1})
		if err != nil {
			t.Fatal(err)
		}
		if rep := movement.Analyze(m); len(rep.Fields) != 1 || len(SwitchedRounds(m)) == 0 {
			t.Errorf("%d tables, one winner: %d fields, switched %v", N, len(rep.Fields), SwitchedRounds(m))
		}
	}
}

// TestCrissCrossChecks refuses what no criss-cross Mitchell is, naming
// the field.
func TestCrissCrossChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     CrissCrossOptions
		field string
	}{
		{CrissCrossOptions{Tables: 7}, "Tables"},
		{CrissCrossOptions{Tables: 2}, "Tables"},
		{CrissCrossOptions{Tables: 0}, "Tables"},
		{CrissCrossOptions{Tables: 104}, "Tables"},
		{CrissCrossOptions{Tables: 8, BoardsPerRound: -1}, "BoardsPerRound"},
		{CrissCrossOptions{Tables: 8, Winners: 3}, "Winners"},
		{CrissCrossOptions{Tables: 8, ArrowSwitch: []int{9}}, "ArrowSwitch"},
		{CrissCrossOptions{Tables: 10, ArrowSwitch: []int{10}}, "ArrowSwitch"}, // 9 rounds
	} {
		_, err := GenerateCrissCross(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
}

// TestCrissCrossNotFourMcKinnon checks the form at an even number of
// tables not divisible by 4 against what McKinnon's page gives of it:
// the boards still, the NS moves for the whole session and the EW moves
// up to half time as at a multiple of 4, then after round N/2 a move of
// N/2−1 tables ("up N/2−1 tables rather than N/2": up for the odd EW
// pairs, down for the even, as the page's "up (or down)" of the even
// pairs), then the moves reversed, for N−1 rounds in all.
func TestCrissCrossNotFourMcKinnon(t *testing.T) {
	t.Parallel()
	for _, N := range []int{6, 10, 14} {
		t.Run(fmt.Sprint(N), func(t *testing.T) {
			m, err := GenerateCrissCross(CrissCrossOptions{Tables: N})
			if err != nil {
				t.Fatal(err)
			}
			if m.Rounds != N-1 {
				t.Fatalf("%d rounds, want %d", m.Rounds, N-1)
			}
			at := stayingBoardsTables(t, m)
			h := N / 2
			for r := 2; r <= m.Rounds; r++ {
				for k := 1; k <= N; k++ {
					odd := k%2 == 1
					nsMove, ewMove := 1, -1
					if odd {
						nsMove, ewMove = -1, 1
					}
					switch {
					case r == h+1:
						ewMove *= h - 1
					case r > h+1:
						ewMove = -ewMove
					}
					for _, c := range []struct{ who, move int }{{k, nsMove}, {N + k, ewMove}} {
						want := ((at[[2]int{r - 1, c.who}]-1+c.move)%N+N)%N + 1
						if got := at[[2]int{r, c.who}]; got != want {
							t.Errorf("round %d: %s at table %d, want %d", r, m.Labels[c.who], got, want)
						}
					}
				}
			}
		})
	}
}

// pageForm is a criss-cross of the page's form at N tables: the boards
// still, NS pairs as the page moves them all session, EW pairs as it
// moves them for rounds 1..half, then after round half the odd- and the
// even-numbered EW pairs move jump[0] and jump[1] tables up, then step[0]
// and step[1] tables up each round.
type pageForm struct{ half, jump0, jump1, step0, step1 int }

// pageFormRounds returns the rounds f plays at N tables before a pair
// would play a set again or two pairs meet again (N at most).
func pageFormRounds(N int, f pageForm) int {
	ns, ew := make([]int, N), make([]int, N) // tables of the pairs 1..N, 0-based
	for k := range N {
		ns[k], ew[k] = k, k
	}
	nsSet, ewSet, met := make([]bool, N*N), make([]bool, N*N), make([]bool, N*N)
	wrap := func(t int) int { return ((t % N) + N) % N }
	at := make([]int, N) // table → EW pair
	for r := 1; r <= N; r++ {
		if r > 1 {
			for k := range N {
				odd := k%2 == 0 // pair k+1
				nsMove, ewMove := 1, -1
				if odd {
					nsMove, ewMove = -1, 1
				}
				switch {
				case r == f.half+1 && odd:
					ewMove = f.jump0
				case r == f.half+1:
					ewMove = f.jump1
				case r > f.half+1 && odd:
					ewMove = f.step0
				case r > f.half+1:
					ewMove = f.step1
				}
				ns[k], ew[k] = wrap(ns[k]+nsMove), wrap(ew[k]+ewMove)
			}
		}
		for t := range at {
			at[t] = -1
		}
		for k, t := range ew {
			if at[t] >= 0 {
				return r - 1
			}
			at[t] = k
		}
		for k, t := range ns {
			e := at[t]
			if nsSet[k*N+t] || ewSet[e*N+t] || met[k*N+e] {
				return r - 1
			}
			nsSet[k*N+t], ewSet[e*N+t], met[k*N+e] = true, true, true
		}
	}
	return N
}

// TestCrissCrossNotFour shows why a criss-cross at an even number of
// tables not divisible by 4 plays N−1 rounds. A movement of N tables with
// the boards still, every NS pair meeting every EW pair once and playing
// every set once in N rounds, is a pair of orthogonal Latin squares of
// order N: the round and the table of each meeting (checked on the
// criss-cross at 4, 8 and 12 tables). Every Latin square of order 6 is
// checked and none has an orthogonal mate (Tarry, 1900), so at 6 tables
// no such movement exists at all. At 6 and 10 tables (and 14 with
// MOVEGEN_LONG=1) an exhaustive search over the page's form (any
// half-time round, any jump and any later step for each parity of EW
// pair) finds no form of N rounds and exactly two of N−1, movegen's and
// its mirror; at 4 and 8 tables exactly one of N rounds, the page's.
func TestCrissCrossNotFour(t *testing.T) {
	t.Parallel()
	t.Run("squares", func(t *testing.T) {
		for _, N := range []int{4, 8, 12} {
			m, err := GenerateCrissCross(CrissCrossOptions{Tables: N})
			if err != nil {
				t.Fatal(err)
			}
			round, table := make([][]int, N), make([][]int, N) // [NS−1][EW−1]
			for i := range N {
				round[i], table[i] = make([]int, N), make([]int, N)
			}
			for _, p := range m.Play {
				round[p.Seats[0]-1][p.Seats[1]-N-1] = p.Round
				table[p.Seats[0]-1][p.Seats[1]-N-1] = p.Table
			}
			if !isLatin(round) || !isLatin(table) || !orthogonal(round, table) {
				t.Errorf("%d tables: the rounds and tables of the meetings are not orthogonal Latin squares", N)
			}
		}
	})
	t.Run("mates", func(t *testing.T) {
		// The search below finds a mate where one is known: the addition
		// table of Z_n has one for odd n and none for even n (it has no
		// transversal).
		for n := 3; n <= 8; n++ {
			l := make([][]int, n)
			for i := range n {
				l[i] = make([]int, n)
				for j := range n {
					l[i][j] = (i + j) % n
				}
			}
			if got := hasOrthogonalMate(l); got != (n%2 == 1) {
				t.Errorf("Z_%d: orthogonal mate %v", n, got)
			}
		}
	})
	t.Run("six", func(t *testing.T) {
		squares, mates := 0, 0
		eachReducedLatinSquare(6, func(l [][]int) {
			squares++
			if hasOrthogonalMate(l) {
				mates++
			}
		})
		// 9408 reduced Latin squares of order 6 (OEIS A000315); every
		// Latin square is one of them with its rows and symbols renamed,
		// which keeps a mate a mate.
		if squares != 9408 || mates != 0 {
			t.Errorf("order 6: %d reduced Latin squares (want 9408), %d with an orthogonal mate (want 0)", squares, mates)
		}
	})
	t.Run("form", func(t *testing.T) {
		sizes := []int{4, 6, 8, 10}
		if longtest.Enabled() {
			sizes = append(sizes, 12, 14)
		}
		for _, N := range sizes {
			var full, short []pageForm
			for half := 1; half < N; half++ {
				for j0 := range N {
					for j1 := range N {
						for s0 := range N {
							for s1 := range N {
								f := pageForm{half, j0, j1, s0, s1}
								switch pageFormRounds(N, f) {
								case N:
									full = append(full, f)
								case N - 1:
									short = append(short, f)
								}
							}
						}
					}
				}
			}
			h := N / 2
			if N%4 == 0 {
				if want := (pageForm{h, h, h, N - 1, 1}); len(full) != 1 || full[0] != want {
					t.Errorf("%d tables: forms of %d rounds %v, want only %v", N, N, full, want)
				}
				continue
			}
			ours := pageForm{h, h - 1, N - (h - 1), N - 1, 1}
			if len(full) != 0 || len(short) != 2 || !slices.Contains(short, ours) {
				t.Errorf("%d tables: forms of %d rounds %v (want none), of %d rounds %v (want two, %v among them)", N, N, full, N-1, short, ours)
			}
			if got := pageFormRounds(N, ours); got != N-1 {
				t.Errorf("%d tables: movegen's form plays %d rounds", N, got)
			}
		}
	})
}

// isLatin reports whether every row and column of the square l holds
// each of 1..len(l) once.
func isLatin(l [][]int) bool {
	n := len(l)
	for i := range n {
		row, col := make([]bool, n+1), make([]bool, n+1)
		for j := range n {
			a, b := l[i][j], l[j][i]
			if a < 1 || a > n || b < 1 || b > n || row[a] || col[b] {
				return false
			}
			row[a], col[b] = true, true
		}
	}
	return true
}

// orthogonal reports whether every pair of symbols (a[i][j], b[i][j])
// occurs once.
func orthogonal(a, b [][]int) bool {
	n := len(a)
	seen := map[[2]int]bool{}
	for i := range n {
		for j := range n {
			p := [2]int{a[i][j], b[i][j]}
			if seen[p] {
				return false
			}
			seen[p] = true
		}
	}
	return len(seen) == n*n
}

// eachReducedLatinSquare calls f with every Latin square of order n on
// symbols 0..n−1 whose first row and first column are 0, 1, …, n−1.
func eachReducedLatinSquare(n int, f func([][]int)) {
	l := make([][]int, n)
	rowUsed, colUsed := make([][]bool, n), make([][]bool, n)
	for i := range n {
		l[i] = make([]int, n)
		rowUsed[i], colUsed[i] = make([]bool, n), make([]bool, n)
	}
	for i := range n {
		l[0][i], l[i][0] = i, i // row 0 and column 0 hold symbol i in cell i
		rowUsed[0][i], colUsed[i][i] = true, true
		rowUsed[i][i], colUsed[0][i] = true, true
	}
	var fill func(cell int)
	fill = func(cell int) {
		if cell == n*n {
			f(l)
			return
		}
		i, j := cell/n, cell%n
		if i == 0 || j == 0 {
			fill(cell + 1)
			return
		}
		for s := range n {
			if rowUsed[i][s] || colUsed[j][s] {
				continue
			}
			l[i][j] = s
			rowUsed[i][s], colUsed[j][s] = true, true
			fill(cell + 1)
			rowUsed[i][s], colUsed[j][s] = false, false
		}
	}
	fill(0)
}

// hasOrthogonalMate reports whether the Latin square l (symbols 0..n−1)
// has an orthogonal mate: whether its cells split into n disjoint
// transversals (a cell in each row and column, each symbol once), the
// cells of each symbol of the mate.
func hasOrthogonalMate(l [][]int) bool {
	n := len(l)
	var transversals [][]int // column of each row
	col := make([]int, n)
	colUsed, symUsed := make([]bool, n), make([]bool, n)
	var walk func(i int)
	walk = func(i int) {
		if i == n {
			transversals = append(transversals, slices.Clone(col))
			return
		}
		for j := range n {
			if colUsed[j] || symUsed[l[i][j]] {
				continue
			}
			col[i], colUsed[j], symUsed[l[i][j]] = j, true, true
			walk(i + 1)
			colUsed[j], symUsed[l[i][j]] = false, false
		}
	}
	walk(0)
	// Every transversal meets row 0 once; pick one for each cell of row 0
	// in turn, disjoint from those picked.
	byStart := make([][][]int, n)
	for _, tr := range transversals {
		byStart[tr[0]] = append(byStart[tr[0]], tr)
	}
	taken := make([][]bool, n) // [row][column]
	for i := range taken {
		taken[i] = make([]bool, n)
	}
	var pick func(start int) bool
	pick = func(start int) bool {
		if start == n {
			return true
		}
	next:
		for _, tr := range byStart[start] {
			for i, j := range tr {
				if taken[i][j] {
					continue next
				}
			}
			for i, j := range tr {
				taken[i][j] = true
			}
			if pick(start + 1) {
				return true
			}
			for i, j := range tr {
				taken[i][j] = false
			}
		}
		return false
	}
	return pick(0)
}

// TestCrissCrossSwitchesBest checks the one-winner note's claim, "the
// best of all choices of whole rounds", against movement.Analyze: no
// other choice of whole switched rounds gives a higher balance index. The
// boards stay, so a set's plays are all at one table; the switch scorer
// once compared only plays at different tables, saw no comparisons at
// all and took round 1 (41.75 at 8 tables, where rounds 1, 2, 4 give
// 66.88).
func TestCrissCrossSwitchesBest(t *testing.T) {
	t.Parallel()
	for _, N := range []int{4, 6, 8} {
		m, err := GenerateCrissCross(CrissCrossOptions{Tables: N, Winners: 1})
		if err != nil {
			t.Fatal(err)
		}
		chosen := movement.Analyze(m).Summary.BalanceIndex
		R := m.Rounds
		for mask := 1; mask < 1<<R-1; mask++ {
			var list []int
			for r := range R {
				if mask&(1<<r) != 0 {
					list = append(list, r+1)
				}
			}
			o, err := GenerateCrissCross(CrissCrossOptions{Tables: N, ArrowSwitch: list})
			if err != nil {
				t.Fatal(err)
			}
			if bi := movement.Analyze(o).Summary.BalanceIndex; bi > chosen+1e-9 {
				t.Errorf("%d tables: switching rounds %v gives %.2f, above the chosen %v's %.2f", N, list, bi, SwitchedRounds(m), chosen)
				break
			}
		}
	}
}

// stayingBoardsTables checks that every table of m plays its own set in
// every round (the criss-cross's boards never move) and returns where each
// contestant sits: (round, contestant) → table.
func stayingBoardsTables(t *testing.T, m *movement.Movement) map[[2]int]int {
	t.Helper()
	at := map[[2]int]int{}
	for _, p := range m.Play {
		if p.Set != p.Table {
			t.Errorf("round %d table %d: set %d; the boards stay", p.Round, p.Table, p.Set)
		}
		at[[2]int{p.Round, p.Seats[0]}] = p.Table
		at[[2]int{p.Round, p.Seats[1]}] = p.Table
	}
	return at
}
