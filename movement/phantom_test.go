package movement_test

import (
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPhantomTables: a table where, in every round it is used, fewer than
// two contestants sit is a phantom's; a table with two in some round is
// not, nor a table never used; when every table would be one, none is.
func TestPhantomTables(t *testing.T) {
	p := func(r, t, set int, seats ...int) movement.Play {
		return movement.Play{Round: r, Table: t, Set: set, Seats: seats}
	}
	for _, c := range []struct {
		name   string
		tables int
		plays  []movement.Play
		want   []bool
	}{
		{"table 3 seats one pair a round", 3, []movement.Play{
			p(1, 1, 1, 1, 2), p(1, 2, 2, 3, 4), p(1, 3, 3, 5, 0),
			p(2, 1, 2, 1, 5), p(2, 2, 3, 3, 2), p(2, 3, 1, 0, 4),
		}, []bool{false, false, true}},
		{"table 2 plays in round 2, table 3 is never used", 3, []movement.Play{
			p(1, 1, 1, 1, 2), p(1, 2, 2, 3, 0),
			p(2, 1, 1, 1, 0), p(2, 2, 2, 3, 4),
		}, []bool{false, false, false}},
		{"every table a sit-out: none", 2, []movement.Play{
			p(1, 1, 1, 1, 0), p(1, 2, 2, 0, 2),
		}, []bool{false, false}},
	} {
		m := &movement.Movement{Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
			Contestants: 6, Tables: c.tables, Rounds: 2, Sets: 3, BoardsPerSet: 2, Play: c.plays}
		if got := movement.PhantomTables(m, m.Grid()); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
