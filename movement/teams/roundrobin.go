package teams

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The team counts RoundRobin supports.
const (
	MinRoundRobinTeams = 3
	MaxRoundRobinTeams = 40
)

// RoundRobinOptions describe a round robin of head-to-head matches.
type RoundRobinOptions struct {
	// Teams is the number of teams, MinRoundRobinTeams..MaxRoundRobinTeams.
	// An odd number gives one team a bye each round.
	Teams int
	// Rounds is how many rounds (matches) to play; 0 means the complete
	// round robin (CompleteRounds). Fewer rounds play the first rounds of
	// the complete schedule.
	Rounds int
	// BoardsPerMatch is the boards of each match; 0 means DefaultBoards
	// (at least 4).
	BoardsPerMatch int
	// Boards says how the two tables of a match share the boards:
	// movement.BoardsExchange (the default when empty) or
	// movement.BoardsCopies.
	Boards movement.BoardSharing
}

// CompleteRounds returns the rounds of a complete round robin of n teams:
// n−1 for even n, n for odd n (each team has one bye).
func CompleteRounds(n int) int { return n - 1 + n%2 }

// Check returns nil when o describes a round robin RoundRobin builds, or an
// *movement.OptionError naming the first field that is wrong; a number of
// teams outside the supported range matches movement.ErrUnsupported.
func (o RoundRobinOptions) Check() error {
	const gen = "round robin"
	if o.Teams < MinRoundRobinTeams || o.Teams > MaxRoundRobinTeams {
		return &movement.OptionError{Generator: gen, Field: "Teams", Unsupported: true,
			Text: say("want %d to %d", MinRoundRobinTeams, MaxRoundRobinTeams)}
	}
	if full := CompleteRounds(o.Teams); o.Rounds < 0 || o.Rounds > full {
		return &movement.OptionError{Generator: gen, Field: "Rounds",
			Text: say("want 1 to %d for %d teams", full, o.Teams)}
	}
	if err := checkBoards(gen, o.BoardsPerMatch); err != nil {
		return err
	}
	_, err := checkShare(gen, o.Boards, o.BoardsPerMatch)
	return err
}

// bergerRounds returns the complete round robin of n teams by the circle
// method of Berger's tables: with n rounded up to even n', team n' is fixed
// and teams 1..n'−1 stand on a circle; in round r (0-based) team r+1 meets
// team n', and the teams at equal distances on either side of it meet each
// other. Each two teams meet in exactly one round because 2 is invertible
// modulo the odd n'−1. For odd n team n' is the bye.
func bergerRounds(n int) [][][2]int {
	even := n + n%2
	q := even - 1
	out := make([][][2]int, q)
	for r := range q {
		ms := [][2]int{{r + 1, even}}
		for k := 1; k <= (even-2)/2; k++ {
			a := (r-k+q)%q + 1
			b := (r+k)%q + 1
			ms = append(ms, [2]int{min(a, b), max(a, b)})
		}
		out[r] = ms
	}
	return out
}

// RoundRobin builds a round robin of head-to-head matches: in each round
// the teams meet in pairs (Berger's tables), match k at tables 2k−1 and
// 2k, the home team's NS pair at table 2k−1 against the away team's EW
// pair and the away team's NS pair at table 2k against the home team's EW
// pair. Every match of round r plays set r, so every match of a round has
// the same boards (o.Boards says whether the two tables exchange one copy
// halfway or each has its own; the report counts the copies). Home and
// away are chosen so that every team is home within one of as often as it
// is away, whatever the number of rounds.
//
// The complete round robin: every two teams meet exactly once; with an
// odd number every team has exactly one bye. With fewer rounds: no two
// teams meet twice, every team plays every round (even n) or has at most
// one bye (odd n), home and away stay within one.
func RoundRobin(o RoundRobinOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.Teams
	full := CompleteRounds(n)
	rounds := o.Rounds
	if rounds == 0 {
		rounds = full
	}
	matches := rounds // each team's matches (the complete odd one has a bye)
	if n%2 == 1 && rounds == full {
		matches = n - 1
	}
	boards := o.BoardsPerMatch
	if boards == 0 {
		boards = DefaultBoards(matches, 4)
	}
	share, _ := checkShare("round robin", o.Boards, boards)
	all := bergerRounds(n)[:rounds]
	// Drop the bye (team n+1) before orienting.
	for r, ms := range all {
		all[r] = slices.DeleteFunc(ms, func(p [2]int) bool { return p[1] > n })
	}
	// orient returns fresh lists, to sort in place.
	oriented := orient(n, all)
	g := make(grid, rounds)
	for r, ms := range oriented {
		slices.SortFunc(ms, func(a, b [2]int) int { return cmp.Compare(min(a[0], a[1]), min(b[0], b[1])) })
		row := make([]cell, 2*(n/2))
		for k, p := range ms {
			row[2*k] = cell{ns: p[0], ew: p[1], set: r + 1}
			row[2*k+1] = cell{ns: p[1], ew: p[0], set: r + 1}
		}
		g[r] = row
	}
	name := fmt.Sprintf("Round robin, %d teams", n)
	if rounds < full {
		name += fmt.Sprintf(", %d of %d rounds", rounds, full)
	}
	m, err := build(g, shape{name: name, family: FamilyRoundRobin, teams: n, sets: rounds, boards: boards, share: share})
	if err != nil {
		return nil, err
	}
	return promise(m, rounds == full)
}

// The families of this package's movements.
const (
	FamilyRoundRobin    movement.Family = "round-robin"
	FamilyAmericanWhist movement.Family = "american-whist"
	FamilyFlower        movement.Family = "flower"
	FamilySwiss         movement.Family = "swiss"
)
