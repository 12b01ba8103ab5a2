package csvfile

import (
	"errors"
	"fmt"
	"io"
	"strconv"

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
)

// Layouts lists the layout names ParseLayout accepts, the default first.
func Layouts() []string { return []string{string(Flat), string(Bridgemate)} }

// ParseLayout reads a layout name; "" means Flat.
func ParseLayout(s string) (Layout, error) {
	switch Layout(s) {
	case "", Flat:
		return Flat, nil
	case Bridgemate:
		return Bridgemate, nil
	}
	return "", fmt.Errorf("%q: want flat or bridgemate", s)
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

// WriteBridgemate writes the pairs layout scoring programs import: one row
// per table per round with the section (1, or the section's number 1, 2,
// … in a movement with sections), the table and the pair numbers within
// the section (pairs numbered from 1 in each section; 0 for an empty
// seat), the round, the lowest and highest board,
// and Switched. NSPair and EWPair name the pairs by the cards they hold,
// that is by the direction they are scored in: in an arrow-switched round
// the pair sitting NS plays the EW cards, so it is written as EWPair, and
// Switched is 1 to say that the pairs sit the other way round to these
// columns. A scoring program that ignores the extra column still scores
// every pair in the right line. It refuses individual movements.
func WriteBridgemate(w io.Writer, m *movement.Movement) error {
	if m.Kind != movement.Pairs {
		return fmt.Errorf("csv: the Bridgemate layout needs a pairs movement, not %s", m.Kind)
	}
	ns, ew := m.SeatIndex(movement.NS), m.SeatIndex(movement.EW)
	if ns < 0 || ew < 0 {
		return fmt.Errorf("csv: the Bridgemate layout needs NS and EW seats")
	}
	cw := NewRecordWriter(w)
	if err := cw.Write(bridgemateHeader); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	first := sectionFirsts(m)
	for _, row := range m.Grid() {
		for _, p := range row {
			if p == nil || len(p.Seats) <= max(ns, ew) {
				continue
			}
			low, high := m.Boards(p.Set)
			nsPair, ewPair := p.Seats[ns], p.Seats[ew]
			if p.Switched {
				nsPair, ewPair = ewPair, nsPair
			}
			sec, table := m.SectionOf(p.Table)
			nsPair, ewPair = local(nsPair, first[sec]), local(ewPair, first[sec])
			rec := []string{strconv.Itoa(sec + 1), strconv.Itoa(table), strconv.Itoa(p.Round),
				strconv.Itoa(nsPair), strconv.Itoa(ewPair), strconv.Itoa(low), strconv.Itoa(high), flag01(p.Switched)}
			if err := cw.Write(rec); err != nil {
				return fmt.Errorf("csv: %w", err)
			}
		}
	}
	if err := cw.Flush(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return nil
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

// local numbers contestant c from 1 within its section (0 stays 0).
func local(c, offset int) int {
	if c == 0 {
		return 0
	}
	return c - offset
}
