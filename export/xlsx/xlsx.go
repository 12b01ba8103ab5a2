package xlsx

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/layout"
	"github.com/movegen/movegen/export/sheet"
)

// Options adjust the workbook's layout; its words are the document's.
type Options struct {
	// Paper is "a4" (default) or "letter".
	Paper string
	// Planned, when set, is told the number of sheets and of rows over
	// all sheets once they are laid out, before any is written
	// (WriteContext), so that a caller can say how large the workbook
	// will be.
	Planned func(sheets, rows int)
}

// ChineseFontFamily is the font every style names in a Chinese workbook
// (--lang zh): PT Sans has no Chinese, and a workbook cannot embed a font.
// A style names one font of at most 31 characters (Excel's limit, which
// excelize enforces), so the list is this name and the substitutions each
// program makes for it: Microsoft YaHei comes with Windows (since Vista)
// and is one of Office's cloud fonts on macOS; where it is missing, Excel
// substitutes a Chinese font by the styles' character set (GB2312,
// ChineseCharset: PingFang SC on macOS), and LibreOffice by its
// replacement table and fontconfig (Noto Sans CJK SC, or Droid Sans
// Fallback on Debian: TestChineseWorkbookThroughLibreOffice). Each of these
// draws the Latin digits unlike the Chinese seats 北 东 南 西.
const ChineseFontFamily = "Microsoft YaHei"

// ChineseCharset is the character set a Chinese workbook's fonts declare:
// 134, GB2312, which makes Excel substitute a Chinese font for one it
// does not have.
const ChineseCharset = 134

// family returns the font family the workbook's styles name, and the
// character set they declare (nil: none), for the document's language.
func family(lang string) (string, *int) {
	if lang == "zh" {
		cs := ChineseCharset
		return ChineseFontFamily, &cs
	}
	return FontFamily, nil
}

// cardSize is the size, in points, of the text on the Tables sheet (the
// table cards), printed at 100 %: LibreOffice's print of it is never
// below 12 pt.
const cardSize = 13.0

// cardRowHeight is the height of a row of the Tables sheet, in points:
// a line and a half of cardSize, room for the tallest face of Fallbacks
// (DejaVu Sans, 1.16 em from its ascender to its descender).
const cardRowHeight = cardSize * 1.5

// paperSizes are the OOXML paper size codes.
var paperSizes = map[string]int{"letter": 1, "a4": 9}

// fixedTime is written as the document's creation and modification time,
// so that the same input gives the same file.
const fixedTime = "2000-01-01T00:00:00Z"

// Write lays out d as a workbook and writes it to w. d is a workbook's
// document (export/cards ComposeWorkbook): its sheets in order, each
// naming its worksheet (sheet.Sheet.Tab); a run of sheets with the same
// Tab shares one worksheet, and a sheet with no Tab is not printed.
func Write(w io.Writer, d *sheet.Document, opt Options) error {
	return WriteContext(context.Background(), w, d, opt)
}

// WriteContext is Write that stops when ctx ends. It lays the workbook out
// first (every sheet's rows made once to measure them, none kept), tells
// Options.Planned its size, then writes the zip to w, making each sheet's
// rows again as they go into it, so the cells are never all held. It
// looks at ctx before every row, and every write to w fails once ctx has
// ended; it then returns ctx's error (wrapped). A stop before the writing
// has started writes nothing; a stop during it leaves w with part of a
// file, which the caller discards.
func WriteContext(ctx context.Context, w io.Writer, d *sheet.Document, opt Options) error {
	wb, err := newWorkbook(ctx, d, opt)
	if err != nil {
		return err
	}
	defer wb.f.Close()
	if err := wb.write(w); err != nil {
		return fmt.Errorf("xlsx: write: %w", err)
	}
	return nil
}

// Build returns the workbook of d, for callers that want to read it back:
// it is written and opened again.
func Build(d *sheet.Document, opt Options) (*excelize.File, error) {
	var buf bytes.Buffer
	if err := Write(&buf, d, opt); err != nil {
		return nil, err
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		return nil, fmt.Errorf("xlsx: read back: %w", err)
	}
	return f, nil
}

