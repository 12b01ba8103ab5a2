package csvfile

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// flatHeader is the header row of the flat layout.
var flatHeader = []string{"round", "table", "set", "boards", "seat", "contestant", "label"}

// bridgemateHeader is the header row of the Bridgemate-style layout.
var bridgemateHeader = []string{"Section", "Table", "Round", "NSPair", "EWPair", "LowBoard", "HighBoard"}

// WriteFlat writes one row per occupied seat per round, in round, table
// and seat order: round, table, set, boards ("7-9"), seat (N E S W, NS or
// EW), contestant number and label. Empty seats are left out; resting
// contestants have no row. Column names and seat letters are fixed (not
// translated) so that programs can read the file.
func WriteFlat(w io.Writer, m *movement.Movement) error {
	cw := csv.NewWriter(w)
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
			for i, c := range p.Seats {
				if c == 0 || i >= len(m.Seats) {
					continue
				}
				rec := []string{strconv.Itoa(p.Round), strconv.Itoa(p.Table), strconv.Itoa(p.Set), boards,
					string(m.Seats[i]), strconv.Itoa(c), m.Label(c)}
				if err := cw.Write(rec); err != nil {
					return fmt.Errorf("csv: %w", err)
				}
			}
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return nil
}

// WriteBridgemate writes the pairs layout scoring programs import: one row
// per table per round with the section (always 1), table, round, the NS
// and EW pair numbers (0 for an empty seat) and the lowest and highest
// board. It refuses individual movements. An arrow-switched round is
// written as played: the numbers stay in their seats; the switch is not
// expressible in this layout, so the caller should say so.
func WriteBridgemate(w io.Writer, m *movement.Movement) error {
	if m.Kind != movement.Pairs {
		return fmt.Errorf("csv: the Bridgemate layout needs a pairs movement, not %s", m.Kind)
	}
	ns, ew := m.SeatIndex(movement.NS), m.SeatIndex(movement.EW)
	if ns < 0 || ew < 0 {
		return fmt.Errorf("csv: the Bridgemate layout needs NS and EW seats")
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(bridgemateHeader); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	for _, row := range m.Grid() {
		for _, p := range row {
			if p == nil || len(p.Seats) <= max(ns, ew) {
				continue
			}
			first, last := m.Boards(p.Set)
			rec := []string{"1", strconv.Itoa(p.Table), strconv.Itoa(p.Round),
				strconv.Itoa(p.Seats[ns]), strconv.Itoa(p.Seats[ew]), strconv.Itoa(first), strconv.Itoa(last)}
			if err := cw.Write(rec); err != nil {
				return fmt.Errorf("csv: %w", err)
			}
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return nil
}

// Write writes the flat layout, and for a pairs movement a blank line and
// the Bridgemate-style layout after it.
func Write(w io.Writer, m *movement.Movement) error {
	if err := WriteFlat(w, m); err != nil {
		return err
	}
	if m.Kind != movement.Pairs {
		return nil
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return WriteBridgemate(w, m)
}
