package formats_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement/mitchell"
)

// A file of any known format is read without saying which: here the
// Camrose teams movement quoted in the EBU forum thread "Writing New
// Movements in EBU Score", with a title line of our own.
func ExampleReadAll() {
	const file = "Camrose round 1\n5,6,32,16,2\n4,6,1,4,6,2\n3,5,1,3,5,2\n2,1,1,2,1,2\n6,4,1,6,4,2\n5,3,1,5,3,2\n1,2,1,1,2,2\n"
	ns, err := formats.ReadAll(context.Background(), strings.NewReader(file), "camrose.txt", formats.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, n := range ns {
		rep := n.Teams.Check()
		fmt.Printf("%s (%s): %d teams, %d tables, %d rounds, %d problems\n", n.Name, n.Format.Title(), rep.Teams, n.Teams.Tables, n.Teams.Rounds, len(rep.Problems))
		for r, ms := range rep.Matches {
			fmt.Printf("round %d:", r+1)
			for _, m := range ms {
				fmt.Printf(" %d v %d (tables %d and %d, set %d)", m.Home, m.Away, m.HomeTable, m.AwayTable, m.Set)
			}
			fmt.Println()
		}
	}
	// Output:
	// Camrose round 1 (EBUScore): 6 teams, 6 tables, 2 rounds, 0 problems
	// round 1: 4 v 6 (tables 1 and 4, set 1) 3 v 5 (tables 2 and 5, set 1) 2 v 1 (tables 3 and 6, set 1)
	// round 2: 4 v 6 (tables 1 and 4, set 2) 3 v 5 (tables 2 and 5, set 2) 2 v 1 (tables 3 and 6, set 2)
}

// A movement written as an EBUScore movement: a blank line, the title, the
// header (type 1 Mitchell, 3 tables, 9 boards, 3 per round, 3 rounds, no
// missing pair) and one line per table of NS,EW,set for each round.
func ExampleWrite() {
	m, err := mitchell.Generate(mitchell.Options{Tables: 3, BoardsPerRound: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	// The cards say NS 1 and EW 1; EBUScore numbers every pair apart.
	if err := formats.Write(os.Stdout, formats.EBU, m); err != nil {
		fmt.Println("refused")
	}
	// Number the EW pairs 4 to 6, on the cards and in the file.
	m, _ = scorerfile.NumberEWFrom(m, 4)
	if err := formats.Write(os.Stdout, formats.EBU, m); err != nil {
		fmt.Println(err)
	}
	// Output:
	// refused
	//
	// Mitchell, 3 tables
	// 1,3,9,3,3,0
	// 1,4,1, 1,6,2, 1,5,3
	// 2,5,2, 2,4,3, 2,6,1
	// 3,6,3, 3,5,1, 3,4,2
}
