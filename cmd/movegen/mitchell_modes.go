package main

// The two other shapes of "movegen mitchell": --sections and --variant.

import (
	"context"
	"maps"
	"slices"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement/mitchell"
)

// runMitchellSections plays --pairs as --sections Mitchell sections.
func runMitchellSections(ctx context.Context, g *globalOptions, opts mitchellOptions) error {
	if !flagGiven(opts.flags, "sections") {
		return inputErrf("--share-boards needs --sections: the boards are shared between sections")
	}
	for _, name := range []string{"tables", "rounds", "even", "missing", "arrow-switch", "switch-per-table", "variant"} {
		if flagGiven(opts.flags, name) {
			return inputErrf("--%s: not with --sections, which sizes the sections from --pairs", name)
		}
	}
	if !flagGiven(opts.flags, "pairs") {
		return inputErrf("--sections needs --pairs: the whole field")
	}
	o := mitchell.SectionOptions{Pairs: opts.Pairs, Sections: opts.Sections, BoardsPerRound: opts.BoardsPerRound, Winners: opts.Winners, ShareBoards: opts.ShareBoards}
	if err := libraryCheck(o.CheckSections(), map[string]string{"Pairs": "--pairs", "Sections": "--sections", "Winners": "--winners", "BoardsPerRound": "--boards-per-round"}); err != nil {
		return err
	}
	if err := opts.Output.check(); err != nil {
		return err
	}
	m, err := mitchell.GenerateSections(o)
	if err != nil {
		return libraryCheck(err, map[string]string{"BoardsPerRound": "--boards-per-round"})
	}
	return opts.Output.write(ctx, g, m, paragraph(i18n.New(g.Lang), mitchell.SectionNotes(o, m)))
}

// runMitchellVariant generates --variant web, hesitation or rover.
func runMitchellVariant(ctx context.Context, g *globalOptions, opts mitchellOptions) error {
	v := mitchell.Variant(opts.Variant)
	for _, field := range slices.Sorted(maps.Keys(mitchellFlags)) {
		if flag := mitchellFlags[field]; flagGiven(opts.flags, flag[2:]) && !v.Uses(field) && field != "Variant" {
			return inputErrf("%s: not with --variant %s", flag, v)
		}
	}
	if !flagGiven(opts.flags, "tables") {
		return inputErrf("--tables is required: the number of tables, %d to %d", mitchell.MinTables, mitchell.MaxTables)
	}
	o := mitchell.VariantOptions{Variant: v, Tables: opts.Tables, Pairs: opts.Pairs, Rounds: opts.Rounds, BoardsPerRound: opts.BoardsPerRound, Even: mitchell.EvenMethod(opts.Even)}
	if (flagGiven(opts.flags, "rounds") && o.Rounds < 1) || (flagGiven(opts.flags, "boards-per-round") && o.BoardsPerRound < 1) {
		return inputErrf("--rounds and --boards-per-round: want 1 or more (leave them out for the default)")
	}
	if err := opts.Output.check(); err != nil {
		return err
	}
	m, notes, err := mitchell.GenerateVariant(o)
	if err != nil {
		return libraryCheck(err, mitchellFlags)
	}
	return opts.Output.write(ctx, g, m, paragraph(i18n.New(g.Lang), notes))
}
