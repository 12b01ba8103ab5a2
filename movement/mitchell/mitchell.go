package mitchell

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The table counts Generate supports.
const (
	MinTables = 3
	MaxTables = 100
)

// EvenMethod is how a Mitchell with an even number of tables keeps pairs
// from meeting a set twice.
type EvenMethod string

// The even-table methods.
const (
	// Relay shares a set between tables 1 and T and parks one set on a bye
	// stand between tables T/2 and T/2+1: T rounds, everybody meets
	// everybody of the other line.
	Relay EvenMethod = "relay"
	// Skip moves the EW pairs two tables instead of one after T/2 rounds:
	// T−1 rounds, no shared sets.
	Skip EvenMethod = "skip"
)

// DefaultEven is the even-table method used when none is given. The relay
// is preferred because it plays the complete movement (every NS pair meets
// every EW pair and every pair plays every set); the skip loses a round.
const DefaultEven = Relay

// Options describe a Mitchell movement.
type Options struct {
	// Tables is T, MinTables..MaxTables.
	Tables int
	// Pairs is 2T (0 means 2T) or 2T−1, one pair missing.
	Pairs int
	// Rounds is how many rounds to play; 0 means FullRounds.
	Rounds int
	// BoardsPerRound is the number of boards in each set; 0 means
	// DefaultBoardsPerRound.
	BoardsPerRound int
	// Even is the method for an even T; "" means DefaultEven. It is
	// ignored for an odd T.
	Even EvenMethod
	// Missing is the line of the missing pair when Pairs is 2T−1: NS (the
	// default, "" also means NS) leaves the NS seat of table T empty, so the
	// EW pairs sit out in turn; EW removes EW pair T, so the NS pairs sit
	// out in turn.
	Missing movement.Seat
	// Winners is 1 or 2 (0 means 2). One winner arrow-switches rounds.
	Winners int
	// ArrowSwitch lists the rounds to arrow-switch (1-based) for one
	// winner; empty means the rounds chosen by Choose (the best balance
	// index of every choice of whole rounds, up to ExhaustiveRounds rounds).
	ArrowSwitch []int
	// PerTable, for one winner, then switches or unswitches single tables
	// in single rounds while that raises the balance index, so a round may
	// be switched at some tables only.
	PerTable bool
}

// FullRounds returns the rounds of the complete movement for T tables: T,
// or T−1 for an even T with the skip.
func FullRounds(tables int, even EvenMethod) int {
	if tables%2 == 0 && even == Skip {
		return tables - 1
	}
	return tables
}

// DefaultBoardsPerRound returns the boards per round used when none are
// given: the number that brings the boards each pair plays (rounds × boards)
// closest to 26, the middle of a usual 24–28 board session, ties going to
// fewer boards; at least 1, and at least 2 when a set is shared (relay), so
// the two tables can each start on a different board.
func DefaultBoardsPerRound(rounds int, shared bool) int {
	least := 1
	if shared {
		least = 2
	}
	if rounds < 1 {
		return least
	}
	lo := max(26/rounds, 1)
	b := lo
	if 26-lo*rounds > (lo+1)*rounds-26 {
		b = lo + 1
	}
	return max(b, least)
}

// normalized fills in the defaults of o.
func (o Options) normalized() Options {
	if o.Pairs == 0 {
		o.Pairs = 2 * o.Tables
	}
	if o.Even == "" {
		o.Even = DefaultEven
	}
	if o.Missing == "" {
		o.Missing = movement.NS
	}
	if o.Winners == 0 {
		o.Winners = 2
		if len(o.ArrowSwitch) > 0 || o.PerTable {
			o.Winners = 1
		}
	}
	if o.Rounds == 0 {
		o.Rounds = FullRounds(o.Tables, o.Even)
	}
	if o.BoardsPerRound == 0 {
		o.BoardsPerRound = DefaultBoardsPerRound(o.Rounds, o.relay())
	}
	return o
}

// relay reports whether the movement shares a set between tables 1 and T.
func (o Options) relay() bool { return SharesSets(o.Tables, o.Even) }

// SharesSets reports whether a Mitchell at tables tables with the given
// even-table method ("" for the default) plays one set at two tables in a
// round: the relay between tables 1 and T. Such a set needs at least two
// boards, so the two tables can start on different boards.
func SharesSets(tables int, even EvenMethod) bool {
	return tables%2 == 0 && even != Skip
}

