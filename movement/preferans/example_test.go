package preferans_test

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

func ExampleGenerate() {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	rep := movement.Analyze(res.Movement)
	fmt.Println(res.Method, "-", res.Why)
	fmt.Println(rep.Verdict, rep.Summary.Meetings.Min, rep.Summary.Meetings.Max)
	// Output:
	// rotation - gcd(7, 6) = 1, so the book's rotation (N stays, E moves up 1 table, S up 2, W down 2, sets down 1) is perfect.
	// perfect 1 1
}

func ExampleInstructions() {
	res, _ := preferans.Generate(context.Background(), preferans.Options{Tables: 5})
	g, _ := preferans.Instructions(res.Movement)
	for t := 1; t <= 5; t++ {
		fmt.Println(g.Card(t, 1))
	}
	row, _ := preferans.SetRow(res.Movement)
	fmt.Println("set row:", preferans.FormatSetRow(row))
	// Output:
	// [1E–2E 1S–3S 1W–4W]
	// [2E–3E 2S–4S 2W–5W]
	// [3E–4E 3S–5S 3W–1W]
	// [4E–5E 4S–1S 4W–2W]
	// [5E–1E 5S–2S 5W–3W]
	// set row: 1 2 3 4 5
}

func ExampleSetRow() {
	// 13 players at tables of four, one resting each round: 13 sets, three
	// played each round.
	res, _ := preferans.Generate(context.Background(), preferans.Options{Players: 13})
	row, ok := preferans.SetRow(res.Movement)
	fmt.Println(ok, preferans.FormatSetRow(row))
	// Output:
	// true 1 — — 2 — — — — — — — — 3
}

// Twelve tables of four: the book's rotation fails (gcd(12, 6) = 6) and 12
// is no prime power, but 4 mutually orthogonal Latin squares of order 12
// give a perfect schedule; its moves change from round to round.
func ExampleGenerate_orthogonalArray() {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 12})
	if err != nil {
		fmt.Println(err)
		return
	}
	rep := movement.Analyze(res.Movement)
	g, _ := preferans.Instructions(res.Movement)
	fmt.Println(res.Method, rep.Verdict, rep.Summary.Meetings.Min, rep.Summary.Meetings.Max, rep.Summary.RepeatedSets)
	fmt.Println("same moves every round:", g.Same)
	// Output:
	// mols perfect 1 1 0
	// same moves every round: false
}

// Six tables of four cannot be perfect: the search states how far its
// schedule is from a proven lower bound.
func ExampleGenerate_search() {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 6, Effort: 20_000, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := res.Search
	fmt.Println(res.Method, "bound", s.Bound, "impossible", s.Impossible, "at least the bound:", s.Repeats >= s.Bound)
	// Output:
	// search bound 3 impossible true at least the bound: true
}
