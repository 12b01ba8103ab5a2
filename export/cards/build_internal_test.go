package cards

import (
	"reflect"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/movement"
)

// TestOnePassAgreesWithMovement: the itineraries and set moves Build makes
// in one pass over the grid equal what movement.Itinerary and
// movement.SetMoves give, on every sample family (sit-outs, relays, a bye
// stand, rests and an unvalidated individual fixture included).
func TestOnePassAgreesWithMovement(t *testing.T) {
	ms := map[string]*movement.Movement{
		"mitchell7":         samples.Must(samples.Mitchell(7, samples.Plain)),
		"mitchell8-relay":   samples.Must(samples.Mitchell(8, samples.Relay)),
		"mitchell8-skip":    samples.Must(samples.Mitchell(8, samples.Skip)),
		"mitchell7-phantom": samples.Must(samples.Mitchell(7, samples.Phantom)),
		"howell4":           samples.Must(samples.Howell4()),
		"preferans7":        samples.Must(samples.PreferansRotation(7)),
		"field8":            samples.Must(samples.FieldRotation(8)),
		"rest13":            samples.Must(samples.Rest(13, 4)),
		"big":               samples.Big(),
	}
	for name, m := range ms {
		t.Run(name, func(t *testing.T) {
			grid := m.Grid()
			its := itineraries(m, grid)
			for c := 1; c <= m.Contestants; c++ {
				if want := m.Itinerary(c); !reflect.DeepEqual(its[c-1], want) {
					t.Fatalf("contestant %d: itinerary %v, movement.Itinerary %v", c, its[c-1], want)
				}
			}
			sms := setMovesOf(m, grid)
			for r := 1; r <= m.Rounds; r++ {
				want := m.SetMoves(r)
				var got []movement.SetMove
				for _, sm := range sms[r-1] {
					if sm.Table != 0 {
						got = append(got, sm)
					}
				}
				if len(got) != len(want) {
					t.Fatalf("round %d: %d set moves, movement.SetMoves has %d", r, len(got), len(want))
				}
				for i := range got {
					g, w := got[i], want[i]
					if g.Round != w.Round || g.Table != w.Table || g.Set != w.Set ||
						!sameInts(g.Shared, w.Shared) || !sameInts(g.To, w.To) {
						t.Errorf("round %d: set move %+v, movement.SetMoves %+v", r, g, w)
					}
				}
			}
		})
	}
}

func sameInts(a, b []int) bool {
	if len(a) == 0 && len(b) == 0 {
		return true
	}
	return reflect.DeepEqual(a, b)
}
