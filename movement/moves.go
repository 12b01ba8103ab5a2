package movement

import (
	"cmp"
	"slices"
)

// Move says where one contestant goes between two rounds: from its position
// in round From.Round to its position in the next round. A position with
// Table 0 is a sit-out. Guide cards and the preferans "3S–2W" instructions
// are written from moves, so they can never disagree with the schedule.
type Move struct {
	Contestant int
	From, To   Position
}

// Stays reports whether the contestant keeps its table and seat.
func (mv Move) Stays() bool {
	return mv.From.Table != 0 && mv.From.Table == mv.To.Table && mv.From.Seat == mv.To.Seat
}

// Moves returns every contestant's move from round r to round r+1, in
// contestant order; nil when r is not in 1..Rounds-1.
func (m *Movement) Moves(r int) []Move {
	if r < 1 || r >= m.Rounds {
		return nil
	}
	its := m.itineraries()
	out := make([]Move, 0, m.Contestants)
	for c := 1; c <= m.Contestants; c++ {
		out = append(out, Move{Contestant: c, From: its[c-1][r-1], To: its[c-1][r]})
	}
	return out
}

// itineraries returns every contestant's itinerary in one pass over the
// grid.
func (m *Movement) itineraries() [][]Position {
	its := make([][]Position, max(m.Contestants, 0))
	for c := range its {
		its[c] = make([]Position, max(m.Rounds, 0))
		for r := range its[c] {
			its[c][r].Round = r + 1
		}
	}
	for r, row := range m.Grid() {
		for t, p := range row {
			if p == nil {
				continue
			}
			for i, c := range p.Seats {
				if c < 1 || c > m.Contestants || i >= len(m.Seats) || its[c-1][r].Table != 0 {
					continue
				}
				its[c-1][r] = Position{Round: r + 1, Table: t + 1, Seat: m.Seats[i], Set: p.Set, Switched: p.Switched}
			}
		}
	}
	return its
}

// SetMove says where the boards played at one table go after a round.
type SetMove struct {
	Round, Table, Set int
	// Shared lists the other tables playing the same set this round (a
	// relay), in table order. A table where nobody plays (one contestant
	// facing only empty seats) shares nothing, and is shared with by none;
	// its boards still travel, so To lists it.
	Shared []int
	// To lists the tables that play the set next round, in table order;
	// empty when the set is not played next round (it goes to a bye stand)
	// or this is the last round.
	To []int
}

// SetMoves returns, for every table in play in round r, where its set goes
// next, in table order.
func (m *Movement) SetMoves(r int) []SetMove {
	grid := m.Grid()
	if r < 1 || r > len(grid) {
		return nil
	}
	// In a movement with sections sharing boards every section has its
	// own copy of each set: the boards go only to tables of the section.
	tablesOf := func(from, round, set int) []int {
		var ts []int
		if round < 1 || round > len(grid) {
			return nil
		}
		sec, _ := m.SectionOf(from)
		for t, p := range grid[round-1] {
			if s, _ := m.SectionOf(t + 1); p != nil && p.Set == set && s == sec {
				ts = append(ts, t+1)
			}
		}
		return ts
	}
	var relays []Relay
	for _, rl := range Relays(m) {
		if rl.Round == r {
			relays = append(relays, rl)
		}
	}
	var out []SetMove
	for t, p := range grid[r-1] {
		if p == nil {
			continue
		}
		// The boards travel to every table listed with the set, played or
		// not (a sit-out table passes them on), but only tables where they
		// are played share them.
		if p.Set == 0 {
			// A seating-only movement: no boards travel.
			out = append(out, SetMove{Round: r, Table: t + 1})
			continue
		}
		var shared []int
		for _, rl := range relays {
			if rl.Set == p.Set && slices.Contains(rl.Tables, t+1) {
				shared = slices.DeleteFunc(slices.Clone(rl.Tables), func(x int) bool { return x == t+1 })
			}
		}
		out = append(out, SetMove{Round: r, Table: t + 1, Set: p.Set, Shared: shared, To: tablesOf(t+1, r+1, p.Set)})
	}
	return out
}

// Relay is one set played at two or more tables in the same round: the
// tables pass the boards between them.
type Relay struct {
	Round, Set int
	Tables     []int // in increasing order
}

// Relays lists m's relays in round, then set order. A set counts as played
// at a table only when two or more contestants sit there (Play.InPlay):
// one contestant facing empty seats leaves the boards in their wallets.
// Plays out of range and repeated (round, table) entries are ignored, as in
// Movement.Grid. In a movement with sections each section has its own
// copy of the sets, so only tables of one section share a set. It is the
// one place that decides what a relay is:
// Validate's relay notes, SetMove.Shared, the text chart's list and the
// Mitchell notes all use it.
func Relays(m *Movement) []Relay {
	type key struct{ section, set int }
	var out []Relay
	for r, row := range m.Grid() {
		bySet := map[key][]int{}
		for t, play := range row {
			if play != nil && play.Set >= 1 && play.Set <= m.Sets && play.InPlay() {
				sec, _ := m.SectionOf(t + 1)
				k := key{sec, play.Set}
				bySet[k] = append(bySet[k], t+1)
			}
		}
		keys := make([]key, 0, len(bySet))
		for k, tables := range bySet {
			if len(tables) > 1 {
				keys = append(keys, k)
			}
		}
		slices.SortFunc(keys, func(a, b key) int { return cmp.Or(cmp.Compare(a.set, b.set), cmp.Compare(a.section, b.section)) })
		for _, k := range keys {
			out = append(out, Relay{Round: r + 1, Set: k.set, Tables: bySet[k]})
		}
	}
	return out
}

// HasRelay reports whether m plays some set at two tables in one round.
func HasRelay(m *Movement) bool { return len(Relays(m)) > 0 }
