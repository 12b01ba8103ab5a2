package main

import (
	"github.com/spf13/cobra"
)

func newMitchellCmd(g *globalOptions) *cobra.Command {
	var opts generatorOptions
	cmd := &cobra.Command{
		Use:   "mitchell --tables T | --pairs P --sections N",
		Short: "Generate a Mitchell movement for bridge pairs",
		Long: `mitchell generates a Mitchell: the NS pairs stay at their tables, the EW pairs
move up one table each round and the boards move down one. With an odd number
of tables every NS pair meets every EW pair and everybody plays every board.

With an even number of tables the plain move would bring EW pairs back to
boards they have played. --even relay (the default) has tables 1 and T share
a set and parks one set on a bye stand between tables T/2 and T/2+1: all T
rounds are played, at the price of two tables passing boards between them.
--even skip moves the EW pairs two tables instead of one after T/2 rounds: no
sharing, but one round fewer, so each pair misses one opponent and one set.

--winners 1 arrow-switches rounds (EW play the NS cards) so both lines are
compared: unless --arrow-switch names them, every choice of whole rounds is
tried up to 15 rounds (above, a search that says so); --switch-per-table
then switches single tables while that raises the balance index, reporting
it before and after. Boards per round bring each pair's boards closest to
26, at least 2 with a relay. Flags that do not apply are refused.

--sections N plays the --pairs field as N Mitchells side by side, A, B, ...,
split as evenly as they go (30 pairs: 8 and 7 tables), every table full but
one with an odd field, all in step; tables are named A3 on every output.
--share-boards gives every section a copy of the same boards: fewer boards
in play, pairs compared across the field. check reports each section and
the field as a whole.

--variant web: more tables than rounds, sections A and D each with a copy
of the sets (--rounds, tables/2 to tables−1; with an even number the EW
pairs skip a table after half the rounds); at an odd number of tables
three sections, A of --rounds tables (odd, a third of the tables to
tables−2) and D and F of the rest, F playing the sets in reverse order;
everybody plays every board;
--pairs 2×tables+1 seats a rover as in the rover variant. hesitation:
one round more than tables, the moving pairs playing NS once at the last
table (with an even number tables 1 and the last share a set);
--rounds tables+2 is the double hesitation (odd tables from 5, NS at
tables 2 and the last); --pairs 2×tables−1 leaves the NS seat of table 1
empty (Exeter's 7½ tables), or with --missing ew a moving pair out, so
that every NS pair stays (Hinckley's ACBLscore files). rover: a
2×tables+1-th pair displaces a different NS pair each round after
sitting out round 1. bowman: a Mitchell of
tables−2 tables and sets with two appendix tables (the EBU's switched
Bowman at 11 tables: table 10 shares with table 1, table 11 with a
different table each round), tables−2 rounds; --pairs 2×tables−1 is the
9½- or 10½-table form; --winners 1 or --arrow-switch for one winner.
extra-board: more rounds than tables (--rounds tables+1 to tables+6,
default tables+2), the extra sets waiting on relays, no share and no skip
(the Blackpool: --tables 10 --rounds 12; where the extra sets are a
multiple of the tables no special move, and 4 tables have a one-set relay
between every two; --tables 4 --rounds 8 --pairs 9 adds McKinnon's rover
for 4½ tables, one winner). appendix: a core Mitchell of
--rounds tables and sets (odd, not a multiple of 3; default the EBU's
13-table core from 14 to 26 tables, 26 boards) with the other tables as
appendix tables, each beside a core table and sharing its boards; the two
lines move in opposite directions round the core, the pairs at the doubled
tables stay; --pairs 2×tables−1 leaves the last table's EW seat empty, and
--winners 1 or --arrow-switch gives one winner. twin: two Mitchells of
tables/2 tables side by side, each with its own copy of the boards, table
k of one playing the set of table k of the other; after tables/2 rounds
the EW pairs change sections and the other half of the boards comes into
play, so every NS pair meets every EW pair with no skip (McKinnon's twin
Mitchells at 6, 10 and 14 tables; even halves are relay Mitchells side by
side); --pairs 2×tables−1 and one winner as for the Bowman. criss-cross:
the boards stay on their tables and both lines move (McKinnon's
criss-cross Mitchell, an even number of tables): odd NS pairs down one,
even up one; EW pairs the other way, all up tables/2 at half time, then
back; at a multiple of 4 tables every NS pair meets every EW pair with no
relay and no skip; at 6, 10, 14, … the half-time move is tables/2−1 (odd
EW pairs up, even down) and tables−1 rounds play, each pair missing one
opponent and one set (the N-th round would repeat a set). combined: an
odd number of tables as two Mitchells of n½ tables whose half-table pairs
meet at the middle table (Magic Contest's combined Mitchell: at 25
tables EW 13 moves to EW 1, NS 13 to EW 14, EW 25 to NS 13), tables k and
n+1+k on the same boards. square: 4 tables in a square (3 and 2 above, 4
and 1 below; the MIT/DL Bridge Club's QM0404): NS pairs stay, the EW pairs
cross the square vertically, diagonally, vertically and the boards
horizontally, vertically, horizontally; 4 rounds, every NS pair meets every
EW pair with no relay and no skip; --arrow-switch 4 is the club's
one-winner QM0404-S. pivot: tables½ (--tables odd, --pairs 2×tables+1;
the Merlin scorer's pivot Mitchell, after bridge-results.de): NS pairs
1 to tables−1 stay; the moving pairs go up one table a round as EW, and
after EW at the last table (the pivot) sit out a round, then play NS
there, then go on as EW at table 1; one set on each table, none shared,
tables rounds (--rounds fewer), one winner by rounds switched at every
table but the pivot.

The text output is the master chart (round by round, each table's NS pair,
EW pair and boards) followed by the fairness report.`,
		Example: `  movegen mitchell --tables 7
  movegen mitchell --tables 8 --even skip
  movegen mitchell --tables 10 --rounds 8 --boards-per-round 3
  movegen mitchell --tables 7 --pairs 13 --missing ew
  movegen mitchell --tables 9 --winners 1
  movegen mitchell --tables 10 --winners 1 --switch-per-table
  movegen mitchell --tables 9 --arrow-switch 3,7 --format json -o m9.json
  movegen mitchell --pairs 30 --sections 2
  movegen mitchell --pairs 44 --sections 3 --share-boards
  movegen mitchell --variant web --tables 18 --rounds 13
  movegen mitchell --variant hesitation --tables 7
  movegen mitchell --variant rover --tables 7
  movegen mitchell --variant bowman --tables 11 --arrow-switch 9
  movegen mitchell --variant bowman --tables 10 --pairs 19
  movegen mitchell --variant extra-board --tables 10 --rounds 12
  movegen mitchell --variant appendix --tables 17
  movegen mitchell --variant twin --tables 10
  movegen mitchell --variant criss-cross --tables 8
  movegen mitchell --variant combined --tables 25
  movegen mitchell --variant square --tables 4
  movegen mitchell --variant pivot --tables 7`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGenerator(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd, "mitchell")
	return cmd
}
