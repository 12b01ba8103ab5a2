package mitchell

import (
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestRover generates a rover Mitchell for every table count from 3 to 30
// (relay and skip for the even ones) and proves its promises: valid, 2T+1
// pairs, every table full every round, the rover sits out round 1 only,
// each NS pair it displaces sits out exactly one round and the others
// none, nobody plays a set twice, the rover meets EW pairs again as often
// as RoverPath says, and with tables prime to 6 none, following the
// published rule (table 2, then two tables up).
func TestRover(t *testing.T) {
	for T := 3; T <= 30; T++ {
		evens := []EvenMethod{""}
		if T%2 == 0 {
			evens = []EvenMethod{Relay, Skip}
		}
		for _, even := range evens {
			t.Run(fmt.Sprintf("%d-%s", T, even), func(t *testing.T) {
				o := RoverOptions{Tables: T, Even: even}
				m, err := GenerateRover(o)
				if err != nil {
					t.Fatal(err)
				}
				path, repeats, err := RoverPath(o)
				if err != nil {
					t.Fatal(err)
				}
				rep := movement.Analyze(m)
				if rep.Verdict == movement.Invalid || rep.Summary.RepeatedSets != 0 {
					t.Fatalf("invalid or repeated sets: %v", rep.Problems.Errors())
				}
				if m.Contestants != 2*T+1 {
					t.Fatalf("%d pairs", m.Contestants)
				}
				for _, p := range m.Play {
					if p.Seats[0] == 0 || p.Seats[1] == 0 {
						t.Fatalf("round %d table %d has an empty seat", p.Round, p.Table)
					}
				}
				displaced := map[int]bool{}
				for _, tb := range path[1:] {
					displaced[tb] = true
				}
				for _, st := range rep.Contestants {
					want := 0
					if st.Contestant == T+1 || displaced[st.Contestant] {
						want = 1
					}
					if st.Rests != want {
						t.Errorf("%s sits out %d rounds, want %d", st.Label, st.Rests, want)
					}
				}
				again := 0
				for ew := T + 2; ew <= 2*T+1; ew++ {
					again += max(0, rep.Meetings.At(T+1, ew)-1)
				}
				if again != repeats {
					t.Errorf("rover meets EW pairs again %d times, RoverPath says %d", again, repeats)
				}
				if T%2 != 0 && T%3 != 0 {
					if repeats != 0 {
						t.Errorf("%d repeats with %d tables", repeats, T)
					}
					for r := 1; r < len(path); r++ {
						if want := (2*r-1)%T + 1; path[r] != want {
							t.Errorf("round %d: rover at table %d, want %d", r+1, path[r], want)
						}
					}
				}
			})
		}
	}
}

// TestRoverSourceExamples checks the published rover tables: 5 tables 2,
// 4, 1, 3 and 7 tables 2, 4, 6, 1, 3, 5 after sitting out round 1.
func TestRoverSourceExamples(t *testing.T) {
	for T, want := range map[int][]int{5: {0, 2, 4, 1, 3}, 7: {0, 2, 4, 6, 1, 3, 5}} {
		path, _, err := RoverPath(RoverOptions{Tables: T})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(path, want) {
			t.Errorf("%d tables: %v, want %v", T, path, want)
		}
	}
}
