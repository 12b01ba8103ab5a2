package xlsx

import "github.com/movegen/movegen/export/cards"

// teamSheets adds, for a teams movement, the master chart of matches and
// one sheet with every team's itinerary, one after the other.
func (wb *workbook) teamSheets() {
	p, b := wb.p, wb.b
	if b.Teams == nil {
		return
	}
	wb.newSheet(p.T("Matches"), true, 3, func(s *sheetData) {
		wb.titleCell(s, 1, cards.MatchesTitle(p)+" — "+wb.title)
		wb.grid(s, 1, 3, cards.MatchesGrid(p, b))
	})
	// No title row repeats on every page: each team has its own heading.
	wb.newSheet(p.T("Teams"), true, 0, func(s *sheetData) {
		r := 1
		for _, card := range b.Teams {
			wb.titleCell(s, r, cards.TeamTitle(p, b.Movement, card)+" — "+wb.title)
			r = wb.grid(s, 1, r+2, cards.TeamGrid(p, b, card)) + 1
		}
	})
}
