package teams

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

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
	// pairing avoids it: the round then has the fewest rematches possible
	// (found exactly, see SwissRule) and the reasons say so. Without it
	// such a round is ErrNoPairing.
	Rematches bool
	// Danish pairs the teams in ranking order (first v second, third v
	// fourth, …) whether or not they have met: the leaders may meet
	// again. The bye, with an odd number, follows the bye order alone.
	Danish bool
	// Pairs makes it a Swiss pairs event: the standings are pairs', each
	// match is one table (the higher-ranked pair NS) and the movement is
	// a pairs movement in which every table plays the same boards.
	Pairs bool
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
	// Fewest is the fewest rematches any pairing of the round has (with
	// the bye given as it is): exact, from a maximum matching; the
	// pairing has exactly that many.
	Fewest int
	// Pairs is true in a Swiss pairs event.
	Pairs bool
}

// SwissRule is the pairing rule PairSwiss applies, one sentence a line,
// as the help, the README and the pairing's output state it.
func SwissRule() []movement.Text {
	return []movement.Text{
		say("Rule: the teams (the pairs, in a Swiss pairs event: \"team\" below means either) are ranked by victory points, ties by number."),
		say("With an odd number the bye goes to the first team in the bye order (fewest byes first, then the lowest-ranked) whose bye leaves the fewest rematches possible."),
		say("Then, from the top, the highest-ranked team not yet paired meets the highest-ranked team below it that it has not met and that leaves the teams not yet paired a pairing with the fewest rematches possible; it meets a team again only when no team it has not met does."),
		say("The fewest rematches possible is found exactly (a maximum matching of the teams that have not met); unless rematches are allowed it must be none."),
		say("Danish: first v second, third v fourth, and so on down the ranking, whether or not they have met; the bye to the first team in the bye order."),
	}
}

// PairSwiss pairs the next round of a Swiss event by SwissRule (see the
// package documentation): teams are ranked by victory points, ties by
// team number. Let f(S) be the fewest rematches of any pairing of the set
// S of teams: |S|/2 minus the size of a maximum matching of S's teams
// joined where they have not met (Edmonds' blossom algorithm), exact for
// any field. With an odd number of teams the bye goes to the first team
// in the bye order (fewest byes, then lowest-ranked) whose removal gives
// the least f; then, from the top, the highest-ranked free team a meets
// the first free team b below it — those it has not met in ranking order,
// then those it has — for which pairing a with b keeps the round at that
// least f. So the round has a rematch only when every pairing has one,
// and then exactly the fewest; every reason names what decided. Danish
// pairs in ranking order instead. Without Rematches a round whose least
// f is above 0 is ErrNoPairing, which is then proved. ctx stops the work
// (each step is one search of the matching, at most a few thousand for
// 500 teams).
func PairSwiss(ctx context.Context, o SwissOptions) (*Pairing, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if ctx == nil {
		ctx = context.Background()
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
	p := &Pairing{Round: round, Ranking: rank, Pairs: o.Pairs}
	w := words{by: by, pairs: o.Pairs}

	// The bye order: fewest byes first, lowest-ranked first.
	var order []int
	if n%2 == 1 {
		order = slices.Clone(rank)
		slices.Reverse(order)
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(by[a].Byes, by[b].Byes) })
	}
	if o.Danish {
		return danish(p, order, met, w)
	}
	all, err := newMatcher(ctx, n, met, rank)
	if err != nil {
		return nil, err
	}
	fewest, bye := all.rematches(), 0
	var passed []int
	if n%2 == 1 {
		// f(S − c) for each c in the bye order: one removal each.
		cost := make([]int, len(order))
		fewest = n
		for i, c := range order {
			mate, size := all.state()
			if err := all.remove(c); err != nil {
				return nil, err
			}
			cost[i] = all.rematches()
			all.restore(mate, size, c)
			fewest = min(fewest, cost[i])
		}
		i := slices.Index(cost, fewest)
		bye, passed = order[i], order[:i]
		if err := all.remove(bye); err != nil {
			return nil, err
		}
	}
	p.Fewest = fewest
	if fewest > 0 && !o.Rematches {
		return nil, fmt.Errorf("swiss round %d: %w: every pairing of the %d teams has at least %d", round, ErrNoPairing, n-n%2, fewest)
	}
	if bye != 0 {
		p.Bye = bye
		p.Reasons = append(p.Reasons, w.byeReason(bye, passed, fewest))
	}
	free := slices.DeleteFunc(slices.Clone(rank), func(t int) bool { return t == bye })
	budget := fewest
	for len(free) > 0 {
		a := free[0]
		// The candidates: those a has not met in ranking order, then
		// those it has.
		var cands []int
		for _, b := range free[1:] {
			if !met[a][b] {
				cands = append(cands, b)
			}
		}
		if budget > 0 {
			for _, b := range free[1:] {
				if met[a][b] {
					cands = append(cands, b)
				}
			}
		}
		var blocked []int // teams tried and refused
		chosen := 0
		for _, b := range cands {
			c := 0
			if met[a][b] {
				c = 1
			}
			mate, size := all.state()
			if err := all.remove(a); err != nil {
				return nil, err
			}
			if err := all.remove(b); err != nil {
				return nil, err
			}
			if all.rematches() <= budget-c {
				chosen, budget = b, budget-c
				break
			}
			all.restore(mate, size, a, b)
			blocked = append(blocked, b)
		}
		if chosen == 0 {
			// f(S) = budget promises a pairing; never reached.
			return nil, movement.Internalf("swiss round %d: team %d has no opponent that keeps %d rematches", round, a, budget)
		}
		x := SwissMatch{Table: len(p.Matches) + 1, Home: a, Away: chosen, Rematch: met[a][chosen]}
		p.Matches = append(p.Matches, x)
		p.Reasons = append(p.Reasons, w.matchReason(x, free, met, blocked, fewest))
		free = slices.DeleteFunc(free, func(t int) bool { return t == a || t == chosen })
	}
	return p, nil
}

