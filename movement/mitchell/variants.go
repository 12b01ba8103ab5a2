package mitchell

import (
	"slices"
	"strings"

	"github.com/movegen/movegen/movement"
)

// Variant names a Mitchell variant beyond the plain one: what `movegen
// mitchell --variant` chooses.
type Variant string

// The variants.
const (
	// Plain is the Mitchell of Generate.
	Plain Variant = "plain"
	// Web is GenerateWeb: more tables than rounds, two copies of the boards.
	Web Variant = "web"
	// Hesitation is GenerateHesitation: one round more than tables, the
	// moving pairs playing NS for one round at the last table.
	Hesitation Variant = "hesitation"
	// Rover is GenerateRover: an odd or late pair that takes a different NS
	// seat each round.
	Rover Variant = "rover"
	// Bowman is GenerateBowman: a base Mitchell of tables−2 tables with two
	// appendix tables sharing its boards (bowman.go).
	Bowman Variant = "bowman"
	// ExtraBoard is GenerateExtraBoard: extra sets on relays, more rounds
	// than tables (extraboard.go).
	ExtraBoard Variant = "extra-board"
	// Appendix is GenerateAppendix: a core Mitchell of --rounds tables with
	// appendix tables sharing its boards, the EBU's 13-table core for 14 to
	// 26 tables (appendix.go).
	Appendix Variant = "appendix"
	// Twin is GenerateTwin: two Mitchells of tables/2 tables sharing
	// boards across, the EW pairs changing sections half way (twin.go).
	Twin Variant = "twin"
	// CrissCross is GenerateCrissCross: the boards still, both lines
	// moving, an even number of tables (crisscross.go).
	CrissCross Variant = "criss-cross"
	// Combined is GenerateCombined: two Mitchells of n½ tables whose
	// half-table pairs meet at the middle table (combined.go).
	Combined Variant = "combined"
	// Square is GenerateSquare: 4 tables in a square, the EW pairs and the
	// boards crossing it, no relay and no skip (square.go).
	Square Variant = "square"
	// Pivot is GeneratePivot: R½ tables, the moving pairs sitting out
	// after the pivot table and playing NS there (pivot.go).
	Pivot Variant = "pivot"
)

// Variants lists the variants in the order help shows them.
func Variants() []Variant {
	return []Variant{Plain, Web, Hesitation, Rover, Bowman, ExtraBoard, Appendix, Twin, CrissCross, Combined, Square, Pivot}
}

// Title is the name a director knows variant v by, in English (the start
// of its movements' names: "Web Mitchell"); "Mitchell" for Plain.
func (v Variant) Title() string {
	switch v {
	case Web:
		return "Web Mitchell"
	case Hesitation:
		return "Hesitation Mitchell"
	case Rover:
		return "Rover Mitchell"
	case Bowman:
		return "Bowman"
	case ExtraBoard:
		return "Extra-board Mitchell"
	case Appendix:
		return "Appendix Mitchell"
	case Twin:
		return "Twin Mitchell"
	case CrissCross:
		return "Criss-cross Mitchell"
	case Combined:
		return "Combined Mitchell"
	case Square:
		return "Square Mitchell"
	case Pivot:
		return "Pivot Mitchell"
	}
	return "Mitchell"
}

// VariantNames lists the variants' names, as Variants orders them.
func VariantNames() []string {
	var out []string
	for _, v := range Variants() {
		out = append(out, string(v))
	}
	return out
}

// VariantOptions describe a movement of one of the variants; each variant
// uses only some fields (Uses).
type VariantOptions struct {
	Variant Variant
	// Tables is the tables of the movement (for a rover, of the Mitchell
	// it joins).
	Tables int
	// Pairs, when not 0, must be the variant's pairs: 2×Tables, or
	// 2×Tables+1 with a rover.
	Pairs int
	// Rounds is the rounds to play (for a web Mitchell, the sets; for an
	// appendix Mitchell, its core's tables); 0 means the variant's default
	// (tables+2 for the extra-board Mitchell, DefaultAppendixBase for the
	// appendix Mitchell).
	Rounds         int
	BoardsPerRound int
	// Even is the rover's base Mitchell's even-table method.
	Even EvenMethod
	// Winners and ArrowSwitch are the Bowman's, the appendix Mitchell's
	// and the twin Mitchell's (BowmanOptions, AppendixOptions,
	// TwinOptions).
	Winners     int
	ArrowSwitch []int
	// ShareBoards is the twin Mitchell's OneCopy: both rows on one copy
	// of the boards.
	ShareBoards bool
	// Missing is the hesitation Mitchell's missing pair when Pairs is
	// 2×Tables−1: NS (or "") leaves the NS seat of table 1 empty, EW a
	// moving pair out (HesitationOptions.MissingMoving).
	Missing movement.Seat
}

