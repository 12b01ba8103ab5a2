package mitchell

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The twin Mitchell plays an even number of tables T = 2n as two Mitchells
// of n tables side by side that swap their moving pairs half way. Source:
// Ian McKinnon, Movements (bridgecentral.com, MvtHTML/twinmitchells.htm,
// "Twin Mitchells"): for an even number of tables whose half is odd (6,
// 10 and 14 tables) the tables split into two standard Mitchells, tables
// 1 to n and n+1 to 2n; tables k and n+k share boards; each section moves
// on its own, the EW pairs and the boards wrapping round at the ends of
// their row; only half the boards are in play: when the EW pairs have met
// every NS pair of their section (and so played every set in play), they
// swap places with the EW pairs of the other section and a new group of
// boards comes into play, moving as before. No relay and no skip; the
// first half's boards can be scored while the second half is played; the
// shares go away with duplicated boards. Where the half is even the page
// keeps the procedure with "the share and relays of the two sections
// opposite each other": each section is then a relay Mitchell of n tables
// (tables 1 and n of the section share, a bye stand between tables n/2 and
// n/2+1), the two sections' relays at the same places. With one copy of
// the boards movegen reads "opposite" as the page's purpose needs: the
// second row plays the sets half a cycle (n/2 rounds) on from the first,
// so that the set waiting on one row's bye stand is the set the other
// row's share tables play; every set is then at two tables in every
// round (a share of two), where the same places in both rows would put
// one set at four tables (1, n, n+1, 2n) on boards too few for four. With
// the second row laid out in reverse opposite the first, its share and
// relay face the first row's, and the tables sharing across the aisle are
// opposite each other (at 8 tables: 1 and 4, 5 and 8 share within their
// rows, 2 and 7, 3 and 6 across).
//
// movegen names the two rows sections A and D (cards and charts say "A3",
// "D3"), each with its own copy of the boards (movement.Section: the
// page's duplicated boards); table n+k plays the set of table k, as the
// page has it, so with a single copy the two tables share it. NS
// pairs are 1..2n and stay; EW pair k starts at table k. Rounds 1..n play
// sets 1..n, rounds n+1..2n sets n+1..2n: every NS pair meets every EW
// pair once and every pair plays every set once, in 2n rounds. At the
// swap each EW pair takes the seat of the EW pair at the table opposite
// (table k to n+k and back) and from there moves as before.

// MinTwinTables is the smallest twin Mitchell: two sections of 3 tables.
const MinTwinTables = 6

