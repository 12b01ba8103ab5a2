package mitchell_test

import (
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// The rover of a 7-table Mitchell follows the published rule: table 2 in
// round 2, then two tables up each round.
func ExampleRoverPath() {
	path, again, err := mitchell.RoverPath(mitchell.RoverOptions{Tables: 7})
	if err != nil {
		panic(err)
	}
	fmt.Println(path[1:], again)
	// Output: [2 4 6 1 3 5] 0
}

// A web Mitchell at 18 tables plays 13 rounds: every pair plays all 13
// sets, two copies of each in play.
func ExampleGenerateWeb() {
	m, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: 18})
	if err != nil {
		panic(err)
	}
	rep := movement.Analyze(m)
	fmt.Println(m.Name, "|", m.Sections[0].Name, m.Sections[0].Tables, m.Sections[1].Name, m.Sections[1].Tables, "|", rep.Summary.RepeatedSets, rep.Summary.MeetMoreThanOnce, rep.Summary.BalanceIndex)
	// Output: Web Mitchell, 18 tables, 13 rounds | A 9 D 9 | 0 0 100
}

// A hesitation Mitchell at 7 tables: 8 rounds, the stand after table 3,
// the better of switching the last one or two rounds.
func ExampleGenerateHesitation() {
	m, err := mitchell.GenerateHesitation(mitchell.HesitationOptions{Tables: 7})
	if err != nil {
		panic(err)
	}
	stand, _ := mitchell.HesitationStand(7)
	fmt.Printf("%d rounds, stand after table %d, switched %v, balance %.2f\n", m.Rounds, stand, mitchell.SwitchedRounds(m), movement.Analyze(m).Summary.BalanceIndex)
	// Output: 8 rounds, stand after table 3, switched [7 8], balance 68.98
}

func BenchmarkGenerateRover(b *testing.B) {
	for _, c := range []struct {
		name string
		o    mitchell.RoverOptions
	}{{"7", mitchell.RoverOptions{Tables: 7}}, {"21", mitchell.RoverOptions{Tables: 21}}, {"30-skip", mitchell.RoverOptions{Tables: 30, Even: mitchell.Skip}}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := mitchell.GenerateRover(c.o); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkGenerateWeb26(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: 26}); err != nil {
			b.Fatal(err)
		}
	}
}
