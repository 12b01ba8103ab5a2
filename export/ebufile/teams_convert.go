package ebufile

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Movement converts a teams movement of the file into movegen's model, a
// pairs movement with movement.Teams: team t's pairs are contestants 2t−1,
// the pair the file seats NS (labelled "t NS"), and 2t, the pair it seats
// EW ("t EW"), so every pair keeps its direction, as the file's numbers
// say. A triple with a team 0, the same team twice or set 0 (the ways
// Bridge::Flower writes a sit-out) is a table not in use that round. The
// file does not say how the two tables of a match share the boards; share
// does. The name is the title, and the family "ebuscore teams".
//
// The result is not checked: movement.Validate says whether every table
// pairs up into a match (Check says the same in the file's own terms). An
// error means the numbers do not fit movegen's limits.
func (tm *Teams) Movement(share movement.BoardSharing) (*movement.Movement, error) {
	n := 0
	for _, row := range tm.Play {
		for _, x := range row {
			n = max(n, x.NS, x.EW)
		}
	}
	if 2*n > movement.MaxContestants {
		return nil, fmt.Errorf("ebuscore teams %q: team %d needs %d pairs, more than movegen's %d", tm.Name, n, 2*n, movement.MaxContestants)
	}
	sets := 0
	if tm.BoardsPerRound > 0 {
		sets = tm.Boards / tm.BoardsPerRound
	}
	m := &movement.Movement{
		Name: tm.Name, Family: "ebuscore teams", Kind: movement.Pairs, Game: movement.Bridge,
		Seats: movement.PairSeats(), Contestants: 2 * n, Labels: map[int]string{},
		Tables: tm.Tables, Rounds: tm.Rounds, Sets: sets, BoardsPerSet: tm.BoardsPerRound,
		Teams: &movement.Teams{Boards: share},
	}
	for t := 1; t <= n; t++ {
		m.Teams.Pairs = append(m.Teams.Pairs, [2]int{2*t - 1, 2 * t})
		m.Labels[2*t-1], m.Labels[2*t] = fmt.Sprintf("%d NS", t), fmt.Sprintf("%d EW", t)
	}
	for t, row := range tm.Play {
		for r, x := range row {
			if x.NS == 0 || x.EW == 0 || x.NS == x.EW || x.Set == 0 {
				continue
			}
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: t + 1, Set: x.Set, Seats: []int{2*x.NS - 1, 2 * x.EW}})
		}
	}
	m.Sort()
	return m, nil
}

