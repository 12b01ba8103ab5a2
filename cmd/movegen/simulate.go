package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
)

// simulationFlags bind the request layer's simulation fields (--simulate,
// --spread, --seed, --time) for check and the generators; a generator's
// own --seed and --time (a search's) serve the simulation too.
type simulationFlags struct {
	flags *pflag.FlagSet
	own   []app.Field
}

// bind adds the simulation fields that f does not have yet; own are the
// command's own fields.
func (s *simulationFlags) bind(f *pflag.FlagSet, own []app.Field) {
	s.flags, s.own = f, own
	app.Bind(f, app.SimulateFields()...)
}

// request is the simulation asked for, nil without --simulate; a bad
// value is refused (exit 2) before any work.
func (s *simulationFlags) request() (*app.Simulation, error) {
	if s.flags == nil {
		return nil, nil
	}
	v, err := app.FromFlags(s.flags, app.SimulateFields()...)
	if err != nil {
		return nil, cliErr(err)
	}
	sim, err := app.NewSimulation(v, s.own)
	return sim, cliErr(err)
}

// simulation is the outcome of a simulation for the front end.
type simulation struct {
	// Result is the figures, nil when there are none.
	Result *simulate.Result
	// Why says, in English, why there are no figures: the movement cannot
	// be simulated, or the run stopped before its first sessions.
	Why movement.Text
	// Signal: Ctrl-C (or SIGTERM) ended the run; the command exits 130
	// after writing what it has.
	Signal bool
}

// simulationStopped is what a command says on standard error when a
// simulation stopped at --time or by Ctrl-C.
const simulationStopped = "The simulation stopped early (--time or Ctrl-C): the figures are over the sessions played so far."

// runSimulation simulates m as sim asks, with a progress bar on a
// terminal. It fails only on a bug; a movement it cannot play and a stop
// are part of the outcome.
func runSimulation(ctx context.Context, g *globalOptions, sim *app.Simulation, m *movement.Movement) (simulation, error) {
	if m == nil {
		return simulation{Why: movement.Say("No simulation: %s.", movement.Say("the tables fit no movement (3 or 4 seats)"))}, nil
	}
	report, finish := progressAs(g, "simulating")
	res, err := sim.Run(ctx, m, report)
	finish()
	out := simulation{Result: res, Signal: ctx.Err() != nil}
	var ne *simulate.NotSimulableError
	stopped := res != nil && res.Partial
	switch {
	case errors.As(err, &ne):
		out.Why = movement.Say("No simulation: %s.", ne.Why)
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		out.Why = movement.Say("Stopped: the simulation ended before its first sessions were played.")
		stopped = true
	case err != nil:
		return out, internalErr(err)
	}
	if stopped {
		fmt.Fprintln(g.stderr, "movegen: "+i18n.New(g.Lang).T(simulationStopped))
	}
	return out, nil
}

// text is the outcome in p's language, a paragraph ending in a newline.
func (s simulation) text(p *i18n.Printer) (string, error) {
	if s.Result == nil {
		return p.Message(s.Why.Format, s.Why.Args...) + "\n", nil
	}
	var b bytes.Buffer
	if err := text.WriteSimulation(&b, s.Result, text.Options{Printer: p}); err != nil {
		return "", internalErr(err)
	}
	return b.String(), nil
}

// stop is the error a command returns once it has written the outcome:
// interrupted (exit 130) after a signal, else nil.
func (s simulation) stop() error {
	switch {
	case s.Signal && s.Result == nil:
		return interrupted(movement.Say("the report was written, without figures: the simulation had played no session"))
	case s.Signal:
		return interrupted(movement.Say("the figures of the sessions simulated before the stop were written"))
	}
	return nil
}

// simulationText runs sim over m and returns its paragraph in the
// language of --lang ("" without --simulate), and the error to return
// after writing it.
func simulationText(ctx context.Context, g *globalOptions, sim *app.Simulation, m *movement.Movement) (paragraph string, stop, err error) {
	if sim == nil {
		return "", nil, nil
	}
	out, err := runSimulation(ctx, g, sim, m)
	if err != nil {
		return "", nil, err
	}
	t, err := out.text(i18n.New(g.Lang))
	return t, out.stop(), err
}

// simulateJSON runs sim over m into r, the JSON report of check (nothing
// without --simulate), and returns the error to return once the reports
// are written.
func simulateJSON(ctx context.Context, g *globalOptions, sim *app.Simulation, m *movement.Movement, r *jsonfile.Report) (stop, err error) {
	if sim == nil {
		return nil, nil
	}
	out, err := runSimulation(ctx, g, sim, m)
	if err != nil {
		return nil, err
	}
	r.Simulation = out.Result
	if out.Result == nil {
		r.SimulationError = out.Why.String()
	}
	return out.stop(), nil
}

// checkSimulationFormat refuses --simulate with a generator's file
// formats: the figures are printed with the text report.
func checkSimulationFormat(sim *app.Simulation, format string) error {
	if sim == nil || format == "text" {
		return nil
	}
	return cliErr(&app.Error{Field: "simulate", Why: movement.Say("prints its figures with the text report, not in a .%s file: write the file, then run %s on it", app.ExtOf(format), "movegen check --simulate N FILE")})
}
