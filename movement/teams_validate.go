package movement

import (
	"cmp"
	"slices"
)

// Problem codes of a teams movement (Movement.Teams), reported by Validate
// after the codes that every movement has.
const (
	// Errors.
	CodeTeamsLayout Code = "teams-layout" // the teams description does not fit the movement (kind, pair numbers, sharing, names)
	CodeNoTeam      Code = "no-team"      // a seated pair belongs to no team
	CodeOwnTeam     Code = "own-team"     // a table seats two pairs of the same team
	CodeUncompared  Code = "uncompared"   // a table's boards are not played by the same two teams the other way round: nothing to compare them with
	CodeMatchSeats  Code = "match-seats"  // two teams play one set at more than two tables, or a team has the same pair at both tables of a match

	// Notes.
	CodeTeamBye     Code = "team-bye"     // a team sits out a round
	CodeTeamHalf    Code = "team-half"    // one pair of a team plays in a round while the other sits out
	CodeTeamRematch Code = "team-rematch" // two teams meet in more than one separate meeting
	CodeCopies      Code = "copies"       // a set is in use at several tables at once: copies needed
)

// teamsLayout checks the teams description itself. It returns false when
// the plays cannot be checked against it.
func (v *validator) teamsLayout() bool {
	m := v.m
	tm := m.Teams
	ok := true
	if m.Kind != Pairs || m.Game != Bridge {
		v.errf(CodeTeamsLayout, "teams are pairs of pairs at bridge: the movement is %s at %s", m.Kind, m.Game)
		return false
	}
	if len(tm.Pairs) < 2 {
		v.errf(CodeTeamsLayout, "%d teams: want at least 2", len(tm.Pairs))
		return false
	}
	if len(tm.Pairs) > MaxContestants/2 {
		v.errf(CodeTeamsLayout, "%d teams: want at most %d", len(tm.Pairs), MaxContestants/2)
		return false
	}
	if !tm.Boards.Valid() {
		v.errf(CodeTeamsLayout, "boards %q: want exchange or copies", string(tm.Boards))
		ok = false
	}
	firstTeam := make(map[int]int, 2*len(tm.Pairs))
	for i, p := range tm.Pairs {
		for _, c := range p {
			if c < 1 || c > m.Contestants {
				v.add(Problem{Code: CodeTeamsLayout, Contestant: c,
					Text: Say("team %d: pair %d is outside 1 to %d", i+1, c, m.Contestants)})
				ok = false
				continue
			}
			if t, dup := firstTeam[c]; dup {
				v.add(Problem{Code: CodeTeamsLayout, Contestant: c,
					Text: Say("team %d: pair %s is already in team %d", i+1, m.Label(c), t)})
				ok = false
				continue
			}
			firstTeam[c] = i + 1
		}
	}
	names := make([]int, 0, len(tm.Names))
	for t := range tm.Names {
		names = append(names, t)
	}
	slices.Sort(names)
	for _, t := range names {
		if t < 1 || t > len(tm.Pairs) {
			v.errf(CodeTeamsLayout, "name %q is for team %d, but teams are 1 to %d", tm.Names[t], t, len(tm.Pairs))
			ok = false
		}
	}
	return ok
}