// danish pairs in ranking order; the bye is the first of the bye order.
func danish(p *Pairing, order []int, met [][]bool, w words) (*Pairing, error) {
	free := p.Ranking
	if len(order) > 0 {
		p.Bye = order[0]
		p.Reasons = append(p.Reasons, w.byeReason(p.Bye, nil, 0))
		free = slices.DeleteFunc(slices.Clone(p.Ranking), func(t int) bool { return t == p.Bye })
	}
	for i := 0; i+1 < len(free); i += 2 {
		x := SwissMatch{Table: len(p.Matches) + 1, Home: free[i], Away: free[i+1], Rematch: met[free[i]][free[i+1]]}
		p.Matches = append(p.Matches, x)
		why := say("Danish: the next two in the ranking")
		if x.Rematch {
			why = say("Danish: the next two in the ranking, meeting again")
		}
		p.Reasons = append(p.Reasons, w.match(x, why))
	}
	return p, nil
}

// words makes the pairing's sentences: "team 5 Smith (31.50 VP)", or
// "pair 5 …" in a pairs event.
type words struct {
	by    []Standing
	pairs bool
}

// who names t: "team 5 Smith".
func (w words) who(t int) movement.Text { return w.list([]int{t}) }

// list names several: "team 3, 1".
func (w words) list(ts []int) movement.Text {
	var names []string
	for _, t := range ts {
		names = append(names, teamName(w.by[t]))
	}
	if w.pairs {
		return say("pair %s", strings.Join(names, ", "))
	}
	return say("team %s", strings.Join(names, ", "))
}

// withVP is "team 5 Smith (31.50 VP)".
func (w words) withVP(t int) movement.Text {
	return say("%s (%s)", w.who(t), say("%.2f VP", w.by[t].VP))
}

// byeReason says why bye has the bye: first in the bye order, or the
// teams before it that were passed over and why.
func (w words) byeReason(bye int, passed []int, fewest int) movement.Text {
	var why movement.Text
	switch {
	case len(passed) == 0 && w.by[bye].Byes == 0:
		why = say("the lowest-ranked that has not had a bye")
	case len(passed) == 0:
		why = say("the lowest-ranked with the fewest byes (%d)", w.by[bye].Byes)
	case fewest == 0:
		why = say("next in the bye order (%d byes so far) after %s, which come first (fewer byes, or as few and ranked lower), but a bye to any of them leaves no pairing without a rematch", w.by[bye].Byes, w.list(passed))
	default:
		why = say("next in the bye order (%d byes so far) after %s, which come first (fewer byes, or as few and ranked lower), but a bye to any of them forces more than the fewest rematches possible (%d)", w.by[bye].Byes, w.list(passed), fewest)
	}
	return say("Bye: %s, %s.", w.withVP(bye), why)
}

