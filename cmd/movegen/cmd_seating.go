package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/schedules"
)

// seatingOptions are the flags of "movegen seating".
type seatingOptions struct {
	Players, PerTable, Rounds int
	Sizes                     []int
	Lines, Sets               bool
	Method                    string
	Seed                      uint64
	Effort                    int
	Time                      time.Duration
	Output                    movementOutput
}

func (o *seatingOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.Players, "players", 0, "number of players (required)")
	f.IntVar(&o.PerTable, "per-table", 4, "players at each table; those who do not fit rest, in turn")
	f.IntSliceVar(&o.Sizes, "sizes", nil, "explicit table sizes for every round, such as 4,4,3 (instead of --per-table)")
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play, at least 1 (default: the social-golfer bound, cut to a multiple that shares rests equally when that fits; the summary says what was chosen)")
	f.BoolVar(&o.Lines, "lines", false, "seats matter as in preferans: each player keeps one seat letter and only cross-line meetings count")
	f.BoolVar(&o.Sets, "sets", false, "one board set per table, passed between tables so that nobody plays a set twice and players are compared (without it: a seating plan, boards are the director's choice)")
	f.StringVar(&o.Method, "method", "auto", "how to plan: auto (constructions first, then the search) or search (the search alone, from a greedy start)")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the search: the same seed and effort give the same schedule")
	f.IntVar(&o.Effort, "effort", seating.DefaultEffort, "search budget in moves")
	f.DurationVar(&o.Time, "time", searchTime, "stop the search after this long and print the best schedule so far, such as 30s (0: no limit)")
	o.Output.bind(cmd, movementFormats()...)
}

