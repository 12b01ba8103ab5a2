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

// TestPlanOffersAppendixHowell: the planner offers the appendix Howell at
// McKinnon's 4½, 5½ and 6½ tables (9, 11 and 13 pairs), built on the
// complete Howell of one pair fewer (its rounds), one table more than
// that Howell, a valid movement whose pairs play the same boards; never
// at a whole number of tables or outside that range.
func TestPlanOffersAppendixHowell(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		pairs, tables, rounds int
	}{{7, 0, 0}, {8, 0, 0}, {9, 5, 7}, {10, 0, 0}, {11, 6, 9}, {12, 0, 0}, {13, 7, 11}, {14, 0, 0}, {15, 0, 0}} {
		for _, minutes := range []int{180, 210} {
			plan := referencePlan(t, c.pairs, minutes)
			found := 0
			for _, o := range plan.Options {
				if o.Form != FormAppendixHowell {
					continue
				}
				found++
				if o.Tables != c.tables || o.Rounds != c.rounds {
					t.Errorf("%d pairs, %d min: %s: %d tables, %d rounds; want %d, %d", c.pairs, minutes, o.Name, o.Tables, o.Rounds, c.tables, c.rounds)
				}
				if o.Verdict == movement.Invalid {
					t.Errorf("%d pairs: %s is invalid", c.pairs, o.Name)
				}
				if o.BoardsPerRound < 2 {
					t.Errorf("%d pairs: %s: %d boards a round; the appendix table shares its neighbour's set, so at least 2", c.pairs, o.Name, o.BoardsPerRound)
				}
			}
			if want := c.tables > 0; (found > 0) != want {
				t.Errorf("%d pairs, %d min: appendix Howell offered %d times, want offered %v", c.pairs, minutes, found, want)
			}
		}
	}
}

// TestWebRoverOffered: an odd field of 2T+1 pairs, T from 6 to
// mitchell.MaxRoverTables, is offered the web of T tables with a rover
// where its sets fit the session (at 30 tables a web plays 15 sets or
// more, too many for 3h30): 2T+1 pairs in two sections at an even T and
// three at an odd one, valid; never past the rover's limit nor for an
// even field; and never above the EBU's appendix Mitchell where both are
// offered (formRank).
func TestWebRoverOffered(t *testing.T) {
	checkOffered(t, FormWebRover, 210, []offered{{25, true}, {27, true}, {29, true}, {41, true}, {53, true}, {63, false}, {28, false}}, func(t *testing.T, pairs int, plan *Plan, o Option) {
		m := o.Movement
		sections := 2 + (pairs/2)%2
		if m.Contestants != pairs || m.Tables != pairs/2 || len(m.Sections) != sections {
			t.Errorf("%s: %d pairs at %d tables in %d sections; want %d at %d in %d", o.Name, m.Contestants, m.Tables, len(m.Sections), pairs, pairs/2, sections)
		}
		if o.Verdict == movement.Invalid {
			t.Errorf("%s is invalid", o.Name)
		}
		for i, p := range plan.Options {
			if p.Form == FormAppendix && formRank(p.Form) >= formRank(o.Form) {
				t.Errorf("%s (option %d) ranks as plain as the appendix Mitchell", o.Name, i+1)
			}
		}
	})
}
