package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/movegen/movegen/movement/seating"
)

// seatingOptions are the flags of "movegen seating".
type seatingOptions struct {
	Players, PerTable, Rounds int
	Sizes                     []int
	Lines, Sets               bool
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
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: the most rounds without a repeat meeting the bound allows)")
	f.BoolVar(&o.Lines, "lines", false, "seats matter as in preferans: each player keeps one seat letter and only cross-line meetings count")
	f.BoolVar(&o.Sets, "sets", false, "one board set per table that circulates; nobody plays a set twice")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the search: the same seed and effort give the same schedule")
	f.IntVar(&o.Effort, "effort", seating.DefaultEffort, "search budget in moves")
	f.DurationVar(&o.Time, "time", 0, "stop the search after this long and print the best schedule so far, such as 30s (0: no limit)")
	o.Output.bind(cmd, movementFormats()...)
}

func newSeatingCmd(g *globalOptions) *cobra.Command {
	var opts seatingOptions
	cmd := &cobra.Command{
		Use:   "seating --players N",
		Short: "Plan individual seating: nobody meets the same players twice",
		Long: `seating seats individual players at tables for a number of rounds so that
nobody meets the same opponents twice, or as rarely as the numbers allow;
seats and rests are shared out evenly, and with --sets nobody plays a board set
twice.

It first states the best possible (the social-golfer bound ⌊(N−1)/(K−1)⌋ on
rounds without a repeat, counting bounds, known impossibilities), then uses a
construction when one fits (affine planes for q² players at tables of q) and
otherwise a seeded tabu search. The same --seed and --effort always give the
same schedule; --time or Ctrl-C stops early with the best schedule so far and
says so. The summary states the bound and whether it was reached.

--lines makes seats matter as in preferans (each player keeps a seat letter,
only meetings across lines count); tables of 3 or 4 make a movement, other
sizes print as a plain schedule (text only).`,
		Example: `  movegen seating --players 32 --per-table 4 --rounds 9 --seed 1
  movegen seating --players 22 --per-table 4 --rounds 7
  movegen seating --players 11 --sizes 4,4,3 --rounds 5
  movegen seating --players 24 --per-table 4 --lines --sets --rounds 6 --format json -o p6.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSeating(cmd.Context(), g, opts, cmd.Flags().Changed("sizes"))
		},
	}
	opts.bind(cmd)
	return cmd
}

// seatingProblem checks the flags, naming the one at fault, and builds the
// planner's problem.
func seatingProblem(opts seatingOptions, explicitSizes bool) (seating.Problem, error) {
	p := seating.Problem{Players: opts.Players, Rounds: opts.Rounds, Lines: opts.Lines, Sets: opts.Sets}
	if opts.Players < 2 || opts.Players > seating.MaxPlayers {
		return p, inputErrf("--players %d: want 2 to %d", opts.Players, seating.MaxPlayers)
	}
	if explicitSizes {
		if len(opts.Sizes) == 0 {
			return p, inputErrf("--sizes: name at least one table, such as 4,4,3")
		}
		for i, k := range opts.Sizes {
			if k < 2 {
				return p, inputErrf("--sizes: table %d has %d players; want at least 2", i+1, k)
			}
		}
		p.TableSizes = opts.Sizes
	} else {
		k := opts.PerTable
		if k < 2 || k > opts.Players {
			return p, inputErrf("--per-table %d: want 2 to %d (the players)", k, opts.Players)
		}
		tables := opts.Players / k
		for range tables {
			p.TableSizes = append(p.TableSizes, k)
		}
	}
	seats := 0
	for _, k := range p.TableSizes {
		seats += k
	}
	if seats > opts.Players {
		return p, inputErrf("--sizes: %d seats need at least %d players, --players is %d", seats, seats, opts.Players)
	}
	if opts.Rounds < 0 || opts.Rounds > seating.MaxRounds {
		return p, inputErrf("--rounds %d: want 1 to %d", opts.Rounds, seating.MaxRounds)
	}
	if opts.Rounds == 0 {
		p.Rounds = 1
		b, err := seating.BoundsOf(p)
		if err != nil {
			return p, inputErrf("%v", flagWords(err))
		}
		p.Rounds = max(1, b.GolferRounds)
		if opts.Sets {
			p.Rounds = min(p.Rounds, len(p.TableSizes))
		}
	}
	if opts.Effort < 1 {
		return p, inputErrf("--effort %d: want a positive number of moves", opts.Effort)
	}
	if opts.Time < 0 {
		return p, inputErrf("--time %v: want a positive duration", opts.Time)
	}
	if _, err := seating.BoundsOf(p); err != nil {
		return p, inputErrf("%v", flagWords(err))
	}
	return p, nil
}

// flagWords turns the planner's field names into the flags that set them.
func flagWords(err error) string {
	s := err.Error()
	for _, r := range [][2]string{{"players:", "--players:"}, {"rounds:", "--rounds:"}, {"table sizes:", "--per-table/--sizes:"}} {
		if strings.HasPrefix(s, r[0]) {
			return r[1] + s[len(r[0]):]
		}
	}
	return s
}

func runSeating(ctx context.Context, g *globalOptions, opts seatingOptions, explicitSizes bool) error {
	p, err := seatingProblem(opts, explicitSizes)
	if err != nil {
		return err
	}
	if _, err := opts.Output.format(); err != nil {
		return err
	}
	if opts.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Time)
		defer cancel()
	}
	so := seating.Options{Seed: opts.Seed, Effort: opts.Effort}
	var bar *progressbar.ProgressBar
	if isTerminal(g.stderr) {
		bar = progressbar.NewOptions(opts.Effort,
			progressbar.OptionSetWriter(g.stderr),
			progressbar.OptionSetDescription("searching"),
			progressbar.OptionClearOnFinish(),
			progressbar.OptionThrottle(100*time.Millisecond))
		so.Progress = func(done, total int) { _ = bar.Set(min(done, total)) }
	}
	res, err := seating.Solve(ctx, p, so)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return inputErrf("%v", flagWords(err))
	}
	summary := seatingSummary(res, opts)
	if res.Seats == nil {
		f, _ := opts.Output.format()
		if f != "text" {
			return inputErrf("--format %s: tables of %v players do not fit a movement (3 or 4 seats); only the text schedule is available", f, p.TableSizes)
		}
		var b strings.Builder
		writePlainSchedule(&b, res)
		b.WriteString("\n" + summary)
		return writeOutput(g, opts.Output.Path, []byte(b.String()))
	}
	m, err := res.Movement()
	if err != nil {
		return internalErr(err)
	}
	return opts.Output.write(g, m, summary)
}

// seatingSummary states how the schedule was made, the bound and whether
// it was reached.
func seatingSummary(res *seating.Result, opts seatingOptions) string {
	var b strings.Builder
	p := res.Problem
	rest := len(res.Rests[0])
	fmt.Fprintf(&b, "Seating: %d players at %d tables %v for %d rounds", p.Players, len(p.TableSizes), p.TableSizes, p.Rounds)
	if rest > 0 {
		fmt.Fprintf(&b, ", %d resting each round in turn", rest)
	}
	if p.Lines {
		b.WriteString(", players keep their line")
	}
	if p.Sets {
		b.WriteString(", one set per table")
	}
	b.WriteString(".\n")
	fmt.Fprintf(&b, "Method: %s (seed %d, effort %d moves, %d moves made).\n", res.Method, opts.Seed, opts.Effort, res.Moves)
	b.WriteString("Bounds:\n")
	for _, s := range res.Bounds.Statements {
		fmt.Fprintf(&b, "  - %s.\n", s.Text)
	}
	sc, bd := res.Score, res.Bounds
	fmt.Fprintf(&b, "Repeated meetings: %d (the bound allows %d) — ", sc.Repeats, bd.MinRepeats)
	switch {
	case res.Optimal:
		b.WriteString("bound reached.\n")
	case sc.Repeats == bd.MinRepeats:
		b.WriteString("bound reached for repeats, meetings not spread as evenly as the counts allow.\n")
	default:
		b.WriteString("bound not reached.\n")
	}
	if sc.SetRepeats > 0 {
		fmt.Fprintf(&b, "Set repeats: %d — the search could not avoid them within its effort.\n", sc.SetRepeats)
	}
	if rest > 0 {
		fmt.Fprintf(&b, "Rests: shared in turn; no player rests more than %d more than another.\n", sc.RestSpread)
	}
	if !p.Lines && res.Seats != nil {
		fmt.Fprintf(&b, "Seats: no player sits in one seat more than %d rounds more than in another.\n", sc.SeatSpread)
	}
	if res.Interrupted {
		b.WriteString("Stopped early (--time or interrupt): this is the best schedule found so far, and another run may differ.\n")
	}
	return b.String()
}

// writePlainSchedule prints the rounds when the tables do not fit a
// movement.
func writePlainSchedule(w io.Writer, res *seating.Result) {
	for r, row := range res.Tables {
		fmt.Fprintf(w, "Round %d:", r+1)
		for t, players := range row {
			fmt.Fprintf(w, "  T%d %s", t+1, seatingJoin(players, "-"))
		}
		if len(res.Rests[r]) > 0 {
			fmt.Fprintf(w, "  rest %s", seatingJoin(res.Rests[r], ","))
		}
		fmt.Fprintln(w)
	}
}

func seatingJoin(xs []int, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, sep)
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	if err != nil {
		return false
	}
	return st.Mode()&os.ModeCharDevice != 0
}
