package cards

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// The cards of a teams-of-four event (movement.Teams, issue 31).
//
// A teams movement is a pairs movement, so its table cards, pair cards and
// charts are the ordinary ones; what the teams add is said from the
// matches movement.TeamMatches finds in the schedule, never from a
// generator's rule:
//
//   - every row of a table card where a match is played carries a match
//     note (FlagMatch): the two teams, the other table of the match and
//     how the two tables share the boards ("team 3 v team 6, match with
//     table 2: start with boards 1–4; after 4 boards exchange with table
//     2"), or, when the two halves are rounds apart (the American whist),
//     where and when the other half is played. Teams are always written
//     with the word ("team 3", "команда 3"), tables with theirs, so a team
//     never reads as a place. The paper card (PaperTableSheet) puts the
//     teams in a column headed Teams ("3 v 6", MatchTeams) and says the
//     rest once above the grid when every round's match is played the
//     same way, on the row otherwise (MatchWay);
//   - TeamCards: each team's itinerary, round by round, where its NS and
//     its EW pair play, against whom and which boards;
//   - MatchesGrid: the master chart of matches;
//   - the setup sheet says how many copies of each set to make (the two
//     tables of a match share one copy when they exchange halfway,
//     movement.Copies) and which tables form each match.

// MatchNote is the match a table plays in one round: the team whose pair
// sits NS here and the team whose pair sits EW, the other table of the
// match and the round the other table plays it, and, for a head-to-head
// match whose tables exchange the boards halfway, the boards this table
// starts with and the boards it gets in the exchange.
type MatchNote struct {
	// Round is the round of the row.
	Round          int
	NSTeam, EWTeam int
	// Other is the other table of the match, OtherName its name as the
	// cards print it, OtherRound the round it plays the match there
	// (Round of the row for a head-to-head match).
	Other      int
	OtherName  string
	OtherRound int
	// Home: this table is the match's first (its NS team is the home
	// team).
	Home bool
	// Exchange: head to head, one copy of the boards exchanged halfway:
	// this table plays Start first, then Then. Without it a head-to-head
	// table has its own copy of the set.
	Exchange    bool
	Start, Then [2]int
}

// HeadToHead reports whether the other table plays the match in the same
// round.
func (x *MatchNote) HeadToHead() bool { return x.OtherRound == x.Round }

// TeamRow is one round of a team's itinerary: where each of its pairs
// plays and against which team (0: the pair does not play), the boards,
// and whether the team is home in the match its NS pair plays.
type TeamRow struct {
	Round int
	// NS and EW are the team's pairs' places (Table 0: no seat).
	NS, EW movement.Position
	// NSAgainst and EWAgainst are the teams they play.
	NSAgainst, EWAgainst int
	// NSBoards and EWBoards are the boards each pair plays (first, last).
	NSBoards, EWBoards [2]int
	// Home: the team's NS pair sits at the first table of its match.
	Home bool
	// Bye: neither pair plays.
	Bye bool
}

// TeamCard is a team's itinerary: its two pairs and every round.
type TeamCard struct {
	Team int
	// NSPair and EWPair are the team's pairs (contestant numbers) as
	// movement.Teams lists them; NSLabel and EWLabel their labels as the
	// cards print them (Book.Label).
	NSPair, EWPair   int
	NSLabel, EWLabel string
	Rows             []TeamRow
}

