package schedules

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPlanIndividualWhist: for 16 players in 3 hours the plan's first
// option is a whist tournament that fits the time, in which no two players
// are partners twice, and whose balance index is far above the 37.81 of
// the seating search it used to offer.
func TestPlanIndividualWhist(t *testing.T) {
	req := Request{Game: movement.Bridge, Kind: movement.Individual, Contestants: 16, Minutes: 180,
		Pace: DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1}
	plan, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	first := plan.Options[0]
	if !strings.HasPrefix(first.Name.String(), "Whist tournament, 4 tables, ") || !first.FitsTime {
		t.Fatalf("first option %q (fits time: %v)", first.Name, first.FitsTime)
	}
	if first.Rounds < 12 || first.Rounds > 15 || first.BoardsPerRound != 2 {
		t.Errorf("first option plays %d rounds of %d boards; want 12 to 15 of 2", first.Rounds, first.BoardsPerRound)
	}
	p := first.Report.Summary.Partnerships
	if p == nil || p.Max != 1 {
		t.Errorf("partnerships %+v: want nobody partnering twice", p)
	}
	if first.BalanceIndex < 60 {
		t.Errorf("balance index %.2f; want well above 37.81", first.BalanceIndex)
	}
	found := false
	for _, o := range plan.Options {
		if o.Name.String() == "Whist tournament, 4 tables, 2 boards a round" {
			found = true
			if o.Verdict != movement.Perfect || o.Rounds != 15 {
				t.Errorf("full whist tournament: %s, %d rounds", o.Verdict, o.Rounds)
			}
		}
		checkHonest(t, req, o)
	}
	if !found {
		t.Error("the full whist tournament is not listed")
	}
}

// TestPlanIndividualCounts: counts with and without a whist tournament get
// whist options; every option is honest.
func TestPlanIndividualCounts(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{
		{13, "Whist tournament, 3 tables, 2 boards a round"},
		{10, "Individual with sit-outs in turn, 2 tables, 2 boards a round"},
		{11, "Individual with sit-outs in turn, 2 tables, 2 boards a round"},
	} {
		req := Request{Game: movement.Bridge, Kind: movement.Individual, Contestants: tt.n,
			Pace: DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1}
		plan, err := NewPlan(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, o := range plan.Options {
			checkHonest(t, req, o)
			names = append(names, o.Name.String())
		}
		if !strings.Contains(strings.Join(names, "\n"), tt.want) {
			t.Errorf("%d players: %q not listed; options %q", tt.n, tt.want, names)
		}
	}
}
