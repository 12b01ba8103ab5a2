package whist_test

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/whist"
)

// A whist tournament for 13 players: 13 rounds at 3 tables, one player
// sitting out each round; every two players are partners once and
// opponents twice.
func ExampleGenerate() {
	res, err := whist.Generate(context.Background(), whist.Options{Players: 13})
	if err != nil {
		panic(err)
	}
	m := res.Movement
	rep := movement.Analyze(m)
	fmt.Println(m.Name, res.Kind, m.Rounds, "rounds", m.Tables, "tables")
	fmt.Println("verdict:", rep.Verdict, "directed:", res.Directed)
	fmt.Printf("partners %d-%d, opponents %d-%d\n", rep.Summary.Partnerships.Min, rep.Summary.Partnerships.Max,
		rep.Summary.Meetings.Min, rep.Summary.Meetings.Max)
	// Output:
	// Whist tournament, 13 players full 13 rounds 3 tables
	// verdict: perfect directed: true
	// partners 1-1, opponents 2-2
}

// The search that found the stored bases, here for 8 players over Z_7
// with the fixed player ∞ (printed as -1).
func ExampleSearch() {
	b, err := whist.Search(context.Background(), whist.Group{7}, true, whist.SearchOptions{NoSets: true})
	if err != nil {
		panic(err)
	}
	fmt.Println(b.Tables, b.Check())
	// Output:
	// [[-1 0 1 3] [2 5 4 6]] <nil>
}
