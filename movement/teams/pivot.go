package teams

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// FamilyPivot names the pivot teams movement.
const FamilyPivot movement.Family = "pivot"

// Pivot teams is a teams-of-four event in which the four players of a
// team change partners twice, so that each plays one stanza with each
// teammate. Two published descriptions make it precise:
//
//   - The rule for the players (Suffolk Contract Bridge Association, "Suffolk
//     Pivot Teams-of-Four", suffolkbridge.co.uk/rules/Pivot-Teams/): three
//     stanzas "with a mandatory exchange of partners and opponents"; "each
//     member of a team must play one stanza in partnership with each other
//     member of the team"; the captains stay at the same table.
//   - The movement for a club's five teams (Barrie Partridge, on the EBU's
//     forum, "Pivot Teams", forums.ebu.co.uk/discussion/comment/9751):
//     "three mini-movements of American Whist (Pairs down two taking boards
//     down one throughout) so after each mini-movement of playing 8 boards
//     there is a scoring break, change of boards, and pivot".
//
// movegen builds the second for an odd number n of teams, MinPivotTeams to
// MaxPivotTeams: three stanzas, each the complete American whist of n
// teams (AmericanWhist; n−1 rounds, every two teams meeting once on one
// set, its two halves in different rounds) on its own new sets (stanza k
// plays sets (k−1)·n+1 to k·n), a scoring break and the pivot after rounds
// n−1 and 2(n−1) (PivotBreaks). Every match begun in a stanza is complete
// at its break, so the director can score it before the players change
// partners. Every two teams meet three times, once a stanza, each time
// with different partnerships; the movement's pairs "t NS" and "t EW" are
// the places of team t (NS at its home table, EW moving), not fixed
// partnerships: which players fill them in each stanza is the pivot
// (PivotNotes says it in the Suffolk rule's words). With 5 teams and 2
// boards a match it is the forum's movement: 12 rounds, 8 boards a stanza,
// 24 boards a player. Seven or more teams would need 18 rounds or more for
// three complete American whists, longer than a club session, and an even
// number has no American whist; EBUScore's manual lists a 10-team pivot
// ("AMBC 10 tables – Pivot 10 disordered – 8 rounds", a disordered
// American whist on one set of boards) whose table the stored copy of the
// manual does not reach, so it is not built.

// The team counts Pivot supports: odd, 3 or 5.
const (
	MinPivotTeams = 3
	MaxPivotTeams = 5
)

// PivotStanzas is the number of stanzas of a pivot teams: each player
// partners each of the three teammates for one.
const PivotStanzas = 3

// PivotOptions describe a pivot teams movement.
type PivotOptions struct {
	// Teams is n, odd, MinPivotTeams..MaxPivotTeams: 3(n−1) rounds at n
	// tables.
	Teams int
	// BoardsPerMatch is the boards of each set; 0 means DefaultBoards of
	// the 3(n−1) matches a team plays (at least 2): 2 for 5 teams, as the
	// forum's movement, 4 for 3.
	BoardsPerMatch int
}

// Check returns nil when o describes a movement Pivot builds, or an
// *movement.OptionError naming the field; a number of teams out of range
// or even matches movement.ErrUnsupported.
func (o PivotOptions) Check() error {
	const gen = "pivot"
	n := o.Teams
	if n < MinPivotTeams || n > MaxPivotTeams || n%2 == 0 {
		return &movement.OptionError{Generator: gen, Field: "Teams", Unsupported: true,
			Text: say("pivot teams is for %d or %d teams (three American whists, one a stanza)", MinPivotTeams, MaxPivotTeams)}
	}
	return checkBoards(gen, o.BoardsPerMatch)
}

// PivotBreaks returns the rounds after which a pivot teams of n teams
// stops to score and change partners: the ends of the first two stanzas,
// rounds n−1 and 2(n−1).
func PivotBreaks(n int) []int { return []int{n - 1, 2 * (n - 1)} }

