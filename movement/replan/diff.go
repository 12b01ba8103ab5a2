package replan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/movegen/movegen/movement"
)

// TableChange is a table whose guide card differs from a round on.
type TableChange struct {
	// Table is 1..T, or 0 for the sit-out card.
	Table int
	// Rounds lists the card rows that differ, ascending. A row says who
	// sits where, the set, and where everybody and the boards go next, so
	// round From−1 is listed when only the moves after it differ.
	Rounds []int
}

// ContestantChange is a contestant whose route card differs.
type ContestantChange struct {
	Contestant int
	// Rounds lists the rows of the route card that differ, as for tables.
	Rounds []int
	// Joins: the contestant is new. Leaves: the contestant has no seat
	// from From on in the new schedule and had one in the old.
	Joins, Leaves bool
}

// Changes says which cards differ between two schedules of one session
// from round From on.
type Changes struct {
	From        int
	Tables      []TableChange
	Contestants []ContestantChange
}

// TableNumbers lists the changed tables (0: the sit-out card).
func (c Changes) TableNumbers() []int {
	out := make([]int, len(c.Tables))
	for i, t := range c.Tables {
		out[i] = t.Table
	}
	return out
}

// ContestantNumbers lists the changed contestants who still play (those
// who leave need no new card).
func (c Changes) ContestantNumbers() []int {
	var out []int
	for _, x := range c.Contestants {
		if !x.Leaves {
			out = append(out, x.Contestant)
		}
	}
	return out
}

// Diff compares the cards of old and new from round from on: a table's
// row differs when its set, arrow switch or occupants differ, or when
// where an occupant or the boards go next differs; a contestant's row
// when its table, seat, set, switch or sitting out differ, or where it
// goes next. Round from−1 is compared for the moves only. new may have
// more contestants and tables than old (they count as absent in old).
func Diff(old, new *movement.Movement, from int) Changes {
	ch := Changes{From: from}
	first := max(from-1, 1)
	a, b := view(old), view(new)
	absent := func(r, c int) bool { return Absent(old, new, from, r, c) }
	a.absent, b.absent = absent, absent
	tables := max(old.Tables, new.Tables)
	for t := 0; t <= tables; t++ {
		var rounds []int
		for r := first; r <= max(old.Rounds, new.Rounds); r++ {
			if a.tableKey(r, t, r < from) != b.tableKey(r, t, r < from) {
				rounds = append(rounds, r)
			}
		}
		if len(rounds) > 0 {
			ch.Tables = append(ch.Tables, TableChange{Table: t, Rounds: rounds})
		}
	}
	for c := 1; c <= max(old.Contestants, new.Contestants); c++ {
		var rounds []int
		for r := first; r <= max(old.Rounds, new.Rounds); r++ {
			if a.routeKey(r, c, r < from) != b.routeKey(r, c, r < from) {
				rounds = append(rounds, r)
			}
		}
		if len(rounds) == 0 {
			continue
		}
		cc := ContestantChange{Contestant: c, Rounds: rounds, Joins: c > old.Contestants}
		cc.Leaves = !cc.Joins && b.seatedFrom(c, from) == 0 && a.seatedFrom(c, from) > 0
		ch.Contestants = append(ch.Contestants, cc)
	}
	return ch
}

// Absent reports whether contestant c is out of the session in round r
// of the re-plan new of old from round from: a newcomer before it
// arrives, or a leaver after it has gone. The sit-out card does not list
// it there (it does not sit out: it is not in the room).
func Absent(old, new *movement.Movement, from, r, c int) bool {
	if c > old.Contestants {
		return r < from
	}
	if r < from {
		return false
	}
	for _, p := range new.Play {
		if p.Round >= from && slices.Contains(p.Seats, c) {
			return false
		}
	}
	for _, p := range old.Play {
		if p.Round >= from && slices.Contains(p.Seats, c) {
			return true
		}
	}
	return false
}

// views are a movement's grid and itineraries, read once.
type views struct {
	// absent reports a contestant who is not in the session in round r:
	// the sit-out card does not list it.
	absent func(r, c int) bool
	m      *movement.Movement
	grid   [][]*movement.Play
	its    map[int][]movement.Position
	// phantom marks the tables that only ever host a sit-out
	// (movement.PhantomTables, index t-1): the cards (export/cards) print
	// a move there as "sits out", not as a place.
	phantom []bool
}

func view(m *movement.Movement) *views {
	v := &views{m: m, grid: m.Grid(), its: map[int][]movement.Position{}}
	for c := 1; c <= m.Contestants; c++ {
		v.its[c] = m.Itinerary(c)
	}
	v.phantom = movement.PhantomTables(m, v.grid)
	return v
}

func (v *views) play(r, t int) *movement.Play {
	if r < 1 || r > len(v.grid) || t < 1 || t > v.m.Tables {
		return nil
	}
	return v.grid[r-1][t-1]
}

// at returns c's table and seat in round r ("rest" when none).
func (v *views) at(r, c int) string {
	it := v.its[c]
	if r < 1 || r > len(it) || it[r-1].Table == 0 {
		return "rest"
	}
	if t := it[r-1].Table; t <= len(v.phantom) && v.phantom[t-1] {
		return fmt.Sprintf("sit-out at %d%s", it[r-1].Table, it[r-1].Seat)
	}
	return fmt.Sprintf("%d%s", it[r-1].Table, it[r-1].Seat)
}

// seatedFrom counts c's rounds at a table from round from on.
func (v *views) seatedFrom(c, from int) int {
	n := 0
	for _, pos := range v.its[c] {
		if pos.Round >= from && pos.Table != 0 {
			n++
		}
	}
	return n
}

// nextOfSet lists the tables that hold set in round r+1 (a table where
// one contestant faces empty seats holds it too: the boards travel there).
func (v *views) nextOfSet(r, set int) string {
	if set == 0 {
		return ""
	}
	var ts []int
	for t := 1; t <= v.m.Tables; t++ {
		if p := v.play(r+1, t); p != nil && p.Set == set {
			ts = append(ts, t)
		}
	}
	return movement.JoinInts(ts, ",")
}

// tableKey is what table t's card says in round r (only the moves when
// movesOnly); t 0 is the sit-out card.
func (v *views) tableKey(r, t int, movesOnly bool) string {
	var b strings.Builder
	if t == 0 {
		for c := 1; c <= v.m.Contestants; c++ {
			if v.at(r, c) == "rest" && !v.absent(r, c) {
				fmt.Fprintf(&b, "%d>%s ", c, v.at(r+1, c))
			}
		}
		return b.String()
	}
	p := v.play(r, t)
	if p == nil {
		return "idle"
	}
	if !movesOnly {
		fmt.Fprintf(&b, "set %d %t %v|", p.Set, p.Switched, p.Seats)
	}
	for _, c := range p.Seats {
		if c != 0 {
			fmt.Fprintf(&b, "%d>%s ", c, v.at(r+1, c))
		}
	}
	if p.InPlay() {
		fmt.Fprintf(&b, "|boards>%s", v.nextOfSet(r, p.Set))
	}
	return b.String()
}

// routeKey is what c's route card says in round r.
func (v *views) routeKey(r, c int, movesOnly bool) string {
	next := v.at(r+1, c)
	if movesOnly {
		return next
	}
	here := v.at(r, c)
	if here == "rest" {
		return "rest>" + next
	}
	pos := v.its[c][r-1]
	p := v.play(r, pos.Table)
	return fmt.Sprintf("%s set %d %t alone %t>%s", here, p.Set, p.Switched, !p.InPlay(), next)
}
