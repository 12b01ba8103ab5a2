package seating_test

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/seating"
)

// The bounds for the classic social golfer instance: 32 players at 8
// tables of 4.
func ExampleBoundsOf() {
	b, _ := seating.BoundsOf(seating.Problem{Players: 32, TableSizes: []int{4, 4, 4, 4, 4, 4, 4, 4}, Rounds: 11})
	fmt.Println("rounds without a repeat at most:", b.GolferRounds)
	fmt.Println("repeats in 11 rounds at least:", b.MinRepeats)
	fmt.Println("perfect impossible:", b.PerfectImpossible)
	// Output:
	// rounds without a repeat at most: 10
	// repeats in 11 rounds at least: 32
	// perfect impossible: true
}

// Nine players at three tables of three for four rounds: the affine plane
// of order 3 seats them so that every two meet exactly once.
func ExampleSolve() {
	res, _ := seating.Solve(context.Background(), seating.Problem{Players: 9, TableSizes: []int{3, 3, 3}, Rounds: 4}, seating.Options{Seed: 1})
	fmt.Println(res.Method, "- optimal:", res.Optimal)
	for r, row := range res.Tables[:2] {
		fmt.Println("round", r+1, row)
	}
	m, _ := res.Movement()
	fmt.Println(movement.Analyze(m).Summary.MeetMoreThanOnce, "pairs meet twice")
	// Output:
	// affine plane AG(2,3) - optimal: true
	// round 1 [[1 2 3] [4 5 6] [7 8 9]]
	// round 2 [[1 4 7] [2 5 8] [3 6 9]]
	// 0 pairs meet twice
}

// Twenty-two players at five tables of four: the default number of rounds
// and why, kept as data (format and arguments) so that a catalogue can
// translate it; String gives the English.
func ExampleDefaultRounds() {
	rounds, why, _ := seating.DefaultRounds(seating.Problem{Players: 22, TableSizes: []int{4, 4, 4, 4, 4}})
	fmt.Println(rounds)
	fmt.Println(why)
	fmt.Println(why.Format)
	// Output:
	// 7
	// the social-golfer bound of 7 rounds without a repeat meeting; equal rests would need a multiple of 11 rounds, so rests differ by one
	// %s; equal rests would need a multiple of %d rounds, so rests differ by one
}
