package replan_test

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/replan"
)

// The pair missing from a 13-pair Mitchell arrives for round 3: it takes
// the phantom's place, so only table 7's card and the
// cards of the EW pairs who would have sat out change.
func ExampleReplan() {
	m, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13})
	if err != nil {
		panic(err)
	}
	res, err := replan.Replan(context.Background(), m, replan.Options{From: 3, Add: 1})
	if err != nil {
		panic(err)
	}
	for _, n := range res.Notes {
		fmt.Println(n)
	}
	fmt.Println("repeated meetings:", res.Before.Repeats, "→", res.After.Repeats)
	fmt.Println("changed tables:", res.Changes.TableNumbers())
	fmt.Println("changed contestants:", res.Changes.ContestantNumbers())
	// Output:
	// 14 joins from round 3 at the empty seat (the phantom's place) in every round.
	// repeated meetings: 0 → 0
	// changed tables: [6 7]
	// changed contestants: [7 8 9 10 11 14]
}

// A table lost after round 2 of a 7-table Mitchell: its pairs sit out in
// turn, and nobody plays a set twice.
func ExampleReplan_tableLost() {
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		panic(err)
	}
	res, err := replan.Replan(context.Background(), m, replan.Options{From: 3, RemoveTables: []int{4}})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Notes[0])
	fmt.Println("sets played twice:", res.After.Summary.RepeatedSets)
	fmt.Println("most rests of one pair:", res.After.MaxRests)
	// Output:
	// Table 4 is not used from round 3; its contestants play elsewhere or sit out.
	// sets played twice: 0
	// most rests of one pair: 2
}
