package xlsx

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Arrow is the cards' arrow ("→ table 12, West"), which the workbook
// writes as the cards do. The workbook's font (FontFamily) has no glyph
// for it: a spreadsheet program draws it from another face (DejaVu Sans,
// Liberation Sans and Calibri have it), and its width is measured in the
// widest of them (metrics.go), so a column holds it. The earlier "›",
// PT Sans's own angle quotation mark, read as a quotation mark.
const Arrow = "→"

// cell is one cell of a sheet: its value and style (0: none). A wide cell
// (a title or a sentence) may run over the empty cells to its right, so
// it does not set its column's width.
type cell struct {
	v     any
	style int
	wide  bool
	// height, above 0, is the least height of the cell's row in points:
	// a larger type, or a cell broken into lines ("\n").
	height float64
}

// sheetData is one worksheet. Its rows are never all held: fill lays them
// out top to bottom, and every row it has finished goes to emit and is
// dropped. fill runs twice: once to measure the sheet (its column widths,
// its used range, its page breaks), which excelize needs before the rows,
// and once while the file is written, each row going straight into the
// zip stream.
type sheetData struct {
	name      string
	landscape bool
	// actual prints the sheet at 100 % (the Tables sheet): never shrunk
	// to the page width.
	actual    bool
	titleRows int // rows repeated at the top of every printed page
	panes     *excelize.Panes
	// heat is the range of a heat map ("B4:M15"), "" when none.
	heat string
	// fonts is each style's font: its size in points and whether it is
	// bold (a style not listed: the default font, 11 pt regular); text is
	// measured in it (textUnits).
	fonts map[int]styleFont
	// pageWidth, when above 0, is the printed width of the page in column
	// units (pageUnits): the last column is widened to fill it, so that
	// the print area is the page and a line that fits the page is printed
	// whole (the Tables sheet, at 100 %).
	pageWidth float64
	// paper is the sheet's paper (an OOXML paper size code), and
	// portraitUnits and landscapeUnits the printed widths of its page
	// either way in column units (printedUnits): a sheet without
	// pageWidth turns landscape where its columns are wider than a
	// portrait page, and its wide cells are broken into lines no wider
	// than its print area (area).
	paper int
	// wantLandscape is landscape as the sheet was made (newSheet):
	// landscape whatever its width (a chart, a poster).
	wantLandscape bool
	// keep marks a sheet whose cells stay where they are (the scoring
	// sheets: their formulas name cells): wider than a landscape page,
	// it is printed in column ranges (ranges), its first keyCols columns
	// repeated on every page, instead of being split into blocks.
	keep    bool
	keyCols int
	// runs are the first columns (1-based) of a kept sheet's runs of
	// columns read together (sheet.Sheet.Runs): its column ranges part
	// no run that fits a page.
	runs []int
	// ranges are the printed column ranges of a kept sheet wider than
	// its page (area), 1-based and inclusive; nil when it fits.
	ranges [][2]int
	// blocksLandscape is set by a grid split into blocks for a
	// landscape page (blockGrid), in the measuring pass as in the other.
	blocksLandscape               bool
	portraitUnits, landscapeUnits float64
	// fill puts the sheet's cells (put) in row order: once a row is
	// handed on (flush), nothing more may be put in it or above it.
	fill func(s *sheetData)

	// What the measuring pass found.
	widths  []float64 // the width of every column (see widths)
	lastRow int       // the highest row put
	lastCol int       // the longest row
	need    float64   // the width of the widest wide cell in column 1
	areaCol int       // the last column of the print area
	breaks  []int     // a page break before each of these rows (1-based)
	// fit shrinks the sheet to the page's width when printed: only where
	// its print area is wider than a landscape page (a single column
	// wider than the page); every other sheet prints at 100 %, its
	// type at its size.
	fit bool
	// wides are the wide cells of column 1 (measuring pass, sheets
	// without pageWidth), and merged the rows of those wider than the
	// print area: each is merged across the print area, its text broken
	// into lines there, its row as tall as the lines (the value).
	wides  []wideCell
	merged map[int]float64
	// wrapped maps the style of a wide cell to the style that wraps its
	// text, for a merged one.
	wrapped map[int]int

	// The pass under way.
	ctx       context.Context
	measuring bool
	emit      func(r int, row []cell) error
	done      int      // rows 1..done have gone to emit
	pend      [][]cell // rows done+1, done+2, …
	spare     [][]cell // emptied rows, for reuse
	err       error    // the first error of the pass: it ends the pass
}