// newWorkbook checks the options and lays the workbook out: its sheets,
// measured, and excelize's file with their settings but no rows.
func newWorkbook(ctx context.Context, d *sheet.Document, opt Options) (*workbook, error) {
	if opt.Paper == "" {
		opt.Paper = "a4"
	}
	size, ok := paperSizes[opt.Paper]
	if !ok {
		return nil, fmt.Errorf("xlsx: paper %q: want a4 or letter", opt.Paper)
	}
	wb := &workbook{ctx: ctx, f: excelize.NewFile(), d: d, opt: opt, size: size}
	if err := wb.build(size); err != nil {
		_ = wb.f.Close()
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	return wb, nil
}

type workbook struct {
	ctx context.Context // ends the work early (WriteContext)
	f   *excelize.File
	d   *sheet.Document
	opt Options
	// size is the paper (an OOXML paper size code).
	size int
	// title is the document's heading (the movement, the event), in
	// every page's header.
	title string
	bold  int
	head  int
	body  int
	grey  int
	pct   int // a percentage (the ranking sheet)
	key   int // the Summary sheet's names
	text  int // sentences, 12 pt
	// boldWrap and textWrap are bold and text that wrap, at the top of
	// their rows: a wide cell merged across its print area (area).
	boldWrap, textWrap int
	// bodyWrap and headWrap are body and head cells broken into lines
	// (a grid's column narrowed to the page: textGrid).
	bodyWrap, headWrap int
	// card holds the styles of the Tables sheet (the table cards).
	card struct{ title, line, body, head, bodyWrap, headWrap int }
	// layout is the Tables sheet's layout (tablesLayout), once made.
	layout *tablesGrid
	// tableSheets are the table cards of the Tables sheet, in order.
	tableSheets []*sheet.Sheet
	sheets      []*sheetData
	// written counts the rows written to the zip so far.
	written int
}

// titleCell writes a bold wide cell.
func (wb *workbook) titleCell(s *sheetData, r int, text string) {
	s.put(1, r, cell{v: text, style: wb.bold, wide: true})
}

// cellValue turns a grid string into a number when it is one, so that the
// spreadsheet can sort and sum.
func cellValue(s string) any {
	// Most cells are not numbers: Atoi would make an error for each.
	digits := strings.TrimLeft(s, "+-")
	if len(digits) == 0 || len(s)-len(digits) > 1 || strings.TrimLeft(digits, "0123456789") != "" {
		return s
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return s
}

// grid writes rows at (c, r) with the first row in the heading style and
// returns the next free row. Each row of the grid is finished once the
// next one starts: nothing may be put above the grid afterwards.
func (wb *workbook) grid(s *sheetData, c, r int, rows [][]string) int {
	return wb.gridRows(s, c, r, len(rows), func(i int) []string { return rows[i] })
}

// gridRows is grid for the n rows that row makes one at a time (row 0 is
// the heading): the rows of a large view are never all made at once.
func (wb *workbook) gridRows(s *sheetData, c, r, n int, row func(i int) []string) int {
	for i := range n {
		s.flush(r + i)
		if s.stopped() {
			break
		}
		for j, v := range row(i) {
			x := cell{v: cellValue(v), style: wb.body}
			if i == 0 {
				x.style = wb.head
			}
			s.put(c+j, r+i, x)
		}
	}
	return r + n
}

// newSheet adds a sheet that fill lays out.
func (wb *workbook) newSheet(name string, landscape bool, titleRows int, fill func(s *sheetData)) *sheetData {
	s := &sheetData{name: name, landscape: landscape, wantLandscape: landscape, titleRows: titleRows, fill: fill,
		paper: wb.size, portraitUnits: printedUnits(wb.size, false), landscapeUnits: printedUnits(wb.size, true),
		wrapped: map[int]int{wb.bold: wb.boldWrap, wb.text: wb.textWrap},
		fonts: map[int]styleFont{
			wb.bold: {13, true}, wb.head: {12, true}, wb.key: {12, true}, wb.body: {12, false}, wb.grey: {12, false}, wb.pct: {12, false},
			wb.text: {12, false}, wb.boldWrap: {13, true}, wb.textWrap: {12, false}, wb.bodyWrap: {12, false}, wb.headWrap: {12, true},
			wb.card.title: {cardSize + 3, true}, wb.card.line: {cardSize, true}, wb.card.body: {cardSize, false}, wb.card.head: {cardSize, true},
			wb.card.bodyWrap: {cardSize, false}, wb.card.headWrap: {cardSize, true},
		},
	}
	wb.sheets = append(wb.sheets, s)
	return s
}

func (wb *workbook) build(size int) error {
	f, d := wb.f, wb.d
	var err error
	// One family in every style, named, so that no program picks another
	// for bold cells (FontFamily).
	fam, charset := family(d.Lang)
	if err := f.SetDefaultFont(fam); err != nil {
		return err
	}
	if wb.bold, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: 13}}); err != nil {
		return err
	}
	if wb.text, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Size: 12}}); err != nil {
		return err
	}
	// A title or a sentence wider than its sheet's print area is merged
	// across it and wraps there, at the top of its row (area).
	wrapTop := &excelize.Alignment{WrapText: true, Vertical: "top", Horizontal: "left"}
	if wb.boldWrap, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: 13}, Alignment: wrapTop}); err != nil {
		return err
	}
	if wb.textWrap, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Size: 12}, Alignment: wrapTop}); err != nil {
		return err
	}
	if wb.bodyWrap, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Size: 12}, Alignment: wrapTop}); err != nil {
		return err
	}
	if wb.headWrap, err = f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: 12},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}},
		Alignment: wrapTop,
	}); err != nil {
		return err
	}
	if wb.head, err = f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: 12},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}},
		Alignment: &excelize.Alignment{WrapText: true, Vertical: "top", Horizontal: "left"},
	}); err != nil {
		return err
	}
	if wb.body, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Size: 12}, Alignment: &excelize.Alignment{Horizontal: "left"}}); err != nil {
		return err
	}
	if wb.key, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: 12}}); err != nil {
		return err
	}
	// The Tables sheet is the cards: larger type, printed at 100 %.
	if wb.card.title, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: cardSize + 3}}); err != nil {
		return err
	}
	if wb.card.line, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: cardSize}}); err != nil {
		return err
	}
	// The grid's cells stand at the top of their rows, so that a row
	// with a cell broken into lines (tablesLayout) reads across; those
	// cells have styles of their own that wrap.
	for _, wrap := range []bool{false, true} {
		body, head := &wb.card.body, &wb.card.head
		if wrap {
			body, head = &wb.card.bodyWrap, &wb.card.headWrap
		}
		if *body, err = f.NewStyle(&excelize.Style{
			Font:      &excelize.Font{Family: fam, Charset: charset, Size: cardSize},
			Alignment: &excelize.Alignment{Vertical: "top", Horizontal: "left", WrapText: wrap},
		}); err != nil {
			return err
		}
		if *head, err = f.NewStyle(&excelize.Style{
			Font:      &excelize.Font{Family: fam, Charset: charset, Bold: true, Size: cardSize},
			Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}},
			Alignment: &excelize.Alignment{Vertical: "top", Horizontal: "left", WrapText: wrap},
		}); err != nil {
			return err
		}
	}
	// A percentage of the ranking sheet: two decimals shown, the exact
	// ratio kept.
	if wb.pct, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Family: fam, Charset: charset, Size: 12}, NumFmt: 2}); err != nil {
		return err
	}
	if wb.grey, err = f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Family: fam, Charset: charset, Size: 12, Color: "808080"},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"BFBFBF"}},
		Alignment: &excelize.Alignment{Horizontal: "center"},
	}); err != nil {
		return err
	}
	wb.title = d.Footer
	// The sheets, a worksheet for each run of them with the same Tab.
	for i := 0; i < len(d.Sheets); {
		j := i + 1
		for j < len(d.Sheets) && d.Sheets[j].Tab == d.Sheets[i].Tab {
			j++
		}
		if d.Sheets[i].Tab != "" {
			group := make([]*sheet.Sheet, 0, j-i)
			for k := i; k < j; k++ {
				group = append(group, &d.Sheets[k])
			}
			wb.tab(group)
		}
		i = j
	}

	rows := 0
	for _, s := range wb.sheets {
		if err := s.run(wb.ctx, true, nil); err != nil {
			return fmt.Errorf("sheet %s: %w", s.name, err)
		}
		rows += s.lastRow
	}
	if wb.opt.Planned != nil {
		wb.opt.Planned(len(wb.sheets), rows)
	}
	for i, s := range wb.sheets {
		if err := wb.ctx.Err(); err != nil {
			return err
		}
		if err := wb.setup(i, s, size); err != nil {
			return fmt.Errorf("sheet %s: %w", s.name, err)
		}
	}
	return f.SetDocProps(&excelize.DocProperties{
		Creator: "movegen", LastModifiedBy: "movegen", Title: d.Name,
		Created: fixedTime, Modified: fixedTime,
	})
}

