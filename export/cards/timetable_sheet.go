package cards

import (
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// timetableSheet is timetable tt of the book's session as a sheet, the
// one the paper prints and the workbook's Timetable sheet alike: its
// title, the event line, the line that sums the clock up (clockLine),
// the rounds' times (clockGrid), and the same figures as facts (the
// start, the finish, the pace), which the workbook prints beside the
// grid. minutesPerRound, above 0, is the pace of a timetable made from a
// start time (WorkbookOptions), which has no minutes a board.
func timetableSheet(p *i18n.Printer, b *Book, tt *movement.Timetable, minutesPerRound int, event string) sheet.Sheet {
	title := p.T("Timetable")
	line := clockLine(p, b.Movement, tt)
	s := sheet.Sheet{Kind: sheet.KindTimetable, Title: title, Subtitle: heading(p, b, event),
		Heading:   titleLine(title, heading(p, b, event)),
		Continued: p.Sprintf("%s (continued)", title), Above: []sheet.Line{{Text: line, Keep: keepSpans(line)}},
		Hold: sheet.Hold{Repeat: sheet.RepeatHead}}
	s.Facts = []sheet.Fact{
		{Key: p.T("Start"), Values: []sheet.Cell{{Text: tt.Start.String()}}},
		{Key: p.T("Finish"), Values: []sheet.Cell{{Text: tt.Finish().String()}}},
	}
	if tt.MinutesPerBoard > 0 {
		s.Facts = append(s.Facts,
			sheet.Fact{Key: p.T("Minutes a board"), Values: []sheet.Cell{sheet.Num(float64(tt.MinutesPerBoard))}},
			sheet.Fact{Key: p.T("Minutes to move"), Values: []sheet.Cell{sheet.Num(float64(tt.MoveMinutes))}})
	} else if minutesPerRound > 0 {
		s.Facts = append(s.Facts, sheet.Fact{Key: p.T("Minutes per round"), Values: []sheet.Cell{sheet.Num(float64(minutesPerRound))}})
	}
	s.Grid = sheet.FromText(clockGrid(p, tt), false)
	if len(s.Grid.Cols) > 0 {
		s.Grid.Cols[0].Role = sheet.RoleRound
	}
	return s
}
