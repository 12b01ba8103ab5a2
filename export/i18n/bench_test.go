package i18n

import (
	"testing"

	"github.com/movegen/movegen/movement"
)

// BenchmarkNewRussian measures building the Russian catalogue, which every
// command run does once.
func BenchmarkNewRussian(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = New(Russian)
	}
}

// BenchmarkMessage measures one translated problem message with a seat
// argument, as a report prints per problem.
func BenchmarkMessage(b *testing.B) {
	p := New(Russian)
	b.ReportAllocs()
	for b.Loop() {
		_ = p.Message("round %d: contestant %s is seated at table %d, seat %s, and already at table %d", 2, "3", 6, movement.EW, 3)
	}
}
