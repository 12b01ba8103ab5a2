package movement_test

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// A two-table movement written by hand with two mistakes in round 2: pair 3
// is seated at both tables, and the sets go back to tables that have already
// played them.
func ExampleValidate() {
	m := &movement.Movement{
		Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 4, Tables: 2, Rounds: 2, Sets: 2, BoardsPerSet: 3,
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2}},
			{Round: 1, Table: 2, Set: 2, Seats: []int{3, 4}},
			{Round: 2, Table: 1, Set: 2, Seats: []int{1, 3}},
			{Round: 2, Table: 2, Set: 1, Seats: []int{3, 2}},
		},
	}
	for _, p := range movement.Validate(m) {
		fmt.Println(p.Severity, p)
	}
	// Output:
	// error repeat-set: round 2, table 1: contestant 3 plays set 2 again (first played in round 1)
	// error repeat-set: round 2, table 2: contestant 2 plays set 1 again (first played in round 1)
	// error seated-twice: round 2: contestant 3 is seated at table 2, seat NS, and already at table 1
}

// The fairness report of a three-table Mitchell: every NS pair meets every
// EW pair once and is compared with every other NS pair on all 9 boards.
func ExampleAnalyze() {
	m := &movement.Movement{
		Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 6, Tables: 3, Rounds: 3, Sets: 3, BoardsPerSet: 3,
	}
	for r := 1; r <= 3; r++ {
		for t := 1; t <= 3; t++ {
			ew := (t-r+3)%3 + 1  // EW pairs move up a table a round
			set := (t+r-2)%3 + 1 // sets move down a table a round
			m.Play = append(m.Play, movement.Play{Round: r, Table: t, Set: set, Seats: []int{t, 3 + ew}})
		}
	}
	rep := movement.Analyze(m)
	fmt.Println("verdict:", rep.Verdict)
	fmt.Println("fields:", rep.Fields)
	fmt.Println("NS 1 meets EW 1..3:", rep.Meetings.At(1, 4), rep.Meetings.At(1, 5), rep.Meetings.At(1, 6))
	fmt.Println("NS 1 compared with NS 2 on", rep.Comparisons.At(1, 2), "boards")
	fmt.Println("balance index:", rep.Summary.BalanceIndex)
	// Output:
	// verdict: perfect
	// fields: [[1 2 3] [4 5 6]]
	// NS 1 meets EW 1..3: 1 1 1
	// NS 1 compared with NS 2 on 9 boards
	// balance index: 100
}
