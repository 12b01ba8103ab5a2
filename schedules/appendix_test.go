package schedules

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPlanOffersAppendix: the planner offers the EBU's appendix Mitchell
// (13-table core, 13 rounds of 2) for a field of 14 to 26 tables (an odd
// one with a half table), a valid movement, and never outside that range.
func TestPlanOffersAppendix(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		pairs int
		want  bool
	}{{26, false}, {27, true}, {28, true}, {32, true}, {33, true}, {52, true}, {53, false}} {
		plan := referencePlan(t, c.pairs, 210)
		found := false
		for _, o := range plan.Options {
			if o.Form != FormAppendix {
				continue
			}
			found = true
			if o.Tables != (c.pairs+1)/2 || o.Rounds != 13 {
				t.Errorf("%d pairs: %s: %d tables, %d rounds; want %d, 13", c.pairs, o.Name, o.Tables, o.Rounds, (c.pairs+1)/2)
			}
			if o.Verdict == movement.Invalid {
				t.Errorf("%d pairs: %s is invalid", c.pairs, o.Name)
			}
		}
		if found != c.want {
			t.Errorf("%d pairs, 3h30: appendix Mitchell offered %v, want %v", c.pairs, found, c.want)
		}
	}
}

// TestPlanOffersBarometer: the barometer Howell is offered only when the
// director has copies of the boards (ShareBoards), right behind the
// Howell it moves like, and never first: it ties with that Howell on every
// rule before the plainer movement.
func TestPlanOffersBarometer(t *testing.T) {
	t.Parallel()
	for _, share := range []bool{false, true} {
		req := Request{Game: movement.Bridge, Kind: movement.Pairs, Contestants: 12, Minutes: 180, Pace: DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1, ShareBoards: share}
		plan, err := NewPlan(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		at := -1
		for i, o := range plan.Options {
			if o.Form == FormBarometer && at < 0 {
				at = i
				if o.Verdict != movement.Perfect || o.Rounds != 11 {
					t.Errorf("%s: %s, %d rounds; want perfect, 11", o.Name, o.Verdict, o.Rounds)
				}
			}
		}
		if share != (at >= 0) {
			t.Errorf("share boards %v: barometer at %d", share, at)
		}
		if at == 0 {
			t.Errorf("share boards: the barometer comes first, before %s", plan.Options[1].Name)
		}
	}
}
