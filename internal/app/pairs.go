package app

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// The pairs families: the Mitchell (plain, its variants and sections) and
// the Howell.

func mitchellFamily() *Family {
	return &Family{Name: "mitchell", run: runMitchell, Fields: []Field{
		{Name: "tables", Label: "Tables", Kind: Int, Lib: "Tables", Required: true,
			Help: fmt.Sprintf("number of tables, %d to %d (required unless --pairs says it)", mitchell.MinTables, mitchell.MaxTables)},
		{Name: "pairs", Label: "Pairs", Kind: Int, Lib: "Pairs",
			Help: "number of pairs: 2×tables (default), 2×tables−1 (one pair missing) or, with --variant rover, web or pivot, 2×tables+1 (the rover, or the pivot's half table); alone, it gives the tables: 13 or 14 pairs play at 7, 21 at 10 with a rover"},
		{Name: "rounds", Label: "Rounds", Kind: Int, Lib: "Rounds",
			Help: "rounds to play (default: all — tables, or tables−1 with --even skip)"},
		{Name: "boards-per-round", Label: "Boards a round", Kind: Int, Lib: "BoardsPerRound",
			Help: "boards in each set (default: brings each pair's boards closest to 26)"},
		{Name: "even", Label: "Even number of tables", Kind: Choice, Lib: "Even", Default: string(mitchell.DefaultEven),
			Choices: []string{string(mitchell.Relay), string(mitchell.Skip)},
			Help:    "even number of tables: relay (relay and bye stand) or skip; refused with an odd number of tables"},
		{Name: "missing", Label: "Line of the missing pair", Kind: Choice, Lib: "Missing", Default: "ns", Choices: []string{"ns", "ew"},
			Help: "with an odd number of pairs (--pairs 2×tables−1), the line of the missing pair (--variant hesitation: ns empties the NS seat of table 1, ew leaves out a moving pair and keeps every NS pair); refused otherwise"},
		{Name: "winners", Label: "Winners", Kind: Int, Lib: "Winners",
			Help: "1 (arrow-switch some rounds) or 2 (one winner per line); default 2, or 1 with --arrow-switch"},
		{Name: "arrow-switch", Label: "Rounds to arrow-switch", Kind: IntList, Lib: "ArrowSwitch",
			Help: "rounds to arrow-switch, such as 3,7 (implies --winners 1; default: the best whole rounds, tried exhaustively up to 15 rounds)"},
		{Name: "switch-per-table", Label: "Switch single tables", Kind: Bool, Lib: "PerTable",
			Help: "then switch single tables in single rounds while that raises the balance index (implies --winners 1)"},
		{Name: "sections", Label: "Sections", Kind: Int, Lib: "Sections",
			Help: "play the --pairs field as this many sections side by side (A, B, ...), near-equal and every table full; --tables is then left out"},
		{Name: "share-boards", Label: "Sections share the boards", Kind: Bool, Lib: "ShareBoards",
			Help: "with --sections, every section plays the same boards (fewer boards in play, and pairs compared across the field); with --variant twin, the two rows play one copy of the boards, tables k and tables/2+k sharing it (one room of tables, which .ASC, EBUScore and KBS hold)"},
		{Name: "variant", Label: "Variant", Kind: Choice, Lib: "Variant", Default: string(mitchell.Plain), Choices: mitchell.VariantNames(),
			Help: "web: more tables than rounds, a copy of the boards for each section (even --tables: two sections, --rounds tables/2 to tables−1; odd --tables: three, odd --rounds from a third of the tables to tables−2; --pairs 2×tables+1 seats a rover); hesitation: one round more than tables, moving pairs play NS once at the last table (--rounds tables+2: the double hesitation, odd --tables from 5; --pairs 2×tables−1: the NS seat of table 1 empty, or a moving pair out with --missing ew); rover: an odd or late pair takes a different NS seat each round (--pairs 2×tables+1); bowman: a Mitchell of tables−2 tables with two appendix tables sharing its boards, tables−2 rounds (--pairs 2×tables−1 leaves the last table's NS seat empty: 9½ or 10½ tables); extra-board: extra sets on relays, --rounds tables+1 to tables+6 (default tables+2; the Blackpool: --tables 10 --rounds 12; --tables 4 --rounds 8 --pairs 9: McKinnon's rover for 4½ tables, one winner); appendix: a core Mitchell of --rounds tables (odd, not a multiple of 3; default the EBU's 13 from 14 to 26 tables) with the other tables as appendix tables sharing its boards; twin: two Mitchells of tables/2 tables side by side with a copy of the boards each, the EW pairs changing sections half way (even --tables, at least 6); criss-cross: the boards stay, both lines move, even --tables (tables−1 rounds unless a multiple of 4); combined: two Mitchells of n½ tables whose half-table pairs meet at the middle table (odd --tables); square: 4 tables in a square, the EW pairs and the boards crossing it, 4 rounds with no relay and no skip (--tables 4); pivot: tables½ (odd --tables, --pairs 2×tables+1), the moving pairs sitting out after EW at the last table and then playing NS there, no shared boards, one winner. Without --tables, --pairs says them: 21 pairs are a 10-table web or rover Mitchell with a rover, 19 a 9½-table pivot or Bowman"},
	}}
}

