package teams

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// Standing is one team's line of a Swiss event's standings before the next
// round: its number, optional name, victory points so far, the teams it
// has met and the byes it has had.
type Standing struct {
	Team int
	Name string
	VP   float64
	Met  []int
	Byes int
}

// The team counts PairSwiss supports.
const (
	MinSwissTeams = 2
	MaxSwissTeams = 500
)

// swissSearchLimit bounds the pairing search (nodes). A field in which
// nobody has met more than a few teams is paired in about one node a team;
// the limit only matters when the teams left over have met nearly
// everybody.
const swissSearchLimit = 200_000

// ErrNoPairing is wrapped by PairSwiss's error when the teams cannot be
// paired without two teams meeting again and Rematches was not allowed.
var ErrNoPairing = errors.New("no pairing without a rematch")

// SwissOptions describe the pairing of the next round of a Swiss event.
type SwissOptions struct {
	// Standings holds every team, numbered 1..len(Standings) in any
	// order.
	Standings []Standing
	// Round is the round being paired (for the movement's name); 0 means
	// one more than the most matches any team has played.
	Round int
	// BoardsPerMatch is the boards of each match; 0 means 8.
	BoardsPerMatch int
	// Boards says how the two tables of a match share the boards
	// (movement.BoardsExchange when empty, or movement.BoardsCopies).
	// Every match plays the same boards, as at a congress Swiss.
	Boards movement.BoardSharing
	// Rematches allows the pairing to let two teams meet again when no
	// pairing avoids it; the fewest rematches the search finds within its
	// limit are used and the reasons say so. Without it such a round is
	// ErrNoPairing.
	Rematches bool
}

// Check returns nil when o can be paired, or an *movement.OptionError
// naming the first field that is wrong.
func (o SwissOptions) Check() error {
	const gen = "swiss"
	n := len(o.Standings)
	if n < MinSwissTeams || n > MaxSwissTeams {
		return &movement.OptionError{Generator: gen, Field: "Standings", Unsupported: n > MaxSwissTeams,
			Text: say("%d teams: want %d to %d", n, MinSwissTeams, MaxSwissTeams)}
	}
	seen := make([]bool, n+1)
	for _, s := range o.Standings {
		if s.Team < 1 || s.Team > n {
			return &movement.OptionError{Generator: gen, Field: "Standings",
				Text: say("team %d: teams are numbered 1 to %d", s.Team, n)}
		}
		if seen[s.Team] {
			return &movement.OptionError{Generator: gen, Field: "Standings",
				Text: say("team %d is listed twice", s.Team)}
		}
		seen[s.Team] = true
		for _, t := range s.Met {
			if t < 1 || t > n || t == s.Team {
				return &movement.OptionError{Generator: gen, Field: "Standings",
					Text: say("team %d: met team %d, but the other teams are 1 to %d", s.Team, t, n)}
			}
		}
		if s.Byes < 0 {
			return &movement.OptionError{Generator: gen, Field: "Standings",
				Text: say("team %d: %d byes", s.Team, s.Byes)}
		}
	}
	if o.Round < 0 || o.Round > movement.MaxRounds {
		return &movement.OptionError{Generator: gen, Field: "Round",
			Text: say("want 1 to %d", movement.MaxRounds)}
	}
	if err := checkBoards(gen, o.BoardsPerMatch); err != nil {
		return err
	}
	_, err := checkShare(gen, o.Boards, o.BoardsPerMatch)
	return err
}

// SwissMatch is one match of a Swiss round: Home (the higher-ranked team)
// sits NS at table 2·Table−1, Away at table 2·Table; Rematch marks two
// teams meeting again.
type SwissMatch struct {
	Table      int
	Home, Away int
	Rematch    bool
}

// Pairing is the next round of a Swiss event: the matches in ranking
// order, the team with the bye (0 when none), the ranking used, and why,
// one sentence a line.
type Pairing struct {
	Round   int
	Ranking []int
	Matches []SwissMatch
	Bye     int
	Reasons []movement.Text
}

