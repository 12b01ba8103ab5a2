package cards

import (
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
)

// timetableSheet is the session's timetable as a sheet: its title, the
// event line, the line that sums the clock up (TimetableLine) and the
// rounds' times (TimetableGrid); false when the session has no timetable.
func timetableSheet(p *i18n.Printer, b *Book, event string) (sheet.Sheet, bool) {
	line := TimetableLine(p, b)
	if line == "" {
		return sheet.Sheet{}, false
	}
	title := p.T("Timetable")
	s := sheet.Sheet{Kind: sheet.KindTimetable, Title: title, Subtitle: Heading(p, b, event),
		Continued: p.Sprintf("%s (continued)", title), Above: []sheet.Line{{Text: line, Keep: keepSpans(line)}}}
	s.Grid = sheet.FromText(TimetableGrid(p, b), false)
	if len(s.Grid.Cols) > 0 {
		s.Grid.Cols[0].Role = sheet.RoleRound
	}
	return s, true
}
