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
// has met and the byes it has had; in a Swiss pairs event with triangles,
// the three-way rounds it played as the pivot (two opponents met in one
// round) and as the odd pair (in the bye's place).
type Standing struct {
	Team int
	Name string
	VP   float64
	Met  []int
	Byes int
	// Pivot is the triangles in which the pair met two opponents, one a
	// half of the boards; Odd those in which it took the bye's place,
	// playing the second half. Both are 0 outside triangles.
	Pivot, Odd int
}

// Rounds is the rounds s has played: its meetings and byes, a pivot's
// two meetings of a triangle counting once.
func (s Standing) Rounds() int { return len(s.Met) + s.Byes - s.Pivot }

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
	// Triangle, in a Swiss pairs event with an odd number of pairs, plays
	// a triangle instead of the bye (EBU, "Club Swiss Pairs / Teams":
	// "a triangular match can be played so two pairs sit out for half a
	// match rather than one pair sitting out for a whole match"): the
	// pair the bye order gives plays the second half of the boards
	// against a pair of a match (the pivot), whose opponent in that match
	// sits out the second half. See SwissRule. The boards of a match must
	// be even.
	Triangle bool
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
		if s.Pivot < 0 || s.Odd < 0 || s.Pivot > len(s.Met)/2 {
			return &movement.OptionError{Generator: gen, Field: "Standings",
				Text: say("pair %d: %d triangles as the pivot and %d as the odd pair, with %d meetings", s.Team, s.Pivot, s.Odd, len(s.Met))}
		}
	}
	if o.Round < 0 || o.Round > movement.MaxRounds {
		return &movement.OptionError{Generator: gen, Field: "Round",
			Text: say("want 1 to %d", movement.MaxRounds)}
	}
	if err := checkBoards(gen, o.BoardsPerMatch); err != nil {
		return err
	}
	if o.Triangle && !o.Pairs {
		return &movement.OptionError{Generator: gen, Field: "Triangle",
			Text: say("a triangle is for a Swiss pairs event; an odd number of teams has a bye")}
	}
	if o.Triangle && o.BoardsPerMatch%2 == 1 {
		return &movement.OptionError{Generator: gen, Field: "BoardsPerMatch",
			Text: say("a triangle plays each half of the boards against another pair: want an even number of boards a match")}
	}
	_, err := checkShare(gen, o.Boards, o.BoardsPerMatch)
	return err
}

// SwissMatch is one match of a Swiss round: Home (the higher-ranked team)
// sits NS at table 2·Table−1, Away at table 2·Table; Rematch marks two
// teams meeting again. In a Swiss pairs event the match is at table
// Table; a triangle's match has Odd, the pair in the bye's place, who
// plays the second half of the boards against Pivot (Home or Away) while
// the other pair of the match sits out; OddRematch marks Odd and Pivot
// meeting again.
type SwissMatch struct {
	Table      int
	Home, Away int
	Rematch    bool
	Pivot, Odd int
	OddRematch bool
}

