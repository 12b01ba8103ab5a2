package app

import (
	"strings"

	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/internal/request"
)

// pageView fills v's master chart, table cards and timetable from the
// composed document d, as the paper has them: the chart's title, the
// lines above it and under it (its key) and its cells (a row per table
// when the movement has one round, oneRound), each table card's title,
// the lines above its grid and its cells (when tablesFit: the page's
// budget took them all), and the timetable's line. The page adds no word of its own to them.
func pageView(v *request.View, d *sheet.Document, oneRound, tablesFit bool) {
	for _, s := range d.Of(sheet.KindChart) {
		// The page prints the chart's key (under the paper's grid)
		// with the lines above it.
		v.ChartTitle, v.ChartNotes = s.Title, append(sheet.Texts(s.Above), sheet.Texts(s.Below)...)
		v.Chart = s.Grid.Text()
		if oneRound {
			// One round (a Swiss round): a row per table instead of a
			// column, so that the chart of a large field fits a page.
			v.Chart = transposeChart(v.Chart)
		}
	}
	if tablesFit {
		for i := range d.Sheets {
			if k := d.Sheets[i].Kind; k == sheet.KindTable || k == sheet.KindSitOut {
				v.Tables = append(v.Tables, tableView(&d.Sheets[i], oneRound))
			}
		}
	}
	for _, s := range d.Of(sheet.KindTimetable) {
		if len(s.Above) > 0 {
			v.Timetable = s.Above[0].Text
		}
	}
}

// tableView is table card s laid out for a page: its title, the lines
// above its grid and the grid. The page wraps where the browser likes:
// the paper's no-break spaces inside the notes are spaces here. A card of
// a single round (oneRound: a Swiss round) has no empty "next" columns:
// nobody and no boards go anywhere next.
func tableView(s *sheet.Sheet, oneRound bool) request.TableView {
	tv := request.TableView{Title: s.Title, Grid: s.Grid.Text(), Notes: sheet.Texts(s.Above)}
	for _, row := range tv.Grid {
		if len(row) > 0 {
			row[len(row)-1] = strings.ReplaceAll(row[len(row)-1], "\u00a0", " ")
		}
	}
	if oneRound {
		tv.Grid = dropEmptyColumns(tv.Grid)
	}
	return tv
}

// dropEmptyColumns is grid (header first) without the columns whose every
// cell below the header is empty.
func dropEmptyColumns(grid [][]string) [][]string {
	if len(grid) < 2 {
		return grid
	}
	keep := make([]bool, len(grid[0]))
	for _, row := range grid[1:] {
		for j, c := range row {
			if j < len(keep) && c != "" {
				keep[j] = true
			}
		}
	}
	out := make([][]string, len(grid))
	for i, row := range grid {
		for j, c := range row {
			if j >= len(keep) || keep[j] {
				out[i] = append(out[i], c)
			}
		}
	}
	return out
}

// transposeChart turns a chart grid (head "Round", "Table 1", …; a row
// per round) into one with a row per table, headed by the table's name,
// and a column per round, headed by the chart's round word and the
// round's number ("Round 1"); the corner is empty, as the rows' heads say
// what they are.
func transposeChart(grid [][]string) [][]string {
	if len(grid) < 2 {
		return grid
	}
	out := make([][]string, len(grid[0]))
	out[0] = []string{""}
	for _, row := range grid[1:] {
		out[0] = append(out[0], grid[0][0]+" "+row[0])
	}
	for j := 1; j < len(grid[0]); j++ {
		out[j] = []string{grid[0][j]}
		for _, row := range grid[1:] {
			cell := ""
			if j < len(row) {
				cell = row[j]
			}
			out[j] = append(out[j], cell)
		}
	}
	return out
}
