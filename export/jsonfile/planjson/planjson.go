package planjson

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// Format is the value of the "format" key of a session plan document.
const Format = "movegen-plan/1"

// planDocument is a movegen-plan/1 document: the request, the ranked
// options (option 1 is the marked one), the reason it is marked, the
// marked option's timetable, the sentences on what was left out, and
// whether the plan was stopped early. Sentences are kept in English.
type planDocument struct {
	Format  string             `json:"format"`
	Event   *eventDocument     `json:"event,omitempty"`
	Request schedules.Request  `json:"request"`
	Marked  int                `json:"marked"`
	Reason  movement.Text      `json:"reason"`
	Options []schedules.Option `json:"options"`
	// Timetable is the marked option's.
	Timetable schedules.Timetable `json:"timetable"`
	LeftOut   []movement.Text     `json:"left_out,omitempty"`
	Stopped   bool                `json:"stopped,omitempty"`
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
		Options: plan.Options, Timetable: plan.Options[0].Timetable, LeftOut: plan.LeftOut,
		Stopped: plan.Stopped,
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
