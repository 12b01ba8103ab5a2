package ebufile

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Write writes m to w as one movement of an EBUScore file (see Marshal).
func Write(w io.Writer, m *movement.Movement) error {
	b, err := Marshal(m)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write EBUScore movement: %w", err)
	}
	return nil
}

// Marshal returns a pairs movement as the lines of an EBUScore movement
// file: a blank line, the title (m.Name), the header
// "type,tables,boards,boards per round,rounds,missing pair" and one line
// per table of "NS,EW,set" triples, one per round, separated by ", ".
// Files of many movements are these concatenated.
//
// The type is 1 (Mitchell) when every pair sits in one direction
// throughout and nobody arrow-switches, 2 (switched Mitchell) when pairs
// sit in one direction but some tables arrow-switch, and 0 (Howell)
// otherwise. A table is written by the cards held: at an arrow switch the
// pair holding the NS cards comes first. Empty seats (a phantom) are
// written as the missing pair, numbered one above the contestants.
//
// Marshal refuses with a *scorerfile.CannotWrite what the format cannot
// hold: a layout other than NS, EW (individual or three-player tables), a
// seating plan without board sets, sections, a table that is idle in some
// round, and more than one empty seat in a round.
func Marshal(m *movement.Movement) ([]byte, error) {
	refuse := func(why movement.Text) error {
		return &scorerfile.CannotWrite{Format: FormatName, Movement: m.Name, Why: why}
	}
	switch {
	case slices.Equal(m.Seats, movement.CompassSeats()):
		return nil, refuse(movement.Say("individual movements: no public source gives the layout of an EBUScore individual table line, so movegen does not write one"))
	case !slices.Equal(m.Seats, movement.PairSeats()):
		return nil, refuse(movement.Say("tables of %d seats (%s): EBUScore movements seat two pairs, NS and EW, at each table", len(m.Seats), seatList(m.Seats)))
	case m.SeatingOnly():
		return nil, refuse(movement.Say("a seating plan without board sets: every EBUScore table line names the set played"))
	case len(m.Sections) > 0 && !m.SectionsAreOneField():
		return nil, refuse(movement.Say("%d sections: an EBUScore movement is one section; write each section's movement on its own", len(m.Sections)))
	case m.Tables < 1 || m.Rounds < 1 || m.Contestants < 1 || m.BoardsPerSet < 1:
		return nil, refuse(movement.Say("contestants %d, tables %d, rounds %d, boards per set %d: each must be at least 1", m.Contestants, m.Tables, m.Rounds, m.BoardsPerSet))
	case m.Tables > MaxTables || m.Rounds > MaxRounds || m.Sets > MaxSets || m.BoardsPerSet > MaxBoardsPerSet || m.Contestants > movement.MaxContestants:
		return nil, refuse(movement.Say("beyond movegen's limits"))
	}
	if why, ok := movement.TextFault(m.Name); !ok {
		return nil, refuse(why)
	}
	grid := make([][]*movement.Play, m.Tables) // grid[t-1][r-1]
	for t := range grid {
		grid[t] = make([]*movement.Play, m.Rounds)
	}
	for i := range m.Play {
		p := &m.Play[i]
		switch {
		case p.Round < 1 || p.Round > m.Rounds || p.Table < 1 || p.Table > m.Tables:
			return nil, refuse(movement.Say("a play at round %d, table %d is outside the movement (rounds %d, tables %d)", p.Round, p.Table, m.Rounds, m.Tables))
		case grid[p.Table-1][p.Round-1] != nil:
			return nil, refuse(movement.Say("round %d, table %d is listed twice", p.Round, p.Table))
		case p.Set < 1 || p.Set > m.Sets:
			return nil, refuse(movement.Say("round %d, table %d: set %d outside 1 to %d", p.Round, p.Table, p.Set, m.Sets))
		case len(p.Seats) != 2:
			return nil, refuse(movement.Say("round %d, table %d holds %d seats, want 2", p.Round, p.Table, len(p.Seats)))
		case p.Seats[0] == 0 && p.Seats[1] == 0:
			return nil, refuse(movement.Say("round %d, table %d: nobody sits there; an EBUScore table line seats two pairs", p.Round, p.Table))
		}
		for _, c := range p.Seats {
			if c < 0 || c > m.Contestants {
				return nil, refuse(movement.Say("round %d, table %d: contestant %d outside 0 to %d", p.Round, p.Table, c, m.Contestants))
			}
		}
		grid[p.Table-1][p.Round-1] = p
	}
	if why := scorerfile.SeatedTwice(m); !why.IsZero() {
		return nil, refuse(why)
	}
	nums, why := scorerfile.UniqueNumbers(m, FormatName)
	if nums == nil {
		return nil, refuse(why)
	}
	// The missing pair is numbered one above the largest pair number.
	missing := 0
	top := slices.Max(nums)
	// out[r] is the pair that sits out in round r at an idle table
	// (written against the missing pair with set 0), 0 when none.
	out := make([]int, m.Rounds)
	seated := make([][]bool, m.Rounds)
	for r := range seated {
		seated[r] = make([]bool, m.Contestants+1)
	}
	for _, p := range m.Play {
		for _, c := range p.Seats {
			seated[p.Round-1][c] = true
		}
	}
	for r := range m.Rounds {
		empty, idle := 0, 0
		for t := range m.Tables {
			p := grid[t][r]
			if p == nil {
				idle++
				continue
			}
			empty += btoi(p.Seats[0] == 0) + btoi(p.Seats[1] == 0)
		}
		var away []int
		for c := 1; c <= m.Contestants; c++ {
			if !seated[r][c] {
				away = append(away, c)
			}
		}
		switch {
		case idle > 1 || idle == 1 && len(away) != 1:
			t := slices.IndexFunc(grid, func(row []*movement.Play) bool { return row[r] == nil })
			return nil, refuse(movement.Say("table %d is idle in round %d: an EBUScore movement gives every table two pairs in every round, or one pair and the missing pair", t+1, r+1))
		case empty+idle > 1:
			return nil, refuse(movement.Say("%d empty seats in round %d: an EBUScore movement names one missing pair", empty+idle, r+1))
		}
		if idle == 1 {
			out[r] = away[0]
		}
		if empty+idle == 1 {
			missing = top + 1
		}
	}
	typ := TypeOf(m)
	home := homes(m)

	var b bytes.Buffer
	b.WriteString("\n")
	b.WriteString(title(m.Name))
	b.WriteString("\n")
	fmt.Fprintf(&b, "%d,%d,%d,%d,%d,%d\n", typ, m.Tables, m.Sets*m.BoardsPerSet, m.BoardsPerSet, m.Rounds, missing)
	cells := make([]string, m.Rounds)
	num := func(c int) int {
		if c == 0 {
			return missing
		}
		return nums[c-1]
	}
	for t := range m.Tables {
		for r := range m.Rounds {
			p := grid[t][r]
			if p == nil {
				// The pair sitting out, against the missing pair, no set.
				a, z := num(out[r]), missing
				if home[out[r]] == 1 {
					a, z = z, a
				}
				cells[r] = strconv.Itoa(a) + "," + strconv.Itoa(z) + ",0"
				continue
			}
			ns, ew := p.Seats[0], p.Seats[1]
			if p.Switched {
				ns, ew = ew, ns // by the cards held
			}
			cells[r] = strconv.Itoa(num(ns)) + "," + strconv.Itoa(num(ew)) + "," + strconv.Itoa(p.Set)
		}
		b.WriteString(joinCells(cells, ", "))
		b.WriteString("\n")
	}
	return b.Bytes(), nil
}