// Sitter is the pair of a triangle's match that sits out the second half
// (0 in any other match).
func (x SwissMatch) Sitter() int {
	switch {
	case x.Odd == 0:
		return 0
	case x.Pivot == x.Home:
		return x.Away
	}
	return x.Home
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
	// Triangle is the index in Matches of the triangle's match, -1 when
	// the round has none.
	Triangle int
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
		say("Triangle (Swiss pairs, an odd number): the pair the bye order gives (byes and triangles in the bye's place counted) plays the second half of the boards, instead of a bye, against the higher-ranked pair that has not met it of the lowest-ranked match that has one, whose opponent sits out the second half; each half is scored as a match of its own, and a pair's score for the round is the mean of its halves' VP."),
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
//
// It is two steps: decide (the bye, the matches and what decided each,
// as data: roundWhy) and render (the sentences of Reasons, from that data
// and the teams' names and points alone).
func PairSwiss(ctx context.Context, o SwissOptions) (*Pairing, error) {
	r := new(pairer)
	p, err := r.decide(ctx, o)
	if err != nil {
		return nil, err
	}
	r.render(o)
	// A copy, so that the pairer's work (the matcher's edges, the
	// meetings) is not kept with the round.
	q := *p
	return &q, nil
}

// A pairer does the work of pairing one round: decide's buffers, the
// Pairing it returns (without Reasons) and why, as data; render then
// writes the Reasons. A pairer can pair standings after standings
// (the exhaustive rule test does, with few allocations); each decide
// overwrites what the last one returned.
type pairer struct {
	p     Pairing
	why   roundWhy
	by    []Standing
	cells []bool
	met   [][]bool
	order []int
	cost  []int
	free  []int
	buf   []int
	lists []int // the lists of why's records
	all   matcher
}

// roundWhy is what decided a round, one record a reason: the bye's (when
// the round has a bye or a triangle) and each match's, in order. The
// sentences are a function of these records and the named teams' names
// and points: render reads nothing else.
type roundWhy struct {
	bye     byeWhy
	matches []matchWhy
}

// byeWhy is why Team has the bye (or is the triangle's odd pair): its
// byes so far (byes and triangles in the bye's place), the teams before
// it in the bye order that were passed over, and the round's fewest
// rematches (0 for Danish).
type byeWhy struct {
	team, byes int
	passed     []int
	fewest     int
}

// matchWhy is why a match's home team meets the away team (both in the
// SwissMatch): Danish, or the free teams ranked between them that the
// home team has met (met) and those it has not that were refused
// (blocked); for a rematch, every free team it has not met (unmet, all
// refused) and the teams ranked between that it has met and that were
// refused too (again); and the round's fewest rematches.
type matchWhy struct {
	danish                     bool
	met, blocked, unmet, again []int
	fewest                     int
}

// list appends ts to r's lists and returns them there (capped, so an
// append copies).
func (r *pairer) list(ts []int) []int {
	if len(ts) == 0 {
		return nil
	}
	r.lists = append(r.lists, ts...)
	return r.lists[len(r.lists)-len(ts) : len(r.lists) : len(r.lists)]
}

// fit makes r's buffers hold a round of n teams: when they are too
// small, new ones in a few allocations (PairSwiss's are these).
func (r *pairer) fit(n int) {
	if cap(r.by) >= n+1 {
		return
	}
	r.by = make([]Standing, n+1)
	r.met = make([][]bool, n+1)
	r.cells = make([]bool, (n+1)*(n+1))
	ints := make([]int, 8*n)
	cut := func(k int) []int {
		b := ints[:0:k]
		ints = ints[k:]
		return b
	}
	r.p.Ranking, r.order, r.cost, r.free, r.buf, r.lists = cut(n), cut(n), cut(n), cut(n), cut(3*n), cut(n)
	r.p.Matches = make([]SwissMatch, 0, n/2)
	r.why.matches = make([]matchWhy, 0, n/2)
}

// decide pairs the round (PairSwiss's first step): the Pairing without
// its Reasons, and r.why. The Pairing is r's own, until the next decide.
func (r *pairer) decide(ctx context.Context, o SwissOptions) (*Pairing, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	n := len(o.Standings)
	r.fit(n)
	by := r.by[:n+1]
	played := 0
	for _, s := range o.Standings {
		by[s.Team] = s
		played = max(played, s.Rounds())
	}
	round := o.Round
	if round == 0 {
		round = played + 1
	}
	rank := r.p.Ranking[:n]
	for i := range rank {
		rank[i] = i + 1
	}
	slices.SortStableFunc(rank, func(a, b int) int { return cmp.Or(cmp.Compare(by[b].VP, by[a].VP), cmp.Compare(a, b)) })
	met := r.met[:n+1]
	cells := r.cells[:(n+1)*(n+1)]
	clear(cells)
	for t := 1; t <= n; t++ {
		met[t] = cells[t*(n+1) : (t+1)*(n+1)]
	}
	for _, s := range o.Standings {
		for _, t := range s.Met {
			met[s.Team][t], met[t][s.Team] = true, true
		}
	}
	r.p = Pairing{Round: round, Ranking: rank, Pairs: o.Pairs, Triangle: -1, Matches: r.p.Matches[:0]}
	p := &r.p
	r.why = roundWhy{matches: r.why.matches[:0]}
	r.lists = r.lists[:0]

	// The bye order: fewest byes first (with triangles, byes and
	// triangles in the bye's place), lowest-ranked first.
	var order []int
	if n%2 == 1 {
		order = append(r.order[:0], rank...)
		slices.Reverse(order)
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(by[a].Byes+by[a].Odd, by[b].Byes+by[b].Odd) })
	}
	if o.Danish {
		r.danish(order)
		if o.Triangle && p.Bye != 0 {
			triangle(p, met)
		}
		return p, nil
	}
	all := &r.all
	if err := all.init(ctx, n, met, rank); err != nil {
		return nil, err
	}
	fewest, bye := all.rematches(), 0
	var passed []int
	if n%2 == 1 {
		// f(S − c) for each c in the bye order: one removal each.
		cost := r.cost[:len(order)]
		fewest = n
		for i, c := range order {
			all.save()
			if err := all.remove(c); err != nil {
				return nil, err
			}
			cost[i] = all.rematches()
			all.restore(c)
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
		r.why.bye = byeWhy{team: bye, byes: by[bye].Byes + by[bye].Odd, passed: r.list(passed), fewest: fewest}
	}
	free := append(r.free[:0], rank...)
	free = slices.DeleteFunc(free, func(t int) bool { return t == bye })
	budget := fewest
	buf := r.buf[:3*n]
	for len(free) > 0 {
		a := free[0]
		// The candidates: those a has not met in ranking order, then
		// those it has.
		cands := buf[:0:n]
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
		blocked := buf[n : n : 2*n] // teams tried and refused
		chosen := 0
		for _, b := range cands {
			c := 0
			if met[a][b] {
				c = 1
			}
			all.save()
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
			all.restore(a, b)
			blocked = append(blocked, b)
		}
		if chosen == 0 {
			// f(S) = budget promises a pairing; never reached.
			return nil, movement.Internalf("swiss round %d: team %d has no opponent that keeps %d rematches", round, a, budget)
		}
		x := SwissMatch{Table: len(p.Matches) + 1, Home: a, Away: chosen, Rematch: met[a][chosen]}
		p.Matches = append(p.Matches, x)
		r.why.matches = append(r.why.matches, r.matchWhy(x, free, met, blocked, buf[2*n:2*n:3*n], fewest))
		free = slices.DeleteFunc(free, func(t int) bool { return t == a || t == chosen })
	}
	if o.Triangle && p.Bye != 0 {
		triangle(p, met)
	}
	return p, nil
}

