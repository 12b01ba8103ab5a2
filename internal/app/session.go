package app

import (
	"errors"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// SessionFields set the movement's session (movement.Session): the event's
// name and the timetable, which the JSON file carries and the cards and
// sheets print.
func SessionFields() []Field {
	return []Field{
		{Name: "event", Label: "Event", Kind: String, Help: "name of the event, printed on every page and kept in the JSON movement"},
		{Name: "start", Label: "Start", Kind: String, Help: "time the first round starts, `HH:MM`: cards and sheets then show the time of every round"},
		{Name: "minutes-per-board", Label: "Minutes a board", Kind: Int,
			Help: "minutes a board or deal for the timetable (default 7 for bridge, 5 for preferans)"},
		{Name: "move-minutes", Label: "Minutes to move", Kind: Int, Default: strconv.Itoa(schedules.DefaultMoveMinutes), ZeroDefault: true,
			Help: "minutes to move between rounds, for the timetable"},
	}
}

var sessionNames = []string{"event", "start", "minutes-per-board", "move-minutes"}

// CheckSession refuses session fields out of range, before any work, and
// those given for a format that keeps no session (.ASC and CSV files).
func CheckSession(v *Values, format string) error {
	if format == "asc" || format == "csv" {
		for _, n := range sessionNames {
			if v.Given(n) {
				return &Error{Field: n, Why: say("a .%s file keeps no event or timetable; write .json, .txt, .pdf or .xlsx, or leave it out", format)}
			}
		}
	}
	if err := checkEvent(v); err != nil {
		return err
	}
	if v.Given("start") {
		if _, err := movement.ParseTimeOfDay(v.String("start")); err != nil {
			return fileErr(say("%s %v", Name("start"), textOf(err)))
		}
	}
	return checkPace(v)
}

// checkEvent refuses an event's name that no page can print (a control
// character, a line break).
func checkEvent(v *Values) error {
	if v.Given("event") {
		if why, ok := movement.TextFault(strings.TrimSpace(v.String("event"))); !ok {
			return &Error{Field: "event", Why: why}
		}
	}
	return nil
}

// checkPace refuses minutes a board or to move out of the timetable's
// range.
func checkPace(v *Values) error {
	if n := v.Int("minutes-per-board"); v.Given("minutes-per-board") && (n < 1 || n > movement.MaxMinutesPerBoard) {
		return v.FieldError("minutes-per-board", say("want 1 to %d", movement.MaxMinutesPerBoard))
	}
	if n := v.Int("move-minutes"); v.Given("move-minutes") && (n < 0 || n > movement.MaxMoveMinutes) {
		return v.FieldError("move-minutes", say("want 0 to %d", movement.MaxMoveMinutes))
	}
	return nil
}

// ApplySession returns m with its session updated by the session fields
// given: the event replaces the event's name; a start makes a new
// timetable from the movement's rounds and boards per set; minutes a
// board or to move alone recompute the timetable the movement already has
// from its start. A movement that already has a session keeps what no
// field overrides. m itself is never changed: a changed movement is a
// clone.
func ApplySession(v *Values, m *movement.Movement) (*movement.Movement, error) {
	if err := CheckSession(v, ""); err != nil {
		return nil, err
	}
	event, start := v.Given("event"), v.Given("start")
	pace, move := v.Given("minutes-per-board"), v.Given("move-minutes")
	if !event && !start && !pace && !move {
		return m, nil
	}
	out := m.Clone()
	if out.Session == nil {
		out.Session = &movement.Session{}
	}
	if event {
		out.Session.Event = strings.TrimSpace(v.String("event"))
	}
	if !start && !pace && !move {
		return out, nil
	}
	p := schedules.DefaultPace(m.Game)
	var at movement.Clock
	switch old := out.Session.Timetable; {
	case start:
		at, _ = movement.ParseTimeOfDay(v.String("start")) // checked above
	case old != nil:
		at = old.Start
		if old.MinutesPerBoard > 0 {
			p = schedules.Pace{MinutesPerBoard: old.MinutesPerBoard, MoveMinutes: old.MoveMinutes}
		}
	default:
		name := "minutes-per-board"
		if !pace {
			name = "move-minutes"
		}
		return nil, &Error{Field: name, Why: say("needs %s: the movement has no timetable yet", Name("start"))}
	}
	if pace {
		p.MinutesPerBoard = v.Int("minutes-per-board")
	}
	if move {
		p.MoveMinutes = v.Int("move-minutes")
	}
	tt, err := schedules.SessionTimetable(m, at, p)
	var te *movement.TimetableError
	switch {
	case errors.As(err, &te) && (te.Field == "rounds" || te.Field == "boards_per_round"):
		return nil, &Error{Field: "start", Why: say("the movement has %d rounds of %d boards, no timetable can be made", m.Rounds, m.BoardsPerSet)}
	case errors.As(err, &te):
		return nil, &Error{Field: strings.ReplaceAll(te.Field, "_", "-"), Why: te.Text}
	case err != nil:
		return nil, internal(err)
	}
	out.Session.Timetable = tt
	return out, nil
}

// LengthNote is the sentence on the session's length when it runs longer
// than schedules.LongSessionMinutes at the pace of the session fields.
func LengthNote(v *Values, m *movement.Movement) (movement.Text, bool, error) {
	m, err := ApplySession(v, m)
	if err != nil {
		return movement.Text{}, false, err
	}
	note, ok := schedules.LengthNote(m, 0)
	return note, ok, nil
}
