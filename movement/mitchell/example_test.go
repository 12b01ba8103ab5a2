package mitchell_test

import (
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// A 7-table Mitchell: NS pairs stay, EW pairs move up, boards move down.
func ExampleGenerate() {
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		panic(err)
	}
	rep := movement.Analyze(m)
	fmt.Println(m.Name, "-", m.Rounds, "rounds of", m.BoardsPerSet, "boards")
	fmt.Println("verdict:", rep.Verdict)
	p := m.Grid()[1][0] // round 2, table 1
	fmt.Printf("round 2, table 1: %s v %s on set %d\n", m.Label(p.Seats[0]), m.Label(p.Seats[1]), p.Set)
	// Output:
	// Mitchell, 7 tables - 7 rounds of 4 boards
	// verdict: perfect
	// round 2, table 1: 1 NS v 7 EW on set 2
}

// An even number of tables with the relay and bye stand: tables 1 and 8
// share a set.
func ExampleGenerate_relay() {
	m, _ := mitchell.Generate(mitchell.Options{Tables: 8, Even: mitchell.Relay})
	g := m.Grid()
	fmt.Println("round 1: table 1 plays set", g[0][0].Set, "and table 8 plays set", g[0][7].Set)
	// Output:
	// round 1: table 1 plays set 1 and table 8 plays set 1
}

// One winner: movegen picks the arrow-switched rounds.
func ExampleChooseSwitches() {
	rounds, _ := mitchell.ChooseSwitches(mitchell.Options{Tables: 7})
	fmt.Println(rounds)
	// Output:
	// [1 2]
}
