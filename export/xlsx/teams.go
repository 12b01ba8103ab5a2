package xlsx

import "github.com/movegen/movegen/export/sheet"

// teamsSheet adds, for a teams movement, the sheet with every team's
// itinerary (the teams' sheets of group), one after the other.
func (wb *workbook) teamsSheet(name string, group []*sheet.Sheet) {
	// No title row repeats on every page (the document's Hold): each
	// team has its own heading, kept on one page with its grid (a page break before a
	// team that would not fit the rest of the page), where the grid is
	// not longer than a page.
	wb.newSheet(name, group[0].Landscape, repeatRows(group[0].Hold, 3), func(s *sheetData) {
		r, used := 1, 0
		for _, sh := range group {
			rows := sh.Grid.Text()
			widths := wb.gridWidths(s, rows)
			_, landscape := s.gridLayout(widths, 1, len(rows))
			need := 2 + len(rows)
			if per := s.rowsPerPage(landscape); used > 0 && used+need > per {
				s.pageBreak(r)
				used = 0
			}
			wb.titleCell(s, r, heading(sh))
			next := wb.textGrid(s, r+2, rows, 1, nil, nil) + 1
			used += next - r
			r = next
		}
	})
}