// addTeams lays the teams of m over the book's table cards: a match note
// on every row of a match (replacing the "boards shared" note, which a
// teams movement says better in its match note) and the teams' itineraries.
// It does nothing when m has no teams.
func addTeams(b *Book) {
	m := b.Movement
	if m.Teams == nil {
		return
	}
	notes := map[[2]int]*MatchNote{} // round, table
	for _, x := range movement.TeamMatches(m) {
		home, away, ok := x.Halves(m)
		exchange := ok && m.Teams.Boards == movement.BoardsExchange
		notes[[2]int{x.HomeRound, x.HomeTable}] = &MatchNote{Round: x.HomeRound, NSTeam: x.Home, EWTeam: x.Away, Other: x.AwayTable, OtherRound: x.AwayRound, Home: true,
			Exchange: exchange, Start: home, Then: away}
		notes[[2]int{x.AwayRound, x.AwayTable}] = &MatchNote{Round: x.AwayRound, NSTeam: x.Away, EWTeam: x.Home, Other: x.HomeTable, OtherRound: x.HomeRound,
			Exchange: exchange, Start: away, Then: home}
	}
	for i := range b.Tables {
		card := &b.Tables[i]
		if card.Table == 0 || card.Phantom {
			continue
		}
		for k := range card.Rows {
			row := &card.Rows[k]
			x := notes[[2]int{row.Round, card.Table}]
			if x == nil {
				continue
			}
			row.Flags = slices.DeleteFunc(row.Flags, func(f Flag) bool { return f.Kind == FlagShared })
			row.Flags = append([]Flag{{Kind: FlagMatch, Tables: []int{x.Other}, Match: x}}, row.Flags...)
		}
	}
	b.Teams = teamCards(b)
}

// teamCards builds every team's itinerary from the chart's routes.
func teamCards(b *Book) []TeamCard {
	m := b.Movement
	grid := m.Grid()
	team := func(c int) int { return m.TeamOf(c) }
	out := make([]TeamCard, 0, m.Teams.Count())
	for t, pr := range m.Teams.Pairs {
		card := TeamCard{Team: t + 1, NSPair: pr[0], EWPair: pr[1], NSLabel: b.Label(pr[0]), EWLabel: b.Label(pr[1])}
		for r := 1; r <= m.Rounds; r++ {
			row := TeamRow{Round: r}
			for i, c := range pr {
				if c < 1 || c > len(b.Chart.Routes) {
					continue
				}
				pos := b.Chart.Routes[c-1][r-1]
				against := 0
				var boards [2]int
				if pos.Table > 0 {
					if p := grid[r-1][pos.Table-1]; p != nil {
						for _, x := range p.Seats {
							if x != 0 && x != c {
								against = team(x)
							}
						}
						boards[0], boards[1] = m.Boards(p.Set)
					}
				}
				if i == 0 {
					row.NS, row.NSAgainst, row.NSBoards = pos, against, boards
				} else {
					row.EW, row.EWAgainst, row.EWBoards = pos, against, boards
				}
			}
			row.Bye = row.NSAgainst == 0 && row.EWAgainst == 0
			card.Rows = append(card.Rows, row)
		}
		out = append(out, card)
	}
	// Home: the team's pair sits NS at the match's first table.
	for _, x := range movement.TeamMatches(m) {
		if x.Home >= 1 && x.Home <= len(out) && x.HomeRound <= len(out[x.Home-1].Rows) {
			out[x.Home-1].Rows[x.HomeRound-1].Home = true
		}
	}
	return out
}

// TeamsReport is the teams' fairness report (movement.AnalyzeTeams) that
// every report of a teams movement leads with, the text report and the
// workbook's Summary sheet alike: a teams event compares the two tables
// of a match, so the pairs' meetings, comparisons, fields and balance
// index say nothing of its fairness and are left out or labelled as the
// pairs'. It is nil when m is not a teams movement (or names no team).
func TeamsReport(m *movement.Movement) *movement.TeamsReport {
	if tr := movement.AnalyzeTeams(m); tr != nil && tr.Teams > 0 {
		return tr
	}
	return nil
}

// TeamText names team t of m in words, never as a bare number: "team 3",
// "team 3 (Smith)" ("команда 3").
func TeamText(p *i18n.Printer, m *movement.Movement, t int) string {
	if name := m.TeamName(t); name != strconv.Itoa(t) {
		return p.Sprintf("team %s (%s)", strconv.Itoa(t), name)
	}
	return p.Sprintf("team %s", strconv.Itoa(t))
}

