package movement

import (
	"cmp"
	"maps"
	"slices"
	"strconv"
)

// Teams describes a teams-of-four event laid over a pairs movement
// (Movement.Teams; Kind Pairs, Game Bridge). A team is two pairs; a match
// between teams A and B on a set is two plays of that set: A's pair NS
// against B's pair EW at one table, and B's pair NS against A's other pair
// EW at another table. Scores are compared across those two tables. The
// two plays are usually in the same round at two tables (a head-to-head
// match), but need not be: in an American whist movement the set travels
// from the first table to the second and the second half is played some
// rounds later.
//
// Nothing about matches is stored: they follow from the plays and the
// team of each pair (see TeamMatches), so the description cannot disagree
// with the schedule. Validate checks that every play pairs up into a
// match; AnalyzeTeams reports who met whom.
type Teams struct {
	// Pairs holds the two pairs (contestant numbers) of each team:
	// Pairs[t-1] is team t. Every contestant of the movement belongs to
	// exactly one team.
	Pairs [][2]int
	// Names holds optional display names by team number.
	Names map[int]string
	// Boards says how the two tables of a match get the boards when they
	// play a set in the same round: BoardsExchange or BoardsCopies.
	Boards BoardSharing
}

// BoardSharing says how two tables of a match playing the same set in the
// same round share its boards.
type BoardSharing string

// The ways of sharing boards within a match.
const (
	// BoardsExchange: one copy of the set per match. The home table (the
	// lower-numbered) starts with the first half of the boards, the other
	// table with the second half, and the two tables exchange them
	// halfway through the round.
	BoardsExchange BoardSharing = "exchange"
	// BoardsCopies: duplicated boards. Each table has its own copy of the
	// set and plays it from the first board.
	BoardsCopies BoardSharing = "copies"
)

// Valid reports whether b is one of the known ways.
func (b BoardSharing) Valid() bool { return b == BoardsExchange || b == BoardsCopies }

// Count returns the number of teams; 0 for nil.
func (t *Teams) Count() int {
	if t == nil {
		return 0
	}
	return len(t.Pairs)
}

// Clone returns a deep copy of t (nil for nil).
func (t *Teams) Clone() *Teams {
	if t == nil {
		return nil
	}
	return &Teams{Pairs: slices.Clone(t.Pairs), Names: maps.Clone(t.Names), Boards: t.Boards}
}

// TeamName returns the display name of team t: its name when it has one,
// else its number.
func (m *Movement) TeamName(t int) string {
	if m.Teams != nil {
		if n, ok := m.Teams.Names[t]; ok && n != "" {
			return n
		}
	}
	return strconv.Itoa(t)
}

// TeamOf returns the team of contestant c, or 0 when c belongs to no team
// (or m has no teams).
func (m *Movement) TeamOf(c int) int {
	if m.Teams == nil || c < 1 {
		return 0
	}
	for i, p := range m.Teams.Pairs {
		if p[0] == c || p[1] == c {
			return i + 1
		}
	}
	return 0
}

// teamIndex returns the team of every contestant 1..C (index c-1; 0: none).
// A contestant listed twice keeps its first team; numbers out of range are
// skipped (Validate reports them).
func teamIndex(m *Movement) []int {
	out := make([]int, max(m.Contestants, 0))
	if m.Teams == nil {
		return out
	}
	for i, p := range m.Teams.Pairs {
		for _, c := range p {
			if c >= 1 && c <= m.Contestants && out[c-1] == 0 {
				out[c-1] = i + 1
			}
		}
	}
	return out
}

// TeamMatch is two teams compared on one set: Home's pair sits NS against
// Away's pair EW at HomeTable in HomeRound, and Away's pair sits NS against
// Home's other pair at AwayTable in AwayRound. Home is the team sitting NS
// at the earlier of the two plays (the lower table when both are in one
// round). A match played over several sets (stanzas) is one TeamMatch per
// set.
type TeamMatch struct {
	Set                  int
	Home, Away           int
	HomeRound, HomeTable int
	AwayRound, AwayTable int
	// HomePairs and AwayPairs are each team's pairs as seated: [0] the
	// pair NS at its own table, [1] the pair EW at the other.
	HomePairs, AwayPairs [2]int
}

// SameRound reports whether both tables play the match in the same round
// (head to head), so that they share the boards as Teams.Boards says.
func (x TeamMatch) SameRound() bool { return x.HomeRound == x.AwayRound }

