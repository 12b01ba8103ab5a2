package simulate

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement/mitchell"
)

// BenchmarkMitchell13 is the speed target of issue 30: 10,000 sessions of
// a 13-table Mitchell (26 boards) in under a second on two cores. One op
// is the whole run of 10,000 sessions, compiling included.
func BenchmarkMitchell13(b *testing.B) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 13})
	if err != nil {
		b.Fatal(err)
	}
	if m.Sets*m.BoardsPerSet != 26 {
		b.Fatalf("%d boards, want 26", m.Sets*m.BoardsPerSet)
	}
	opt := DefaultOptions()
	opt.Sessions = 10000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Run(context.Background(), m, opt); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSession is one session of the 13-table Mitchell on one
// worker: the inner loop, which must not allocate.
func BenchmarkSession(b *testing.B) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 13})
	if err != nil {
		b.Fatal(err)
	}
	e, err := compile(context.Background(), m)
	if err != nil {
		b.Fatal(err)
	}
	ws := e.workspace()
	t := e.newTally()
	opt := DefaultOptions()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e.session(ws, opt, i)
		t.add(e, ws)
		i++
	}
}
