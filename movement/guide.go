package movement

import (
	"fmt"
	"slices"
)

// Place is a seat at a table, or the rest when Table is 0. A resting
// player who keeps one seat letter all session (a line) rests at
// Place{0, line}, so that several players of different lines can rest in
// one round and each come back to his own line; a player who changes
// seats rests at Resting.
type Place struct {
	Table int
	Seat  Seat
}

// Resting is the place of a player who sits out a round and has no line.
var Resting = Place{}

// String writes a place as the book does: "3S", or "P" for a rest.
func (p Place) String() string {
	if p.Table == 0 {
		return "P"
	}
	return fmt.Sprintf("%d%s", p.Table, p.Seat)
}

// Instruction is one move of the table instructions: after the round, the player at From goes to To.
type Instruction struct {
	From, To Place
}

// String writes a move in the book's notation, "3S–2W"; a player who goes
// to rest reads "3S–P", and the resting player's return "P–2W".
func (mv Instruction) String() string { return mv.From.String() + "–" + mv.To.String() }

// Guide holds the table instructions of a movement, read off its grid:
// they work for any movement (pairs, individuals, preferans), and the
// preferans book writes them "3S–2W".
type Guide struct {
	// Same is true when the moves after every round are the same, so each
	// table's card needs one line per seat.
	Same bool
	// After lists the moves after each round but the last, table by table
	// and seat by seat, the resting player's move last. A player who keeps
	// his seat has no move. When Same is true After holds one entry that
	// serves every round.
	After [][]Instruction
}

// Instructions reads the table instructions off m: for every round but the
// last, where each player goes next. It fails when two players who come
// back from a rest in one round would share a rest place (the book's "P"
// could not say which one comes back where: two players without a line,
// or two of one line) or when m is not a valid movement.
func Instructions(m *Movement) (*Guide, error) {
	if probs := Validate(m); !probs.Valid() {
		return nil, fmt.Errorf("instructions: the movement is not valid: %v", probs.Errors()[0])
	}
	line := seatLines(m)
	// where[r][c] is contestant c's place in round r+1 (his rest place if
	// none), read in one pass over the grid.
	where := make([][]Place, m.Rounds)
	for r, row := range m.Grid() {
		where[r] = make([]Place, m.Contestants+1)
		for c := range where[r] {
			where[r][c] = Place{Seat: line[c]}
		}
		for _, p := range row {
			if p == nil {
				continue
			}
			for i, c := range p.Seats {
				if c > 0 {
					where[r][c] = Place{Table: p.Table, Seat: m.Seats[i]}
				}
			}
		}
	}
	g := &Guide{}
	for r := 1; r < m.Rounds; r++ {
		var moves, rests []Instruction
		for c := 1; c <= m.Contestants; c++ {
			from, to := where[r-1][c], where[r][c]
			switch {
			case from == to && from.Table != 0:
				// Keeps the seat: no instruction.
			case from.Table == 0:
				if to.Table != 0 {
					rests = append(rests, Instruction{from, to})
				}
			default:
				moves = append(moves, Instruction{from, to})
			}
		}
		for i := 1; i < len(rests); i++ {
			if rests[i].From == rests[i-1].From {
				return nil, fmt.Errorf("instructions: %d players come back from a rest after round %d; the notation allows one a line", len(rests), r)
			}
		}
		slices.SortFunc(moves, func(a, b Instruction) int {
			if a.From.Table != b.From.Table {
				return a.From.Table - b.From.Table
			}
			return m.SeatIndex(a.From.Seat) - m.SeatIndex(b.From.Seat)
		})
		g.After = append(g.After, append(moves, rests...))
	}
	g.Same = true
	for _, a := range g.After[min(1, len(g.After)):] {
		if !slices.Equal(a, g.After[0]) {
			g.Same = false
			break
		}
	}
	if g.Same && len(g.After) > 1 {
		g.After = g.After[:1]
	}
	return g, nil
}

