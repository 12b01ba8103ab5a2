package seating

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFastDeltaAgrees: the O(1) evaluation from per-round sums gives the
// same change as the pair-by-pair evaluation on every swap of every round,
// after random swaps have moved the sums far from their first build; and
// the sums kept up to date by the swaps equal sums rebuilt from scratch.
func TestFastDeltaAgrees(t *testing.T) {
	for _, p := range []Problem{
		golfer(8, 4, 10),
		golfer(5, 3, 7),
		{Players: 22, TableSizes: []int{4, 4, 4, 4, 4}, Rounds: 7},
		{Players: 21, TableSizes: []int{4, 4, 4, 3, 3, 3}, Rounds: 5},
		{Players: 20, TableSizes: []int{4, 4, 4, 4, 4}, Rounds: 5, Lines: true},
	} {
		t.Run(fmt.Sprintf("%d-%v-%d", p.Players, p.TableSizes, p.Rounds), func(t *testing.T) {
			l, err := newLayout(p)
			if err != nil {
				t.Fatal(err)
			}
			s := newState(l, l.bounds())
			rng := rand.New(rand.NewPCG(1, 2))
			s.greedy(rng)
			checked := 0
			for range 300 {
				r := rng.IntN(l.rounds)
				seated := l.seated[r]
				a, b := seated[rng.IntN(len(seated))], seated[rng.IntN(len(seated))]
				if s.tableOf[s.at[r][a]] == s.tableOf[s.at[r][b]] {
					continue
				}
				s.swap(r, a, b)
				for _, x := range seated {
					for _, y := range seated {
						if s.tableOf[s.at[r][x]] == s.tableOf[s.at[r][y]] {
							continue
						}
						h1, a1, q1 := s.swapDelta(r, x, y)
						h2, a2, q2 := s.swapDeltaFast(r, x, y)
						if h1 != h2 || a1 != a2 || q1 != q2 {
							t.Fatalf("round %d swap %d,%d: pair by pair (%d,%d,%d), from sums (%d,%d,%d)", r, x, y, h1, a1, q1, h2, a2, q2)
						}
						checked++
					}
				}
			}
			kept := slices.Clone(s.sums)
			s.resum()
			if !slices.Equal(kept, s.sums) {
				t.Error("sums kept by the swaps differ from sums rebuilt")
			}
			t.Logf("%d candidates agree", checked)
		})
	}
}

// TestFastScanSameAsReference: the fast scan offers the same moves as the
// reference scan, only in another order: from many states, both find the
// same best change and the same number of allowed moves with it.
func TestFastScanSameAsReference(t *testing.T) {
	for _, p := range []Problem{golfer(8, 4, 10), golfer(6, 3, 8), {Players: 22, TableSizes: []int{4, 4, 4, 4, 4}, Rounds: 7}} {
		l, _ := newLayout(p)
		b := l.bounds()
		s := newState(l, b)
		w := newRun(s, 3, b.target())
		s.start(w.rng)
		w.iter = 1
		compared := 0
		for i := range 400 {
			r := 1 + i%(l.rounds-1)
			if _, marked := w.markConflicts(r); marked == 0 {
				for x := range w.conflict {
					w.conflict[x] = true
				}
			}
			var got [2]picker
			for j, ref := range []bool{false, true} {
				w.reference = ref
				got[j] = picker{w: w, cur: s.score(), bestScore: s.score()}
				w.scanRound(r, &got[j])
			}
			f, rf := got[0], got[1]
			if f.found != rf.found || f.bh != rf.bh || f.b1 != rf.b1 || f.b2 != rf.b2 || f.ties != rf.ties {
				t.Fatalf("%v round %d: fast best (%d,%d,%d)×%d, reference (%d,%d,%d)×%d", p.TableSizes, r,
					f.bh, f.b1, f.b2, f.ties, rf.bh, rf.b1, rf.b2, rf.ties)
			}
			compared++
			// Move on: make the chosen move and mark it tabu.
			if f.found {
				s.swap(f.chosen.r, f.chosen.a, f.chosen.b)
				w.makeTabu(f.chosen.r, f.chosen.a, f.chosen.b)
			}
			w.iter++
		}
		if compared == 0 {
			t.Error("nothing compared")
		}
	}
}
