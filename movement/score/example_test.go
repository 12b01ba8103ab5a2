package score_test

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/score"
)

// A board played at three tables: two NS pairs made 420, one 170.
func ExampleMatchpoints() {
	fmt.Println(score.Matchpoints([]int{420, 170, 420}))
	// Output: [3 0 3]
}

// Three results of a fouled board of seven, scored among themselves and
// brought to the whole board: the top of the group (4 of 4) becomes 10.67
// of 12.
func ExampleNeuberg() {
	fmt.Printf("%.2f\n", score.Neuberg(4, 3, 7))
	// Output: 10.67
}

// One board at three tables, NS pairs 1–3 against EW pairs 4–6: the two
// 420s share first place among the NS pairs, and EW 5, who held 170, wins
// its line.
func ExampleScore() {
	m := &movement.Movement{Name: "barometer", Kind: movement.Pairs, Game: movement.Bridge,
		Seats: movement.PairSeats(), Contestants: 6, Tables: 3, Rounds: 1, Sets: 1, BoardsPerSet: 1,
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 4}},
			{Round: 1, Table: 2, Set: 1, Seats: []int{2, 5}},
			{Round: 1, Table: 3, Set: 1, Seats: []int{3, 6}},
		}}
	rows := []score.Row{
		{Deal: 1, Round: 1, Table: 1, Scores: []int{420, -420}},
		{Deal: 1, Round: 1, Table: 2, Scores: []int{170, -170}},
		{Deal: 1, Round: 1, Table: 3, Scores: []int{420, -420}},
	}
	res, err := score.Score(context.Background(), m, rows, score.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, rk := range res.Rankings {
		fmt.Println("line", rk.Line)
		for _, st := range rk.Standings {
			fmt.Printf("  %d%s pair %d: %v of %v, %.0f%%\n", st.Place, map[bool]string{true: "="}[st.Tied], st.Contestant, st.Matchpoints, st.Top, st.Percent)
		}
	}
	// Output:
	// line NS
	//   1= pair 1: 3 of 4, 75%
	//   1= pair 3: 3 of 4, 75%
	//   3 pair 2: 0 of 4, 0%
	// line EW
	//   1 pair 5: 4 of 4, 100%
	//   2= pair 4: 1 of 4, 25%
	//   2= pair 6: 1 of 4, 25%
}
