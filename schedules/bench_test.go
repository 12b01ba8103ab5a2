package schedules

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement"
)

// Planning must feel instant at the command line: every candidate is
// generated and analysed for real, so these measure the whole pipeline.
func BenchmarkNewPlan(b *testing.B) {
	players := func(n int, g movement.Game) Request {
		return Request{Game: g, Kind: movement.Individual, Contestants: n, Pace: DefaultPace(g), Start: 19 * 60, Seed: 1}
	}
	cases := []struct {
		name string
		req  Request
	}{
		{"pairs13-3h", pairsRequest(13, 180)},
		{"pairs16-3h", pairsRequest(16, 180)},
		{"pairs30", pairsRequest(30, 0)},
		{"preferans22", players(22, movement.Preferans)},
		{"individual20", players(20, movement.Bridge)},
		{"preferans40", players(40, movement.Preferans)},
		{"preferans41-4h", func() Request { r := players(41, movement.Preferans); r.Minutes = 240; return r }()},
		{"pairs60-3h", pairsRequest(60, 180)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := NewPlan(context.Background(), c.req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkNewTimetable(b *testing.B) {
	pace := DefaultPace(movement.Bridge)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pace.Timetable(22*60+30, 13, 2); err != nil {
			b.Fatal(err)
		}
	}
}
