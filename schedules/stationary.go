package schedules

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// StationarySeats returns the contestants of m who never change table or
// seat: in every round they play they sit at the same table in the same
// seat (sitting a round out does not count as moving). They are listed in
// table, then seat order.
func StationarySeats(m *movement.Movement) []int {
	type place struct {
		table int
		seat  movement.Seat
	}
	var out []int
	where := map[int]place{}
	for c := 1; c <= m.Contestants; c++ {
		var at place
		moved, played := false, false
		for _, pos := range m.Itinerary(c) {
			if pos.Table == 0 {
				continue
			}
			p := place{pos.Table, pos.Seat}
			if played && p != at {
				moved = true
				break
			}
			at, played = p, true
		}
		if played && !moved {
			out = append(out, c)
			where[c] = at
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		pa, pb := where[a], where[b]
		if pa.table != pb.table {
			return pa.table - pb.table
		}
		return m.SeatIndex(pa.seat) - m.SeatIndex(pb.seat)
	})
	return out
}

// KeepStationary renumbers the contestants of m so that every contestant
// in want sits at a stationary place, and returns the renumbered copy with
// the renumbering (old number → new number, only the numbers that change).
// The schedule itself is untouched: only the numbers on it move, so the
// result is exactly as fair as m.
//
// Contestants of want who are already stationary keep their numbers. Each
// of the others swaps numbers with a stationary contestant who is not
// wanted, taking the free stationary places in table order. It fails when
// want names a contestant outside 1..C, names one twice, or asks for more
// stationary contestants than m has stationary places.
func KeepStationary(m *movement.Movement, want []int) (*movement.Movement, map[int]int, error) {
	seen := map[int]bool{}
	for _, c := range want {
		if c < 1 || c > m.Contestants {
			return nil, nil, fmt.Errorf("stationary contestant %d: the movement numbers its contestants 1 to %d", c, m.Contestants)
		}
		if seen[c] {
			return nil, nil, fmt.Errorf("stationary contestant %d is listed twice", c)
		}
		seen[c] = true
	}
	places := StationarySeats(m)
	if len(want) > len(places) {
		return nil, nil, fmt.Errorf("%d stationary contestants wanted, but the movement has %d stationary places", len(want), len(places))
	}
	isPlace := map[int]bool{}
	for _, c := range places {
		isPlace[c] = true
	}
	var free []int // stationary places held by contestants nobody asked for
	for _, c := range places {
		if !seen[c] {
			free = append(free, c)
		}
	}
	perm := map[int]int{}
	for _, c := range want {
		if isPlace[c] {
			continue
		}
		p := free[0]
		free = free[1:]
		// The contestant numbered p sits stationary; give that place the
		// number c and the moving place the number p.
		perm[p], perm[c] = c, p
	}
	out := m.Clone()
	if len(perm) == 0 {
		return out, nil, nil
	}
	for i := range out.Play {
		for k, c := range out.Play[i].Seats {
			if n, ok := perm[c]; ok {
				out.Play[i].Seats[k] = n
			}
		}
	}
	if len(m.Labels) > 0 {
		relabel(out, perm)
	}
	out.Sort()
	return out, perm, nil
}

// relabel names every contestant of a renumbered pairs movement by its
// own number, with its direction when it keeps one ("5 NS", "9 EW"), so
// that the director's number is the one on every card. The generators'
// labels number each line from 1 ("1 NS", "1 EW"): once the numbers are
// the director's, a pair renumbered 5 sitting NS and the fifth EW pair
// would both read as 5. With every label the contestant's own number, no
// label can name another pair. Contestants that change direction, and
// every contestant of a movement that is not for pairs, are labelled by
// their number alone.
func relabel(m *movement.Movement, _ map[int]int) {
	dir := map[int]movement.Seat{}
	mixed := map[int]bool{}
	for _, p := range m.Play {
		for k, c := range p.Seats {
			if c == 0 {
				continue
			}
			d := m.Seats[k].Direction()
			if old, ok := dir[c]; ok && old != d {
				mixed[c] = true
			}
			dir[c] = d
		}
	}
	m.Labels = make(map[int]string, m.Contestants)
	for c := 1; c <= m.Contestants; c++ {
		l := strconv.Itoa(c)
		if d := dir[c]; m.Kind == movement.Pairs && d != "" && !mixed[c] {
			l += " " + string(d)
		}
		m.Labels[c] = l
	}
}