// TeamsFromMovement converts a teams movement (movement.Teams) into the
// file's representation, with the given type (TeamsAmericanWhist,
// TeamsScoreBreak or TeamsStagger; 0 means TeamsAmericanWhist, which the
// forum's answer says EBUScore always uses) and the Bridge::Flower
// separator. The file names teams, not pairs, so each team must have one
// pair that only ever sits NS and one that only ever sits EW; a table not
// in use is written 0,0,0, a team's bye t,t,0 at a table not in use, and a
// team that no table is free for in any round (a Swiss round's bye) at a
// table of its own after the others, so that the file has every team. It
// refuses, with a *scorerfile.CannotWrite, what the format cannot hold: no
// teams, sections, a seating plan without sets, a pair that changes
// direction or belongs to no team, two pairs of a team in the same
// direction.
func TeamsFromMovement(m *movement.Movement, typ int) (*Teams, error) {
	refuse := func(why movement.Text) error {
		return &scorerfile.CannotWrite{Format: FormatName, Movement: m.Name, Why: why}
	}
	if typ == 0 {
		typ = TeamsAmericanWhist
	}
	switch {
	case typ < TeamsAmericanWhist || typ > TeamsStagger:
		return nil, refuse(movement.Say("type %d is not a teams type (5, 6 or 7)", typ))
	case m.Teams == nil || m.Kind != movement.Pairs || len(m.Seats) != 2:
		return nil, refuse(movement.Say("not a teams movement"))
	case len(m.Sections) > 0:
		return nil, refuse(movement.Say("sections: write each section's movement on its own"))
	case m.SeatingOnly() || m.BoardsPerSet < 1:
		return nil, refuse(movement.Say("a seating plan without boards"))
	case m.Tables < 1 || m.Rounds < 1 || m.Tables > MaxTables || m.Rounds > MaxRounds:
		return nil, refuse(movement.Say("%d tables and %d rounds: want 1 to %d and 1 to %d", m.Tables, m.Rounds, MaxTables, MaxRounds))
	}
	// dir[c] is the direction pair c sits in: 1 NS, 2 EW.
	dir := map[int]int{}
	for _, p := range m.Play {
		for i, c := range p.Seats {
			if c == 0 {
				continue
			}
			if d, ok := dir[c]; ok && d != i+1 {
				return nil, refuse(movement.Say("pair %s sits both NS and EW; the file names teams, not pairs, so each pair must keep one direction", m.Label(c)))
			}
			dir[c] = i + 1
		}
	}
	team := map[int]int{}
	for i, pr := range m.Teams.Pairs {
		if dir[pr[0]] != 0 && dir[pr[0]] == dir[pr[1]] {
			return nil, refuse(movement.Say("both pairs of team %d sit %s", i+1, [3]movement.Seat{"", movement.NS, movement.EW}[dir[pr[0]]]))
		}
		team[pr[0]], team[pr[1]] = i+1, i+1
	}
	tm := &Teams{Name: m.Name, Type: typ, Tables: m.Tables, Rounds: m.Rounds, BoardsPerRound: m.BoardsPerSet, Boards: m.Sets * m.BoardsPerSet}
	tm.Play = make([][]Table, m.Tables)
	for t := range tm.Play {
		tm.Play[t] = make([]Table, m.Rounds)
	}
	for _, p := range m.Play {
		if p.Round < 1 || p.Round > m.Rounds || p.Table < 1 || p.Table > m.Tables || len(p.Seats) != 2 || !p.InPlay() {
			continue
		}
		ns, ew := team[p.Seats[0]], team[p.Seats[1]]
		if ns == 0 || ew == 0 {
			return nil, refuse(movement.Say("round %d, table %d: a pair that belongs to no team", p.Round, p.Table))
		}
		tm.Play[p.Table-1][p.Round-1] = Table{NS: ns, EW: ew, Set: p.Set}
	}
	// A team with a bye is written t,t,0 at a table not in use, as the
	// EBUScore author's Bridge::Flower writes it (its home table when that
	// is free: the table where its NS pair sits most, else the first free).
	home := map[int]int{}
	count := map[[2]int]int{}
	for _, p := range m.Play {
		if len(p.Seats) == 2 && p.Seats[0] != 0 {
			k := [2]int{team[p.Seats[0]], p.Table}
			if count[k]++; count[k] > count[[2]int{k[0], home[k[0]]}] {
				home[k[0]] = p.Table
			}
		}
	}
	for r := range m.Rounds {
		playing := map[int]bool{}
		var free []int
		for t := range m.Tables {
			x := tm.Play[t][r]
			if x.Set == 0 {
				free = append(free, t)
				continue
			}
			playing[x.NS], playing[x.EW] = true, true
		}
		for k := 1; k <= len(m.Teams.Pairs) && len(free) > 0; k++ {
			if playing[k] {
				continue
			}
			i := 0
			if j := slices.Index(free, home[k]-1); j >= 0 {
				i = j
			}
			tm.Play[free[i]][r] = Table{NS: k, EW: k}
			free = slices.Delete(free, i, i+1)
		}
	}
	// A team that has a bye in every round and finds no table free (a
	// Swiss round of an odd number of teams, every table in use) would be
	// in no triple, and the file, which lists the teams only in its
	// triples, would not have it: it gets a table of its own after the
	// others, t,t,0 every round, as Bridge::Flower lays out an odd field
	// (a table more than the matches need, the bye's).
	seated := map[int]bool{}
	for _, row := range tm.Play {
		for _, x := range row {
			seated[x.NS], seated[x.EW] = true, true
		}
	}
	for k := 1; k <= len(m.Teams.Pairs); k++ {
		if seated[k] {
			continue
		}
		if tm.Tables == MaxTables {
			return nil, refuse(movement.Say("%d tables and %d rounds: want 1 to %d and 1 to %d", tm.Tables+1, m.Rounds, MaxTables, MaxRounds))
		}
		row := make([]Table, m.Rounds)
		for r := range row {
			row[r] = Table{NS: k, EW: k}
		}
		tm.Play = append(tm.Play, row)
		tm.Tables++
	}
	return tm, nil
}
