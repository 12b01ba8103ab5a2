package teams

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// FamilyStagger names the Stagger teams movement.
const FamilyStagger movement.Family = "stagger"

// The Stagger follows EBUScore's teams movement manual ("Club 8 Teams –
// Stagger"; the manual as bridgewebs.com/amersham publishes it, "EBUScore
// TSUserMoveManual", the 8-team entry after the Thurner): the tables
// stand in two parallel rows, 1 to 4 and 5 to 8, and the boards are
// shared across the rows (1 with 5, 2 with 6, 3 with 7, 4 with 8); the
// session is two stanzas with a scoring break between them, sets 1 to 4
// in the first (set k starting at table k, shared with table k+4) and
// fresh sets 5 to 8 in the second (set 4+k at table k); within a stanza
// the EW pairs move down two tables and the boards down one each round.
// A match's two halves are played on one set, in different rounds (as in
// an American whist) but for the team across the rows, met head to head
// at the two tables sharing the set; so every match is complete within
// its stanza and can be scored at the break.
//
// The manual's moves as printed, "initial move: EW down 1" and at the
// break "EW down 2, put out new boards", cannot be played: moving down an
// odd number of tables once and then down two each round keeps every EW
// pair at an odd distance from its home table, so two teams at an even
// distance (1 and 3) never meet (TestStaggerManualMoves shows it). The
// two moves exchanged, EW down 2 to start and down 1 at the break, give
// the movement the rest of the entry describes: 3 rounds before the
// break (the end of round 3, as printed) and 4 after it, 7 rounds, every
// team meeting every other once. movegen builds that. The manual plays
// only the first 3 boards of each set in the first stanza (25 boards a
// team); movegen's sets all have BoardsPerMatch boards.
//
// The same rule serves any even number n of teams at n tables in two
// rows of h = n/2, table t sharing with t+h: n/2−1 rounds on sets 1..h,
// the break, n/2 rounds on sets h+1..n. The EW pair of team t sits at
// table t−2r in round r of the first stanza and t+1−2(r−h) in round r of
// the second (tables modulo n); table t plays set 1+(t−1+r−1 mod h) in
// the first stanza and h+1+(t−1+r−h mod h) in the second. The tests check
// every even n in range.

// The team counts Stagger supports: even numbers only.
const (
	MinStaggerTeams = 4
	MaxStaggerTeams = 40
)

// StaggerOptions describe a Stagger teams movement.
type StaggerOptions struct {
	// Teams is n, even, MinStaggerTeams..MaxStaggerTeams: n−1 rounds at
	// n tables.
	Teams int
	// BoardsPerMatch is the boards of each set; 0 means DefaultBoards
	// (at least 2): 4 for the manual's 8 teams.
	BoardsPerMatch int
}

// Check returns nil when o describes a movement Stagger builds, or an
// *movement.OptionError naming the field; an odd or out-of-range number
// of teams matches movement.ErrUnsupported.
func (o StaggerOptions) Check() error {
	const gen = "stagger"
	n := o.Teams
	if n < MinStaggerTeams || n > MaxStaggerTeams || n%2 == 1 {
		return &movement.OptionError{Generator: gen, Field: "Teams", Unsupported: true,
			Text: say("the Stagger wants an even number of teams, %d to %d (two rows of tables sharing boards)", MinStaggerTeams, MaxStaggerTeams)}
	}
	return checkBoards(gen, o.BoardsPerMatch)
}

// StaggerBreak returns the rounds of the first stanza of a Stagger for n
// teams: the scoring break comes after round n/2−1.
func StaggerBreak(n int) int { return n/2 - 1 }

// Stagger builds the Stagger described by o and validates it: team t's
// NS pair stays at table t.
func Stagger(o StaggerOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.Teams
	h := n / 2
	boards := o.BoardsPerMatch
	if boards == 0 {
		boards = DefaultBoards(n-1, 2)
	}
	mod := func(a, k int) int { return (a%k + k) % k }
	g := make(grid, n-1)
	for r := 1; r <= n-1; r++ {
		row := make([]cell, n)
		for t := range n { // table t+1, home of team t+1
			set := 1 + mod(t+r-1, h)
			if r > StaggerBreak(n) {
				set = h + 1 + mod(t+r-h, h)
			}
			row[t].ns, row[t].set = t+1, set
		}
		for t := range n { // team t+1's EW pair
			at := mod(t-2*r, n)
			if r > StaggerBreak(n) {
				at = mod(t+1-2*(r-h), n)
			}
			row[at].ew = t + 1
		}
		g[r-1] = row
	}
	m, err := build(g, shape{name: fmt.Sprintf("Stagger, %d teams", n), family: FamilyStagger, teams: n, sets: n, boards: boards, share: movement.BoardsExchange})
	if err != nil {
		return nil, err
	}
	return promise(m, true)
}

// StaggerNotes explains a Stagger in words.
func StaggerNotes(o StaggerOptions, m *movement.Movement) []movement.Text {
	n := o.Teams
	h := n / 2
	b := StaggerBreak(n)
	return []movement.Text{
		say("Stagger: NS pairs stay at their home tables, set out in two rows, tables 1 to %d and %d to %d; table t shares its set with table t+%d in every round.", h, h+1, n, h),
		say("First stanza, rounds 1 to %d: sets 1 to %d, set k starting at table k; EW pairs move down two tables to start and every round, the boards down one.", b, h),
		say("Scoring break after round %d: every match begun is complete. Second stanza, rounds %d to %d: new sets %d to %d, set %d+k starting at table k; EW pairs move down one table at the break, then down two and the boards down one every round.", b, b+1, n-1, h+1, n, h),
		say("Every team meets every other once, on one set, both halves within one stanza: the team across the rows head to head at the two tables sharing the set, the others in two different rounds; nobody plays a set twice and no team has a bye."),
		movement.BoardsNote(m, o.BoardsPerMatch == 0, false),
	}
}
