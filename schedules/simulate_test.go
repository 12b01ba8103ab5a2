package schedules

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/simulate"
)

// wins gives a synthetic option a strongest-wins probability with its
// interval.
func wins(o Option, p, low, high float64) Option {
	o.StrongestWins = &simulate.Proportion{Count: int(p * 1000), Trials: 1000, P: p, Low: low, High: high}
	o.StrongestLift = 2 * p // a field of 2
	return o
}

func TestCompareByStrongest(t *testing.T) {
	none, b24 := Range{0, 0}, Range{24, 24}
	tests := []struct {
		name string
		a, b Option // a ranks above b by RankStrongest
	}{
		{"the strongest wins more often beats a perfect verdict",
			wins(opt("a", true, movement.Valid, 60, none, b24), 0.55, 0.53, 0.57), wins(opt("b", true, movement.Perfect, 100, none, b24), 0.50, 0.48, 0.52)},
		{"a simulated option beats one without figures",
			wins(opt("a", true, movement.Valid, 60, none, b24), 0.10, 0.08, 0.12), opt("b", true, movement.Perfect, 100, none, b24)},
		{"fits the time still comes first",
			wins(opt("a", true, movement.Valid, 60, none, b24), 0.30, 0.28, 0.32), wins(opt("b", false, movement.Perfect, 100, none, b24), 0.60, 0.58, 0.62)},
		{"the 70% rule still comes first",
			under(wins(opt("a", true, movement.Valid, 60, none, b24), 0.30, 0.28, 0.32), false), under(wins(opt("b", true, movement.Perfect, 100, none, b24), 0.60, 0.58, 0.62), true)},
		{"equal figures fall back on the verdict",
			wins(opt("a", true, movement.Perfect, 60, none, b24), 0.40, 0.38, 0.42), wins(opt("b", true, movement.Valid, 100, none, b24), 0.40, 0.38, 0.42)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c := CompareBy(tt.a, tt.b, RankStrongest); c >= 0 {
				t.Errorf("CompareBy(a, b) = %d, want a first", c)
			}
			if c := CompareBy(tt.b, tt.a, RankStrongest); c <= 0 {
				t.Errorf("CompareBy(b, a) = %d, want a first", c)
			}
		})
	}
	// By balance the figures change nothing.
	a := wins(opt("a", true, movement.Valid, 60, none, b24), 0.9, 0.88, 0.92)
	b := wins(opt("b", true, movement.Perfect, 100, none, b24), 0.1, 0.08, 0.12)
	if CompareBy(a, b, RankBalance) <= 0 || Compare(a, b) <= 0 {
		t.Error("by balance a perfect verdict must rank first whatever the simulation says")
	}
}

func TestReasonByStrongest(t *testing.T) {
	none, b24 := Range{0, 0}, Range{24, 24}
	clock := func(o Option) Option {
		o.Timetable = &movement.Timetable{Start: 19 * 60}
		return o
	}
	tests := []struct {
		name  string
		a, b  Option
		words string
	}{
		{"apart", wins(clock(opt("A", true, movement.Valid, 60, none, b24)), 0.55, 0.53, 0.57), wins(clock(opt("B", true, movement.Valid, 60, none, b24)), 0.40, 0.38, 0.42),
			"finishes in time at 19:00 and its strongest contestant wins his field most often for the field's size, 1.1 times as often as a draw of lots would (55% of the simulated sessions), against 0.8 times for the next option."},
		{"overlapping", wins(clock(opt("A", true, movement.Valid, 60, none, b24)), 0.55, 0.53, 0.57), wins(clock(opt("B", true, movement.Valid, 60, none, b24)), 0.54, 0.52, 0.56),
			"the 95% intervals overlap, so the two are about as good."},
		{"next not simulated", wins(clock(opt("A", true, movement.Valid, 60, none, b24)), 0.55, 0.53, 0.57), clock(opt("B", true, movement.Valid, 60, none, b24)),
			"wins his field in 55% of the simulated sessions, 1.1 times as often as a draw of lots would; the next option could not be simulated."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ReasonBy([]Option{tt.a, tt.b}, true, RankStrongest).String(); !strings.HasPrefix(got, "A (") || !strings.Contains(got, tt.words) {
				t.Errorf("got  %q\nwant %q", got, tt.words)
			}
		})
	}
}

