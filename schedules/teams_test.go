package schedules

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// TestTeamsPlan plans 3 to 16 teams at several lengths of session and
// checks every option on its movement, independently of the planner:
// it validates as a teams movement; a complete option has every two teams
// meet exactly once, a shorter one no two teams twice; its length is
// rounds × boards × 7 minutes plus a minute between rounds, and it is
// marked as fitting exactly when that is within the time; the boards a
// match are at least 2 (4 for fewer rounds); the options that fit come
// first; and option 1 fits whenever one does.
func TestTeamsPlan(t *testing.T) {
	for n := 3; n <= 16; n++ {
		for _, budget := range []int{0, 120, 180, 210} {
			t.Run(fmt.Sprintf("%d-teams-%dm", n, budget), func(t *testing.T) {
				plan, err := NewTeamsPlan(context.Background(), TeamsRequest{Teams: n, Budget: budget, Start: 19 * 60})
				if err != nil {
					t.Fatal(err)
				}
				if len(plan.Options) < 2 {
					t.Fatalf("%d options", len(plan.Options))
				}
				anyFits := false
				for i, o := range plan.Options {
					m := o.Form.Movement
					rep := movement.AnalyzeTeams(m)
					if !rep.Valid {
						t.Fatalf("option %d (%s): invalid: %v", o.Number, m.Name, rep.Problems.Errors())
					}
					pairs := 0
					for a := 1; a <= n; a++ {
						for b := a + 1; b <= n; b++ {
							pairs++
							k := rep.MeetCount.At(a, b)
							if k > 1 || o.Complete && k != 1 {
								t.Errorf("option %d (%s): teams %d and %d meet %d times", o.Number, m.Name, a, b, k)
							}
						}
					}
					if o.Pairs != pairs || o.Meetings != len(rep.Meetings) {
						t.Errorf("option %d: %d/%d meet, the report says %d/%d", o.Number, o.Meetings, o.Pairs, len(rep.Meetings), pairs)
					}
					minutes := m.Rounds*m.BoardsPerSet*7 + (m.Rounds - 1)
					if o.Form.Family == teams.FamilyStagger {
						minutes += 10 - 1 // the scoring break in place of one move
					}
					if got := o.Timetable.Minutes(); got != minutes {
						t.Errorf("option %d: %d minutes, want %d", o.Number, got, minutes)
					}
					if fits := budget == 0 || minutes <= budget; fits != o.FitsTime {
						t.Errorf("option %d: %d minutes in %d: fits %t, marked %t", o.Number, minutes, budget, fits, o.FitsTime)
					}
					if least := map[bool]int{true: 2, false: 4}[o.Complete]; m.BoardsPerSet < least && budget > 0 && o.FitsTime {
						t.Errorf("option %d: %d boards a match", o.Number, m.BoardsPerSet)
					}
					if i > 0 && o.FitsTime && !plan.Options[i-1].FitsTime {
						t.Errorf("option %d fits but comes after option %d, which does not", o.Number, i)
					}
					if o.Number != i+1 {
						t.Errorf("option %d numbered %d", i+1, o.Number)
					}
					anyFits = anyFits || o.FitsTime
				}
				if anyFits && !plan.Options[0].FitsTime {
					t.Error("option 1 does not fit, another does")
				}
				if plan.Reason.IsZero() {
					t.Error("no reason")
				}
			})
		}
	}
}

// TestTeamsPlanEight: 8 teams in 3 hours (the example) list a
// complete form that fits and a form with fewer rounds of longer matches.
func TestTeamsPlanEight(t *testing.T) {
	plan, err := NewTeamsPlan(context.Background(), TeamsRequest{Teams: 8, Budget: 180, Start: 19 * 60})
	if err != nil {
		t.Fatal(err)
	}
	var complete, partial bool
	for _, o := range plan.Options {
		complete = complete || o.Complete && o.FitsTime
		partial = partial || !o.Complete && o.FitsTime && o.Form.BoardsPerMatch >= 4
	}
	if !complete || !partial {
		t.Errorf("complete in time %t, fewer rounds in time %t: %+v", complete, partial, plan.Options)
	}
}

func TestTeamsPlanRefusesCount(t *testing.T) {
	for _, n := range []int{0, 2, 41} {
		_, err := NewTeamsPlan(context.Background(), TeamsRequest{Teams: n})
		var ce *TeamsCountError
		if !errors.As(err, &ce) || ce.Teams != n {
			t.Errorf("%d teams: %v", n, err)
		}
	}
}

