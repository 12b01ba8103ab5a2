package movement

// Properties a teams report may list (TeamsReport.Properties).
const (
	// Every two teams meet, each in exactly one meeting.
	PropTeamsAllMeetOnce Property = "teams-all-meet-once"
	// No two teams meet in more than one meeting.
	PropTeamsNoRematch Property = "teams-no-rematch"
	// Every team is home (NS at the first table of the match) within one
	// of as often as it is away.
	PropTeamsHomeBalanced Property = "teams-home-balanced"
	// Every team has the same number of byes.
	PropTeamsEqualByes Property = "teams-equal-byes"
	// Every team is compared on the same number of boards.
	PropTeamsEqualBoards Property = "teams-equal-boards"
	// Every pair keeps one direction all session.
	PropPairsFixedDirections Property = "pairs-fixed-directions"
)

// TeamsReport is the fairness report of a teams movement: a pure function
// of it. Teams are numbered 1..Teams; per-team slices are indexed t-1,
// per-pair slices c-1, per-set slices s-1.
type TeamsReport struct {
	// Problems are Validate's; Valid says none is an error.
	Problems Problems
	Valid    bool
	Teams    int
	// Matches lists every match (two teams compared on one set) and
	// Meetings groups them by the two teams and a run of rounds.
	Matches  []TeamMatch
	Meetings []TeamMeeting
	// MeetCount counts the meetings of two teams; Boards the boards on
	// which they are compared (both tables of a match).
	MeetCount, Boards Matrix
	// Byes lists the rounds in which each team sits out.
	Byes [][]int
	// Home and Away count each team's matches as the home team (its pair
	// NS at the first table of the match) and as the away team.
	Home, Away []int
	// TeamBoards counts the boards on which each team is compared.
	TeamBoards []int
	// NS and EW count the rounds each pair plays in each direction.
	NS, EW []int
	// Copies holds the most copies of each set in use at once (Copies).
	Copies []int
	// Properties names the guarantees found to hold.
	Properties []Property
}

// AnalyzeTeams validates m and reports who met whom in a teams movement.
// It returns nil when m has no teams. When Validate finds errors the
// figures count only the plays that pair up into matches.
func AnalyzeTeams(m *Movement) *TeamsReport {
	if m.Teams == nil {
		return nil
	}
	ps := Validate(m)
	rep := &TeamsReport{Problems: ps, Valid: ps.Valid()}
	n := len(m.Teams.Pairs)
	if n < 1 || n > MaxContestants/2 || m.Contestants < 0 || m.Contestants > MaxContestants {
		return rep
	}
	rep.Teams = n
	rep.Matches = TeamMatches(m)
	rep.Meetings = TeamMeetings(rep.Matches)
	rep.MeetCount, rep.Boards = NewMatrix(n), NewMatrix(n)
	rep.Home, rep.Away, rep.TeamBoards = make([]int, n), make([]int, n), make([]int, n)
	rep.Byes = make([][]int, n)
	inRange := func(t int) bool { return t >= 1 && t <= n }
	for _, x := range rep.Matches {
		if !inRange(x.Home) || !inRange(x.Away) {
			continue
		}
		rep.Home[x.Home-1]++
		rep.Away[x.Away-1]++
		// The match compares the set's boards, each played at both tables.
		rep.Boards.add(x.Home, x.Away, m.BoardsPerSet)
		rep.TeamBoards[x.Home-1] += m.BoardsPerSet
		rep.TeamBoards[x.Away-1] += m.BoardsPerSet
	}
	for _, mt := range rep.Meetings {
		if inRange(mt.A) && inRange(mt.B) {
			rep.MeetCount.add(mt.A, mt.B, 1)
		}
	}
	rep.NS, rep.EW = make([]int, max(m.Contestants, 0)), make([]int, max(m.Contestants, 0))
	team := teamIndex(m)
	for r, row := range m.Grid() {
		playing := make([]bool, n)
		for _, p := range row {
			if p == nil || len(p.Seats) != 2 || !p.InPlay() {
				continue
			}
			for i, c := range p.Seats {
				if c < 1 || c > m.Contestants {
					continue
				}
				if i == 0 {
					rep.NS[c-1]++
				} else {
					rep.EW[c-1]++
				}
				if t := team[c-1]; t != 0 {
					playing[t-1] = true
				}
			}
		}
		for t := range n {
			if !playing[t] {
				rep.Byes[t] = append(rep.Byes[t], r+1)
			}
		}
	}
	rep.Copies = copies(m, rep.Matches)
	rep.Properties = rep.properties()
	return rep
}

