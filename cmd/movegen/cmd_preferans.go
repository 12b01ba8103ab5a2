package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

// preferansOptions are the flags of "movegen preferans".
type preferansOptions struct {
	Tables, Seats, Players, Rounds int
	Method                         string
	Output                         movementOutput

	tablesSet, seatsSet, playersSet bool
}

func (o *preferansOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.Tables, "tables", 0, "number of tables, all full")
	f.IntVar(&o.Seats, "seats", 4, "players at a table: 4 or 3 (with --players, only layouts of this size)")
	f.IntVar(&o.Players, "players", 0, "number of players; movegen chooses the tables (instead of --tables)")
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: the full cycle)")
	f.StringVar(&o.Method, "method", string(preferans.Auto), "auto, rotation, field, rest or extra-move")
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
  rest        N ≡ 1 (mod 4) players at tables of four, or N ≡ 1 (mod 3) at
              tables of three: one player rests each round, everyone once,
              and every two players meet 3 (or 2) times.
  extra-move  the book's remedy for other table counts: a line that would
              meet a set it has played moves one table further. Nobody
              repeats a set; the report shows what it costs in meetings.

--players N chooses the layout (tables of four, of three, or with a rest) and
says what it chose. The text output is the master chart, the fairness report,
the table instructions in the book's notation ("3S–2W": the S player of table
3 goes to table 2, seat W; "P": rests), the director's set row and the deals.`,
		Example: `  movegen preferans --tables 7
  movegen preferans --tables 8 --seats 3
  movegen preferans --players 13
  movegen preferans --tables 6 --method extra-move
  movegen preferans --tables 11 --rounds 6 --format json -o p11.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f := cmd.Flags()
			opts.tablesSet, opts.seatsSet, opts.playersSet = f.Changed("tables"), f.Changed("seats"), f.Changed("players")
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
	case opts.playersSet && opts.Players < 3:
		return o, inputErrf("--players %d: a preferans table needs at least 3 players", opts.Players)
	case opts.Seats != 3 && opts.Seats != 4:
		return o, inputErrf("--seats %d: preferans is played 4 or 3 a table", opts.Seats)
	case opts.Rounds < 0:
		return o, inputErrf("--rounds %d: want a positive number of rounds", opts.Rounds)
	}
	o = preferans.Options{Tables: opts.Tables, Seats: opts.Seats, Players: opts.Players, Rounds: opts.Rounds, Method: method}
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
	res, err := preferans.Generate(ctx, o)
	if err != nil {
		if preferans.IsRequestError(err) {
			return inputErrf("%s", flagged(err.Error()))
		}
		return internalErr(err)
	}
	guide, err := preferans.Instructions(res.Movement)
	if err != nil {
		return internalErr(err)
	}
	return opts.Output.write(g, res.Movement,
		preferansMethodText(res),
		preferansGuideText(res.Movement, guide),
		preferansSetText(res.Movement),
		preferansDealText(res.Movement))
}

// flagged writes the library's field names as the flags the user typed.
func flagged(msg string) string {
	for _, f := range []string{"tables", "seats", "players", "rounds", "method"} {
		if strings.HasPrefix(msg, f+" ") {
			return "--" + msg
		}
	}
	return msg
}

func preferansMethodText(res *preferans.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Method: %s. %s.\n", res.Method, res.Layout)
	fmt.Fprintf(&b, "Why: %s\n", res.Why)
	fmt.Fprintf(&b, "Promise: %s\n", res.Promise)
	return b.String()
}

func preferansGuideText(m *movement.Movement, g *preferans.Guide) string {
	var b strings.Builder
	if m.Rounds < 2 {
		return "Table instructions: one round, nobody moves.\n"
	}
	if g.Same {
		b.WriteString("Table instructions (the same after every round; a seat not listed stays):\n")
		for t := 1; t <= m.Tables; t++ {
			fmt.Fprintf(&b, "  table %-3d %s\n", t, joinMoves(g.Card(t, 1)))
		}
		if mv, ok := g.ReturnFromRest(1); ok {
			fmt.Fprintf(&b, "  rest      %s\n", mv)
		}
		return b.String()
	}
	b.WriteString("Table instructions (they change from round to round; a seat not listed stays):\n")
	for t := 1; t <= m.Tables; t++ {
		fmt.Fprintf(&b, "  table %d\n", t)
		for r := 1; r < m.Rounds; r++ {
			fmt.Fprintf(&b, "    after round %-3d %s\n", r, joinMoves(g.Card(t, r)))
		}
	}
	var rest []string
	for r := 1; r < m.Rounds; r++ {
		if mv, ok := g.ReturnFromRest(r); ok {
			rest = append(rest, fmt.Sprintf("    after round %-3d %s", r, mv))
		}
	}
	if len(rest) > 0 {
		b.WriteString("  rest\n" + strings.Join(rest, "\n") + "\n")
	}
	return b.String()
}

func joinMoves(moves []preferans.Move) string {
	parts := make([]string, len(moves))
	for i, mv := range moves {
		parts[i] = mv.String()
	}
	return strings.Join(parts, "  ")
}

func preferansSetText(m *movement.Movement) string {
	var b strings.Builder
	if row, ok := preferans.SetRow(m); ok {
		b.WriteString("Set row (sets 1.." + fmt.Sprint(m.Sets) + " in a row on the director's table; before each round the first set goes to the end):\n")
		fmt.Fprintf(&b, "  %s\n", preferans.FormatSetRow(row))
		b.WriteString("  Each place shows the table that plays the set lying there (Z: nobody; 1+2: shared by tables 1 and 2).\n")
		return b.String()
	}
	b.WriteString("Sets by round (the sets do not travel along a row):\n")
	for r, sets := range preferans.SetTable(m) {
		parts := make([]string, len(sets))
		for t, s := range sets {
			parts[t] = fmt.Sprintf("%3d", s)
		}
		fmt.Fprintf(&b, "  round %-3d%s\n", r+1, strings.Join(parts, ""))
	}
	return b.String()
}

func preferansDealText(m *movement.Movement) string {
	bs := m.BoardsOf(1)
	dealers := make([]string, len(bs))
	for i, d := range bs {
		dealers[i] = fmt.Sprintf("deal %d by %s", i+1, d.Dealer)
	}
	s := fmt.Sprintf("Deals: %d per set; set k holds deals %d(k−1)+1 to %dk. In every set %s", len(bs), len(bs), len(bs), strings.Join(dealers, ", "))
	if len(m.Seats) == 4 {
		s += "; the dealer sits out his deal"
	} else {
		s += "; the talon lies in the W pocket"
	}
	return s + ".\n"
}
