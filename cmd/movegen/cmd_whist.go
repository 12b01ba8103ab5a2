package main

import (
	"github.com/spf13/cobra"
)

func newWhistCmd(g *globalOptions) *cobra.Command {
	var opts generatorOptions
	cmd := &cobra.Command{
		Use:   "whist --tables T | --pairs P",
		Short: "Generate a whist movement for bridge pairs (EW down two, boards down one)",
		Long: `whist generates the whist movement for pairs (Ian McKinnon, "Movements",
bridgecentral.com; his ready reckoner lists it for 3, 5, 6½ and 7 tables):
the NS pairs stay at their tables, the EW pairs move down two tables each
round and the boards down one, as many rounds as tables. With an odd number
of tables every NS pair meets every EW pair once and everybody plays every
board. With an even number the EW pairs move down three tables once, after
half the rounds, and the last round is a revenge round: each EW pair plays
the one set it has not played, against an NS pair it has met.

--pairs 2×tables−1 leaves the NS seat of the last table empty (the EW pairs
sit out there in turn). --pairs 2×tables+1 adds a rover (the whist rover,
McKinnon's "Whist rover pairs"): it sits out round 1 and then takes a
different table's NS seat each round, the NS pair it displaces sitting out;
its tables are the page's rule or schedule (6 to 18 tables), else a bounded
search, and the notes say how often it meets an EW pair again.

Two winners, one a line, unless --arrow-switch names rounds in which the EW
pairs play the NS cards, or --winners 1 asks movegen to choose them as for a
Mitchell: every choice of whole rounds up to 15 rounds (the notes say so),
a search above. The text output is the master chart followed by the
fairness report.`,
		Example: `  movegen whist --tables 7
  movegen whist --pairs 13
  movegen whist --tables 5 --pairs 11
  movegen whist --tables 8 --rounds 7
  movegen whist --tables 7 --arrow-switch 7 --format json -o w7.json
  movegen whist --tables 7 --winners 1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGenerator(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd, "whist")
	return cmd
}
