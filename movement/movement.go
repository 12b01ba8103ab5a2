package movement

import (
	"fmt"
	"slices"
	"strconv"
)

// Kind says whether the contestants are partnerships or single players.
type Kind string

// The kinds of movement.
const (
	// Pairs: each contestant is a partnership holding one direction (NS or EW).
	Pairs Kind = "pairs"
	// Individual: each contestant is one player holding one seat (N, E, S, W).
	Individual Kind = "individual"
)

// Game is the card game the movement is for.
type Game string

// The games movegen schedules.
const (
	Bridge    Game = "bridge"
	Preferans Game = "preferans"
)

// Family names the kind of schedule that produced a movement. It is
// informative only; validation and the report never depend on it.
type Family string

// Families known to movegen. Movements read from files may carry any other
// name.
const (
	Mitchell  Family = "mitchell"
	Howell    Family = "howell"
	Rotation  Family = "rotation"
	Field     Family = "field"
	Rest      Family = "rest"
	ExtraMove Family = "extra-move"
	Seating   Family = "seating"
	Custom    Family = "custom"
)

// Seat is a place at a table: a direction for pairs (NS, EW) or a compass
// seat for individuals (N, E, S, W).
type Seat string

// The seats.
const (
	NS Seat = "NS"
	EW Seat = "EW"
	N  Seat = "N"
	E  Seat = "E"
	S  Seat = "S"
	W  Seat = "W"
)

// The standard seat layouts. Each call returns a fresh slice, so a caller
// may change its copy without changing anyone else's.

// PairSeats returns the layout of every pairs movement: NS, EW.
func PairSeats() []Seat { return []Seat{NS, EW} }

// CompassSeats returns the layout of an individual movement at tables of
// four: N, E, S, W.
func CompassSeats() []Seat { return []Seat{N, E, S, W} }

// ThreeSeats returns the layout of a three-player preferans table (the
// talon lies in the W pocket): N, E, S.
func ThreeSeats() []Seat { return []Seat{N, E, S} }

// Direction is the line a seat scores in at bridge: NS for NS, N and S; EW
// for EW, E and W. An arrow switch flips it.
func (s Seat) Direction() Seat {
	switch s {
	case NS, N, S:
		return NS
	case EW, E, W:
		return EW
	}
	return ""
}

// Opposite returns the other direction for NS or EW, and s itself otherwise.
func (s Seat) Opposite() Seat {
	switch s {
	case NS:
		return EW
	case EW:
		return NS
	}
	return s
}

// Partner returns the partner seat at bridge (N↔S, E↔W) and "" for seats
// without a partner.
func (s Seat) Partner() Seat {
	switch s {
	case N:
		return S
	case S:
		return N
	case E:
		return W
	case W:
		return E
	}
	return ""
}

// Valid reports whether s is one of the six known seats.
func (s Seat) Valid() bool {
	switch s {
	case NS, EW, N, E, S, W:
		return true
	}
	return false
}

// Play is one table in one round: the board set played there and the
// contestant in each seat.
type Play struct {
	// Round and Table are 1-based.
	Round, Table int
	// Set is the board set played, 1..Movement.Sets; 0 in a seating-only
	// movement (Movement.Sets == 0), which schedules no boards.
	Set int
	// Seats holds the contestant in each seat, in the order of
	// Movement.Seats. 0 is an empty seat (a phantom).
	Seats []int
	// Switched marks an arrow switch: the contestants play the cards of the
	// other direction (EW hold the NS cards and the reverse), so they are
	// compared with the other line on this set.
	Switched bool
}

// Contestant returns the contestant in seat s, or 0 if the seat is empty or
// not part of the layout.
func (p Play) Contestant(layout []Seat, s Seat) int {
	i := slices.Index(layout, s)
	if i < 0 || i >= len(p.Seats) {
		return 0
	}
	return p.Seats[i]
}

// InPlay reports whether the boards are played at this table: at least two
// contestants are present. A contestant facing only empty seats sits out,
// and the set stays in its wallet.
func (p Play) InPlay() bool {
	present := 0
	for _, c := range p.Seats {
		if c != 0 {
			present++
		}
	}
	return present >= 2
}

// Movement is a complete schedule for one session.
type Movement struct {
	// Name is a title for people, such as "Mitchell, 7 tables".
	Name string
	// Family names the construction; see the Family constants.
	Family Family
	Kind   Kind
	Game   Game
	// Seats is the layout used at every table, in a fixed order that
	// Play.Seats follows: [NS EW], [N E S W] or [N E S].
	Seats []Seat
	// Contestants is C: contestants are numbered 1..C.
	Contestants int
	// Labels holds optional display names by contestant number, such as
	// "1 EW" or "3S".
	Labels map[int]string
	// Tables, Rounds and Sets count the tables (1..T), rounds (1..R) and
	// board sets (1..S). Sets is 0 in a seating-only movement: it says who
	// sits where in every round and nothing about boards (which boards a
	// table plays is the director's choice); every Play.Set is then 0,
	// BoardsPerSet is 0, and no fact about sets or comparisons is claimed.
	Tables, Rounds, Sets int
	// BoardsPerSet is B: set k holds boards (k-1)·B+1 … k·B (0 when Sets
	// is 0).
	BoardsPerSet int
	// SetLetters records that the movement's source named its sets with
	// letters (A for set 1, B for set 2, …), as .ASC files may; messages
	// then name sets the same way (see SetName).
	SetLetters bool
	// Play lists every (round, table) in play. Tables not listed in a round
	// are idle. Order is not significant; Sort puts it in round, table order.
	Play []Play
	// Sections, when not empty, splits the tables into sections (see
	// Section); nil means one room of tables 1..Tables.
	Sections []Section
	// Session is optional: the event's name, date and venue and the
	// timetable (see session.go). nil when nothing is known.
	Session *Session
	// Teams, when not nil, makes a pairs movement a teams-of-four event:
	// which two pairs form each team and how the two tables of a match
	// share boards (see teams.go). nil for every other movement.
	Teams *Teams
}

