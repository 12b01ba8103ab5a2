package xlsx

import (
	"context"
	"github.com/movegen/movegen/internal/widetab"
	"math"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/movement"
)

// Arrow is the cards' arrow ("→ table 12, West"); the workbook's font
// (FontFamily) has no glyph for it, and a spreadsheet program would draw
// it in another, so every cell writes ArrowText, the font's own single
// right-pointing angle quotation mark, instead: "› table 12, West".
const (
	Arrow     = "→"
	ArrowText = "›"
)

// cell is one cell of a sheet: its value and style (0: none). A wide cell
// (a title or a sentence) may run over the empty cells to its right, so
// it does not set its column's width.
type cell struct {
	v     any
	style int
	wide  bool
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
	// bold and head are the workbook's bold and heading styles: bold
	// text is measured a little wider.
	bold, head int
	// scale is each style's font size over the default font's (11 pt):
	// its text is measured that much wider (1 when not listed); boldStyles
	// are the other bold ones.
	scale      map[int]float64
	boldStyles map[int]bool
	// fill puts the sheet's cells (put) in row order: once a row is
	// handed on (flush), nothing more may be put in it or above it.
	fill func(s *sheetData)

	// What the measuring pass found.
	widths  []float64 // the width of every column (see widths)
	lastRow int       // the highest row put
	lastCol int       // the longest row
	need    float64   // the width of the widest wide cell in column 1
	breaks  []int     // a page break before each of these rows (1-based)

	// The pass under way.
	ctx       context.Context
	measuring bool
	emit      func(r int, row []cell) error
	done      int      // rows 1..done have gone to emit
	pend      [][]cell // rows done+1, done+2, …
	spare     [][]cell // emptied rows, for reuse
	err       error    // the first error of the pass: it ends the pass
}

// run makes one pass over the sheet: fill, every row handed to emit in
// order, ctx looked at before each row. It returns the first error.
func (s *sheetData) run(ctx context.Context, measuring bool, emit func(r int, row []cell) error) error {
	s.ctx, s.measuring, s.emit = ctx, measuring, emit
	s.done, s.pend, s.err = 0, nil, nil
	if measuring {
		s.widths, s.lastRow, s.lastCol, s.need, s.breaks = nil, 0, 0, 0, nil
	}
	s.fill(s)
	s.flush(s.done + len(s.pend) + 1)
	s.pend, s.spare = nil, nil
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
		x.v = strings.ReplaceAll(v, Arrow, ArrowText)
	}
	if r <= s.done {
		s.err = movement.Internalf("xlsx: sheet %s: row %d changed after it was written", s.name, r)
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

// measure takes one row into the sheet's measures: every column's width
// is its widest cell, heading included (a heading that wrapped would need
// a taller row), plus room for the cell padding; wide cells do not count.
func (s *sheetData) measure(row []cell) {
	s.lastCol = max(s.lastCol, len(row))
	for len(s.widths) < len(row) {
		s.widths = append(s.widths, 4)
	}
	for c, x := range row {
		if x.v == nil {
			continue
		}
		bold := x.style == s.bold || x.style == s.head || s.boldStyles[x.style]
		k := 1.0
		if f, ok := s.scale[x.style]; ok {
			k = f
		}
		if x.wide {
			if c == 0 {
				s.need = math.Max(s.need, k*valueWidth(x.v, bold))
			}
			continue
		}
		s.widths[c] = math.Max(s.widths[c], math.Min(k*valueWidth(x.v, bold)+2.5, 80))
	}
}

// valueWidth is textWidth of the value as the cell shows it.
func valueWidth(v any, bold bool) float64 {
	var buf [24]byte
	switch v := v.(type) {
	case string:
		return textWidth(v, bold)
	case int:
		return bytesWidth(strconv.AppendInt(buf[:0], int64(v), 10), bold)
	case float64:
		return bytesWidth(strconv.AppendFloat(buf[:0], v, 'f', -1, 64), bold)
	}
	return textWidth(valueText(v), bold)
}

// textWidth estimates the width of s in Excel's column units (the width
// of a digit in the default font): digits and narrow letters count one,
// capitals and wide letters a little more, bold a tenth more.
func textWidth(s string, bold bool) float64 {
	w := 0.0
	for _, r := range s {
		w += runeWidth(r)
	}
	if bold {
		w *= 1.1
	}
	return w
}

// bytesWidth is textWidth of ASCII text.
func bytesWidth(b []byte, bold bool) float64 {
	w := 0.0
	for _, c := range b {
		w += runeWidth(rune(c))
	}
	if bold {
		w *= 1.1
	}
	return w
}

func runeWidth(r rune) float64 {
	switch {
	case widetab.Wide(r):
		// A Chinese character is a full em, two digits wide.
		return 2.1
	case r == '№':
		return 2.0
	case r == '—' || r == '–':
		return 1.2
	case r == ' ' || r == '.' || r == ',' || r == ':' || r == '\u00a0' || r == 'i' || r == 'l' || r == '1':
		return 0.6
	case r >= 'A' && r <= 'Z', r >= 'А' && r <= 'Я', r == 'm', r == 'w', r == 'ш', r == 'щ', r == 'ю', r == 'ж', r == 'м':
		return 1.35
	}
	return 1.05
}

// printArea returns the sheet's used range, widened to the right until
// its wide cells (titles, sentences) fit, as an absolute reference.
func (s *sheetData) printArea() string {
	lastCol := max(s.lastCol, 1)
	total := 0.0
	for c := 0; c < lastCol && c < len(s.widths); c++ {
		total += s.widths[c]
	}
	for total < s.need && lastCol < 200 {
		lastCol++
		total += 8.43 // Excel's default column width
	}
	a, _ := excelize.CoordinatesToCellName(1, 1, true)
	z, _ := excelize.CoordinatesToCellName(lastCol, max(s.lastRow, 1), true)
	return quoteSheet(s.name) + "!" + a + ":" + z
}