// TypeOf returns the EBUScore type of a pairs movement: Mitchell when
// every pair sits in one direction and no table arrow-switches,
// SwitchedMitchell when pairs sit in one direction and some tables
// arrow-switch, Howell otherwise.
func TypeOf(m *movement.Movement) int {
	if m.Family == movement.Howell {
		// A Howell (generated, or read from a file whose header says
		// type 0) stays type 0: the type says how EBUScore scores it.
		return Howell
	}
	dir := map[int]int{} // contestant → the seat index it sits in; -1 both
	switched := false
	for _, p := range m.Play {
		switched = switched || p.Switched
		for i, c := range p.Seats {
			if c == 0 {
				continue
			}
			if d, ok := dir[c]; ok && d != i {
				dir[c] = -1
			} else if !ok {
				dir[c] = i
			}
		}
	}
	for _, d := range dir {
		if d == -1 {
			return Howell
		}
	}
	if switched {
		return SwitchedMitchell
	}
	return Mitchell
}

func seatList(seats []movement.Seat) string {
	var b bytes.Buffer
	for i, s := range seats {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(string(s))
	}
	return b.String()
}

// homes returns the direction each pair sits in most often by the cards
// held (0 NS, 1 EW; NS on a tie), index c.
func homes(m *movement.Movement) []int {
	n := make([][2]int, m.Contestants+1)
	for _, p := range m.Play {
		for i, c := range p.Seats {
			if c < 1 || c > m.Contestants || i > 1 {
				continue
			}
			if p.Switched {
				i = 1 - i
			}
			n[c][i]++
		}
	}
	out := make([]int, m.Contestants+1)
	for c := range out {
		if n[c][1] > n[c][0] {
			out[c] = 1
		}
	}
	return out
}
