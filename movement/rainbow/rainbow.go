package rainbow

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The table counts Generate supports: primes from MinTables to MaxTables.
const (
	MinTables = 5
	MaxTables = 97
)

// Options describe a Rainbow individual.
type Options struct {
	// Tables is T, a prime from MinTables to MaxTables; 4T players.
	Tables int
	// Rounds is how many of the T rounds to play; 0 means all T.
	Rounds int
	// BoardsPerSet is the boards in each set; 0 means the set count that
	// brings each player's boards closest to 26 (at least 1).
	BoardsPerSet int
}

// OptionError is what Check returns; see movement.OptionError.
type OptionError = movement.OptionError

func optionErr(field, format string, args ...any) error {
	return &movement.OptionError{Generator: "rainbow", Field: field, Text: movement.Say(format, args...), Unsupported: field == "Tables"}
}

// Prime reports whether n is a prime.
func Prime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}

// Check returns nil when o describes a Rainbow Generate can build, else an
// *OptionError naming the field.
func (o Options) Check() error {
	T := o.Tables
	if T < MinTables || T > MaxTables || !Prime(T) {
		return optionErr("Tables", "a Rainbow individual wants a prime number of tables from %d to %d (5, 7, 11, 13, …): the lines move 0, 1, 2 and −2 tables a round", MinTables, MaxTables)
	}
	if o.Rounds < 0 || o.Rounds > T {
		return optionErr("Rounds", "want 1 to %d at %d tables", T, T)
	}
	if o.BoardsPerSet < 0 || o.BoardsPerSet > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerSet", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	return nil
}

// defaultBoards brings rounds × boards closest to 26, ties to fewer.
func defaultBoards(rounds int) int {
	lo := max(26/rounds, 1)
	if 26-lo*rounds > (lo+1)*rounds-26 {
		return lo + 1
	}
	return lo
}

// mod returns a mod m in 0..m−1.
func mod(a, m int) int { return (a%m + m) % m }

// Generate builds the Rainbow o describes and validates it. Players are
// numbered by line and starting table: North 1..T at tables 1..T, South
// T+1..2T, East 2T+1..3T, West 3T+1..4T; set k starts at table k.
func Generate(o Options) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	T := o.Tables
	R := o.Rounds
	if R == 0 {
		R = T
	}
	b := o.BoardsPerSet
	if b == 0 {
		b = defaultBoards(R)
	}
	m := &movement.Movement{
		Name: fmt.Sprintf("Rainbow individual, %d tables", T), Family: movement.Family("rainbow"),
		Kind: movement.Individual, Game: movement.Bridge, Seats: slices.Clone(movement.CompassSeats()),
		Contestants: 4 * T, Labels: map[int]string{}, Tables: T, Rounds: R, Sets: T, BoardsPerSet: b,
	}
	if R < T {
		m.Name += fmt.Sprintf(", %d of %d rounds", R, T)
	}
	lines := []string{"N", "S", "E", "W"}
	for l, name := range lines {
		for t := 1; t <= T; t++ {
			m.Labels[l*T+t] = fmt.Sprintf("%d%s", t, name)
		}
	}
	// speed[l] is how far line l moves up a round (N, S, E, W).
	speed := []int{0, 1, 2, -2}
	for r := range R {
		for t := range T {
			// The player of line l at table t started at table t − speed·r.
			who := func(l int) int { return l*T + mod(t-speed[l]*r, T) + 1 }
			m.Play = append(m.Play, movement.Play{
				Round: r + 1, Table: t + 1, Set: mod(t+r, T) + 1, // boards down one: table t gets table t+1's set
				Seats: []int{who(0), who(2), who(1), who(3)}, // the layout's order: N, E, S, W
			})
		}
	}
	m.Sort()
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("rainbow: %d tables: the movement is invalid: %v", T, errs[0])
	}
	return m, nil
}

// Notes explains the Rainbow m in words, one sentence per line.
func Notes(o Options, m *movement.Movement) []movement.Text {
	T := m.Tables
	lines := []movement.Text{
		movement.Say("Rainbow individual: %d players at %d tables; North players stay, South players move up one table a round, East players up two, West players down two, and the boards down one.", 4*T, T),
		movement.Say("%d is prime, so every two players of different lines meet exactly once in %d rounds (North and South, East and West as partners, the others as opponents) and every player plays every set once; players of the same line never meet.", T, T),
	}
	if m.Rounds < T {
		lines = append(lines, movement.Say("Only %d of the %d rounds are played: some players of different lines do not meet.", m.Rounds, T))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerSet == 0, false))
}
