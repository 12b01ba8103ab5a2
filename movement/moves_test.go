package movement

import (
	"slices"
	"testing"
)

// TestMovesReplay follows every move from round 1 and checks that it
// rebuilds the seating of every later round.
func TestMovesReplay(t *testing.T) {
	for _, m := range []*Movement{mitchell(7, 7, 3), restFive(), rotation50()} {
		grid := m.Grid()
		where := map[int]Position{}
		for _, c := range m.Moves(1) {
			where[c.Contestant] = c.From
		}
		for r := 1; r < m.Rounds; r++ {
			for _, mv := range m.Moves(r) {
				if mv.From != where[mv.Contestant] {
					t.Fatalf("%s round %d: contestant %d is at %+v, move starts at %+v", m.Name, r, mv.Contestant, where[mv.Contestant], mv.From)
				}
				where[mv.Contestant] = mv.To
			}
			for c, pos := range where {
				if pos.Table == 0 {
					continue
				}
				p := grid[r][pos.Table-1]
				if p.Seats[m.SeatIndex(pos.Seat)] != c {
					t.Fatalf("%s round %d: following the moves puts %d at table %d %s", m.Name, r+1, c, pos.Table, pos.Seat)
				}
			}
		}
		if m.Moves(0) != nil || m.Moves(m.Rounds) != nil {
			t.Errorf("moves outside 1..R-1")
		}
	}
}

func TestMitchellMoves(t *testing.T) {
	m := mitchell(7, 7, 3)
	for _, mv := range m.Moves(3) {
		if mv.Contestant <= 7 && !mv.Stays() {
			t.Errorf("NS pair %d moves: %+v", mv.Contestant, mv)
		}
		if mv.Contestant > 7 && mv.To.Table != mv.From.Table%7+1 {
			t.Errorf("EW pair %d goes from table %d to %d; want up one", mv.Contestant, mv.From.Table, mv.To.Table)
		}
	}
	for _, sm := range m.SetMoves(2) {
		want := (sm.Table+5)%7 + 1 // down one table, 1 → 7
		if !slices.Equal(sm.To, []int{want}) || len(sm.Shared) != 0 {
			t.Errorf("set at table %d goes to %v; want [%d]", sm.Table, sm.To, want)
		}
	}
	if sm := m.SetMoves(7); len(sm) != 7 || len(sm[0].To) != 0 {
		t.Errorf("last round: %+v", sm)
	}
}

func TestSetMovesRelay(t *testing.T) {
	m := mitchell(3, 3, 2)
	m.Sets = 4
	m.Play[0].Set, m.Play[1].Set = 4, 4
	sm := m.SetMoves(1)
	if !slices.Equal(sm[0].Shared, []int{2}) || !slices.Equal(sm[1].Shared, []int{1}) || len(sm[0].To) != 0 {
		t.Errorf("relay set moves %+v", sm)
	}
}

// TestSetMovesPhantomTable: a table where one pair faces a phantom plays no
// set, so it shares none with another table and receives none.
func TestSetMovesPhantomTable(t *testing.T) {
	m := mitchell(3, 3, 2)
	m.Sets = 4
	m.Play[0].Set, m.Play[1].Set = 4, 4 // tables 1 and 2 on set 4 in round 1 …
	m.Play[1].Seats[1] = 0              // … but table 2 has only its NS pair
	sm := m.SetMoves(1)
	if len(sm[0].Shared) != 0 || len(sm[1].Shared) != 0 {
		t.Errorf("phantom table shares a set: %+v", sm[:2])
	}
	if p := m.Play[1]; p.InPlay() || !m.Play[0].InPlay() {
		t.Errorf("InPlay wrong")
	}
}

// TestRelays: a set counts as shared only at tables where two contestants
// play it; plays outside the movement are ignored; a plain Mitchell has
// none.
func TestRelays(t *testing.T) {
	m := &Movement{
		Name: "Relay test", Family: Custom, Kind: Pairs, Game: Bridge,
		Seats: PairSeats(), Contestants: 6, Tables: 3, Rounds: 2, Sets: 2, BoardsPerSet: 2,
		Play: []Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 3}},
			{Round: 1, Table: 2, Set: 1, Seats: []int{2, 4}},
			{Round: 1, Table: 3, Set: 1, Seats: []int{5, 0}}, // alone: not played here
			{Round: 2, Table: 1, Set: 2, Seats: []int{1, 4}},
			{Round: 3, Table: 1, Set: 1, Seats: []int{1, 2}}, // out of range
		},
	}
	want := []Relay{{Round: 1, Set: 1, Tables: []int{1, 2}}}
	if got := Relays(m); !slices.EqualFunc(got, want, func(a, b Relay) bool {
		return a.Round == b.Round && a.Set == b.Set && slices.Equal(a.Tables, b.Tables)
	}) {
		t.Errorf("Relays = %+v, want %+v", got, want)
	}
	if got := m.SetMoves(1); len(got) != 3 || !slices.Equal(got[0].Shared, []int{2}) || !slices.Equal(got[1].Shared, []int{1}) || len(got[2].Shared) != 0 {
		t.Errorf("SetMoves(1) Shared = %+v, want [2], [1], []", got)
	}
	if HasRelay(mitchell(7, 7, 3)) {
		t.Errorf("a 7-table Mitchell has no relay: %+v", Relays(mitchell(7, 7, 3)))
	}
}

// TestSeatLayoutsAreFresh: the standard layouts are returned afresh, so a
// caller changing its copy changes nobody else's.
func TestSeatLayoutsAreFresh(t *testing.T) {
	for _, layout := range []func() []Seat{PairSeats, CompassSeats, ThreeSeats} {
		a := layout()
		want := slices.Clone(a)
		a[0] = "X"
		if b := layout(); !slices.Equal(b, want) {
			t.Errorf("after changing a copy the layout reads %v, want %v", b, want)
		}
	}
}
