package mitchell

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The extra-board Mitchell lengthens a Mitchell by putting extra sets on
// bye stands in the board circuit: T tables play T+k rounds of T+k sets.
// Source: Ian McKinnon, Movements (bridgecentral.com, xtrbrdmitch.htm,
// "Extra board Mitchell"): with an odd number of tables an even number of
// extra sets wait on a relay after table 1 (the "Blackpool"; a 5-table
// Mitchell with 2 extra sets of 4 makes 28 boards); the move is the
// Mitchell's, NS stationary, EW up one table, boards down one through the
// relay, but for one special round: with 2 extra sets the EW pairs on the
// last round subtract their number from T+1 to find their table, with 4
// they subtract it from T on the penultimate round, with 6 from T−1 on the
// antepenultimate round (a result below 1 adds T). Club directors'
// sheets name the even-table form, 12 rounds of 2 boards at 10 tables with
// relays, which needs no share and no skip.
//
// Where the extra sets are a multiple of the tables (3 tables with 3 or 6,
// 4 with 4, 5 with 5, 6 with 6) the EW pairs go round the tables a whole
// number of times, meet every NS pair that often, and need no special
// round; McKinnon says so of 6 tables with two three-set relays ("Even
// tables": "simply omit all special rounds; they are not necessary"), and
// lays 4 tables out with a one-set relay between every two tables
// ("Tables divisible by 4": 1 R 2 R 3 R 4 R, 8 sets of 3 boards, "each
// E-W pair plays against each N-S pair twice without a skip and without a
// special round"), as movegen does.
//
// movegen places the extra sets and finds the special round by a small
// exhaustive search, in this order of preference: with an odd number of
// tables every extra set on the relay after table 1 (before table T); with
// an even number the extra sets split between a relay between tables T/2+1
// and T/2 and one after table 1 (as even, half and half first). For each placement it tries the
// special round from the last backwards and the subtraction constants in
// order, and keeps the first with which every EW pair plays every set
// once and meets every NS pair: for an odd number of tables and an even number of extra sets this
// is the source's rule, and for an even number from 8 tables with two
// one-set or two three-set relays it is McKinnon's "Even tables" rule
// (N+1 on the ultimate round; N−1 on the ante-penultimate), both checked
// in the tests.

// MaxExtraSets is the most extra sets an extra-board Mitchell takes.
const MaxExtraSets = 6

// MaxExtraBoardTables is the largest extra-board Mitchell: the search for
// the special round stays small.
const MaxExtraBoardTables = 31

// ExtraBoardOptions describe an extra-board Mitchell.
type ExtraBoardOptions struct {
	// Tables is T, MinTables..MaxExtraBoardTables.
	Tables int
	// Pairs is 2T (0 means 2T) or 2T−1: the NS seat of table T empty, so
	// the EW pair arriving there sits out that round (the odd field the
	// ready reckoner plays at 3½, 4½ and 5½ tables). At 4 tables and 8
	// rounds it may be 9: a rover, pair 5 NS, on McKinnon's rover card
	// (extraRoverCard), one winner.
	Pairs int
	// Rounds is T+k for k = 1..MaxExtraSets extra sets; every round
	// plays a set of its own.
	Rounds int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for the rounds.
	BoardsPerRound int
}

