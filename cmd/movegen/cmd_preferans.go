package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/seating"
)

// preferansEffort is the default budget of the seating planner behind
// --method auto: enough for a good schedule at 6 tables, a few seconds at
// most.
const preferansEffort = 20_000

// preferansOptions are the flags of "movegen preferans".
type preferansOptions struct {
	Tables, Seats, Players, Rounds int
	Method                         string
	Seed                           uint64
	Effort                         int
	Output                         movementOutput

	tablesSet, seatsSet, playersSet, roundsSet bool
}

func (o *preferansOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.Tables, "tables", 0, "number of tables, all full")
	f.IntVar(&o.Seats, "seats", 4, "players at a table: 4 or 3 (with --players, only layouts of this size)")
	f.IntVar(&o.Players, "players", 0, "number of players; movegen chooses the tables (instead of --tables)")
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: the full cycle)")
	f.StringVar(&o.Method, "method", string(preferans.Auto), "auto, rotation, field, rest or extra-move")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the seating planner that auto uses when no perfect method exists: the same seed and effort give the same schedule")
	f.IntVar(&o.Effort, "effort", preferansEffort, "search budget in moves of that seating planner")
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
			opts.roundsSet = f.Changed("rounds")
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
	case opts.Rounds < 0 || (opts.roundsSet && opts.Rounds == 0):
		return o, inputErrf("--rounds %d: want at least 1 round (leave --rounds out to play the full cycle)", opts.Rounds)
	case opts.Effort < 1:
		return o, inputErrf("--effort %d: want a positive number of moves", opts.Effort)
	}
	o = preferans.Options{Tables: opts.Tables, Seats: opts.Seats, Players: opts.Players, Rounds: opts.Rounds, Method: method,
		Seed: opts.Seed, Effort: opts.Effort}
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
		var re *preferans.RequestError
		if errors.As(err, &re) {
			return &exitError{code: exitInput, err: re, text: re.Text()}
		}
		return internalErr(err)
	}
	guide, err := preferans.Instructions(res.Movement)
	if err != nil {
		return internalErr(err)
	}
	p := i18n.New(g.Lang)
	method := preferansMethodText(p, res)
	if res.Method == preferans.Auto {
		method += preferansBoundText(p, res.Movement)
	}
	return opts.Output.write(g, res.Movement,
		method,
		preferansGuideText(p, res.Movement, guide),
		preferansSetText(p, res.Movement),
		preferansDealText(p, res.Movement))
}

// preferansMethodText says which method was used, why, and what it
// promises.
func preferansMethodText(p *i18n.Printer, res *preferans.Result) string {
	return p.Sprintf("Method: %s. %s.", methodName(p, res.Method), p.Message("%s", res.LayoutText)) + "\n" +
		p.Sprintf("Why: %s", p.Message("%s", res.WhyText)) + "\n" +
		p.Sprintf("Promise: %s", p.Message("%s", res.PromiseText)) + "\n"
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
	case preferans.Rest:
		return p.T("one rest a round (--method rest)")
	case preferans.ExtraMove:
		return p.T("extra move (--method extra-move)")
	case preferans.Auto:
		return p.T("seating planner (--method auto)")
	}
	return string(m)
}

// preferansGuideText lists the table instructions in the book's notation
// ("3S–2W"), with the seat letters of p's language.
func preferansGuideText(p *i18n.Printer, m *movement.Movement, g *preferans.Guide) string {
	var b strings.Builder
	if m.Rounds < 2 {
		return p.T("Table instructions: one round, nobody moves.") + "\n"
	}
	if g.Same {
		b.WriteString(p.T("Table instructions (the same after every round; a seat not listed stays):") + "\n")
		for t := 1; t <= m.Tables; t++ {
			b.WriteString("  " + padRight(p.Sprintf("table %d", t), 10) + joinMoves(p, g.Card(t, 1)) + "\n")
		}
		if mv, ok := g.ReturnFromRest(1); ok {
			b.WriteString("  " + padRight(p.T("rest"), 10) + moveText(p, mv) + "\n")
		}
		return b.String()
	}
	b.WriteString(p.T("Table instructions (they change from round to round; a seat not listed stays):") + "\n")
	for t := 1; t <= m.Tables; t++ {
		b.WriteString("  " + p.Sprintf("table %d", t) + "\n")
		for r := 1; r < m.Rounds; r++ {
			b.WriteString("    " + p.Sprintf("after round %-3d %s", r, joinMoves(p, g.Card(t, r))) + "\n")
		}
	}
	var rest []string
	for r := 1; r < m.Rounds; r++ {
		if mv, ok := g.ReturnFromRest(r); ok {
			rest = append(rest, "    "+p.Sprintf("after round %-3d %s", r, moveText(p, mv)))
		}
	}
	if len(rest) > 0 {
		b.WriteString("  " + p.T("rest") + "\n" + strings.Join(rest, "\n") + "\n")
	}
	return b.String()
}