// SeatingOnly reports whether m schedules seats only, no board sets
// (Sets == 0): a seating plan such as "movegen seating" writes without
// --sets.
func (m *Movement) SeatingOnly() bool { return m.Sets == 0 }

// Label returns the display name of contestant c: its label if it has one,
// else its number.
func (m *Movement) Label(c int) string {
	if l, ok := m.Labels[c]; ok && l != "" {
		return l
	}
	return fmt.Sprint(c)
}

// SetName returns how set k is named to people: its letter ("C" for set 3)
// when SetLetters is set and k is 1 to 26, else its number.
func (m *Movement) SetName(k int) string {
	if m.SetLetters && k >= 1 && k <= 26 {
		return string(rune('A' + k - 1))
	}
	return strconv.Itoa(k)
}

// Sort puts Play in round, then table order.
func (m *Movement) Sort() {
	slices.SortStableFunc(m.Play, func(a, b Play) int {
		if a.Round != b.Round {
			return a.Round - b.Round
		}
		return a.Table - b.Table
	})
}

// SeatIndex returns the position of s in the layout, or -1.
func (m *Movement) SeatIndex(s Seat) int { return slices.Index(m.Seats, s) }

// Boards returns the first and last board of set k (1-based); 0 and 0
// for set 0, the no-set of a seating-only movement.
func (m *Movement) Boards(set int) (first, last int) {
	if set == 0 {
		return 0, 0
	}
	return (set-1)*m.BoardsPerSet + 1, set * m.BoardsPerSet
}

// Grid returns the plays indexed by round and table: grid[r-1][t-1] is the
// play at table t in round r, or nil when that table is idle. Plays whose
// round or table is out of range are left out; when a (round, table) is
// listed twice the first one wins.
func (m *Movement) Grid() [][]*Play {
	grid := make([][]*Play, max(m.Rounds, 0))
	for r := range grid {
		grid[r] = make([]*Play, max(m.Tables, 0))
	}
	for i := range m.Play {
		p := &m.Play[i]
		if p.Round < 1 || p.Round > m.Rounds || p.Table < 1 || p.Table > m.Tables {
			continue
		}
		if grid[p.Round-1][p.Table-1] == nil {
			grid[p.Round-1][p.Table-1] = p
		}
	}
	return grid
}

// PhantomTables marks the tables that only ever host a sit-out
// (index t-1): in every round a table is used, fewer than two contestants
// sit there (a Howell's or Mitchell's phantom), so nothing is played
// there. A movement in which every table would be one has none. grid is
// m.Grid().
func PhantomTables(m *Movement, grid [][]*Play) []bool {
	out := make([]bool, max(m.Tables, 0))
	all := true
	for t := range out {
		used, alone := false, true
		for _, row := range grid {
			if p := row[t]; p != nil {
				used = true
				alone = alone && !p.InPlay()
			}
		}
		out[t] = used && alone
		all = all && out[t]
	}
	if all {
		clear(out)
	}
	return out
}

// Position is where a contestant is in one round.
type Position struct {
	Round, Table int
	Seat         Seat
	Set          int
	Switched     bool
}

// Itinerary returns contestant c's positions, one per round; a round in
// which c holds no seat has Table 0 (a sit-out). If c is seated twice in a
// round (an invalid movement), the first seat in table order is kept.
func (m *Movement) Itinerary(c int) []Position {
	if c < 1 || c > m.Contestants {
		out := make([]Position, max(m.Rounds, 0))
		for r := range out {
			out[r].Round = r + 1
		}
		return out
	}
	return m.itineraries()[c-1]
}

// Clone returns a deep copy of m.
func (m *Movement) Clone() *Movement {
	c := *m
	c.Seats = slices.Clone(m.Seats)
	if m.Labels != nil {
		c.Labels = make(map[int]string, len(m.Labels))
		for k, v := range m.Labels {
			c.Labels[k] = v
		}
	}
	c.Session = m.Session.Clone()
	c.Teams = m.Teams.Clone()
	c.Sections = slices.Clone(m.Sections)
	c.Play = make([]Play, len(m.Play))
	for i, p := range m.Play {
		p.Seats = slices.Clone(p.Seats)
		c.Play[i] = p
	}
	return &c
}

// TablePlays counts the records of m's deals: one for every table that
// plays a deal, over all its deals (the rows of the protocols, the lines of
// the travellers, the rows of a results sheet).
func (m *Movement) TablePlays() int {
	n := 0
	for _, p := range m.Play {
		if p.InPlay() && p.Set >= 1 {
			first, last := m.Boards(p.Set)
			n += last - first + 1
		}
	}
	return n
}
