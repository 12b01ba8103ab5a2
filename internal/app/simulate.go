package app

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"time"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
	"github.com/movegen/movegen/schedules"
)

// DefaultSimulateTime is the default time limit of a simulation, as of a
// search: the figures of the sessions played by then are printed, said to
// be partial.
const DefaultSimulateTime = "10s"

// SimulateFields are the fields of a simulation (movement/simulate):
// "check --simulate N" and every generator's --simulate. A command whose
// search has a seed or a time limit of its own (seating, preferans,
// individual) shares them with the simulation.
func SimulateFields() []Field {
	return []Field{
		{Name: "simulate", Label: "Sessions to simulate", Kind: Int, Lib: "Sessions",
			Help: "simulate `N` sessions with contestants of known strength and print, for every field, how often the strongest wins, with 95% intervals (" +
				strconv.Itoa(simulate.DefaultSessions) + " gives about ±1 point)"},
		{Name: "spread", Label: "Strength spread", Kind: Float, Lib: "Spread", Default: strconv.FormatFloat(simulate.DefaultSpread, 'g', -1, 64),
			Help: "with --simulate: spread of the contestants' true strengths in units of a board's luck (from the EBU grades: 39% to 67% players)"},
		{Name: "seed", Label: "Seed", Kind: Uint, Lib: "Seed", Default: "1",
			Help: "with --simulate: seed of the simulation, so the same command prints the same figures on any number of cores"},
		{Name: "time", Label: "Time limit", Kind: Duration, Default: DefaultSimulateTime, ZeroDefault: true,
			Help: "with --simulate: stop the simulation after this long and print the figures so far (0: no limit)"},
	}
}

// simulateNames are the simulation's own fields: given without
// --simulate they are refused, unless the command has a field of that
// name for another purpose (a search's seed and time).
var simulateNames = []string{"spread", "seed", "time"}

// Simulation is a simulation request: the library's options and the time
// limit.
type Simulation struct {
	Options simulate.Options
	// Time is the time limit, 0 for none.
	Time time.Duration
}

// NewSimulation reads the simulation fields of v (read for
// SimulateFields and the command's own fields): nil when --simulate was
// not given. own are the command's own fields; those of the simulation's
// names among them (a search's seed and time) serve both. Out-of-range
// values are refused by the library's Options.Check, named by field.
func NewSimulation(v *Values, own []Field) (*Simulation, error) {
	if !v.Given("simulate") {
		for _, n := range simulateNames {
			if v.Given(n) && !slices.ContainsFunc(own, func(f Field) bool { return f.Name == n }) {
				return nil, &Error{Field: n, Why: say("needs %s: it sets the simulation", Name("simulate"))}
			}
		}
		return nil, nil
	}
	o := simulate.DefaultOptions()
	o.Sessions, o.Spread, o.Seed = v.Int("simulate"), v.Float("spread"), v.Uint("seed")
	if err := o.Check(); err != nil {
		return nil, v.LibError(err)
	}
	return &Simulation{Options: o, Time: v.Duration("time")}, nil
}

// Run simulates m within the time limit, telling progress (when not nil)
// how many sessions are done. A stop by the limit or by ctx returns the
// figures so far (Result.Partial), or, before the first sessions, an
// error wrapping the context's. A movement the simulator cannot play is
// an error wrapping simulate.ErrNotSimulable (a *NotSimulableError
// saying why), which a front end prints as a sentence.
func (s *Simulation) Run(ctx context.Context, m *movement.Movement, progress func(done, total int)) (*simulate.Result, error) {
	ctx, cancel := withTimeLimit(ctx, s.Time)
	defer cancel()
	o := s.Options
	o.Progress = progress
	res, err := simulate.Run(ctx, m, o)
	if err == nil || errors.Is(err, simulate.ErrNotSimulable) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return res, err
	}
	return nil, internal(err) // the options were checked: anything else is a bug
}

// NotSimulableText is the sentence saying why m cannot be simulated, in
// p's language, when err says so; ok is false for any other error.
func NotSimulableText(p *i18n.Printer, err error) (string, bool) {
	var ne *simulate.NotSimulableError
	if !errors.As(err, &ne) {
		return "", false
	}
	return p.Sprintf("No simulation: %s.", p.Message(ne.Why.Format, ne.Why.Args...)), true
}

// PageSessions is the number of sessions a page simulates a movement
// over (fewer for a large one, see schedules.SimulationSessions): a 95%
// interval of at most ±2.2 points, in a fraction of a second.
const PageSessions = schedules.PlanSessions

// pageSimulation simulates m for a page with the default options over
// PageSessions sessions (fewer for a large movement), within half of
// what is left of the page's time, and lays out the figures in p's
// language: said to be partial when the time ran out first, or a
// sentence saying why there are none.
func pageSimulation(ctx context.Context, m *movement.Movement, p *i18n.Printer) *request.SimulationView {
	o := simulate.DefaultOptions()
	o.Sessions = schedules.SimulationSessions(m, PageSessions)
	none := func(why string) *request.SimulationView {
		return &request.SimulationView{Why: p.Sprintf("No simulation: %s.", why)}
	}
	if o.Sessions == 0 {
		return none(p.T("the movement is too large to simulate on this page; the command line's check simulates it"))
	}
	if dl, ok := ctx.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, time.Now().Add(time.Until(dl)/2))
		defer cancel()
	}
	res, err := simulate.Run(ctx, m, o)
	if why, ok := NotSimulableText(p, err); ok {
		return &request.SimulationView{Why: why}
	}
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return none(p.T("the page's time ran out before the first sessions; the command line's check simulates it"))
	case err != nil:
		// A bug: the page still shows the movement and says so.
		return none(p.Sprintf("the simulation failed: %s", err.Error()))
	}
	l := text.LayOutSimulation(res, p)
	// The page's heading says in words what the command line's says in
	// the statisticians' terms, which go under the fold.
	sv := &request.SimulationView{Heading: l.Heading[:1:1], Terms: l.Heading[1:], Footer: l.Footer}
	sv.Heading = append(sv.Heading, p.Sprintf("Over %d simulated sessions; in brackets, the range each figure lies in 19 times out of 20.", res.Sessions))
	for _, t := range l.Tables {
		st := request.SimulationTable{Title: t.Title}
		for i, r := range t.Rows {
			if slices.Contains(t.Terms, i) {
				st.Terms = append(st.Terms, r)
			} else {
				st.Rows = append(st.Rows, r)
			}
		}
		sv.Tables = append(sv.Tables, st)
	}
	return sv
}
