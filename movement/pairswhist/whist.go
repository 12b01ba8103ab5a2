package pairswhist

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// The table counts Generate supports; a rover joins at most
// MaxRoverTables tables (the search for its tables stays quick there).
const (
	MinTables      = 3
	MaxTables      = 100
	MaxRoverTables = 30
)

// Family is the Movement.Family of a whist movement.
const Family movement.Family = "whist"

// Options describe a whist movement for pairs.
type Options struct {
	// Tables is T, MinTables..MaxTables.
	Tables int
	// Pairs is 2T (0 means 2T), 2T−1 (the NS seat of table T empty) or
	// 2T+1 (a rover, at most MaxRoverTables tables).
	Pairs int
	// Rounds is how many rounds to play, 1..T (a rover: 2..T); 0 means T.
	// A shorter session plays the first Rounds rounds.
	Rounds int
	// BoardsPerRound is the boards of each set; 0 means the number that
	// brings each pair's boards closest to 26 (as for a Mitchell).
	BoardsPerRound int
	// ArrowSwitch lists rounds (1-based) in which the EW pairs play the
	// NS cards at every table, for one winner; empty means two winners,
	// unless Winners is 1.
	ArrowSwitch []int
	// Winners is 1 or 2; 0 means 2 unless ArrowSwitch names rounds. With 1
	// and no ArrowSwitch, movegen chooses the whole rounds to switch as
	// for a Mitchell (mitchell.ChooseRoundSwitches): every choice up to
	// mitchell.ExhaustiveRounds rounds, a search above.
	Winners int
}

// OneWinner reports whether o has one winner: Winners 1 or rounds given
// to switch.
func (o Options) OneWinner() bool { return o.Winners == 1 || len(o.ArrowSwitch) > 0 }

// Rover reports whether o seats a rover pair.
func (o Options) Rover() bool { return o.Pairs == 2*o.Tables+1 }

// normalized fills in the defaults of o.
func (o Options) normalized() Options {
	if o.Pairs == 0 {
		o.Pairs = 2 * o.Tables
	}
	if o.Rounds == 0 {
		o.Rounds = o.Tables
	}
	if o.BoardsPerRound == 0 {
		o.BoardsPerRound = mitchell.DefaultBoardsPerRound(o.Rounds, false)
	}
	return o
}

func optionErr(field string, unsupported bool, text movement.Text) error {
	return &movement.OptionError{Generator: "whist", Field: field, Text: text, Unsupported: unsupported}
}

// Check returns nil when o describes a movement Generate builds, or a
// *movement.OptionError naming the first field that is wrong (a table
// count out of range matches movement.ErrUnsupported).
func (o Options) Check() error {
	T := o.Tables
	if T < MinTables || T > MaxTables {
		return optionErr("Tables", true, say("want %d to %d", MinTables, MaxTables))
	}
	if o.Pairs != 0 && o.Pairs != 2*T && o.Pairs != 2*T-1 && o.Pairs != 2*T+1 {
		return optionErr("Pairs", false, say("a whist movement at %d tables has %d, %d or %d pairs (one missing, or a rover)", T, 2*T-1, 2*T, 2*T+1))
	}
	if o.Rover() && T > MaxRoverTables {
		return optionErr("Tables", true, say("want %d to %d with a rover (a larger field is better split into sections)", MinTables, MaxRoverTables))
	}
	least := 1
	if o.Rover() {
		least = 2
	}
	if o.Rounds != 0 && (o.Rounds < least || o.Rounds > T) {
		if o.Rover() {
			return optionErr("Rounds", false, say("the rover sits out round 1 and plays from round 2; want 2 to %d at %d tables", T, T))
		}
		return optionErr("Rounds", false, say("want 1 to %d at %d tables", T, T))
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", false, say("want 1 to %d", movement.MaxBoardsPerSet))
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", false, say("want 1 or 2"))
	}
	if o.Winners == 2 && len(o.ArrowSwitch) > 0 {
		return optionErr("ArrowSwitch", false, say("arrow switches give one winner, but two winners were asked for"))
	}
	R := o.normalized().Rounds
	seen := map[int]bool{}
	for _, r := range o.ArrowSwitch {
		if r < 1 || r > R {
			return optionErr("ArrowSwitch", false, say("arrow switch in round %d: want 1 to %d", r, R))
		}
		if seen[r] {
			return optionErr("ArrowSwitch", false, say("arrow switch in round %d listed twice", r))
		}
		seen[r] = true
	}
	if len(o.ArrowSwitch) > 0 && len(o.ArrowSwitch) == R {
		return optionErr("ArrowSwitch", false, say("switching all %d rounds only swaps the lines; one winner needs some rounds unswitched", R))
	}
	if o.Rover() {
		if _, _, ok := roverPath(T, R); !ok {
			return optionErr("Tables", true, say("no rover schedule keeps the rover off boards it has played"))
		}
	}
	return nil
}

