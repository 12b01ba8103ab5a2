package schedules

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPlanPreferansThreeDeals: 13 preferans players at 3 tables of four
// play 13 rounds; with 4 deals a set that is 4h 32m, over a 3h 30m budget,
// so the planner also offers the full cycle with 3 deals a set, which fits
// (13 × (3 × 5 + 1) − 1 = 207 minutes).
func TestPlanPreferansThreeDeals(t *testing.T) {
	req := Request{Game: movement.Preferans, Kind: movement.Individual, Contestants: 13,
		Minutes: 210, Pace: DefaultPace(movement.Preferans), Start: 19 * 60, Seed: 1}
	plan, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var four, three *Option
	for i, o := range plan.Options {
		if o.Tables != 3 || o.Rounds != 13 {
			continue
		}
		switch o.BoardsPerRound {
		case 4:
			four = &plan.Options[i]
		case 3:
			three = &plan.Options[i]
		}
	}
	if four == nil || three == nil {
		t.Fatalf("want the 3 tables of four with 4 and with 3 deals a set; options: %v", names(plan))
	}
	if four.FitsTime || four.Timetable.Minutes() != 272 {
		t.Errorf("4 deals: %d minutes, fits %v; want 272, not fitting", four.Timetable.Minutes(), four.FitsTime)
	}
	if !three.FitsTime || three.Timetable.Minutes() != 207 {
		t.Errorf("3 deals: %d minutes, fits %v; want 207, fitting", three.Timetable.Minutes(), three.FitsTime)
	}
	if !strings.Contains(three.Name.String(), "3 deals a set") {
		t.Errorf("the 3-deal option is named %q", three.Name)
	}
	checkHonest(t, req, *three)
	// Without a tight budget the usual 4 deals are enough: no 3-deal option.
	req.Minutes = 300
	plan, err = NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range plan.Options {
		if strings.Contains(o.Name.String(), "3 deals a set") {
			t.Errorf("5h budget still offers %q", o.Name)
		}
	}
}