// Moves returns the moves that apply after round r (1-based).
func (g *Guide) Moves(r int) []Instruction {
	if g.Same && len(g.After) > 0 {
		return g.After[0]
	}
	if r < 1 || r > len(g.After) {
		return nil
	}
	return g.After[r-1]
}

// Card returns the moves written on table t's card after round r: the
// moves of the players sitting there.
func (g *Guide) Card(t, r int) []Instruction {
	var out []Instruction
	for _, mv := range g.Moves(r) {
		if mv.From.Table == t {
			out = append(out, mv)
		}
	}
	return out
}

// ReturnFromRest returns the resting player's move after round r, if any
// (the first, when players of several lines rest).
func (g *Guide) ReturnFromRest(r int) (Instruction, bool) {
	for _, mv := range g.Moves(r) {
		if mv.From.Table == 0 {
			return mv, true
		}
	}
	return Instruction{}, false
}

// ReturnsFromRest returns the moves of all players who come back from a
// rest after round r.
func (g *Guide) ReturnsFromRest(r int) []Instruction {
	var out []Instruction
	for _, mv := range g.Moves(r) {
		if mv.From.Table == 0 {
			out = append(out, mv)
		}
	}
	return out
}

// seatLines returns, per contestant, the seat letter he holds in every round
// he plays, or "" when it changes.
func seatLines(m *Movement) []Seat {
	line := make([]Seat, m.Contestants+1)
	mixed := make([]bool, m.Contestants+1)
	for _, p := range m.Play {
		for i, c := range p.Seats {
			if c <= 0 || c > m.Contestants || i >= len(m.Seats) {
				continue
			}
			switch {
			case line[c] == "":
				line[c] = m.Seats[i]
			case line[c] != m.Seats[i]:
				mixed[c] = true
			}
		}
	}
	for c := range line {
		if mixed[c] {
			line[c] = ""
		}
	}
	return line
}

// SeatMap is who sits where in one round: the player at each place, the
// rest included (at most one player rests when following a Guide).
type SeatMap map[Place]int

// SeatingOf returns round r's seating of m, with the resting players at
// their rest places (see Place), when no two share one.
func SeatingOf(m *Movement, r int) SeatMap {
	s := SeatMap{}
	seated := map[int]bool{}
	for _, p := range m.Play {
		if p.Round != r {
			continue
		}
		for i, c := range p.Seats {
			if i < len(m.Seats) && c != 0 {
				s[Place{p.Table, m.Seats[i]}] = c
				seated[c] = true
			}
		}
	}
	line := seatLines(m)
	count := map[Place]int{}
	for c := 1; c <= m.Contestants; c++ {
		if !seated[c] {
			count[Place{Seat: line[c]}]++
		}
	}
	for c := 1; c <= m.Contestants; c++ {
		if pl := (Place{Seat: line[c]}); !seated[c] && count[pl] == 1 {
			s[pl] = c
		}
	}
	return s
}

// Follow applies the moves after round r to that round's seating and
// returns the next round's, as the players would by reading the cards:
// everyone with a move goes where it says, everyone else stays. It fails
// when two players would land on one place.
func (g *Guide) Follow(s SeatMap, r int) (SeatMap, error) {
	next := SeatMap{}
	moved := map[Place]bool{}
	for _, mv := range g.Moves(r) {
		c, ok := s[mv.From]
		if !ok {
			return nil, fmt.Errorf("after round %d: %s names an empty place", r, mv)
		}
		if _, dup := next[mv.To]; dup {
			return nil, fmt.Errorf("after round %d: two players go to %s", r, mv.To)
		}
		next[mv.To] = c
		moved[mv.From] = true
	}
	for p, c := range s {
		if moved[p] {
			continue
		}
		if _, dup := next[p]; dup {
			return nil, fmt.Errorf("after round %d: %s is taken while its player stays", r, p)
		}
		next[p] = c
	}
	return next, nil
}
