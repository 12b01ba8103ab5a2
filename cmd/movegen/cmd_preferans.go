package main

import (
	"github.com/spf13/cobra"
)

func newPreferansCmd(g *globalOptions) *cobra.Command {
	var opts generatorOptions
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
			return runGenerator(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd, "preferans")
	return cmd
}