// tab adds the worksheet of a run of sheets with the same Tab, laid out
// as the first one's kind asks.
func (wb *workbook) tab(group []*sheet.Sheet) {
	first := group[0]
	name := first.Tab
	// each writes every sheet of the group as composed writes one, its
	// grid from row gridRow on.
	each := func(gridRow int) func(s *sheetData) {
		return func(s *sheetData) {
			for _, sh := range group {
				wb.composed(s, sh, gridRow)
			}
		}
	}
	// What repeats on every page and stays in view is the document's
	// (sheet.Hold); which rows and columns those are, the layout's.
	hold := first.Hold
	switch first.Kind {
	case sheet.KindSetup:
		setup := wb.newSheet(name, false, repeatRows(hold, 1), func(s *sheetData) { wb.setupSheet(s, first) })
		setup.pageWidth = wb.setupWidth(setup, first)
		setup.landscape = setup.pageWidth > setup.portraitUnits+0.01
	case sheet.KindSummary:
		wb.newSheet(name, false, repeatRows(hold, 1), func(s *sheetData) { wb.summary(s, first) })
	case sheet.KindTeams:
		wb.teamsSheet(name, group)
	case sheet.KindTable, sheet.KindSitOut:
		wb.tableSheets = group
		grid := wb.tablesLayout()
		// A card's head row is where its wrapped title lines end: at
		// most the title repeats.
		tb := wb.newSheet(name, grid.landscape, repeatRows(hold, 0), wb.tables)
		tb.actual = true
		tb.pageWidth = grid.page
	case sheet.KindMatrix:
		wb.matrix(name, first)
	case sheet.KindJudge:
		wb.newSheet(name, first.Landscape, repeatRows(hold, 4), each(4))
	case sheet.KindTimetable:
		wb.timetable(name, first)
	case sheet.KindScoring:
		wb.scoring(first)
	default:
		s := wb.newSheet(name, first.Landscape, repeatRows(hold, 3), each(3))
		s.panes = pinned(hold, 3)
	}
}

