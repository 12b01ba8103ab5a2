package replan

import (
	"context"
	"math"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestScoreAgreesWithAnalyze checks the search's own fast score against
// movement.Analyze on the schedules it finds: the repeated meetings, the
// balance index (to one decimal) and the sets played twice must be the
// report's figures, or the search would optimise something else.
func TestScoreAgreesWithAnalyze(t *testing.T) {
	m7, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	h12, err := howell.Generate(howell.Options{Pairs: 12})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		m    *movement.Movement
		o    Options
	}{
		{"mitchell add", m7, Options{From: 2, Add: 1, Effort: 3000}},
		{"mitchell remove", m7, Options{From: 4, Remove: []int{2, 9}, Effort: 3000}},
		{"howell remove", h12, Options{From: 5, Remove: []int{3}, Effort: 3000}},
		{"howell table", h12, Options{From: 3, RemoveTables: []int{6}, Effort: 3000}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := newState(tc.m, tc.o)
			st.search(context.Background(), tc.o)
			sc := st.eval()
			out := st.movement()
			f := figures(out)
			if sc.repeats != f.Repeats {
				t.Errorf("score repeats %d, report %d", sc.repeats, f.Repeats)
			}
			if want := 1000 - int(math.Round(f.Summary.BalanceIndex*10)); abs(sc.imbalance-want) > 1 {
				t.Errorf("score imbalance %d, report balance index %.2f (%d)", sc.imbalance, f.Summary.BalanceIndex, want)
			}
			if sc.hard != f.Summary.RepeatedSets {
				t.Errorf("score hard %d, report repeated sets %d", sc.hard, f.Summary.RepeatedSets)
			}
		})
	}
}

func abs(x int) int { return max(x, -x) }
