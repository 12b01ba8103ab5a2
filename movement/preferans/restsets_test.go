package preferans

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// maxAtOnce returns the most tables that play one set in one round of m:
// the copies of every deal the director must prepare.
func maxAtOnce(m *movement.Movement) int {
	most := 1
	for _, row := range m.Grid() {
		count := map[int]int{}
		for _, p := range row {
			if p != nil {
				count[p.Set]++
				most = max(most, count[p.Set])
			}
		}
	}
	return most
}

// TestRestSetsTravel checks, on the movement itself, which rest schemes
// pass their sets between tables and that the others say how many copies
// of every deal the director needs.
func TestRestSetsTravel(t *testing.T) {
	tests := []struct {
		players, seats int
		copies         int // 1: the sets travel; else every table of a round shares one set
	}{
		{5, 4, 1}, {9, 4, 2}, {13, 4, 1}, {17, 4, 4}, {25, 4, 1}, {29, 4, 1}, {37, 4, 1},
		{41, 4, 10}, {49, 4, 1}, {53, 4, 1},
		{7, 3, 2}, {13, 3, 1}, {16, 3, 5}, {19, 3, 1}, {25, 3, 1}, {31, 3, 1}, {37, 3, 1}, {43, 3, 1},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d players at tables of %d", tt.players, tt.seats), func(t *testing.T) {
			res := generate(t, Options{Players: tt.players, Seats: tt.seats, Method: Rest})
			m := res.Movement
			rep := movement.Analyze(m)
			if !rep.Problems.Valid() || rep.Summary.RepeatedSets != 0 {
				t.Fatalf("problems %v, repeated sets %d", rep.Problems.Errors(), rep.Summary.RepeatedSets)
			}
			if got := maxAtOnce(m); got != tt.copies {
				t.Errorf("one set at up to %d tables in a round, want %d", got, tt.copies)
			}
			want := 0
			if tt.copies > 1 {
				want = tt.copies
			}
			if res.Copies != want {
				t.Errorf("Result.Copies = %d, want %d", res.Copies, want)
			}
			sentence := fmt.Sprintf("the director must prepare %d copies of every deal", tt.copies)
			if got := strings.Contains(res.Why, sentence); got != (tt.copies > 1) {
				t.Errorf("Why = %q; saying %q: %v, want %v", res.Why, sentence, got, tt.copies > 1)
			}
			if tt.copies == 1 && m.Tables > 1 && !strings.Contains(res.Why, "the sets pass from table to table") {
				t.Errorf("Why = %q does not say the sets travel", res.Why)
			}
		})
	}
}

// TestPassingRest rebuilds every listed scheme and checks it the way
// package design checks its own: cover, differences and set offsets.
func TestPassingRest(t *testing.T) {
	for _, pr := range passingRest {
		s, err := restScheme(pr.v, pr.k)
		if err != nil {
			t.Fatalf("%d players: %v", pr.v, err)
		}
		if s.Shared {
			t.Errorf("%d players at tables of %d: shared sets", pr.v, pr.k)
		}
		if err := s.Check(); err != nil {
			t.Error(err)
		}
	}
}

// TestPassSetsFindsWhatDesignMisses shows the deeper offset search at work:
// for 49 players at tables of four the bounded search of package design
// gives up and shares sets, SearchSets with offsetBudget finds offsets.
func TestPassSetsFindsWhatDesignMisses(t *testing.T) {
	s, err := design.NewRestScheme(49, 4)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Shared {
		t.Skip("package design now finds the offsets itself")
	}
	if !s.SearchSets(offsetBudget) {
		t.Fatal("SearchSets found no offsets")
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// TestRestNeedsPlayers: a rest scheme is asked for by the number of
// players; with --tables the request is refused, naming the counts that
// work, instead of quietly seating one player more.
func TestRestNeedsPlayers(t *testing.T) {
	tests := []struct {
		tables, seats int
		want          []string
	}{
		{7, 4, []string{"by the number of players", "7 tables of four seat 28 players", "25, 29"}},
		{5, 4, []string{"by the number of players", "5 tables of four seat 20 players", "17"}},
		{4, 3, []string{"N ≡ 1 (mod 3)", "4 tables of three seat 12 players", "13"}},
	}
	for _, tt := range tests {
		_, err := Generate(context.Background(), Options{Tables: tt.tables, Seats: tt.seats, Method: Rest})
		if err == nil || !IsRequestError(err) {
			t.Fatalf("%d tables of %d with method rest: error %v, want a request error", tt.tables, tt.seats, err)
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("error %q does not say %q", err, w)
			}
		}
		if strings.Contains(err.Error(), fmt.Sprintf("%d players", tt.tables*tt.seats+1)+" at") {
			t.Errorf("error %q still offers %d players", err, tt.tables*tt.seats+1)
		}
	}
}

// TestNoOffsets proves, by searching without a budget, that the designs in
// noOffsets have no set offsets at all, so skipping the search loses
// nothing.
func TestNoOffsets(t *testing.T) {
	for _, vk := range noOffsets {
		s, err := design.FieldRest(vk[0], vk[1])
		if err != nil {
			t.Fatal(err)
		}
		if s.SearchSets(1 << 40) {
			t.Errorf("%d players at tables of %d: offsets %v exist", vk[0], vk[1], s.Sets)
		}
	}
}