// TwinOptions describe a twin Mitchell: T tables (even), T rounds, T sets.
type TwinOptions struct {
	// Tables is T, an even number MinTwinTables..MaxTables.
	Tables int
	// Pairs is 2T (0 means 2T) or 2T−1: the NS seat of table T empty, so
	// the EW pair arriving there sits out that round.
	Pairs int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for T rounds (at least 2 when each section
	// has a relay, T/2 even).
	BoardsPerRound int
	// Winners is 1 or 2 (0 means 2). One winner arrow-switches whole
	// rounds, chosen as for a Mitchell (Choose) unless ArrowSwitch names
	// them.
	Winners int
	// ArrowSwitch lists the rounds to arrow-switch for one winner.
	ArrowSwitch []int
	// OneCopy plays both rows with one copy of the boards, as the page
	// has it: one room of tables 1..T, no sections, every set at two
	// tables each round: table n+k sharing the set of table k when n is
	// odd; with relay rows (n even) the second row half a cycle on, so
	// each row's share tables play the set off play in the other (see
	// the comment at the top of this file). A file of one section, which .ASC,
	// EBUScore and KBS hold. At least 2 boards a round.
	OneCopy bool
}

// relay reports whether each section of the twin is a relay Mitchell:
// half the tables is even.
func (o TwinOptions) relay() bool { return (o.Tables/2)%2 == 0 }

// Check returns nil when o describes a twin Mitchell GenerateTwin can
// build, else an *OptionError naming the field.
func (o TwinOptions) Check() error {
	T := o.Tables
	if T < MinTwinTables || T > MaxTables || T%2 == 1 {
		return optionErr("Tables", "a twin Mitchell wants an even number of tables from %d to %d (two sections of the same size)", MinTwinTables, MaxTables)
	}
	if o.Pairs != 0 && o.Pairs != 2*T && o.Pairs != 2*T-1 {
		return optionErr("Pairs", "a twin Mitchell at %d tables seats %d pairs, or %d with the NS seat of table %d empty", T, 2*T, 2*T-1, T)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.BoardsPerRound == 1 && o.OneCopy {
		return optionErr("BoardsPerRound", "with one copy of the boards tables k and %d+k share a set every round, and one board cannot be at two tables at once; want at least 2", T/2)
	}
	if o.BoardsPerRound == 1 && o.relay() {
		return optionErr("BoardsPerRound", "each section of %d tables has a relay (tables 1 and %d of the section share a set), and one board cannot be at two tables at once; want at least 2", T/2, T/2)
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	return checkSwitches(o.Winners, o.ArrowSwitch, T)
}

// normalized fills in the defaults of checked options.
func (o TwinOptions) normalized() TwinOptions {
	if o.Pairs == 0 {
		o.Pairs = 2 * o.Tables
	}
	if o.Winners == 0 {
		o.Winners = 2
		if len(o.ArrowSwitch) > 0 {
			o.Winners = 1
		}
	}
	if o.BoardsPerRound == 0 {
		o.BoardsPerRound = DefaultBoardsPerRound(o.Tables, o.relay() || o.OneCopy)
	}
	return o
}

// twinLayout computes the plain twin Mitchell (no switches) for
// normalized options: rounds[r][t] and the number of contestants. Each
// half is a Mitchell of n tables (relay and bye stand for an even n)
// laid out by layout and copied into both sections.
func twinLayout(o TwinOptions) (rounds [][]table, contestants int) {
	T := o.Tables
	n := T / 2
	nsCount := T
	if o.Pairs == 2*T-1 {
		nsCount = T - 1
	}
	half, _ := layout(Options{Tables: n, Pairs: 2 * n, Rounds: n, Even: Relay, Missing: movement.NS}.normalized())
	for h := range 2 {
		for r := range n {
			row := make([]table, T)
			for s := range 2 {
				for k, tb := range half[r] {
					t := s*n + k // 0-based table
					// The small Mitchell's EW pair e (n+1..2n there)
					// is EW pair e−n of the section's group; after the
					// swap, each pair keeps the place it had in round n,
					// one table below its place in the layout.
					e := tb.ew - n
					if h == 1 {
						e = e%n + 1
					}
					group := s ^ h // the group of EW pairs in section s
					ns := t + 1
					if ns > nsCount {
						ns = 0
					}
					set := tb.set
					if s == 1 && o.OneCopy && o.relay() {
						// One copy with relay halves: section D plays
						// the sets half a cycle on from section A, so
						// the set on A's bye stand is the one D's tables
						// 1 and n share, and A's shared set waits on D's
						// bye stand: no set is at more than two tables.
						set = half[(r+n/2)%n][k].set
					}
					row[t] = table{set: h*n + set, ns: ns, ew: nsCount + group*n + e}
				}
			}
			rounds = append(rounds, row)
		}
	}
	return rounds, nsCount + T
}

// GenerateTwin builds the twin Mitchell described by o and validates it.
func GenerateTwin(o TwinOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	T := o.Tables
	n := T / 2
	rounds, C := twinLayout(o)
	s := wholeRoundSwitches(rounds, C, o.Winners, o.ArrowSwitch)
	name := fmt.Sprintf("Twin Mitchell, %d tables", T)
	if o.Pairs == 2*T-1 {
		name += ", NS pair missing"
	}
	if o.Winners == 1 {
		name += ", one winner"
	}
	if o.OneCopy {
		name += ", one copy of the boards"
	}
	m := newPairs(name, T, T, T, o.BoardsPerRound, C)
	if !o.OneCopy {
		m.Sections = []movement.Section{{Name: movement.SectionLetter(0), Tables: n}, {Name: movement.SectionLetter(1), Tables: n}}
	}
	nsCount := C - T
	for c := 1; c <= nsCount; c++ {
		m.Labels[c] = fmt.Sprintf("%d NS", c)
	}
	for e := 1; e <= T; e++ {
		m.Labels[nsCount+e] = fmt.Sprintf("%d EW", e)
	}
	appendPlays(m, rounds, s.sw)
	return finish(m)
}

// twinNotes explains a twin Mitchell in words.
func twinNotes(o TwinOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	T := n.Tables
	h := T / 2
	first := say("Twin Mitchell: two %d-table Mitchells side by side, tables A1–A%d and D1–D%d, each section with its own copy of the boards; table D1 plays the same set as table A1, and so on (with one copy the two tables share it).", h, h, h)
	if n.OneCopy && n.relay() {
		first = say("Twin Mitchell: two %d-table Mitchells side by side, tables 1–%d and %d–%d, with one copy of the boards: the second row plays the sets %d rounds on from the first, so the set one row has off play is in play in the other at its share tables (1 and %d, %d and %d): every set is at two tables each round and none waits on a bye stand.", h, h, h+1, T, h/2, h, h+1, T)
	} else if n.OneCopy {
		first = say("Twin Mitchell: two %d-table Mitchells side by side, tables 1–%d and %d–%d, with one copy of the boards: table %d shares the set of table 1 every round, and so on to table %d with table %d.", h, h, h+1, T, h+1, T, h)
	}
	lines := []movement.Text{
		first,
		say("NS pairs stay; in each section the EW pairs move up one table and the boards down one each round, wrapping round at the end of the row."),
	}
	if n.relay() && !n.OneCopy {
		lines = append(lines, say("Even sections (relay and bye stand): in each section tables 1 and %d share a set every round; the set not in play waits on a bye stand between tables %d and %d.", h, h/2, h/2+1))
	}
	lines = append(lines,
		say("Rounds 1–%d play sets 1–%d; after round %d every EW pair changes places with the EW pair at the table opposite, in the other section, and sets %d–%d come into play for rounds %d–%d (the first half's boards can be scored meanwhile).", h, h, h, h+1, T, h+1, T),
	)
	if n.Pairs == 2*T-1 {
		lines = append(lines, say("The NS seat of table %d is empty: the EW pair arriving there sits out that round.", T))
		lines = append(lines, say("Every pair plays every set at most once and nobody meets anybody twice; every EW pair meets every NS pair."))
	} else if n.relay() || n.OneCopy {
		lines = append(lines, say("No skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.", T))
	} else {
		lines = append(lines, say("No relay and no skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.", T))
	}
	if n.Winners == 1 {
		lines = append(lines, wholeRoundsNote(n.ArrowSwitch, func() SwitchChoice { return chooseSwitches(twinLayout(n)) }, m))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
