package teams

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// FamilyThurner names the Thurner teams movement.
const FamilyThurner movement.Family = "thurner"

// The Thurner follows EBUScore's teams movement manual ("Club 6 teams –
// Thurner, 5 rounds of 5 boards"; the manual as bridgewebs.com/amersham
// publishes it, "EBUScore TSUserMoveManual"): 5 sets on tables 1 to 5,
// moving down one table round the circuit 5 to 1; table 6 shares with
// table 1 in the first round and with another table each round after;
// the EW pairs start EW 1 at table 6, EW 2 at 4, EW 3 at 2, EW 4 at 5,
// EW 5 at 3 and EW 6 at 1; EW pairs 1 to 5 move up one table round the
// circuit 1 to 5, and in the round they would arrive at their home table
// they play at table 6 instead, sharing the boards of their home table;
// EW 6 moves up two tables a round round the circuit. Every team meets
// every other once, on one set whose two halves are played in different
// rounds (as in an American whist).
//
// The code is written for n teams (the pair reaching its home table in
// round r is team 2r−1's, modulo n−1, as in the manual's starting
// positions), but with these starting positions only 6 teams give every
// match both its halves on one set (8 to 38 were tried and fail), so
// movegen builds the manual's 6 teams only. The tests reproduce the
// manual's table.

// The team counts Thurner supports: the manual's 6.
const (
	MinThurnerTeams = 6
	MaxThurnerTeams = 6
)

// ThurnerOptions describe a Thurner teams movement.
type ThurnerOptions struct {
	// Teams is n, 6 (MinThurnerTeams..MaxThurnerTeams): n−1 rounds at n
	// tables.
	Teams int
	// BoardsPerMatch is the boards of each set; 0 means DefaultBoards
	// (at least 2).
	BoardsPerMatch int
}

// Check returns nil when o describes a movement Thurner builds, or an
// *movement.OptionError naming the field.
func (o ThurnerOptions) Check() error {
	const gen = "thurner"
	n := o.Teams
	if n < MinThurnerTeams || n > MaxThurnerTeams {
		return &movement.OptionError{Generator: gen, Field: "Teams", Unsupported: true,
			Text: say("the Thurner is for %d teams (EBUScore's club movement)", MinThurnerTeams)}
	}
	return checkBoards(gen, o.BoardsPerMatch)
}

// Thurner builds the Thurner described by o and validates it: team t's
// NS pair stays at table t, team n's NS pair at table n.
func Thurner(o ThurnerOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.Teams
	k := n - 1
	boards := o.BoardsPerMatch
	if boards == 0 {
		boards = DefaultBoards(k, 2)
	}
	mod := func(a int) int { return ((a-1)%k+k)%k + 1 } // 1..k
	// home[i] is the round in which EW i arrives at its home table: the
	// home table of round r is 2r−1.
	home := make([]int, n)
	for r := 1; r <= k; r++ {
		home[mod(2*r-1)] = r
	}
	g := make(grid, k)
	for r := 1; r <= k; r++ {
		row := make([]cell, n)
		for t := 1; t <= k; t++ {
			row[t-1] = cell{ns: t, set: mod(t + r - 1)}
		}
		h := mod(2*r - 1)
		row[n-1] = cell{ns: n, set: row[h-1].set}
		for i := 1; i <= k; i++ {
			t := mod(i - home[i] + r) // up one a round, at home in round home[i]
			if t == i {
				row[n-1].ew = i
			} else {
				row[t-1].ew = i
			}
		}
		row[h-1].ew = n
		g[r-1] = row
	}
	m, err := build(g, shape{name: fmt.Sprintf("Thurner, %d teams", n), family: FamilyThurner, teams: n, sets: k, boards: boards, share: movement.BoardsExchange})
	if err != nil {
		return nil, err
	}
	return promise(m, true)
}

// ThurnerNotes explains a Thurner in words.
func ThurnerNotes(o ThurnerOptions, m *movement.Movement) []movement.Text {
	n := o.Teams
	return []movement.Text{
		say("Thurner: NS pairs stay at their home tables; the %d sets move down one table round tables %d to 1, and table %d shares the set of the home table of the EW pair playing there.", n-1, n-1, n),
		say("EW pairs 1 to %d move up one table a round round tables 1 to %d; in the round they would reach their home table they play at table %d instead. EW pair %d (the last team's) moves up two tables a round.", n-1, n-1, n, n),
		say("Every team meets every other once, on one set whose two halves are played in different rounds; nobody plays a set twice and no team has a bye."),
		movement.BoardsNote(m, o.BoardsPerMatch == 0, false),
	}
}
