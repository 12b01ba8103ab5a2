package seating

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestPublishedDesigns: 8-4-10, the record social golfer instance, is
// solved from the published design with default options for several
// seeds: no repeated meeting (recounted from the movement), Validate finds
// no error, the 16 pairs that never meet form a perfect matching (the
// holes of a 4-GDD of type 2^16), and the method line names the design.
func TestPublishedDesigns(t *testing.T) {
	for _, seed := range []uint64{0, 1, 7} {
		t.Run(fmt.Sprintf("8-4-10/seed%d", seed), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			res, err := Solve(ctx, golfer(8, 4, 10), Options{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if res.Score.Repeats != 0 || res.Moves != 0 || !strings.Contains(res.Method.String(), "type 2^16, a published solution") {
				t.Fatalf("repeats %d after %d moves, method %q", res.Score.Repeats, res.Moves, res.Method)
			}
			checkNoRepeatMovement(t, res)
			met := map[[2]int]bool{}
			for _, round := range res.Tables {
				for _, table := range round {
					for i, a := range table {
						for _, b := range table[:i] {
							met[[2]int{min(a, b), max(a, b)}] = true
						}
					}
				}
			}
			partner := map[int]int{}
			for a := 1; a <= 32; a++ {
				for b := a + 1; b <= 32; b++ {
					if !met[[2]int{a, b}] {
						partner[a]++
						partner[b]++
					}
				}
			}
			for x := 1; x <= 32; x++ {
				if partner[x] != 1 {
					t.Errorf("player %d misses %d others, want 1 (holes of type 2^16)", x, partner[x])
				}
			}
		})
	}
}

// TestPublishedDataWellFormed: every published design seats each player
// exactly once a round at tables of the right size.
func TestPublishedDataWellFormed(t *testing.T) {
	for key, d := range publishedDesigns {
		if len(d.rounds) != key[2] {
			t.Errorf("%v: %d rounds", key, len(d.rounds))
		}
		for r, round := range d.rounds {
			seen := map[rune]bool{}
			if len(round) != key[0] {
				t.Errorf("%v round %d: %d tables", key, r+1, len(round))
			}
			for _, table := range round {
				if len([]rune(table)) != key[1] {
					t.Errorf("%v round %d: table %q", key, r+1, table)
				}
				for _, c := range table {
					if seen[c] || !strings.ContainsRune(d.letters, c) {
						t.Errorf("%v round %d: letter %q twice or unknown", key, r+1, c)
					}
					seen[c] = true
				}
			}
			if len(seen) != len([]rune(d.letters)) {
				t.Errorf("%v round %d: %d players seated", key, r+1, len(seen))
			}
		}
	}
}