// PairSwiss pairs the next round of a Swiss teams event by the usual rules
// (see the package documentation): teams are ranked by victory points,
// ties by team number; with an odd number of teams the bye goes to the
// lowest-ranked team with the fewest byes so far (a team that has had one
// gets another only when everybody has); then, from the top, the
// highest-ranked team not yet paired meets the highest-ranked team below
// it that it has not met, backtracking when that would leave the teams
// below with no pairing free of rematches. The first pairing found in that
// order is the result: it never pairs two teams that have met when any
// pairing avoids it, unless the search reached its limit
// (swissSearchLimit steps for each bye candidate and number of
// rematches) first; the reasons then say so. ctx stops the search: the
// limit bounds it, but at hundreds of teams that have met nearly
// everybody the bound is far beyond seconds.
func PairSwiss(ctx context.Context, o SwissOptions) (*Pairing, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := len(o.Standings)
	by := make([]Standing, n+1)
	played := 0
	for _, s := range o.Standings {
		by[s.Team] = s
		played = max(played, len(s.Met)+s.Byes)
	}
	round := o.Round
	if round == 0 {
		round = played + 1
	}
	rank := make([]int, n)
	for i := range rank {
		rank[i] = i + 1
	}
	slices.SortStableFunc(rank, func(a, b int) int { return cmp.Or(cmp.Compare(by[b].VP, by[a].VP), cmp.Compare(a, b)) })
	met := make([][]bool, n+1)
	for t := 1; t <= n; t++ {
		met[t] = make([]bool, n+1)
	}
	for _, s := range o.Standings {
		for _, t := range s.Met {
			met[s.Team][t], met[t][s.Team] = true, true
		}
	}
	p := &Pairing{Round: round, Ranking: rank}
	vp := func(t int) movement.Text { return say("%.2f VP", by[t].VP) }

	// The bye candidates, in the order they are tried: fewest byes first,
	// lowest-ranked first.
	var candidates []int
	if n%2 == 1 {
		candidates = slices.Clone(rank)
		slices.Reverse(candidates)
		slices.SortStableFunc(candidates, func(a, b int) int { return cmp.Compare(by[a].Byes, by[b].Byes) })
	} else {
		candidates = []int{0}
	}
	s := &search{ctx: ctx, met: met, limit: swissSearchLimit}
	var pairs [][2]int
	var bye int
	for _, allow := range []int{0, 1, 2, 3, n / 2} {
		if allow > 0 && !o.Rematches {
			break
		}
		for _, c := range candidates {
			order := slices.DeleteFunc(slices.Clone(rank), func(t int) bool { return t == c })
			if allow == 0 && oddComponent(order, met) {
				continue // no pairing without a rematch: seen at once
			}
			s.allow = allow
			if got, ok := s.pair(order); ok {
				pairs, bye = got, c
				break
			}
			if s.err != nil {
				return nil, s.err
			}
		}
		if pairs != nil {
			break
		}
	}
	if pairs == nil {
		if s.err != nil {
			return nil, s.err
		}
		if s.hitLimit {
			return nil, fmt.Errorf("swiss round %d: %w found within the search limit of %d steps", round, ErrNoPairing, swissSearchLimit)
		}
		return nil, fmt.Errorf("swiss round %d: %w (every pairing of the %d teams has two teams meeting again)", round, ErrNoPairing, n)
	}
	p.Bye = bye
	if bye != 0 {
		lowest := true
		for _, c := range candidates {
			if c == bye {
				break
			}
			if by[c].Byes == by[bye].Byes {
				lowest = false
			}
		}
		switch {
		case lowest && by[bye].Byes == 0:
			p.Reasons = append(p.Reasons, say("Bye: team %s (%s), the lowest-ranked team that has not had a bye.", teamName(by[bye]), vp(bye)))
		case lowest:
			p.Reasons = append(p.Reasons, say("Bye: team %s (%s), the lowest-ranked team with the fewest byes (%d).", teamName(by[bye]), vp(bye), by[bye].Byes))
		default:
			p.Reasons = append(p.Reasons, say("Bye: team %s (%s): the teams ranked below it with as few byes could not be given it without a rematch.", teamName(by[bye]), vp(bye)))
		}
	}
	pos := make([]int, n+1)
	for i, t := range rank {
		pos[t] = i
	}
	free := slices.DeleteFunc(slices.Clone(rank), func(t int) bool { return t == bye })
	for k, pr := range pairs {
		home, away := pr[0], pr[1]
		x := SwissMatch{Table: k + 1, Home: home, Away: away, Rematch: met[home][away]}
		p.Matches = append(p.Matches, x)
		// Why this opponent: the teams ranked between them that were
		// still free.
		var skipped, skippedMet []int
		for _, t := range free {
			if t == home || t == away || pos[t] <= pos[home] || pos[t] >= pos[away] {
				continue
			}
			skipped = append(skipped, t)
			if met[home][t] {
				skippedMet = append(skippedMet, t)
			}
		}
		switch {
		case x.Rematch && s.hitLimit:
			p.Reasons = append(p.Reasons, say("Match %d: team %s (%s) v team %s (%s): a rematch, as the search found no pairing without one within its limit.", k+1, teamName(by[home]), vp(home), teamName(by[away]), vp(away)))
		case x.Rematch:
			p.Reasons = append(p.Reasons, say("Match %d: team %s (%s) v team %s (%s): a rematch, as no pairing of the teams left avoids one.", k+1, teamName(by[home]), vp(home), teamName(by[away]), vp(away)))
		case len(skipped) == 0:
			p.Reasons = append(p.Reasons, say("Match %d: team %s (%s) v team %s (%s): the two highest-ranked teams not yet paired.", k+1, teamName(by[home]), vp(home), teamName(by[away]), vp(away)))
		case len(skippedMet) == len(skipped):
			p.Reasons = append(p.Reasons, say("Match %d: team %s (%s) v team %s (%s): team %s has already met team %s.", k+1, teamName(by[home]), vp(home), teamName(by[away]), vp(away), teamName(by[home]), movement.JoinInts(skipped, ", ")))
		default:
			p.Reasons = append(p.Reasons, say("Match %d: team %s (%s) v team %s (%s): pairing team %s with team %s would leave a lower team no opponent it has not met.", k+1, teamName(by[home]), vp(home), teamName(by[away]), vp(away), teamName(by[home]), movement.JoinInts(slices.DeleteFunc(skipped, func(t int) bool { return met[home][t] }), ", ")))
		}
		free = slices.DeleteFunc(free, func(t int) bool { return t == home || t == away })
	}
	return p, nil
}

