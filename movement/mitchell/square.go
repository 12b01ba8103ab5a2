package mitchell

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The square Mitchell plays 4 tables as a complete Mitchell with no relay
// and no skip. Source: the MIT/DL Bridge Club's BridgeMats switch file
// (web.mit.edu/mitdlbc/www/bridgemats/BridgeMats.sw), movement QM0404:
// "Square Mitchell movement for 4 tables, no skip, no relay. 4 rounds of
// 6 or 7 boards, N-S pairs stationary. E-W pairs and boards swap tables
// each round", the tables in a square, 3 and 2 above, 4 and 1 below:
//
//	T3---T2   E-W pairs: vertical, diagonal, vertical
//	|  ><  |
//	T4---T1   Boards: horizontal, vertical, horizontal
//
// so after round 1 the EW pairs cross vertically (tables 1 and 2, 3 and
// 4 swap) and the boards horizontally (2 and 3, 1 and 4), after round 2
// the EW pairs cross diagonally (1 and 3, 2 and 4) and the boards
// vertically, after round 3 as after round 1. The club's page of late
// news (LateBreaking.html, May 2016) adds QM0404-S, the same with an
// arrow switch on the last round. The three swaps and doing nothing form
// the group Z2×Z2: each EW pair visits every table once, each set every
// table once, and an EW pair at tables t, v(t), h(t), d(t) meets the sets
// of t, d(t), v(t), h(t), so every NS pair meets every EW pair once and
// every pair plays every set once in 4 rounds (in a Mitchell that moves
// one table a round an EW pair meets the set of table p+2r in round r,
// which comes back after 2 rounds at 4 tables: hence its relay or skip).
// Two winners, or one with whole rounds arrow-switched, chosen as for a
// Mitchell unless ArrowSwitch names them (QM0404-S's round 4 is
// ArrowSwitch 4).

// SquareTables is the square Mitchell's number of tables.
const SquareTables = 4

// SquareOptions describe a square Mitchell.
type SquareOptions struct {
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for 4 rounds (6: 24 boards).
	BoardsPerRound int
	// Winners is 1 or 2 (0 means 2); one winner arrow-switches whole
	// rounds, chosen as for a Mitchell unless ArrowSwitch names them.
	Winners     int
	ArrowSwitch []int
}

// Check returns nil when o describes a square Mitchell GenerateSquare can
// build, else an *OptionError naming the field.
func (o SquareOptions) Check() error {
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	return checkSwitches(o.Winners, o.ArrowSwitch, SquareTables)
}

// normalized fills in the defaults of checked options.
func (o SquareOptions) normalized() SquareOptions {
	if o.Winners == 0 {
		o.Winners = 2
		if len(o.ArrowSwitch) > 0 {
			o.Winners = 1
		}
	}
	if o.BoardsPerRound == 0 {
		o.BoardsPerRound = DefaultBoardsPerRound(SquareTables, false)
	}
	return o
}

// The square's swaps of tables (0-based: table 1 is 0): vertical (1 and
// 2, 3 and 4), horizontal (2 and 3, 1 and 4) and diagonal (1 and 3, 2
// and 4).
var (
	squareVertical   = [SquareTables]int{1, 0, 3, 2}
	squareHorizontal = [SquareTables]int{3, 2, 1, 0}
	squareDiagonal   = [SquareTables]int{2, 3, 0, 1}
)

// squareMoves are the moves after rounds 1, 2 and 3: the EW pairs' and
// the boards'.
var squareMoves = [SquareTables - 1][2][SquareTables]int{
	{squareVertical, squareHorizontal},
	{squareDiagonal, squareVertical},
	{squareVertical, squareHorizontal},
}

// squareLayout computes the plain square Mitchell (no switches): NS pair
// k stays at table k, EW pair k (contestant 4+k) and set k start there.
func squareLayout() (rounds [][]table, contestants int) {
	const T = SquareTables
	var ew, set [T]int // the tables of EW pair k+1 and of set k+1
	for k := range T {
		ew[k], set[k] = k, k
	}
	for r := range T {
		if r > 0 {
			m := squareMoves[r-1]
			for k := range T {
				ew[k], set[k] = m[0][ew[k]], m[1][set[k]]
			}
		}
		row := make([]table, T)
		for k := range T {
			row[k].ns = k + 1
			row[ew[k]].ew = T + k + 1
			row[set[k]].set = k + 1
		}
		rounds = append(rounds, row)
	}
	return rounds, 2 * T
}

// GenerateSquare builds the square Mitchell described by o and validates
// it.
func GenerateSquare(o SquareOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	const T = SquareTables
	rounds, C := squareLayout()
	s := wholeRoundSwitches(rounds, C, o.Winners, o.ArrowSwitch)
	name := fmt.Sprintf("Square Mitchell, %d tables", T)
	if o.Winners == 1 {
		name += ", one winner"
	}
	m := newPairs(name, T, T, T, o.BoardsPerRound, C)
	for k := 1; k <= T; k++ {
		m.Labels[k] = fmt.Sprintf("%d NS", k)
		m.Labels[T+k] = fmt.Sprintf("%d EW", k)
	}
	appendPlays(m, rounds, s.sw)
	return finish(m)
}

// squareNotes explains a square Mitchell in words.
func squareNotes(o SquareOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	lines := []movement.Text{
		say("Square Mitchell: the four tables stand in a square, tables 3 and 2 above, 4 and 1 below; NS pairs stay."),
		say("EW pairs cross the square after each round: vertically after round 1 (tables 1 and 2, 3 and 4 swap), diagonally after round 2 (1 and 3, 2 and 4), vertically after round 3."),
		say("Boards cross horizontally after rounds 1 and 3 (tables 1 and 4, 2 and 3 swap) and vertically after round 2."),
		say("No relay and no skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.", m.Rounds),
	}
	if n.Winners == 1 {
		lines = append(lines, wholeRoundsNote(n.ArrowSwitch, func() SwitchChoice { return chooseSwitches(squareLayout()) }, m))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
