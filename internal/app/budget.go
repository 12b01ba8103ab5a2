package app

import (
	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
)

// A page shows the master chart and the table instructions only while
// they stay small enough to read and to send: a chart of 250 tables ×
// 333 rounds (1000 preferans players) is 83,000 cells and, with the 250
// table cards, 16 MB of HTML. Past these bounds the page says so and
// points to the files, which print them page by page.
const (
	// maxChartCells bounds the master chart.
	maxChartCells = 20000
	// maxTableCells bounds the table instructions, all tables together.
	maxTableCells = 40000
)

// pageBudget decides what of a movement's cards fit on the page.
type pageBudget struct {
	p       *i18n.Printer
	book    *cards.Book
	cells   int
	omitted []string
}

func newPageBudget(p *i18n.Printer, book *cards.Book) *pageBudget {
	return &pageBudget{p: p, book: book}
}

// chart reports whether the master chart fits (rounds × tables, as its
// grid is laid out), else notes that it is left out.
func (b *pageBudget) chart() bool {
	m := b.book.Movement
	cells := (len(b.book.Chart.Cells) + 1) * (m.Tables + 1)
	if cells <= maxChartCells {
		return true
	}
	b.omitted = append(b.omitted, b.p.Sprintf("The master chart (%d tables, %d rounds) is too large for this page; the cards PDF and the workbook have it.", m.Tables, m.Rounds))
	return false
}

// table counts one table card's grid and reports whether the cards so far
// still fit, else notes that the table instructions are left out.
func (b *pageBudget) table(grid [][]string) bool {
	for _, row := range grid {
		b.cells += len(row)
	}
	if b.cells <= maxTableCells {
		return true
	}
	b.omitted = append(b.omitted, b.p.Sprintf("The instructions of the %d tables are too large for this page; the cards PDF and the workbook have them.", len(b.book.Tables)))
	return false
}
