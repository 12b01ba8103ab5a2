package replan

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// checkRests is the largest figure of check's rests column for m: the
// most rounds a contestant sits out as movement.Analyze counts them.
func checkRests(m *movement.Movement) int {
	most := 0
	for _, st := range movement.Analyze(m).Contestants {
		most = max(most, st.Rests)
	}
	return most
}

// TestFiguresAreCheckFigures: replan's before and after figures are the
// ones check prints for the original and the revised movement (issue 28:
// "most rests 0 → 1" where check shows pairs resting twice). The two
// cases of the issue: a pair joining a 10-pair Howell at round 2, and
// table 3 of a 6-table Mitchell lost at round 4; in both some pair now
// sits out twice.
func TestFiguresAreCheckFigures(t *testing.T) {
	h10, err := howell.Generate(howell.Options{Pairs: 10})
	if err != nil {
		t.Fatal(err)
	}
	m6, err := mitchell.Generate(mitchell.Options{Tables: 6})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		m         *movement.Movement
		o         Options
		wantAfter int
	}{
		{"howell 10, a pair joins at round 2", h10, Options{From: 2, Add: 1, Seed: 1, Effort: DefaultEffort}, 2},
		{"mitchell 6, table 3 lost at round 4", m6, Options{From: 4, RemoveTables: []int{3}, Seed: 1, Effort: DefaultEffort}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			res, err := Replan(context.Background(), c.m, c.o)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range []struct {
				what string
				got  Figures
				m    *movement.Movement
			}{{"before", res.Before, c.m}, {"after", res.After, res.Movement}} {
				rep := movement.Analyze(f.m)
				if f.got.MaxRests != checkRests(f.m) {
					t.Errorf("%s: most rests %d, check counts %d", f.what, f.got.MaxRests, checkRests(f.m))
				}
				if f.got.Verdict != rep.Verdict || f.got.Summary.NeverMeet != rep.Summary.NeverMeet ||
					f.got.Summary.MeetMoreThanOnce != rep.Summary.MeetMoreThanOnce || f.got.Summary.BalanceIndex != rep.Summary.BalanceIndex {
					t.Errorf("%s: figures %+v differ from check's %+v", f.what, f.got.Summary, rep.Summary)
				}
			}
			if res.Before.MaxRests != 0 || res.After.MaxRests != c.wantAfter {
				t.Errorf("most rests %d → %d, want 0 → %d", res.Before.MaxRests, res.After.MaxRests, c.wantAfter)
			}
		})
	}
}