// Check returns nil when opts describe a movement Generate can build, or an
// error naming the first field that is wrong.
func (o Options) Check() error {
	T := o.Tables
	if T < MinTables || T > MaxTables {
		return optionErr("Tables", "want %d to %d", MinTables, MaxTables)
	}
	if o.Pairs != 0 && o.Pairs != 2*T && o.Pairs != 2*T-1 {
		return optionErr("Pairs", "a Mitchell at %d tables has %d or %d pairs", T, 2*T-1, 2*T)
	}
	if o.Even != "" && o.Even != Relay && o.Even != Skip {
		return optionErr("Even", "want relay or skip")
	}
	if o.Even != "" && T%2 == 1 {
		return optionErr("Even", "only for an even number of tables; with %d tables every pair meets every set without relay or skip", T)
	}
	if o.Missing != "" && o.Missing != movement.NS && o.Missing != movement.EW {
		return optionErr("Missing", "want NS or EW")
	}
	if o.Missing != "" && o.Pairs != 2*T-1 {
		return optionErr("Missing", "only with an odd number of pairs (%d at %d tables); with %d pairs no pair is missing", 2*T-1, T, 2*T)
	}
	n := o.normalized()
	if full := FullRounds(T, n.Even); o.Rounds < 0 || o.Rounds > full {
		return optionErr("Rounds", "want 1 to %d at %d tables", full, T)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.BoardsPerRound == 1 && n.relay() {
		return optionErr("BoardsPerRound", "tables 1 and %d share a set in every round (a relay), and one board cannot be at two tables at once; want at least 2", T)
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	if n.Winners == 2 && o.PerTable && len(o.ArrowSwitch) == 0 {
		return optionErr("PerTable", "per-table arrow switches give one winner, but two winners were asked for")
	}
	return checkSwitches(n.Winners, o.ArrowSwitch, n.Rounds)
}

// checkSwitches checks the rounds to arrow-switch of a movement of rounds
// rounds for the winners asked (0: the default): switches give one
// winner, each round from 1 to rounds once, and never every round (that
// only swaps the lines).
func checkSwitches(winners int, switched []int, rounds int) error {
	if winners == 2 && len(switched) > 0 {
		return optionErr("ArrowSwitch", "arrow switches give one winner, but two winners were asked for")
	}
	seen := map[int]bool{}
	for _, r := range switched {
		if r < 1 || r > rounds {
			return optionErr("ArrowSwitch", "arrow switch in round %d: want 1 to %d", r, rounds)
		}
		if seen[r] {
			return optionErr("ArrowSwitch", "arrow switch in round %d listed twice", r)
		}
		seen[r] = true
	}
	if len(switched) > 0 && len(switched) == rounds {
		return optionErr("ArrowSwitch", "switching all %d rounds only swaps the lines; one winner needs some rounds unswitched", rounds)
	}
	return nil
}

// OptionError is what Check returns; see movement.OptionError.
type OptionError = movement.OptionError

func optionErr(field, format string, args ...any) error {
	return &movement.OptionError{Generator: "mitchell", Field: field, Text: movement.Say(format, args...), Unsupported: field == "Tables"}
}

// table is one table in one round: the set and the NS and EW contestants
// (0 for the missing pair).
type table struct{ set, ns, ew int }

// appendPlays adds to m the plays of rounds (rounds[r][t] is table t+1 of
// round r+1), table t of round r arrow-switched when switched[r][t]
// (none when switched is nil).
func appendPlays(m *movement.Movement, rounds [][]table, switched [][]bool) {
	for r, row := range rounds {
		for t, tb := range row {
			m.Play = append(m.Play, movement.Play{
				Round: r + 1, Table: t + 1, Set: tb.set,
				Seats:    []int{tb.ns, tb.ew},
				Switched: switched != nil && switched[r][t],
			})
		}
	}
}

// layout computes the plain movement (no switches) for normalized options:
// rounds[r][t], and the number of contestants.
func layout(o Options) (rounds [][]table, contestants int) {
	T := o.Tables
	nsMissing := o.Pairs == 2*T-1 && o.Missing == movement.NS
	ewMissing := o.Pairs == 2*T-1 && o.Missing == movement.EW
	nsCount := T
	if nsMissing {
		nsCount = T - 1
	}
	contestants = nsCount + T
	if ewMissing {
		contestants--
	}
	relay := o.relay()
	skip := T%2 == 0 && o.Even == Skip
	// pos is where the set of a table sits in the cycle of T places the
	// sets move down through; with the relay, places 0..T/2−1 are tables
	// 1..T/2, place T/2 is the bye stand, places T/2+1..T−1 are tables
	// T/2+1..T−1, and table T plays the set of table 1.
	pos := func(t int) int {
		if !relay {
			return t - 1
		}
		switch {
		case t <= T/2:
			return t - 1
		case t < T:
			return t
		}
		return 0
	}
	for r := range o.Rounds {
		move := r // how far the EW pairs have moved up
		if skip && r >= T/2 {
			move++
		}
		row := make([]table, T)
		for t := 1; t <= T; t++ {
			e := ((t-1-move)%T+T)%T + 1 // the EW pair at table t
			ns, ew := t, nsCount+e
			if nsMissing && t == T {
				ns = 0
			}
			if ewMissing && e == T {
				ew = 0
			}
			row[t-1] = table{set: (pos(t)+r)%T + 1, ns: ns, ew: ew}
		}
		rounds = append(rounds, row)
	}
	return rounds, contestants
}

// Generate builds the Mitchell movement described by opts and validates it.
func Generate(opts Options) (*movement.Movement, error) {
	if err := opts.Check(); err != nil {
		return nil, err
	}
	o := opts.normalized()
	rounds, C := layout(o)
	switched := switches(o, rounds, C)
	T := o.Tables
	m := &movement.Movement{
		Name:         fmt.Sprintf("Mitchell, %d tables", T),
		Family:       movement.Mitchell,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        slices.Clone(movement.PairSeats()),
		Contestants:  C,
		Labels:       map[int]string{},
		Tables:       T,
		Rounds:       o.Rounds,
		Sets:         T,
		BoardsPerSet: o.BoardsPerRound,
	}
	switch {
	case T%2 == 0 && o.Even == Skip:
		m.Name += ", skip"
	case T%2 == 0:
		m.Name += ", relay and bye stand"
	}
	if o.Pairs == 2*T-1 {
		m.Name += fmt.Sprintf(", %s pair missing", o.Missing)
	}
	if o.Winners == 1 {
		m.Name += ", one winner"
	}
	for _, row := range rounds {
		for _, tb := range row {
			if tb.ns != 0 {
				m.Labels[tb.ns] = fmt.Sprintf("%d NS", tb.ns)
			}
		}
	}
	nsCount := len(m.Labels)
	for c := nsCount + 1; c <= C; c++ {
		m.Labels[c] = fmt.Sprintf("%d EW", c-nsCount)
	}
	appendPlays(m, rounds, switched)
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("mitchell: %d tables: the movement is invalid: %v", T, errs[0])
	}
	return m, nil
}

// SwitchedRounds returns the arrow-switched rounds of m (1-based,
// ascending): the rounds with at least one switched play.
func SwitchedRounds(m *movement.Movement) []int {
	var out []int
	for _, p := range m.Play {
		if p.Switched && !slices.Contains(out, p.Round) {
			out = append(out, p.Round)
		}
	}
	slices.Sort(out)
	return out
}

// switches returns which tables of which rounds Generate arrow-switches:
// none for two winners, else the given or chosen rounds, then with
// PerTable the single tables that raise the balance index.
func switches(o Options, rounds [][]table, C int) [][]bool {
	s := newScorer(rounds, C)
	if o.Winners == 1 {
		list := o.ArrowSwitch
		if len(list) == 0 {
			list = chooseSwitches(rounds, C).Rounds
		}
		for _, r := range list {
			s.flipRound(r - 1)
		}
		if o.PerTable {
			s.perTable()
		}
	}
	return s.sw
}

// PerTableGain returns the balance index of the whole-round switches of
// opts (given or chosen) and the index after the per-table switches, and
// the number of plays whose switch differs from their round's; opts must
// ask for one winner.
func PerTableGain(opts Options) (before, after float64, changed int, err error) {
	opts.Winners = 1
	if err := opts.Check(); err != nil {
		return 0, 0, 0, err
	}
	o := opts.normalized()
	o.PerTable = false
	rounds, C := layout(o)
	s := newScorer(rounds, C)
	list := o.ArrowSwitch
	if len(list) == 0 {
		list = chooseSwitches(rounds, C).Rounds
	}
	for _, r := range list {
		s.flipRound(r - 1)
	}
	whole := make([]bool, len(rounds))
	for r := range rounds {
		whole[r] = s.switched(r)
	}
	before = s.index()
	s.perTable()
	for r, row := range s.sw {
		for _, sw := range row {
			if sw != whole[r] {
				changed++
			}
		}
	}
	return before, s.index(), changed, nil
}