// repeatRows is how many of a sheet's first rows every printed page
// repeats, as h says: none, its title (row 1), or the title down to the
// grid's head row headRow.
func repeatRows(h sheet.Hold, headRow int) int {
	switch h.Repeat {
	case sheet.RepeatTitle:
		return 1
	case sheet.RepeatHead:
		return headRow
	}
	return 0
}

// pinned is the frozen panes of a sheet whose grid's head row is
// headRow, as h says: the rows down to the head and the first h.PinCols
// columns stay in view; nil when h pins nothing.
func pinned(h sheet.Hold, headRow int) *excelize.Panes {
	if !h.Pin {
		return nil
	}
	pane := "bottomLeft"
	if h.PinCols > 0 {
		pane = "bottomRight"
	}
	return &excelize.Panes{Freeze: true, XSplit: h.PinCols, YSplit: headRow,
		TopLeftCell: colName(h.PinCols+1) + strconv.Itoa(headRow+1), ActivePane: pane}
}

// scoring lays out a scoring sheet (export/resultsbook's, composed): its
// title, its column codes, its rows of numbers and formulas, every cell
// where it stands.
func (wb *workbook) scoring(sh *sheet.Sheet) {
	s := wb.newSheet(sh.Tab, sh.Landscape, repeatRows(sh.Hold, sh.HeadRows), func(s *sheetData) {
		for r, row := range sh.Cells {
			s.flush(r + 1)
			if s.stopped() {
				return
			}
			for c, x := range row {
				if x.Value == sheet.ValueText && x.Text == "" && x.Style == sheet.StylePlain {
					continue // no cell
				}
				st := wb.body
				switch x.Style {
				case sheet.StyleTitle:
					st = wb.bold
				case sheet.StyleHead:
					st = wb.head
				case sheet.StylePercent:
					st = wb.pct
				case sheet.StyleLine:
					// A sentence: merged across the print area and
					// wrapped there where it is wider (area).
					st = wb.text
				}
				y := cell{v: value(x), style: st, wide: x.Style == sheet.StyleTitle || x.Style == sheet.StyleLine}
				if x.Value == sheet.ValueText && strings.Contains(x.Text, "\n") {
					y.height = float64(strings.Count(x.Text, "\n")+1) * 12 * 1.35
				}
				s.put(c+1, r+1, y)
			}
		}
	})
	s.panes = pinned(sh.Hold, sh.HeadRows)
	// Its formulas name its cells: a sheet wider than the page is printed
	// in column ranges (sheetData.area), the leading columns of numbers
	// (set, round, table, board) repeated on every page.
	s.keep = true
	if len(sh.Cells) > sh.HeadRows {
		for _, x := range sh.Cells[sh.HeadRows] {
			if x.Value != sheet.ValueNumber {
				break
			}
			s.keyCols++
		}
	}
	s.keyCols = min(max(s.keyCols, 1), 3)
	s.runs = nil
	for _, c := range sh.Runs {
		s.runs = append(s.runs, c+1)
	}
}

// formula is a cell's formula, without the leading "=": the spreadsheet
// computes its value.
type formula string