// mitchellNames are the Mitchell's own fields.
var mitchellNames = []string{"tables", "pairs", "rounds", "boards-per-round", "even", "missing", "winners", "arrow-switch", "switch-per-table", "sections", "share-boards", "variant"}

func runMitchell(ctx context.Context, v *Values, _ GenerateOptions) (*Result, error) {
	if v.Bool("share-boards") && !v.Given("sections") && mitchell.Variant(v.String("variant")) != mitchell.Twin {
		return nil, &Error{Field: "share-boards", Why: say("needs %s: the boards are shared between sections", Name("sections"))}
	}
	if v.Given("sections") {
		return runSections(v)
	}
	if variant := mitchell.Variant(v.String("variant")); variant != mitchell.Plain {
		return runVariant(v, variant)
	}
	if extraBoardAsked(v) {
		// More rounds than tables: the extra sets wait on relays (the
		// Blackpool, mitchell --tables 10 --rounds 12).
		return runVariant(v, mitchell.ExtraBoard)
	}
	o := mitchell.Options{Tables: v.Int("tables"), Pairs: v.Int("pairs"), Rounds: v.Int("rounds"), BoardsPerRound: v.Int("boards-per-round"),
		Winners: v.Int("winners"), ArrowSwitch: v.Ints("arrow-switch"), PerTable: v.Bool("switch-per-table")}
	if !v.Given("tables") && v.Given("pairs") {
		// The pairs alone say the tables: 14 pairs at 7, 13 at 7 with
		// one pair missing.
		lo, hi := 2*mitchell.MinTables-1, 2*mitchell.MaxTables
		if o.Pairs < lo || o.Pairs > hi {
			return nil, &Error{Field: "pairs", Value: strconv.Itoa(o.Pairs),
				Why: say("want %d to %d pairs (%d to %d tables); more play in sections (%s)", lo, hi, mitchell.MinTables, mitchell.MaxTables, Name("sections"))}
		}
		o.Tables = (o.Pairs + 1) / 2
	}
	if v.Given("even") {
		o.Even = mitchell.EvenMethod(v.String("even"))
	}
	if v.Given("missing") {
		o.Missing = movement.NS
		if v.String("missing") == "ew" {
			o.Missing = movement.EW
		}
	}
	if err := o.Check(); err != nil {
		return nil, v.LibError(err)
	}
	m, err := mitchell.Generate(o)
	if err != nil {
		return nil, internal(err)
	}
	return &Result{Movement: m, Notes: mitchell.Notes(o, m), Name: fmt.Sprintf("mitchell-%d", o.Tables)}, nil
}

// extraBoardAsked reports whether a plain Mitchell request is an
// extra-board Mitchell: more rounds than tables, and no field but the
// tables, pairs (all of them, or one fewer), rounds and boards a round given.
func extraBoardAsked(v *Values) bool {
	T := v.Int("tables")
	if !v.Given("tables") || !v.Given("rounds") || v.Int("rounds") <= T || v.Int("rounds") > T+mitchell.MaxExtraSets {
		return false
	}
	if v.Given("pairs") && v.Int("pairs") != 2*T && v.Int("pairs") != 2*T-1 {
		return false
	}
	used := []string{"tables", "pairs", "rounds", "boards-per-round"}
	return v.NotWith(mitchellNames, used, say("%s", Name("rounds"))) == nil
}

// runSections plays the pairs field as several Mitchell sections.
func runSections(v *Values) (*Result, error) {
	used := []string{"pairs", "sections", "boards-per-round", "winners", "share-boards"}
	if err := v.NotWith(mitchellNames, used, say("%s", Name("sections"))); err != nil {
		return nil, err
	}
	o := mitchell.SectionOptions{Pairs: v.Int("pairs"), Sections: v.Int("sections"), BoardsPerRound: v.Int("boards-per-round"),
		Winners: v.Int("winners"), ShareBoards: v.Bool("share-boards")}
	if err := o.CheckSections(); err != nil {
		return nil, v.LibError(err)
	}
	m, err := mitchell.GenerateSections(o)
	if err != nil {
		return nil, v.LibError(err)
	}
	return &Result{Movement: m, Notes: mitchell.SectionNotes(o, m), Name: fmt.Sprintf("mitchell-%d-pairs-%d-sections", o.Pairs, o.Sections)}, nil
}

