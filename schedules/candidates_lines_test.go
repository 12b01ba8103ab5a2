package schedules

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPreferansSearchKeepsLines builds every seating-search option for 22
// and 13 preferans players: each must build (mixed tables of four and three
// used to fail with a repeated set), validate, repeat no set, and, where
// the tables are of one size, keep every player on one seat letter (line)
// all session, which is what preferans scoring compares.
func TestPreferansSearchKeepsLines(t *testing.T) {
	for _, n := range []int{22, 13} {
		req := Request{Game: movement.Preferans, Kind: movement.Individual, Contestants: n,
			Pace: DefaultPace(movement.Preferans), Start: 19 * 60, Seed: 1}
		for _, c := range preferansCandidates(t.Context(), req) {
			if !strings.HasPrefix(c.name.String(), "Seating search") {
				continue
			}
			t.Run(c.name.String(), func(t *testing.T) {
				m, err := c.build(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				rep := movement.Analyze(m)
				if !rep.Problems.Valid() || rep.Summary.RepeatedSets != 0 {
					t.Fatalf("problems %v, repeated sets %d", rep.Problems.Errors(), rep.Summary.RepeatedSets)
				}
				if strings.Contains(c.name.String(), " and ") {
					return // mixed tables: seat letters differ by table size
				}
				for _, cs := range rep.Contestants {
					if len(cs.Seats) != 1 {
						t.Errorf("%s sits in %v; a preferans player keeps one line", cs.Label, cs.Seats)
					}
				}
			})
		}
	}
}

// TestCandidatesStopWithContext: listing the candidates runs the
// preferans generator for every split into two rooms (about a second of
// work for 60 players), so it must stop with its context: with a live
// context 60 players get room splits, with an ended one the splits are not
// tried, and NewPlan says it was stopped before any option was evaluated.
func TestCandidatesStopWithContext(t *testing.T) {
	req := Request{Game: movement.Preferans, Kind: movement.Individual, Contestants: 60,
		Pace: DefaultPace(movement.Preferans), Start: 19 * 60, Minutes: 240, Seed: 1}
	if got := roomCandidates(t.Context(), req); len(got) == 0 {
		t.Fatal("60 players: no split into two rooms with a live context")
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if got := roomCandidates(ctx, req); len(got) != 0 {
		t.Errorf("60 players: %d room splits tried after the stop", len(got))
	}
	if _, err := NewPlan(ctx, req); !errors.Is(err, context.Canceled) {
		t.Errorf("NewPlan after the stop: %v, want context.Canceled", err)
	}
}