// value is what the workbook writes for a composed cell: its number (an
// int when it is whole), its formula, or its text.
func value(c sheet.Cell) any {
	switch c.Value {
	case sheet.ValueNumber:
		if n := int(c.Number); float64(n) == c.Number {
			return n
		}
		return c.Number
	case sheet.ValueFormula:
		return formula(c.Text)
	}
	return c.Text
}

// setupSheet lays out the director's setup sheet sh, the workbook's
// first: each part's heading in bold, its sentences, its grid.
// The title, headings and sentences are broken into lines as wide as the
// page (setupWidth), so that the sheet prints at full size where its
// grids fit the page.
func (wb *workbook) setupSheet(s *sheetData, sh *sheet.Sheet) {
	r := 1
	line := func(text string, style int) {
		ft, ok := s.fonts[style]
		if !ok {
			ft = styleFont{size: defaultSize}
		}
		for _, l := range wrapUnits(text, ft, s.pageWidth) {
			s.put(1, r, cell{v: l, style: style, wide: true})
			r++
		}
	}
	line(heading(sh), wb.bold)
	r++
	for _, part := range sh.Parts {
		line(part.Heading, wb.bold)
		for _, l := range part.Lines {
			line(l.Text, wb.text)
		}
		if rows := part.Grid.Text(); len(rows) > 0 {
			r = wb.grid(s, 1, r, rows)
		}
		r++
	}
}

// setupWidth is the printed width of the Setup sheet in column units: a
// portrait page (printedUnits), or, where its widest grid is wider, a
// landscape page (the sheet turns landscape), or that grid where it is
// wider still (the sheet is then shrunk to the page's width).
func (wb *workbook) setupWidth(s *sheetData, sh *sheet.Sheet) float64 {
	portrait := printedUnits(wb.size, false)
	w := portrait
	for _, part := range sh.Parts {
		w = math.Max(w, sum(wb.gridWidths(s, part.Grid.Text())))
	}
	if w > portrait {
		// Landscape: the sentences as wide as the page.
		w = math.Max(w, printedUnits(wb.size, true))
	}
	return w
}

// summary lays out the Summary sheet sh: a figure's name and its
// value a row, a list one item a row, a list of sentences broken into
// lines as wide as a portrait page leaves beside the names.
func (wb *workbook) summary(s *sheetData, sh *sheet.Sheet) {
	wb.titleCell(s, 1, heading(sh))
	keys := 0.0
	for _, x := range sh.Facts {
		keys = math.Max(keys, valueUnits(x.Key, s.fonts[wb.key]))
	}
	width := printedUnits(wb.size, false) - keys
	r := 3
	for _, x := range sh.Facts {
		s.put(1, r, cell{v: x.Key, style: wb.key})
		if len(x.Values) == 1 && !x.Wrap {
			s.put(2, r, cell{v: value(x.Values[0]), style: wb.body})
			r++
			continue
		}
		start := r
		for _, item := range x.Values {
			lines := []string{item.Text}
			if x.Wrap {
				lines = wrapUnits(item.Text, s.fonts[wb.body], width)
			}
			for _, l := range lines {
				s.put(2, r, cell{v: l, style: wb.body})
				r++
			}
		}
		r = max(r, start+1)
	}
}

// heading is a sheet's title and the line under it, on one line.
func heading(sh *sheet.Sheet) string { return sh.HeadingLine() }

// composed writes a composed sheet: its title and the line under it in
// row 1, the lines above its grid in the rows before gridRow (the rest
// under the grid, one a row), and the grid from gridRow on.
func (wb *workbook) composed(s *sheetData, sh *sheet.Sheet, gridRow int) {
	wb.titleCell(s, 1, heading(sh))
	above := sheet.Texts(sh.Above)
	for r := 2; len(above) > 0 && r < gridRow-1; r++ {
		s.put(1, r, cell{v: above[0], style: wb.text, wide: true})
		above = above[1:]
	}
	// The lines under the grid (a chart's key) go under every block of
	// a grid split into blocks, so that each page says what its cells
	// mean.
	under := append(above, sheet.Texts(sh.Below)...)
	lines := func(r int) int {
		for i, a := range under {
			s.put(1, r+1+i, cell{v: a, style: wb.text, wide: true})
		}
		return r + 1 + len(under)
	}
	split := false
	next := wb.textGrid(s, gridRow, sh.Grid.Text(), 1, wb.continued(s, sh), func(r int) int { split = true; return lines(r) })
	if !split {
		lines(next)
	}
}

