// Package samples builds small movements of every family by their textbook
// rules, for the tests and benchmarks of the file formats and the paper
// outputs. They stand in for the generators (movement/mitchell,
// movement/howell, movement/preferans) in tests that must not depend on
// them, and every one but the size fixture Big is checked with
// movement.Validate before it is returned.
package samples

import (
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// MitchellVariant selects a Mitchell layout.
type MitchellVariant int

// The Mitchell variants.
const (
	// Plain: odd tables; NS stationary, EW up one, sets down one.
	Plain MitchellVariant = iota
	// Skip: even tables; EW skip one table after half the rounds; T−1
	// rounds.
	Skip
	// Relay: even tables; tables 1 and T share a set and a bye stand sits
	// between tables T/2 and T/2+1; T rounds.
	Relay
	// Switched: like Plain, with an arrow switch in the last round.
	Switched
	// Phantom: like Plain, with the EW pair of table 1 missing, so that
	// one NS pair sits out every round.
	Phantom
)

// mod1 maps x to 1..n cyclically.
func mod1(x, n int) int { return ((x-1)%n+n)%n + 1 }

// Mitchell builds a Mitchell movement for t tables with 3 boards per set:
// NS pair i (contestant i) stays at table i; EW pair e (contestant t+e)
// starts at table e and moves up one table a round; the sets move down one
// table a round, so table t plays set t+r−1 in round r.
func Mitchell(tables int, v MitchellVariant) (*movement.Movement, error) {
	m := &movement.Movement{
		Name: fmt.Sprintf("Mitchell, %d tables", tables), Family: movement.Mitchell,
		Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 2 * tables, Tables: tables, Rounds: tables, Sets: tables,
		BoardsPerSet: 3, Labels: map[int]string{},
	}
	for i := 1; i <= tables; i++ {
		m.Labels[i] = fmt.Sprintf("%d NS", i)
		m.Labels[tables+i] = fmt.Sprintf("%d EW", i)
	}
	if v == Skip {
		m.Rounds = tables - 1
		m.Name += ", skip"
	}
	// Set positions for the relay: tables 1..T/2, the bye stand (0), tables
	// T/2+1..T−1; table T shares the set of table 1.
	var positions []int
	if v == Relay {
		m.Name += ", relay and bye stand"
		for t := 1; t <= tables/2; t++ {
			positions = append(positions, t)
		}
		positions = append(positions, 0)
		for t := tables/2 + 1; t < tables; t++ {
			positions = append(positions, t)
		}
	}
	for r := 1; r <= m.Rounds; r++ {
		for t := 1; t <= tables; t++ {
			e := mod1(t-(r-1), tables)
			if v == Skip && r > tables/2 {
				e = mod1(t-r, tables)
			}
			set := mod1(t+r-1, tables)
			if v == Relay {
				pos := 0
				for i, x := range positions {
					if x == t {
						pos = i
					}
				}
				if t == tables {
					pos = 0
				}
				set = mod1(pos+1+r-1, tables)
			}
			ew := tables + e
			if v == Phantom && e == 1 {
				ew = 0
			}
			m.Play = append(m.Play, movement.Play{
				Round: r, Table: t, Set: set, Seats: []int{t, ew},
				Switched: v == Switched && r == m.Rounds,
			})
		}
	}
	if v == Phantom {
		// EW pair 1 is missing: the last EW pair takes its contestant
		// number so that contestants stay 1..2T−1.
		m.Contestants = 2*tables - 1
		delete(m.Labels, tables+1)
		for i := range m.Play {
			if m.Play[i].Seats[1] == 2*tables {
				m.Play[i].Seats[1] = tables + 1
			}
		}
		m.Labels[tables+1] = fmt.Sprintf("%d EW", tables)
		delete(m.Labels, 2*tables)
		m.Name += ", one pair short"
	}
	return checked(m)
}

// Howell4 is the balanced complete Howell for 4 tables, cyclic mod 7 with a
// stationary pair (8): entries (NS, EW, set) (F,0,0) (1,3,2) (2,6,4)
// (4,5,1), adding the round to pairs and set.
func Howell4() (*movement.Movement, error) {
	base := [][3]int{{-1, 0, 0}, {1, 3, 2}, {2, 6, 4}, {4, 5, 1}}
	m := &movement.Movement{
		Name: "Howell, 4 tables", Family: movement.Howell, Kind: movement.Pairs,
		Game: movement.Bridge, Seats: movement.PairSeats(), Contestants: 8,
		Tables: 4, Rounds: 7, Sets: 7, BoardsPerSet: 2,
	}
	for r := 0; r < 7; r++ {
		for t, e := range base {
			ns := 8
			if e[0] >= 0 {
				ns = (e[0]+r)%7 + 1
			}
			m.Play = append(m.Play, movement.Play{
				Round: r + 1, Table: t + 1, Set: (e[2]+r)%7 + 1,
				Seats: []int{ns, (e[1]+r)%7 + 1},
			})
		}
	}
	return checked(m)
}

// PreferansRotation is the book's simple movement for an odd number of
// tables prime to 3 (seats N E S W): N stays, E moves up one table, S up
// two, W down two, and the sets move down one, each round.
func PreferansRotation(tables int) (*movement.Movement, error) {
	rot := design.Rotation{Ring: design.IntegersMod(tables), Lines: []int{0, 1, 2, tables - 2}, Sets: tables - 1}
	return rotation(fmt.Sprintf("Preferans rotation, %d tables", tables), movement.Rotation, rot, tables)
}

// FieldRotation is a linear rotation over GF(q) for q tables of four:
// lines move by 0, 1, 2, 3 (field elements) times the round, sets by 4.
func FieldRotation(q int) (*movement.Movement, error) {
	f, err := design.NewField(q)
	if err != nil {
		return nil, fmt.Errorf("samples: %w", err)
	}
	rot := design.Rotation{Ring: f, Lines: []int{0, 1, 2, 3}, Sets: 4}
	return rotation(fmt.Sprintf("Field rotation, GF(%d)", q), movement.Field, rot, q)
}

func rotation(name string, fam movement.Family, rot design.Rotation, n int) (*movement.Movement, error) {
	if err := rot.Check(); err != nil {
		return nil, fmt.Errorf("samples: %w", err)
	}
	k := len(rot.Lines)
	m := &movement.Movement{
		Name: name, Family: fam, Kind: movement.Individual, Game: movement.Preferans,
		Seats: movement.CompassSeats()[:k], Contestants: n * k, Tables: n, Rounds: n,
		Sets: n, BoardsPerSet: k, Labels: map[int]string{},
	}
	for s := 0; s < n; s++ {
		for l := 0; l < k; l++ {
			m.Labels[rot.Player(s, l)+1] = fmt.Sprintf("%d%s", s+1, movement.CompassSeats()[l])
		}
	}
	for r := 0; r < n; r++ {
		// Round r is the ring element r (in GF(q) an element index).
		seats, sets := rot.Round(r)
		for x := 0; x < n; x++ {
			p := movement.Play{Round: r + 1, Table: x + 1, Set: sets[x] + 1}
			for _, c := range seats[x] {
				p.Seats = append(p.Seats, c+1)
			}
			m.Play = append(m.Play, p)
		}
	}
	return checked(m)
}

// Rest is a preferans rest scheme for v players at tables of k (v ≡ 1 mod
// k): one player rests each round, v rounds.
func Rest(v, k int) (*movement.Movement, error) {
	s, err := design.NewRestScheme(v, k)
	if err != nil {
		return nil, fmt.Errorf("samples: %w", err)
	}
	tables := len(s.Base)
	m := &movement.Movement{
		Name: fmt.Sprintf("Rest scheme, %d players", v), Family: movement.Rest,
		Kind: movement.Individual, Game: movement.Preferans, Seats: movement.CompassSeats()[:k],
		Contestants: v, Tables: tables, Rounds: v, Sets: v, BoardsPerSet: k,
	}
	for g := 0; g < v; g++ {
		seats, sets, _ := s.Round(g)
		for j := range seats {
			p := movement.Play{Round: g + 1, Table: j + 1, Set: sets[j] + 1}
			for _, c := range seats[j] {
				p.Seats = append(p.Seats, c+1)
			}
			m.Play = append(m.Play, p)
		}
	}
	return checked(m)
}

func checked(m *movement.Movement) (*movement.Movement, error) {
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, fmt.Errorf("samples: %s is invalid: %v", m.Name, errs)
	}
	return m, nil
}