// teams checks the plays of a teams movement: every pair seated belongs to
// a team, no table seats two pairs of one team, every play pairs up with
// its other half into a match (the same set, the two teams the other way
// round, the other pair of each team), and notes byes, half teams, teams
// that meet again and the copies of each set.
func (v *validator) teams() {
	m := v.m
	if m.Teams == nil || !v.teamsLayout() {
		return
	}
	team := teamIndex(m)
	grid := m.Grid()
	seated := make([]bool, len(team)) // this round
	for r, row := range grid {
		if v.stop.done() {
			return
		}
		clear(seated)
		for t, p := range row {
			if p == nil || len(p.Seats) != 2 || !p.InPlay() {
				continue
			}
			for _, c := range p.Seats {
				if c < 1 || c > m.Contestants {
					continue
				}
				seated[c-1] = true
				if team[c-1] == 0 {
					v.add(Problem{Code: CodeNoTeam, Round: r + 1, Table: t + 1, Contestant: c,
						Text: Say("round %d, table %d: pair %s belongs to no team", r+1, t+1, m.Label(c))})
				}
			}
			if a, b := p.Seats[0], p.Seats[1]; a >= 1 && a <= m.Contestants && b >= 1 && b <= m.Contestants && team[a-1] != 0 && team[a-1] == team[b-1] {
				v.add(Problem{Code: CodeOwnTeam, Round: r + 1, Table: t + 1,
					Text: Say("round %d, table %d: pairs %s and %s are both of team %s", r+1, t+1, m.Label(a), m.Label(b), m.TeamName(team[a-1]))})
			}
		}
		for i, pr := range m.Teams.Pairs {
			in := 0
			for _, c := range pr {
				if c >= 1 && c <= m.Contestants && seated[c-1] {
					in++
				}
			}
			switch in {
			case 0:
				v.add(Problem{Code: CodeTeamBye, Severity: Note, Round: r + 1,
					Text: Say("round %d: team %s has a bye", r+1, m.TeamName(i+1))})
			case 1:
				v.add(Problem{Code: CodeTeamHalf, Severity: Note, Round: r + 1,
					Text: Say("round %d: one pair of team %s plays and the other sits out", r+1, m.TeamName(i+1))})
			}
		}
	}

	plays := teamPlays(m, team)
	keys := make([]teamKey, 0, len(plays))
	for k := range plays {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b teamKey) int {
		return cmp.Or(cmp.Compare(a.set, b.set), cmp.Compare(a.ns, b.ns), cmp.Compare(a.ew, b.ew))
	})
	for _, k := range keys {
		xs, ys := plays[k], plays[teamKey{k.ew, k.ns, k.set}]
		x := xs[0]
		switch {
		case len(ys) == 0:
			v.add(Problem{Code: CodeUncompared, Round: x.round, Table: x.tab, Set: k.set,
				Text: Say("round %d, table %d: team %s (NS) plays set %s against team %s, but no table seats team %s NS against team %s on that set", x.round, x.tab, m.TeamName(k.ns), m.SetName(k.set), m.TeamName(k.ew), m.TeamName(k.ew), m.TeamName(k.ns))})
		case len(xs) > 1:
			v.add(Problem{Code: CodeMatchSeats, Round: xs[1].round, Table: xs[1].tab, Set: k.set,
				Text: Say("round %d, table %d: team %s sits NS against team %s on set %s a second time (first at round %d, table %d)", xs[1].round, xs[1].tab, m.TeamName(k.ns), m.TeamName(k.ew), m.SetName(k.set), x.round, x.tab)})
		case len(ys) == 1 && k.ns < k.ew:
			y := ys[0]
			// Each team's pair at one table must be its other pair at the
			// other: one pair NS, one EW.
			for _, side := range []struct{ team, a, b int }{{k.ns, x.p.Seats[0], y.p.Seats[1]}, {k.ew, x.p.Seats[1], y.p.Seats[0]}} {
				if side.a == side.b {
					v.add(Problem{Code: CodeMatchSeats, Round: y.round, Table: y.tab, Set: k.set,
						Text: Say("set %s: pair %s of team %s plays at both tables of the match against team %s (rounds %d and %d)", m.SetName(k.set), m.Label(side.a), m.TeamName(side.team), m.TeamName(k.ns+k.ew-side.team), x.round, y.round)})
				}
			}
		}
	}

	matches := TeamMatches(m)
	meetings := TeamMeetings(matches)
	for i := 0; i < len(meetings); {
		j := i
		for j < len(meetings) && meetings[j].A == meetings[i].A && meetings[j].B == meetings[i].B {
			j++
		}
		if j-i > 1 {
			first := make([]int, 0, j-i)
			for _, mt := range meetings[i:j] {
				first = append(first, mt.First)
			}
			v.add(Problem{Code: CodeTeamRematch, Severity: Note, Round: meetings[i+1].First,
				Text: Say("teams %s and %s meet %s (from rounds %s)", m.TeamName(meetings[i].A), m.TeamName(meetings[i].B), Times(j-i), JoinInts(first, ", "))})
		}
		i = j
	}
	for s, n := range copies(m, matches) {
		if n > 1 {
			v.add(Problem{Code: CodeCopies, Severity: Note, Set: s + 1,
				Text: Say("set %s: %d copies are in use at once", m.SetName(s+1), n)})
		}
	}
}
