package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
)

// howellOptions are the flags of "movegen howell".
type howellOptions struct {
	Pairs, Rounds, BoardsPerRound int
	Output                        movementOutput

	flags *pflag.FlagSet // to tell which flags were given
}

func (o *howellOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.Pairs, "pairs", 0, fmt.Sprintf("number of pairs, %d to %d (required)", howell.MinPairs, howell.MaxPairs))
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: the complete Howell, pairs−1 rounds, or pairs for an odd count)")
	f.IntVar(&o.BoardsPerRound, "boards-per-round", 0, "boards in each set (default: brings each pair's boards closest to 26)")
	o.Output.bind(cmd, movementFormats()...)
}

func newHowellCmd(g *globalOptions) *cobra.Command {
	var opts howellOptions
	cmd := &cobra.Command{
		Use:   "howell --pairs P",
		Short: "Generate a Howell movement for bridge pairs",
		Long: `howell generates a Howell: one field in which every pair meets every other
pair once and plays every board once, with one winner. The highest-numbered
pair stays North-South at table 1; everybody else moves as the guide cards say.

For 8, 12, 16, 20, 24, 28, 32 and 36 pairs (and the odd counts just below
most of them) the movement is perfectly balanced: every two pairs are compared
on the same number of boards. Other counts get the most even comparisons
movegen's search finds, and the report prints the figures. With 4 or 6 pairs
some tables share a set in a round (a relay), as no schedule exists without,
so each set needs at least 2 boards.

An odd number of pairs plays the movement for one pair more with a phantom:
whoever meets it sits out that round. --rounds below the complete count gives
a partial Howell (such as a three-quarter Howell); movegen keeps the rounds
with the best balance index and lists them. Boards per round default to the
number that brings each pair's boards closest to 26.`,
		Example: `  movegen howell --pairs 8
  movegen howell --pairs 11
  movegen howell --pairs 16 --rounds 11
  movegen howell --pairs 12 --boards-per-round 2 --format json -o h12.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.flags = cmd.Flags()
			return runHowell(cmd.Context(), g, opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

func runHowell(ctx context.Context, g *globalOptions, opts howellOptions) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := opts.Output.check(); err != nil {
		return err
	}
	P := opts.Pairs
	if !flagGiven(opts.flags, "pairs") {
		return inputErrf("--pairs is required: the number of pairs, %d to %d", howell.MinPairs, howell.MaxPairs)
	}
	if P < howell.MinPairs || P > howell.MaxPairs {
		return inputErrf("--pairs %d: want %d to %d", P, howell.MinPairs, howell.MaxPairs)
	}
	full := howell.CompleteRounds(P)
	if opts.Rounds < 0 || opts.Rounds > full || (flagGiven(opts.flags, "rounds") && opts.Rounds == 0) {
		return inputErrf("--rounds %d: want 1 to %d for %d pairs (leave --rounds out for the complete Howell)", opts.Rounds, full, P)
	}
	if opts.BoardsPerRound < 0 || opts.BoardsPerRound > movement.MaxBoardsPerSet || (flagGiven(opts.flags, "boards-per-round") && opts.BoardsPerRound == 0) {
		return inputErrf("--boards-per-round %d: want 1 to %d (leave it out for the default)", opts.BoardsPerRound, movement.MaxBoardsPerSet)
	}
	if opts.BoardsPerRound == 1 && howell.SharesSets(P) {
		return inputErrf("--boards-per-round 1: with %d pairs some tables share a set in a round, and one board cannot be at two tables at once; use 2 or more", P)
	}
	o := howell.Options{Pairs: P, Rounds: opts.Rounds, BoardsPerRound: opts.BoardsPerRound}
	if err := libraryCheck(o.Check(), map[string]string{"Pairs": "--pairs", "Rounds": "--rounds", "BoardsPerRound": "--boards-per-round"}); err != nil {
		return err
	}
	m, err := howell.Generate(o)
	if err != nil {
		return internalErr(err)
	}
	notes, err := howell.Notes(o, m)
	if err != nil {
		return internalErr(err)
	}
	p := i18n.New(g.Lang)
	length, err := opts.Output.lengthNote(p, m)
	if err != nil {
		return err
	}
	return opts.Output.write(ctx, g, m, paragraph(p, notes)+length)
}
