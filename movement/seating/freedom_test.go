package seating

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestFreedomGreedySeatsEveryone: the freedom greedy seats every player
// exactly once a round at tables of the right sizes (mixed sizes and rests
// too), round 1 in order, and its counts agree with a recount.
func TestFreedomGreedySeatsEveryone(t *testing.T) {
	for _, p := range []Problem{
		golfer(7, 4, 9),
		golfer(6, 3, 8),
		{Players: 14, TableSizes: []int{4, 4, 3, 3}, Rounds: 5},
		{Players: 17, TableSizes: []int{4, 4, 4, 4}, Rounds: 6},
	} {
		t.Run(fmt.Sprintf("%d-%v-%d", p.Players, p.TableSizes, p.Rounds), func(t *testing.T) {
			l, err := newLayout(p)
			if err != nil {
				t.Fatal(err)
			}
			if !l.canFreedom() {
				t.Fatal("freedom greedy does not apply")
			}
			s := newState(l, l.bounds())
			s.freedomGreedy(rand.New(rand.NewPCG(1, 2)))
			for r := range l.rounds {
				seen := make([]bool, l.n)
				for slot, x := range s.seat[r] {
					if seen[x] || s.at[r][x] != int32(slot) {
						t.Fatalf("round %d: player %d seated twice or misplaced", r+1, x+1)
					}
					seen[x] = true
				}
				for _, x := range l.rest[r] {
					if seen[x] {
						t.Fatalf("round %d: resting player %d seated", r+1, x+1)
					}
				}
				if r == 0 {
					for i, x := range l.seated[0] {
						if s.seat[0][i] != int32(x) {
							t.Fatalf("round 1 not in order: %v", s.seat[0])
						}
					}
				}
			}
			got := s.score()
			s.recount()
			if s.score() != got {
				t.Errorf("score %v, recount %v", got, s.score())
			}
		})
	}
}

// TestFreedomGreedyBeatsOrderedGreedy: on the social golfer instances
// 7-4-9, 8-4-10 and 10-4-13 (tables of 4 near the most rounds) the freedom
// greedy starts the search with fewer repeated meetings than the older
// greedy (most constrained player first), over the same ten seeds. (On
// tables of 3, such as 6-3-8, it does not: there the two are alike.)
func TestFreedomGreedyBeatsOrderedGreedy(t *testing.T) {
	for _, p := range []Problem{golfer(7, 4, 9), golfer(8, 4, 10), golfer(10, 4, 13)} {
		l, _ := newLayout(p)
		b := l.bounds()
		free, old := 0, 0
		for seed := range uint64(10) {
			s := newState(l, b)
			s.freedomGreedy(rand.New(rand.NewPCG(seed, 1)))
			free += s.score().Repeats
			s.greedy(rand.New(rand.NewPCG(seed, 1)))
			old += s.score().Repeats
		}
		t.Logf("%d players: repeats over 10 starts: freedom %d, ordered greedy %d", p.Players, free, old)
		if free >= old {
			t.Errorf("%d players: freedom greedy %d repeats, ordered greedy %d", p.Players, free, old)
		}
	}
}

// TestSearchAloneSolves638: the search alone (no construction) solves the
// social golfer instance 6-3-8 from scratch within a move budget (counted
// in moves, so the test does not depend on the machine's speed).
func TestSearchAloneSolves638(t *testing.T) {
	res, err := Solve(context.Background(), golfer(6, 3, 8), Options{Seed: 1, Effort: 2_000_000, SearchOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Score.Repeats != 0 || res.Method.String() != "tabu search" {
		t.Fatalf("repeats %d after %d moves, method %q", res.Score.Repeats, res.Moves, res.Method)
	}
	t.Logf("6-3-8 solved by the search alone in %d moves", res.Moves)
}
