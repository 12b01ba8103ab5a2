package text_test

import (
	"fmt"
	"os"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
)

// A four-pair, two-table movement with a phantom: pair 4 is missing, so
// table 2 has an empty EW seat in round 1 and pair 2 sits out there; set 1
// lies at both tables but is played only at table 1, so it is no relay. In
// round 2 table 2 is idle and pairs 3 and 4 sit out.
func ExampleWriteChart() {
	m := &movement.Movement{
		Name: "Relay", Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
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
	// 1      1-3 b1-2   2-× b1-2
	// 2      1-2* b3-4  .
	//
	// Legend:
	//   × empty seat (phantom: the opponents sit out)
	//   . table not in use this round
	//   * arrow switch: the pairs play the other direction's cards
}

// A validator problem printed in Russian: the message comes from the
// catalogue and the seat the validator names is written in Russian letters.
func ExampleProblemMessage() {
	m := &movement.Movement{
		Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 3, Tables: 2, Rounds: 1, Sets: 2, BoardsPerSet: 2,
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2}},
			{Round: 1, Table: 2, Set: 2, Seats: []int{3, 1}}, // pair 1 again
		},
	}
	for _, pr := range movement.Validate(m).Errors() {
		fmt.Println(pr.Message())
		fmt.Println(text.ProblemMessage(pr, i18n.New(i18n.Russian)))
	}
	// Output:
	// round 1: contestant 1 is seated at table 2, seat EW, and already at table 1
	// тур 1: участник 1 посажен за стол 2, позиция ВЗ, но уже сидит за столом 1
}
