package main

import (
	"github.com/spf13/cobra"
)

func newIndividualCmd(g *globalOptions) *cobra.Command {
	var opts generatorOptions
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

11, 15, 19, 23, 27 and 31 players play the whist tournament for one player
more without its fixed player: partners never repeat. Every other count
(10, 14, 18, 22, 26, 30, 34, 35, 36, 38, 39, 40, and 42 to 64 but 53 and
61) is seated by a search within --time, the players left over sitting out
in turn: it starts from a seating in which no two players are partners
twice and only moves partnerships between tables to spread opponents, so
partners never repeat (with --rounds below the default at 35, 39, 43, ...
players it promises nothing); the bound is printed with the figures.

All tables of a round play the same boards, passed from table to table within
the round (or copies), so every board is played at every table and players are
compared across tables; nobody plays a board twice.

--rainbow plays the ACBL's Rainbow individual instead, at a prime number of
tables from 5 (20, 28, 44, 52, 68, ... players): North stays, South moves up
one table a round, East up two, West down two, the boards down one; in the
tables' number of rounds every two players of different lines meet once
(N–S and E–W as partners), and each table plays its own boards.`,
		Example: `  movegen individual --players 16
  movegen individual --players 13 --rounds 9 --boards 3
  movegen individual --players 10
  movegen individual --players 12 --seats fixed --format pdf -o cards.pdf
  movegen individual --players 28 --rainbow`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGenerator(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd, "individual")
	return cmd
}
