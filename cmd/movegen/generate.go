package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
)

// generatorOptions are the flags of a generator command: the family's
// fields of the request layer and the output, paper and session fields.
type generatorOptions struct {
	family *app.Family
	Output movementOutput
	Sim    simulationFlags
	flags  *pflag.FlagSet
}

// bind adds the family's fields and the output fields to cmd.
func (o *generatorOptions) bind(cmd *cobra.Command, family string) {
	o.family = app.FamilyOf(family)
	o.flags = cmd.Flags()
	app.Bind(o.flags, o.family.Fields...)
	o.Output.bind(cmd, app.Formats()...)
	o.Sim.bind(o.flags, o.family.Fields)
}

// values are the family's fields as given on the command line.
func (o *generatorOptions) values() (*app.Values, error) {
	v, err := app.FromFlags(o.flags, o.family.Fields...)
	return v, cliErr(err)
}

// hasField reports whether fields has one called name.
func hasField(fields []app.Field, name string) bool {
	for _, f := range fields {
		if f.Name == name {
			return true
		}
	}
	return false
}

// stoppedEarly is what a search command says on standard error when its
// search stopped at the time limit or by Ctrl-C.
// Its %s is the --time flag (the preferans notes' sentence, whose page
// names the field by its label).
const stoppedEarly = "The search stopped early (%s or Ctrl-C): this is the best schedule found so far, and another run may differ."

// runGenerator generates the family's movement through the request layer
// and writes it: the output flags are checked first, so a typo never
// costs a search; a search shows its progress on a terminal, stops at
// --time or Ctrl-C with the best so far (said on standard error, exit 130
// after a signal).
func runGenerator(ctx context.Context, g *globalOptions, o *generatorOptions) error {
	if !hasField(o.family.Fields, "time") && ctx.Err() != nil {
		return ctx.Err()
	}
	v, err := o.values()
	if err != nil {
		return err
	}
	if err := o.Output.check(); err != nil {
		return err
	}
	format, _ := o.Output.format()
	sim, err := o.Sim.request()
	if err != nil {
		return err
	}
	if err := checkSimulationFormat(sim, format); err != nil {
		return err
	}
	gopt := app.GenerateOptions{Format: format}
	if gopt.Output, err = o.Output.values(); err != nil {
		return err
	}
	if o.family.Name == "individual" && app.Searches(v.Int("players")) && isTerminal(g.stderr) {
		fmt.Fprintln(g.stderr, "movegen: "+i18n.New(g.Lang).Sprintf("searching (at most %v; Ctrl-C stops with the best so far)", v.Duration("time")))
	}
	var finish func()
	gopt.Progress, finish = progress(g)
	res, err := o.family.Generate(ctx, v, gopt)
	finish()
	if err != nil {
		return cliErr(err)
	}
	p := i18n.New(g.Lang)
	if res.Stopped {
		fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf(stoppedEarly, "--time"))
	}
	lines := strings.Join(res.Lines(p), "\n")
	if lines != "" {
		lines += "\n"
	}
	figures, simStop, err := simulationText(ctx, g, sim, res.Movement)
	if err != nil {
		return err
	}
	if res.SeatsOnly && format == "text" || res.Movement == nil {
		var plan strings.Builder
		for _, t := range res.Plan {
			plan.WriteString(p.Message(t.Format, t.Args...) + "\n")
		}
		if figures != "" {
			lines += "\n" + figures
		}
		err = writeOutput(g, o.Output.path(), []byte(plan.String()+"\n"+lines))
	} else {
		length, lerr := o.Output.lengthNote(p, res.Movement)
		if lerr != nil {
			return lerr
		}
		extra := []string{lines + length}
		if figures != "" {
			extra = append(extra, figures)
		}
		err = o.Output.write(ctx, g, res.Movement, extra...)
	}
	if err != nil {
		return err
	}
	if err := keptAfterSignal(ctx); err != nil {
		return err
	}
	return simStop
}
