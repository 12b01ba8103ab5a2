package main

import (
	"github.com/spf13/cobra"
)

func newHowellCmd(g *globalOptions) *cobra.Command {
	var opts generatorOptions
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
number that brings each pair's boards closest to 26.

--barometer plays the same boards at every table in each round (set 1 in
round 1, set 2 in round 2, ...), with a copy of the boards for each table,
so each round is scored before the next; the pairs move as in the Howell.
For 8, 12, 16, 20, 24, 28, 32 and 36 pairs the barometer is perfectly
balanced too (its NS seats form a difference set); other counts turn single
tables round where that evens the comparisons, and the report says how even.

--interwoven builds the interwoven Howell, the second session of a two-session
event whose first is a Mitchell of pairs/2 tables (7 to 20): the Mitchell's NS
pairs (1 to T) and its EW pairs (T+1 to 2T) each play a Howell among
themselves. At 7, 11, 13, 17 and 19 tables each line has a pair out each round,
the two pairs out meet at table 1, every set is at one table a round (one set
of boards) and every pair plays every set once, in T rounds. At the other
counts it is McKinnon's double Howell: each line the complete Howell of its
pairs with its own copy of the boards (sections A and D), T−1 rounds at an even
count, T at 9 and 15 (the stationary pair missing, the two pairs who would meet
it meeting at table 1). After mitchell --tables T --rounds T−1 (odd T) or the
relay mitchell --tables T (even T) every pair has met every other once: at 11
tables 10 + 11 rounds, at 16 tables 16 + 15.`,
		Example: `  movegen howell --pairs 8
  movegen howell --pairs 11
  movegen howell --pairs 16 --rounds 11
  movegen howell --pairs 12 --boards-per-round 2 --format json -o h12.json
  movegen howell --pairs 16 --barometer
  movegen howell --pairs 22 --interwoven`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGenerator(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd, "howell")
	return cmd
}
