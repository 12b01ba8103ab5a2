package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// mitchellOptions are the flags of "movegen mitchell".
type mitchellOptions struct {
	Tables, Pairs, Rounds, BoardsPerRound int
	Even, Missing                         string
	Winners                               int
	ArrowSwitch                           []int
	PerTable                              bool
	Sections                              int
	ShareBoards                           bool
	Variant                               string
	Output                                movementOutput

	// flags tells which flags were given on the command line, so that an
	// explicit 0 or a flag that does not apply is refused rather than
	// treated as the default.
	flags *pflag.FlagSet
}

// mitchellFlags names the flag of each field of mitchell.Options (and
// VariantOptions), for the library's errors.
var mitchellFlags = map[string]string{
	"Tables": "--tables", "Pairs": "--pairs", "Even": "--even", "Missing": "--missing", "Rounds": "--rounds",
	"BoardsPerRound": "--boards-per-round", "Winners": "--winners", "ArrowSwitch": "--arrow-switch",
	"PerTable": "--switch-per-table", "Variant": "--variant",
}

func (o *mitchellOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.IntVar(&o.Tables, "tables", 0, fmt.Sprintf("number of tables, %d to %d (required)", mitchell.MinTables, mitchell.MaxTables))
	f.IntVar(&o.Pairs, "pairs", 0, "number of pairs: 2×tables (default) or 2×tables−1 (one pair missing)")
	f.IntVar(&o.Rounds, "rounds", 0, "rounds to play (default: all — tables, or tables−1 with --even skip)")
	f.IntVar(&o.BoardsPerRound, "boards-per-round", 0, "boards in each set (default: brings each pair's boards closest to 26)")
	enumVar(f, &o.Even, "even", string(mitchell.DefaultEven), "even number of tables: relay (relay and bye stand) or skip; refused with an odd number of tables", string(mitchell.Relay), string(mitchell.Skip))
	enumVar(f, &o.Missing, "missing", "ns", "with an odd number of pairs (--pairs 2×tables−1), the line of the missing pair; refused otherwise", "ns", "ew")
	f.IntVar(&o.Winners, "winners", 0, "1 (arrow-switch some rounds) or 2 (one winner per line); default 2, or 1 with --arrow-switch")
	f.IntSliceVar(&o.ArrowSwitch, "arrow-switch", nil, "rounds to arrow-switch, such as 3,7 (implies --winners 1; default: the best whole rounds, tried exhaustively up to 15 rounds)")
	f.BoolVar(&o.PerTable, "switch-per-table", false, "then switch single tables in single rounds while that raises the balance index (implies --winners 1)")
	f.IntVar(&o.Sections, "sections", 0, "play the --pairs field as this many sections side by side (A, B, ...), near-equal and every table full; --tables is then left out")
	f.BoolVar(&o.ShareBoards, "share-boards", false, "with --sections, every section plays the same boards (fewer boards in play, and pairs compared across the field)")
	enumVar(f, &o.Variant, "variant", string(mitchell.Plain), "web: more tables than rounds, two copies of the boards (even --tables, odd --rounds); hesitation: one round more than tables, moving pairs play NS once at the last table (odd --tables); rover: an odd or late pair takes a different NS seat each round (--pairs 2×tables+1)", mitchell.VariantNames()...)
	o.Output.bind(cmd, movementFormats()...)
}

