package movement

import (
	"fmt"
	"slices"
)

// JoinOptions say how Join lays movements side by side.
type JoinOptions struct {
	// Sections records each part as a section named A, B, … so that
	// tables are named within it ("B3") and pairs of different sections
	// count as unable to meet.
	Sections bool
	// ShareSets has every part play the same sets: set k of each part is
	// a copy of set k of the whole, so the boards in play are those of the
	// part with the most sets. Otherwise each part's sets are numbered
	// after the parts before it.
	ShareSets bool
	// LabelPrefix is put before the labels of part i's contestants (such
	// as "A" or "A "); nil keeps the labels as they are.
	LabelPrefix func(i int) string
}

// Join lays parts side by side as one movement: each part's tables and
// contestants are numbered after the parts before it, every play keeps its
// round, and the whole runs as many rounds as the longest part (in the
// later rounds the shorter parts' contestants have finished, which the
// report counts as rests). The parts must agree on kind, game, seats and
// boards per set; the result takes its kind, game and seats from the first
// part and has no name or family (the caller sets them). Join does not
// validate the result.
func Join(parts []*Movement, o JoinOptions) (*Movement, error) {
	if len(parts) < 1 || len(parts) > 26 {
		return nil, fmt.Errorf("join: %d parts, want 1 to 26", len(parts))
	}
	a := parts[0]
	m := &Movement{Kind: a.Kind, Game: a.Game, Seats: slices.Clone(a.Seats), BoardsPerSet: a.BoardsPerSet, Labels: map[int]string{}}
	for i, src := range parts {
		if src.Kind != a.Kind || src.Game != a.Game || !slices.Equal(src.Seats, a.Seats) || src.BoardsPerSet != a.BoardsPerSet {
			return nil, fmt.Errorf("join: %q and %q differ in kind, game, seats or boards per set", a.Name, src.Name)
		}
		dt, dc, ds := m.Tables, m.Contestants, m.Sets
		if o.ShareSets {
			ds = 0
		}
		prefix := ""
		if o.LabelPrefix != nil {
			prefix = o.LabelPrefix(i)
		}
		for c := 1; c <= src.Contestants; c++ {
			m.Labels[c+dc] = prefix + src.Label(c)
		}
		for _, p := range src.Play {
			q := p
			q.Table += dt
			q.Set += ds
			q.Seats = slices.Clone(p.Seats)
			for k, c := range q.Seats {
				if c != 0 {
					q.Seats[k] = c + dc
				}
			}
			m.Play = append(m.Play, q)
		}
		if o.Sections {
			m.Sections = append(m.Sections, Section{Name: SectionLetter(i), Tables: src.Tables})
		}
		m.Tables += src.Tables
		m.Contestants += src.Contestants
		if o.ShareSets {
			m.Sets = max(m.Sets, src.Sets)
		} else {
			m.Sets += src.Sets
		}
		m.Rounds = max(m.Rounds, src.Rounds)
	}
	m.Sort()
	return m, nil
}