// Uses reports whether variant v reads the field of VariantOptions named
// field ("Pairs", "Rounds", "BoardsPerRound", "Even"; Tables always); any
// other name (an Options field no variant reads) is false.
func (v Variant) Uses(field string) bool {
	switch v {
	case Web:
		return slices.Contains([]string{"Tables", "Pairs", "Rounds", "BoardsPerRound"}, field)
	case Hesitation:
		return slices.Contains([]string{"Tables", "Pairs", "Rounds", "BoardsPerRound", "Missing"}, field)
	case Rover:
		return slices.Contains([]string{"Tables", "Pairs", "Rounds", "BoardsPerRound", "Even"}, field)
	case Bowman:
		return slices.Contains([]string{"Tables", "Pairs", "BoardsPerRound", "Winners", "ArrowSwitch"}, field)
	case ExtraBoard:
		return slices.Contains([]string{"Tables", "Pairs", "Rounds", "BoardsPerRound"}, field)
	case Appendix:
		return slices.Contains([]string{"Tables", "Pairs", "Rounds", "BoardsPerRound", "Winners", "ArrowSwitch"}, field)
	case Twin:
		return slices.Contains([]string{"Tables", "Pairs", "BoardsPerRound", "Winners", "ArrowSwitch", "ShareBoards"}, field)
	case Pivot:
		return slices.Contains([]string{"Tables", "Pairs", "Rounds", "BoardsPerRound", "Winners", "ArrowSwitch"}, field)
	case CrissCross, Combined, Square:
		return slices.Contains([]string{"Tables", "Pairs", "BoardsPerRound", "Winners", "ArrowSwitch"}, field)
	}
	return v == Plain
}

// TablesFor is the tables variant v seats pairs pairs at, for a request
// that gives the pairs and not the tables: a rover or the pivot's half
// table is the odd pair (2×T+1 pairs at T tables), a web seats 2×T, or
// 2×T+1 with a rover, and every other variant 2×T, or 2×T−1 with one pair
// missing. Whether v holds that many pairs at those tables is the
// generator's to say.
func (v Variant) TablesFor(pairs int) int {
	switch v {
	case Rover, Pivot:
		return (pairs - 1) / 2
	case Web:
		return pairs / 2
	}
	return (pairs + 1) / 2
}

