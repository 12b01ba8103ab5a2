package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/movegen/movegen/movement"
)

// stopAt is a context that ends after d (d ≤ 0: ended before the work
// starts, as after a signal).
func stopAt(d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx, cancel
	}
	return context.WithTimeout(context.Background(), d)
}

// stoppedOK checks what a search stopped by ctx handed back: a movement
// movement.Validate accepts, or an error that is the stop itself or a
// request's typed refusal; never an invalid movement, never an internal
// error.
func stoppedOK(t *testing.T, what string, m *movement.Movement, err error) {
	t.Helper()
	if err != nil {
		t.Logf("%s: %v", what, err)
	}
	switch {
	case err != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)):
	case err != nil && IsRequest(err) && !errors.Is(err, movement.ErrInternal):
	case err != nil:
		t.Errorf("%s: %v", what, err)
	case m == nil:
		t.Errorf("%s: no movement and no error", what)
	default:
		if errs := movement.Validate(m).Errors(); len(errs) > 0 {
			t.Errorf("%s: an invalid movement: %v", what, errs[0])
		}
	}
}

// stopTimes are the moments TestStoppedSearchesElsewhere stops at.
var stopTimes = []time.Duration{0, time.Millisecond, 10 * time.Millisecond, 100 * time.Millisecond}

// TestStoppedSearchesElsewhere stops the searches TestStoppedSearchesAreValid
// does not reach, by their context, before they start and after 1, 10
// and 100 ms: the re-planner (a late pair in a Mitchell, a leaver in a
// Howell, a late player in an individual), the session planner (its
// options, each built and checked), the teams planner (each option) and
// the Swiss
// pairing (an exact matching: stopped, it has nothing to keep and says
// so). Each hands back a movement Validate accepts or the stop as an
// error (issue 38: a stopped search always yields a valid movement).
func TestStoppedSearchesElsewhere(t *testing.T) {
	t.Parallel()
	replans := []struct{ family, gen, replan string }{
		{"mitchell", "tables=7", "from-round=3&add-pair=true"},
		{"howell", "pairs=10", "from-round=2&remove=3"},
		{"individual", "players=13&time=50ms", "from-round=2&add-player=true"},
		{"preferans", "tables=5", "from-round=2&remove=7"},
	}
	for _, c := range replans {
		f := FamilyOf(c.family)
		res, err := f.Generate(context.Background(), mustQuery(t, c.gen, f.Fields), GenerateOptions{})
		if err != nil {
			t.Fatalf("%s?%s: %v", c.family, c.gen, err)
		}
		for _, stop := range stopTimes {
			t.Run(fmt.Sprintf("replan-%s?%s/%v", c.family, c.replan, stop), func(t *testing.T) {
				t.Parallel()
				ctx, cancel := stopAt(stop)
				defer cancel()
				r, err := Replan(ctx, res.Movement, "m.json", mustQuery(t, c.replan, ReplanFields()), nil)
				var m *movement.Movement
				if err == nil {
					m = r.Movement
				}
				stoppedOK(t, fmt.Sprintf("re-plan stopped at %v", stop), m, err)
			})
		}
	}
	for _, q := range []string{"pairs=13&time=3h", "pairs=24&time=3h30m", "players=12&game=preferans"} {
		for _, stop := range stopTimes {
			t.Run(fmt.Sprintf("plan?%s/%v", q, stop), func(t *testing.T) {
				t.Parallel()
				v := mustQuery(t, q, PlanFields())
				req, err := NewPlanRequest(v, nil)
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := stopAt(stop)
				defer cancel()
				plan, err := req.Plan(ctx, v)
				if err != nil {
					stoppedOK(t, "a stopped plan", nil, err)
					return
				}
				for _, o := range plan.Options {
					stoppedOK(t, fmt.Sprintf("option %d of a plan stopped at %v", o.Number, stop), o.WithSession(nil), nil)
				}
			})
		}
	}
	for _, q := range []string{"teams=10&time=3h", "teams=23"} {
		for _, stop := range stopTimes {
			t.Run(fmt.Sprintf("teams-plan?%s/%v", q, stop), func(t *testing.T) {
				t.Parallel()
				v := mustQuery(t, q, PlanFields())
				ctx, cancel := stopAt(stop)
				defer cancel()
				plan, err := TeamsPlan(ctx, v)
				if err != nil {
					stoppedOK(t, "a stopped teams plan", nil, err)
					return
				}
				for i := range plan.Options {
					_, m, err := ChooseTeams(v, plan, i+1)
					stoppedOK(t, fmt.Sprintf("option %d of a teams plan stopped at %v", i+1, stop), m, err)
				}
			})
		}
	}
	standings, err := os.ReadFile("../../testdata/teams/swiss-after-3.csv")
	if err != nil {
		t.Fatal(err)
	}
	for _, stop := range stopTimes {
		t.Run(fmt.Sprintf("swiss/%v", stop), func(t *testing.T) {
			t.Parallel()
			ctx, cancel := stopAt(stop)
			defer cancel()
			res, err := Swiss(ctx, mustQuery(t, "", SwissFields()), "swiss-after-3.csv", standings)
			var m *movement.Movement
			if err == nil {
				m = res.Movement
			}
			stoppedOK(t, fmt.Sprintf("a Swiss round stopped at %v", stop), m, err)
		})
	}
}