// continued writes, on every page of a grid split into blocks after
// the first, whose it is: the sheet's continued title (nil: none).
func (wb *workbook) continued(s *sheetData, sh *sheet.Sheet) func(r int) int {
	if sh.Continued == "" {
		return nil
	}
	return func(r int) int {
		s.put(1, r, cell{v: sh.Continued, style: wb.bold, wide: true})
		return r + 2
	}
}

// tables lays out one block per table card, a page break after each: the
// composed card (its title and event line, the lines above its grid
// that say what holds every round, the grid) at cardSize, a row's notes
// on a line of their own under it; every sentence broken into
// lines that fit the printed width, so that nothing is clipped and the
// sheet prints at 100 %.
func (wb *workbook) tables(s *sheetData) {
	grid := wb.tablesLayout()
	width := grid.page
	r := 1
	line := func(text string, style int) {
		ft := s.fonts[style]
		for _, l := range wrapUnits(text, ft, width) {
			// A line and a half of its type: the title's rows are
			// taller than the sheet's.
			s.put(1, r, cell{v: l, style: style, wide: true, height: 1.5 * ft.size})
			r++
		}
	}
	for i, sh := range wb.tableSheets {
		if s.stopped() {
			return
		}
		line(heading(sh), wb.card.title)
		for _, a := range sh.Above {
			line(a.Text, wb.card.line)
		}
		if !sh.Grid.Empty() {
			r++
			notes := sh.Grid.Notes()
			for k, row := range sh.Grid.Text() {
				s.flush(r)
				if s.stopped() {
					return
				}
				cells, note := row, ""
				if notes && len(row) > 1 {
					cells, note = row[:len(row)-1], row[len(row)-1]
				}
				style, wrapped := wb.card.body, wb.card.bodyWrap
				if k == 0 {
					style, wrapped = wb.card.head, wb.card.headWrap
				}
				ft := s.fonts[style]
				for c, v := range cells {
					x := cell{v: cellValue(v), style: style}
					if c < len(grid.cap) && grid.cap[c] > 0 && textUnits(v, ft.size, ft.bold) > grid.cap[c] {
						// Too wide for the page: broken into lines
						// in the cell, the row as tall as they need.
						lines := wrapUnits(v, ft, grid.cap[c])
						x = cell{v: strings.Join(lines, "\n"), style: wrapped, height: float64(len(lines)) * cardRowHeight}
					}
					s.put(1+c, r, x)
				}
				r++
				if note != "" && k > 0 {
					line(note, wb.card.line)
				}
			}
		}
		if i < len(wb.tableSheets)-1 {
			r++
			s.pageBreak(r)
		}
	}
}

// Paper widths in points (ISO 216 A4, 210 mm; US letter, 8.5 in), short
// and long side, and the margins pageSetup sets each side (0.5 in).
const (
	marginPts = 36.0
)

var paperPts = map[int][2]float64{9: {595.28, 841.89}, 1: {612, 792}}

// printedUnits is the printed width of a page of paper size (an OOXML
// paper code), portrait or landscape, in column units that hold in
// every face (pageUnits), the margins off.
func printedUnits(size int, landscape bool) float64 {
	wh := paperPts[size]
	w := wh[0]
	if landscape {
		w = wh[1]
	}
	// A point less, for the widths' rounding to hundredths of a unit.
	return pageUnits(w - 2*marginPts - 1)
}

// tablesGrid is the layout of the Tables sheet: its orientation, the
// printed width of its page in column units (printedUnits), and for each
// column of the cards' grids the width its cells are broken to fit (0:
// none is broken).
type tablesGrid struct {
	landscape bool
	page      float64
	cap       []float64
}

// tablesLayout lays the Tables sheet out: portrait when the widest
// card grid at cardSize fits a portrait page in every face of Fallbacks,
// else landscape; where it does not fit a landscape page either, the
// widest columns are narrowed to a common width, no narrower than their
// longest word, just enough for the grid to fit, and their cells broken
// into lines (a "next" cell on two lines reads as well as on one).
func (wb *workbook) tablesLayout() *tablesGrid {
	if wb.layout != nil {
		return wb.layout
	}
	// rows calls f with every cell of the cards' grids and its font.
	rows := func(f func(c int, v string, ft styleFont)) {
		for _, sh := range wb.tableSheets {
			notes := sh.Grid.Notes()
			for k, row := range sh.Grid.Text() {
				if notes && len(row) > 1 {
					row = row[:len(row)-1]
				}
				for c, v := range row {
					f(c, v, styleFont{cardSize, k == 0})
				}
			}
		}
	}
	var widths []float64
	rows(func(c int, v string, ft styleFont) {
		for len(widths) <= c {
			widths = append(widths, 4)
		}
		widths[c] = math.Max(widths[c], textUnits(v, ft.size, ft.bold))
	})
	total := 0.0
	for _, w := range widths {
		total += w
	}
	g := &tablesGrid{page: printedUnits(wb.size, false)}
	if total > g.page {
		g.landscape, g.page = true, printedUnits(wb.size, true)
	}
	if total > g.page {
		// The columns share the page (layout.Columns): those wider than
		// a common cap are cut down to it or to their longest word.
		words := make([]float64, len(widths))
		rows(func(c int, v string, ft styleFont) {
			for _, w := range strings.Fields(v) {
				words[c] = math.Max(words[c], textUnits(w, ft.size, ft.bold))
			}
		})
		g.cap = layout.Columns(widths, words, g.page)
		for i, w := range widths {
			if g.cap[i] >= w {
				g.cap[i] = 0
			}
		}
	}
	wb.layout = g
	return g
}

