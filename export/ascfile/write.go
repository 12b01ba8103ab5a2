package ascfile

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// Write writes m to w in the canonical .ASC layout (see the package doc).
// It fails for what .ASC cannot hold: a layout other than NS, EW or
// N, E, S, W, a (round, table) listed twice or out of range, a set or
// contestant number out of range. Names, labels, family, game, boards per
// set and arrow switches are dropped; Lost lists them.
func Write(w io.Writer, m *movement.Movement) error {
	b, err := Marshal(m)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write .ASC: %w", err)
	}
	return nil
}

// Marshal returns m in the canonical .ASC layout.
func Marshal(m *movement.Movement) ([]byte, error) {
	individual := 0
	switch {
	case slices.Equal(m.Seats, movement.PairSeats()):
	case slices.Equal(m.Seats, movement.CompassSeats()):
		individual = 1
	default:
		return nil, fmt.Errorf("write .ASC: seats %v: .ASC holds only NS EW (pairs) or N E S W (individual) tables", m.Seats)
	}
	if m.Tables < 1 || m.Rounds < 1 || m.Sets < 1 || m.Contestants < 1 {
		return nil, fmt.Errorf("write .ASC: %d contestants, %d tables, %d rounds, %d sets: each must be at least 1", m.Contestants, m.Tables, m.Rounds, m.Sets)
	}
	grid := make([][]*movement.Play, m.Rounds)
	for r := range grid {
		grid[r] = make([]*movement.Play, m.Tables)
	}
	for i := range m.Play {
		p := &m.Play[i]
		switch {
		case p.Round < 1 || p.Round > m.Rounds:
			return nil, fmt.Errorf("write .ASC: round %d outside 1..%d", p.Round, m.Rounds)
		case p.Table < 1 || p.Table > m.Tables:
			return nil, fmt.Errorf("write .ASC: round %d: table %d outside 1..%d", p.Round, p.Table, m.Tables)
		case grid[p.Round-1][p.Table-1] != nil:
			return nil, fmt.Errorf("write .ASC: round %d table %d is listed twice", p.Round, p.Table)
		case p.Set < 1 || p.Set > m.Sets:
			return nil, fmt.Errorf("write .ASC: round %d table %d: set %d outside 1..%d", p.Round, p.Table, p.Set, m.Sets)
		case len(p.Seats) > len(m.Seats):
			return nil, fmt.Errorf("write .ASC: round %d table %d holds %d seats, the layout has %d", p.Round, p.Table, len(p.Seats), len(m.Seats))
		}
		for _, c := range p.Seats {
			if c < 0 || c > m.Contestants {
				return nil, fmt.Errorf("write .ASC: round %d table %d: contestant %d outside 0..%d", p.Round, p.Table, c, m.Contestants)
			}
		}
		grid[p.Round-1][p.Table-1] = p
	}
	letters := m.Sets <= 26

	var b bytes.Buffer
	fmt.Fprintf(&b, "%d %d %d %d %d\n", m.Contestants, m.Tables, m.Rounds, m.Sets, individual)
	for _, row := range grid {
		for t, p := range row {
			if t > 0 {
				b.WriteString("  ")
			}
			seats := make([]int, len(m.Seats))
			set := "0"
			if p != nil {
				copy(seats, p.Seats)
				set = strconv.Itoa(p.Set)
				if letters {
					set = string(rune('A' + p.Set - 1))
				}
			}
			if individual == 0 {
				fmt.Fprintf(&b, "%d-%d %s", seats[0], seats[1], set)
			} else {
				// The file's order is N S E W; the model's is N E S W.
				fmt.Fprintf(&b, "%d %d %d %d %s", seats[0], seats[2], seats[1], seats[3], set)
			}
		}
		b.WriteString("\n")
	}
	return b.Bytes(), nil
}

// Lost lists what writing m to .ASC would drop, in words for a director:
// "name", "family", "labels", "arrow switches" and so on. Empty when .ASC
// holds everything (the fields Read fills in by default are not listed).
// LostText gives the same items as sentences for a catalogue.
func Lost(m *movement.Movement) []string {
	var out []string
	for _, t := range LostText(m) {
		out = append(out, t.String())
	}
	return out
}

// LostText is Lost kept as data: one movement.Text per item, such as
// "game (%v)" with the game, for a message catalogue to translate.
func LostText(m *movement.Movement) []movement.Text {
	var out []movement.Text
	if t, ok := m.SectionNamesLost(); ok {
		out = append(out, t)
	}
	if m.Family != "" && m.Family != movement.Custom {
		out = append(out, movement.Say("family (%s)", string(m.Family)))
	}
	if len(m.Labels) > 0 {
		out = append(out, movement.Say("labels"))
	}
	if m.Game != "" && m.Game != movement.Bridge {
		out = append(out, movement.Say("game (%v)", m.Game))
	}
	if m.BoardsPerSet != DefaultBoardsPerSet {
		out = append(out, movement.Say("boards per set (%d)", m.BoardsPerSet))
	}
	for _, p := range m.Play {
		if p.Switched {
			out = append(out, movement.Say("arrow switches"))
			break
		}
	}
	if m.Teams != nil {
		out = append(out, movement.Say("teams (the scorer reads the pairs of a pairs movement)"))
	}
	return out
}
