package seating

import "fmt"

// Score measures a schedule. Lower is better; scores compare field by field
// in order, which is the planner's strict priority.
type Score struct {
	// SetRepeats counts plays of a set by a player beyond the first: a hard
	// rule, 0 in every schedule Solve returns normally.
	SetRepeats int
	// Repeats is Σ max(0, m−1) over all pairs that meet m times: the
	// meetings that are not new.
	Repeats int
	// Spread is Σ m² minus the least value it can take for the same number
	// of meetings: 0 when every pair meets ⌊M/P⌋ or ⌈M/P⌉ times.
	Spread int
	// SeatSpread is, over all players, the largest difference between the
	// rounds spent in one seat and in another (always 0 with lines).
	SeatSpread int
	// RestSpread is the most rests of any player minus the fewest.
	RestSpread int
}

// Compare returns -1, 0 or +1 as s is better than, as good as, or worse
// than o.
func (s Score) Compare(o Score) int {
	a := [...]int{s.SetRepeats, s.Repeats, s.Spread, s.SeatSpread, s.RestSpread}
	b := [...]int{o.SetRepeats, o.Repeats, o.Spread, o.SeatSpread, o.RestSpread}
	for i := range a {
		switch {
		case a[i] < b[i]:
			return -1
		case a[i] > b[i]:
			return +1
		}
	}
	return 0
}

// meetingsPart is the part of the score the search optimises (rests and
// seats are settled outside it).
func (s Score) meetingsPart() Score {
	return Score{SetRepeats: s.SetRepeats, Repeats: s.Repeats, Spread: s.Spread}
}

func (s Score) String() string {
	return fmt.Sprintf("set repeats %d, repeated meetings %d, spread %d, seat spread %d, rest spread %d",
		s.SetRepeats, s.Repeats, s.Spread, s.SeatSpread, s.RestSpread)
}

// minSumSquares is the least Σ m² over p pairs whose counts sum to m: the
// counts are then ⌊m/p⌋ or ⌈m/p⌉.
func minSumSquares(total, pairs int) int {
	q, r := total/pairs, total%pairs
	return (pairs-r)*q*q + r*(q+1)*(q+1)
}