// TestPlanStrongestColumn: with Simulate every option of a plan carries
// the simulated chance that the strongest contestant of the room wins his
// field, equal to simulate.Run's Best for its movement, and RankStrongest
// orders each tier of the ranking by it.
func TestPlanStrongestColumn(t *testing.T) {
	req := Request{Game: movement.Bridge, Kind: movement.Pairs, Contestants: 16, Pace: DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1, Simulate: 500}
	plain, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	req.Rank = RankStrongest
	plan, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Options) != len(plain.Options) || len(plan.Options) < 4 {
		t.Fatalf("%d and %d options", len(plan.Options), len(plain.Options))
	}
	for i, o := range plan.Options {
		if o.StrongestWins == nil {
			t.Fatalf("option %d (%s) was not simulated", o.Number, o.Name)
		}
		if o.StrongestWins.Trials != 500 {
			t.Errorf("option %d: %d sessions, want 500", o.Number, o.StrongestWins.Trials)
		}
		if i > 0 {
			prev := plan.Options[i-1]
			sameTier := true // every rule before fairness ties
			for _, r := range ranking(RankStrongest)[:fairnessRule] {
				sameTier = sameTier && r.cmp(prev, o) == 0
			}
			if sameTier && prev.StrongestLift < o.StrongestLift {
				t.Errorf("option %d (%.3f) ranks above option %d (%.3f)", prev.Number, prev.StrongestLift, o.Number, o.StrongestLift)
			}
		}
	}
	// The column is the library's figure for the option's movement.
	o := plan.Options[0]
	res, err := simulate.Run(context.Background(), o.Movement, simulate.Options{Sessions: 500, Spread: simulate.DefaultSpread, Noise: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if *o.StrongestWins != res.Best {
		t.Errorf("option 1: %+v, simulate.Run says %+v", *o.StrongestWins, res.Best)
	}
	// When the rules before fairness tie, the simulation decides and the
	// reason says so.
	tie := true
	for _, r := range ranking(RankStrongest)[:fairnessRule] {
		tie = tie && r.cmp(plan.Options[0], plan.Options[1]) == 0
	}
	if tie && strongerWins(plan.Options[0], plan.Options[1]) != 0 && !strings.Contains(plan.Reason.String(), "strongest contestant wins his field") {
		t.Errorf("reason %q does not speak of the simulation", plan.Reason)
	}
	// Without Simulate nothing is simulated.
	req.Simulate, req.Rank = 0, ""
	none, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range none.Options {
		if o.StrongestWins != nil {
			t.Errorf("option %d simulated without Simulate", o.Number)
		}
	}
}

// TestSimulationSessions: the sessions of an option depend on its
// movement alone, never exceed what was asked, shrink as the movement
// grows, and are none past the budget.
func TestSimulationSessions(t *testing.T) {
	gen := func(tables int) *movement.Movement {
		m, err := mitchell.Generate(mitchell.Options{Tables: tables})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	small, mid, large := gen(7), gen(31), gen(99)
	if n := SimulationSessions(small, PlanSessions); n != PlanSessions {
		t.Errorf("7 tables: %d sessions, want %d", n, PlanSessions)
	}
	if n := SimulationSessions(small, 300); n != 300 {
		t.Errorf("7 tables, 300 asked: %d sessions", n)
	}
	n31 := SimulationSessions(mid, 1_000_000)
	if n31 != planWork/sessionWork(mid) || n31 < minPlanSessions {
		t.Errorf("31 tables: %d sessions, want the budget's %d", n31, planWork/sessionWork(mid))
	}
	if n := SimulationSessions(large, PlanSessions); n != 0 {
		t.Errorf("99 tables (work %d a session): %d sessions, want none", sessionWork(large), n)
	}
	if sessionWork(small) >= sessionWork(mid) || sessionWork(mid) >= sessionWork(large) {
		t.Errorf("work %d, %d, %d does not grow with the tables", sessionWork(small), sessionWork(mid), sessionWork(large))
	}
}

func TestRequestCheckSimulation(t *testing.T) {
	base := Request{Game: movement.Bridge, Kind: movement.Pairs, Contestants: 16, Pace: DefaultPace(movement.Bridge), Start: 19 * 60}
	for _, tt := range []struct {
		name string
		edit func(*Request)
		want string // "" for no error
	}{
		{"no simulation", func(r *Request) {}, ""},
		{"sessions", func(r *Request) { r.Simulate = 100 }, ""},
		{"negative sessions", func(r *Request) { r.Simulate = -1 }, "-1 sessions to simulate: want 0 to 10000000"},
		{"too many sessions", func(r *Request) { r.Simulate = simulate.MaxSessions + 1 }, "10000001 sessions to simulate"},
		{"unknown rank", func(r *Request) { r.Simulate, r.Rank = 100, "luck" }, `rank "luck": want balance or strongest`},
		{"strongest without sessions", func(r *Request) { r.Rank = RankStrongest }, `rank "strongest" needs sessions to simulate`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := base
			tt.edit(&r)
			err := r.Check()
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("error %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}