// padRight pads s with spaces to width characters, leaving at least one
// space after it.
func padRight(s string, width int) string {
	n := utf8.RuneCountInString(s)
	if n >= width {
		return s + " "
	}
	return s + strings.Repeat(" ", width-n)
}

func joinMoves(p *i18n.Printer, moves []preferans.Move) string {
	parts := make([]string, len(moves))
	for i, mv := range moves {
		parts[i] = moveText(p, mv)
	}
	return strings.Join(parts, "  ")
}

// moveText writes a move in the book's notation, "3S–2W" ("3 Ю–2 З" in
// Russian, with no-break spaces so З is not read as 3), P (Р) for a rest.
func moveText(p *i18n.Printer, mv preferans.Move) string {
	return placeText(p, mv.From) + "–" + placeText(p, mv.To)
}

func placeText(p *i18n.Printer, pl preferans.Place) string {
	if pl.Table == 0 {
		return p.T("P")
	}
	return cards.SeatTag(p, pl.Table, pl.Seat)
}

// preferansSetText is the director's set row, or the sets by round when the
// sets do not travel along a row.
func preferansSetText(p *i18n.Printer, m *movement.Movement) string {
	var b strings.Builder
	if row, ok := preferans.SetRow(m); ok {
		b.WriteString(p.Sprintf("Set row (sets 1..%d in a row on the director's table; before each round the first set goes to the end):", m.Sets) + "\n")
		b.WriteString("  " + preferans.FormatSetRow(row) + "\n")
		b.WriteString("  " + p.T("Each place shows the table that plays the set lying there (Z: nobody; 1+2: shared by tables 1 and 2).") + "\n")
		return b.String()
	}
	b.WriteString(p.T("Sets by round (the sets do not travel along a row; each column is a table, each entry the set it plays):") + "\n")
	lead := utf8.RuneCountInString(p.Sprintf("round %-3d%s", 1, ""))
	head := p.T("table")
	head += strings.Repeat(" ", max(lead-utf8.RuneCountInString(head), 0))
	for t := 1; t <= m.Tables; t++ {
		head += fmt.Sprintf("%3d", t)
	}
	b.WriteString("  " + head + "\n")
	for r, sets := range preferans.SetTable(m) {
		parts := make([]string, len(sets))
		for t, s := range sets {
			parts[t] = fmt.Sprintf("%3d", s)
		}
		b.WriteString("  " + p.Sprintf("round %-3d%s", r+1, strings.Join(parts, "")) + "\n")
	}
	return b.String()
}

// preferansDealText says how many deals a set holds and who deals each.
func preferansDealText(p *i18n.Printer, m *movement.Movement) string {
	bs := m.BoardsOf(1)
	dealers := make([]string, len(bs))
	for i, d := range bs {
		dealers[i] = p.Message("deal %d by %s", i+1, d.Dealer)
	}
	n, list := len(bs), strings.Join(dealers, ", ")
	if len(m.Seats) == 4 {
		return p.Sprintf("Deals: %d per set; set k holds deals %d(k−1)+1 to %dk. In every set %s; the dealer sits out his deal.", n, n, n, list) + "\n"
	}
	return p.Sprintf("Deals: %d per set; set k holds deals %d(k−1)+1 to %dk. In every set %s; the talon lies in the W pocket.", n, n, n, list) + "\n"
}

// preferansBoundText states, for a schedule from the seating planner, the
// bounds on cross-line meetings (as "movegen seating" prints them) and
// where the schedule stands: repeated meetings are counted over the pairs
// of players who can meet (different lines), as the fairness report does.
func preferansBoundText(p *i18n.Printer, m *movement.Movement) string {
	sizes := make([]int, m.Tables)
	for i := range sizes {
		sizes[i] = len(m.Seats)
	}
	b, err := seating.BoundsOf(seating.Problem{Players: m.Contestants, TableSizes: sizes, Rounds: m.Rounds,
		Lines: true, Sets: true, Game: movement.Preferans})
	if err != nil {
		return ""
	}
	rep := movement.Analyze(m)
	repeats := 0
	for i := 1; i <= m.Contestants; i++ {
		for j := i + 1; j <= m.Contestants; j++ {
			repeats += max(0, rep.Meetings.At(i, j)-1)
		}
	}
	var sb strings.Builder
	sb.WriteString(p.T("Bounds:") + "\n")
	for _, st := range b.Statements {
		sb.WriteString("  - " + p.Message("%s", st.Text) + ".\n")
	}
	verdict := p.T("bound reached")
	if repeats > b.MinRepeats {
		verdict = p.T("bound not reached")
	}
	sb.WriteString(p.Sprintf("Repeated cross-line meetings: %#d (the bound allows %#d) — %s.", repeats, b.MinRepeats, verdict) + "\n")
	return sb.String()
}
