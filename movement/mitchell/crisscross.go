package mitchell

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The criss-cross Mitchell keeps the boards still and moves both lines.
// Source: Ian McKinnon, Movements (bridgecentral.com,
// MvtHTML/criss_crossmitchell.htm, "Criss-cross Mitchell", first
// published by G. S. Coffin): for a number of tables N divisible by 4, one
// set on each table as in a standard Mitchell, and
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
// rounds arrow-switched as for a Mitchell. The page's form for an even N
// not divisible by 4 (up N/2−1 tables at half time, then moves the stored
// copy of the page does not give) is not built: the half-time move alone
// repeats sets.

// MinCrissCrossTables is the smallest criss-cross Mitchell: 4 tables.
const MinCrissCrossTables = 4

// CrissCrossOptions describe a criss-cross Mitchell.
type CrissCrossOptions struct {
	// Tables is N, a multiple of 4 from MinCrissCrossTables to MaxTables.
	Tables int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for N rounds.
	BoardsPerRound int
	// Winners is 1 or 2 (0 means 2); one winner arrow-switches whole
	// rounds, chosen as for a Mitchell (Choose) unless ArrowSwitch names
	// them.
	Winners     int
	ArrowSwitch []int
}

// Check returns nil when o describes a criss-cross Mitchell
// GenerateCrissCross can build, else an *OptionError naming the field.
func (o CrissCrossOptions) Check() error {
	N := o.Tables
	if N < MinCrissCrossTables || N > MaxTables || N%4 != 0 {
		return optionErr("Tables", "a criss-cross Mitchell wants a multiple of 4 tables from %d to %d", MinCrissCrossTables, MaxTables)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	return checkSwitches(o.Winners, o.ArrowSwitch, N)
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
		o.BoardsPerRound = DefaultBoardsPerRound(o.Tables, false)
	}
	return o
}

// crissCrossLayout computes the plain criss-cross Mitchell (no switches):
// rounds[r][t] and the number of contestants. NS pair k and EW pair k
// start at table k; set k stays at table k.
func crissCrossLayout(o CrissCrossOptions) (rounds [][]table, contestants int) {
	N := o.Tables
	h := N / 2
	ns := make([]int, N+1) // ns[k] is NS pair k's table (0-based)
	ew := make([]int, N+1)
	for k := 1; k <= N; k++ {
		ns[k], ew[k] = k-1, k-1
	}
	wrap := func(t int) int { return ((t % N) + N) % N }
	for r := 1; r <= N; r++ {
		if r > 1 {
			for k := 1; k <= N; k++ {
				odd := k%2 == 1
				if odd {
					ns[k] = wrap(ns[k] - 1)
				} else {
					ns[k] = wrap(ns[k] + 1)
				}
				switch {
				case r == h+1:
					ew[k] = wrap(ew[k] + h)
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
	s := newScorer(rounds, C)
	if o.Winners == 1 {
		list := o.ArrowSwitch
		if len(list) == 0 {
			list = chooseSwitches(rounds, C).Rounds
		}
		for _, r := range list {
			s.flipRound(r - 1)
		}
	}
	name := fmt.Sprintf("Criss-cross Mitchell, %d tables", N)
	if o.Winners == 1 {
		name += ", one winner"
	}
	m := newPairs(name, N, N, N, o.BoardsPerRound, C)
	for k := 1; k <= N; k++ {
		m.Labels[k] = fmt.Sprintf("%d NS", k)
		m.Labels[N+k] = fmt.Sprintf("%d EW", k)
	}
	for r, row := range rounds {
		for t, tb := range row {
			m.Play = append(m.Play, movement.Play{
				Round: r + 1, Table: t + 1, Set: tb.set,
				Seats:    []int{tb.ns, tb.ew},
				Switched: s.sw[r][t],
			})
		}
	}
	return finish(m)
}

// crissCrossNotes explains a criss-cross Mitchell in words.
func crissCrossNotes(o CrissCrossOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	N := n.Tables
	lines := []movement.Text{
		say("Criss-cross Mitchell: the boards stay on their tables (set k at table k) and both lines move; odd-numbered NS pairs move down one table a round and even-numbered NS pairs up one, for the whole session."),
		say("Odd-numbered EW pairs move up one table and even-numbered EW pairs down one for rounds 1–%d; after round %d every EW pair moves up %d tables; from then on odd-numbered EW pairs move down one and even-numbered up one.", N/2, N/2, N/2),
		say("No relay and no skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.", N),
	}
	if n.Winners == 1 {
		lines = append(lines, wholeRoundsNote(n.ArrowSwitch, func() SwitchChoice { return chooseSwitches(crissCrossLayout(n)) }, m))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
