package mitchell

import (
	"fmt"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// The hesitation Mitchell follows the directors' literature: first
// published by E. E. Blandon (Bridge Magazine, February 1973) as
// bridgecentral.com's "Hesitation Mitchell" (MvtHTML/hesitationmitchell.htm)
// records, and described by the EBU (John Pain, "Unusual Movements for
// Clubs – 1", EBU newsletter, ebu.co.uk/newsletters id=5). It adds one
// round to a Mitchell of an odd number T of tables (bridgecentral: "the
// number of tables is always odd"; a relay and share Mitchell with one
// sharing table removed). The moving pairs
// move up one table a round playing EW, but at the hesitation table (the
// last) they stop to play NS for one round before going on as EW at table
// 1: EW1 → EW2 → … → EWT → NS T → EW1. The other NS pairs are stationary.
// T+1 sets move down one table a round with one set waiting on a bye stand
// (the newsletter's 7-table example: tables 1–3, the stand, tables 4–7,
// set 4 starting on the stand). It is a one-winner movement: most pairs
// play both directions, and the last one or two rounds are arrow-switched
// at every table but the hesitation table.

// HesitationOptions describe a hesitation Mitchell.
type HesitationOptions struct {
	// Tables is T, MinTables..MaxTables; T+1 rounds are played with T+1
	// sets by 2T pairs.
	Tables int
	// BoardsPerRound is the boards in each set; 0 means the default for
	// T+1 rounds (DefaultBoardsPerRound).
	BoardsPerRound int
	// Switched is how many of the last rounds are arrow-switched at every
	// table but the hesitation table; 0 means the one of 1 and 2 with the
	// better balance index (HesitationSwitches).
	Switched int
}

// Check returns nil when o describes a hesitation Mitchell
// GenerateHesitation can build, else an *OptionError naming the field.
func (o HesitationOptions) Check() error {
	T := o.Tables
	if T < MinTables || T > MaxTables {
		return optionErr("Tables", "want %d to %d", MinTables, MaxTables)
	}
	if _, ok := hesitationStand(T); !ok {
		return optionErr("Tables", "a hesitation Mitchell needs an odd number of tables (with an even number one bye stand cannot give every pair every set once); use the relay or the skip")
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.Switched < 0 || o.Switched >= T {
		return optionErr("Switched", "want 1 to %d switched rounds", T-1)
	}
	return nil
}

// hesitationStand returns the table after which the bye stand sits (the
// set at the next table goes to the stand, then to this table) for T
// tables: the first place, from the middle outwards, with which every
// moving pair plays every set once; false when there is none.
func hesitationStand(T int) (int, bool) {
	for d := 0; d <= T; d++ {
		for _, s := range []int{T/2 - d, T/2 + d} {
			if s < 0 || s > T || (d == 0 && s != T/2) {
				continue
			}
			if hesitationPlaysEverySet(T, s) {
				return s, true
			}
		}
	}
	return 0, false
}

// hesitationSet returns the set (1-based) at table t (1-based) in round r
// (0-based) when the stand follows table s.
func hesitationSet(T, s, t, r int) int {
	pos := t - 1 // the place of table t in the cycle of T+1 places the sets go down through
	if t > s {
		pos = t
	}
	return (pos+r)%(T+1) + 1
}

// hesitationPlace returns the table and line of moving-pair place p
// (0..T): EW at table p+1, or NS at table T for p = T.
func hesitationPlace(T, p int) (table int, ns bool) {
	if p == T {
		return T, true
	}
	return p + 1, false
}

// hesitationPlaysEverySet reports whether every moving pair plays every set
// once with the stand after table s.
func hesitationPlaysEverySet(T, s int) bool {
	for mp := 0; mp <= T; mp++ {
		seen := make([]bool, T+2)
		for r := 0; r <= T; r++ {
			t, _ := hesitationPlace(T, (mp+r)%(T+1))
			k := hesitationSet(T, s, t, r)
			if seen[k] {
				return false
			}
			seen[k] = true
		}
	}
	return true
}

// GenerateHesitation builds the hesitation Mitchell described by o and
// validates it. Pairs 1..T−1 are the stationary NS pairs; pair T starts NS
// at the hesitation table T; pairs T+1..2T start EW at tables 1..T.
func GenerateHesitation(o HesitationOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if o.Switched == 0 {
		best, bi := 0, -1.0
		for k := 1; k <= min(2, o.Tables-1); k++ {
			o2 := o
			o2.Switched = k
			m, err := hesitation(o2)
			if err != nil {
				return nil, err
			}
			if v := movement.Analyze(m).Summary.BalanceIndex; v > bi {
				best, bi = k, v
			}
		}
		o.Switched = best
	}
	return hesitation(o)
}

// hesitation builds the movement for checked options with Switched set.
func hesitation(o HesitationOptions) (*movement.Movement, error) {
	T := o.Tables
	R := T + 1
	s, _ := hesitationStand(T)
	b := o.BoardsPerRound
	if b == 0 {
		b = DefaultBoardsPerRound(R, false)
	}
	m := newPairs(fmt.Sprintf("Hesitation Mitchell, %d tables, one winner", T), T, R, R, b, 2*T)
	// Pairs are numbered 1..2T as the EBU's example numbers them: the
	// moving pairs play both lines, so no label names a line.
	for c := 1; c <= 2*T; c++ {
		m.Labels[c] = strconv.Itoa(c)
	}
	// moving[p] is the pair at place p in round 1.
	moving := make([]int, T+1)
	for p := range T {
		moving[p] = T + 1 + p
	}
	moving[T] = T
	for r := range R {
		seats := make([][2]int, T+1) // by table: NS, EW
		for t := 1; t < T; t++ {
			seats[t][0] = t
		}
		for i, c := range moving {
			t, ns := hesitationPlace(T, (i+r)%(T+1))
			if ns {
				seats[t][0] = c
			} else {
				seats[t][1] = c
			}
		}
		for t := 1; t <= T; t++ {
			m.Play = append(m.Play, movement.Play{
				Round: r + 1, Table: t, Set: hesitationSet(T, s, t, r),
				Seats:    []int{seats[t][0], seats[t][1]},
				Switched: t != T && r >= R-o.Switched,
			})
		}
	}
	return finish(m)
}

// HesitationStand returns the table the bye stand of a hesitation Mitchell
// at tables tables follows: the set leaving the next table waits there a
// round before going to this one; ok is false when there is no hesitation
// Mitchell at tables tables.
func HesitationStand(tables int) (after int, ok bool) { return hesitationStand(tables) }
