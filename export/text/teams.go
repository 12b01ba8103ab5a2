package text

import (
	"io"
	"slices"
	"strings"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// WriteTeams writes the teams' part of the fairness report of the teams
// movement m (as WriteReport leads with it): for a teams movement read
// from a scorer's file, whose check speaks the file's terms, the figures
// movegen's model finds. It writes nothing when m has no teams.
func WriteTeams(w io.Writer, m *movement.Movement, opt Options) error {
	tr := cards.TeamsReport(m)
	if tr == nil {
		return nil
	}
	ew := &errWriter{w: w}
	writeTeams(ew, m, tr, opt.printer(), opt.Matrices)
	return ew.err
}

// writeTeams prints rep, the teams' fairness report of the teams movement
// m (movement.AnalyzeTeams): the summary lines (matches, who meets whom,
// boards compared, home and away, byes, copies), the properties that
// hold, and one line per team: whom it meets and in which rounds, home
// and away, byes, boards compared. With matrices it adds the team × team
// matrices of meetings and of boards compared.
func writeTeams(ew *errWriter, m *movement.Movement, rep *movement.TeamsReport, p *i18n.Printer, matrices bool) {
	ew.print("\n" + p.T("Teams:") + "\n")
	for _, l := range rep.Lines() {
		ew.print("  " + p.Message(l.Format, l.Args...) + "\n")
	}
	if len(rep.Properties) > 0 {
		ew.print("  " + p.Sprintf("Properties: %s", strings.Join(propertyNames(rep.Properties, p), p.Comma())) + "\n")
	}
	ew.print("\n" + p.T("Who meets whom:") + "\n")
	for _, l := range rep.TeamLines(m) {
		ew.print("  " + p.Message(l.Format, l.Args...) + "\n")
	}
	if matrices {
		writeMatrix(ew, p.T("Teams: meetings matrix:"), rep.MeetCount)
		writeMatrix(ew, p.T("Teams: boards compared matrix:"), rep.Boards)
	}
}

// writeTeamPairs prints the pairs of a teams movement, one line each
// (rounds, byes, sets, boards, rounds in each direction), under a heading
// that says why the pairs' meetings, comparisons, fields and balance
// index are not printed, and the sets a pair plays twice.
func writeTeamPairs(ew *errWriter, m *movement.Movement, rep *movement.Report, p *i18n.Printer) {
	ew.print("\n" + p.T("Pairs, each on its own:") + "\n")
	ew.print("  " + p.T("(their meetings, comparisons and balance index are left out: a teams event compares the two tables of a match, as above)") + "\n")
	ew.print("  " + p.Sprintf("repeated sets: %d", rep.Summary.RepeatedSets) + "\n")
	writeContestantsHead(ew, m, rep, p, false)
}

// writeMatches lists under the chart of a teams movement the matches of
// each round (the tables that play the same boards against each other),
// and says when matches are played in two halves rounds apart.
func writeMatches(ew *errWriter, m *movement.Movement, p *i18n.Printer) {
	ms := movement.TeamMatches(m)
	if len(ms) == 0 {
		return
	}
	byRound := map[int][]string{}
	var rounds []int
	apart := false
	for _, x := range ms {
		if !x.SameRound() {
			apart = true
			continue
		}
		if _, ok := byRound[x.HomeRound]; !ok {
			rounds = append(rounds, x.HomeRound)
		}
		byRound[x.HomeRound] = append(byRound[x.HomeRound], p.Sprintf("%s at tables %d and %d", p.Sprintf("%s v %s", cards.TeamText(p, m, x.Home), cards.TeamText(p, m, x.Away)), x.HomeTable, x.AwayTable))
	}
	ew.print("\n" + p.T("Matches (the two tables of a match play the same boards; home team first):") + "\n")
	slices.Sort(rounds)
	for _, r := range rounds {
		ew.print("  " + p.Sprintf("round %d: %s", r, strings.Join(byRound[r], p.Semicolon())) + "\n")
	}
	if apart {
		ew.print("  " + p.T("Each match is played in two halves, rounds apart: the fairness report says who meets whom and when, and the cards name the other table of every match.") + "\n")
	}
}
