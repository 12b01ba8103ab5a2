package mitchell

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The Bowman is the appendix Mitchell clubs play when a table count has no
// good Mitchell: a base Mitchell of B tables and B board sets with two
// appendix tables, B+2 tables in all, playing B rounds. Sources:
//
//   - EBU Club Focus, Spring 2011, "Unusual (but useful) Movements for
//     Clubs: Switched Bowman for 11 tables" (ebu.co.uk/newsletters id=9,
//     page 7): tables 1 to 10 in a circle, table 11 in the centre; 9 sets
//     on tables 1 to 9, moving down one table round the circuit 9 to 1;
//     table 10 always shares with table 1; table 11 shares in turn with
//     tables 9, 7, 5, 3, 1/10, 8, 6, 4 and 2 (a three-way share in round
//     5); 9 rounds of 3 boards; the last round arrow-switched at every
//     table for one winner. With 10½ tables the missing pair is NS 11, so
//     table 11 shares with nobody.
//   - Woodborough Bridge Club, "Recommended Movements" (bridgewebs.com/
//     woodborough): "8 Round Bowman 1½ AM" for 9½ and 10 tables, 24
//     boards: skip after 4 rounds, tables 1 and 9 share, table 10 shares
//     with the even-numbered tables (with a copy of the boards, table 9
//     plays boards 1 to 24 in order and table 10 plays them from 24 down
//     to 1); at 9½ tables NS 10 is the missing pair.
//   - Ian McKinnon, Movements (bridgecentral.com), "Appendix Mitchell":
//     an appendix table shares the boards of a table of the base movement
//     without changing how the boards move; and "1½ table appendix
//     Mitchell" (MvtHTML/112tableappendixmitchell.htm), the half-table
//     form: for 10½ tables a 9-table base of 3 boards (27 in play), table
//     10 sharing with table 1, the half-table pair 11 sitting out round 1,
//     the pairs moving as in an 11-table Mitchell and the boards as in
//     the 9-table one, a skip after half an even base
//     (TestBowmanMcKinnonOneAndAHalf).
//
// The sources give the boards; the pairs' move is the plain Mitchell move
// over all the tables, which with those boards gives every EW pair every
// set once and no opponent twice: NS pairs 1..B+2 stay, EW pairs move up
// one table a round round the whole circuit 1, 2, …, B+2, 1 (skipping one
// table after round B/2 when B is even, as Woodborough skips after round 4).
// Table B+1 (the fixed appendix) plays the set of table 1; table B+2 (the
// roving appendix) plays the set of table B in round 1, then of the table
// two lower each round (B, B−2, …). Each EW pair meets B of the B+2 NS
// pairs. The tests check every base from MinBowmanBase to MaxTables−2 and
// compare the 10- and 11-table forms with the sources entry by entry.

// MinBowmanBase is the smallest base Mitchell of a Bowman: 3 tables.
const MinBowmanBase = 3

// MinBowmanTables is the smallest Bowman: a base of MinBowmanBase tables
// and the two appendix tables.
const MinBowmanTables = MinBowmanBase + 2

// BowmanOptions describe a Bowman (appendix Mitchell): Tables−2 rounds of
// Tables−2 sets at Tables tables.
type BowmanOptions struct {
	// Tables is T, MinBowmanTables..MaxTables: a base Mitchell of T−2
	// tables, table T−1 sharing with table 1 and table T sharing with a
	// different table each round.
	Tables int
	// Pairs is 2T (0 means 2T) or 2T−1: the NS seat of table T empty (the
	// "1½-table appendix", 9½ or 10½ tables), so table T shares with
	// nobody and the EW pair arriving there sits out.
	Pairs int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for T−2 rounds with shared sets.
	BoardsPerRound int
	// Winners is 1 or 2 (0 means 2). One winner arrow-switches whole
	// rounds, chosen as for a Mitchell (Choose) unless ArrowSwitch names
	// them.
	Winners int
	// ArrowSwitch lists the rounds to arrow-switch for one winner (the
	// EBU's switched Bowman switches the last round).
	ArrowSwitch []int
}

// Rounds returns the rounds of the Bowman o describes: its base, T−2.
func (o BowmanOptions) Rounds() int { return o.Tables - 2 }

