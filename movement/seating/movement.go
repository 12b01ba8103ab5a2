package seating

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// Movement turns the schedule into an individual movement for bridge or
// preferans and proves it with movement.Validate. It fails when the tables
// do not fit a movement's seats (fewer than 3 or more than 4 players at a
// table), and with an internal error when the movement does not validate.
//
// Without circulating sets (Problem.Sets false) the movement is
// seating-only: Sets and BoardsPerSet are 0 and every play's set is 0, so
// it says who sits where and leaves the boards to the director.
//
// With lines, players are labelled by line and number within the line
// ("N1", "E3"); the seats are the lines.
func (res *Result) Movement() (*movement.Movement, error) {
	l, err := newLayout(res.Problem)
	if err != nil {
		return nil, err
	}
	if res.Seats == nil {
		return nil, fmt.Errorf("tables of %d to %d players do not fit a movement: a table has 3 or 4 seats", l.minSize(), l.maxSize())
	}
	m := &movement.Movement{
		Family:      movement.Seating,
		Kind:        movement.Individual,
		Game:        l.game(),
		Contestants: l.n,
		Tables:      len(l.sizes),
		Rounds:      l.rounds,
	}
	for _, s := range res.Seats {
		m.Seats = append(m.Seats, movement.Seat(s))
	}
	if l.sets > 0 {
		m.Sets = l.sets
		m.BoardsPerSet = res.Problem.BoardsPerSet
	}
	if m.Sets > 0 && m.BoardsPerSet == 0 {
		m.BoardsPerSet = 3
		if m.Game == movement.Preferans {
			m.BoardsPerSet = len(m.Seats)
		}
	}
	m.Name = fmt.Sprintf("Seating, %d players, %d tables, %d rounds", l.n, len(l.sizes), l.rounds)
	if l.lines > 0 {
		m.Labels = make(map[int]string, l.n)
		for x := range l.n {
			m.Labels[x+1] = fmt.Sprintf("%s%d", res.Seats[l.line[x]], x-l.lineStart[l.line[x]]+1)
		}
	}
	for r, row := range res.Tables {
		for t, players := range row {
			seats := make([]int, len(m.Seats))
			copy(seats, players)
			set := 0
			if l.sets > 0 {
				set = res.Sets[r][t]
			}
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: t + 1, Set: set, Seats: seats})
		}
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("the seating movement is invalid: %v", errs[0])
	}
	return m, nil
}