// matchWhy says why x.Home meets x.Away: the free teams ranked between
// them that x.Home has met, those that were tried and refused, and for a
// rematch every team it has not met, all refused (tmp: room for n teams).
func (r *pairer) matchWhy(x SwissMatch, free []int, met [][]bool, blocked, tmp []int, fewest int) matchWhy {
	a := x.Home
	why := matchWhy{fewest: fewest}
	skipped := tmp[:0]
	for _, t := range free[1:] {
		if t == x.Away {
			break
		}
		if met[a][t] {
			skipped = append(skipped, t)
		}
	}
	why.met = r.list(skipped)
	if x.Rematch {
		unmet := tmp[:0]
		for _, t := range free[1:] {
			if !met[a][t] {
				unmet = append(unmet, t)
			}
		}
		why.unmet = r.list(unmet)
		again := tmp[:0]
		for _, t := range why.met {
			if slices.Contains(blocked, t) {
				again = append(again, t)
			}
		}
		why.again, why.met = r.list(again), nil
		return why
	}
	skipped = tmp[:0]
	for _, t := range free[1:] {
		if t == x.Away {
			break
		}
		if !met[a][t] {
			skipped = append(skipped, t)
		}
	}
	why.blocked = r.list(skipped)
	return why
}

// triangle turns p's bye into a triangle (see SwissRule): the pair with
// the bye plays the second half of the boards against the higher-ranked
// pair that has not met it of the lowest-ranked match that has one (the
// lowest match's higher-ranked pair, meeting it again, when no match
// has); the bye's record becomes the triangle's reason.
func triangle(p *Pairing, met [][]bool) {
	odd := p.Bye
	k, pivot := len(p.Matches)-1, 0
	for i := len(p.Matches) - 1; i >= 0 && pivot == 0; i-- {
		for _, t := range []int{p.Matches[i].Home, p.Matches[i].Away} {
			if !met[t][odd] {
				k, pivot = i, t
				break
			}
		}
	}
	again := pivot == 0
	if again {
		pivot = p.Matches[k].Home
	}
	x := &p.Matches[k]
	x.Pivot, x.Odd, x.OddRematch = pivot, odd, again
	p.Bye, p.Triangle = 0, k
}

