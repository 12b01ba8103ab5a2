package movement

import (
	"slices"
	"strconv"
	"strings"
)

// SetRow returns the director's row of sets: the sets lie in a row, set 1
// first; before every round after the first, the first set is moved to the
// end of the row. row[p] lists the tables (in order) that play the set
// lying at place p+1; an empty entry is a set nobody plays (the book's Z, NotPlayed).
// ok is false when the sets do not travel this way: then the row would
// differ between rounds and SetTable is the director's sheet instead.
func SetRow(m *Movement) (row [][]int, ok bool) {
	if m.Sets < 1 || m.Rounds < 1 {
		return nil, false
	}
	grid := m.Grid()
	for r := range m.Rounds {
		cur := make([][]int, m.Sets)
		for t, p := range grid[r] {
			if p == nil || p.Set < 1 || p.Set > m.Sets {
				continue
			}
			// In round r+1, place i holds set (i + r) mod S + 1.
			place := ((p.Set-1-r)%m.Sets + m.Sets) % m.Sets
			cur[place] = append(cur[place], t+1)
		}
		if r == 0 {
			row = cur
			continue
		}
		for i := range row {
			if !slices.Equal(row[i], cur[i]) {
				return nil, false
			}
		}
	}
	return row, true
}

// NotPlayed marks a set nobody plays in a round, in the set row and the
// set views: the book writes Z; movegen writes a dash, so that the one
// letter mark of its outputs is P (Р), a rest.
const NotPlayed = "—"

// FormatSetRow writes a set row as the book does: one entry per place, the
// table playing that set or NotPlayed; tables sharing a set are joined by
// "+".
func FormatSetRow(row [][]int) string {
	parts := make([]string, len(row))
	for i, ts := range row {
		if len(ts) == 0 {
			parts[i] = NotPlayed
			continue
		}
		s := make([]string, len(ts))
		for j, t := range ts {
			s[j] = strconv.Itoa(t)
		}
		parts[i] = strings.Join(s, "+")
	}
	return strings.Join(parts, " ")
}

// SetTable returns the set played at each table in each round:
// table[r-1][t-1] is the set at table t in round r, 0 when the table is
// idle.
func SetTable(m *Movement) [][]int {
	out := make([][]int, m.Rounds)
	for r, row := range m.Grid() {
		out[r] = make([]int, m.Tables)
		for t, p := range row {
			if p != nil {
				out[r][t] = p.Set
			}
		}
	}
	return out
}
