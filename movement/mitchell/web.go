package mitchell

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The web Mitchell is described in the directors' literature as "devised
// by John 'Spider' Harris (as supplied by George Coffin)": the pairs move
// as in one Mitchell over all the tables, but the tables are split into
// two groups for the boards, each group with its own copy of an odd number
// of sets, fewer than the tables; the first group plays the sets in
// ascending order, the second in descending order, and the sets not on a
// table wait on a relay (bye stand) at the end of each group. Source:
// bridgecentral.com, "Web Mitchell" (MvtHTML/webmitchell.htm and Web.htm),
// whose 10-table example with 7 sets is checked in the tests. movegen
// names the two groups as sections A and B (each its own copy of the
// boards), so cards and charts say which copy a table plays.
//
// The source's later page (Web.htm) also allows an even number of sets,
// "equal to or more than half the number of tables", and then "the E-W
// pairs must skip after playing half the" sets: with S even the EW pairs
// move up two tables once, after round S/2, so that they reach the sets of
// the other parity (moving up one table always, an EW pair would meet
// again after S/2 rounds the sets it played). The tests prove every pair
// plays every set once at every size.
//
// At an odd number of tables two groups make no web: with groups of
// (T−1)/2 and (T+1)/2 tables, any number of sets, any starting sets and
// any one skip, some EW pair meets a set twice (TestWebTwoGroupsOddNone
// searches every such schedule at 5 to 15 tables). The odd web has three
// groups (bridge-results.de, "Web Mitchell", Movements/mitchell_08.html,
// "Ungerade Tischzahl": after the first R tables come tables playing the
// boards in the normal order, then as many playing them in the reverse
// order, S = (T−R)/2 each, T and R odd; its example is 7 tables, 3
// rounds; the EBU's Pairs Scorer manual, [M13e], uses a web "for any
// number of tables from 14 to 26"). Section A, the first R tables, is a
// Mitchell of R tables on its own copy; section D, the next S, plays set
// k at its table k in round 1 as A does; section F, the last S, plays
// the sets in descending order as the even web's second section does,
// its last table T starting on the last set and table T−i on set i; in D
// and F the sets move down one table a round and those not on a table
// wait on the section's bye stand. movegen gives each section its
// own copy. Where D and F start is not printed in the source's text:
// movegen's search over every start (TestWebOddStarts) finds exactly one
// pair of starts that lets every EW pair play every set once, at every
// size, and it is this one.

// WebOptions describe a web Mitchell: a Mitchell with more tables than
// rounds, every pair playing every set.
type WebOptions struct {
	// Tables is the whole field, MinWebTables..MaxTables; an odd number
	// plays in three sections (see the package's web notes).
	Tables int
	// Sets is the rounds to play and the sets in each copy; 0 means
	// DefaultWebSets. At an even number of tables: at least half the
	// tables and fewer than the tables, and with an even number of sets
	// the EW pairs skip a table after round Sets/2. At an odd number: an
	// odd number from a third of the tables to two fewer than the tables
	// (WebSetRange).
	Sets int
	// BoardsPerRound is the boards in each set; 0 means the default for
	// the rounds (DefaultBoardsPerRound).
	BoardsPerRound int
	// Rover seats a 2×Tables+1-th pair, the rover of the rover Mitchell
	// (see GenerateRover): it sits out round 1 and then takes a different
	// NS seat each round, on a set it has not played.
	Rover bool
}

// MinWebTables is the smallest web Mitchell: 6 tables (two groups of 3
// with 3 or 5 sets).
const MinWebTables = 6

// WebSetRange returns the odd numbers of sets a web Mitchell at tables
// tables may have, lo to hi (the plain web, no skip); lo > hi when the
// tables are not a web. At an even number of tables Check also accepts
// the even numbers from tables/2 to tables−2 (WebSkipRound). At an odd
// number the sets are odd, at least a third of the tables (so that
// sections D and F have no more tables than sets) and at most tables−2
// (so that they have a table each).
func WebSetRange(tables int) (lo, hi int) {
	if tables%2 == 1 {
		lo = max(3, (tables+2)/3)
		hi = tables - 2
	} else {
		lo = (tables + 1) / 2
		hi = tables - 1
	}
	if lo%2 == 0 {
		lo++
	}
	if hi%2 == 0 {
		hi--
	}
	return lo, hi
}

// webGroups returns the sizes of a web's sections: two halves at an even
// number of tables, R, S and S at an odd number (S = (tables−sets)/2).
func webGroups(tables, sets int) []int {
	if tables%2 == 0 {
		return []int{tables / 2, tables - tables/2}
	}
	s := (tables - sets) / 2
	return []int{sets, s, s}
}

// WebSkipRound returns the round after which the EW pairs of a web
// Mitchell with sets sets move up two tables instead of one: sets/2 when
// sets is even, 0 (no skip) when it is odd.
func WebSkipRound(sets int) int {
	if sets%2 == 1 {
		return 0
	}
	return sets / 2
}

// DefaultWebSets is the number of sets (and rounds) a web Mitchell at
// tables tables plays when none is given: the odd count in WebSetRange
// nearest 13, so that 2-board rounds come to 26 boards.
func DefaultWebSets(tables int) int {
	lo, hi := WebSetRange(tables)
	return min(max(13, lo), hi)
}