// TestTeamsPlanStagger: the Stagger is offered for every even number of
// teams it takes (complete only) and never for an odd one; it ranks
// after the forms that play every match head to head, even where it
// needs fewer copies than they do, option 1 being one of them; and the
// reason names the trade exactly when the Stagger needs fewer copies
// than option 1, as much in time and with as many teams meeting.
func TestTeamsPlanStagger(t *testing.T) {
	for n := 3; n <= 16; n++ {
		for _, budget := range []int{0, 180} {
			plan, err := NewTeamsPlan(context.Background(), TeamsRequest{Teams: n, Budget: budget, Start: 19 * 60})
			if err != nil {
				t.Fatal(err)
			}
			var stagger *TeamsOption
			for i, o := range plan.Options {
				if o.Form.Family != teams.FamilyStagger {
					continue
				}
				if stagger != nil || !o.Complete {
					t.Errorf("%d teams: a second or partial Stagger, option %d", n, o.Number)
				}
				stagger = &plan.Options[i]
				if o.Form.Split == 0 {
					t.Errorf("%d teams: the Stagger plays every match head to head", n)
				}
				for _, p := range plan.Options[:i] {
					if p.Form.Split > 0 && p.Form.Family != teams.FamilyAmericanWhist {
						t.Errorf("%d teams: option %d (%s) before the Stagger splits matches", n, p.Number, p.Name())
					}
				}
			}
			if (n%2 == 0) != (stagger != nil) {
				t.Errorf("%d teams: Stagger offered %t", n, stagger != nil)
				continue
			}
			if stagger == nil {
				continue
			}
			// The scoring break after round n/2−1: 10 minutes in place
			// of the move, and nowhere else.
			wantBreak := []movement.Break{{After: n/2 - 1}}
			if r, ok := stagger.Timetable.Round(n/2 - 1); ok {
				wantBreak[0].Start, wantBreak[0].End = r.End, r.End+ScoringBreakMinutes
			}
			if got := stagger.Timetable.Breaks(); !slices.Equal(got, wantBreak) {
				t.Errorf("%d teams: Stagger breaks %v, want %v", n, got, wantBreak)
			}
			plain := SessionMinutes(stagger.Form.Rounds, stagger.Form.BoardsPerMatch, DefaultPace(movement.Bridge))
			if got, want := stagger.Timetable.Minutes(), plain+ScoringBreakMinutes-DefaultMoveMinutes; got != want {
				t.Errorf("%d teams: Stagger lasts %d minutes, want %d", n, got, want)
			}
			if budget > 0 && stagger.FitsTime != (stagger.Timetable.Minutes() <= budget) {
				t.Errorf("%d teams: Stagger fits %t at %d minutes against %d", n, stagger.FitsTime, stagger.Timetable.Minutes(), budget)
			}
			for _, o := range plan.Options {
				if o.Form.Family != teams.FamilyStagger && len(o.Timetable.Breaks()) > 0 {
					t.Errorf("%d teams: option %d (%s) has breaks %v", n, o.Number, o.Name(), o.Timetable.Breaks())
				}
			}
			first := plan.Options[0]
			if first.Form.Split != 0 {
				t.Errorf("%d teams, %dm: option 1 is %s", n, budget, first.Name())
			}
			trade := first.FitsTime == stagger.FitsTime && first.Meetings == stagger.Meetings && stagger.Form.Copies < first.Form.Copies
			if got := strings.Contains(plan.Reason.String(), fmt.Sprintf("Option %d, %s, needs %d copies", stagger.Number, stagger.Name(), stagger.Form.Copies)); got != trade {
				t.Errorf("%d teams, %dm: trade named %t, want %t: %s", n, budget, got, trade, plan.Reason)
			}
		}
	}
}

// TestTeamsPlanPivot: pivot teams is never offered in a plan for teams
// of fixed pairs; with Pivot the plan lists its one complete form for 3
// and 5 teams, whose timetable stops twice (after each of the first two
// stanzas, 10 minutes in place of the move), the reason saying that
// teams meet once a stanza; other counts are a *TeamsCountError naming
// pivot teams.
func TestTeamsPlanPivot(t *testing.T) {
	for n := 3; n <= 16; n++ {
		plan, err := NewTeamsPlan(context.Background(), TeamsRequest{Teams: n, Start: 19 * 60})
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range plan.Options {
			if o.Form.Family == teams.FamilyPivot {
				t.Errorf("%d teams: pivot teams offered without Pivot", n)
			}
		}
		for _, budget := range []int{0, 180, 210} {
			plan, err := NewTeamsPlan(context.Background(), TeamsRequest{Teams: n, Budget: budget, Start: 19 * 60, Pivot: true})
			if n != 3 && n != 5 {
				var ce *TeamsCountError
				if !errors.As(err, &ce) || !ce.Pivot || !strings.Contains(ce.Error(), "pivot teams takes 3 or 5 teams") {
					t.Errorf("%d teams, pivot: %v", n, err)
				}
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(plan.Options) != 1 {
				t.Fatalf("%d teams, pivot: %d options", n, len(plan.Options))
			}
			o := plan.Options[0]
			if o.Form.Family != teams.FamilyPivot || !o.Complete || o.Form.Rounds != 3*(n-1) || o.Meetings != o.Pairs {
				t.Errorf("%d teams, pivot: %s, complete %t, %d rounds, %d/%d meet", n, o.Name(), o.Complete, o.Form.Rounds, o.Meetings, o.Pairs)
			}
			var want []movement.Break
			for _, after := range []int{n - 1, 2 * (n - 1)} {
				r, _ := o.Timetable.Round(after)
				want = append(want, movement.Break{After: after, Start: r.End, End: r.End + ScoringBreakMinutes})
			}
			if got := o.Timetable.Breaks(); !slices.Equal(got, want) {
				t.Errorf("%d teams, pivot: breaks %v, want %v", n, got, want)
			}
			plain := SessionMinutes(o.Form.Rounds, o.Form.BoardsPerMatch, DefaultPace(movement.Bridge))
			if got, wantMin := o.Timetable.Minutes(), plain+2*(ScoringBreakMinutes-DefaultMoveMinutes); got != wantMin {
				t.Errorf("%d teams, pivot: %d minutes, want %d", n, got, wantMin)
			}
			if budget > 0 && o.FitsTime != (o.Timetable.Minutes() <= budget) {
				t.Errorf("%d teams, pivot: fits %t at %d minutes against %d", n, o.FitsTime, o.Timetable.Minutes(), budget)
			}
			if !strings.Contains(plan.Reason.String(), "every two teams meet once a stanza, with new partners each time") {
				t.Errorf("%d teams, pivot: reason %q", n, plan.Reason.String())
			}
		}
	}
}
