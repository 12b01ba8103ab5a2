package planjson

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// KindTeams is the "kind" of a teams plan's request.
const KindTeams = "teams"

// teamsPlanDocument is a movegen-plan/1 document of a teams plan
// (schedules.TeamsPlan, "plan --teams N"): the same keys as a pairs plan,
// but its request and its options are teams' (see teamsRequestDocument
// and teamsOptionDocument).
type teamsPlanDocument struct {
	Format    string                `json:"format"`
	Event     *eventDocument        `json:"event,omitempty"`
	Request   teamsRequestDocument  `json:"request"`
	Marked    int                   `json:"marked"`
	Reason    movement.Text         `json:"reason"`
	Options   []teamsOptionDocument `json:"options"`
	Timetable timetableDocument     `json:"timetable"`
}

// teamsRequestDocument is what a teams plan was asked: "kind": "teams",
// the number of teams (each of two pairs: contestants counts the pairs),
// the minutes (0: no limit), the pace, the start, and whether each table
// of a match plays its own copy of the boards.
type teamsRequestDocument struct {
	Game        movement.Game  `json:"game"`
	Kind        string         `json:"kind"`
	Teams       int            `json:"teams"`
	Contestants int            `json:"contestants"`
	Minutes     int            `json:"minutes"`
	Pace        schedules.Pace `json:"pace"`
	Start       movement.Clock `json:"start"`
	Copies      bool           `json:"copies"`
}

// teamsOptionDocument is one option of a teams plan: the keys a pairs
// option has that mean the same for teams (boards a round are the boards
// a match, "boards" the boards a team plays, "sit_outs" its byes), and
// the teams' own figures under "teams". A pairs option's balance index,
// never_meet, most_meetings, rooms and 70% flag, which are of pairs, are
// left out: "teams" says who meets whom.
type teamsOptionDocument struct {
	Number         int               `json:"number"`
	Name           movement.Text     `json:"name"`
	Family         movement.Family   `json:"family"`
	Tables         int               `json:"tables"`
	Rounds         int               `json:"rounds"`
	BoardsPerRound int               `json:"boards_per_round"`
	BoardsInPlay   int               `json:"boards_in_play"`
	Boards         schedules.Range   `json:"boards"`
	SitOuts        schedules.Range   `json:"sit_outs"`
	Verdict        movement.Verdict  `json:"verdict"`
	Timetable      timetableDocument `json:"timetable"`
	FitsTime       bool              `json:"fits_time"`
	Teams          teamsFigures      `json:"teams"`
	Notes          []movement.Text   `json:"notes,omitempty"`
}

// teamsFigures are a teams option's own figures: complete (every two
// teams meet exactly once; otherwise the first rounds of the complete
// form, no two teams meeting twice), the pairs of teams that meet of all
// pairs of teams, the boards of a match, the fewest matches and boards a
// team plays, the most byes of a team, the most copies of a set in use at
// once, and how the two tables of a match share the boards ("exchange"
// or "copies").
type teamsFigures struct {
	Complete       bool                  `json:"complete"`
	Meetings       int                   `json:"meetings"`
	PairsOfTeams   int                   `json:"pairs_of_teams"`
	BoardsPerMatch int                   `json:"boards_per_match"`
	Matches        int                   `json:"matches"`
	BoardsPerTeam  int                   `json:"boards_per_team"`
	Byes           int                   `json:"byes"`
	Copies         int                   `json:"copies"`
	Boards         movement.BoardSharing `json:"boards"`
}

// WriteTeams writes plan, a teams plan, to w as a movegen-plan/1 document
// whose request has "kind": "teams"; event, when it names anything, is
// the "event" object.
func WriteTeams(w io.Writer, plan *schedules.TeamsPlan, event *movement.Session) error {
	if len(plan.Options) == 0 {
		return fmt.Errorf("write plan: the plan has no options")
	}
	req := plan.Request
	doc := teamsPlanDocument{Format: Format, Marked: 1, Reason: plan.Reason,
		Request: teamsRequestDocument{Game: movement.Bridge, Kind: KindTeams, Teams: req.Teams, Contestants: 2 * req.Teams,
			Minutes: req.Budget, Pace: req.Pace, Start: req.Start, Copies: req.Copies}}
	for _, o := range plan.Options {
		doc.Options = append(doc.Options, newTeamsOption(o))
	}
	doc.Timetable = doc.Options[0].Timetable
	if event.Title() != "" {
		doc.Event = &eventDocument{Name: strings.TrimSpace(event.Event), Date: strings.TrimSpace(event.Date), Venue: strings.TrimSpace(event.Venue)}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write plan: %w", err)
	}
	return nil
}

func newTeamsOption(o schedules.TeamsOption) teamsOptionDocument {
	f := o.Form
	m := f.Movement
	rep := movement.Analyze(m)
	tr := movement.AnalyzeTeams(m)
	byes := schedules.Range{}
	boards := schedules.Range{}
	if tr != nil {
		sum := tr.Summary()
		byes = schedules.Range{Min: sum.Byes[0], Max: sum.Byes[1]}
		// A team plays the boards of its matches: each board once at
		// each of its two tables, by two of its pairs.
		boards = schedules.Range{Min: sum.TeamBoards[0], Max: sum.TeamBoards[1]}
	}
	share := movement.BoardsExchange
	if m.Teams != nil {
		share = m.Teams.Boards
	}
	tt := timetableDocument{Rounds: []movement.RoundTime{}}
	if t := o.Timetable; t != nil {
		tt = timetableDocument{Start: t.Start, Finish: t.Finish(), Minutes: t.Minutes(), BoardsPerRound: m.BoardsPerSet,
			Pace: schedules.Pace{MinutesPerBoard: t.MinutesPerBoard, MoveMinutes: t.MoveMinutes}, Rounds: t.Rounds}
	}
	return teamsOptionDocument{
		Number: o.Number, Name: movement.Say("%s", o.Name()), Family: f.Family,
		Tables: m.Tables, Rounds: m.Rounds, BoardsPerRound: m.BoardsPerSet, BoardsInPlay: m.Sets * m.BoardsPerSet,
		Boards: boards, SitOuts: byes, Verdict: rep.Verdict, Timetable: tt, FitsTime: o.FitsTime,
		Teams: teamsFigures{Complete: o.Complete, Meetings: o.Meetings, PairsOfTeams: o.Pairs, BoardsPerMatch: f.BoardsPerMatch,
			Matches: f.Matches, BoardsPerTeam: f.BoardsPerTeam, Byes: f.Byes, Copies: f.Copies, Boards: share},
		Notes: f.Notes,
	}
}