// Check returns nil when o describes a web Mitchell GenerateWeb can build,
// else an *OptionError naming the field.
func (o WebOptions) Check() error {
	T := o.Tables
	if T < MinWebTables || T > MaxTables {
		return optionErr("Tables", "want %d to %d", MinWebTables, MaxTables)
	}
	if T%2 == 1 {
		lo, hi := WebSetRange(T)
		if o.Sets != 0 && (o.Sets < lo || o.Sets > hi || o.Sets%2 == 0) {
			return optionErr("Sets", "a web Mitchell at an odd number of tables plays an odd number of sets; at %d tables, from %d to %d", T, lo, hi)
		}
	} else if o.Sets != 0 && (o.Sets < T/2 || o.Sets >= T) {
		return optionErr("Sets", "a web Mitchell at %d tables plays from %d to %d sets (rounds)", T, T/2, T-1)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.Rover {
		if T > MaxRoverTables {
			return optionErr("Tables", "want %d to %d with a rover (a larger field is better split into sections)", MinWebTables, MaxRoverTables)
		}
		if _, _, ok := roverSearch(webRounds(o.normalized())); !ok {
			return optionErr("Tables", "no rover schedule keeps the rover off boards it has played")
		}
	}
	return nil
}

// normalized returns o with its defaults filled in (o must pass the
// checks before the rover's).
func (o WebOptions) normalized() WebOptions {
	if o.Sets == 0 {
		o.Sets = DefaultWebSets(o.Tables)
	}
	return o
}

// webRounds lays out the web of o (normalized): rounds[r][t] is table t+1
// of round r+1, NS pair t+1 against EW pair T+e on set k+1, and the
// highest contestant, 2T.
func webRounds(o WebOptions) ([][]table, int) {
	T, S := o.Tables, o.Sets
	skip := WebSkipRound(S)
	if T%2 == 1 {
		skip = 0
	}
	g := webGroups(T, S)
	rounds := make([][]table, S)
	for r := range S {
		rounds[r] = make([]table, T)
		for t := range T { // 0-based table
			var k int // 0-based set
			switch {
			case t < g[0]:
				k = t + r
			case T%2 == 1 && t < g[0]+g[1]:
				// Section D: its table j plays set j in round 1, as A's.
				k = t - g[0] + r
			default:
				// The last section: table T holds the last set and
				// table T−i set i in round 1; the sets then arrive in
				// descending order.
				k = (T - 1 - t) - 1 - r
			}
			k = ((k % S) + S) % S
			sh := r // tables the EW pairs have moved
			if skip > 0 && r >= skip {
				sh++
			}
			e := ((t-sh)%T+T)%T + 1 // the EW pair at table t
			rounds[r][t] = table{set: k + 1, ns: t + 1, ew: T + e}
		}
	}
	return rounds, 2 * T
}

// GenerateWeb builds the web Mitchell described by o and validates it.
// Tables 1..T/2 are section A and the rest section B, each with its own
// copy of the sets; NS pairs stay, EW pairs move up one table every round
// through both sections (A's last table to B's first, B's last to A's
// first), and in each section the sets move down one table, the ones not
// on a table waiting on a bye stand: section A plays set k at table k
// first, section B plays them in the opposite order. Every pair plays
// every set once and nobody meets anybody twice. With an even number of
// sets the EW pairs skip one table after round Sets/2 (WebSkipRound).
func GenerateWeb(o WebOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	T, S := o.Tables, o.Sets
	b := o.BoardsPerRound
	if b == 0 {
		b = DefaultBoardsPerRound(S, false)
	}
	rounds, C := webRounds(o)
	m := newPairs(fmt.Sprintf("Web Mitchell, %d tables, %d rounds", T, S), T, S, S, b, C)
	for i, n := range webGroups(T, S) {
		m.Sections = append(m.Sections, movement.Section{Name: movement.SectionLetter(i), Tables: n})
	}
	for c := 1; c <= T; c++ {
		m.Labels[c] = fmt.Sprintf("%d NS", c)
		m.Labels[T+c] = fmt.Sprintf("%d EW", c)
	}
	appendPlays(m, rounds, nil)
	if o.Rover {
		path, _, _ := roverSearch(rounds, C)
		m = withRover(m, path, m.Name+", rover")
	}
	return finish(m)
}

// newPairs starts a bridge pairs movement of the Mitchell family.
func newPairs(name string, tables, rounds, sets, boards, contestants int) *movement.Movement {
	return &movement.Movement{
		Name: name, Family: movement.Mitchell, Kind: movement.Pairs, Game: movement.Bridge,
		Seats: slices.Clone(movement.PairSeats()), Contestants: contestants, Labels: map[int]string{},
		Tables: tables, Rounds: rounds, Sets: sets, BoardsPerSet: boards,
	}
}

// finish sorts m and validates it; an invalid result is an internal error.
func finish(m *movement.Movement) (*movement.Movement, error) {
	m.Sort()
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("mitchell: %s: the movement is invalid: %v", m.Name, errs[0])
	}
	return m, nil
}