// errBug marks an error that is a bug of the workbook's layout, not of
// its input.
var errBug = errors.New("xlsx: internal error")

// run makes one pass over the sheet: fill, every row handed to emit in
// order, ctx looked at before each row. It returns the first error.
func (s *sheetData) run(ctx context.Context, measuring bool, emit func(r int, row []cell) error) error {
	s.ctx, s.measuring, s.emit = ctx, measuring, emit
	s.done, s.pend, s.err = 0, nil, nil
	if measuring {
		s.widths, s.lastRow, s.lastCol, s.need, s.breaks = nil, 0, 0, 0, nil
		s.wides, s.merged, s.fit, s.blocksLandscape, s.ranges = nil, nil, false, false, nil
	}
	s.fill(s)
	s.flush(s.done + len(s.pend) + 1)
	s.pend, s.spare = nil, nil
	if measuring && s.err == nil {
		s.area()
	}
	return s.err
}

// stopped reports whether the pass has ended (ctx or an error): fill's
// long loops look at it.
func (s *sheetData) stopped() bool { return s.err != nil }

// put sets the cell at column c, row r (both 1-based). A row that has
// already been handed on cannot change: that is a bug of fill.
func (s *sheetData) put(c, r int, x cell) {
	if s.err != nil {
		return
	}
	if v, ok := x.v.(string); ok && strings.Contains(v, Arrow) {
		x.v = v
	}
	if r <= s.done {
		s.err = fmt.Errorf("%w: sheet %s: row %d changed after it was written", errBug, s.name, r)
		return
	}
	if s.measuring {
		s.lastRow = max(s.lastRow, r)
	}
	i := r - s.done - 1
	for len(s.pend) <= i {
		var row []cell
		if n := len(s.spare); n > 0 {
			row, s.spare = s.spare[n-1], s.spare[:n-1]
		}
		s.pend = append(s.pend, row)
	}
	row := s.pend[i]
	for len(row) < c {
		row = append(row, cell{})
	}
	row[c-1] = x
	s.pend[i] = row
}

// flush hands every row above row r to emit: they are finished.
func (s *sheetData) flush(r int) {
	for s.err == nil && s.done < r-1 {
		var row []cell
		if len(s.pend) > 0 {
			row = s.pend[0]
			s.pend[0] = nil
			s.pend = s.pend[1:]
		}
		s.done++
		if s.err = s.ctx.Err(); s.err != nil {
			return
		}
		if s.measuring {
			s.measure(row)
		} else if len(row) > 0 {
			if h, ok := s.merged[s.done]; ok {
				row[0].height = max(row[0].height, h)
				if w, ok := s.wrapped[row[0].style]; ok {
					row[0].style = w
				}
			}
			s.err = s.emit(s.done, row)
		}
		if row != nil {
			clear(row)
			s.spare = append(s.spare, row[:0])
		}
	}
}

// pageBreak puts a page break before row r.
func (s *sheetData) pageBreak(r int) {
	if s.measuring {
		s.breaks = append(s.breaks, r)
	}
}

// styleFont is the font of a style: size in points, bold or not.
type styleFont struct {
	size float64
	bold bool
}

// measure takes one row into the sheet's measures: every column's width
// is its widest cell, heading included (a heading that wrapped would need
// a taller row), in the widest typeface a program may draw it in
// (textUnits), padding included; wide cells do not count.
func (s *sheetData) measure(row []cell) {
	s.lastCol = max(s.lastCol, len(row))
	for len(s.widths) < len(row) {
		s.widths = append(s.widths, 4)
	}
	for c, x := range row {
		if x.v == nil {
			continue
		}
		ft, ok := s.fonts[x.style]
		if !ok {
			ft = styleFont{size: defaultSize}
		}
		w := valueUnits(x.v, ft)
		if x.wide {
			if c == 0 {
				s.need = math.Max(s.need, w)
				if s.pageWidth == 0 {
					s.wides = append(s.wides, wideCell{row: s.done, units: w, text: valueText(x.v), ft: ft})
				}
			}
			continue
		}
		s.widths[c] = math.Max(s.widths[c], w)
	}
}