func teamName(s Standing) string {
	if s.Name != "" {
		return fmt.Sprintf("%d %s", s.Team, s.Name)
	}
	return fmt.Sprint(s.Team)
}

// search pairs teams in order by depth-first search.
type search struct {
	ctx   context.Context
	met   [][]bool
	allow int // rematches allowed
	limit int
	nodes int
	err   error
	// hitLimit records that some search stopped at the limit, so "no
	// pairing" means none was found, not that none exists.
	hitLimit bool
}

// pair returns the first pairing of order (ranked teams) in the search
// order: the first free team meets the first free team after it that it
// has not met (or, within s.allow, one it has), recursively.
func (s *search) pair(order []int) ([][2]int, bool) {
	s.nodes = 0
	used := make([]bool, len(order))
	var out [][2]int
	var rec func(rematches int) bool
	rec = func(rematches int) bool {
		s.nodes++
		if s.nodes > s.limit {
			s.hitLimit = true
			return false
		}
		// Each node costs a look at every free team (forwardOK), so a
		// look at ctx on every node costs little.
		if s.ctx != nil && s.ctx.Err() != nil {
			s.err = s.ctx.Err()
			return false
		}
		i := slices.Index(used, false)
		if i < 0 {
			return true
		}
		used[i] = true
		a := order[i]
		for j := i + 1; j < len(order); j++ {
			if used[j] {
				continue
			}
			b := order[j]
			r := rematches
			if s.met[a][b] {
				r++
				if r > s.allow {
					continue
				}
			}
			used[j] = true
			out = append(out, [2]int{a, b})
			if !s.forwardOK(order, used, r) {
				out = out[:len(out)-1]
				used[j] = false
				continue
			}
			if rec(r) {
				return true
			}
			if s.err != nil {
				return false
			}
			out = out[:len(out)-1]
			used[j] = false
		}
		used[i] = false
		return false
	}
	ok := rec(0)
	return out, ok
}

// forwardOK reports whether every free team still has a free opponent it
// may meet.
func (s *search) forwardOK(order []int, used []bool, rematches int) bool {
	if rematches < s.allow {
		return true
	}
	for i, a := range order {
		if used[i] {
			continue
		}
		ok := false
		for j, b := range order {
			if j != i && !used[j] && !s.met[a][b] {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// Movement lays the pairing out as a one-round teams movement: match k at
// tables 2k−1 (the home team's NS pair against the away team's EW pair)
// and 2k (the away team's NS pair against the home team's EW pair), every
// match playing set 1; the team with the bye holds no seat. Team t's pairs
// are 2t−1 (NS) and 2t (EW), as in every movement of this package, so the
// same cards serve. Names, when the standings give them, become the
// teams' names.
func (p *Pairing) Movement(o SwissOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	boards := o.BoardsPerMatch
	if boards == 0 {
		boards = 8
	}
	share, _ := checkShare("swiss", o.Boards, boards)
	n := len(o.Standings)
	row := make([]cell, 2*len(p.Matches))
	for k, x := range p.Matches {
		row[2*k] = cell{ns: x.Home, ew: x.Away, set: 1}
		row[2*k+1] = cell{ns: x.Away, ew: x.Home, set: 1}
	}
	m, err := build(grid{row}, shape{name: fmt.Sprintf("Swiss teams, round %d", p.Round), family: FamilySwiss, teams: n, sets: 1, boards: boards, share: share})
	if err != nil {
		return nil, err
	}
	for _, s := range o.Standings {
		if s.Name != "" {
			if m.Teams.Names == nil {
				m.Teams.Names = map[int]string{}
			}
			m.Teams.Names[s.Team] = s.Name
		}
	}
	return m, nil
}

// oddComponent reports whether the teams, joined where they have not met,
// fall into a group of odd size: then no pairing without a rematch exists
// (a quick test that spares the search; its absence proves nothing).
func oddComponent(ts []int, met [][]bool) bool {
	seen := make(map[int]bool, len(ts))
	for _, a := range ts {
		if seen[a] {
			continue
		}
		size := 0
		stack := []int{a}
		seen[a] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, y := range ts {
				if !seen[y] && y != x && !met[x][y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
		if size%2 == 1 {
			return true
		}
	}
	return false
}
