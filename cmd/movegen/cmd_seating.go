package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
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
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: the social-golfer bound, cut to a multiple that shares rests equally when that fits; the summary says what was chosen)")
	f.BoolVar(&o.Lines, "lines", false, "seats matter as in preferans: each player keeps one seat letter and only cross-line meetings count")
	f.BoolVar(&o.Sets, "sets", false, "one board set per table, passed between tables so that nobody plays a set twice and players are compared (without it: a seating plan, boards are the director's choice)")
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

Without --sets the result is a seating plan: who sits where in every round,
printed as text; which boards the tables play is the director's choice. With
--sets every table gets one set that is passed on between rounds, nobody plays
a set twice, and the result is a movement (every --format, with the fairness
report).

--lines makes seats matter as in preferans (each player keeps a seat letter,
only meetings across lines count; unequal player counts make lines of unequal
length, whose extra players rest in turn); tables of 3 or 4 make a movement,
other sizes print as a plain schedule (text only).`,
		Example: `  movegen seating --players 32 --per-table 4 --rounds 9 --seed 1
  movegen seating --players 22 --per-table 4 --rounds 7
  movegen seating --players 11 --sizes 4,4,3 --rounds 5
  movegen seating --players 20 --per-table 4 --sets --format json -o s20.json
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
// planner's problem. When --rounds is not given it also returns why the
// default was chosen.
func seatingProblem(opts seatingOptions, explicitSizes bool) (seating.Problem, movement.Text, error) {
	p, err := seatingProblemOf(opts, explicitSizes)
	if err != nil || opts.Rounds != 0 {
		return p, movement.Text{}, err
	}
	rounds, why, err := seating.DefaultRounds(p)
	if err != nil {
		return p, movement.Text{}, inputErrf("%v", flagWords(err))
	}
	p.Rounds = rounds
	if _, err := seating.BoundsOf(p); err != nil {
		return p, movement.Text{}, inputErrf("%v", flagWords(err))
	}
	return p, why, nil
}

// seatingProblemOf checks the flags; p.Rounds stays 0 when --rounds is not
// given.
func seatingProblemOf(opts seatingOptions, explicitSizes bool) (seating.Problem, error) {
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
	if opts.Effort < 1 {
		return p, inputErrf("--effort %d: want a positive number of moves", opts.Effort)
	}
	if opts.Time < 0 {
		return p, inputErrf("--time %v: want a positive duration", opts.Time)
	}
	if opts.Rounds == 0 {
		return p, nil
	}
	if _, err := seating.BoundsOf(p); err != nil {
		return p, inputErrf("%v", flagWords(err))
	}
	return p, nil
}

// flagWords turns the planner's field names into the flags that set them,
// keeping the sentence translatable: "players: …" becomes "--players: …".
func flagWords(err error) movement.Text {
	flags := map[string]string{"players": "--players", "rounds": "--rounds", "table sizes": "--per-table/--sizes"}
	var pe *seating.ProblemError
	if errors.As(err, &pe) && pe.Error() == err.Error() {
		if f, ok := flags[pe.Field]; ok {
			return movement.Say("%s: %s", f, pe.Msg)
		}
	}
	return errorText(err)
}