// GenerateVariant builds the movement o describes (not Plain: use Generate)
// and explains it, one sentence per line; errors are *OptionError naming
// the field of VariantOptions.
func GenerateVariant(o VariantOptions) (*movement.Movement, []movement.Text, error) {
	T := o.Tables
	if o.Variant == Bowman {
		b := BowmanOptions{Tables: T, Pairs: o.Pairs, BoardsPerRound: o.BoardsPerRound, Winners: o.Winners, ArrowSwitch: o.ArrowSwitch}
		m, err := GenerateBowman(b)
		if err != nil {
			return nil, nil, err
		}
		return m, bowmanNotes(b, m), nil
	}
	if o.Variant == Appendix {
		a := AppendixOptions{Tables: T, Base: o.Rounds, BoardsPerRound: o.BoardsPerRound, Pairs: o.Pairs, Winners: o.Winners, ArrowSwitch: o.ArrowSwitch}
		m, err := GenerateAppendix(a)
		if err != nil {
			return nil, nil, renameField(err, "Base", "Rounds")
		}
		return m, appendixNotes(a, m), nil
	}
	if o.Variant == Twin {
		w := TwinOptions{Tables: T, Pairs: o.Pairs, BoardsPerRound: o.BoardsPerRound, Winners: o.Winners, ArrowSwitch: o.ArrowSwitch, OneCopy: o.ShareBoards}
		m, err := GenerateTwin(w)
		if err != nil {
			return nil, nil, err
		}
		return m, twinNotes(w, m), nil
	}
	if o.Variant == Combined {
		if o.Pairs != 0 && o.Pairs != 2*T && T >= MinCombinedTables {
			return nil, nil, optionErr("Pairs", "the %s variant at %d tables seats %d pairs", o.Variant, T, 2*T)
		}
		c := CombinedOptions{Tables: T, BoardsPerRound: o.BoardsPerRound, Winners: o.Winners, ArrowSwitch: o.ArrowSwitch}
		m, err := GenerateCombined(c)
		if err != nil {
			return nil, nil, err
		}
		return m, combinedNotes(c, m), nil
	}
	if o.Variant == Pivot {
		if o.Pairs != 0 && o.Pairs != 2*T+1 && T >= MinPivotTables {
			return nil, nil, optionErr("Pairs", "the %s variant at %d tables seats %d pairs", o.Variant, T, 2*T+1)
		}
		if o.Winners == 2 {
			return nil, nil, optionErr("Winners", "a pivot Mitchell has one winner: its moving pairs play NS at the pivot table")
		}
		v := PivotOptions{Tables: T, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound, ArrowSwitch: o.ArrowSwitch}
		m, err := GeneratePivot(v)
		if err != nil {
			return nil, nil, err
		}
		return m, pivotNotes(v, m), nil
	}
	if o.Variant == Square {
		if T != 0 && T != SquareTables {
			return nil, nil, optionErr("Tables", "a square Mitchell is %d tables", SquareTables)
		}
		if o.Pairs != 0 && o.Pairs != 2*SquareTables {
			return nil, nil, optionErr("Pairs", "the %s variant at %d tables seats %d pairs", o.Variant, SquareTables, 2*SquareTables)
		}
		q := SquareOptions{BoardsPerRound: o.BoardsPerRound, Winners: o.Winners, ArrowSwitch: o.ArrowSwitch}
		m, err := GenerateSquare(q)
		if err != nil {
			return nil, nil, err
		}
		return m, squareNotes(q, m), nil
	}
	if o.Variant == CrissCross {
		if o.Pairs != 0 && o.Pairs != 2*T && T >= MinCrissCrossTables {
			return nil, nil, optionErr("Pairs", "the %s variant at %d tables seats %d pairs", o.Variant, T, 2*T)
		}
		c := CrissCrossOptions{Tables: T, BoardsPerRound: o.BoardsPerRound, Winners: o.Winners, ArrowSwitch: o.ArrowSwitch}
		m, err := GenerateCrissCross(c)
		if err != nil {
			return nil, nil, err
		}
		return m, crissCrossNotes(c, m), nil
	}
	if o.Variant == Hesitation {
		return variantHesitation(o)
	}
	pairs := 2 * T
	webRover := o.Variant == Web && o.Pairs == 2*T+1
	if o.Variant == Rover || webRover {
		pairs++
	}
	if o.Variant == ExtraBoard && o.Pairs == pairs-1 {
		pairs-- // the NS seat of the last table empty
	}
	if o.Variant == ExtraBoard && o.Pairs == pairs+1 {
		pairs++ // a rover (ExtraBoardOptions.Check says where)
	}
	if o.Pairs != 0 && o.Pairs != pairs && T >= MinTables && T <= MaxTables {
		if o.Variant == Web {
			return nil, nil, optionErr("Pairs", "the web variant at %d tables seats %d pairs, or %d with a rover", T, 2*T, 2*T+1)
		}
		return nil, nil, optionErr("Pairs", "the %s variant at %d tables seats %d pairs", o.Variant, T, pairs)
	}
	switch o.Variant {
	case Web:
		w := WebOptions{Tables: T, Sets: o.Rounds, BoardsPerRound: o.BoardsPerRound, Rover: webRover}
		m, err := GenerateWeb(w)
		if err != nil {
			return nil, nil, renameField(err, "Sets", "Rounds")
		}
		return m, webNotes(w, m), nil
	case ExtraBoard:
		x := ExtraBoardOptions{Tables: T, Pairs: o.Pairs, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound}
		if x.Rounds == 0 {
			x.Rounds = T + 2
		}
		m, err := GenerateExtraBoard(x)
		if err != nil {
			return nil, nil, err
		}
		return m, extraBoardNotes(x, m), nil
	case Rover:
		r := RoverOptions{Tables: T, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound, Even: o.Even}
		m, err := GenerateRover(r)
		if err != nil {
			return nil, nil, err
		}
		return m, roverNotes(r, m), nil
	}
	return nil, nil, optionErr("Variant", "want web, hesitation, rover, bowman, extra-board, appendix, twin, criss-cross, combined, square or pivot")
}

// renameField turns an *OptionError on field from into one on field to.
func renameField(err error, from, to string) error {
	if oe, ok := err.(*OptionError); ok && oe.Field == from {
		c := *oe
		c.Field = to
		return &c
	}
	return err
}

