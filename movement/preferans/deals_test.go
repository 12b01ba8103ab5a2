package preferans

import (
	"context"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestDealsPerSet: a set holds one deal per player unless DealsPerSet says
// 3 or 4 at tables of four; other values, and 4 at tables of three, are
// refused naming the flag.
func TestDealsPerSet(t *testing.T) {
	tests := []struct {
		opts      Options
		wantDeals int    // BoardsPerSet of the result; 0 when refused
		wantErr   string // the refusal, in English
	}{
		{Options{Tables: 7}, 4, ""},
		{Options{Tables: 7, DealsPerSet: 4}, 4, ""},
		{Options{Tables: 7, DealsPerSet: 3}, 3, ""},
		{Options{Tables: 5, Seats: 3}, 3, ""},
		{Options{Tables: 5, Seats: 3, DealsPerSet: 3}, 3, ""},
		{Options{Players: 13, DealsPerSet: 3}, 3, ""},
		{Options{Players: 13, DealsPerSet: 4}, 4, ""},
		{Options{Tables: 5, Seats: 3, DealsPerSet: 4}, 0, "preferans: a table of three plays 3 deals a set, one dealt by each player"},
		{Options{Tables: 7, DealsPerSet: 5}, 0, "preferans: want 3 or 4 at tables of four (tables of three play 3)"},
		{Options{Tables: 7, DealsPerSet: 2}, 0, "preferans: want 3 or 4 at tables of four (tables of three play 3)"},
		{Options{Tables: 7, DealsPerSet: -1}, 0, "preferans: want 3 or 4 at tables of four (tables of three play 3)"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%+v", tt.opts), func(t *testing.T) {
			res, err := Generate(context.Background(), tt.opts)
			if tt.wantErr != "" {
				if !IsRequestError(err) || err.Error() != tt.wantErr {
					t.Fatalf("err = %v, want the request error %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			m := res.Movement
			if m.BoardsPerSet != tt.wantDeals {
				t.Fatalf("%d deals a set, want %d", m.BoardsPerSet, tt.wantDeals)
			}
			if tt.opts.DealsPerSet == 4 && len(m.Seats) != 4 {
				t.Errorf("4 deals a set at tables of %d", len(m.Seats))
			}
			if rep := movement.Analyze(m); !rep.Problems.Valid() {
				t.Fatalf("invalid: %v", rep.Problems.Errors())
			}
		})
	}
}

// TestThreeDealsDealerTurns: with 3 deals a set at tables of four the deal
// passes round the table across the sets, so over any 4 consecutive sets
// every seat deals exactly 3 times, and within a set nobody deals twice.
func TestThreeDealsDealerTurns(t *testing.T) {
	res := generate(t, Options{Tables: 7, DealsPerSet: 3})
	m := res.Movement
	for first := 1; first+3 <= m.Sets; first++ {
		dealt := map[movement.Seat]int{}
		for k := first; k < first+4; k++ {
			inSet := map[movement.Seat]bool{}
			for _, b := range m.BoardsOf(k) {
				if inSet[b.Dealer] {
					t.Errorf("set %d: %s deals twice", k, b.Dealer)
				}
				inSet[b.Dealer] = true
				dealt[b.Dealer]++
			}
		}
		for _, s := range m.Seats {
			if dealt[s] != 3 {
				t.Errorf("sets %d-%d: %s deals %d times, want 3", first, first+3, s, dealt[s])
			}
		}
	}
	// Four deals a set keep the book's order in every set: N, E, S, W.
	m4 := generate(t, Options{Tables: 7}).Movement
	for k := 1; k <= m4.Sets; k++ {
		for j, b := range m4.BoardsOf(k) {
			if b.Dealer != m4.Seats[j] {
				t.Errorf("4 deals, set %d deal %d by %s, want %s", k, j+1, b.Dealer, m4.Seats[j])
			}
		}
	}
}
