package main

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/app"
)

// replanOptions are the flags of "movegen replan": the re-planner's fields
// of the request layer, the reading field and the output fields.
type replanOptions struct {
	Input  movementInput
	Output movementOutput
	flags  *pflag.FlagSet
}

func (o *replanOptions) bind(cmd *cobra.Command) {
	o.flags = cmd.Flags()
	app.Bind(o.flags, app.ReplanFields()...)
	o.Input.bind(o.flags)
	o.Output.bind(cmd, app.Formats()...)
}

func newReplanCmd(g *globalOptions) *cobra.Command {
	var opts replanOptions
	cmd := &cobra.Command{
		Use:   "replan MOVEMENT --from-round R --add-pair|--add-player|--remove C|--remove-table T",
		Short: "Re-plan a running session: a late pair, a leaver or a lost table",
		Long: `replan reads the movement being played (movegen JSON, .ASC, EBUScore or KBS;
--movement picks one from a file that holds many) and seats everybody
again from round --from-round on; the earlier rounds are history and never
change. A late pair or player joins (at an empty seat, or as a rover whose
table's occupant sits out), a contestant leaves, or a table is lost;
--stationary keeps a contestant on the seats its card gives it.

Nobody plays a set twice, nobody holds two seats in a round, and every set
stays where the cards say. After that the search wants, in this order: the
fewest repeated meetings, the fewest rests in two rounds running and rests
spread evenly, the best balance index, and the fewest contestants sent
somewhere other than their cards say.

The output is the revised movement in any --format (text: chart and
fairness report), the figures before and after the change, and the list of
tables and contestants whose cards change. With -o FILE.pdf only those cards
are printed (and the new master chart): the other cards stay valid. The same
movement, flags and --seed give the same result; --time (10s) or Ctrl-C
stops early with the best schedule so far and says so.`,
		Example: `  movegen replan testdata/replan/mitchell13.json --from-round 3 --add-pair
  movegen replan testdata/movements/mitchell7.json --from-round 2 --add-pair -o m7-new.json
  movegen replan testdata/movements/howell12.json --from-round 5 --remove 3 -o changes.pdf
  movegen replan testdata/movements/preferans11.json --from-round 4 --remove 3E --lang ru
  movegen replan testdata/replan/seating20.json --from-round 3 --remove-table 2`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReplan(cmd.Context(), g, opts, args[0])
		},
	}
	opts.bind(cmd)
	return cmd
}

func runReplan(ctx context.Context, g *globalOptions, opts replanOptions, file string) error {
	v, err := app.FromFlags(opts.flags, app.ReplanFields()...)
	if err != nil {
		return cliErr(err)
	}
	if err := opts.Output.check(); err != nil {
		return err
	}
	f, _ := opts.Output.format()
	m, err := opts.Input.read(ctx, g, file)
	if err != nil {
		return err
	}
	var finish func()
	var report func(done, total int)
	report, finish = progress(g)
	res, err := app.Replan(ctx, m, file, v, report)
	finish()
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return cliErr(err)
	}
	p := i18n.New(g.Lang)
	if res.Stopped {
		fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf(stoppedEarly, "--time"))
	}
	var summary bytes.Buffer
	if err := text.WriteReplan(&summary, res, text.Options{Printer: p}); err != nil {
		return internalErr(err)
	}
	out := opts.Output.path()
	switch {
	case f == "pdf":
		ov, verr := opts.Output.values()
		if verr != nil {
			return verr
		}
		paper, perr := app.PaperOf(ov)
		if perr != nil {
			return cliErr(perr)
		}
		err = writeStream(g, out, func(w io.Writer) error {
			return cliErr(app.WriteChangedCards(w, m, res, ov, app.Output{Printer: p, Paper: paper}))
		})
	case f == "text":
		err = opts.Output.write(ctx, g, res.Movement, summary.String())
		summary.Reset()
	default:
		err = opts.Output.write(ctx, g, res.Movement)
	}
	if err != nil {
		return err
	}
	if summary.Len() > 0 {
		// With a file written, the summary goes to standard output; with
		// a movement file on standard output, to standard error.
		w := g.stdout
		if out == "" || out == "-" {
			w = g.stderr
		}
		if _, err := w.Write(summary.Bytes()); err != nil {
			return writeErr(errorf("write output: %w", err))
		}
	}
	return keptAfterSignal(ctx)
}
