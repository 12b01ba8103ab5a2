package teams

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The team counts AmericanWhist supports (odd counts only).
const (
	MinWhistTeams = 3
	MaxWhistTeams = 39
)

// AmericanWhistOptions describe an American whist teams movement.
type AmericanWhistOptions struct {
	// Teams is the number of teams: odd, MinWhistTeams..MaxWhistTeams.
	Teams int
	// Rounds is how many rounds to play: even, 2..Teams−1; 0 means all
	// Teams−1 (every team meets every other).
	Rounds int
	// BoardsPerMatch is the boards of each match (one set); 0 means
	// DefaultBoards (at least 2).
	BoardsPerMatch int
}

// Check returns nil when o describes a movement AmericanWhist builds, or
// an *movement.OptionError naming the first field that is wrong; an even
// or out-of-range number of teams matches movement.ErrUnsupported.
func (o AmericanWhistOptions) Check() error {
	const gen = "american whist"
	if o.Teams < MinWhistTeams || o.Teams > MaxWhistTeams || o.Teams%2 == 0 {
		return &movement.OptionError{Generator: gen, Field: "Teams", Unsupported: true,
			Text: say("the American whist movement wants an odd number of teams, %d to %d", MinWhistTeams, MaxWhistTeams)}
	}
	if o.Rounds < 0 || o.Rounds > o.Teams-1 || o.Rounds%2 == 1 {
		return &movement.OptionError{Generator: gen, Field: "Rounds",
			Text: say("want an even number from 2 to %d for %d teams (each match is played in two rounds)", o.Teams-1, o.Teams)}
	}
	return checkBoards(gen, o.BoardsPerMatch)
}

// AmericanWhist builds the American whist teams movement for an odd
// number n of teams at n tables: each team's NS pair stays at its home
// table (team t at table t) all session; the EW pairs move down two tables
// each round and the boards down one ("pairs down two, dropping the boards
// off one"). One set is at each table: sets never need copies.
//
// In round r (1..n−1) the EW pair of team t+2r sits at table t and table
// t plays set t+r (numbers modulo n). Team A's NS pair meets team B's EW
// pair in round r = (B−A)/2 on set A+r, and team B's NS pair meets A's EW
// pair in round n−r on set B+(n−r), the same set: the set travels from A's
// table to B's and the match is complete once both halves are played.
// Every two teams meet once, on one set; nobody plays a set twice; every
// team's pairs keep their directions; no team has a bye.
//
// With fewer rounds R (even), movegen plays rounds 1..R/2 and
// n−R/2..n−1 of the complete movement, renumbered 1..R: the EW pairs
// skip ahead once, after round R/2. Rounds r and n−r are both kept, so
// every match is complete; every team plays R matches and no two teams
// meet twice.
//
// With three teams this is the three-way match: three tables, two
// rounds, each team meeting each of the other two on one set.
func AmericanWhist(o AmericanWhistOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.Teams
	rounds := o.Rounds
	if rounds == 0 {
		rounds = n - 1
	}
	boards := o.BoardsPerMatch
	if boards == 0 {
		boards = DefaultBoards(rounds, 2)
	}
	keep := WhistRounds(n, rounds)
	g := make(grid, len(keep))
	for k, r := range keep {
		row := make([]cell, n)
		for i := range n { // table i+1, home of team i+1
			row[i] = cell{ns: i + 1, ew: (i+2*r)%n + 1, set: (i+r)%n + 1}
		}
		g[k] = row
	}
	name := fmt.Sprintf("American whist, %d teams", n)
	if rounds < n-1 {
		name += fmt.Sprintf(", %d of %d rounds", rounds, n-1)
	}
	m, err := build(g, shape{name: name, family: FamilyAmericanWhist, teams: n, sets: n, boards: boards, share: movement.BoardsExchange})
	if err != nil {
		return nil, err
	}
	return promise(m, rounds == n-1)
}

// WhistRounds returns the rounds of the complete American whist movement
// for n teams that a movement of r rounds plays, in order: 1..r/2 and
// n−r/2..n−1.
func WhistRounds(n, r int) []int {
	var out []int
	for k := 1; k <= r/2; k++ {
		out = append(out, k)
	}
	for k := n - r/2; k <= n-1; k++ {
		out = append(out, k)
	}
	return out
}