// LateMitchell is the 3-table Mitchell (Plain, 3 boards a round) of the
// event "Night Pairs" played from 23:20 at 7 minutes a board and 1 to
// move: rounds 23:20–23:41, 23:42–00:03(+1) and 00:04–00:25(+1), a
// session that crosses midnight. The times are written out by hand; a test
// checks them against the planner's arithmetic (schedules.MovementTimetable).
func LateMitchell() (*movement.Movement, error) {
	m, err := Mitchell(3, Plain)
	if err != nil {
		return nil, err
	}
	const start, round, move = 23*60 + 20, 3 * 7, 1
	tt := &movement.Timetable{Start: start, MinutesPerBoard: 7, MoveMinutes: move}
	for r := range m.Rounds {
		begin := movement.Clock(start + r*(round+move))
		tt.Rounds = append(tt.Rounds, movement.RoundTime{Round: r + 1, Start: begin, End: begin + round})
	}
	m.Session = &movement.Session{Event: "Night Pairs", Timetable: tt}
	return checked(m)
}

// Big is a size fixture for benchmarks: 200 players of an individual
// movement at 50 tables for 50 rounds, every contestant seated once a
// round. The seating is not fair (some contestants replay a set every
// round), so Big is not validated: only its size matters.
func Big() *movement.Movement {
	const T, R = 50, 50
	m := &movement.Movement{
		Name: "big", Family: movement.Custom, Kind: movement.Individual, Game: movement.Bridge,
		Seats: movement.CompassSeats(), Contestants: 4 * T, Tables: T, Rounds: R, Sets: T, BoardsPerSet: 2,
	}
	for r := 1; r <= R; r++ {
		for t := 1; t <= T; t++ {
			seats := []int{t, T + (t+r)%T + 1, 2*T + (t+2*r)%T + 1, 3*T + (t+3*r)%T + 1}
			m.Play = append(m.Play, movement.Play{Round: r, Table: t, Set: (t+r)%T + 1, Seats: seats})
		}
	}
	return m
}

// Must returns m and panics when err is not nil. It is for tests and
// benchmarks, where a sample that fails to build is a bug in this package.
func Must(m *movement.Movement, err error) *movement.Movement {
	if err != nil {
		panic(err)
	}
	return m
}
