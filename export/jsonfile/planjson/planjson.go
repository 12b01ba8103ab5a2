package planjson

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
	"github.com/movegen/movegen/schedules"
)

// Format is the value of the "format" key of a session plan document.
const Format = "movegen-plan/1"

// planDocument is a movegen-plan/1 document: the request, the ranked
// options (option 1 is the marked one), the reason it is marked, the
// marked option's timetable, the sentences on what was left out, and
// whether the plan was stopped early. Sentences are kept in English.
type planDocument struct {
	Format  string            `json:"format"`
	Event   *eventDocument    `json:"event,omitempty"`
	Request schedules.Request `json:"request"`
	Marked  int               `json:"marked"`
	Reason  movement.Text     `json:"reason"`
	Options []optionDocument  `json:"options"`
	// Timetable is the marked option's.
	Timetable timetableDocument `json:"timetable"`
	LeftOut   []movement.Text   `json:"left_out,omitempty"`
	Stopped   bool              `json:"stopped,omitempty"`
}

// optionDocument is one option of the plan: schedules.Option's figures,
// in this order, with its timetable.
type optionDocument struct {
	Number         int               `json:"number"`
	Name           movement.Text     `json:"name"`
	Family         movement.Family   `json:"family"`
	Method         movement.Text     `json:"method,omitzero"`
	Tables         int               `json:"tables"`
	Rounds         int               `json:"rounds"`
	BoardsPerRound int               `json:"boards_per_round"`
	BoardsInPlay   int               `json:"boards_in_play"`
	Boards         schedules.Range   `json:"boards"`
	SitOuts        schedules.Range   `json:"sit_outs"`
	Verdict        movement.Verdict  `json:"verdict"`
	BalanceIndex   float64           `json:"balance_index"`
	NeverMeet      int               `json:"never_meet"`
	MostMeetings   int               `json:"most_meetings"`
	Timetable      timetableDocument `json:"timetable"`
	FitsTime       bool              `json:"fits_time"`
	Rooms          int               `json:"rooms"`
	UnderShare     bool              `json:"under_70_percent"`
	Relabelled     map[int]int       `json:"relabelled,omitempty"`
	Notes          []movement.Text   `json:"notes,omitempty"`
	// StrongestWins is the simulated probability that the strongest
	// contestant of the room wins his field, with its 95% interval
	// (request.simulate sessions, request.seed); left out when the option
	// was not simulated.
	StrongestWins *simulate.Proportion `json:"strongest_wins,omitempty"`
}

// timetableDocument is an option's clock: start, finish, length in
// minutes, boards a round, pace and the rounds.
type timetableDocument struct {
	Start          movement.Clock       `json:"start"`
	Finish         movement.Clock       `json:"finish"`
	Minutes        int                  `json:"minutes"`
	BoardsPerRound int                  `json:"boards_per_round"`
	Pace           schedules.Pace       `json:"pace"`
	Rounds         []movement.RoundTime `json:"rounds"`
}

func newOption(o schedules.Option) optionDocument {
	return optionDocument{
		Number: o.Number, Name: o.Name, Family: o.Family, Method: o.Method,
		Tables: o.Tables, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound, BoardsInPlay: o.BoardsInPlay,
		Boards: o.Boards, SitOuts: o.SitOuts, Verdict: o.Verdict, BalanceIndex: o.BalanceIndex,
		NeverMeet: o.NeverMeet, MostMeetings: o.MostMeetings,
		Timetable: newTimetable(o), FitsTime: o.FitsTime, Rooms: o.Rooms, UnderShare: o.UnderShare,
		Relabelled: o.Relabelled, Notes: o.Notes, StrongestWins: o.StrongestWins,
	}
}

func newTimetable(o schedules.Option) timetableDocument {
	t := o.Timetable
	if t == nil {
		return timetableDocument{Rounds: []movement.RoundTime{}}
	}
	return timetableDocument{
		Start: t.Start, Finish: t.Finish(), Minutes: t.Minutes(), BoardsPerRound: o.BoardsPerRound,
		Pace:   schedules.Pace{MinutesPerBoard: t.MinutesPerBoard, MoveMinutes: t.MoveMinutes},
		Rounds: t.Rounds,
	}
}

// eventDocument is the "event" object of a plan: the event's name, date
// and venue.
type eventDocument struct {
	Name  string `json:"name,omitempty"`
	Date  string `json:"date,omitempty"`
	Venue string `json:"venue,omitempty"`
}

// Write writes plan to w as a movegen-plan/1 document. event, when it
// names anything (movement.Session.Title), becomes the "event" object; its
// timetable is not used.
func Write(w io.Writer, plan *schedules.Plan, event *movement.Session) error {
	if len(plan.Options) == 0 {
		return fmt.Errorf("write plan: the plan has no options")
	}
	doc := planDocument{
		Format: Format, Request: plan.Request, Marked: 1, Reason: plan.Reason,
		Timetable: newTimetable(plan.Options[0]), LeftOut: plan.LeftOut, Stopped: plan.Stopped,
	}
	for _, o := range plan.Options {
		doc.Options = append(doc.Options, newOption(o))
	}
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