// match is "Match 2: team 3 (…) v team 8 (…): why."
func (w words) match(x SwissMatch, why movement.Text) movement.Text {
	return say("Match %d: %s v %s: %s.", x.Table, w.withVP(x.Home), w.withVP(x.Away), why)
}

// matchReason says why x.Home meets x.Away: the free teams ranked between
// them that x.Home has met, those that were tried and refused, and for a
// rematch that every team it has not met was refused.
func (w words) matchReason(x SwissMatch, free []int, met [][]bool, blocked []int, fewest int) movement.Text {
	a := x.Home
	var skippedMet, skippedBlocked []int
	for _, t := range free[1:] {
		if t == x.Away {
			break
		}
		if met[a][t] {
			skippedMet = append(skippedMet, t)
		} else {
			skippedBlocked = append(skippedBlocked, t)
		}
	}
	var parts []movement.Text
	if x.Rematch {
		var unmet []int
		for _, t := range free[1:] {
			if !met[a][t] {
				unmet = append(unmet, t)
			}
		}
		if len(unmet) == 0 {
			parts = append(parts, say("a rematch: %s has met every team not yet paired", w.who(a)))
		} else {
			parts = append(parts, say("a rematch: a match of %s against any team it has not met (%s) would give the round more than the fewest rematches possible (%d)", w.who(a), w.list(unmet), fewest))
		}
		if skippedBlocked = slices.DeleteFunc(slices.Clone(skippedMet), func(t int) bool { return !slices.Contains(blocked, t) }); len(skippedBlocked) > 0 {
			parts = append(parts, say("meeting %s again would too", w.list(skippedBlocked)))
		}
		return w.match(x, join(parts))
	}
	if len(skippedMet) == 0 && len(skippedBlocked) == 0 {
		return w.match(x, say("the two highest-ranked not yet paired"))
	}
	if len(skippedMet) > 0 {
		parts = append(parts, say("%s has already met %s", w.who(a), w.list(skippedMet)))
	}
	if len(skippedBlocked) > 0 {
		if fewest == 0 {
			parts = append(parts, say("a match against %s would leave the teams not yet paired no pairing without a rematch", w.list(skippedBlocked)))
		} else {
			parts = append(parts, say("a match against %s would give the round more than the fewest rematches possible (%d)", w.list(skippedBlocked), fewest))
		}
	}
	return w.match(x, join(parts))
}

// join joins clauses with "; ".
func join(parts []movement.Text) movement.Text {
	t := parts[0]
	for _, p := range parts[1:] {
		t = say("%s; %s", t, p)
	}
	return t
}

func teamName(s Standing) string {
	if s.Name != "" {
		return fmt.Sprintf("%d %s", s.Team, s.Name)
	}
	return fmt.Sprint(s.Team)
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
	if o.Pairs {
		return p.pairsMovement(n, boards)
	}
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

// FamilySwissPairs is the family of a Swiss pairs round.
const FamilySwissPairs movement.Family = "swiss-pairs"

// pairsMovement lays a Swiss pairs round out: match k at table k, the
// higher-ranked pair NS, every table on set 1 (the matchpoints compare
// each board across the field): the tables share the set, passing the
// boards between them, as the setup sheet says, or play copies of it. With a bye the pairs
// that play are numbered 1..n−1 in the movement and labelled with their
// own numbers (a contestant of a movement always plays).
func (p *Pairing) pairsMovement(n, boards int) (*movement.Movement, error) {
	num := func(t int) int { return t }
	var labels map[int]string
	if p.Bye != 0 {
		n--
		labels = map[int]string{}
		num = func(t int) int {
			if t > p.Bye {
				return t - 1
			}
			return t
		}
		for t := 1; t <= n+1; t++ {
			if t != p.Bye {
				labels[num(t)] = strconv.Itoa(t)
			}
		}
	}
	m := &movement.Movement{
		Name:         fmt.Sprintf("Swiss pairs, round %d", p.Round),
		Family:       FamilySwissPairs,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        movement.PairSeats(),
		Contestants:  n,
		Labels:       labels,
		Rounds:       1,
		Tables:       len(p.Matches),
		Sets:         1,
		BoardsPerSet: boards,
	}
	for _, x := range p.Matches {
		m.Play = append(m.Play, movement.Play{Round: 1, Table: x.Table, Set: 1, Seats: []int{num(x.Home), num(x.Away)}})
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("%s: %d problems, first %v", m.Name, len(errs), errs[0])
	}
	return m, nil
}
