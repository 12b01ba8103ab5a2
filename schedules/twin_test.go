package schedules

import (
	"context"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// offered is one field of the tests below: the pairs, and whether the
// planner should offer the form there.
type offered struct {
	pairs int
	want  bool
}

// checkOffered plans each field in minutes minutes and runs check on
// every option of form (o) in its plan; it fails where the form is
// offered and not wanted or wanted and not offered. Each field is a
// subtest, run in parallel with the other tests.
func checkOffered(t *testing.T, form string, minutes int, fields []offered, check func(t *testing.T, pairs int, plan *Plan, o Option)) {
	t.Parallel()
	for _, c := range fields {
		t.Run(fmt.Sprint(c.pairs), func(t *testing.T) {
			plan, err := NewPlan(context.Background(), pairsRequest(c.pairs, minutes))
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, o := range plan.Options {
				if o.Form == form {
					found = true
					check(t, c.pairs, plan, o)
				}
			}
			if found != c.want {
				t.Errorf("%d pairs: %s offered %v, want %v", c.pairs, form, found, c.want)
			}
		})
	}
}

// TestTwinOffered: the planner offers the twin Mitchell where McKinnon's
// "Twin Mitchells" puts it, an even number of tables whose half is odd
// (12 and 20 pairs, 11 with the NS seat of the last table empty), each
// option the complete movement in which every NS pair meets every EW
// pair, and never at 8 tables (16 pairs), where it would need relays.
func TestTwinOffered(t *testing.T) {
	checkOffered(t, FormTwin, 180, []offered{{12, true}, {11, true}, {20, true}, {16, false}}, func(t *testing.T, pairs int, _ *Plan, o Option) {
		m := o.Movement
		T := (pairs + 1) / 2
		if m.Tables != T || m.Rounds != T || len(m.Sections) != 2 {
			t.Errorf("%s: %d tables, %d rounds, %d sections", o.Name, m.Tables, m.Rounds, len(m.Sections))
		}
		if rep := movement.Analyze(m); rep.Summary.MeetMoreThanOnce != 0 || (pairs%2 == 0 && rep.Summary.NeverMeet != 0 && len(rep.Fields) == 2) {
			t.Errorf("%s: %d meet twice, %d never meet", o.Name, rep.Summary.MeetMoreThanOnce, rep.Summary.NeverMeet)
		}
	})
}

// TestCrissCrossOffered: the planner offers the criss-cross Mitchell at an
// even number of tables, with the boards never moving: at a multiple of 4
// (16 and 24 pairs) the complete movement of as many rounds as tables, at
// 6 tables (12 pairs) one round fewer; not at an odd number of pairs.
func TestCrissCrossOffered(t *testing.T) {
	checkOffered(t, FormCrissCross, 180, []offered{{16, true}, {24, true}, {12, true}, {15, false}}, func(t *testing.T, pairs int, _ *Plan, o Option) {
		m := o.Movement
		if want := m.Tables - m.Tables%4/2; m.Rounds != want || m.Tables != pairs/2 {
			t.Errorf("%s: %d rounds at %d tables", o.Name, m.Rounds, m.Tables)
		}
		for _, p := range m.Play {
			if p.Set != p.Table {
				t.Fatalf("%s: round %d table %d plays set %d; the boards stay", o.Name, p.Round, p.Table, p.Set)
			}
		}
	})
}

// TestCombinedOffered: the planner offers the combined Mitchell, one
// winner, at an odd number of tables from 17 (50 pairs: 25 tables, 13
// rounds), and not at an even number of tables or below 17.
func TestCombinedOffered(t *testing.T) {
	checkOffered(t, FormCombined, 210, []offered{{50, true}, {34, true}, {30, false}, {52, false}}, func(t *testing.T, _ int, _ *Plan, o Option) {
		if rep := movement.Analyze(o.Movement); len(rep.Fields) != 1 || rep.Summary.MeetMoreThanOnce != 0 {
			t.Errorf("%s: %d fields, %d meet twice", o.Name, len(rep.Fields), rep.Summary.MeetMoreThanOnce)
		}
	})
}

// TestSquareOffered: the planner offers the square Mitchell at 8 pairs
// only (the MIT/DL Bridge Club's QM0404 is 4 tables), the complete
// movement of 4 rounds with the boards and the EW pairs crossing the
// square, two winners perfect; the 4-table Howell stays first.
func TestSquareOffered(t *testing.T) {
	checkOffered(t, FormSquare, 180, []offered{{8, true}, {7, false}, {10, false}}, func(t *testing.T, pairs int, plan *Plan, o Option) {
		m := o.Movement
		rep := movement.Analyze(m)
		if m.Tables != 4 || m.Rounds != 4 || rep.Summary.NeverMeet != 0 && len(rep.Fields) == 2 {
			t.Errorf("%s: %d tables, %d rounds, %d never meet", o.Name, m.Tables, m.Rounds, rep.Summary.NeverMeet)
		}
		if plan.Options[0].Form != FormHowell {
			t.Errorf("%d pairs: option 1 is %s, want the Howell", pairs, plan.Options[0].Name)
		}
	})
}

// TestPivotOffered: the planner offers the pivot Mitchell, one winner, at
// 2R+1 pairs with R odd (15 pairs: 7½ tables, 7 rounds, one pair out a
// round, nobody meeting twice), and not at an even number of pairs or at
// 2R+1 with R even (17 pairs).
func TestPivotOffered(t *testing.T) {
	checkOffered(t, FormPivot, 180, []offered{{15, true}, {23, true}, {16, false}, {17, false}}, func(t *testing.T, pairs int, _ *Plan, o Option) {
		m := o.Movement
		rep := movement.Analyze(m)
		if R := pairs / 2; m.Tables != R || m.Rounds != R || m.Contestants != pairs || rep.Summary.MeetMoreThanOnce != 0 || len(rep.Fields) != 1 {
			t.Errorf("%s: %d tables, %d rounds, %d pairs, %d meet twice, %d fields", o.Name, m.Tables, m.Rounds, m.Contestants, rep.Summary.MeetMoreThanOnce, len(rep.Fields))
		}
	})
}
