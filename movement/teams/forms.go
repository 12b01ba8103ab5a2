package teams

import "github.com/movegen/movegen/movement"

// Form is one way the generators of this package run an event of a given
// number of teams in one go, with the figures a planner lists: measured on
// the movement itself (AnalyzeTeams), not computed beside it.
type Form struct {
	// Family is the generator: FamilyRoundRobin, FamilyAmericanWhist or
	// FamilyFlower.
	Family movement.Family
	// Movement is the generated movement (its Name names the form).
	Movement *movement.Movement
	// Rounds, Tables and BoardsPerMatch are the movement's.
	Rounds, Tables, BoardsPerMatch int
	// Matches is the fewest matches a team plays; BoardsPerTeam the
	// fewest boards a team plays (Matches × BoardsPerMatch).
	Matches, BoardsPerTeam int
	// Byes is the most byes a team has; Copies the most copies of a set
	// in use at once.
	Byes, Copies int
	// Notes are the generator's notes on the movement.
	Notes []movement.Text
}

// BoardsFor returns the boards a match that bring the boards each team
// plays (matches × boards) closest to target, ties going to fewer, and at
// least least. DefaultBoards is BoardsFor with target 26.
func BoardsFor(matches, target, least int) int {
	if matches < 1 || target < 1 {
		return least
	}
	lo := max(target/matches, 1)
	hi := lo + 1
	b := hi
	if target-lo*matches <= hi*matches-target {
		b = lo
	}
	return max(b, least)
}

// Forms returns the complete forms for n teams, each with the boards a
// match that bring a team's boards closest to boardsPerTeam (0: 26): the
// round robin (3 to MaxRoundRobinTeams teams), the American whist (odd n)
// and the flower. It returns nil for n below 3. Exchanged boards unless
// copies is set. A generator error is returned as such (a bug: every n in
// range is built).
func Forms(n, boardsPerTeam int, copies bool) ([]Form, error) {
	if boardsPerTeam <= 0 {
		boardsPerTeam = 26
	}
	share := movement.BoardsExchange
	if copies {
		share = movement.BoardsCopies
	}
	var out []Form
	add := func(family movement.Family, m *movement.Movement, notes []movement.Text, err error) error {
		if err != nil {
			return err
		}
		rep := movement.AnalyzeTeams(m)
		f := Form{Family: family, Movement: m, Rounds: m.Rounds, Tables: m.Tables, BoardsPerMatch: m.BoardsPerSet, Notes: notes}
		per := make([]int, rep.Teams)
		for _, x := range rep.Matches {
			per[x.Home-1]++
			per[x.Away-1]++
		}
		f.Matches = per[0]
		for t := range per {
			f.Matches = min(f.Matches, per[t])
			f.Byes = max(f.Byes, len(rep.Byes[t]))
		}
		f.BoardsPerTeam = f.Matches * f.BoardsPerMatch
		for _, c := range rep.Copies {
			f.Copies = max(f.Copies, c)
		}
		out = append(out, f)
		return nil
	}
	if n >= MinRoundRobinTeams && n <= MaxRoundRobinTeams {
		matches := n - 1
		o := RoundRobinOptions{Teams: n, BoardsPerMatch: BoardsFor(matches, boardsPerTeam, 2), Boards: share}
		m, err := RoundRobin(o)
		var notes []movement.Text
		if err == nil {
			notes = RoundRobinNotes(o, m)
		}
		if err := add(FamilyRoundRobin, m, notes, err); err != nil {
			return nil, err
		}
	}
	if n >= MinWhistTeams && n <= MaxWhistTeams && n%2 == 1 {
		o := AmericanWhistOptions{Teams: n, BoardsPerMatch: BoardsFor(n-1, boardsPerTeam, 1)}
		m, err := AmericanWhist(o)
		var notes []movement.Text
		if err == nil {
			notes = AmericanWhistNotes(o, m)
		}
		if err := add(FamilyAmericanWhist, m, notes, err); err != nil {
			return nil, err
		}
	}
	if n >= MinFlowerTeams && n <= MaxFlowerTeams {
		o := FlowerOptions{Teams: n, BoardsPerMatch: BoardsFor(n-1, boardsPerTeam, 2), Boards: share}
		m, err := Flower(o)
		var notes []movement.Text
		if err == nil {
			notes = FlowerNotes(o, m)
		}
		if err := add(FamilyFlower, m, notes, err); err != nil {
			return nil, err
		}
	}
	return out, nil
}
