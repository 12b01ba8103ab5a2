package xlsx

import (
	"math"
	"strings"

	"github.com/xuri/excelize/v2"
)

// A grid wider than a landscape page at its size (12 pt) is not shrunk
// to fit: its columns are split into blocks, each as wide as the page
// holds, printed one under the other on pages of their own, each with
// the grid's head columns (the round, the contestant) and its heading
// row (blockGrid). A block taller than a page goes on over pages, its
// heading again at the top of each.

// columnBlocks splits the columns of a grid after its first head columns
// into blocks [a, b) that each fit page column units beside the head
// columns, in the sheet's columns: every block's k-th column shares a
// sheet column with the other blocks' k-th, as wide as the widest of
// them. The blocks are as few as fit and, as far as that allows, of one
// size. A grid that fits is one block.
func columnBlocks(widths []float64, head int, page float64) [][2]int {
	n := len(widths)
	head = min(head, n)
	if n == head || sum(widths) <= page {
		return [][2]int{{head, n}}
	}
	headW := sum(widths[:head])
	m := n - head
	fits := func(c int) bool {
		w := headW
		for p := range c {
			widest := 0.0
			for a := head + p; a < n; a += c {
				widest = math.Max(widest, widths[a])
			}
			w += widest
		}
		return w <= page
	}
	c := m
	for c > 1 && !fits(c) {
		c--
	}
	nb := (m + c - 1) / c
	if even := (m + nb - 1) / nb; fits(even) {
		c = even
	}
	var blocks [][2]int
	for a := head; a < n; a += c {
		blocks = append(blocks, [2]int{a, min(a+c, n)})
	}
	return blocks
}

func sum(ws []float64) float64 {
	t := 0.0
	for _, w := range ws {
		t += w
	}
	return t
}

// gridWidths is the width of every column of a grid of text, in column
// units, as the sheet measures it (the heading row bold).
func (wb *workbook) gridWidths(s *sheetData, rows [][]string) []float64 {
	var widths []float64
	for k, row := range rows {
		ft := s.fonts[wb.body]
		if k == 0 {
			ft = s.fonts[wb.head]
		}
		for c, v := range row {
			for len(widths) <= c {
				widths = append(widths, 4)
			}
			// As the cell shows it; a number ("+3") is no wider
			// than its text.
			widths[c] = math.Max(widths[c], textUnits(v, ft.size, ft.bold))
		}
	}
	return widths
}

// gridLayout lays out a grid of n rows (the heading one of them) whose
// columns are widths on sheet s: its column blocks (columnBlocks) and
// the page it is laid out for, landscape or not. A grid that fits a
// portrait page (and the sheet is not landscape by its kind) is laid
// out for one, else for a landscape page; a grid wider than a landscape
// page is split for whichever way takes fewer pages (a landscape sheet
// by its kind: landscape), its blocks as they go on over pages.
func (s *sheetData) gridLayout(widths []float64, head, n int) (blocks [][2]int, landscape bool) {
	total := sum(widths)
	if !s.wantLandscape && total <= s.portraitUnits {
		return columnBlocks(widths, head, s.portraitUnits), false
	}
	wide := columnBlocks(widths, head, s.landscapeUnits)
	if len(wide) == 1 || s.wantLandscape {
		return wide, true
	}
	pages := func(blocks [][2]int, landscape bool) int {
		per := s.rowsPerPage(landscape) - 1
		return len(blocks) * max((n-1+per-1)/per, 1)
	}
	tall := columnBlocks(widths, head, s.portraitUnits)
	if pages(tall, false) < pages(wide, true) {
		return tall, false
	}
	return wide, true
}

// rowsPerPage is how many rows of the sheet's default height a printed
// page holds, landscape or not, with room left for the header and
// footer and a row to spare.
func (s *sheetData) rowsPerPage(landscape bool) int {
	wh := paperPts[s.paper]
	h := wh[1]
	if landscape {
		h = wh[0]
	}
	return max(int((h-2*marginPts-2*18)/defaultRowHeight)-1, 5)
}

// defaultRowHeight is the height of a row of every sheet but the Tables
// sheet, in points: room for 12 pt type (lineHeight).
const defaultRowHeight = 18.0