// MatchText is the note of a match on a table card row (see FlagMatch).
func MatchText(p *i18n.Printer, m *movement.Movement, x *MatchNote, other string) string {
	teams := p.Sprintf("%s v %s", TeamText(p, m, x.NSTeam), TeamText(p, m, x.EWTeam))
	switch {
	case !x.HeadToHead() && x.OtherRound > x.Round:
		return p.Sprintf("%s, first half: the same boards are played at table %s in round %d", teams, other, x.OtherRound)
	case !x.HeadToHead():
		return p.Sprintf("%s, second half: the same boards were played at table %s in round %d", teams, other, x.OtherRound)
	case x.Exchange:
		n := x.Start[1] - x.Start[0] + 1
		return p.Sprintf("%s with table %s: boards %s first; after %d boards exchange with table %s for boards %s",
			teams, other, BoardsText(x.Start[0], x.Start[1]), n, other, BoardsText(x.Then[0], x.Then[1]))
	}
	return p.Sprintf("%s with table %s: each table plays its own copy of the boards", teams, other)
}

// TeamTitle is the heading of a team's itinerary: "Team 3" ("Команда 3").
func TeamTitle(p *i18n.Printer, m *movement.Movement, card TeamCard) string {
	return TeamHeading(p, m, card.Team)
}

// TeamHeading names team t as a heading: "Team 3", "Team 3 (Smith)".
func TeamHeading(p *i18n.Printer, m *movement.Movement, t int) string {
	if name := m.TeamName(t); name != strconv.Itoa(t) {
		return p.Sprintf("Team %s (%s)", strconv.Itoa(t), name)
	}
	return p.Sprintf("Team %s", strconv.Itoa(t))
}

// TeamGrid is a team's itinerary as a grid, header first: round, then for
// each pair its place ("table 2, North–South"), the team it plays and the
// boards, and a note (home, away, bye; no column when no round has one).
// The time column follows the round
// when the session has a timetable.
func TeamGrid(p *i18n.Printer, b *Book, card TeamCard) [][]string {
	m := b.Movement
	ns, ew := LabelText(p, card.NSLabel), LabelText(p, card.EWLabel)
	head := []string{p.T("Round"),
		p.Sprintf("%s plays at", ns), p.T("against"), p.T("Boards"),
		p.Sprintf("%s plays at", ew), p.T("against"), p.T("Boards"),
		p.T("Notes")}
	rows := [][]string{withTime(p, b, head, 0)}
	pair := func(pos movement.Position, against int, boards [2]int) []string {
		if pos.Table == 0 || against == 0 {
			return []string{sheet.None, "", ""}
		}
		return []string{PlaceText(p, b.TableName(pos.Table), pos.Seat), TeamText(p, m, against), BoardsText(boards[0], boards[1])}
	}
	for _, row := range card.Rows {
		r := []string{strconv.Itoa(row.Round)}
		r = append(r, pair(row.NS, row.NSAgainst, row.NSBoards)...)
		r = append(r, pair(row.EW, row.EWAgainst, row.EWBoards)...)
		var note string
		switch {
		case row.Bye:
			note = p.T("bye")
		case row.NSAgainst != 0 && row.NSAgainst == row.EWAgainst && row.Home:
			note = p.T("home")
		case row.NSAgainst != 0 && row.NSAgainst == row.EWAgainst:
			note = p.T("away")
		}
		r = append(r, note)
		rows = append(rows, withTime(p, b, r, row.Round))
	}
	// No note in any round (an American whist, whose pairs meet different
	// teams): no notes column.
	if !slices.ContainsFunc(rows[1:], func(r []string) bool { return r[len(r)-1] != "" }) {
		for i := range rows {
			rows[i] = rows[i][:len(rows[i])-1]
		}
	}
	return rows
}

// MatchesGrid is the master chart of matches, header first: one row per
// match in order of its first play: the round (or rounds, when the halves
// are apart), the home and the away team, the home team's table (its NS
// pair against the away team's EW pair) and the away team's table, the
// boards. Teams are named with the word, tables by number in their own
// columns.
func MatchesGrid(p *i18n.Printer, b *Book) [][]string {
	m := b.Movement
	rows := [][]string{{p.T("Round"), p.T("Home team"), p.T("Away team"), p.T("Home table"), p.T("Away table"), p.T("Boards")}}
	for _, x := range movement.TeamMatches(m) {
		first, last := m.Boards(x.Set)
		round := strconv.Itoa(x.HomeRound)
		home, away := b.TableName(x.HomeTable), b.TableName(x.AwayTable)
		if !x.SameRound() {
			round = strconv.Itoa(x.HomeRound) + ", " + strconv.Itoa(x.AwayRound)
			home = p.Sprintf("%s (round %d)", home, x.HomeRound)
			away = p.Sprintf("%s (round %d)", away, x.AwayRound)
		}
		rows = append(rows, []string{round, TeamText(p, m, x.Home), TeamText(p, m, x.Away), home, away, BoardsText(first, last)})
	}
	return rows
}