func (rep *TeamsReport) properties() []Property {
	var out []Property
	n := rep.Teams
	allOnce, noRematch := rep.Valid, rep.Valid
	for i := 1; i <= n; i++ {
		for j := i + 1; j <= n; j++ {
			k := rep.MeetCount.At(i, j)
			allOnce = allOnce && k == 1
			noRematch = noRematch && k <= 1
		}
	}
	if allOnce {
		out = append(out, PropTeamsAllMeetOnce)
	}
	if noRematch {
		out = append(out, PropTeamsNoRematch)
	}
	home, byes, boards := rep.Valid, rep.Valid, rep.Valid
	for t := range n {
		home = home && rep.Home[t]-rep.Away[t] <= 1 && rep.Away[t]-rep.Home[t] <= 1
		byes = byes && len(rep.Byes[t]) == len(rep.Byes[0])
		boards = boards && rep.TeamBoards[t] == rep.TeamBoards[0]
	}
	if home {
		out = append(out, PropTeamsHomeBalanced)
	}
	if byes {
		out = append(out, PropTeamsEqualByes)
	}
	if boards {
		out = append(out, PropTeamsEqualBoards)
	}
	fixed := rep.Valid
	for c := range rep.NS {
		fixed = fixed && (rep.NS[c] == 0 || rep.EW[c] == 0)
	}
	if fixed {
		out = append(out, PropPairsFixedDirections)
	}
	return out
}

// Has reports whether the report lists property p.
func (rep *TeamsReport) Has(p Property) bool {
	for _, q := range rep.Properties {
		if q == p {
			return true
		}
	}
	return false
}

// spread returns the least and greatest of xs (0, 0 for none).
func spread(xs []int) (lo, hi int) {
	for i, x := range xs {
		if i == 0 || x < lo {
			lo = x
		}
		if i == 0 || x > hi {
			hi = x
		}
	}
	return lo, hi
}

// TeamsSummary is a teams report's headline figures: the pairs of teams,
// how many never meet and how many meet more than once; the least and
// most boards two teams that meet are compared on, and a team in all;
// the least and most home and away matches and byes of a team; the most
// copies of a set in use at once.
type TeamsSummary struct {
	PairsOfTeams, NeverMeet, MeetMoreThanOnce int
	// Compared is over the pairs of teams that meet; TeamBoards over the
	// teams.
	Compared, TeamBoards [2]int
	Home, Away, Byes     [2]int
	MostCopies           int
}

// Summary computes the headline figures of the report.
func (rep *TeamsReport) Summary() TeamsSummary {
	n := rep.Teams
	var s TeamsSummary
	var met []int
	for i := 1; i <= n; i++ {
		for j := i + 1; j <= n; j++ {
			s.PairsOfTeams++
			switch k := rep.MeetCount.At(i, j); {
			case k == 0:
				s.NeverMeet++
			case k > 1:
				s.MeetMoreThanOnce++
			}
			if b := rep.Boards.At(i, j); b > 0 {
				met = append(met, b)
			}
		}
	}
	span := func(xs []int) [2]int { lo, hi := spread(xs); return [2]int{lo, hi} }
	byes := make([]int, n)
	for t := range n {
		byes[t] = len(rep.Byes[t])
	}
	s.Compared, s.TeamBoards = span(met), span(rep.TeamBoards)
	s.Home, s.Away, s.Byes = span(rep.Home), span(rep.Away), span(byes)
	_, s.MostCopies = spread(rep.Copies)
	return s
}