// table is one table in one round: its set and its EW pair (1..T).
type table struct{ set, ew int }

// Layout returns the whist movement for T tables, round by round (all T
// rounds): row r, index t−1 holds the set and the EW pair (numbered 1..T
// as the table it starts at) of table t. See the package doc.
func layout(T int) [][]table {
	rows := make([][]table, T)
	for k := range T {
		row := make([]table, T)
		for t := range T { // table t+1, 0-based t
			var e int
			switch {
			case T%2 == 1 || k < T/2:
				e = t + 2*k
			case k < T-1:
				e = t + 2*k + 1 // the skip, after T/2 rounds
			default:
				e = t + T/2 - 1 // the revenge round
			}
			row[t] = table{set: (t+k)%T + 1, ew: e%T + 1}
		}
		rows[k] = row
	}
	return rows
}

// EWMoves returns how many tables down the EW pairs move after each round
// of the whist movement at T tables (one entry a change, T−1 of them):
// 2 for an odd T; for an even T 2, then 3 at the skip after round T/2,
// and T/2 + 2 before the revenge round.
func EWMoves(T int) []int {
	out := make([]int, 0, T-1)
	for k := 1; k < T; k++ {
		switch {
		case T%2 == 1 || k < T/2:
			out = append(out, 2)
		case k == T/2 && k < T-1:
			out = append(out, 3)
		case k < T-1:
			out = append(out, 2)
		default:
			out = append(out, (T/2+2)%T)
		}
	}
	return out
}

// Choose returns the whole rounds Generate arrow-switches for one winner
// when o names none (o.Winners 1), and how they were chosen.
func Choose(o Options) (mitchell.SwitchChoice, error) {
	o.Winners, o.ArrowSwitch = 1, nil
	if err := o.Check(); err != nil {
		return mitchell.SwitchChoice{}, err
	}
	m, err := Generate(Options{Tables: o.Tables, Pairs: o.Pairs, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound})
	if err != nil {
		return mitchell.SwitchChoice{}, err
	}
	return mitchell.ChooseMovementSwitches(m), nil
}

// Generate builds the whist movement of o and validates it. NS pairs are
// contestants 1..T (labelled "t NS"); a rover is T+1 ("T+1 NS", one more
// than the highest table, as the directors number it); the EW pairs
// follow ("e EW").
func Generate(o Options) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.normalized()
	T, R := n.Tables, n.Rounds
	rows := layout(T)[:R]
	var path []int
	if n.Rover() {
		path, _, _ = roverPath(T, R)
	}
	missing := n.Pairs == 2*T-1
	nsCount := T // contestants before the EW pairs
	switch {
	case n.Rover():
		nsCount = T + 1
	case missing:
		nsCount = T - 1
	}
	m := &movement.Movement{
		Name:   fmt.Sprintf("Whist, %d tables", T),
		Family: Family, Kind: movement.Pairs, Game: movement.Bridge,
		Seats: slices.Clone(movement.PairSeats()), Contestants: nsCount + T, Labels: map[int]string{},
		Tables: T, Rounds: R, Sets: T, BoardsPerSet: n.BoardsPerRound,
	}
	switch {
	case n.Rover():
		m.Name += ", rover"
	case missing:
		m.Name += ", NS pair missing"
	}
	if R < T {
		m.Name += fmt.Sprintf(", %d of %d rounds", R, T)
	}
	if n.OneWinner() {
		m.Name += ", one winner"
	}
	for t := 1; t <= nsCount; t++ {
		m.Labels[t] = fmt.Sprintf("%d NS", t)
	}
	for e := 1; e <= T; e++ {
		m.Labels[nsCount+e] = fmt.Sprintf("%d EW", e)
	}
	seated := make([][]mitchell.RoundTable, len(rows))
	for k, row := range rows {
		for i, tb := range row {
			ns := i + 1
			switch {
			case missing && ns == T:
				ns = 0
			case path != nil && path[k] == i+1:
				ns = T + 1
			}
			seated[k] = append(seated[k], mitchell.RoundTable{Set: tb.set, NS: ns, EW: nsCount + tb.ew})
		}
	}
	switched := n.ArrowSwitch
	if n.Winners == 1 && len(switched) == 0 {
		switched = mitchell.ChooseRoundSwitches(seated, m.Contestants).Rounds
	}
	for k, row := range seated {
		for i, tb := range row {
			m.Play = append(m.Play, movement.Play{Round: k + 1, Table: i + 1, Set: tb.Set,
				Seats: []int{tb.NS, tb.EW}, Switched: slices.Contains(switched, k+1)})
		}
	}
	m.Sort()
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("whist: %s: the movement is invalid: %v", m.Name, errs[0])
	}
	return m, nil
}
