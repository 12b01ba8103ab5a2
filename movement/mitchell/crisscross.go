package mitchell

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The criss-cross Mitchell keeps the boards still and moves both lines.
// Source: Ian McKinnon, Movements (bridgecentral.com,
// MvtHTML/criss_crossmitchell.htm, "Criss-cross Mitchell", first
// published by G. S. Coffin): "applicable to all Mitchells with an even
// number of tables, but … best for movements where the number of tables is
// divisible by 4". For a number of tables N divisible by 4, one set on
// each table as in a standard Mitchell, and
//
//   - the boards stay where they are;
//   - the odd-numbered NS pairs move down one table, the even-numbered up
//     one, for the whole movement;
//   - the odd-numbered EW pairs move up one table for the first N/2
//     rounds, then up N/2 tables, then down one for the rest;
//   - the even-numbered EW pairs move down one for the first N/2 rounds,
//     then up (or down) N/2 tables, then up one for the rest
//
// (8 tables: "All E-W pairs move up 4 tables" after round 4). Every NS
// pair meets every EW pair once and every pair plays every set once in N
// rounds, with no relay and no skip; two winners, or one with whole
// rounds arrow-switched as for a Mitchell.
//
// For an even N not divisible by 4 the page keeps the moves up to half
// time, where the EW pairs move "up N/2−1 tables rather than N/2"; the
// stored copy of the page stops before the moves after that. movegen
// completes it as the page's multiple-of-4 form does, the odd-numbered EW
// pairs up N/2−1 tables and the even-numbered down N/2−1 (the "(or down)"
// of the even pairs), then the moves reversed, and plays N−1 rounds: the
// N-th would repeat a set. Every pair plays N−1 of the N sets and meets
// N−1 of the N pairs of the other line, once each, as in a skip Mitchell,
// with the boards still.
//
// Why not N rounds there (TestCrissCrossNotFour): a movement of N tables
// with the boards still in which every NS pair meets every EW pair once
// and plays every set once in N rounds is a pair of orthogonal Latin
// squares of order N (the round and the table of each meeting), and there
// is none of order 6 (G. Tarry, 1900; the test checks every Latin square
// of order 6); at 6, 10 and 14 tables an exhaustive search over the
// page's form (any half-time round, any half-time jump and any steps
// after, for each parity of EW pair) finds none of N rounds and two of
// N−1, this one and its mirror. The N-th round of this one would bring
// every NS pair the EW pair it has not met, on a set one of them has
// played. Orthogonal Latin squares of order 10, 14, … exist
// (Bose, Shrikhande and Parker, 1960), so a complete movement with the
// boards still exists there, but not with moves a director can announce;
// movegen does not build it.

// MinCrissCrossTables is the smallest criss-cross Mitchell: 4 tables.
const MinCrissCrossTables = 4

// CrissCrossOptions describe a criss-cross Mitchell.
type CrissCrossOptions struct {
	// Tables is N, even, from MinCrissCrossTables to MaxTables (N rounds
	// at a multiple of 4, N−1 otherwise: Rounds).
	Tables int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for the rounds.
	BoardsPerRound int
	// Winners is 1 or 2 (0 means 2); one winner arrow-switches whole
	// rounds, chosen as for a Mitchell (Choose) unless ArrowSwitch names
	// them.
	Winners     int
	ArrowSwitch []int
}

// Rounds returns the rounds of the criss-cross Mitchell: N at a multiple
// of 4 tables, N−1 at any other even number (a last round would repeat a
// set).
func (o CrissCrossOptions) Rounds() int {
	if o.Tables%4 == 0 {
		return o.Tables
	}
	return o.Tables - 1
}

// halfTimeJumps returns how many tables up the odd-numbered and the
// even-numbered EW pairs move after round N/2: N/2 both at a multiple of
// 4 (the page's form), else N/2−1 up and N/2−1 down.
func (o CrissCrossOptions) halfTimeJumps() (odd, even int) {
	h := o.Tables / 2
	if o.Tables%4 == 0 {
		return h, h
	}
	return h - 1, -(h - 1)
}

