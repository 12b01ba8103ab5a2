package movement

// Vulnerability of a board.
type Vulnerability string

// The four vulnerabilities.
const (
	VulNone Vulnerability = "None"
	VulNS   Vulnerability = "NS"
	VulEW   Vulnerability = "EW"
	VulBoth Vulnerability = "Both"
)

// Dealer returns the dealer of bridge board n (n ≥ 1): N, E, S, W for
// n mod 4 = 1, 2, 3, 0.
func Dealer(n int) Seat {
	return [...]Seat{W, N, E, S}[((n%4)+4)%4]
}

// Vul returns the vulnerability of bridge board n (n ≥ 1); it repeats every
// 16 boards: none on 1, 8, 11, 14; NS on 2, 5, 12, 15; EW on 3, 6, 9, 16;
// both on 4, 7, 10, 13.
func Vul(n int) Vulnerability {
	return [...]Vulnerability{
		VulEW, // 16
		VulNone, VulNS, VulEW, VulBoth,
		VulNS, VulEW, VulBoth, VulNone,
		VulEW, VulBoth, VulNone, VulNS,
		VulBoth, VulNone, VulNS,
	}[((n%16)+16)%16]
}

// Board describes one board (one deal) of a movement.
type Board struct {
	Number int
	Set    int
	Dealer Seat
	Vul    Vulnerability
}

// BoardsOf returns the boards of set k with their dealer and vulnerability.
// For preferans the dealer of deal n rotates through the table's seats
// from deal to deal (deal 1 by N), so that each player deals once a round
// when a set holds one deal per player, and in turn when a table of four
// plays 3 deals a set. Set 0, a table of a seating plan without sets, has
// no boards.
func (m *Movement) BoardsOf(set int) []Board {
	if set <= 0 {
		return nil
	}
	first, last := m.Boards(set)
	out := make([]Board, 0, max(last-first+1, 0))
	for n := first; n <= last; n++ {
		b := Board{Number: n, Set: set}
		if m.Game == Preferans && len(m.Seats) > 0 {
			b.Dealer = m.Seats[(n-1)%len(m.Seats)]
		} else {
			b.Dealer = Dealer(n)
			b.Vul = Vul(n)
		}
		out = append(out, b)
	}
	return out
}
