package schedules

import (
	"fmt"
	"maps"
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

// relabel gives every renumbered contestant of m its own number as its
// label, so that the director's number is the one on the chart: a label
// such as "1 NS" names a place, and after renumbering the pair sitting
// there is pair 8, not "1 NS". A label that would clash with another
// contestant's label is written "#8" instead, so no two contestants share
// a label.
func relabel(m *movement.Movement, perm map[int]int) {
	for old := range perm {
		delete(m.Labels, old)
	}
	taken := map[string]bool{}
	for _, l := range m.Labels {
		taken[l] = true
	}
	for _, n := range slices.Sorted(maps.Values(perm)) {
		l := strconv.Itoa(n)
		if taken[l] {
			l = "#" + l
		}
		m.Labels[n] = l
		taken[l] = true
	}
}
