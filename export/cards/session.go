package cards

import (
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// Timetable returns the timetable the cards print: the movement's session
// timetable when it lists every round, else nil (the cards then show no
// times).
func Timetable(b *Book) *movement.Timetable {
	m := b.Movement
	if m.Session == nil || m.Session.Timetable == nil {
		return nil
	}
	t := m.Session.Timetable
	if len(t.Rounds) != m.Rounds {
		return nil
	}
	for i, r := range t.Rounds {
		if r.Round != i+1 {
			return nil
		}
	}
	return t
}

// EventName returns event when it is given, else the event, date and venue
// the movement's session carries ("" when neither is known).
func EventName(b *Book, event string) string {
	if strings.TrimSpace(event) != "" {
		return event
	}
	return b.Movement.Session.Title()
}

// RoundTimeText returns when round r is played, "19:00–19:21", or "" when
// the cards carry no timetable. A time after midnight of the first day
// carries its day: "23:54–00:15(+1)"; a round wholly on a later day says
// it once, "00:16–00:37(+1)".
func RoundTimeText(b *Book, r int) string {
	t := Timetable(b)
	if t == nil {
		return ""
	}
	rt, ok := t.Round(r)
	if !ok {
		return ""
	}
	if rt.Start.Day() == rt.End.Day() && rt.Start >= 0 {
		day := rt.End.String()[len(rt.End.TimeOfDay()):]
		return rt.Start.TimeOfDay() + "–" + rt.End.TimeOfDay() + day
	}
	return rt.Start.String() + "–" + rt.End.String()
}

// withTime inserts the time of round r after the first cell of row when the
// cards carry a timetable; r 0 inserts the column heading.
func withTime(p *i18n.Printer, b *Book, row []string, r int) []string {
	if Timetable(b) == nil || len(row) == 0 {
		return row
	}
	cell := p.T("Time")
	if r > 0 {
		cell = RoundTimeText(b, r)
	} else if r < 0 {
		cell = ""
	}
	out := make([]string, 0, len(row)+1)
	out = append(out, row[0], cell)
	return append(out, row[1:]...)
}

// TimetableGrid returns the session's clock as rows, header first: round,
// start, end. It is nil when the cards carry no timetable.
func TimetableGrid(p *i18n.Printer, b *Book) [][]string {
	t := Timetable(b)
	if t == nil {
		return nil
	}
	return clockGrid(p, t)
}

// clockGrid is timetable t as rows, header first: round, start, end.
func clockGrid(p *i18n.Printer, t *movement.Timetable) [][]string {
	rows := [][]string{{p.T("Round"), p.T("Start"), p.T("End")}}
	breaks := t.Breaks()
	for _, r := range t.Rounds {
		rows = append(rows, []string{strconv.Itoa(r.Round), r.Start.String(), r.End.String()})
		for _, b := range breaks {
			if b.After == r.Round {
				rows = append(rows, []string{p.T("Break"), b.Start.String(), b.End.String()})
			}
		}
	}
	return rows
}

// TimetableLine sums up the clock in one sentence: start, finish and the
// pace ("" without a timetable).
func TimetableLine(p *i18n.Printer, b *Book) string {
	t := Timetable(b)
	if t == nil {
		return ""
	}
	return clockLine(p, b.Movement, t)
}

// clockLine sums timetable t of m up in one sentence: start, finish and
// the pace.
func clockLine(p *i18n.Printer, m *movement.Movement, t *movement.Timetable) string {
	s := p.Sprintf("Start %s, finish %s.", t.Start.String(), t.Finish().String())
	if t.MinutesPerBoard > 0 {
		unit := p.Sprintf("%d minutes a board, %d to move.", t.MinutesPerBoard, t.MoveMinutes)
		if preferans(m) {
			unit = p.Sprintf("%d minutes a deal, %d to move.", t.MinutesPerBoard, t.MoveMinutes)
		}
		s += " " + unit
	}
	for _, b := range t.Breaks() {
		s += " " + p.Sprintf("Break after round %d: %d minutes, %s–%s.", b.After, b.Minutes(), b.Start.String(), b.End.String())
	}
	return s
}
