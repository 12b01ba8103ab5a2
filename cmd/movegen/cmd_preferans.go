package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement/preferans"
)

// preferansOptions are the flags of "movegen preferans".
type preferansOptions struct {
	Tables, Seats, Players, Rounds int
	DealsPerSet                    int
	Method                         string
	Seed                           uint64
	Effort                         int
	Time                           time.Duration
	Output                         movementOutput

	tablesSet, seatsSet, playersSet, roundsSet bool
}

func (o *preferansOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.Tables, "tables", 0, "number of tables, all full")
	f.IntVar(&o.Seats, "seats", 4, "players at a table: 4 or 3 (with --players, only layouts of this size)")
	f.IntVar(&o.Players, "players", 0, "number of players; movegen chooses the tables (instead of --tables)")
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: the full cycle)")
	f.IntVar(&o.DealsPerSet, "deals-per-set", 0, "deals in a set: 3 or 4 at tables of four (default: one per player; tables of three play 3)")
	f.StringVar(&o.Method, "method", string(preferans.Auto), "auto, rotation, field, mols, search, rest or extra-move")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the search used where no perfect schedule is known: the same seed and effort give the same schedule")
	f.IntVar(&o.Effort, "effort", 0, "search budget in moves (0: 600000·10/T for the search from Latin squares, T ≥ 10 tables; for lines with rests, the seating planner's budget for the field)")
	f.DurationVar(&o.Time, "time", searchTime, "stop the search after this long and print the best schedule so far (0: no limit)")
	o.Output.bind(cmd, movementFormats()...)
}

