package xlsx

import "github.com/movegen/movegen/export/sheet"

// teamSheets adds, for a teams movement, the master chart of matches and
// one sheet with every team's itinerary, one after the other.
func (wb *workbook) teamSheets() {
	if wb.b.Teams == nil {
		return
	}
	p := wb.p
	// Portrait where its few columns fit: a portrait page holds more
	// rounds.
	wb.newSheet(p.T("Matches"), false, 3, func(s *sheetData) {
		for _, sh := range wb.doc.Of(sheet.KindMatches) {
			wb.composed(s, sh, 3)
		}
	})
	// No title row repeats on every page: each team has its own
	// heading, kept on one page with its grid (a page break before a
	// team that would not fit the rest of the page), where the grid is
	// not longer than a page.
	wb.newSheet(p.T("Teams"), true, 0, func(s *sheetData) {
		r, used := 1, 0
		for _, sh := range wb.doc.Of(sheet.KindTeams) {
			rows := sh.Grid.Text()
			widths := wb.gridWidths(s, rows)
			_, landscape := s.gridLayout(widths, 1, len(rows))
			need := 2 + len(rows)
			if per := s.rowsPerPage(landscape); used > 0 && used+need > per {
				s.pageBreak(r)
				used = 0
			}
			wb.titleCell(s, r, sh.Title+" — "+sh.Subtitle)
			next := wb.textGrid(s, r+2, rows, 1, nil, nil) + 1
			used += next - r
			r = next
		}
	})
}