// danish pairs in ranking order; the bye is the first of the bye order.
func (r *pairer) danish(order []int) {
	p := &r.p
	free := p.Ranking
	if len(order) > 0 {
		p.Bye = order[0]
		r.why.bye = byeWhy{team: p.Bye, byes: r.by[p.Bye].Byes + r.by[p.Bye].Odd}
		free = slices.DeleteFunc(append(r.free[:0], p.Ranking...), func(t int) bool { return t == p.Bye })
	}
	for i := 0; i+1 < len(free); i += 2 {
		x := SwissMatch{Table: len(p.Matches) + 1, Home: free[i], Away: free[i+1], Rematch: r.met[free[i]][free[i+1]]}
		p.Matches = append(p.Matches, x)
		r.why.matches = append(r.why.matches, matchWhy{danish: true})
	}
}

// render writes the Reasons of the round decide paired (PairSwiss's
// second step), from r.why and the standings' names and points.
func (r *pairer) render(o SwissOptions) {
	p := &r.p
	n := len(o.Standings)
	w := words{by: r.by, pairs: o.Pairs, names: make([]any, n+1), arena: new([]any)}
	*w.arena = make([]any, 0, 14*(n/2+1)) // a round's simple sentences
	p.Reasons = make([]movement.Text, 0, n/2+1)
	if p.Bye != 0 {
		p.Reasons = append(p.Reasons, w.byeReason(r.why.bye))
	}
	if p.Triangle >= 0 {
		p.Reasons = append(p.Reasons, w.triangleReason(p.Matches[p.Triangle], r.why.bye))
	}
	for k, x := range p.Matches {
		p.Reasons = append(p.Reasons, w.matchReason(x, r.why.matches[k]))
	}
}

// triangleReason is the triangle's sentence, in the bye's place.
func (w words) triangleReason(x SwissMatch, why byeWhy) movement.Text {
	how := say("the lowest-ranked match with a pair that has not met it")
	if x.OddRematch {
		how = say("every pair has met it, so the lowest-ranked match's higher-ranked pair, meeting it again")
	}
	return say("Triangle: %s, %s, plays the second half of the boards instead of a bye, against %s of match %d (%s); %s sits out the second half.", w.withVP(x.Odd), w.byeWhy(why), w.who(x.Pivot), x.Table, how, w.who(x.Sitter()))
}

// words makes the pairing's sentences: "team 5 Smith (31.50 VP)", or
// "pair 5 …" in a pairs event.
type words struct {
	by    []Standing
	pairs bool
	// names holds who(t) for each team t as an argument of a Text,
	// made on its first use (nil before): a team is named in several
	// sentences of a round.
	names []any
	// arena holds the arguments of the round's most common sentences
	// (args), a few allocations for the round instead of one a sentence.
	arena *[]any
}

// args returns a copy of a in w's arena, for a Text's arguments (capped,
// so that an append to them copies).
func (w words) args(a ...any) []any {
	b := *w.arena
	if cap(b)-len(b) < len(a) {
		b = make([]any, 0, max(64, len(a)))
	}
	b = append(b, a...)
	*w.arena = b
	return b[len(b)-len(a) : len(b) : len(b)]
}

// who names t: "team 5 Smith", as an argument of a Text.
func (w words) who(t int) any {
	if w.names[t] == nil {
		w.names[t] = w.list([]int{t})
	}
	return w.names[t]
}

// list names several: "team 3, 1".
func (w words) list(ts []int) movement.Text {
	names := teamName(w.by[ts[0]])
	if len(ts) > 1 {
		var b strings.Builder
		b.WriteString(names)
		for _, t := range ts[1:] {
			b.WriteString(", ")
			b.WriteString(teamName(w.by[t]))
		}
		names = b.String()
	}
	if w.pairs {
		return say("pair %s", w.args(names)...)
	}
	return say("team %s", w.args(names)...)
}

// withVP is "team 5 Smith (31.50 VP)".
func (w words) withVP(t int) movement.Text {
	return say("%s (%s)", w.args(w.who(t), say("%.2f VP", w.args(w.by[t].VP)...))...)
}