// Check returns nil when o describes an extra-board Mitchell
// GenerateExtraBoard can build, else an *OptionError naming the field.
func (o ExtraBoardOptions) Check() error {
	T := o.Tables
	if T < MinTables || T > MaxExtraBoardTables {
		return optionErr("Tables", "an extra-board Mitchell wants %d to %d tables", MinTables, MaxExtraBoardTables)
	}
	if o.Rounds < T+1 || o.Rounds > T+MaxExtraSets {
		return optionErr("Rounds", "an extra-board Mitchell at %d tables plays %d to %d rounds (1 to %d extra sets)", T, T+1, T+MaxExtraSets, MaxExtraSets)
	}
	if o.Pairs == 2*T+1 && (T != ExtraRoverTables || o.Rounds != 2*ExtraRoverTables) {
		return optionErr("Pairs", "a rover in an extra-board Mitchell follows McKinnon's rover card, which is for 4 tables and 8 rounds (4½ tables); at %d tables it seats %d pairs, or %d with the NS seat of table %d empty", T, 2*T, 2*T-1, T)
	}
	if o.Pairs != 0 && o.Pairs != 2*T && o.Pairs != 2*T-1 && o.Pairs != 2*T+1 {
		return optionErr("Pairs", "an extra-board Mitchell at %d tables seats %d pairs, or %d with the NS seat of table %d empty", T, 2*T, 2*T-1, T)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if _, ok := extraBoardPlan(T, o.Rounds-T); !ok {
		return optionErr("Rounds", "%d extra sets at %d tables: no placement of the relays and no special round gives every EW pair every set once and every NS pair", o.Rounds-T, T)
	}
	return nil
}

// extraPlan is how an extra-board Mitchell runs: after[i] extra sets wait
// on a relay before table relayAt[i] (the boards leaving the table above
// it, table 1 for table T, rest there before going on to it); in round
// special (1-based) EW pair e goes to table c−e (plus T while below 1)
// instead of moving up one; special 0 is no special round.
type extraPlan struct {
	relayAt, after []int
	special, c     int
}

// stations returns the place of each table (index t−1) in the circuit of
// T+k places the sets move down through (a set at place q goes to place
// q−1, place 0 to the last): a relay's places follow the place of the
// table it leads to.
func (p extraPlan) stations(T int) []int {
	pos := make([]int, T)
	next := 0
	for t := 1; t <= T; t++ {
		pos[t-1] = next
		next++
		for i, at := range p.relayAt {
			if at == t {
				next += p.after[i]
			}
		}
	}
	return pos
}

// extraTable returns the table of EW pair e in round r (1-based) under p.
func (p extraPlan) table(T, e, r int) int {
	t := e
	for x := 2; x <= r; x++ {
		if x == p.special {
			t = ((p.c-e-1)%T+T)%T + 1
		} else {
			t = t%T + 1
		}
	}
	return t
}

// works reports whether every EW pair plays every set once and meets
// every NS pair under p.
func (p extraPlan) works(T, k int) bool {
	L := T + k
	pos := p.stations(T)
	seen := make([]bool, L)
	met := make([]bool, T)
	for e := 1; e <= T; e++ {
		clear(seen)
		clear(met)
		t := e
		for r := 1; r <= L; r++ {
			if r > 1 {
				if r == p.special {
					t = ((p.c-e-1)%T+T)%T + 1
				} else {
					t = t%T + 1
				}
			}
			s := (pos[t-1] + r - 1) % L
			if seen[s] {
				return false
			}
			seen[s], met[t-1] = true, true
		}
		if slices.Contains(met, false) {
			return false
		}
	}
	return true
}

// extraBoardPlan finds the plan for T tables and k extra sets.
func extraBoardPlan(T, k int) (extraPlan, bool) {
	var placements [][2][]int
	if T%2 == 1 {
		placements = append(placements, [2][]int{{T}, {k}})
	} else {
		for a := k / 2; a >= 0; a-- {
			for _, x := range []int{k - a, a} {
				switch x {
				case 0:
					placements = append(placements, [2][]int{{T}, {k}})
				case k:
					placements = append(placements, [2][]int{{T / 2}, {k}})
				default:
					placements = append(placements, [2][]int{{T / 2, T}, {x, k - x}})
				}
			}
		}
	}
	if T%4 == 0 && k == T {
		// McKinnon's "Tables divisible by 4": a one-set relay between
		// every two tables (1 R 2 R 3 R 4 R), no skip, no special round.
		every := [2][]int{make([]int, T), make([]int, T)}
		for t := range T {
			every[0][t], every[1][t] = t+1, 1
		}
		placements = append([][2][]int{every}, placements...)
	}
	L := T + k
	for _, pl := range placements {
		// No special round first: where the extra sets are a multiple of
		// the tables the EW pairs go round the tables a whole number of
		// times and none is needed (McKinnon, "Even tables": "With 6
		// tables simply omit all special rounds; they are not necessary").
		if p := (extraPlan{relayAt: pl[0], after: pl[1]}); p.works(T, k) {
			return p, true
		}
		for sp := L; sp >= 2; sp-- {
			for c := 0; c < T; c++ {
				p := extraPlan{relayAt: pl[0], after: pl[1], special: sp, c: c}
				if p.works(T, k) {
					return p, true
				}
			}
		}
	}
	return extraPlan{}, false
}

// GenerateExtraBoard builds the extra-board Mitchell o describes and
// validates it. NS pairs 1..T stay; EW pairs T+1..2T start at tables
// 1..T; set k starts at table k and the extra sets on their relays. With
// Pairs 2T−1 the NS seat of table T is empty: NS pairs 1..T−1, EW pairs
// T..2T−1.
func GenerateExtraBoard(o ExtraBoardOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	T, R := o.Tables, o.Rounds
	k := R - T
	p, _ := extraBoardPlan(T, k)
	b := o.BoardsPerRound
	if b == 0 {
		b = DefaultBoardsPerRound(R, false)
	}
	nsCount := T
	name := fmt.Sprintf("Extra-board Mitchell, %d tables, %d rounds", T, R)
	if o.Pairs == 2*T-1 {
		nsCount = T - 1
		name += ", NS pair missing"
	}
	n := nsCount + T
	if o.Pairs == 2*T+1 {
		n++ // the rover, seated by extraRover
	}
	m := newPairs(name, T, R, R, b, n)
	for c := 1; c <= T; c++ {
		if c <= nsCount {
			m.Labels[c] = fmt.Sprintf("%d NS", c)
		}
		m.Labels[nsCount+c] = fmt.Sprintf("%d EW", c)
	}
	pos := p.stations(T)
	at := make([][]int, R) // at[r][t-1] is the EW pair at table t
	for r := range at {
		at[r] = make([]int, T)
	}
	for e := 1; e <= T; e++ {
		for r := 1; r <= R; r++ {
			at[r-1][p.table(T, e, r)-1] = nsCount + e
		}
	}
	for r := 1; r <= R; r++ {
		for t := 1; t <= T; t++ {
			ns := t
			if t > nsCount {
				ns = 0
			}
			m.Play = append(m.Play, movement.Play{
				Round: r, Table: t, Set: (pos[t-1]+r-1)%R + 1,
				Seats: []int{ns, at[r-1][t-1]},
			})
		}
	}
	if o.Pairs == 2*T+1 {
		return extraRover(m)
	}
	return finish(m)
}

// ExtraRoverTables is the table count of the extra-board Mitchell
// McKinnon's rover card is for (with 8 rounds).
const ExtraRoverTables = 4

// roverSeat is one round of a rover card: the table, and the seat taken
// there (NS, else EW) from the pair named (a pair number of its line).
type roverSeat struct {
	table int
	ns    bool
	pair  int
}

// extraRoverCard is McKinnon's "Rover pair guide card" for 4½ tables in
// the extra-board Mitchell of 4 tables and 8 sets with a one-set relay
// between every two tables ("Tables divisible by 4", bridgecentral.com,
// MvtHTML/tablesdivisibleby4.htm: "Round 1–8; Table: Sit out, 4, 3, 2, 1,
// 3, 2, 3; Replace: NS4, NS3, EW3, EW1, EW2, NS2, EW4. N-S 1 does not sit
// out. Rover play is repeated against NS3."), rounds 2 to 8.
func extraRoverCard() []roverSeat {
	return []roverSeat{{4, true, 4}, {3, true, 3}, {2, false, 3}, {1, false, 1}, {3, false, 2}, {2, true, 2}, {3, false, 4}}
}

// extraRover seats the rover of extraRoverCard in m (the 4-table, 8-round
// extra-board Mitchell of 2T pairs, its contestant count already 2T+1),
// and arrow-switches the whole rounds that give the best balance index:
// the rover plays both lines, so the movement has one winner.
func extraRover(m *movement.Movement) (*movement.Movement, error) {
	T := m.Tables
	rover := 2*T + 1
	m.Labels[rover] = fmt.Sprintf("%d NS", T+1)
	m.Name += ", rover, one winner"
	for i, c := range extraRoverCard() {
		r := i + 2
		for j := range m.Play {
			p := &m.Play[j]
			if p.Round != r || p.Table != c.table {
				continue
			}
			seat, want := 1, T+c.pair
			if c.ns {
				seat, want = 0, c.pair
			}
			if p.Seats[seat] != want {
				return nil, movement.Internalf("mitchell: rover card round %d: table %d holds pair %d, not %d", r, c.table, p.Seats[seat], want)
			}
			p.Seats[seat] = rover
		}
	}
	switched := ChooseMovementSwitches(m).Rounds
	for j := range m.Play {
		m.Play[j].Switched = slices.Contains(switched, m.Play[j].Round)
	}
	return finish(m)
}

// ExtraBoardSpecial returns the special round of the extra-board Mitchell
// at tables tables and rounds rounds and the number c from which the EW
// pairs subtract their pair number in it (a result below 1 adds the
// tables), and the tables before which the extra sets wait on a relay
// (the boards leaving the table above rest there), with how many; ok is
// false when there is none.
func ExtraBoardSpecial(tables, rounds int) (special, c int, relayAfter, sets []int, ok bool) {
	p, ok := extraBoardPlan(tables, rounds-tables)
	if !ok {
		return 0, 0, nil, nil, false
	}
	c = p.c
	if c <= 1 {
		c += tables // T+1 − e, as the source says it, rather than 1 − e (+T)
	}
	return p.special, c, slices.Clone(p.relayAt), slices.Clone(p.after), true
}

// extraBoardNotes explains an extra-board Mitchell in words.
func extraBoardNotes(o ExtraBoardOptions, m *movement.Movement) []movement.Text {
	T, R := o.Tables, o.Rounds
	sp, c, at, n, _ := ExtraBoardSpecial(T, R)
	lines := []movement.Text{
		say("Extra-board Mitchell: NS pairs stay; EW pairs move up one table and boards move down one table each round, %d sets for %d rounds at %d tables.", R, R, T),
	}
	for i := range at {
		from := at[i]%T + 1
		if n[i] == 1 {
			lines = append(lines, say("One extra set waits on a relay between tables %d and %d: the boards leaving table %d rest there before going on to table %d.", from, at[i], from, at[i]))
		} else {
			lines = append(lines, say("%d extra sets wait on a relay between tables %d and %d: the boards leaving table %d rest there before going on to table %d.", n[i], from, at[i], from, at[i]))
		}
	}
	if sp == 0 {
		// The extra sets are a multiple of the tables: every EW pair goes
		// round R/T times and meets every NS pair that often.
		if o.Pairs == 2*T+1 {
			// The rover displaces EW pairs too: an EW pair meets the NS
			// pair of the table where it sits out once fewer.
			lines = append(lines, say("No special move: the %d rounds take every EW pair round the %d tables %s.", R, T, movement.Times(R/T)))
			var tables []int
			for _, c := range extraRoverCard() {
				tables = append(tables, c.table)
			}
			return append(lines,
				say("Rover (McKinnon's card for 4½ tables): pair %d NS sits out round 1, then plays at tables %s in rounds 2–%d, taking the seat of a different pair each round, NS or EW; the pair it displaces sits out that round, so every pair but pair 1 NS sits out once, and the rover meets pair 3 NS twice.", T+1, movement.JoinInts(tables, ", "), R),
				say("One winner: rounds %s arrow-switched at every table (the best whole rounds; balance index %.2f).", movement.JoinInts(SwitchedRounds(m), ", "), movement.Analyze(m).Summary.BalanceIndex),
				say("Every pair plays every set at most once."),
				movement.BoardsNote(m, o.BoardsPerRound == 0, false))
		}
		lines = append(lines, say("No special move: the %d rounds take every EW pair round the %d tables %s, so it meets every NS pair %s.", R, T, movement.Times(R/T), movement.Times(R/T)))
		if o.Pairs == 2*T-1 {
			return append(lines,
				say("The NS seat of table %d is empty: the EW pair arriving there sits out that round and its set is not played there.", T),
				say("Every pair plays every set at most once."),
				movement.BoardsNote(m, o.BoardsPerRound == 0, false))
		}
		return append(lines, say("Every pair plays every set once and nobody sits out."), movement.BoardsNote(m, o.BoardsPerRound == 0, false))
	}
	lines = append(lines,
		say("Special move before round %d: each EW pair goes to table %d minus its pair number (add %d if that is below 1), then moves up one table as before.", sp, c, T),
	)
	if o.Pairs == 2*T-1 {
		lines = append(lines,
			say("The NS seat of table %d is empty: the EW pair arriving there sits out that round and its set is not played there.", T),
			say("Every EW pair meets every NS pair, some more than once; every pair plays every set at most once."))
	} else {
		lines = append(lines, say("Every pair plays every set once and nobody sits out; every EW pair meets every NS pair, some more than once."))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
