package movement

import "testing"

// TestBoardsOfNoSet: a table of a seating plan without sets (set 0) has
// no boards, in bridge and in preferans (whose dealer rotates by the deal
// number and once indexed the seats with deal 0).
func TestBoardsOfNoSet(t *testing.T) {
	for _, g := range []Game{Bridge, Preferans} {
		m := &Movement{Game: g, Seats: []Seat{"N", "E", "S"}, Sets: 0, BoardsPerSet: 0}
		if b := m.BoardsOf(0); len(b) != 0 {
			t.Errorf("%v: BoardsOf(0) = %v, want none", g, b)
		}
	}
	m := &Movement{Game: Preferans, Seats: []Seat{"N", "E", "S"}, Sets: 2, BoardsPerSet: 3}
	if b := m.BoardsOf(2); len(b) != 3 || b[0].Number != 4 || b[0].Dealer != "N" || b[2].Dealer != "S" {
		t.Errorf("preferans set 2: %+v", b)
	}
}