func newPreferansCmd(g *globalOptions) *cobra.Command {
	var opts preferansOptions
	cmd := &cobra.Command{
		Use:   "preferans (--tables T [--seats 4|3] | --players N)",
		Short: "Generate a duplicate preferans movement",
		Long: `preferans generates an individual movement for duplicate preferans. Players
holding the same seat letter form a line and are scored against each other on
the same deals; every set holds one deal per player at the table, each player
dealing once (at a table of four the dealer sits out his deal).

Methods (--method auto picks the best and says why):
  rotation    the book's: N stays, E moves up 1 table, S up 2, W down 2, sets
              down 1. Perfect whenever gcd(T, 6) = 1 (5, 7, 11, 13, 25, ...
              tables): players of different lines meet exactly once and
              everyone plays every set once.
  field       the same over the finite field GF(q) for prime powers the
              rotation misses (8, 9, 16, 27, 32, 64, 81 tables; 4 tables of
              three). The moves change from round to round.
  mols        mutually orthogonal Latin squares (an orthogonal array): perfect
              for every table count from 5 to 40 but 6, 10 and 22 (at tables
              of three from 4 to 40 but 6 and 10). The moves change from
              round to round. With --players N = 4T+3 (or 3T+2): T tables,
              N stays, one player of each other line rests in turn.
  search      where no perfect schedule is known (4, 6, 10, 22 tables; 6 and
              10 of three): starts from the best orthogonal array known and
              places the other lines by local search, nobody playing a set
              twice; prints the repeats against a proven lower bound.
  rest        N ≡ 1 (mod 4) players at tables of four, or N ≡ 1 (mod 3) at
              tables of three: one player rests each round, everyone once,
              and every two players meet 3 (or 2) times.
  extra-move  the book's remedy for other table counts: a line that would
              meet a set it has played moves one table further. Nobody
              repeats a set; the report shows what it costs in meetings.

--players N chooses the layout (tables of four, of three, with one rest, with
rests from an orthogonal array, or lines with rests placed by the seating
planner) and says what it chose; rests differ by at most one. The text
output is the master chart, the fairness report, the table instructions in
the book's notation ("3S–2W": the S player of table 3 goes to table 2,
seat W; "P": rests), the director's set row and the deals.`,
		Example: `  movegen preferans --tables 7
  movegen preferans --tables 8 --seats 3
  movegen preferans --players 13
  movegen preferans --players 13 --deals-per-set 3
  movegen preferans --tables 12
  movegen preferans --tables 22 --time 5s
  movegen preferans --players 10
  movegen preferans --tables 11 --rounds 6 --format json -o p11.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f := cmd.Flags()
			opts.tablesSet, opts.seatsSet, opts.playersSet = flagGiven(f, "tables"), flagGiven(f, "seats"), flagGiven(f, "players")
			opts.roundsSet = flagGiven(f, "rounds")
			return runPreferans(cmd.Context(), g, opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

// preferansLibOptions checks the flags, naming the one that is wrong.
func preferansLibOptions(opts preferansOptions) (preferans.Options, error) {
	var o preferans.Options
	method, err := preferans.ParseMethod(opts.Method)
	if err != nil {
		return o, inputErrf("--method %v", err)
	}
	switch {
	case opts.tablesSet && opts.playersSet:
		return o, inputErrf("--tables and --players: give one of them")
	case !opts.tablesSet && !opts.playersSet:
		return o, inputErrf("give --tables T or --players N")
	case opts.tablesSet && opts.Tables < 1:
		return o, inputErrf("--tables %d: want at least 1 table", opts.Tables)
	case opts.tablesSet && (opts.Seats == 3 || opts.Seats == 4) && opts.Tables > preferans.MaxPlayers/opts.Seats:
		return o, inputErrf("--tables %d: want at most %d tables of %d (%d players)", opts.Tables, preferans.MaxPlayers/opts.Seats, opts.Seats, preferans.MaxPlayers)
	case opts.playersSet && opts.Players > preferans.MaxPlayers:
		return o, inputErrf("--players %d: want at most %d players", opts.Players, preferans.MaxPlayers)
	case opts.playersSet && opts.Players < 3:
		return o, inputErrf("--players %d: a preferans table needs at least 3 players", opts.Players)
	case opts.Seats != 3 && opts.Seats != 4:
		return o, inputErrf("--seats %d: preferans is played 4 or 3 a table", opts.Seats)
	case opts.Rounds < 0 || (opts.roundsSet && opts.Rounds == 0):
		return o, inputErrf("--rounds %d: want at least 1 round (leave --rounds out to play the full cycle)", opts.Rounds)
	case opts.Effort < 0:
		return o, inputErrf("--effort %d: want a positive number of moves", opts.Effort)
	case opts.Time < 0:
		return o, inputErrf("--time %v: want a positive duration (0: no limit)", opts.Time)
	}
	o = preferans.Options{Tables: opts.Tables, Seats: opts.Seats, Players: opts.Players, Rounds: opts.Rounds, Method: method,
		Seed: opts.Seed, Effort: opts.Effort, DealsPerSet: opts.DealsPerSet}
	if opts.playersSet && !opts.seatsSet {
		o.Seats = 0 // let the layout be chosen
	}
	return o, nil
}

func runPreferans(ctx context.Context, g *globalOptions, opts preferansOptions) error {
	if err := ctx.Err(); err != nil {
		return internalErr(err)
	}
	o, err := preferansLibOptions(opts)
	if err != nil {
		return err
	}
	sctx, stop := timeLimit(ctx, opts.Time)
	defer stop()
	var finish func()
	o.Progress, finish = progress(g)
	res, err := preferans.Generate(sctx, o)
	finish()
	if err != nil {
		var re *preferans.RequestError
		if errors.As(err, &re) {
			return &exitError{code: exitInput, err: re, text: re.Text()}
		}
		return internalErr(err)
	}
	notes, err := res.Notes()
	if err != nil {
		return internalErr(err)
	}
	p := i18n.New(g.Lang)
	if res.Search != nil && res.Search.Interrupted {
		fmt.Fprintln(g.stderr, "movegen: "+p.T("The search stopped early (--time or Ctrl-C): this is the best schedule found so far, and another run may differ."))
	}
	var b strings.Builder
	b.WriteString(p.Sprintf("Method: %s. %s.", methodName(p, res.Method), p.Message("%s", res.LayoutText)) + "\n")
	b.WriteString(p.Sprintf("Why: %s", p.Message("%s", res.WhyText)) + "\n")
	b.WriteString(p.Sprintf("Promise: %s", p.Message("%s", res.PromiseText)) + "\n")
	for _, t := range notes {
		b.WriteString(p.Message(t.Format, t.Args...) + "\n")
	}
	length, err := opts.Output.lengthNote(p, res.Movement)
	if err != nil {
		return err
	}
	b.WriteString(length)
	if err := opts.Output.write(ctx, g, res.Movement, b.String()); err != nil {
		return err
	}
	return keptAfterSignal(ctx)
}

// methodName names a method: the --method value in English, words and the
// flag value in other languages.
func methodName(p *i18n.Printer, m preferans.Method) string {
	if p.Lang() == i18n.English {
		return string(m)
	}
	switch m {
	case preferans.Rotation:
		return p.T("rotation (--method rotation)")
	case preferans.Field:
		return p.T("field rotation (--method field)")
	case preferans.Mols:
		return p.T("orthogonal Latin squares (--method mols)")
	case preferans.Search:
		return p.T("search from orthogonal Latin squares (--method search)")
	case preferans.Rest:
		return p.T("one rest a round (--method rest)")
	case preferans.ExtraMove:
		return p.T("extra move (--method extra-move)")
	case preferans.Auto:
		return p.T("seating planner (--method auto)")
	}
	return string(m)
}