// textGrid is blockGrid for a grid of text: the first row in the
// heading style, the others in the body style, numbers as numbers. A
// column wider than a landscape page beside the head columns (a set's
// tables, all on one line) is narrowed to what the page leaves, no
// narrower than its longest word, and its wider cells broken into lines
// there, their rows as tall as the lines.
func (wb *workbook) textGrid(s *sheetData, r int, rows [][]string, head int, cont, below func(r int) int) int {
	widths := wb.gridWidths(s, rows)
	capped := make([]float64, len(widths))
	headW := sum(widths[:min(head, len(widths))])
	for c := head; c < len(widths); c++ {
		if room := s.landscapeUnits - headW - 0.5; widths[c] > room {
			longest := 0.0
			for k, row := range rows {
				ft := s.fonts[wb.body]
				if k == 0 {
					ft = s.fonts[wb.head]
				}
				if c < len(row) {
					for _, w := range strings.Fields(row[c]) {
						longest = math.Max(longest, textUnits(w, ft.size, ft.bold))
					}
				}
			}
			capped[c] = math.Max(room, longest)
			widths[c] = capped[c]
		}
	}
	blocks, landscape := s.gridLayout(widths, head, len(rows))
	cells := make([]cell, len(widths))
	next, _ := wb.blockGrid(s, r, len(rows), landscape, blocks, head, cont, below, func(i, a, b int) []cell {
		row := rows[i]
		style, wrap := wb.body, wb.bodyWrap
		if i == 0 {
			style, wrap = wb.head, wb.headWrap
		}
		ft := s.fonts[style]
		clear(cells)
		broken := false
		for c, v := range row {
			if c < head || c >= a && c < b {
				x := cell{v: cellValue(v), style: style}
				if capped[c] > 0 && textUnits(v, ft.size, ft.bold) > capped[c] {
					lines := wrapUnits(v, ft, capped[c])
					x = cell{v: strings.Join(lines, "\n"), style: wrap, height: float64(len(lines)) * lineHeight * ft.size}
					broken = true
				}
				cells[c] = x
			}
		}
		if broken {
			// The row's other cells at its top too, beside the first
			// line of the broken one.
			for c := range cells[:len(row)] {
				if cells[c].style == style {
					cells[c].style = wrap
				}
			}
		}
		return cells[:len(row)]
	})
	return next
}

// blockGrid writes a grid of n rows (row 0 its heading; row(i, a, b)
// makes row i's cells, indexed by the grid's columns, at least its head
// columns and columns a to b-1 (b may be past the last column); it
// may reuse the slice) from row r of column 1 on, and returns the next free
// row and, for each block, the range of its body cells (the columns
// after the head, the rows after its first heading: a conditional
// format's). A grid that is one block (columnBlocks) is written as it is: the
// sheet's title rows repeat on every printed page. A grid of more blocks
// is written block under block, each with the head columns and the
// heading row, a page break before each block after the first and,
// within a block, a page break and the heading row again before every
// page's worth of rows (rowsPerPage); cont, when not nil, writes what
// heads each of those pages from the given row (the sheet's
// "continued" title) and returns the next free row; below, when not
// nil, writes
// what goes under each block from the row after it (a chart's key, so
// that every page has it) and returns the next free row; the sheet then
// repeats no title rows and freezes no rows (they would be the first
// block's). Each row is finished once the next one starts.
func (wb *workbook) blockGrid(s *sheetData, r, n int, landscape bool, blocks [][2]int, head int, cont, below func(r int) int, row func(i, a, b int) []cell) (int, []string) {
	var ranges []string
	body := func(first, last int, bl [2]int) {
		if last < first || bl[1] <= bl[0] {
			return
		}
		a, _ := excelize.CoordinatesToCellName(head+1, first)
		z, _ := excelize.CoordinatesToCellName(head+bl[1]-bl[0], last)
		ranges = append(ranges, a+":"+z)
	}
	put := func(at int, cells []cell, a, b int) {
		s.flush(at)
		for j, x := range cells[:min(head, len(cells))] {
			s.put(1+j, at, x)
		}
		if a < len(cells) {
			for j, x := range cells[a:min(b, len(cells))] {
				s.put(1+head+j, at, x)
			}
		}
	}
	if len(blocks) <= 1 {
		for i := range n {
			if s.stopped() {
				break
			}
			put(r+i, row(i, head, math.MaxInt), head, math.MaxInt)
		}
		if len(blocks) == 1 {
			body(r+1, r+n-1, blocks[0])
		}
		return r + n, ranges
	}
	s.titleRows = 0
	// The sheet turns as its blocks were laid out (area keeps it).
	s.blocksLandscape = s.blocksLandscape || landscape
	if s.panes != nil {
		s.panes = &excelize.Panes{Freeze: true, XSplit: head, TopLeftCell: colName(head+1) + "1", ActivePane: "topRight"}
	}
	perPage := s.rowsPerPage(landscape)
	// The first page has the rows above the grid (its title, a tall row).
	used := r
	for k, bl := range blocks {
		if k > 0 {
			r++
			s.pageBreak(r)
			used = 0
			if cont != nil {
				next := cont(r)
				r, used = next, next-r
			}
		}
		heading := append([]cell(nil), row(0, bl[0], bl[1])...)
		put(r, heading, bl[0], bl[1])
		r, used = r+1, used+1
		first := r
		for i := 1; i < n; i++ {
			if s.stopped() {
				return r, ranges
			}
			if used >= perPage {
				s.pageBreak(r)
				used = 0
				if cont != nil {
					next := cont(r)
					r, used = next, next-r
				}
				put(r, heading, bl[0], bl[1])
				r, used = r+1, used+1
			}
			put(r, row(i, bl[0], bl[1]), bl[0], bl[1])
			r, used = r+1, used+1
		}
		body(first, r-1, bl)
		if below != nil {
			r = below(r)
		}
	}
	return r, ranges
}

// colName is the letters of column c (1: A).
func colName(c int) string {
	return string(appendColumn(nil, c))
}
