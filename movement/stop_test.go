package movement

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/movegen/movegen/internal/stoptest"
)

// TestAnalyzeContextStops: AnalyzeContext keeps looking at its context
// through validation and every counting phase, so a context that ends on
// its n-th look stops the work whatever n is, with the context's error and
// no report; an uncancelled context gives the same report as
// AnalyzeFirst.
func TestAnalyzeContextStops(t *testing.T) {
	for _, build := range []struct {
		name string
		m    func() *Movement
	}{{"pairs", func() *Movement { return mitchellN(61) }}, {"individual", rotation50}} {
		m := build.m()
		free := stoptest.After(stoptest.Never)
		rep, err := AnalyzeContext(free, m, 0)
		if err != nil || rep.Verdict == Invalid {
			t.Fatalf("%s: %v, verdict %v", build.name, err, rep.Verdict)
		}
		if want := AnalyzeFirst(m, 0); !reflect.DeepEqual(rep.Summary, want.Summary) {
			t.Errorf("%s: summary %+v, want %+v", build.name, rep.Summary, want.Summary)
		}
		looks := free.Looks
		if looks < 20 {
			t.Fatalf("%s: the context was looked at %d times in the whole analysis", build.name, looks)
		}
		t.Logf("%s: %d looks, longest gap %v", build.name, looks, free.LongestGap())
		for _, n := range []int{1, 2, looks / 4, looks / 2, looks - 1} {
			c := stoptest.After(n)
			rep, err := AnalyzeContext(c, m, 0)
			if !errors.Is(err, context.Canceled) || rep != nil {
				t.Errorf("%s: stopped on look %d of %d: report %v, error %v", build.name, n, looks, rep != nil, err)
			}
		}
	}
}

// mitchellN is an n-table Mitchell for odd n (see mitchell499).
func mitchellN(T int) *Movement {
	m := &Movement{Name: "mitchell", Kind: Pairs, Game: Bridge, Seats: PairSeats(),
		Contestants: 2 * T, Tables: T, Rounds: T, Sets: T, BoardsPerSet: 1}
	for r := 0; r < T; r++ {
		for t := 0; t < T; t++ {
			ew := ((t-r)%T + T) % T
			m.Play = append(m.Play, Play{Round: r + 1, Table: t + 1, Set: (t+2*r)%T + 1, Seats: []int{t + 1, T + ew + 1}})
		}
	}
	return m
}