// Halves returns the boards each table of a head-to-head match starts
// with when the tables exchange halfway (Teams.Boards is BoardsExchange):
// the home table plays the first ⌈B/2⌉ boards of the set, the away table
// the others, then they exchange. A match card says "boards 1–4, then
// exchange with table 2 for boards 5–8". ok is false when the halves of
// the match are in different rounds or the set has fewer than 2 boards.
func (x TeamMatch) Halves(m *Movement) (home, away [2]int, ok bool) {
	first, last := m.Boards(x.Set)
	if !x.SameRound() || last-first < 1 {
		return home, away, false
	}
	mid := first + (last-first+1+1)/2 - 1
	return [2]int{first, mid}, [2]int{mid + 1, last}, true
}

// Rounds returns the first and last round of the match.
func (x TeamMatch) Rounds() (first, last int) {
	return min(x.HomeRound, x.AwayRound), max(x.HomeRound, x.AwayRound)
}

// teamPlay is a usable play of a teams movement with its two teams.
type teamPlay struct {
	p          *Play
	nsT, ewT   int // teams
	round, tab int
}

// teamKey is a seating of two teams on a set: team ns NS, team ew EW.
type teamKey struct{ ns, ew, set int }

// teamPlays returns the plays of m whose round, table, set and seats are
// in range and whose two pairs both belong to teams, by (NS team, EW team,
// set), each list in round, table order. The first play at a (round,
// table) wins, as in Grid.
func teamPlays(m *Movement, team []int) map[teamKey][]teamPlay {
	out := map[teamKey][]teamPlay{}
	if len(m.Seats) != 2 {
		return out
	}
	for r, row := range m.Grid() {
		for t, p := range row {
			if p == nil || len(p.Seats) != 2 || p.Set < 1 || p.Set > m.Sets {
				continue
			}
			ns, ew := p.Seats[0], p.Seats[1]
			if ns < 1 || ns > m.Contestants || ew < 1 || ew > m.Contestants {
				continue
			}
			a, b := team[ns-1], team[ew-1]
			if a == 0 || b == 0 || a == b {
				continue
			}
			k := teamKey{a, b, p.Set}
			out[k] = append(out[k], teamPlay{p: p, nsT: a, ewT: b, round: r + 1, tab: t + 1})
		}
	}
	return out
}

// TeamMatches returns the matches of a teams movement in order of their
// first play (round, then table), then set. A play that does not pair up
// with its other half (Validate reports it as uncompared) is left out; so
// are plays of a set that two teams play at more than two tables. nil when
// m has no teams.
func TeamMatches(m *Movement) []TeamMatch {
	if m.Teams == nil {
		return nil
	}
	team := teamIndex(m)
	plays := teamPlays(m, team)
	var out []TeamMatch
	for k, xs := range plays {
		if k.ns > k.ew {
			continue // each pair of teams once, from the lower team's side
		}
		ys := plays[teamKey{k.ew, k.ns, k.set}]
		if len(xs) != 1 || len(ys) != 1 {
			continue
		}
		x, y := xs[0], ys[0]
		if cmp.Or(cmp.Compare(y.round, x.round), cmp.Compare(y.tab, x.tab)) < 0 {
			x, y = y, x
		}
		out = append(out, TeamMatch{
			Set: k.set, Home: x.nsT, Away: x.ewT,
			HomeRound: x.round, HomeTable: x.tab,
			AwayRound: y.round, AwayTable: y.tab,
			HomePairs: [2]int{x.p.Seats[0], y.p.Seats[1]},
			AwayPairs: [2]int{y.p.Seats[0], x.p.Seats[1]},
		})
	}
	sortMatches(out)
	return out
}

func sortMatches(ms []TeamMatch) {
	slices.SortFunc(ms, func(a, b TeamMatch) int {
		return cmp.Or(cmp.Compare(a.HomeRound, b.HomeRound), cmp.Compare(a.HomeTable, b.HomeTable), cmp.Compare(a.Set, b.Set))
	})
}

// TeamMeeting is one meeting of two teams: the matches (sets) they play
// against each other in one run of rounds. Two matches of the same teams
// belong to one meeting when their rounds overlap, or when both are head
// to head and follow on (a match over two stanzas, as in the Camrose); a
// later match after a gap is another meeting, and so is a match played in
// two halves that begins in the round after another ended (pivot teams:
// the same two teams in the last round of one stanza's American whist and
// the first of the next, with new partners and new boards).
type TeamMeeting struct {
	A, B        int // the teams, A < B
	First, Last int // rounds
	Sets        []int
}