// byeReason says why the bye goes where it does: first in the bye
// order, or the teams before it that were passed over and why.
func (w words) byeReason(why byeWhy) movement.Text {
	return say("Bye: %s, %s.", w.withVP(why.team), w.byeWhy(why))
}

// byeWhy is the clause of byeReason that says why the team was chosen.
func (w words) byeWhy(r byeWhy) movement.Text {
	var why movement.Text
	switch {
	case len(r.passed) == 0 && r.byes == 0:
		why = say("the lowest-ranked that has not had a bye")
	case len(r.passed) == 0:
		why = say("the lowest-ranked with the fewest byes (%d)", r.byes)
	case r.fewest == 0:
		why = say("next in the bye order (%d byes so far) after %s, which come first (fewer byes, or as few and ranked lower), but a bye to any of them leaves no pairing without a rematch", r.byes, w.list(r.passed))
	default:
		why = say("next in the bye order (%d byes so far) after %s, which come first (fewer byes, or as few and ranked lower), but a bye to any of them forces more than the fewest rematches possible (%d)", r.byes, w.list(r.passed), r.fewest)
	}
	return why
}

// match is "Match 2: team 3 (…) v team 8 (…): why."
func (w words) match(x SwissMatch, why movement.Text) movement.Text {
	return say("Match %d: %s v %s: %s.", w.args(x.Table, w.withVP(x.Home), w.withVP(x.Away), why)...)
}

// matchReason says why x.Home meets x.Away, from its record r.
func (w words) matchReason(x SwissMatch, r matchWhy) movement.Text {
	if r.danish {
		if x.Rematch {
			return w.match(x, say("Danish: the next two in the ranking, meeting again"))
		}
		return w.match(x, say("Danish: the next two in the ranking"))
	}
	a := x.Home
	var parts []movement.Text
	if x.Rematch {
		if len(r.unmet) == 0 {
			parts = append(parts, say("a rematch: %s has met every team not yet paired", w.who(a)))
		} else {
			parts = append(parts, say("a rematch: a match of %s against any team it has not met (%s) would give the round more than the fewest rematches possible (%d)", w.who(a), w.list(r.unmet), r.fewest))
		}
		if len(r.again) > 0 {
			parts = append(parts, say("meeting %s again would too", w.list(r.again)))
		}
		return w.match(x, join(parts))
	}
	if len(r.met) == 0 && len(r.blocked) == 0 {
		return w.match(x, say("the two highest-ranked not yet paired"))
	}
	if len(r.met) > 0 {
		parts = append(parts, say("%s has already met %s", w.args(w.who(a), w.list(r.met))...))
	}
	if len(r.blocked) > 0 {
		if r.fewest == 0 {
			parts = append(parts, say("a match against %s would leave the teams not yet paired no pairing without a rematch", w.args(w.list(r.blocked))...))
		} else {
			parts = append(parts, say("a match against %s would give the round more than the fewest rematches possible (%d)", w.list(r.blocked), r.fewest))
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
		return strconv.Itoa(s.Team) + " " + s.Name
	}
	return strconv.Itoa(s.Team)
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
	if o.Pairs && p.Triangle >= 0 {
		return p.triangleMovement(n, boards)
	}
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

// triangleMovement lays out a Swiss pairs round with a triangle: two
// rounds, the halves of the boards (set 1 and set 2 of boards/2 each),
// every match at its table in both; at the triangle's table the odd pair
// takes the sitter's seat against the pivot in the second half.
func (p *Pairing) triangleMovement(n, boards int) (*movement.Movement, error) {
	m := &movement.Movement{
		Name:         fmt.Sprintf("Swiss pairs, round %d, triangle", p.Round),
		Family:       FamilySwissPairs,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        movement.PairSeats(),
		Contestants:  n,
		Rounds:       2,
		Tables:       len(p.Matches),
		Sets:         2,
		BoardsPerSet: boards / 2,
	}
	for half := 1; half <= 2; half++ {
		for _, x := range p.Matches {
			seats := []int{x.Home, x.Away}
			if half == 2 && x.Odd != 0 {
				seats[slices.Index(seats, x.Sitter())] = x.Odd
			}
			m.Play = append(m.Play, movement.Play{Round: half, Table: x.Table, Set: half, Seats: seats})
		}
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("%s: %d problems, first %v", m.Name, len(errs), errs[0])
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