// matrix adds a contestant × contestant matrix with a colour-scale heat
// map; a structural zero is greyed out with sheet.None.
func (wb *workbook) matrix(name string, sh *sheet.Sheet) {
	mx := sh.Matrix
	s := wb.newSheet(name, false, repeatRows(sh.Hold, 3), func(s *sheetData) {
		wb.titleCell(s, 1, heading(sh))
		// The columns: the names, then one a contestant, as wide as
		// its name or the largest count.
		widest := 0
		for _, v := range mx.Cells {
			widest = max(widest, int(v))
		}
		hf, bf := s.fonts[wb.head], s.fonts[wb.body]
		// The names, made once: every block has them.
		names := make([]string, mx.N+1)
		for j := 1; j <= mx.N; j++ {
			names[j] = mx.Labels[j-1]
		}
		widths := make([]float64, mx.N+1)
		widths[0] = 4
		for j := 1; j <= mx.N; j++ {
			w := valueUnits(names[j], hf)
			widths[0] = math.Max(widths[0], w)
			widths[j] = math.Max(w, math.Max(valueUnits(widest, bf), valueUnits(sheet.None, s.fonts[wb.grey])))
		}
		blocks, landscape := s.gridLayout(widths, 1, mx.N+1)
		row := make([]cell, mx.N+1)
		// A row is made for the block's columns only (a block of a
		// 1000-contestant matrix is a fiftieth of its row).
		_, ranges := wb.blockGrid(s, 3, mx.N+1, landscape, blocks, 1, wb.continued(s, sh), nil, func(i, a, b int) []cell {
			b = min(b, mx.N+1)
			if i == 0 {
				row[0] = cell{v: "", style: wb.head}
				for j := a; j < b; j++ {
					row[j] = cell{v: names[j], style: wb.head}
				}
				return row
			}
			row[0] = cell{v: names[i], style: wb.head}
			for j := a; j < b; j++ {
				switch {
				case i == j:
					row[j] = cell{v: ""}
				case mx.Greyed(i, j):
					row[j] = cell{v: sheet.None, style: wb.grey}
				default:
					row[j] = cell{v: mx.At(i, j), style: wb.body}
				}
			}
			return row
		})
		if mx.N > 0 {
			s.heat = strings.Join(ranges, " ")
		}
	})
	s.panes = pinned(sh.Hold, 3)
}

// timetable adds the Timetable sheet sh: its grid (round, start and
// end), its figures (the finish, the pace) beside it.
func (wb *workbook) timetable(name string, sh *sheet.Sheet) {
	wb.newSheet(name, sh.Landscape, repeatRows(sh.Hold, 3), func(s *sheetData) {
		wb.titleCell(s, 1, heading(sh))
		// Put before the grid, whose rows they share: a grid's rows are
		// finished as it goes.
		for i, e := range sh.Facts {
			s.put(5, 3+i, cell{v: e.Key})
			if len(e.Values) > 0 {
				s.put(6, 3+i, cell{v: value(e.Values[0])})
			}
		}
		wb.grid(s, 1, 3, sh.Grid.Text())
	})
}