// Check returns nil when o describes a criss-cross Mitchell
// GenerateCrissCross can build, else an *OptionError naming the field.
func (o CrissCrossOptions) Check() error {
	N := o.Tables
	if N < MinCrissCrossTables || N > MaxTables || N%2 != 0 {
		return optionErr("Tables", "a criss-cross Mitchell wants an even number of tables from %d to %d", MinCrissCrossTables, MaxTables)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	return checkSwitches(o.Winners, o.ArrowSwitch, o.Rounds())
}

// normalized fills in the defaults of checked options.
func (o CrissCrossOptions) normalized() CrissCrossOptions {
	if o.Winners == 0 {
		o.Winners = 2
		if len(o.ArrowSwitch) > 0 {
			o.Winners = 1
		}
	}
	if o.BoardsPerRound == 0 {
		o.BoardsPerRound = DefaultBoardsPerRound(o.Rounds(), false)
	}
	return o
}

// crissCrossLayout computes the plain criss-cross Mitchell (no switches):
// rounds[r][t] and the number of contestants. NS pair k and EW pair k
// start at table k; set k stays at table k.
func crissCrossLayout(o CrissCrossOptions) (rounds [][]table, contestants int) {
	N := o.Tables
	h := N / 2
	jumpOdd, jumpEven := o.halfTimeJumps()
	ns := make([]int, N+1) // ns[k] is NS pair k's table (0-based)
	ew := make([]int, N+1)
	for k := 1; k <= N; k++ {
		ns[k], ew[k] = k-1, k-1
	}
	wrap := func(t int) int { return ((t % N) + N) % N }
	for r := 1; r <= o.Rounds(); r++ {
		if r > 1 {
			for k := 1; k <= N; k++ {
				odd := k%2 == 1
				if odd {
					ns[k] = wrap(ns[k] - 1)
				} else {
					ns[k] = wrap(ns[k] + 1)
				}
				switch {
				case r == h+1 && odd:
					ew[k] = wrap(ew[k] + jumpOdd)
				case r == h+1:
					ew[k] = wrap(ew[k] + jumpEven)
				case (r <= h) == odd:
					ew[k] = wrap(ew[k] + 1)
				default:
					ew[k] = wrap(ew[k] - 1)
				}
			}
		}
		row := make([]table, N)
		for t := range row {
			row[t].set = t + 1
		}
		for k := 1; k <= N; k++ {
			row[ns[k]].ns = k
			row[ew[k]].ew = N + k
		}
		rounds = append(rounds, row)
	}
	return rounds, 2 * N
}

// GenerateCrissCross builds the criss-cross Mitchell described by o and
// validates it.
func GenerateCrissCross(o CrissCrossOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	N := o.Tables
	rounds, C := crissCrossLayout(o)
	s := wholeRoundSwitches(rounds, C, o.Winners, o.ArrowSwitch)
	name := fmt.Sprintf("Criss-cross Mitchell, %d tables", N)
	if o.Winners == 1 {
		name += ", one winner"
	}
	m := newPairs(name, N, o.Rounds(), N, o.BoardsPerRound, C)
	for k := 1; k <= N; k++ {
		m.Labels[k] = fmt.Sprintf("%d NS", k)
		m.Labels[N+k] = fmt.Sprintf("%d EW", k)
	}
	appendPlays(m, rounds, s.sw)
	return finish(m)
}

// crissCrossNotes explains a criss-cross Mitchell in words.
func crissCrossNotes(o CrissCrossOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	N := n.Tables
	lines := []movement.Text{
		say("Criss-cross Mitchell: the boards stay on their tables (set k at table k) and both lines move; odd-numbered NS pairs move down one table a round and even-numbered NS pairs up one, for the whole session."),
	}
	if N%4 == 0 {
		lines = append(lines,
			say("Odd-numbered EW pairs move up one table and even-numbered EW pairs down one for rounds 1–%d; after round %d every EW pair moves up %d tables; from then on odd-numbered EW pairs move down one and even-numbered up one.", N/2, N/2, N/2),
			say("No relay and no skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.", N))
	} else {
		lines = append(lines,
			say("Odd-numbered EW pairs move up one table and even-numbered EW pairs down one for rounds 1–%d; after round %d odd-numbered EW pairs move up %d tables and even-numbered EW pairs down %d; from then on odd-numbered EW pairs move down one and even-numbered up one.", N/2, N/2, N/2-1, N/2-1),
			say("No relay: in %d rounds every pair plays %d of the %d sets and every NS pair meets %d of the %d EW pairs, once each; at a number of tables not divisible by 4 one more round would repeat a set.", m.Rounds, N-1, N, N-1, N))
	}
	if n.Winners == 1 {
		lines = append(lines, wholeRoundsNote(n.ArrowSwitch, func() SwitchChoice { return chooseSwitches(crissCrossLayout(n)) }, m))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