func runSeating(ctx context.Context, g *globalOptions, opts seatingOptions, explicitSizes bool) error {
	p, roundsWhy, err := seatingProblem(opts, explicitSizes)
	if err != nil {
		return err
	}
	f, err := opts.Output.format()
	if err != nil {
		return err
	}
	if !p.Sets && f != "text" {
		return inputErrf("--format %s: without --sets this is a seating plan with no board sets, so only the text plan is written; add --sets for a movement (one set per table, passed on)", f)
	}
	if lo, hi := slices.Min(p.TableSizes), slices.Max(p.TableSizes); f != "text" && (lo < 3 || hi > 4) {
		return inputErrf("--format %s: tables of %v players do not fit a movement (3 or 4 seats); only the text schedule is available", f, p.TableSizes)
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
	pr := i18n.New(g.Lang)
	if res.Interrupted {
		fmt.Fprintln(g.stderr, "movegen: "+pr.T("seating stopped early (--time or interrupt): the schedule is the best found so far, and another run may differ"))
	}
	var m *movement.Movement
	if res.Seats != nil {
		if m, err = res.Movement(); err != nil {
			return internalErr(err)
		}
	}
	summary := seatingSummary(pr, res, opts, roundsWhy, m)
	if m == nil || !p.Sets {
		if m == nil && f != "text" {
			return inputErrf("--format %s: tables of %v players do not fit a movement (3 or 4 seats); only the text schedule is available", f, p.TableSizes)
		}
		var b strings.Builder
		writePlainSchedule(&b, pr, res)
		b.WriteString("\n" + summary)
		return writeOutput(g, opts.Output.Path, []byte(b.String()))
	}
	return opts.Output.write(g, m, summary)
}

// seatingSummary states, in pr's language, how the schedule was made, the
// bound and whether it was reached. Every meeting figure names what it
// counts: players at the same table, and for individual bridge also
// opponents and partners apart, as the fairness report counts them (m is
// the schedule as a movement, nil when the tables do not fit one).
// roundsWhy is the planner's reason for a default number of rounds, zero
// when --rounds was given.
func seatingSummary(pr *i18n.Printer, res *seating.Result, opts seatingOptions, roundsWhy movement.Text, m *movement.Movement) string {
	var b strings.Builder
	line := func(s string) { b.WriteString(s + "\n") }
	p := res.Problem
	rest := len(res.Rests[0])
	head := pr.Sprintf("Seating: %s at %s %v for %s", pr.Count(p.Players, i18n.Players),
		pr.Count(len(p.TableSizes), i18n.Tables), p.TableSizes, pr.Count(p.Rounds, i18n.Rounds))
	if rest > 0 {
		head += pr.Sprintf(", %d resting each round in turn", rest)
	}
	if p.Lines {
		head += pr.T(", players keep their line")
	}
	if p.Sets {
		head += pr.T(", one set per table")
	}
	line(head + ".")
	if !roundsWhy.IsZero() {
		line(pr.Message("Rounds: %d, chosen by default: %s.", p.Rounds, roundsWhy))
	}
	line(pr.Message("Method: %s (seed %#d, effort %#d moves, %#d moves made).", res.Method, opts.Seed, opts.Effort, res.Moves))
	line(pr.T("Bounds:"))
	for _, s := range res.Bounds.Statements {
		line("  - " + pr.Message("%s", s.Text) + ".")
	}
	sc, bd := res.Score, res.Bounds
	var verdict string
	switch {
	case res.Optimal:
		verdict = pr.T("bound reached")
	case sc.Repeats == bd.MinRepeats:
		verdict = pr.T("bound reached for repeats, meetings not spread as evenly as the counts allow")
	default:
		verdict = pr.T("bound not reached")
	}
	if p.Lines {
		line(pr.Sprintf("Repeated meetings across lines at the same table: %#d (the bound allows %#d) — %s.", sc.Repeats, bd.MinRepeats, verdict))
	} else {
		line(pr.Sprintf("Repeated meetings at the same table: %#d (the bound allows %#d) — %s.", sc.Repeats, bd.MinRepeats, verdict))
	}
	if m != nil {
		writeMeetingFigures(&b, pr, m, p.Lines)
	}
	if sc.SetRepeats > 0 {
		line(pr.Sprintf("Set repeats: %#d — the search could not avoid them within its effort.", sc.SetRepeats))
	}
	if p.Sets {
		line(pr.T("Boards: one set per table, passed on between rounds; nobody plays a set twice."))
	} else {
		line(pr.T("Boards: not scheduled. This is a seating plan; which boards each table plays is the director's choice (--sets passes one set per table on, so that players are compared)."))
	}
	if rest > 0 {
		line(pr.Sprintf("Rests: shared in turn; no player rests more than %d more than another.", sc.RestSpread))
	}
	if !p.Lines && res.Seats != nil {
		line(pr.Sprintf("Seats: no player sits in one seat more than %s more than in another.", pr.Count(sc.SeatSpread, i18n.Rounds)))
	}
	if res.Interrupted {
		line(pr.T("Stopped early (--time or interrupt): this is the best schedule found so far, and another run may differ."))
	}
	return b.String()
}

// writeMeetingFigures counts, with the fairness report (movement.Analyze),
// the pairs never at the same table and those at one table more than once;
// for individual bridge it also gives opponents and partners apart, which
// is how the report's "meetings" and "partnerships" count them. The text
// is in pr's language.
func writeMeetingFigures(w io.Writer, pr *i18n.Printer, m *movement.Movement, lines bool) {
	rep := movement.Analyze(m)
	bridge := rep.Partnerships.N > 0
	var pairs, never, more, oppNever, oppMore, partNever, partMore int
	for i := 1; i <= m.Contestants; i++ {
		for j := i + 1; j <= m.Contestants; j++ {
			if rep.CanMeet != nil && !rep.CanMeet(i, j) {
				continue
			}
			pairs++
			opp := rep.Meetings.At(i, j)
			together := opp
			if bridge {
				part := rep.Partnerships.At(i, j)
				together += part
				partNever += b2i(part == 0)
				partMore += b2i(part > 1)
			}
			never += b2i(together == 0)
			more += b2i(together > 1)
			oppNever += b2i(opp == 0)
			oppMore += b2i(opp > 1)
		}
	}
	if lines {
		fmt.Fprintln(w, pr.Sprintf("Pairs of different lines at the same table (%#d pairs): never %#d, more than once %#d.", pairs, never, more))
	} else {
		fmt.Fprintln(w, pr.Sprintf("Pairs at the same table (%#d pairs): never %#d, more than once %#d.", pairs, never, more))
	}
	if bridge {
		fmt.Fprintln(w, pr.Sprintf("Of these, as opponents: never %#d, more than once %#d; as partners: never %#d, more than once %#d (the fairness report counts opponents as meetings and partners apart).",
			oppNever, oppMore, partNever, partMore))
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// writePlainSchedule prints the rounds as a seating plan in pr's language:
// the players of every table (in seat order when the tables fit a
// movement) and those resting.
func writePlainSchedule(w io.Writer, pr *i18n.Printer, res *seating.Result) {
	if res.Seats != nil {
		seats := make([]string, len(res.Seats))
		for i, s := range res.Seats {
			seats[i] = pr.Seat(movement.Seat(s))
		}
		fmt.Fprintln(w, pr.Sprintf("Seats at each table: %s", strings.Join(seats, "-")))
	}
	for r, row := range res.Tables {
		b := pr.Sprintf("Round %d:", r+1)
		for t, players := range row {
			b += "  " + pr.Sprintf("T%d", t+1) + " " + seatingJoin(players, "-")
		}
		if len(res.Rests[r]) > 0 {
			b += "  " + pr.Sprintf("rest %s", seatingJoin(res.Rests[r], ","))
		}
		fmt.Fprintln(w, b)
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
