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

// TestPrintReferenceTable prints the planner's first choice against the
// references for 6..30 pairs at 3h and 3h30 (go test -run
// TestPrintReferenceTable -v).
func TestPrintReferenceTable(t *testing.T) {
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
			}
			t.Logf("%d %3d %-5v %-55s %2d×%d | %s", minutes, p, ok, a.Name, a.Rounds, a.BoardsPerRound, strings.Join(refs, "; "))
		}
		t.Logf("%d minutes: %d of 25 agree", minutes, agree)
	}
}

// TestPrintDiffers prints the plans' explanations where they differ.
func TestPrintDiffers(t *testing.T) {
	for _, minutes := range []int{180, 210} {
		for p := 6; p <= 30; p++ {
			if plan := referencePlan(t, p, minutes); !plan.Differs.IsZero() {
				t.Logf("%d %d: %s", minutes, p, plan.Differs)
			}
		}
	}
}
