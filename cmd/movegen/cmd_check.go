package main

import (
	"bytes"
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
)

// checkOptions are the flags of "movegen check".
type checkOptions struct {
	Format   string
	Matrices bool
	Chart    bool
	All      bool
	Input    movementInput
	Sim      simulationFlags
}

// maxListedProblems is how many problems check lists per movement unless
// --all is given: a broken 500-table file can have half a million.
const maxListedProblems = 100

func (o *checkOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	enumVar(f, &o.Format, "format", "text", "report format", "text", "json")
	f.BoolVar(&o.All, "all", false, fmt.Sprintf("list every problem (default: the first %d and how many more)", maxListedProblems))
	f.BoolVar(&o.Matrices, "matrices", false, "add the meetings and comparisons matrices")
	f.BoolVar(&o.Chart, "chart", false, "print the master chart before the report (text only)")
	o.Input.bind(f)
	o.Sim.bind(f, nil)
}

func newCheckCmd(g *globalOptions) *cobra.Command {
	var opts checkOptions
	cmd := &cobra.Command{
		Use:   "check FILE...",
		Short: "Validate movements and print their fairness report",
		Long: `check reads movement files of any format movegen knows (movegen JSON,
.ASC, EBUScore, Knave Bridge Scorer; "-" reads standard input; the format
comes from the content, the extension only as a hint), checks that each
movement can be played as written and prints its fairness report: the
verdict (perfect, valid or invalid), the problems with their round, table
and contestant, and the meeting and comparison figures. The first 100
problems of a movement are listed, then how many more there are (in JSON,
"problems_omitted"); --all lists every one.

A file that holds many movements (an EBUScore library such as
TSUserMovements.txt) gets a report for each, then a summary line for each
(name, verdict, balance index, problems) and the total; --movement checks
one of them. An EBUScore teams movement gets its own verdict (the matches
of each round, and what does not pair up), and an entry movegen does not
read (an EBUScore individual movement) says why.

--simulate N then plays each movement N times with contestants of known
strength and prints, for every field, how often the strongest contestant
wins, his mean place, how often the top three are the three strongest,
Kendall's tau and the luck of the draw, with 95% intervals (JSON:
"simulation"). --spread and --seed set the model; --time (10s) and Ctrl-C
stop it with the figures so far, said to be partial.

Exit status: 0 every movement is valid, 1 a movement has problems,
2 a file could not be read or the command line is wrong, 4 the report could
not be written.`,
		Example: `  movegen check testdata/movements/mitchell7.asc
  movegen check --format json testdata/movements/mitchell7.json
  movegen check testdata/movements/library20.txt
  movegen check --simulate 10000 testdata/movements/mitchell7.json
  movegen convert testdata/movements/howell12.json --to asc | movegen check -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCheck(cmd.Context(), g, opts, args)
		},
	}
	opts.bind(cmd)
	return cmd
}

// runCheck checks every file in turn. It reports unreadable files on
// standard error and carries on; the exit status is the worst seen.
func runCheck(ctx context.Context, g *globalOptions, opts checkOptions, files []string) error {
	p := i18n.New(g.Lang)
	sim, err := opts.Sim.request()
	if err != nil {
		return err
	}
	limit := maxListedProblems
	if opts.All {
		limit = 0
	}
	var reports []jsonfile.Report
	var firstInput error
	var simStop error // a signal stopped a simulation: exit 130 once written
	invalid := false
	var many checkSummary
	// stopped is the error of a stop before file i: the reports of the
	// files before it are out already in text.
	stopped := func(i int, err error) error {
		if many.printed > 0 && i == 0 && opts.Format == "text" {
			return interrupted(movement.Say("reports written before the stop: %d", many.printed))
		}
		if i > 0 && opts.Format == "text" {
			return interrupted(movement.Say("the reports of the first %d files were written", i))
		}
		return err
	}
	for it := range opts.Input.checkEntries(ctx, g, files) {
		i, file := it.file, files[it.file]
		if err := ctx.Err(); err != nil {
			return stopped(i, err)
		}
		err := it.err
		if err != nil {
			fmt.Fprintln(g.stderr, p.Sprintf("movegen: %s", errorMessage(p, err)))
			if firstInput == nil {
				firstInput = err
			}
			continue
		}
		if it.entry.Movement == nil || it.entry.Teams != nil {
			// An EBUScore teams movement (checked in the file's terms,
			// though cards and convert take it into the model) or an entry
			// not read: its own verdict.
			bad, err := many.other(g, p, opts, file, it, limit, &reports)
			if err != nil {
				return err
			}
			invalid = invalid || bad
			continue
		}
		m := it.entry.Movement
		// Only the problems listed are kept; the others are counted by
		// code, so a file with a million problems costs little.
		rep, err := movement.AnalyzeContext(ctx, m, limit)
		if err != nil {
			return stopped(i, err)
		}
		if !rep.Problems.Valid() {
			invalid = true
		}
		if opts.Format == "json" {
			r := jsonfile.NewReport(file, m, rep, opts.Matrices)
			r.CapProblems(limit)
			stop, err := simulateJSON(ctx, g, sim, m, &r)
			if err != nil {
				return err
			}
			reports = append(reports, r)
			if stop != nil {
				simStop = stop
				break
			}
			continue
		}
		many.add(p, file, it, rep, limit)
		var b bytes.Buffer
		many.heading(&b, p, file, it, len(files))
		topt := text.Options{Printer: p, Matrices: opts.Matrices, MaxProblems: limit}
		if opts.Chart {
			if err := text.WriteChart(&b, m, topt); err != nil {
				return internalErr(err)
			}
			b.WriteString("\n")
		}
		if err := text.WriteReport(&b, m, rep, topt); err != nil {
			return internalErr(err)
		}
		figures, stop, err := simulationText(ctx, g, sim, m)
		if err != nil {
			return err
		}
		if figures != "" {
			b.WriteString("\n" + figures)
		}
		if err := writeOutput(g, "", b.Bytes()); err != nil {
			return err
		}
		if stop != nil {
			return stop
		}
	}
	if err := many.write(g, p, opts.Format); err != nil {
		return err
	}
	if opts.Format == "json" && len(reports) > 0 {
		var b bytes.Buffer
		if err := jsonfile.WriteReport(&b, reports...); err != nil {
			return internalErr(err)
		}
		if err := writeOutput(g, "", b.Bytes()); err != nil {
			return err
		}
	}
	switch {
	case simStop != nil:
		return simStop
	case firstInput != nil:
		// Already printed; exit 2 without printing it again.
		return &exitError{code: exitInput, err: errReported}
	case invalid:
		return errProblems
	}
	return nil
}
