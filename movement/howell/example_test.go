package howell_test

import (
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
)

// A complete Howell for 8 pairs: 4 tables, 7 rounds, every two pairs meet
// once and are compared on the same number of boards.
func ExampleGenerate() {
	m, err := howell.Generate(howell.Options{Pairs: 8})
	if err != nil {
		panic(err)
	}
	rep := movement.Analyze(m)
	fmt.Println(m.Name, "-", m.Tables, "tables,", m.Rounds, "rounds of", m.BoardsPerSet, "boards")
	fmt.Println("verdict:", rep.Verdict)
	fmt.Println("compared on", rep.Summary.Comparisons.Min, "to", rep.Summary.Comparisons.Max, "boards")
	// Output:
	// Howell, 8 pairs - 4 tables, 7 rounds of 4 boards
	// verdict: perfect
	// compared on 12 to 12 boards
}

// Which pair counts have a perfectly balanced complete Howell.
func ExampleBalanced() {
	for p := howell.MinPairs; p <= howell.MaxPairs; p += 2 {
		if howell.Balanced(p) {
			fmt.Print(p, " ")
		}
	}
	fmt.Println()
	// Output:
	// 4 8 12 16 20 24 28 32 36
}

// A three-quarter Howell for 16 pairs: 11 of the 15 rounds.
func ExampleChooseRounds() {
	rounds, err := howell.ChooseRounds(16, 11)
	if err != nil {
		panic(err)
	}
	fmt.Println(rounds)
	// Output:
	// [1 2 4 5 6 7 9 10 11 14 15]
}