// MatchesTitle is the title of the master chart of matches.
func MatchesTitle(p *i18n.Printer) string {
	return p.T("Master chart of matches (home team: its NS pair at the home table)")
}

// teamsBoardsLines says, after the boards to make (boardsLines), how many
// copies of each set a teams movement needs: the most in use at once
// (movement.Copies), the two tables of a head-to-head match sharing one
// copy when they exchange halfway.
func teamsBoardsLines(p *i18n.Printer, b *Book) []string {
	m := b.Movement
	copies := movement.Copies(m)
	out := []string{copiesLine(p, copies)}
	hi := 0
	if len(copies) > 0 {
		hi = slices.Max(copies)
	}
	h2h, apart := 0, 0
	for _, x := range movement.TeamMatches(m) {
		if x.SameRound() {
			h2h++
		} else {
			apart++
		}
	}
	switch {
	case h2h > 0 && m.Teams.Boards == movement.BoardsExchange && hi > 1:
		out = append(out, p.T("Why: the matches of a round play the same boards at the same time, one copy a match; the two tables of a match share it, each starting with half the boards and exchanging them halfway."))
	case h2h > 0 && m.Teams.Boards == movement.BoardsExchange:
		out = append(out, p.T("The two tables of a match share one copy: each starts with half the boards and they exchange them halfway."))
	case h2h > 0 && hi > 1:
		out = append(out, p.T("Why: every table of a match plays its own copy of the boards from the first board (duplicated boards)."))
	}
	switch {
	case apart > 0 && hi > 1:
		// A set in play at two tables at once (the Stagger's): more
		// than one copy, each serving one match's two halves.
		out = append(out, p.T("The two halves of a match are played in different rounds: the boards travel from one table to the other as the table cards say, one copy serving both halves of the match."))
	case apart > 0:
		out = append(out, p.T("The two halves of a match are played in different rounds: the boards travel from one table to the other as the table cards say, so one copy of each set serves the room."))
	}
	return out
}

// teamsSetupPart says which tables form each match, round by round, and
// how their boards are shared; false when m has no teams or no match.
func teamsSetupPart(p *i18n.Printer, b *Book) (SetupPart, bool) {
	m := b.Movement
	if m.Teams == nil {
		return SetupPart{}, false
	}
	ms := movement.TeamMatches(m)
	if len(ms) == 0 {
		return SetupPart{}, false
	}
	part := SetupPart{Heading: p.T("Matches: which tables play each other")}
	// Head-to-head matches: the pairs of tables of each round; the same
	// every round is said once.
	byRound := map[int][]string{}
	var rounds []int
	for _, x := range ms {
		if !x.SameRound() {
			continue
		}
		if _, ok := byRound[x.HomeRound]; !ok {
			rounds = append(rounds, x.HomeRound)
		}
		byRound[x.HomeRound] = append(byRound[x.HomeRound], keepTogether(p.Sprintf("tables %s and %s", b.TableName(x.HomeTable), b.TableName(x.AwayTable))))
	}
	slices.Sort(rounds)
	same := len(rounds) > 0
	for _, r := range rounds {
		same = same && slices.Equal(byRound[r], byRound[rounds[0]])
	}
	switch {
	case same && len(rounds) == m.Rounds && m.Rounds > 1:
		part.Lines = append(part.Lines, p.Sprintf("Every round: %s.", strings.Join(byRound[rounds[0]], p.Semicolon())))
	case same && len(rounds) > 1:
		part.Lines = append(part.Lines, p.Sprintf("Rounds %s: %s.", joinInts(p, rounds), strings.Join(byRound[rounds[0]], p.Semicolon())))
	default:
		for _, r := range rounds {
			part.Lines = append(part.Lines, p.Sprintf("Round %d: %s.", r, strings.Join(byRound[r], p.Semicolon())))
		}
	}
	if len(rounds) > 0 {
		if m.Teams.Boards == movement.BoardsExchange {
			x := ms[0]
			for _, y := range ms {
				if y.SameRound() {
					x = y
					break
				}
			}
			if home, away, ok := x.Halves(m); ok {
				n := home[1] - home[0] + 1
				part.Lines = append(part.Lines, p.Sprintf("The boards exchange: the home table (the first named) starts with the first half of the boards, the other table with the second half (round %d, tables %s and %s: boards %s and %s); after %d boards the two tables exchange them.",
					x.HomeRound, b.TableName(x.HomeTable), b.TableName(x.AwayTable), BoardsText(home[0], home[1]), BoardsText(away[0], away[1]), n))
			}
		} else {
			part.Lines = append(part.Lines, p.T("Each table of a match plays its own copy of the boards from the first board."))
		}
	}
	if slices.ContainsFunc(ms, func(x movement.TeamMatch) bool { return !x.SameRound() }) {
		part.Lines = append(part.Lines, p.T("Matches played in two halves rounds apart: each table card names the other table of the match and the round of the other half; the master chart of matches lists them all."))
	}
	return part, true
}