func newSeatingCmd(g *globalOptions) *cobra.Command {
	var opts seatingOptions
	cmd := &cobra.Command{
		Use:   "seating --players N",
		Short: "Plan individual seating: nobody meets the same players twice",
		Long: `seating seats players at tables for a number of rounds so that nobody meets
the same players twice, or as rarely as the numbers allow. It states the
bounds first, uses a construction when one fits (affine planes, Kirkman
triple systems and other resolvable designs, cyclic and orbit designs) and
otherwise a seeded tabu search; the same --seed and
--effort give the same schedule on any number of cores. --time (10s by
default) or Ctrl-C stops early with the best schedule so far and says so.
Without --sets the plan schedules seats only (boards: the director's choice)
and every --format writes it; with --sets each table's set is passed on and
nobody plays a set twice. --lines keeps each player on one seat letter.`,
		Example: `  movegen seating --players 32 --per-table 4 --rounds 9 --seed 1
  movegen seating --players 24 --per-table 4 --rounds 6 --format json -o s24.json
  movegen seating --players 11 --sizes 4,4,3 --rounds 5
  movegen seating --players 20 --per-table 4 --sets --format json -o s20.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSeating(cmd.Context(), g, opts, cmd.Flags())
		},
	}
	opts.bind(cmd)
	return cmd
}

func runSeating(ctx context.Context, g *globalOptions, opts seatingOptions, flags *pflag.FlagSet) error {
	p, roundsWhy, err := seatingProblem(opts, flags)
	if err != nil {
		return err
	}
	f, err := opts.Output.format()
	if err != nil {
		return err
	}
	if err := seatingPrecheck(opts, p, f); err != nil {
		return err
	}
	sctx, stop := timeLimit(ctx, opts.Time)
	defer stop()
	so := seating.Options{Seed: opts.Seed, Effort: opts.Effort, SearchOnly: opts.Method == "search"}
	var finish func()
	so.Progress, finish = progress(g)
	res, err := seating.Solve(sctx, p, so)
	finish()
	if err != nil {
		return inputErrf("%v", flagWords(err))
	}
	pr := i18n.New(g.Lang)
	if res.Interrupted {
		fmt.Fprintln(g.stderr, "movegen: "+pr.T("The search stopped early (--time or Ctrl-C): this is the best schedule found so far, and another run may differ."))
	}
	var m *movement.Movement
	if res.Seats != nil {
		if m, err = res.Movement(); err != nil {
			return internalErr(err)
		}
	}
	var b strings.Builder
	for _, t := range res.Summary(seating.SummaryOptions{Seed: opts.Seed, Effort: opts.Effort, RoundsWhy: roundsWhy, Movement: m}) {
		b.WriteString(pr.Message(t.Format, t.Args...) + "\n")
	}
	if m == nil || (!p.Sets && f == "text") {
		var plan strings.Builder
		for _, t := range res.Plan() {
			plan.WriteString(pr.Message(t.Format, t.Args...) + "\n")
		}
		err = writeOutput(g, opts.Output.Path, []byte(plan.String()+"\n"+b.String()))
	} else {
		err = opts.Output.write(ctx, g, m, b.String())
	}
	if err != nil {
		return err
	}
	return keptAfterSignal(ctx)
}

// seatingPrecheck refuses, before any search, the flag combinations that
// the output could not honour.
func seatingPrecheck(opts seatingOptions, p seating.Problem, f string) error {
	if opts.Method != "auto" && opts.Method != "search" {
		return inputErrf("--method %q: want auto or search", opts.Method)
	}
	if lo, hi := slices.Min(p.TableSizes), slices.Max(p.TableSizes); f != "text" && (lo < 3 || hi > 4) {
		return inputErrf("--format %s: tables of %v players do not fit a movement (3 or 4 seats); only the text schedule is available", f, p.TableSizes)
	}
	s := &opts.Output.Session
	if !p.Sets && (s.ours("start") || s.ours("minutes-per-board") || s.ours("move-minutes")) {
		return inputErrf("--start, --minutes-per-board and --move-minutes need --sets: a seating plan schedules no boards to time")
	}
	if s.ours("start") {
		if _, err := schedules.ParseClock(s.Start); err != nil {
			return inputErrf("--start %w", err)
		}
	}
	if s.ours("minutes-per-board") && s.MinutesPerBoard < 1 {
		return inputErrf("--minutes-per-board %d: want at least 1", s.MinutesPerBoard)
	}
	return nil
}

// seatingProblem checks the flags, naming the one at fault, and builds the
// planner's problem; when --rounds is not given it also returns why the
// default was chosen.
func seatingProblem(opts seatingOptions, flags *pflag.FlagSet) (seating.Problem, movement.Text, error) {
	p := seating.Problem{Players: opts.Players, Rounds: opts.Rounds, Lines: opts.Lines, Sets: opts.Sets}
	switch {
	case opts.Players < 2 || opts.Players > seating.MaxPlayers:
		return p, movement.Text{}, inputErrf("--players %d: want 2 to %d", opts.Players, seating.MaxPlayers)
	case flagGiven(flags, "rounds") && (opts.Rounds < 1 || opts.Rounds > seating.MaxRounds):
		return p, movement.Text{}, inputErrf("--rounds %d: want 1 to %d", opts.Rounds, seating.MaxRounds)
	case opts.Effort < 1:
		return p, movement.Text{}, inputErrf("--effort %d: want a positive number of moves", opts.Effort)
	case opts.Time < 0:
		return p, movement.Text{}, inputErrf("--time %v: want a positive duration", opts.Time)
	}
	if flagGiven(flags, "sizes") {
		if len(opts.Sizes) == 0 {
			return p, movement.Text{}, inputErrf("--sizes: name at least one table, such as 4,4,3")
		}
		seats := 0
		for i, k := range opts.Sizes {
			if k < 2 {
				return p, movement.Text{}, inputErrf("--sizes: table %d has %d players; want at least 2", i+1, k)
			}
			seats += k
		}
		if seats > opts.Players {
			return p, movement.Text{}, inputErrf("--sizes: %d seats need at least %d players, --players is %d", seats, seats, opts.Players)
		}
		p.TableSizes = opts.Sizes
	} else {
		if opts.PerTable < 2 || opts.PerTable > opts.Players {
			return p, movement.Text{}, inputErrf("--per-table %d: want 2 to %d (the players)", opts.PerTable, opts.Players)
		}
		for range opts.Players / opts.PerTable {
			p.TableSizes = append(p.TableSizes, opts.PerTable)
		}
	}
	var why movement.Text
	if !flagGiven(flags, "rounds") {
		rounds, w, err := seating.DefaultRounds(p)
		if err != nil {
			return p, why, inputErrf("%v", flagWords(err))
		}
		p.Rounds, why = rounds, w
	}
	if _, err := seating.BoundsOf(p); err != nil {
		return p, why, inputErrf("%v", flagWords(err))
	}
	return p, why, nil
}

// flagWords turns the planner's field names into the flags that set them,
// keeping the sentence translatable: "players: …" becomes "--players: …".
func flagWords(err error) movement.Text {
	flags := map[string]string{"players": "--players", "rounds": "--rounds", "table sizes": "--per-table/--sizes"}
	// Only the planner's own error, not one wrapped with more words.
	if pe, ok := err.(*seating.ProblemError); ok {
		if f, ok := flags[pe.Field]; ok {
			return movement.Say("%s: %s", f, pe.Msg)
		}
	}
	return errorText(err)
}
