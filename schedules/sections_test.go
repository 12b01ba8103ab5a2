package schedules

import (
	"context"
	"fmt"
	"github.com/movegen/movegen/internal/longtest"
	"testing"
)

// TestFirstOptionSeatsEveryone plans 20 to 60 pairs for a 3-hour session
// and checks that the first option seats everyone but what the parity
// forces: no round has more empty seats than pairs%2, and in a plan of
// sections every table carries its section's letter (movement.Sections)
// and the sections hold every table.
func TestFirstOptionSeatsEveryone(t *testing.T) {
	for pairs := 20; pairs <= 60; pairs++ {
		t.Run(fmt.Sprint(pairs), func(t *testing.T) {
			plan, err := NewPlan(context.Background(), pairsRequest(pairs, 180))
			if err != nil {
				t.Fatal(err)
			}
			if len(plan.Options) == 0 {
				t.Fatal("no options")
			}
			m := plan.Options[0].Movement
			empty := map[int]int{}
			for _, p := range m.Play {
				for _, c := range p.Seats {
					if c == 0 {
						empty[p.Round]++
					}
				}
			}
			// Idle tables seat nobody: count the seats the field leaves.
			for r := 1; r <= m.Rounds; r++ {
				seated := 0
				for _, p := range m.Play {
					if p.Round == r {
						for _, c := range p.Seats {
							if c != 0 {
								seated++
							}
						}
					}
				}
				if out := pairs - seated; out > pairs%2 {
					t.Errorf("%s: round %d: %d pairs sit out, parity forces %d", plan.Options[0].Name, r, out, pairs%2)
				}
			}
			if len(m.Sections) > 0 {
				if err := m.CheckSections(); err != nil {
					t.Error(err)
				}
				if got := m.TableName(m.Tables); got[:1] != m.Sections[len(m.Sections)-1].Name {
					t.Errorf("last table named %q", got)
				}
			}
		})
	}
}

// TestLargeFieldsUsualBoards plans large fields for a 3-hour session: the
// first option plays 2 to 4 boards a round and about 24 to 28 boards a
// session (never 25 rounds of one board, as 200 pairs once got), and says
// so when that is what sets it apart.
func TestLargeFieldsUsualBoards(t *testing.T) {
	for _, pairs := range []int{61, 80, 100, 150, 200, 300, 400} {
		if pairs != 61 && pairs != 200 && !longtest.Enabled() {
			continue // MOVEGEN_LONG=1 plans them all
		}
		plan, err := NewPlan(context.Background(), pairsRequest(pairs, 180))
		if err != nil {
			t.Fatalf("%d pairs: %v", pairs, err)
		}
		o := plan.Options[0]
		if !o.UsualBoards() || o.Boards.Min < 20 || o.Boards.Max > 28 || !o.FitsTime {
			t.Errorf("%d pairs: first option %s plays %d boards a round, %s each, fits %v", pairs, o.Name, o.BoardsPerRound, o.Boards, o.FitsTime)
		}
	}
}
