package text_test

import (
	"fmt"
	"os"

	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
)

// A four-pair, two-table movement with a relay: set 1 is shared by both
// tables in round 1; pair 4 is missing, so table 2 has an empty EW seat; in round 2 table 2 is
// idle and pairs 3 and 4 sit out.
func ExampleWriteChart() {
	m := &movement.Movement{
		Name: "Relay", Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats,
		Contestants: 4, Tables: 2, Rounds: 2, Sets: 2, BoardsPerSet: 2,
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 3}},
			{Round: 1, Table: 2, Set: 1, Seats: []int{2, 0}},
			{Round: 2, Table: 1, Set: 2, Seats: []int{1, 2}, Switched: true},
		},
	}
	if err := text.WriteChart(os.Stdout, m, text.Options{}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Relay: pairs, bridge, 4 contestants, 2 tables, 2 rounds, 2 sets of 2 boards
	//
	// Round  Table 1    Table 2
	// 1      1-3 b1-2   2-- b1-2
	// 2      1-2* b3-4  .
	//
	// Legend:
	//   - empty seat (phantom: the opponents sit out)
	//   . table not in use this round
	//   * arrow switch: the pairs play the other direction's cards
	//
	// Relays (one set at several tables in a round):
	//   round 1: set 1 at tables 1, 2
}