// setup adds sheet i to excelize's file with everything but its rows and
// column widths (writeSheet writes those): page setup, heat map, panes
// and page breaks.
func (wb *workbook) setup(i int, s *sheetData, size int) error {
	f := wb.f
	if i == 0 {
		if err := f.SetSheetName("Sheet1", s.name); err != nil {
			return err
		}
	} else if _, err := f.NewSheet(s.name); err != nil {
		return err
	}
	if err := wb.pageSetup(s, size); err != nil {
		return err
	}
	if s.heat != "" {
		if err := f.SetConditionalFormat(s.name, s.heat, []excelize.ConditionalFormatOptions{{
			Type: "3_color_scale", Criteria: "=",
			MinType: "min", MidType: "percentile", MaxType: "max", MidValue: "50",
			MinColor: "#F8696B", MidColor: "#FFEB84", MaxColor: "#63BE7B",
		}}); err != nil {
			return err
		}
	}
	if s.panes != nil {
		if err := f.SetPanes(s.name, s.panes); err != nil {
			return err
		}
	}
	for _, r := range s.breaks {
		at, _ := excelize.CoordinatesToCellName(1, r)
		if err := f.InsertPageBreak(s.name, at); err != nil {
			return err
		}
	}
	return nil
}

// quoteSheet quotes a sheet's name for a reference.
func quoteSheet(name string) string {
	return "'" + strings.ReplaceAll(name, "'", "''") + "'"
}

// pageSetup sets paper, orientation, fit to width, the print area,
// repeated title rows and the header and footer of one sheet.
func (wb *workbook) pageSetup(s *sheetData, size int) error {
	orient := "portrait"
	if s.landscape {
		orient = "landscape"
	}
	one, zero, full := 1, 0, uint(100)
	layout := &excelize.PageLayoutOptions{Size: &size, Orientation: &orient, FitToWidth: &one, FitToHeight: &zero}
	// Every sheet prints at 100 %, its type at its size (12 pt and
	// more), its grids split into blocks as wide as the page
	// (blockGrid); only a sheet whose print area is still wider than a
	// landscape page (a single column wider than the page: area) is
	// shrunk to the page's width.
	fit := s.fit && !s.actual
	if !fit {
		layout = &excelize.PageLayoutOptions{Size: &size, Orientation: &orient, AdjustTo: &full}
	}
	if err := wb.f.SetPageLayout(s.name, layout); err != nil {
		return err
	}
	// Rows tall enough for the type (12 pt, the cards' cardSize), so
	// that no two lines of text touch.
	rowH, custom := defaultRowHeight, true
	if s.actual {
		rowH = cardRowHeight
	}
	props := &excelize.SheetPropsOptions{FitToPage: &fit, DefaultRowHeight: &rowH, CustomHeight: &custom}
	if err := wb.f.SetSheetProps(s.name, props); err != nil {
		return err
	}
	half, head := 0.5, 0.3
	if err := wb.f.SetPageMargins(s.name, &excelize.PageLayoutMarginsOptions{
		Left: &half, Right: &half, Top: &half, Bottom: &half, Header: &head, Footer: &head,
	}); err != nil {
		return err
	}
	// The title in the header; in the footer the page number alone in the
	// middle and the mark at the right, so that nothing overprints.
	esc := strings.ReplaceAll(wb.title, "&", "&&")
	fam, _ := family(wb.d.Lang)
	if err := wb.f.SetHeaderFooter(s.name, &excelize.HeaderFooterOptions{
		OddHeader: "&L&\"" + fam + ",Bold\"" + esc,
		OddFooter: "&C&\"" + fam + ",Regular\"" + pageCode(wb.d.Frame.Page) + "&R&\"" + fam + ",Regular\"" + strings.ReplaceAll(strings.Join(wb.d.Frame.After, " "), "&", "&&"),
	}); err != nil {
		return err
	}
	if err := wb.f.SetDefinedName(&excelize.DefinedName{
		Name: "_xlnm.Print_Area", Scope: s.name, RefersTo: s.printArea(),
	}); err != nil {
		return err
	}
	if pt := s.printTitles(); pt != "" {
		return wb.f.SetDefinedName(&excelize.DefinedName{
			Name: "_xlnm.Print_Titles", Scope: s.name, RefersTo: pt,
		})
	}
	return nil
}

// write writes the workbook's zip to w: excelize saves its parts (the
// worksheets without rows) through the ZipWriter hook, and writeZip puts
// them in order with the rows streamed in.
func (wb *workbook) write(w io.Writer) error {
	if err := wb.ctx.Err(); err != nil {
		return err
	}
	p := newParts()
	wb.f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return p })
	if _, err := wb.f.WriteTo(io.Discard); err != nil {
		return err
	}
	return wb.writeZip(w, p)
}

// pageCode is the footer's page number in the words of l, the page and
// the count as the spreadsheet's codes: "page &P of &N".
func pageCode(l sheet.PageLabel) string {
	esc := func(s string) string { return strings.ReplaceAll(s, "&", "&&") }
	return esc(l.Before) + "&P" + esc(l.Between) + "&N" + esc(l.After)
}