// valueUnits is textUnits of the value as the cell shows it, its widest
// line when it is broken into lines.
func valueUnits(v any, ft styleFont) float64 {
	var buf [24]byte
	switch v := v.(type) {
	case string:
		if strings.Contains(v, "\n") {
			w := 0.0
			for _, l := range strings.Split(v, "\n") {
				w = math.Max(w, textUnits(l, ft.size, ft.bold))
			}
			return w
		}
		return textUnits(v, ft.size, ft.bold)
	case int:
		return textUnits(string(strconv.AppendInt(buf[:0], int64(v), 10)), ft.size, ft.bold)
	case float64:
		return textUnits(string(strconv.AppendFloat(buf[:0], v, 'f', -1, 64)), ft.size, ft.bold)
	case formula:
		// A computed score, matchpoints or percentage: a few digits.
		return textUnits("-000.00", ft.size, ft.bold)
	}
	return textUnits(valueText(v), ft.size, ft.bold)
}

// wideCell is a wide cell of column 1 (a title, a sentence): its row,
// its width in column units, its text and font.
type wideCell struct {
	row   int
	units float64
	text  string
	ft    styleFont
}

// area ends the measuring pass. With pageWidth set, the last column is
// widened until the columns fill the page. Without, the sheet turns
// landscape where its columns are wider than a portrait page; the print
// area is its used columns, widened (one more column) where a wide cell
// needs it, never beyond the page; a wide cell still wider is merged
// across the print area and broken into lines there (merged), so that
// a long title never widens the print area and never shrinks the
// sheet. Only a sheet whose columns are wider than a landscape page is
// fit to the page's width (fit).
func (s *sheetData) area() {
	s.areaCol = max(s.lastCol, 1)
	for len(s.widths) < s.areaCol {
		s.widths = append(s.widths, 4)
	}
	total := 0.0
	for _, w := range s.widths[:s.areaCol] {
		total += w
	}
	if s.pageWidth > 0 {
		if total < s.pageWidth {
			s.widths = append(s.widths[:s.areaCol], s.pageWidth-total)
			s.areaCol++
		}
		s.fit = !s.actual && s.landscapeUnits > 0 && s.pageWidth > s.pageUnits()+0.01
		return
	}
	if s.portraitUnits == 0 {
		// No page known: the print area is widened until the wide cells fit.
		for total < s.need && s.areaCol < 200 {
			s.widths = append(s.widths[:s.areaCol], 8.43)
			s.areaCol++
			total += 8.43
		}
		return
	}
	s.landscape = s.wantLandscape || s.blocksLandscape || total > s.portraitUnits
	page := s.pageUnits()
	s.fit = total > page+0.01
	if s.keep && s.fit {
		// Printed in column ranges, each as wide as the page beside the
		// key columns; the wide cells fit the first.
		s.ranges = columnRanges(s.widths[:s.areaCol], s.keyCols, s.runs, page)
		s.fit = false
		for _, rg := range s.ranges {
			w := sum(s.widths[rg[0]-1 : rg[1]])
			if rg[0] > 1 {
				w += sum(s.widths[:s.keyCols])
			}
			s.fit = s.fit || w > page+0.01
		}
		if s.fit {
			s.ranges = nil
		} else {
			total = sum(s.widths[:s.ranges[0][1]])
		}
	}
	if s.need > total && total < page && s.ranges == nil {
		s.widths = append(s.widths[:s.areaCol], min(s.need, page)-total)
		s.areaCol++
		total = min(s.need, page)
	}
	for _, w := range s.wides {
		if w.units <= total+0.01 {
			continue
		}
		if s.merged == nil {
			s.merged = map[int]float64{}
		}
		lines := wrapUnits(w.text, w.ft, total)
		s.merged[w.row] = math.Max(s.merged[w.row], float64(len(lines))*lineHeight*w.ft.size)
	}
	s.wides = nil
}

// lineHeight is the height of a line of text in a cell, over its size: a
// line and a half, room for the tallest face of Fallbacks (DejaVu Sans,
// 1.16 em from its ascender to its descender).
const lineHeight = 1.5