// runVariant builds a web, hesitation, rover, Bowman, extra-board,
// appendix, twin, criss-cross, combined, square or pivot Mitchell.
func runVariant(v *Values, variant mitchell.Variant) (*Result, error) {
	used := []string{"variant"}
	for _, f := range v.Fields() {
		if f.Lib != "" && variant.Uses(f.Lib) {
			used = append(used, f.Name)
		}
	}
	if err := v.NotWith(mitchellNames, used, say("%s %s", Name("variant"), string(variant))); err != nil {
		return nil, err
	}
	o := mitchell.VariantOptions{Variant: variant, Tables: v.Int("tables"), Pairs: v.Int("pairs"), Rounds: v.Int("rounds"), BoardsPerRound: v.Int("boards-per-round"),
		Winners: v.Int("winners"), ArrowSwitch: v.Ints("arrow-switch"), ShareBoards: v.Bool("share-boards")}
	if v.Given("missing") {
		o.Missing = movement.NS
		if v.String("missing") == "ew" {
			o.Missing = movement.EW
		}
	}
	fromPairs := !v.Given("tables") && v.Given("pairs") && variant.Uses("Pairs")
	if fromPairs && o.Pairs < 2*mitchell.MinTables-1 {
		// Fewer pairs than the smallest Mitchell seats make no variant.
		return nil, &Error{Field: "pairs", Value: strconv.Itoa(o.Pairs),
			Why: say("want %d to %d pairs (%d to %d tables)", 2*mitchell.MinTables-1, 2*mitchell.MaxTables+1, mitchell.MinTables, mitchell.MaxTables)}
	}
	if fromPairs {
		// The pairs alone say the tables, as for a plain Mitchell: 21
		// pairs are a 10-table web with a rover, a 9½-table Bowman's
		// 19 pairs are 10 tables with one NS seat empty.
		o.Tables = variant.TablesFor(o.Pairs)
	}
	if v.Given("even") {
		o.Even = mitchell.EvenMethod(v.String("even"))
	}
	m, notes, err := mitchell.GenerateVariant(o)
	var oe *movement.OptionError
	if fromPairs && errors.As(err, &oe) && oe.Field == "Tables" {
		// The tables came from the pairs: the pairs are what to change.
		return nil, &Error{Field: "pairs", Value: strconv.Itoa(o.Pairs), Why: say("%d pairs make %d tables; tables: %v", o.Pairs, o.Tables, oe.Text)}
	}
	if err != nil {
		return nil, v.LibError(err)
	}
	name := fmt.Sprintf("mitchell-%s-%d", variant, o.Tables)
	if variant == mitchell.Web && m.Contestants == 2*m.Tables+1 {
		name = fmt.Sprintf("mitchell-web-rover-%d", o.Tables)
	}
	return &Result{Movement: m, Notes: notes, Name: name}, nil
}

func howellFamily() *Family {
	return &Family{Name: "howell", run: runHowell, Fields: []Field{
		{Name: "pairs", Label: "Pairs", Kind: Int, Lib: "Pairs", Required: true,
			Help: fmt.Sprintf("number of pairs, %d to %d (required)", howell.MinPairs, howell.MaxPairs)},
		{Name: "rounds", Label: "Rounds", Kind: Int, Lib: "Rounds",
			Help: "rounds to play (default: the complete Howell, pairs−1 rounds, or pairs for an odd count)"},
		{Name: "boards-per-round", Label: "Boards a round", Kind: Int, Lib: "BoardsPerRound",
			Help: "boards in each set (default: brings each pair's boards closest to 26)"},
		{Name: "barometer", Label: "Barometer", Kind: Bool, Lib: "Barometer",
			Help: "every table plays the same boards each round (duplicated boards, a copy for each table), so each round is scored before the next"},
		{Name: "appendix", Label: "Appendix table", Kind: Bool, Lib: "Appendix",
			Help: "the appendix Howell: the complete Howell for pairs−2 pairs (pairs−1 if odd) with one table added beside a table without a stationary pair, the two sharing its boards, and two new stationary pairs (McKinnon, \"Appendix tables\"); not every two pairs meet"},
		{Name: "interwoven", Label: "Interwoven", Kind: Bool, Lib: "Interwoven",
			Help: "the interwoven Howell, the second session after a Mitchell of pairs/2 tables (7 to 20): its NS pairs and its EW pairs each play a Howell among themselves (at 7, 11, 13, 17, 19 tables the two pairs out meet at table 1 and one set of boards serves; otherwise a double Howell, a copy of the boards for each line)"},
	}}
}

func runHowell(_ context.Context, v *Values, _ GenerateOptions) (*Result, error) {
	o := howell.Options{Pairs: v.Int("pairs"), Rounds: v.Int("rounds"), BoardsPerRound: v.Int("boards-per-round"), Barometer: v.Bool("barometer"), Interwoven: v.Bool("interwoven"), Appendix: v.Bool("appendix")}
	if err := o.Check(); err != nil {
		return nil, v.LibError(err)
	}
	m, err := howell.Generate(o)
	if err != nil {
		return nil, internal(err)
	}
	notes, err := howell.Notes(o, m)
	if err != nil {
		return nil, internal(err)
	}
	name := fmt.Sprintf("howell-%d", o.Pairs)
	if o.Barometer {
		name += "-barometer"
	}
	if o.Interwoven {
		name = fmt.Sprintf("howell-interwoven-%d", o.Pairs/2)
	}
	if o.Appendix {
		name = fmt.Sprintf("howell-appendix-%d", o.Pairs)
	}
	return &Result{Movement: m, Notes: notes, Name: name}, nil
}