// MatchTeams is the cell of a table card's Teams column for a match:
// the two teams by number, the NS team's first ("3 v 6", "3 — 6"; a
// named team "3 (Smith)"). The column's head says they are teams.
func MatchTeams(p *i18n.Printer, m *movement.Movement, x *MatchNote) string {
	team := func(t int) string {
		if name := m.TeamName(t); name != strconv.Itoa(t) {
			return p.Sprintf("%s (%s)", strconv.Itoa(t), name)
		}
		return strconv.Itoa(t)
	}
	return p.Sprintf("%s v %s", team(x.NSTeam), team(x.EWTeam))
}

// MatchWay is what a match note says beside the teams (MatchText without
// them): the other table, and how the two tables share the boards, for
// the row of a table card whose Teams column names the teams.
func MatchWay(p *i18n.Printer, x *MatchNote, other string) string {
	switch {
	case !x.HeadToHead() && x.OtherRound > x.Round:
		return p.Sprintf("first half: the same boards are played at table %s in round %d", other, x.OtherRound)
	case !x.HeadToHead():
		return p.Sprintf("second half: the same boards were played at table %s in round %d", other, x.OtherRound)
	case x.Exchange:
		n := x.Start[1] - x.Start[0] + 1
		return p.Sprintf("with table %s: boards %s first; after %d boards exchange with table %s for boards %s",
			other, BoardsText(x.Start[0], x.Start[1]), n, other, BoardsText(x.Then[0], x.Then[1]))
	}
	return p.Sprintf("with table %s: each table plays its own copy of the boards", other)
}

// matchWayKey is what makes two rounds' matches the same way at a table,
// whatever their teams and boards: the other table, head to head, and
// for an exchange which half the table starts with and after how many
// boards it exchanges; "" for a match whose other half is rounds apart
// (its round is its own).
func matchWayKey(x *MatchNote, other string) string {
	switch {
	case !x.HeadToHead():
		return ""
	case x.Exchange:
		return fmt.Sprintf("exchange %s %t %d", other, x.Start[0] < x.Then[0], x.Start[1]-x.Start[0]+1)
	}
	return "copies " + other
}

// matchWayEveryRound is the line above a table card's grid for a match
// played the same way in every round (matchWayKey): the other table and
// how the boards are shared, the halves named for what they are, so that
// the rows need no note.
func matchWayEveryRound(p *i18n.Printer, x *MatchNote, other string) string {
	if !x.Exchange {
		return p.Sprintf("Every round: the match with table %s: each table plays its own copy of the boards.", other)
	}
	n := x.Start[1] - x.Start[0] + 1
	if x.Start[0] < x.Then[0] {
		return p.Sprintf("Every round: the match with table %s: the first half of the boards first; after %d boards exchange with table %s for the second half.", other, n, other)
	}
	return p.Sprintf("Every round: the match with table %s: the second half of the boards first; after %d boards exchange with table %s for the first half.", other, n, other)
}
