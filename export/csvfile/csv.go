package csvfile

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Layout selects the shape of the CSV file. A file holds one layout only,
// so that it imports as one table.
type Layout string

// The layouts.
const (
	// Flat: one row per occupied seat per round (the default).
	Flat Layout = "flat"
	// Bridgemate: one row per table per round, for pairs movements.
	Bridgemate Layout = "bridgemate"
	// Magic: Magic Contest's simple movement, pasted into its movement
	// window: tab-separated Table, Round, N-S, E-W, From, To, no header.
	Magic Layout = "magic"
)

// Layouts lists the layout names ParseLayout accepts, the default first.
func Layouts() []string { return []string{string(Flat), string(Bridgemate), string(Magic)} }

// ParseLayout reads a layout name; "" means Flat.
func ParseLayout(s string) (Layout, error) {
	switch Layout(s) {
	case "", Flat:
		return Flat, nil
	case Bridgemate:
		return Bridgemate, nil
	case Magic:
		return Magic, nil
	}
	return "", fmt.Errorf("%q: want flat, bridgemate or magic", s)
}

// ErrInvalid is wrapped by the error Write returns for a movement that
// movement.Validate finds errors in: a schedule that seats a contestant
// twice or plays a board twice would be scored wrongly from the file.
var ErrInvalid = errors.New("the movement is invalid")

// flatHeader is the header row of the flat layout.
var flatHeader = []string{"round", "table", "set", "boards", "seat", "contestant", "label", "switched"}

// bridgemateHeader is the header row of the Bridgemate-style layout.
var bridgemateHeader = []string{"Section", "Table", "Round", "NSPair", "EWPair", "LowBoard", "HighBoard", "Switched"}

// flag01 writes a yes/no column as 1 or 0, which spreadsheets can sum.
func flag01(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// Write writes m in one layout after checking it with movement.Validate;
// an invalid movement is refused with an error wrapping ErrInvalid and
// nothing is written.
func Write(w io.Writer, m *movement.Movement, layout Layout) error {
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		more := ""
		if len(errs) > 1 {
			more = fmt.Sprintf(" (and %d more errors)", len(errs)-1)
		}
		return fmt.Errorf("csv: %w: %v%s", ErrInvalid, errs[0], more)
	}
	switch layout {
	case "", Flat:
		return WriteFlat(w, m)
	case Bridgemate:
		return WriteBridgemate(w, m)
	case Magic:
		return WriteMagic(w, m)
	}
	return fmt.Errorf("csv: layout %q: want flat or bridgemate", layout)
}

