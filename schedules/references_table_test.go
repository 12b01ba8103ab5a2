package schedules

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// referenceTable plans p pairs at minutes and returns the plan.
func referencePlan(t *testing.T, p, minutes int) *Plan {
	t.Helper()
	req := Request{Game: movement.Bridge, Kind: movement.Pairs, Contestants: p, Minutes: minutes, Pace: DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1}
	plan, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatalf("%d pairs, %d minutes: %v", p, minutes, err)
	}
	return plan
}

// TestReferenceTable checks the planner's first choice against the
// references' first and second choices for 6..30 pairs at 3h and 3h30
// (the table is logged: go test -run TestReferenceTable -v): at least 22
// of the 25 fields agree at each time, and every field that does not
// says why in the plan (Plan.Differs).
func TestReferenceTable(t *testing.T) {
	for _, minutes := range []int{180, 210} {
		agree := 0
		for p := 6; p <= 30; p++ {
			plan := referencePlan(t, p, minutes)
			a := plan.Options[0]
			ok := false
			var refs []string
			for _, r := range ReferencesFor(p) {
				refs = append(refs, fmt.Sprintf("%d:%s", r.Choice, r.Movement))
				ok = ok || r.Agrees(a)
			}
			if ok {
				agree++
				if !plan.Differs.IsZero() {
					t.Errorf("%d pairs, %d minutes: agrees but says %q", p, minutes, plan.Differs)
				}
			} else if !strings.HasPrefix(plan.Differs.String(), "Directors' references recommend") {
				t.Errorf("%d pairs, %d minutes: %s differs from the references and the plan does not say why", p, minutes, a.Name)
			}
			t.Logf("%d %3d %-5v %-55s %2d×%d | %s", minutes, p, ok, a.Name, a.Rounds, a.BoardsPerRound, strings.Join(refs, "; "))
		}
		t.Logf("%d minutes: %d of 25 agree", minutes, agree)
		if agree < 22 {
			t.Errorf("%d minutes: %d of 25 fields agree with the references, want at least 22", minutes, agree)
		}
	}
}

// TestDoneWhen: the named cases: 8 pairs in 3h mark the 4-table
// Howell, 14 pairs in 3h offer the 7-table hesitation Mitchell of 24
// boards, 22 pairs in 3h30 mark a movement of 24 to 26 boards.
func TestDoneWhen(t *testing.T) {
	if a := referencePlan(t, 8, 180).Options[0]; a.Form != FormHowell || a.Tables != 4 || a.Rounds != 7 {
		t.Errorf("8 pairs, 3h: option 1 is %s, want the complete 4-table Howell", a.Name)
	}
	found := false
	for _, o := range referencePlan(t, 14, 180).Options {
		found = found || o.Form == FormHesitation && o.Tables == 7 && o.SessionBoards() == 24 && o.FitsTime
	}
	if !found {
		t.Error("14 pairs, 3h: no 7-table hesitation Mitchell of 24 boards offered")
	}
	if a := referencePlan(t, 22, 210).Options[0]; a.SessionBoards() < 24 || a.SessionBoards() > 26 {
		t.Errorf("22 pairs, 3h30: option 1 is %s of %d boards, want 24 to 26", a.Name, a.SessionBoards())
	}
}
