package simulate

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/score"
	"github.com/movegen/movegen/movement/whist"
)

// TestMatchpointsOneRule proves (issue 42 item 4) that the simulation's fast matchpointing
// gives every contestant what movement/score's rule (score.Matchpoints,
// the one rule `movegen score` uses) gives: on random results with many
// ties, each entry is scored by score.Matchpoints over its own result and
// the results of its group it is compared with, and the entries' sums per
// contestant must equal the engine's.
func TestMatchpointsOneRule(t *testing.T) {
	cases := []*movement.Movement{
		preferansM(t, preferans.Options{Tables: 7}),
		preferansM(t, preferans.Options{Tables: 5}),
		mitchellM(t, mitchell.Options{Tables: 7}),
		mitchellM(t, mitchell.Options{Tables: 6}),
		howellM(t, howell.Options{Pairs: 8}),
		whistM(t, whist.Options{Players: 8}), // partners are not compared: entries left out
		whistM(t, whist.Options{Players: 9}),
	}
	for _, m := range cases {
		t.Run(m.Name, func(t *testing.T) {
			e, err := compile(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			ws := e.workspace()
			r := rand.New(rand.NewPCG(42, uint64(len(m.Play))))
			compared, excluded := 0, 0
			for session := range 50 {
				// Results on a small scale, so that ties are common; a
				// bridge deal's two sides score the same with opposite
				// signs, as the engine's own deals do.
				for d := 0; d+1 < len(e.dealSide); d++ {
					lo, hi := e.dealSide[d], e.dealSide[d+1]
					if e.zeroSum[d] {
						v := float64(r.IntN(5) - 2)
						ws.val[lo], ws.val[lo+1] = v, -v
						continue
					}
					for k := lo; k < hi; k++ {
						ws.val[k] = float64(r.IntN(4))
					}
				}
				e.matchpoints(ws)
				want := make([]float64, e.C)
				for g := 0; g+1 < len(e.groupEntry); g++ {
					lo, hi := e.groupEntry[g], e.groupEntry[g+1]
					if hi-lo < 2 {
						continue
					}
					for x := lo; x < hi; x++ {
						skip := map[int32]bool{}
						for _, y := range e.excl[e.exclStart[x]:e.exclStart[x+1]] {
							skip[lo+y] = true
						}
						excluded += len(skip)
						values := []int{int(ws.val[e.entrySide[x]])}
						for y := lo; y < hi; y++ {
							if y != x && !skip[y] {
								values = append(values, int(ws.val[e.entrySide[y]]))
							}
						}
						compared += len(values) - 1
						want[e.entryWho[x]] += score.Matchpoints(values)[0]
					}
				}
				for c := range e.C {
					if float64(ws.mp[c]) != want[c] {
						t.Fatalf("session %d: contestant %d: the simulation gives %d matchpoints, score.Matchpoints %v", session, c+1, ws.mp[c], want[c])
					}
				}
			}
			if compared == 0 {
				t.Fatal("no comparisons made: the test proves nothing")
			}
			t.Logf("%d comparisons, %d left out", compared, excluded)
		})
	}
}