// Lines sums the report up in sentences kept as data, one a line: the
// teams and matches, who meets whom, boards compared, home and away,
// byes, directions and copies of the boards.
func (rep *TeamsReport) Lines() []Text {
	s := rep.Summary()
	out := []Text{Say("%d teams, %d matches in %d meetings.", rep.Teams, len(rep.Matches), len(rep.Meetings))}
	switch {
	case s.NeverMeet == 0 && s.MeetMoreThanOnce == 0:
		out = append(out, Say("Every two teams meet exactly once."))
	default:
		out = append(out, Say("Of %#d pairs of teams, %#d never meet and %#d meet more than once.", s.PairsOfTeams, s.NeverMeet, s.MeetMoreThanOnce))
	}
	if lo, hi := s.Compared[0], s.Compared[1]; lo == hi {
		out = append(out, Say("Two teams that meet are compared on %d boards.", lo))
	} else {
		out = append(out, Say("Two teams that meet are compared on %d to %d boards.", lo, hi))
	}
	if lo, hi := s.TeamBoards[0], s.TeamBoards[1]; lo == hi {
		out = append(out, Say("Every team is compared on %d boards in all.", lo))
	} else {
		out = append(out, Say("Teams are compared on %d to %d boards in all.", lo, hi))
	}
	out = append(out, Say("Home matches (NS at the first table): %d to %d a team; away: %d to %d.", s.Home[0], s.Home[1], s.Away[0], s.Away[1]))
	if lo, hi := s.Byes[0], s.Byes[1]; hi > 0 {
		out = append(out, Say("Byes: %d to %d a team.", lo, hi))
	} else {
		out = append(out, Say("No team has a bye."))
	}
	if rep.Has(PropPairsFixedDirections) {
		out = append(out, Say("Every pair keeps its direction all session."))
	}
	if s.MostCopies > 1 {
		out = append(out, Say("Boards: up to %d copies of a set are in use at once.", s.MostCopies))
	} else {
		out = append(out, Say("Boards: one copy of each set is enough."))
	}
	return out
}

// TeamLines says, one line a team, whom it meets (and in which rounds),
// how often it is home and away, its byes and the boards it is compared
// on: the "who met whom" of the report.
func (rep *TeamsReport) TeamLines(m *Movement) []Text {
	out := make([]Text, 0, rep.Teams)
	for t := 1; t <= rep.Teams; t++ {
		var met []Text
		for _, mt := range rep.Meetings {
			other := 0
			switch t {
			case mt.A:
				other = mt.B
			case mt.B:
				other = mt.A
			default:
				continue
			}
			if mt.First == mt.Last {
				met = append(met, Say("%s (round %d)", m.TeamName(other), mt.First))
			} else {
				met = append(met, Say("%s (rounds %d–%d)", m.TeamName(other), mt.First, mt.Last))
			}
		}
		byes := Say("no bye")
		switch b := rep.Byes[t-1]; len(b) {
		case 0:
		case 1:
			byes = Say("bye: round %d", b[0])
		default:
			byes = Say("byes: rounds %s", JoinInts(b, ", "))
		}
		out = append(out, Say("Team %s: meets %s; home %d, away %d; %s; compared on %d boards.",
			m.TeamName(t), joinTexts(met), rep.Home[t-1], rep.Away[t-1], byes, rep.TeamBoards[t-1]))
	}
	return out
}

// joinTexts joins parts with ", " as nested sentences, so that a
// catalogue translates each; "nobody" for none.
func joinTexts(parts []Text) Text {
	if len(parts) == 0 {
		return Say("nobody")
	}
	out := parts[0]
	for _, p := range parts[1:] {
		out = Say("%s, %s", out, p)
	}
	return out
}