// TeamMeetings groups matches into meetings, in order of teams then
// rounds.
func TeamMeetings(ms []TeamMatch) []TeamMeeting {
	by := map[[2]int][]TeamMatch{}
	for _, x := range ms {
		k := [2]int{min(x.Home, x.Away), max(x.Home, x.Away)}
		by[k] = append(by[k], x)
	}
	keys := make([][2]int, 0, len(by))
	for k := range by {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
	var out []TeamMeeting
	for _, k := range keys {
		xs := by[k]
		slices.SortFunc(xs, func(a, b TeamMatch) int {
			af, _ := a.Rounds()
			bf, _ := b.Rounds()
			return cmp.Or(cmp.Compare(af, bf), cmp.Compare(a.Set, b.Set))
		})
		var cur *TeamMeeting
		split := false // the last match added to cur is played in two halves
		for _, x := range xs {
			f, l := x.Rounds()
			if cur != nil && (f <= cur.Last || f == cur.Last+1 && !split && x.SameRound()) {
				split = split || !x.SameRound()
				cur.Last = max(cur.Last, l)
				cur.Sets = append(cur.Sets, x.Set)
				continue
			}
			out = append(out, TeamMeeting{A: k[0], B: k[1], First: f, Last: l, Sets: []int{x.Set}})
			cur = &out[len(out)-1]
			split = !x.SameRound()
		}
	}
	return out
}

// Copies returns, for every set (index s-1), the copies of it the room
// needs, the one count the director's setup sheet, the table cards and
// check's notes use. A set not played needs 0.
//
// In a teams movement it is the most in use at once: in each round one
// per table playing it, except that the two tables of a head-to-head
// match share one copy when Teams.Boards is BoardsExchange.
//
// Otherwise it is, over the rounds, the most any round needs, each
// section its own (TableCopies for the tables of one section playing the
// set in that round), and at least one per section that plays the set at
// any time: a section keeps its copy all session, its tables passing the
// boards among themselves (a 15-table web's sections A, D and F play set
// 7 in different rounds: 3 copies). Preferans deals every table its own
// copy and keeps no section minimum.
func Copies(m *Movement) []int {
	if m.Teams != nil {
		return copies(m, TeamMatches(m))
	}
	out := make([]int, max(m.Sets, 0))
	if m.Sets < 1 || m.Sets > MaxSets {
		return out
	}
	sections := make([]map[int]bool, m.Sets) // by set: the sections playing it
	for _, row := range m.Grid() {
		at := map[[2]int]int{} // set, section → tables playing it this round
		for t, p := range row {
			if p == nil || !p.InPlay() || p.Set < 1 || p.Set > m.Sets {
				continue
			}
			s, _ := m.SectionOf(t + 1)
			at[[2]int{p.Set, s}]++
			if sections[p.Set-1] == nil {
				sections[p.Set-1] = map[int]bool{}
			}
			sections[p.Set-1][s] = true
		}
		need := map[int]int{}
		for k, n := range at {
			need[k[0]] += TableCopies(m, n)
		}
		for set, n := range need {
			out[set-1] = max(out[set-1], n)
		}
	}
	if m.Game != Preferans {
		for k := range out {
			out[k] = max(out[k], len(sections[k]))
		}
	}
	return out
}

// TableCopies is how many copies of one set n tables of one section need
// when they play it in the same round, outside a teams movement (Copies
// has the teams' rule). At preferans each table deals from its own copy.
// At bridge pairs the tables pass the boards of one copy between them
// while it has a board for each table to start on; beyond that, one copy
// for every BoardsPerSet tables (a barometer of 10 tables on 1-board
// sets: 10 copies; 4 tables on 3-board sets: 2). An individual
// movement's tables pass one copy.
func TableCopies(m *Movement, n int) int {
	switch {
	case n < 1:
		return 0
	case m.Game == Preferans:
		return n
	case m.Kind == Pairs && m.Teams == nil && m.BoardsPerSet >= 1 && n > m.BoardsPerSet:
		return (n + m.BoardsPerSet - 1) / m.BoardsPerSet
	}
	return 1
}

// copies is Copies with m's matches (TeamMatches) already found.
func copies(m *Movement, matches []TeamMatch) []int {
	out := make([]int, max(m.Sets, 0))
	if m.Sets < 1 || m.Sets > MaxSets {
		return out
	}
	shared := map[[3]int]bool{} // round, table, set: the away table of a match sharing one copy
	if m.Teams != nil && m.Teams.Boards == BoardsExchange {
		for _, x := range matches {
			if x.SameRound() {
				shared[[3]int{x.AwayRound, x.AwayTable, x.Set}] = true
			}
		}
	}
	for r, row := range m.Grid() {
		n := make(map[int]int)
		for t, p := range row {
			if p == nil || !p.InPlay() || p.Set < 1 || p.Set > m.Sets || shared[[3]int{r + 1, t + 1, p.Set}] {
				continue
			}
			n[p.Set]++
		}
		for s, k := range n {
			out[s-1] = max(out[s-1], k)
		}
	}
	return out
}