// pageUnits is the printed width of the sheet's page in column units, as
// it is turned.
func (s *sheetData) pageUnits() float64 {
	if s.landscape {
		return s.landscapeUnits
	}
	return s.portraitUnits
}

// mergeRefs are the ranges of the merged wide cells (merged), in row
// order: column 1 to the print area's last column (its first column
// range's, for a sheet printed in ranges).
func (s *sheetData) mergeRefs() []string {
	rows := make([]int, 0, len(s.merged))
	for r := range s.merged {
		rows = append(rows, r)
	}
	slices.Sort(rows)
	refs := make([]string, 0, len(rows))
	// A sheet printed in column ranges has its wide cells broken to its
	// first range's width (area), and merged across it: a cell merged
	// further would be cut off where the range ends.
	last := s.areaCol
	if len(s.ranges) > 0 {
		last = s.ranges[0][1]
	}
	for _, r := range rows {
		if last < 2 {
			break
		}
		a, _ := excelize.CoordinatesToCellName(1, r)
		z, _ := excelize.CoordinatesToCellName(last, r)
		refs = append(refs, a+":"+z)
	}
	return refs
}

// printArea returns the sheet's print area (area), as an absolute
// reference.
func (s *sheetData) printArea() string {
	a, _ := excelize.CoordinatesToCellName(1, 1, true)
	z, _ := excelize.CoordinatesToCellName(max(s.areaCol, 1), max(s.lastRow, 1), true)
	if len(s.ranges) == 0 {
		return quoteSheet(s.name) + "!" + a + ":" + z
	}
	// A kept sheet's column ranges, each printed on pages of its own:
	// the first from row 1 (its title), the others from its last head
	// row, which every page repeats with the key columns (pageSetup).
	refs := make([]string, len(s.ranges))
	for i, rg := range s.ranges {
		top := 1
		if i > 0 {
			top = max(s.titleRows, 1)
		}
		a, _ := excelize.CoordinatesToCellName(rg[0], top, true)
		z, _ := excelize.CoordinatesToCellName(rg[1], max(s.lastRow, 1), true)
		refs[i] = quoteSheet(s.name) + "!" + a + ":" + z
	}
	return strings.Join(refs, ",")
}

// printTitles is what every printed page of the sheet repeats: its title
// rows, and for a kept sheet printed in column ranges, its key columns
// and its last head row (its title, in the key columns, would be cut
// off on the later ranges' pages). "" for nothing.
func (s *sheetData) printTitles() string {
	q := quoteSheet(s.name)
	if len(s.ranges) > 0 {
		h := max(s.titleRows, 1)
		row := "$" + strconv.Itoa(h)
		return q + "!$A:$" + colName(max(s.keyCols, 1)) + "," + q + "!" + row + ":" + row
	}
	if s.titleRows > 0 {
		return q + "!$1:$" + strconv.Itoa(s.titleRows)
	}
	return ""
}

// columnRanges splits columns key+1… of a sheet whose columns are widths
// into ranges [a, b] (1-based) that each fit page beside the first key
// columns; the first range starts at column 1 and holds the key columns
// itself. runs are the first columns (1-based) of the runs of columns
// read together: a range ends only where a run does, unless a run is
// wider than the page, which is then split where it must be.
func columnRanges(widths []float64, key int, runs []int, page float64) [][2]int {
	key = min(key, len(widths))
	keyW := sum(widths[:key])
	// runEnd[c] is the last column (1-based) of the run column c+1 is in.
	runEnd := make([]int, len(widths))
	end := len(widths)
	for c := len(widths) - 1; c >= 0; c-- {
		runEnd[c] = end
		if slices.Contains(runs, c+1) {
			end = c
		}
	}
	var out [][2]int
	a, w := 1, 0.0
	for c, x := range widths {
		col := c + 1
		room := page
		if a > 1 {
			room -= keyW
		}
		if col > a && w+x > room {
			out = append(out, [2]int{a, col - 1})
			a, w = col, 0
		} else if col > a && slices.Contains(runs, col) && w+sum(widths[c:runEnd[c]]) > room && sum(widths[c:runEnd[c]]) <= page-keyW {
			// The run starting here does not fit beside the columns
			// before it, and fits a page of its own.
			out = append(out, [2]int{a, col - 1})
			a, w = col, 0
		}
		w += x
	}
	return append(out, [2]int{a, len(widths)})
}
