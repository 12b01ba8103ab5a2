package xlsx

import "github.com/movegen/movegen/export/sheet"

// teamSheets adds, for a teams movement, the master chart of matches and
// one sheet with every team's itinerary, one after the other.
func (wb *workbook) teamSheets() {
	if wb.b.Teams == nil {
		return
	}
	p := wb.p
	wb.newSheet(p.T("Matches"), true, 3, func(s *sheetData) {
		for _, sh := range wb.doc.Of(sheet.KindMatches) {
			wb.composed(s, sh, 3)
		}
	})
	// No title row repeats on every page: each team has its own heading.
	wb.newSheet(p.T("Teams"), true, 0, func(s *sheetData) {
		r := 1
		for _, sh := range wb.doc.Of(sheet.KindTeams) {
			wb.titleCell(s, r, sh.Title+" — "+sh.Subtitle)
			r = wb.textGrid(s, r+2, sh.Grid.Text(), 1) + 1
		}
	})
}