func newMitchellCmd(g *globalOptions) *cobra.Command {
	var opts mitchellOptions
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

--variant web: more tables than rounds, sections A and B each with a copy
of an odd number of sets (--rounds); everybody plays every board. hesitation:
one round more than an odd number of tables, the moving pairs playing NS
once at the last table. rover: a 2×tables+1-th pair displaces a different
NS pair each round after sitting out round 1.

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
  movegen mitchell --variant rover --tables 7`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.flags = cmd.Flags()
			return runMitchell(cmd.Context(), g, opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

// mitchellLibOptions checks the flags, naming the one that is wrong, and
// turns them into generator options.
func mitchellLibOptions(opts mitchellOptions) (mitchell.Options, error) {
	T := opts.Tables
	o := mitchell.Options{Tables: T, Pairs: opts.Pairs, Rounds: opts.Rounds, BoardsPerRound: opts.BoardsPerRound, Winners: opts.Winners, ArrowSwitch: opts.ArrowSwitch, PerTable: opts.PerTable}
	if !flagGiven(opts.flags, "tables") {
		return o, inputErrf("--tables is required: the number of tables, %d to %d", mitchell.MinTables, mitchell.MaxTables)
	}
	if T < mitchell.MinTables || T > mitchell.MaxTables {
		return o, inputErrf("--tables %d: want %d to %d", T, mitchell.MinTables, mitchell.MaxTables)
	}
	if opts.Pairs != 0 && opts.Pairs != 2*T && opts.Pairs != 2*T-1 {
		return o, inputErrf("--pairs %d: a Mitchell at %d tables has %d or %d pairs", opts.Pairs, T, 2*T-1, 2*T)
	}
	o.Even = mitchell.EvenMethod(opts.Even)
	if flagGiven(opts.flags, "even") && T%2 == 1 {
		return o, inputErrf("--even %s: only for an even number of tables; with %d tables every pair meets every set without relay or skip", opts.Even, T)
	}
	o.Missing = movement.NS
	if opts.Missing == "ew" {
		o.Missing = movement.EW
	}
	if flagGiven(opts.flags, "missing") && opts.Pairs != 2*T-1 {
		return o, inputErrf("--missing %s: only with an odd number of pairs (--pairs %d at %d tables); with %d pairs no pair is missing", opts.Missing, 2*T-1, T, 2*T)
	}
	full := mitchell.FullRounds(T, o.Even)
	if opts.Rounds < 0 || opts.Rounds > full || (flagGiven(opts.flags, "rounds") && opts.Rounds == 0) {
		return o, inputErrf("--rounds %d: want 1 to %d at %d tables (leave --rounds out to play all %d)", opts.Rounds, full, T, full)
	}
	if opts.BoardsPerRound < 0 || opts.BoardsPerRound > movement.MaxBoardsPerSet || (flagGiven(opts.flags, "boards-per-round") && opts.BoardsPerRound == 0) {
		return o, inputErrf("--boards-per-round %d: want 1 to %d (leave it out for the default)", opts.BoardsPerRound, movement.MaxBoardsPerSet)
	}
	if opts.BoardsPerRound == 1 && mitchell.SharesSets(T, o.Even) {
		return o, inputErrf("--boards-per-round 1: with %d tables and --even relay, tables 1 and %d share a set every round, and one board cannot be at two tables at once; use 2 or more, or --even skip", T, T)
	}
	if opts.Winners < 0 || opts.Winners > 2 {
		return o, inputErrf("--winners %d: want 1 or 2", opts.Winners)
	}
	if opts.Winners == 2 && len(opts.ArrowSwitch) > 0 {
		return o, inputErrf("--arrow-switch gives one winner, but --winners 2 asks for two")
	}
	if opts.Winners == 2 && opts.PerTable {
		return o, inputErrf("--switch-per-table gives one winner, but --winners 2 asks for two")
	}
	return o, libraryCheck(o.Check(), mitchellFlags)
}

func runMitchell(ctx context.Context, g *globalOptions, opts mitchellOptions) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if flagGiven(opts.flags, "sections") || opts.ShareBoards {
		return runMitchellSections(ctx, g, opts)
	}
	if opts.Variant != string(mitchell.Plain) {
		return runMitchellVariant(ctx, g, opts)
	}
	o, err := mitchellLibOptions(opts)
	if err != nil {
		return err
	}
	if err := opts.Output.check(); err != nil {
		return err
	}
	m, err := mitchell.Generate(o)
	if err != nil {
		return internalErr(err)
	}
	p := i18n.New(g.Lang)
	length, err := opts.Output.lengthNote(p, m)
	if err != nil {
		return err
	}
	return opts.Output.write(ctx, g, m, paragraph(p, mitchell.Notes(o, m))+length)
}