// webNotes explains a web Mitchell in words.
func webNotes(w WebOptions, m *movement.Movement) []movement.Text {
	n := m.Sections[0].Tables
	T := m.Tables
	lines := []movement.Text{
		say("Web Mitchell: tables A1–A%d and D1–D%d, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through both sections (from A%d to D1, from D%d to A1).", n, T-n, m.Sets, n, T-n),
		say("Boards move down one table a round in each section: section A starts set 1 at A1, section D plays the sets in the opposite order; the sets not on a table wait on the section's bye stand."),
	}
	if len(m.Sections) == 3 {
		d := m.Sections[1].Tables
		first := say("Web Mitchell at an odd number of tables: tables A1–A%d, D1–D%d and F1–F%d, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through the three sections (from A%d to D1, from D%d to F1, from F%d to A1).", n, d, d, m.Sets, n, d, d)
		if d == 1 {
			first = say("Web Mitchell at an odd number of tables: tables A1–A%d, D1 and F1, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through the three sections (from A%d to D1, from D1 to F1, from F1 to A1).", n, m.Sets, n)
		}
		lines = []movement.Text{
			first,
			say("Boards move down one table a round in each section: sections A and D start set 1 at their first table, section F plays the sets in the opposite order; the sets not on a table wait on the section's bye stand."),
		}
	}
	if w.Rover {
		path, again, _ := roverSearch(webRounds(w.normalized()))
		names := make([]string, 0, len(path)-1)
		for _, t := range path[1:] {
			names = append(names, m.TableName(t))
		}
		lines = append(lines,
			say("Rover: pair %d NS sits out round 1, then takes the NS seat of tables %s in rounds 2–%d; the NS pair it displaces sits out that round and comes back to its table the next.", T+1, strings.Join(names, ", "), m.Rounds))
		if again == 0 {
			lines = append(lines, say("Every table is full every round; the rover plays a new set and meets a new EW pair every round."))
		} else {
			lines = append(lines, say("Every table is full every round; the rover plays a new set every round and meets an EW pair again %s (the fewest a bounded search found).", movement.Times(again)))
		}
		lines = append(lines, say("More tables than rounds: every EW pair plays all %d sets once; the rover and each NS pair it displaces sit out one round.", m.Sets))
	} else {
		lines = append(lines, say("More tables than rounds: every pair plays all %d sets once and nobody sits out; each EW pair meets %d of the %d NS pairs, none twice.", m.Sets, m.Rounds, T))
	}
	lines = append(lines,
		say("The report's section lines count each section's rounds alone (the EW pairs play in both); the field is one across the room, every two NS pairs compared on every board."),
		movement.BoardsNote(m, false, false))
	if k := WebSkipRound(m.Sets); k > 0 {
		skip := say("An even number of sets: after round %d the EW pairs skip a table once (they move up two tables instead of one); moving up one table every round they would meet the sets they had played again.", k)
		lines = append(lines[:1], append([]movement.Text{skip}, lines[1:]...)...)
	}
	return lines
}

// roverNotes explains a rover Mitchell in words: the base Mitchell's
// notes, then the rover's path.
func roverNotes(r RoverOptions, m *movement.Movement) []movement.Text {
	base := Notes(r.base(), m)
	boards := base[len(base)-1]
	path, again, _ := roverTables(r.base().normalized())
	lines := append(base[:len(base)-1:len(base)-1],
		say("Rover: pair %d NS sits out round 1, then takes the NS seat of tables %s in rounds 2–%d; the NS pair it displaces sits out that round and comes back to its table the next.", r.Tables+1, movement.JoinInts(path[1:], ", "), m.Rounds))
	if again == 0 {
		lines = append(lines, say("Every table is full every round; the rover plays a new set and meets a new EW pair every round."))
	} else {
		lines = append(lines, say("Every table is full every round; the rover plays a new set every round and meets an EW pair again %s (the fewest a bounded search found).", movement.Times(again)))
	}
	return append(lines, boards)
}

// variantHesitation is GenerateVariant's hesitation Mitchell: 2T pairs, or
// 2T−1 with one missing (Missing says which); Rounds T+1 (or 0) for the
// hesitation, T+2 for the double hesitation.
func variantHesitation(o VariantOptions) (*movement.Movement, []movement.Text, error) {
	T := o.Tables
	h := HesitationOptions{Tables: T, BoardsPerRound: o.BoardsPerRound}
	switch o.Rounds {
	case 0, T + 1:
	case T + 2:
		h.Double = true
	default:
		return nil, nil, optionErr("Rounds", "a hesitation Mitchell at %d tables plays %d rounds, or %d as the double hesitation (an odd number of tables, 5 or more)", T, T+1, T+2)
	}
	switch o.Pairs {
	case 0, 2 * T:
		if o.Missing != "" {
			return nil, nil, optionErr("Missing", "only with an odd number of pairs (%d at %d tables); with %d pairs no pair is missing", 2*T-1, T, 2*T)
		}
	case 2*T - 1:
		h.Missing = true
		h.MissingMoving = o.Missing == movement.EW
	default:
		if T >= MinTables && T <= MaxTables {
			return nil, nil, optionErr("Pairs", "the hesitation variant at %d tables seats %d pairs, or %d with one missing", T, 2*T, 2*T-1)
		}
	}
	if o.Missing != "" && o.Missing != movement.NS && o.Missing != movement.EW {
		return nil, nil, optionErr("Missing", "want NS or EW")
	}
	m, err := GenerateHesitation(h)
	if err != nil {
		return nil, nil, err
	}
	return m, hesitationNotes(m), nil
}
