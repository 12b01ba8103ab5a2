package mitchell

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The combined Mitchell plays an odd number of tables T = 2n+1 as two
// Mitchells of n½ tables whose half-table pairs meet instead of sitting
// out. Source: Magic Contest's help, "Combined Mitchell"
// (magicscoring.com/scoring/movements/jannersten/combined-mitchell/): for
// 25 tables, tables 1–12 are section A, tables 14–25 section B, and table
// 13 holds a moving pair of A (as EW) and a moving pair of B (as NS); the
// pairs and boards move as in a Mitchell but that EW 13 moves to EW 1, NS
// 13 moves to EW 14 and EW 25 moves to NS 13; a double set of boards, or
// tables 1 and 14, 2 and 15, … sharing. "Combined Mitchell works for all
// odd table numbers."
//
// movegen builds the complete form: n+1 rounds of n+1 sets when n+1 is
// odd (13 rounds of 2 boards, 26 boards, at 25 tables), and the skip form
// when it is even (n rounds, the moving pairs moving up two places after
// half of them, as in a skip Mitchell; Magic lists the skip among its
// combined types). The moving pairs of A
// go round tables 1..n+1 in the EW seat; those of B round tables n+2..2n+1
// in the EW seat and then the NS seat of table n+1; the sets move down
// round tables n+1..1, table n+1+k plays the set of table k and table n+1
// its own. Each moving pair plays every set once, meets every stationary
// pair of its section and, at table n+1, one moving pair of the other
// section; nobody sits out. The moving pairs of B play NS at table n+1
// for one round (as in a hesitation), so with two winners the lines are
// not quite separate fields.

// MinCombinedTables is the smallest combined Mitchell: two sections of 2½
// tables.
const MinCombinedTables = 5

// CombinedOptions describe a combined Mitchell.
type CombinedOptions struct {
	// Tables is T, odd, MinCombinedTables..MaxTables.
	Tables int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for (T+1)/2 rounds with shared sets.
	BoardsPerRound int
	// Winners is 1 or 2 (0 means 2); one winner arrow-switches whole
	// rounds, chosen as for a Mitchell unless ArrowSwitch names them.
	Winners     int
	ArrowSwitch []int
}

// Rounds returns the rounds of the combined Mitchell: (T+1)/2, one fewer
// when that is even (the skip).
func (o CombinedOptions) Rounds() int {
	P := (o.Tables + 1) / 2
	if P%2 == 0 {
		return P - 1
	}
	return P
}

// skip reports whether each section's circuit has an even number of
// places, so the moving pairs skip a table after half the rounds.
func (o CombinedOptions) skip() bool { return ((o.Tables+1)/2)%2 == 0 }

// Check returns nil when o describes a combined Mitchell GenerateCombined
// can build, else an *OptionError naming the field.
func (o CombinedOptions) Check() error {
	T := o.Tables
	if T < MinCombinedTables || T > MaxTables || T%2 == 0 {
		return optionErr("Tables", "a combined Mitchell wants an odd number of tables from %d to %d (two sections of n½ tables and the table where their half-table pairs meet)", MinCombinedTables, MaxTables)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.BoardsPerRound == 1 {
		return optionErr("BoardsPerRound", "tables k and %d+k share a set every round, and one board cannot be at two tables at once; want at least 2", o.Rounds())
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	return checkSwitches(o.Winners, o.ArrowSwitch, o.Rounds())
}

// normalized fills in the defaults of checked options.
func (o CombinedOptions) normalized() CombinedOptions {
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

// combinedLayout computes the plain combined Mitchell (no switches).
// Contestant c ≤ T is the pair starting NS at table c, T+c the pair
// starting EW at table c.
func combinedLayout(o CombinedOptions) (rounds [][]table, contestants int) {
	T := o.Tables
	n := (T - 1) / 2
	P := n + 1 // the places of each section's circuit; place n is table n+1
	for r := range o.Rounds() {
		move := r
		if o.skip() && r >= P/2 {
			move++ // the skip
		}
		row := make([]table, T)
		for p := range P {
			q := ((p-move)%P + P) % P // the place the pair now at p started from
			set := (p+r)%P + 1
			a, b := T+q+1, T+n+2+q // A's and B's moving pairs from place q
			if q == n {
				b = n + 1 // B's pair starting NS at table n+1
			}
			if p < n {
				row[p] = table{set: set, ns: p + 1, ew: a}
				row[n+1+p] = table{set: set, ns: n + 2 + p, ew: b}
			} else {
				row[n] = table{set: set, ns: b, ew: a}
			}
		}
		rounds = append(rounds, row)
	}
	return rounds, 2 * T
}

// GenerateCombined builds the combined Mitchell described by o and
// validates it.
func GenerateCombined(o CombinedOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	T, R := o.Tables, o.Rounds()
	rounds, C := combinedLayout(o)
	s := wholeRoundSwitches(rounds, C, o.Winners, o.ArrowSwitch)
	name := fmt.Sprintf("Combined Mitchell, %d tables", T)
	if o.Winners == 1 {
		name += ", one winner"
	}
	m := newPairs(name, T, R, (T+1)/2, o.BoardsPerRound, C)
	for c := 1; c <= T; c++ {
		m.Labels[c] = fmt.Sprintf("%d NS", c)
		m.Labels[T+c] = fmt.Sprintf("%d EW", c)
	}
	appendPlays(m, rounds, s.sw)
	return finish(m)
}

// combinedNotes explains a combined Mitchell in words.
func combinedNotes(o CombinedOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	T := n.Tables
	h := (T - 1) / 2
	lines := []movement.Text{
		say("Combined Mitchell: tables 1–%d and %d–%d are two Mitchells whose half-table pairs meet at table %d: EW %d goes to EW 1, NS %d to EW %d and EW %d to NS %d; every other pair moves as in a Mitchell.", h, h+2, T, h+1, h+1, h+1, h+2, T, h+1),
		say("The %d sets move down one table a round round tables %d to 1; table %d+k plays the set of table k (a copy of the boards for tables %d–%d, or a share).", m.Sets, h+1, h+1, h+2, T),
	}
	if n.skip() {
		lines = append(lines, say("Even circuits (skip): after round %d the moving pairs move up two places instead of one.", (h+1)/2))
	}
	if n.skip() {
		lines = append(lines, say("Nobody sits out, nobody plays a set twice and nobody meets anybody twice, in %d rounds.", m.Rounds))
	} else {
		lines = append(lines, say("Nobody sits out; every moving pair plays every set once, meets every stationary pair of its section and one moving pair of the other section, in %d rounds.", m.Rounds))
	}
	if n.Winners == 1 {
		lines = append(lines, wholeRoundsNote(n.ArrowSwitch, func() SwitchChoice { return chooseSwitches(combinedLayout(n)) }, m))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
