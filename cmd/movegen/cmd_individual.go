package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/whist"
)

// individualOptions are the flags of "movegen individual".
type individualOptions struct {
	Players, Rounds, Boards int
	Seats                   string
	Seed                    uint64
	Time                    time.Duration
	Output                  movementOutput

	flags *pflag.FlagSet // to ask which flags were given
}

func (o *individualOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.Players, "players", 0, fmt.Sprintf("number of players, %d to %d (required)", whist.MinPlayers, whist.MaxPlayers))
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: the whole whist tournament, or as many rounds as even out the sit-outs)")
	f.IntVar(&o.Boards, "boards", 2, "boards played a round")
	f.StringVar(&o.Seats, "seats", string(whist.Balanced), "balanced (North–South and East–West equally often), compare (even comparisons first) or fixed (the last player stays North at table 1)")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the searches: the same seed gives the same schedule")
	f.DurationVar(&o.Time, "time", searchTime, "longest time for the search (counts without a whist tournament)")
	o.Output.bind(cmd, movementFormats()...)
}

func newIndividualCmd(g *globalOptions) *cobra.Command {
	var opts individualOptions
	cmd := &cobra.Command{
		Use:   "individual --players N",
		Short: "Generate an individual bridge tournament (whist tournament)",
		Long: `individual seats N players at tables of four for individual bridge: everybody
partners and opposes many others. For 8, 9, 12, 13, ... 33 players (N ≡ 0 or 1
mod 4) and 37, 41, 53 and 61 it is a whist tournament: every two players are
partners exactly once and opponents exactly twice; N − 1 rounds when N ≡ 0
(mod 4), N rounds with one player sitting out each round when N ≡ 1 (mod 4).
--rounds below that keeps the rounds that spread opponents most evenly;
partners still never repeat.

Other counts (10, 11, 14, 15, ...) get the players left over sitting out in
turn, partners never repeated where the count allows and opponents spread as
evenly as the search finds; the bound is printed with the figures.

All tables of a round play the same boards, passed from table to table within
the round (or copies), so every board is played at every table and players are
compared across tables; nobody plays a board twice.`,
		Example: `  movegen individual --players 16
  movegen individual --players 13 --rounds 9 --boards 3
  movegen individual --players 10
  movegen individual --players 12 --seats fixed --format pdf -o cards.pdf`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.flags = cmd.Flags()
			return runIndividual(cmd.Context(), g, opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

// individualLibOptions checks the flags, naming the one that is wrong.
func individualLibOptions(opts individualOptions) (whist.Options, error) {
	v := opts.Players
	switch {
	case !flagGiven(opts.flags, "players"):
		return whist.Options{}, inputErrf("--players is required: the number of players, %d to %d", whist.MinPlayers, whist.MaxPlayers)
	case v < whist.MinPlayers || v > whist.MaxPlayers:
		return whist.Options{}, inputErrf("--players %d: want %d to %d", v, whist.MinPlayers, whist.MaxPlayers)
	case opts.Rounds < 0 || (flagGiven(opts.flags, "rounds") && opts.Rounds == 0) || opts.Rounds > movement.MaxRounds:
		return whist.Options{}, inputErrf("--rounds %d: want 1 to %d (leave --rounds out for the default)", opts.Rounds, movement.MaxRounds)
	case whist.Exists(v) && opts.Rounds > whist.FullRounds(v):
		return whist.Options{}, inputErrf("--rounds %d: the whist tournament for %d players has %d rounds", opts.Rounds, v, whist.FullRounds(v))
	case opts.Boards < 1 || opts.Boards > movement.MaxBoardsPerSet:
		return whist.Options{}, inputErrf("--boards %d: want 1 to %d", opts.Boards, movement.MaxBoardsPerSet)
	case opts.Time <= 0:
		return whist.Options{}, inputErrf("--time %v: want a positive duration such as 10s", opts.Time)
	}
	seats := whist.Seating(opts.Seats)
	if seats != whist.Balanced && seats != whist.Compare && seats != whist.Fixed {
		return whist.Options{}, inputErrf("--seats %q: want balanced, compare or fixed", opts.Seats)
	}
	if seats == whist.Fixed && !whist.HasFixedPlayer(v) {
		return whist.Options{}, inputErrf("--seats fixed: the schedule for %d players has no player who stays at one table (only the whist tournaments for 8, 12, 16, ... 32 players do)", v)
	}
	return whist.Options{Players: v, Rounds: opts.Rounds, BoardsPerSet: opts.Boards, Seats: seats, Seed: opts.Seed}, nil
}

func runIndividual(ctx context.Context, g *globalOptions, opts individualOptions) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	o, err := individualLibOptions(opts)
	if err != nil {
		return err
	}
	sctx, stop := timeLimit(ctx, opts.Time)
	defer stop()
	p := i18n.New(g.Lang)
	if !whist.Exists(o.Players) && isTerminal(g.stderr) {
		fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("searching (at most %v; Ctrl-C stops with the best so far)", opts.Time))
	}
	res, err := whist.Generate(sctx, o)
	if err != nil {
		return internalErr(err)
	}
	if res.Interrupted {
		fmt.Fprintln(g.stderr, "movegen: "+p.T("The search stopped early (--time or Ctrl-C): this is the best schedule found so far, and another run may differ."))
	}
	var lines []string
	for _, n := range res.Notes {
		lines = append(lines, p.Message("%s", n))
	}
	length, err := opts.Output.lengthNote(p, res.Movement)
	if err != nil {
		return err
	}
	if err := opts.Output.write(ctx, g, res.Movement, strings.Join(lines, "\n")+"\n"+length); err != nil {
		return err
	}
	return keptAfterSignal(ctx)
}