// searchFamilies are FuzzStoppedSearches' generators: the family, its
// size field, the smallest size and how many sizes, and fixed fields.
var searchFamilies = []struct {
	family, field string
	least, span   int
	extra         string
}{
	{"seating", "players", 6, 120, "&sets=true"},
	{"seating", "players", 6, 60, "&lines=true"},
	{"preferans", "tables", 2, 30, "&method=search"},
	{"preferans", "players", 8, 80, ""},
	{"individual", "players", 8, 40, ""},
	{"howell", "pairs", 4, 30, ""},
}

// FuzzStoppedSearches stops a fuzzed generator of a fuzzed size after a
// fuzzed time (up to 65 ms; 0 is before it starts) and, half the time,
// re-plans its movement with a late arrival, stopped the same way; what
// comes back must be a movement Validate accepts or the stop (or a
// request's refusal) as an error (issue 38: a fuzz target that stops
// searches early).
func FuzzStoppedSearches(f *testing.F) {
	f.Add(uint8(0), uint16(113-6), uint16(1000), false)
	f.Add(uint8(0), uint16(101-6), uint16(0), false)
	f.Add(uint8(2), uint16(7-2), uint16(1), true)
	f.Add(uint8(3), uint16(23-8), uint16(10000), false)
	f.Add(uint8(4), uint16(10-8), uint16(100), true)
	f.Add(uint8(5), uint16(14-4), uint16(5), true)
	f.Fuzz(func(t *testing.T, family uint8, size, micros uint16, replan bool) {
		g := searchFamilies[int(family)%len(searchFamilies)]
		fam := FamilyOf(g.family)
		n := g.least + int(size)%g.span
		q, err := url.ParseQuery(fmt.Sprintf("%s=%d%s", g.field, n, g.extra))
		if err != nil {
			t.Fatal(err)
		}
		v, err := FromQuery(q, fam.Fields...)
		if err != nil {
			return // a size the request refuses
		}
		stop := time.Duration(micros) * time.Microsecond
		ctx, cancel := stopAt(stop)
		defer cancel()
		what := fmt.Sprintf("%s %s=%d%s stopped after %v", g.family, g.field, n, g.extra, stop)
		res, err := fam.Generate(ctx, v, GenerateOptions{})
		var m *movement.Movement
		if err == nil {
			m = res.Movement
			if m == nil && res.SeatsOnly {
				return // a seating plan without a movement: its schedule is text
			}
		}
		stoppedOK(t, what, m, err)
		if err != nil || m == nil || !replan || m.Rounds < 3 {
			return
		}
		add := "add-pair=true"
		if m.Kind == movement.Individual {
			add = "add-player=true"
		}
		rctx, rcancel := stopAt(stop)
		defer rcancel()
		r, err := Replan(rctx, m, "m.json", mustQuery(t, "from-round=2&"+add, ReplanFields()), nil)
		var rm *movement.Movement
		if err == nil {
			rm = r.Movement
		}
		stoppedOK(t, "its re-plan, "+what, rm, err)
	})
}