// ScoringBreaks returns the rounds after which movement m stops for a
// scoring break, ascending, or nil when it has none: the Stagger's after
// round n/2−1; pivot teams' after each of its first two stanzas, where the
// players also change partners (Pivots). It reads the movement's family
// and size, so a movement read back from a file keeps its breaks.
func ScoringBreaks(m *movement.Movement) []int {
	if m == nil {
		return nil
	}
	var after []int
	switch m.Family {
	case FamilyStagger:
		after = []int{StaggerBreak(m.Tables)} // n teams at n tables
	case FamilyPivot:
		after = PivotBreaks(m.Tables)
	}
	var out []int
	for _, a := range after {
		if a >= 1 && a < m.Rounds {
			out = append(out, a)
		}
	}
	return out
}

// Pivots reports whether the players of each team change partners at
// m's scoring breaks (pivot teams).
func Pivots(m *movement.Movement) bool { return m != nil && m.Family == FamilyPivot }

// Pivot builds the pivot teams described by o and validates it: team t's
// NS place is at table t all session; in every stanza every two teams
// meet once, on one set of that stanza; no set is played in two stanzas.
func Pivot(o PivotOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.Teams
	per := n - 1 // rounds a stanza
	boards := o.BoardsPerMatch
	if boards == 0 {
		boards = DefaultBoards(PivotStanzas*per, 2)
	}
	g := make(grid, 0, PivotStanzas*per)
	for k := range PivotStanzas {
		for r := 1; r <= per; r++ { // the American whist's round r
			row := make([]cell, n)
			for i := range n { // table i+1, home of team i+1
				row[i] = cell{ns: i + 1, ew: (i+2*r)%n + 1, set: k*n + (i+r)%n + 1}
			}
			g = append(g, row)
		}
	}
	m, err := build(g, shape{name: fmt.Sprintf("Pivot teams, %d teams", n), family: FamilyPivot, teams: n, sets: PivotStanzas * n, boards: boards, share: movement.BoardsExchange})
	if err != nil {
		return nil, err
	}
	return pivotPromise(m, n)
}

// pivotPromise checks what Pivot guarantees: every match within one
// stanza, and every two teams meeting exactly once in each stanza; a
// failure is a bug, returned as an internal error.
func pivotPromise(m *movement.Movement, n int) (*movement.Movement, error) {
	per := n - 1
	met := map[[3]int]int{} // (stanza, lower team, higher team) → matches
	for _, x := range movement.TeamMatches(m) {
		k := (x.HomeRound - 1) / per
		if (x.AwayRound-1)/per != k {
			return nil, movement.Internalf("%s: the match %d–%d is played across a pivot", m.Name, x.Home, x.Away)
		}
		met[[3]int{k, min(x.Home, x.Away), max(x.Home, x.Away)}]++
	}
	for k := range PivotStanzas {
		for a := 1; a <= n; a++ {
			for b := a + 1; b <= n; b++ {
				if c := met[[3]int{k, a, b}]; c != 1 {
					return nil, movement.Internalf("%s: teams %d and %d meet %d times in stanza %d", m.Name, a, b, c, k+1)
				}
			}
		}
	}
	return m, nil
}

// PivotNotes explains a pivot teams in words: the movement, the breaks and
// how the players change partners.
func PivotNotes(o PivotOptions, m *movement.Movement) []movement.Text {
	n := o.Teams
	per := n - 1
	b := PivotBreaks(n)
	return []movement.Text{
		say("Pivot teams: three stanzas of %d rounds, each a complete American whist of %d teams on new sets: NS places stay at their home tables, EW pairs move down two tables and the boards down one, to start and every round.", per, n),
		say("Stanza 1: rounds 1 to %d, sets 1 to %d; stanza 2: rounds %d to %d, sets %d to %d; stanza 3: rounds %d to %d, sets %d to %d.", per, n, per+1, 2*per, n+1, 2*n, 2*per+1, 3*per, 2*n+1, 3*n),
		say("Scoring break and pivot after rounds %d and %d: every match begun is complete; the four players of each team change partners, so that each plays one stanza with each teammate. The captain stays North at the home table and partners a different teammate each stanza; the other two play EW.", b[0], b[1]),
		say("Every two teams meet once in each stanza, three times in all, each time with different partnerships; nobody plays a set twice and no team has a bye."),
		movement.BoardsNote(m, o.BoardsPerMatch == 0, false),
	}
}
