package teams

import "github.com/movegen/movegen/movement"

// Form is one way the generators of this package run an event of a given
// number of teams in one go, with the figures a planner lists: measured on
// the movement itself (AnalyzeTeams), not computed beside it.
type Form struct {
	// Family is the generator: FamilyRoundRobin, FamilyAmericanWhist,
	// FamilyFlower, FamilyStagger or FamilyPivot.
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
	// Meetings counts the pairs of teams that meet (only pivot teams has
	// two teams meet more than once: once a stanza).
	Meetings int
	// Split counts the matches whose two tables play the set in
	// different rounds (the American whist's, most of the Stagger's)
	// rather than head to head in one round.
	Split int
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
// round robin (3 to MaxRoundRobinTeams teams), the American whist (odd n),
// the flower and the Stagger (even n, MinStaggerTeams to MaxStaggerTeams). It returns nil for n below 3. Exchanged boards unless
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
	for _, c := range []struct {
		family movement.Family
		takes  bool
		least  int // the fewest boards a match
	}{
		{FamilyRoundRobin, n >= MinRoundRobinTeams && n <= MaxRoundRobinTeams, 2},
		{FamilyAmericanWhist, n >= MinWhistTeams && n <= MaxWhistTeams && n%2 == 1, 1},
		{FamilyFlower, n >= MinFlowerTeams && n <= MaxFlowerTeams, 2},
		{FamilyStagger, n >= MinStaggerTeams && n <= MaxStaggerTeams && n%2 == 0, 2},
	} {
		if !c.takes {
			continue
		}
		f, err := NewForm(c.family, n, 0, BoardsFor(n-1, boardsPerTeam, c.least), share)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// PivotForms returns the pivot teams form for n teams (3 or 5, else
// nil), with the boards a match that bring a player's boards closest to
// boardsPerTeam (0: 26). It is apart from Forms: a pivot teams, its
// players changing partners, is an event of its own, not another way to
// run teams of fixed pairs.
func PivotForms(n, boardsPerTeam int) ([]Form, error) {
	if n < MinPivotTeams || n > MaxPivotTeams || n%2 == 0 {
		return nil, nil
	}
	if boardsPerTeam <= 0 {
		boardsPerTeam = 26
	}
	f, err := NewForm(FamilyPivot, n, 0, BoardsFor(PivotStanzas*(n-1), boardsPerTeam, 2), movement.BoardsExchange)
	if err != nil {
		return nil, err
	}
	return []Form{f}, nil
}

// NewForm generates the movement of family (FamilyRoundRobin,
// FamilyAmericanWhist, FamilyFlower, FamilyStagger or FamilyPivot) for n
// teams in rounds rounds (0: the complete form; the Stagger and pivot
// teams only complete, their matches being split over a stanza) with boards a match, the two tables
// of a head-to-head match sharing them as share says (the American whist
// and the Stagger always pass one copy on), and measures it; its notes are the
// generator's. A generator's error is returned as such; an unknown family
// is an internal error.
func NewForm(family movement.Family, n, rounds, boards int, share movement.BoardSharing) (Form, error) {
	var m *movement.Movement
	var notes []movement.Text
	var err error
	switch family {
	case FamilyRoundRobin:
		o := RoundRobinOptions{Teams: n, Rounds: rounds, BoardsPerMatch: boards, Boards: share}
		if m, err = RoundRobin(o); err == nil {
			notes = RoundRobinNotes(o, m)
		}
	case FamilyAmericanWhist:
		o := AmericanWhistOptions{Teams: n, Rounds: rounds, BoardsPerMatch: boards}
		if m, err = AmericanWhist(o); err == nil {
			notes = AmericanWhistNotes(o, m)
		}
	case FamilyFlower:
		o := FlowerOptions{Teams: n, Rounds: rounds, BoardsPerMatch: boards, Boards: share}
		if m, err = Flower(o); err == nil {
			notes = FlowerNotes(o, m)
		}
	case FamilyPivot:
		if rounds != 0 && rounds != PivotStanzas*(n-1) {
			return Form{}, movement.Internalf("teams: pivot teams is built complete, not in %d rounds", rounds)
		}
		o := PivotOptions{Teams: n, BoardsPerMatch: boards}
		if m, err = Pivot(o); err == nil {
			notes = PivotNotes(o, m)
		}
	case FamilyStagger:
		if rounds != 0 && rounds != n-1 {
			return Form{}, movement.Internalf("teams: the Stagger is built complete, not in %d rounds", rounds)
		}
		o := StaggerOptions{Teams: n, BoardsPerMatch: boards}
		if m, err = Stagger(o); err == nil {
			notes = StaggerNotes(o, m)
		}
	default:
		return Form{}, movement.Internalf("teams: no form %q", family)
	}
	if err != nil {
		return Form{}, err
	}
	return measure(m, notes)
}

// measure returns the Form of m, a movement of this package, with its
// figures from movement.AnalyzeTeams; an invalid m is an internal error.
func measure(m *movement.Movement, notes []movement.Text) (Form, error) {
	rep := movement.AnalyzeTeams(m)
	if rep == nil || !rep.Valid || rep.Teams < 1 {
		return Form{}, movement.Internalf("%s: not a valid teams movement", m.Name)
	}
	f := Form{Family: m.Family, Movement: m, Rounds: m.Rounds, Tables: m.Tables, BoardsPerMatch: m.BoardsPerSet, Notes: notes}
	for a := 1; a <= rep.Teams; a++ {
		for b := a + 1; b <= rep.Teams; b++ {
			if rep.MeetCount.At(a, b) > 0 {
				f.Meetings++
			}
		}
	}
	// A team plays a match as home or as away.
	f.Matches = rep.Home[0] + rep.Away[0]
	for t := range rep.Teams {
		f.Matches = min(f.Matches, rep.Home[t]+rep.Away[t])
	}
	f.BoardsPerTeam = f.Matches * f.BoardsPerMatch
	for _, x := range rep.Matches {
		if !x.SameRound() {
			f.Split++
		}
	}
	s := rep.Summary()
	f.Byes, f.Copies = s.Byes[1], s.MostCopies
	return f, nil
}
