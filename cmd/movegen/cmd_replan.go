package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/replan"
)

// replanOptions are the flags of "movegen replan".
type replanOptions struct {
	From               int
	AddPair, AddPlayer bool
	Remove, Stationary []string
	RemoveTables       []int
	Seed               int64
	Effort             int
	Time               time.Duration
	Input              movementInput
	Output             movementOutput
}

func (o *replanOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.From, "from-round", 0, "first round to re-plan (required); earlier rounds stay as played")
	f.BoolVar(&o.AddPair, "add-pair", false, "a late pair joins from --from-round (pairs movements)")
	f.BoolVar(&o.AddPlayer, "add-player", false, "a late player joins from --from-round (individual movements)")
	f.StringSliceVar(&o.Remove, "remove", nil, "a contestant (number or label, such as 3 or \"3 EW\") leaves after the round before --from-round; repeat or separate with commas")
	f.StringSliceVar(&o.Stationary, "stationary", nil, "a contestant (number or label) who keeps the seats its card gives it, such as a player who cannot move")
	f.IntSliceVar(&o.RemoveTables, "remove-table", nil, "a table lost from --from-round on; its contestants are seated elsewhere")
	f.Int64Var(&o.Seed, "seed", 1, "seed of the search: the same seed and effort give the same schedule")
	f.IntVar(&o.Effort, "effort", replan.DefaultEffort, "search budget in moves")
	f.DurationVar(&o.Time, "time", searchTime, "stop the search after this long and write the best schedule so far (0: no limit)")
	f.IntVar(&o.Input.BoardsPerSet, "boards", 0, "boards per set for .ASC files, which do not record it (default 3)")
	o.Output.bind(cmd, movementFormats()...)
}

func newReplanCmd(g *globalOptions) *cobra.Command {
	var opts replanOptions
	cmd := &cobra.Command{
		Use:   "replan MOVEMENT --from-round R --add-pair|--add-player|--remove C|--remove-table T",
		Short: "Re-plan a running session: a late pair, a leaver or a lost table",
		Long: `replan reads the movement being played (.json or .ASC) and seats everybody
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
  movegen replan mitchell7.json --from-round 2 --add-pair --format json -o m7-new.json
  movegen replan h12.json --from-round 5 --remove 3 -o changes.pdf
  movegen replan p11.json --from-round 4 --remove 3E --lang ru
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
	if err := opts.Output.check(); err != nil {
		return err
	}
	f, _ := opts.Output.format()
	m, err := opts.Input.read(ctx, g, file)
	if err != nil {
		return err
	}
	o := replan.Options{From: opts.From, RemoveTables: opts.RemoveTables, Seed: opts.Seed, Effort: opts.Effort}
	switch {
	case opts.AddPair && m.Kind != movement.Pairs:
		return inputErrf("--add-pair: %s is an individual movement; use --add-player", file)
	case opts.AddPlayer && m.Kind != movement.Individual:
		return inputErrf("--add-player: %s is a pairs movement; use --add-pair", file)
	case opts.AddPair || opts.AddPlayer:
		o.Add = 1
	}
	for _, l := range []struct {
		flag  string
		names []string
		dst   *[]int
	}{{"--remove", opts.Remove, &o.Remove}, {"--stationary", opts.Stationary, &o.Fixed}} {
		for _, s := range l.names {
			c, ok := replan.Contestant(m, s)
			if !ok {
				return inputErrf("%s %q: no such contestant in %s (numbers 1 to %d, or a label)", l.flag, s, file, m.Contestants)
			}
			*l.dst = append(*l.dst, c)
		}
	}
	if err := libraryCheck(o.Check(m), replanFlags); err != nil {
		return err
	}
	sctx, stop := timeLimit(ctx, opts.Time)
	defer stop()
	var finish func()
	o.Progress, finish = progress(g)
	res, err := replan.Replan(sctx, m, o)
	finish()
	if errors.Is(err, replan.ErrNoPlan) {
		return inputErr(err)
	}
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return internalErr(err)
	}
	p := i18n.New(g.Lang)
	if res.Stopped {
		fmt.Fprintln(g.stderr, "movegen: "+p.T("The search stopped early (--time or Ctrl-C): this is the best schedule found so far, and another run may differ."))
	}
	var summary bytes.Buffer
	if err := text.WriteReplan(&summary, res, text.Options{Printer: p}); err != nil {
		return internalErr(err)
	}
	switch {
	case f == "pdf":
		err = writeChangedCards(g, m, res, &opts.Output)
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
		if opts.Output.Path == "" || opts.Output.Path == "-" {
			w = g.stderr
		}
		if _, err := w.Write(summary.Bytes()); err != nil {
			return writeErr(errorf("write output: %w", err))
		}
	}
	return keptAfterSignal(ctx)
}

// replanFlags maps the fields of replan.Options to their flags.
var replanFlags = map[string]string{
	replan.FieldFrom: "--from-round", replan.FieldAdd: "--add-pair/--add-player", replan.FieldRemove: "--remove",
	replan.FieldRemoveTables: "--remove-table", replan.FieldFixed: "--stationary", replan.FieldEffort: "--effort", replan.FieldMovement: "MOVEMENT",
}

// writeChangedCards writes a PDF of the cards that change only: the
// changed tables' guide cards (and the sit-out card, without newcomers
// before they arrive or leavers after they go), the changed contestants'
// route cards, and the new master chart.
func writeChangedCards(g *globalOptions, old *movement.Movement, res *replan.Result, out *movementOutput) error {
	m, err := out.Session.apply(res.Movement)
	if err != nil {
		return err
	}
	book, err := cards.Build(m)
	if err != nil {
		return internalErr(err)
	}
	tables, contestants := res.Changes.TableNumbers(), res.Changes.ContestantNumbers()
	book.Tables = slices.DeleteFunc(book.Tables, func(c cards.TableCard) bool { return !slices.Contains(tables, c.Table) })
	book.Contestants = slices.DeleteFunc(book.Contestants, func(c cards.ContestantCard) bool {
		return !slices.Contains(contestants, c.Contestant)
	})
	for i := range book.Tables {
		if book.Tables[i].Table != 0 {
			continue
		}
		// The sit-out card lists who sits out, not who is not there yet
		// or any more.
		for k := range book.Tables[i].Rows {
			row := &book.Tables[i].Rows[k]
			row.Occupants = slices.DeleteFunc(row.Occupants, func(o cards.Occupant) bool {
				return replan.Absent(old, m, res.Changes.From, row.Round, o.Contestant)
			})
			row.Idle = len(row.Occupants) == 0
		}
	}
	var b bytes.Buffer
	what := cards.What{Tables: true, Contestants: true, Chart: true}
	if err := pdf.Write(&b, book, pdf.Options{Printer: i18n.New(g.Lang), What: what}); err != nil {
		return internalErr(err)
	}
	return writeOutput(g, out.Path, b.Bytes())
}