// WriteFlat writes one row per occupied seat per round, in round, table
// and seat order: round, table, set, boards ("7-9"), seat (N E S W, NS or
// EW), contestant number, label, and switched: 1 when the round is
// arrow-switched at that table (the contestant plays the other direction's
// cards and is scored in the other line), else 0. Empty seats are left
// out; resting contestants have no row. Column names and seat letters are
// fixed (not translated) so that programs can read the file.
func WriteFlat(w io.Writer, m *movement.Movement) error {
	cw := NewRecordWriter(w)
	if err := cw.Write(flatHeader); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	for _, row := range m.Grid() {
		for _, p := range row {
			if p == nil {
				continue
			}
			first, last := m.Boards(p.Set)
			boards := strconv.Itoa(first) + "-" + strconv.Itoa(last)
			if p.Set == 0 {
				boards = "" // a seating-only movement: no boards scheduled
			}
			for i, c := range p.Seats {
				if c == 0 || i >= len(m.Seats) {
					continue
				}
				rec := []string{strconv.Itoa(p.Round), strconv.Itoa(p.Table), strconv.Itoa(p.Set), boards,
					string(m.Seats[i]), strconv.Itoa(c), m.Label(c), flag01(p.Switched)}
				if err := cw.Write(rec); err != nil {
					return fmt.Errorf("csv: %w", err)
				}
			}
		}
	}
	if err := cw.Flush(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return nil
}

// WriteBridgemate writes the pairs layout of Bridgemate's round table
// (RoundData: Section, Table, Round, NSPair, EWPair, LowBoard, HighBoard)
// and a Switched column, following Bridgemate's published rules for that
// table (docs/formats/bridgemate.md): a row for every table of every
// section in every round, so that each table's rounds are 1, 2, … with
// none missing; a table not in use that round has pairs 0 and boards 0,
// and a pair sitting out (facing an empty seat) has its opponent 0 and
// boards 0; sections are letters A to Z.
//
// The pair numbers are the numbers the cards print (scorerfile.Numbers):
// a Mitchell's "EW 3" is EWPair 3, a section's "NS A3" is NSPair 3 in
// section A. NSPair and EWPair name the pairs by the cards they hold: in
// an arrow-switched round the pair sitting NS plays the EW cards, so it
// is written as EWPair, and Switched is 1. When a pair holds the cards
// of the line its card number does not belong to (an arrow switch, a
// one-winner movement), the cards' numbers must be unique over the room,
// else it is refused with the --ew-numbers-from sentence. It refuses
// individual movements and more than 26 sections.
func WriteBridgemate(w io.Writer, m *movement.Movement) error {
	letters, rows, err := roundTable(m, "csv", "the Bridgemate layout", BridgemateFormat, "Bridgemate")
	if err != nil {
		return err
	}
	cw := NewRecordWriter(w)
	if err := cw.Write(bridgemateHeader); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	for _, r := range rows {
		if err := cw.Write([]string{letters[r.Section], strconv.Itoa(r.Table), strconv.Itoa(r.Round),
			strconv.Itoa(r.NSPair), strconv.Itoa(r.EWPair), strconv.Itoa(r.LowBoard), strconv.Itoa(r.HighBoard), flag01(r.Switched)}); err != nil {
			return fmt.Errorf("csv: %w", err)
		}
	}
	if err := cw.Flush(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return nil
}

// WriteMagic writes a pairs movement as Magic Contest's simple movement,
// the text its movement window takes pasted from a spreadsheet
// (magicscoring.com, "Movement editor": the columns, left to right, are
// Table, Round, N-S, E-W, From and To board, without headers): one line a
// table and round, the columns separated by tabs, as a spreadsheet copies
// them. The rows are the Bridgemate round table's (Magic Contest keeps
// its movements in a Bridgemate database): every table in every round, a
// sit-out or an idle table with boards 0 (inferred from the Bridgemate
// rules; the help page does not say), the pairs by the numbers the cards
// print and by the cards held (the simple movement has no switch
// column). It refuses sections (the simple movement has no section
// column), teams (a team event has columns of its own, not published) and
// individual movements.
func WriteMagic(w io.Writer, m *movement.Movement) error {
	if m.Kind == movement.Pairs && len(m.Sections) > 0 && !m.SectionsAreOneField() {
		return &scorerfile.CannotWrite{Format: MagicFormat, Movement: m.Name, Why: movement.Say("%d sections: Magic Contest's simple movement has no section column; write each section's movement on its own", len(m.Sections))}
	}
	if m.Kind == movement.Pairs && m.Teams != nil {
		return &scorerfile.CannotWrite{Format: MagicFormat, Movement: m.Name, Why: movement.Say("a teams movement: a team event has columns of its own in Magic Contest, which its help page does not list; movegen writes the simple movement of a pairs event only")}
	}
	_, rows, err := roundTable(m, "csv", "Magic Contest's simple movement", MagicFormat, "Magic Contest")
	if err != nil {
		return err
	}
	var b strings.Builder
	for _, r := range rows {
		for i, v := range []int{r.Table, r.Round, r.NSPair, r.EWPair, r.LowBoard, r.HighBoard} {
			if i > 0 {
				b.WriteByte('\t')
			}
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteString("\r\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("magic contest: %w", err)
	}
	return nil
}

// The scorers' names of the two CSV layouts, as refusals (a
// scorerfile.CannotWrite's Format) and the notes on what a file loses
// name them.
const (
	BridgemateFormat = "Bridgemate CSV"
	MagicFormat      = "Magic Contest"
)

// BridgemateRound is one row of Bridgemate's round table (the rows of
// WriteBridgemate): Section is an index into the section letters.
type BridgemateRound struct {
	Section, Table, Round int
	// NSPair and EWPair are the pairs by the cards they hold, numbered
	// as the cards print them; 0 for none.
	NSPair, EWPair int
	// LowBoard and HighBoard are 0 at a sit-out or an idle table.
	LowBoard, HighBoard int
	// Switched says the NS pair sits EW (an arrow switch).
	Switched bool
}

// BridgemateRounds returns the rows WriteBridgemate writes, by the same
// rules, and the section letters (["A"] without sections), for a writer
// of another file in Bridgemate's terms (the Data Connector's JSON).
func BridgemateRounds(m *movement.Movement) ([]string, []BridgemateRound, error) {
	return roundTable(m, "bridgemate", "the Bridgemate layout", BridgemateFormat, "Bridgemate")
}

// roundTable is BridgemateRounds for the file layout, its errors starting
// with prefix and naming the layout; a refusal (scorerfile.CannotWrite)
// names format, and its reason the scorer that numbers the pairs.
func roundTable(m *movement.Movement, prefix, layout, format, scorer string) ([]string, []BridgemateRound, error) {
	// Sections that are one field (a web, a twin Mitchell) are scored as
	// one section of all the tables: a pair keeps one number all session.
	m = m.AcrossTheRoom()
	if m.Kind != movement.Pairs {
		return nil, nil, fmt.Errorf("%s: %s needs a pairs movement, not %s", prefix, layout, m.Kind)
	}
	ns, ew := m.SeatIndex(movement.NS), m.SeatIndex(movement.EW)
	if ns < 0 || ew < 0 {
		return nil, nil, fmt.Errorf("%s: %s needs NS and EW seats", prefix, layout)
	}
	nums, err := bridgemateNumbers(m, ns, ew, format, scorer)
	if err != nil {
		return nil, nil, err
	}
	letters := make([]string, max(len(m.Sections), 1))
	letters[0] = "A"
	for i, sec := range m.Sections {
		letters[i] = sec.Name
		if len(sec.Name) != 1 || sec.Name[0] < 'A' || sec.Name[0] > 'Z' {
			return nil, nil, fmt.Errorf("%s: section %q: Bridgemate names sections by one letter A to Z", prefix, sec.Name)
		}
	}
	var out []BridgemateRound
	err = roundRows(m, nums, func(sec, table, r, nsPair, ewPair, low, high int, sw bool) error {
		out = append(out, BridgemateRound{sec, table, r, nsPair, ewPair, low, high, sw})
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", prefix, err)
	}
	return letters, out, nil
}

// roundRows calls row for every table of every round, in round and table
// order: the section (index), the table within it, the round, the pairs
// by the cards held (0 for none) and the boards (0 and 0 at a sit-out or
// an idle table), and whether the table is arrow-switched.
func roundRows(m *movement.Movement, nums pairNumbers, row func(sec, table, r, nsPair, ewPair, low, high int, sw bool) error) error {
	ns, ew := m.SeatIndex(movement.NS), m.SeatIndex(movement.EW)
	first := sectionFirsts(m)
	grid := m.Grid()
	for r := 1; r <= m.Rounds; r++ {
		for t := 1; t <= m.Tables; t++ {
			sec, table := m.SectionOf(t)
			nsPair, ewPair, low, high, sw := 0, 0, 0, 0, false
			if p := grid[r-1][t-1]; p != nil && len(p.Seats) > max(ns, ew) {
				a, b := p.Seats[ns], p.Seats[ew]
				if p.Switched {
					a, b = b, a
				}
				nsPair, ewPair = nums.of(a, first[sec]), nums.of(b, first[sec])
				if p.InPlay() && p.Seats[ns] != 0 && p.Seats[ew] != 0 {
					low, high = m.Boards(p.Set)
				}
				sw = p.Switched
			}
			if err := row(sec, table, r, nsPair, ewPair, low, high, sw); err != nil {
				return err
			}
		}
	}
	return nil
}

// pairNumbers are the numbers a Bridgemate file gives the contestants.
type pairNumbers struct {
	n []int // index c-1; 0 means "number within the section" (no label)
}

// of is contestant c's number (0 for an empty seat); offset numbers an
// unlabelled pair from 1 within its section.
func (p pairNumbers) of(c, offset int) int {
	if c == 0 {
		return 0
	}
	if p.n[c-1] == 0 {
		return c - offset
	}
	return p.n[c-1]
}

// bridgemateNumbers works out the number of every contestant: its card
// number when every pair holds only the cards of its card line (or has no
// line), else its card number when those are unique over the room, else
// the refusal.
func bridgemateNumbers(m *movement.Movement, ns, ew int, format, scorer string) (pairNumbers, error) {
	cards := scorerfile.Numbers(m)
	out := pairNumbers{n: make([]int, len(cards))}
	ownLine := true
	for _, p := range m.Play {
		if len(p.Seats) <= max(ns, ew) {
			continue
		}
		for i, c := range []int{p.Seats[ns], p.Seats[ew]} {
			if c < 1 || c > len(cards) {
				continue
			}
			held := [2]movement.Seat{movement.NS, movement.EW}[i]
			if p.Switched {
				held = held.Opposite()
			}
			if l := cards[c-1].Line; l != "" && l != held {
				ownLine = false
			}
		}
	}
	if !ownLine {
		if _, why := scorerfile.UniqueNumbers(m, scorer); !why.IsZero() {
			// A pair plays the other line's cards: NSPair and EWPair
			// then need every pair's number apart.
			return out, &scorerfile.CannotWrite{Format: format, Movement: m.Name, Why: why}
		}
	}
	for i, n := range cards {
		if n.Line != "" || len(m.Sections) == 0 {
			out.n[i] = n.N
		}
	}
	return out, nil
}

// sectionFirsts returns, for each section of m (one when m has none), the
// lowest contestant number seated in it minus one: the offset that numbers
// the pairs of the section from 1.
func sectionFirsts(m *movement.Movement) []int {
	n := max(len(m.Sections), 1)
	out := make([]int, n)
	if len(m.Sections) == 0 {
		return out
	}
	for i := range out {
		out[i] = -1
	}
	for _, p := range m.Play {
		sec, _ := m.SectionOf(p.Table)
		for _, c := range p.Seats {
			if c != 0 && (out[sec] < 0 || c-1 < out[sec]) {
				out[sec] = c - 1
			}
		}
	}
	for i := range out {
		out[i] = max(out[i], 0)
	}
	return out
}

// BridgemateLost lists what the Bridgemate layout written from m does not
// keep (the names of a movement that names its pairs, the copies of the
// boards of a teams movement), for a front end to note; nil when it keeps
// all of it (docs/formats/properties.md).
func BridgemateLost(m *movement.Movement) []movement.Text {
	var out []movement.Text
	if t, ok := m.SectionNamesLost(); ok {
		out = append(out, t)
	}
	for _, n := range scorerfile.Numbers(m) {
		if n.Named {
			out = append(out, movement.Say("names (the file numbers the pairs; the cards print the names)"))
			break
		}
	}
	if m.Teams != nil && m.Teams.Boards == movement.BoardsCopies {
		out = append(out, movement.Say("copies of the boards (the round table does not say how the two tables of a match share the boards)"))
	}
	return out
}

// MagicLost lists what Magic Contest's simple movement written from m
// does not keep: names, and arrow switches (written by the cards held,
// the simple movement having no switch column); nil when nothing.
func MagicLost(m *movement.Movement) []movement.Text {
	out := BridgemateLost(m)
	for _, p := range m.Play {
		if p.Switched {
			out = append(out, movement.Say("arrow switches (written by the cards held: each pair sits where its cards belong)"))
			break
		}
	}
	return out
}
