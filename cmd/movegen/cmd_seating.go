package main

import (
	"github.com/spf13/cobra"
)

func newSeatingCmd(g *globalOptions) *cobra.Command {
	var opts generatorOptions
	cmd := &cobra.Command{
		Use:   "seating --players N",
		Short: "Plan individual seating: nobody meets the same players twice",
		Long: `seating seats players at tables for a number of rounds so that nobody meets
the same players twice, or as rarely as the numbers allow. It states the
bounds first, uses a construction when one fits (affine planes, Kirkman
triple systems and other resolvable designs, cyclic and orbit designs) and
otherwise a seeded tabu search; the same --seed and
--effort give the same schedule on any number of cores. --time (10s by
default) or Ctrl-C stops early with the best schedule so far and says so.
Without --sets the plan schedules seats only (boards: the director's choice)
and every --format writes it; with --sets each table's set is passed on and
nobody plays a set twice. --lines keeps each player on one seat letter.`,
		Example: `  movegen seating --players 32 --per-table 4 --rounds 9 --seed 1
  movegen seating --players 24 --per-table 4 --rounds 6 --format json -o s24.json
  movegen seating --players 11 --sizes 4,4,3 --rounds 5
  movegen seating --players 20 --per-table 4 --sets --format json -o s20.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGenerator(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd, "seating")
	return cmd
}
