package movement

import "fmt"

// mitchell builds a two-winner Mitchell for an odd number of tables by the
// textbook rule, independently of the generator package: NS pair t stays at
// table t, EW pair T+e starts at table e and moves up one table a round, and
// board sets move down one table a round, so the set at table t in round r
// is t+r-1 (mod T).
func mitchell(tables, rounds, boards int) *Movement {
	m := &Movement{
		Name: fmt.Sprintf("Mitchell, %d tables", tables), Family: Mitchell,
		Kind: Pairs, Game: Bridge, Seats: PairSeats(),
		Contestants: 2 * tables, Tables: tables, Rounds: rounds, Sets: tables,
		BoardsPerSet: boards, Labels: map[int]string{},
	}
	mod := func(x int) int { return ((x-1)%tables+tables)%tables + 1 }
	for t := 1; t <= tables; t++ {
		m.Labels[t] = fmt.Sprintf("%d NS", t)
		m.Labels[tables+t] = fmt.Sprintf("%d EW", t)
	}
	for r := 1; r <= rounds; r++ {
		for t := 1; t <= tables; t++ {
			ew := mod(t - (r - 1)) // EW pair now at table t started at t-(r-1)
			m.Play = append(m.Play, Play{Round: r, Table: t, Set: mod(t + r - 1), Seats: []int{t, tables + ew}})
		}
	}
	return m
}

// restFive is the one-table individual for five players from the cyclic base
// round [1,2,4,3] mod 5 (N, E, S, W): player r+k sits in the seat of k, and
// player r rests in round r.
func restFive() *Movement {
	m := &Movement{
		Name: "five players", Family: Rest, Kind: Individual, Game: Bridge,
		Seats: CompassSeats(), Contestants: 5, Tables: 1, Rounds: 5, Sets: 5, BoardsPerSet: 2,
	}
	base := []int{1, 2, 4, 3}
	for r := 1; r <= 5; r++ {
		seats := make([]int, 4)
		for k, b := range base {
			seats[k] = (r-1+b)%5 + 1
		}
		m.Play = append(m.Play, Play{Round: r, Table: 1, Set: r, Seats: seats})
	}
	return m
}
