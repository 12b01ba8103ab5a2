package teams

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The team counts Flower supports.
const (
	MinFlowerTeams = 3
	MaxFlowerTeams = 40
)

// FlowerOptions describe a flower teams movement.
type FlowerOptions struct {
	// Teams is the number of teams, MinFlowerTeams..MaxFlowerTeams.
	Teams int
	// Rounds is how many rounds to play; 0 means all (CompleteRounds:
	// every two teams meet once). Fewer rounds play the first ones.
	Rounds int
	// BoardsPerMatch is the boards of each match; 0 means DefaultBoards
	// (at least 2).
	BoardsPerMatch int
	// EWStep is how many tables the EW pairs move up each round; 0 means
	// 1 for an odd number of teams and 2 for an even one (Bridge::Flower's
	// defaults). It must have no common factor with the number of rounds
	// of the complete movement.
	EWStep int
	// Boards says how the two tables of a match share the boards:
	// movement.BoardsExchange (the default when empty) or
	// movement.BoardsCopies.
	Boards movement.BoardSharing
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// step returns the EW step to use.
func (o FlowerOptions) step() int {
	switch {
	case o.EWStep != 0:
		return o.EWStep
	case o.Teams%2 == 1:
		return 1
	}
	return 2
}

// Check returns nil when o describes a movement Flower builds, or an
// *movement.OptionError naming the first field that is wrong; a number of
// teams outside the supported range matches movement.ErrUnsupported.
func (o FlowerOptions) Check() error {
	const gen = "flower"
	if o.Teams < MinFlowerTeams || o.Teams > MaxFlowerTeams {
		return &movement.OptionError{Generator: gen, Field: "Teams", Unsupported: true,
			Text: say("want %d to %d", MinFlowerTeams, MaxFlowerTeams)}
	}
	k := FlowerRounds(o.Teams)
	if o.Rounds < 0 || o.Rounds > k {
		return &movement.OptionError{Generator: gen, Field: "Rounds",
			Text: say("want 1 to %d for %d teams", k, o.Teams)}
	}
	if s := o.step(); s < 1 || s >= k || gcd(s, k) != 1 {
		return &movement.OptionError{Generator: gen, Field: "EWStep",
			Text: say("want 1 to %d with no common factor with %d, or two teams would meet twice", k-1, k)}
	}
	if err := checkBoards(gen, o.BoardsPerMatch); err != nil {
		return err
	}
	_, err := checkShare(gen, o.Boards, o.BoardsPerMatch)
	return err
}

// Flower builds the flower teams movement (the movement Robin Barker's
// Bridge::Flower writes for EBUScore: home tables, every team playing a
// short match against every other in one session). Team t's NS pair stays
// at home table t; k = n home tables for odd n, n−1 for even n (with team
// n's home table n beside them). In round r (0-based) the EW pairs stand
// so that at table t the EW pair of team c−t sits, c = step·r (numbers
// 0-based modulo k): the EW pairs move up step tables a round. Team a's NS
// pair then meets team b's EW pair exactly when a+b ≡ c, and so does team
// b's NS pair team a's EW pair, at the same time: a head-to-head match.
// Where a team would meet itself, the table is idle and the team has a
// bye (odd n); for even n team n's EW pair plays there and that team's EW
// pair plays team n's NS pair at table n.
//
// Every table plays set r+1 in round r+1: one set a round for the whole
// room (o.Boards says whether the two tables of a match share one copy or
// have one each).
//
// Complete (k rounds): every two teams meet exactly once, every team has
// one bye (odd n) or none (even n), nobody plays a set twice, and every
// pair keeps its direction. Fewer rounds play the first ones: no two
// teams meet twice and every team has at most one bye.
func Flower(o FlowerOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.Teams
	k := FlowerRounds(n)
	rounds := o.Rounds
	if rounds == 0 {
		rounds = k
	}
	matches := rounds
	if n%2 == 1 && rounds == k {
		matches = n - 1
	}
	boards := o.BoardsPerMatch
	if boards == 0 {
		boards = DefaultBoards(matches, 2)
	}
	share, _ := checkShare("flower", o.Boards, boards)
	step := o.step()
	g := make(grid, rounds)
	for r := range rounds {
		c := step * r % k
		row := make([]cell, n)
		for t := range k {
			v := ((c-t)%k + k) % k
			switch {
			case v != t:
				row[t] = cell{ns: t + 1, ew: v + 1, set: r + 1}
			case n%2 == 0:
				row[t] = cell{ns: t + 1, ew: n, set: r + 1}
				row[n-1] = cell{ns: n, ew: t + 1, set: r + 1}
			}
		}
		g[r] = row
	}
	name := fmt.Sprintf("Flower, %d teams", n)
	if rounds < k {
		name += fmt.Sprintf(", %d of %d rounds", rounds, k)
	}
	m, err := build(g, shape{name: name, family: FamilyFlower, teams: n, sets: rounds, boards: boards, share: share})
	if err != nil {
		return nil, err
	}
	return promise(m, rounds == k)
}

// FlowerRounds returns the rounds of the complete flower movement for n
// teams: n for odd n (one bye each), n−1 for even n, as many as the
// complete round robin's (CompleteRounds). It is also the number of home
// tables on the circle (team n's home table is outside it for even n).
func FlowerRounds(n int) int { return CompleteRounds(n) }