// Check returns nil when o describes a Bowman GenerateBowman can build,
// else an *OptionError naming the field.
func (o BowmanOptions) Check() error {
	T := o.Tables
	if T < MinBowmanTables || T > MaxTables {
		return optionErr("Tables", "a Bowman wants %d to %d tables (a base Mitchell of at least %d tables and two appendix tables)", MinBowmanTables, MaxTables, MinBowmanBase)
	}
	if o.Pairs != 0 && o.Pairs != 2*T && o.Pairs != 2*T-1 {
		return optionErr("Pairs", "a Bowman at %d tables seats %d pairs, or %d with the NS seat of table %d empty", T, 2*T, 2*T-1, T)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.BoardsPerRound == 1 {
		return optionErr("BoardsPerRound", "tables 1 and %d share a set in every round (a relay), and one board cannot be at two tables at once; want at least 2", T-1)
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	return checkSwitches(o.Winners, o.ArrowSwitch, o.Rounds())
}

// normalized fills in the defaults of checked options.
func (o BowmanOptions) normalized() BowmanOptions {
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
		o.BoardsPerRound = DefaultBoardsPerRound(o.Rounds(), true)
	}
	return o
}

// BowmanRovingTable returns the table of the base whose set the roving
// appendix (table T) plays in round r (1-based) of a Bowman at T tables:
// T−2 in round 1, then two lower each round, round the base.
func BowmanRovingTable(T, r int) int {
	B := T - 2
	return ((B-1-2*(r-1))%B+B)%B + 1
}

// bowmanSet returns the set (1-based) table t plays in round r (1-based).
func bowmanSet(T, t, r int) int {
	B := T - 2
	switch t {
	case B + 1:
		t = 1
	case B + 2:
		t = BowmanRovingTable(T, r)
	}
	return (t-1+r-1)%B + 1
}

// bowmanLayout computes the plain Bowman (no switches) for normalized
// options: rounds[r][t] and the number of contestants. NS pairs are
// 1..T (1..T−1 with the NS seat of table T empty), EW pairs follow.
func bowmanLayout(o BowmanOptions) (rounds [][]table, contestants int) {
	T := o.Tables
	B := T - 2
	nsCount := T
	if o.Pairs == 2*T-1 {
		nsCount = T - 1
	}
	for r := 1; r <= B; r++ {
		move := r - 1
		if B%2 == 0 && r > B/2 {
			move++ // the skip after round B/2
		}
		row := make([]table, T)
		for t := 1; t <= T; t++ {
			e := ((t-1-move)%T+T)%T + 1 // the EW pair at table t
			ns := t
			if t > nsCount {
				ns = 0
			}
			row[t-1] = table{set: bowmanSet(T, t, r), ns: ns, ew: nsCount + e}
		}
		rounds = append(rounds, row)
	}
	return rounds, nsCount + T
}

// GenerateBowman builds the Bowman described by o and validates it.
func GenerateBowman(o BowmanOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	T, R := o.Tables, o.Rounds()
	rounds, C := bowmanLayout(o)
	s := wholeRoundSwitches(rounds, C, o.Winners, o.ArrowSwitch)
	name := fmt.Sprintf("Bowman, %d tables", T)
	if o.Pairs == 2*T-1 {
		name += ", NS pair missing"
	}
	if o.Winners == 1 {
		name += ", one winner"
	}
	m := newPairs(name, T, R, R, o.BoardsPerRound, C)
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

// BowmanShares returns, for each round (1-based index r−1), the tables
// that play the same set as another table that round, in table order:
// what the director's sheet lists as the shared tables. A table whose
// NS seat is empty shares nothing.
func BowmanShares(m *movement.Movement) [][]int {
	out := make([][]int, m.Rounds)
	for r, row := range m.Grid() {
		count := map[int]int{}
		for _, p := range row {
			if p != nil && p.InPlay() {
				count[p.Set]++
			}
		}
		for t, p := range row {
			if p != nil && p.InPlay() && count[p.Set] > 1 {
				out[r] = append(out[r], t+1)
			}
		}
		slices.Sort(out[r])
	}
	return out
}

// bowmanNotes explains a Bowman in words.
func bowmanNotes(o BowmanOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	T := n.Tables
	B := T - 2
	lines := []movement.Text{
		say("Bowman (appendix Mitchell): a %d-table Mitchell with two appendix tables; NS pairs stay, EW pairs move up one table a round round all %d tables (from table %d to table 1).", B, T, T),
		say("The %d sets move down one table a round round tables %d to 1; table %d always shares the set of table 1, and table %d shares in turn with tables %s.", B, B, B+1, T, movement.JoinInts(bowmanRoving(T), ", ")),
	}
	if B%2 == 0 {
		lines = append(lines, say("Even base (skip): after round %d the EW pairs move up two tables instead of one.", B/2))
	}
	if n.Pairs == 2*T-1 {
		lines = append(lines, say("The NS seat of table %d is empty: the EW pair arriving there sits out that round, and table %d shares with nobody.", T, T))
	}
	lines = append(lines, say("Every pair plays every set at most once and nobody meets anybody twice; each EW pair meets %d of the %d NS pairs.", B, n.Pairs-T))
	if n.Winners == 1 {
		lines = append(lines, wholeRoundsNote(n.ArrowSwitch, func() SwitchChoice { return chooseSwitches(bowmanLayout(n)) }, m))
	}
	raised := o.BoardsPerRound == 0 && m.BoardsPerSet > DefaultBoardsPerRound(m.Rounds, false)
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, raised))
}

// bowmanRoving lists the tables the roving appendix shares with, round by
// round.
func bowmanRoving(T int) []int {
	var out []int
	for r := 1; r <= T-2; r++ {
		out = append(out, BowmanRovingTable(T, r))
	}
	return out
}
