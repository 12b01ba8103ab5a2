package xlsx

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// Options adjust the workbook.
type Options struct {
	// Printer supplies the words; nil means English.
	Printer *i18n.Printer
	// Event names the session.
	Event string
	// Paper is "a4" (default) or "letter".
	Paper string
	// Start is when round 1 begins ("19:30"); with MinutesPerRound (the
	// length of a round, moves included) it makes a timetable that replaces
	// the movement's own. Without Start, the timetable of the movement's
	// session, when it has one, fills the Timetable sheet; with neither there
	// is no Timetable sheet.
	Start           string
	MinutesPerRound int
	// Planned, when set, is told the number of sheets and of rows over
	// all sheets once they are laid out, before any is written
	// (WriteContext), so that a caller can say how large the workbook
	// will be.
	Planned func(sheets, rows int)
}

// paperSizes are the OOXML paper size codes.
var paperSizes = map[string]int{"letter": 1, "a4": 9}

// fixedTime is written as the document's creation and modification time,
// so that the same input gives the same file.
const fixedTime = "2000-01-01T00:00:00Z"

// sheet is one worksheet being filled.
type sheet struct {
	name      string
	landscape bool
	titleRows int // rows repeated at the top of every printed page
}

// Write writes the workbook of b to w.
func Write(w io.Writer, b *cards.Book, opt Options) error {
	return WriteContext(context.Background(), w, b, opt)
}

// WriteContext is Write that stops when ctx ends: it looks at ctx between
// the sheets and every writeCheck rows while it writes them, and returns
// ctx's error (wrapped) having written nothing. Options.Planned hears the
// size of the workbook before the writing starts.
func WriteContext(ctx context.Context, w io.Writer, b *cards.Book, opt Options) error {
	f, err := build(ctx, b, opt)
	if err != nil {
		return err
	}
	defer f.Close()
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		return fmt.Errorf("xlsx: write: %w", err)
	}
	if err := sortZip(w, buf.Bytes()); err != nil {
		return fmt.Errorf("xlsx: write: %w", err)
	}
	return nil
}

// sortZip copies the zip archive data to w with its entries in name
// order, compressed data copied as it is. excelize writes the sheets made
// by a StreamWriter in map order; sorting makes the file the same bytes
// for the same input.
func sortZip(w io.Writer, data []byte) error {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return err
	}
	files := slices.Clone(zr.File)
	slices.SortFunc(files, func(a, b *zip.File) int { return strings.Compare(a.Name, b.Name) })
	zw := zip.NewWriter(w)
	for _, f := range files {
		if err := zw.Copy(f); err != nil {
			return err
		}
	}
	return zw.Close()
}

// Build returns the workbook of b, for callers that want to read it back.
func Build(b *cards.Book, opt Options) (*excelize.File, error) {
	return build(context.Background(), b, opt)
}

// writeCheck is how many rows write puts between two looks at ctx.
const writeCheck = 1024

func build(ctx context.Context, b *cards.Book, opt Options) (*excelize.File, error) {
	p := opt.Printer
	if p == nil {
		p = i18n.New(i18n.English)
	}
	if opt.Paper == "" {
		opt.Paper = "a4"
	}
	size, ok := paperSizes[opt.Paper]
	if !ok {
		return nil, fmt.Errorf("xlsx: paper %q: want a4 or letter", opt.Paper)
	}
	tt := cards.Timetable(b)
	if opt.Start != "" {
		start, err := movement.ParseTimeOfDay(opt.Start)
		if err != nil {
			return nil, fmt.Errorf("xlsx: start time %q: want HH:MM", opt.Start)
		}
		if opt.MinutesPerRound < 1 {
			return nil, fmt.Errorf("xlsx: start time %q needs the minutes per round", opt.Start)
		}
		tt = &movement.Timetable{Start: start}
		for r := 1; r <= b.Movement.Rounds; r++ {
			at := start + movement.Clock((r-1)*opt.MinutesPerRound)
			tt.Rounds = append(tt.Rounds, movement.RoundTime{Round: r, Start: at, End: at + movement.Clock(opt.MinutesPerRound)})
		}
	}
	wb := &workbook{ctx: ctx, f: excelize.NewFile(), p: p, b: b, opt: opt}
	if err := wb.build(size, tt); err != nil {
		_ = wb.f.Close()
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	return wb.f, nil
}

type workbook struct {
	ctx    context.Context // ends the work early (WriteContext)
	f      *excelize.File
	p      *i18n.Printer
	b      *cards.Book
	opt    Options
	bold   int
	head   int
	body   int
	grey   int
	sheets []*sheetData
}

// cell is one cell of a sheet: its value and style (0: none). A wide cell
// (a title or a sentence) may run over the empty cells to its right, so
// it does not set its column's width.
type cell struct {
	v     any
	style int
	wide  bool
}

// sheetData is one worksheet, built in memory and then written in one
// pass by excelize's StreamWriter.
type sheetData struct {
	sheet
	rows   [][]cell
	breaks []int // a page break before each of these rows (1-based)
	panes  *excelize.Panes
	// heat is the range of a heat map ("B4:M15"), "" when none.
	heat string
}

// put sets the cell at column c, row r (both 1-based).
func (s *sheetData) put(c, r int, x cell) {
	for len(s.rows) < r {
		s.rows = append(s.rows, nil)
	}
	row := s.rows[r-1]
	for len(row) < c {
		row = append(row, cell{})
	}
	row[c-1] = x
	s.rows[r-1] = row
}

// title writes a bold wide cell.
func (wb *workbook) title(s *sheetData, r int, text string) {
	s.put(1, r, cell{v: text, style: wb.bold, wide: true})
}

// cellValue turns a grid string into a number when it is one, so that the
// spreadsheet can sort and sum.
func cellValue(s string) any {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return s
}

// grid writes rows at (c, r) with the first row in the heading style and
// returns the next free row.
func (wb *workbook) grid(s *sheetData, c, r int, rows [][]string) int {
	for i, row := range rows {
		for j, v := range row {
			x := cell{v: cellValue(v), style: wb.body}
			if i == 0 {
				x.style = wb.head
			}
			s.put(c+j, r+i, x)
		}
	}
	return r + len(rows)
}

func (wb *workbook) newSheet(sh sheet) *sheetData {
	s := &sheetData{sheet: sh}
	wb.sheets = append(wb.sheets, s)
	return s
}

func (wb *workbook) build(size int, tt *movement.Timetable) error {
	f, p, b := wb.f, wb.p, wb.b
	m := b.Movement
	var err error
	if wb.bold, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 12}}); err != nil {
		return err
	}
	if wb.head, err = f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Bold: true},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}},
		Alignment: &excelize.Alignment{WrapText: true, Vertical: "top", Horizontal: "left"},
	}); err != nil {
		return err
	}
	if wb.body, err = f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{Horizontal: "left"}}); err != nil {
		return err
	}
	if wb.grey, err = f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Color: "808080"},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"BFBFBF"}},
		Alignment: &excelize.Alignment{Horizontal: "center"},
	}); err != nil {
		return err
	}
	title := cards.Heading(p, b, wb.opt.Event)
	rep := movement.Analyze(m)

	// Summary.
	sum := wb.newSheet(sheet{name: p.T("Summary"), titleRows: 1})
	wb.title(sum, 1, title)
	props := make([]string, len(rep.Properties))
	for i, pr := range rep.Properties {
		props[i] = p.T(string(pr))
	}
	st := rep.Summary
	kv := [][2]any{
		{p.T("Movement"), p.MovementName(m.Name)},
		{p.T("Event"), cards.EventName(b, wb.opt.Event)},
		{p.T("Family"), cards.FamilyText(p, m.Family)},
		{p.T("Game"), p.T(string(m.Game))},
		{p.T("Kind"), p.T(string(m.Kind))},
		{p.T("Contestants (number)"), m.Contestants},
		{p.T("Tables (number)"), m.Tables},
		{p.T("Rounds"), m.Rounds},
		{p.T("Sets (number)"), m.Sets},
		{p.T("Boards per set"), m.BoardsPerSet},
		{p.T("Verdict"), p.T(string(rep.Verdict))},
		{p.T("Properties"), strings.Join(props, ", ")},
		{p.T("Balance index"), st.BalanceIndex},
		{p.T("Meetings min / max"), fmt.Sprintf("%d / %d", st.Meetings.Min, st.Meetings.Max)},
		{p.T("Comparisons min / max"), fmt.Sprintf("%d / %d", st.Comparisons.Min, st.Comparisons.Max)},
		{p.T("Repeated sets"), st.RepeatedSets},
		{p.T("Schedule hash"), b.Hash},
	}
	for i, row := range kv {
		sum.put(1, i+3, cell{v: row[0], style: wb.bold})
		sum.put(2, i+3, cell{v: row[1], wide: i == 11})
	}

	// Chart, frozen headings, with the legend under it.
	ch := wb.newSheet(sheet{name: p.T("Chart"), landscape: true, titleRows: 3})
	wb.title(ch, 1, p.T("Master chart")+" — "+title)
	next := wb.grid(ch, 1, 3, cards.ChartGrid(p, b))
	ch.put(1, next+1, cell{v: p.T("* arrow switch; - empty seat; . table not in use"), wide: true})
	ch.panes = &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 3, TopLeftCell: "B4", ActivePane: "bottomRight"}

	// Tables: one block per card, a page break after each.
	tb := wb.newSheet(sheet{name: p.T("Tables"), landscape: len(m.Seats) > 2})
	r := 1
	for i, card := range b.Tables {
		wb.title(tb, r, cards.CardTitle(p, card)+" — "+title)
		r++
		if note := cards.CardNote(p, m, card); note != "" {
			tb.put(1, r, cell{v: note, wide: true})
			r++
		}
		if lines := cards.StandingLines(p, m, card); len(lines) > 0 && !card.Unused {
			tb.put(1, r, cell{v: p.Sprintf("Every round: %s", strings.Join(lines, "; ")), wide: true})
			r++
		}
		if !card.Unused {
			r = wb.grid(tb, 1, r+1, cards.TableGrid(p, b, card))
		}
		if i < len(b.Tables)-1 {
			r++
			tb.breaks = append(tb.breaks, r)
		}
	}

	// Contestants.
	cs := wb.newSheet(sheet{name: p.T("Contestants"), landscape: m.Rounds > 8, titleRows: 3})
	wb.title(cs, 1, p.T("Where each contestant plays (table and seat)")+" — "+title)
	wb.grid(cs, 1, 3, cards.RoutesGrid(p, b))
	cs.panes = &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 3, TopLeftCell: "B4", ActivePane: "bottomRight"}

	// Matrices; the pairs that cannot meet (same line) or be compared
	// (other field) are greyed out, not painted as failures.
	field := map[int]int{}
	for k, fl := range rep.Fields {
		for _, c := range fl {
			field[c] = k + 1
		}
	}
	wb.matrix(p.T("Meetings"), p.T("Rounds meeting (row and column contestants at one table)"), rep.Meetings, title,
		func(i, j int) bool { return rep.CanMeet != nil && rep.CanMeet(i, j) })
	wb.matrix(p.T("Comparisons"), p.T("Boards compared (same seat group)"), rep.Comparisons, title,
		func(i, j int) bool { return field[i] != 0 && field[i] == field[j] })

	// Sets.
	ss := wb.newSheet(sheet{name: p.T("Sets"), landscape: m.Rounds > 8, titleRows: 3})
	setTitle := p.T("Where each set is played (—: not played)")
	if m.Game == movement.Preferans {
		setTitle = p.T("Sets by round: the table playing each set (—: not played)")
	}
	wb.title(ss, 1, setTitle+" — "+title)
	wb.grid(ss, 1, 3, cards.SetsGrid(p, b))

	// The preferans judge's set row and instruction sheet.
	if m.Game == movement.Preferans {
		wb.judge(title)
	}

	// Boards: number, set, dealer, vulnerability, for making up the
	// boards and checking them at the table.
	bd := wb.newSheet(sheet{name: p.T("Boards"), titleRows: 3})
	wb.title(bd, 1, cards.BoardsTitle(p, b)+" — "+title)
	wb.grid(bd, 1, 3, cards.BoardsGrid(p, b))
	bd.panes = &excelize.Panes{Freeze: true, YSplit: 3, TopLeftCell: "A4", ActivePane: "bottomLeft"}

	// Timetable.
	if tt != nil {
		wb.timetable(tt, title)
	}

	if wb.opt.Planned != nil {
		rows := 0
		for _, s := range wb.sheets {
			rows += len(s.rows)
		}
		wb.opt.Planned(len(wb.sheets), rows)
	}
	for i, s := range wb.sheets {
		if err := wb.ctx.Err(); err != nil {
			return err
		}
		// A sheet's cells are dropped once written: the largest
		// workbooks would otherwise hold every cell twice.
		err := wb.write(i, s, size, title)
		s.rows = nil
		if err != nil {
			return fmt.Errorf("sheet %s: %w", s.name, err)
		}
	}
	return f.SetDocProps(&excelize.DocProperties{
		Creator: "movegen", LastModifiedBy: "movegen", Title: m.Name,
		Created: fixedTime, Modified: fixedTime,
	})
}

// judge adds the preferans judge's sheets: the book's set row and the
// instruction sheet with every table's "3S–2W" lines.
func (wb *workbook) judge(title string) {
	p, b := wb.p, wb.b
	sr := wb.newSheet(sheet{name: p.T("Set row"), landscape: true, titleRows: 1})
	wb.title(sr, 1, p.T("Set row")+" — "+title)
	if rows, ok := cards.SetRowGrid(p, b); ok {
		sr.put(1, 2, cell{v: p.T("Under each place of the row: the table that plays the set lying there, — when nobody plays it. Before each round after the first, move the first set to the end of the row."), wide: true})
		wb.grid(sr, 1, 4, rows)
	} else {
		sr.put(1, 2, cell{v: p.T("The sets do not travel in a row in this movement: give them out by the sets-by-round sheet."), wide: true})
	}
	in := wb.newSheet(sheet{name: p.T("Instructions"), landscape: true, titleRows: 1})
	wb.title(in, 1, p.T("Instructions for the tables")+" — "+title)
	in.put(1, 2, cell{v: p.T("P: the resting player; a player who keeps his place has no line."), wide: true})
	if rows, err := cards.InstructionGrid(p, b); err == nil {
		wb.grid(in, 1, 4, rows)
	}
}

// matrix adds a contestant × contestant matrix with a colour-scale heat
// map; a pair for which can is false is a structural zero, greyed out
// with "–".
func (wb *workbook) matrix(name, heading string, mx movement.Matrix, title string, can func(i, j int) bool) {
	s := wb.newSheet(sheet{name: name, landscape: mx.N > 12, titleRows: 3})
	wb.title(s, 1, heading+" — "+title)
	s.put(1, 3, cell{v: "", style: wb.head})
	for j, l := range wb.labels() {
		s.put(2+j, 3, cell{v: l, style: wb.head})
	}
	for i := 1; i <= mx.N; i++ {
		s.put(1, 3+i, cell{v: cards.Name(wb.p, wb.b, i), style: wb.head})
		for j := 1; j <= mx.N; j++ {
			switch {
			case i == j:
				s.put(1+j, 3+i, cell{v: ""})
			case !can(i, j) && mx.At(i, j) == 0:
				s.put(1+j, 3+i, cell{v: "–", style: wb.grey})
			default:
				s.put(1+j, 3+i, cell{v: mx.At(i, j)})
			}
		}
	}
	if mx.N > 0 {
		a, _ := excelize.CoordinatesToCellName(2, 4)
		z, _ := excelize.CoordinatesToCellName(1+mx.N, 3+mx.N)
		s.heat = a + ":" + z
	}
	s.panes = &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 3, TopLeftCell: "B4", ActivePane: "bottomRight"}
}

// labels lists every contestant's printed name (cards.Name).
func (wb *workbook) labels() []string {
	m := wb.b.Movement
	out := make([]string, m.Contestants)
	for c := 1; c <= m.Contestants; c++ {
		out[c-1] = cards.Name(wb.p, wb.b, c)
	}
	return out
}

// textWidth estimates the width of s in Excel's column units (the width
// of a digit in the default font): digits and narrow letters count one,
// capitals and wide letters a little more, bold a tenth more.
func textWidth(s string, bold bool) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case r == ' ' || r == '.' || r == ',' || r == ':' || r == '\u00a0' || r == 'i' || r == 'l' || r == '1':
			w += 0.6
		case r >= 'A' && r <= 'Z', r >= 'А' && r <= 'Я', r == 'm', r == 'w', r == 'ш', r == 'щ', r == 'ю', r == 'ж', r == 'м':
			w += 1.35
		default:
			w += 1.05
		}
	}
	if bold {
		w *= 1.1
	}
	return w
}

// widths returns the width of every column: its widest cell, heading
// included (a heading that wrapped would need a taller row), plus room
// for the cell padding; wide cells do not count.
func (wb *workbook) widths(s *sheetData) []float64 {
	var out []float64
	for _, row := range s.rows {
		for c, x := range row {
			for len(out) <= c {
				out = append(out, 4)
			}
			if x.wide || x.v == nil {
				continue
			}
			text := fmt.Sprint(x.v)
			bold := x.style == wb.head || x.style == wb.bold
			out[c] = math.Max(out[c], math.Min(textWidth(text, bold)+2.5, 80))
		}
	}
	return out
}

// write writes sheet i: first its page setup and heat map (a
// StreamWriter takes the sheet's settings when it is made and writes them
// when it is flushed), then with the StreamWriter its column widths,
// panes, rows and page breaks.
func (wb *workbook) write(i int, s *sheetData, size int, title string) error {
	f := wb.f
	if i == 0 {
		if err := f.SetSheetName("Sheet1", s.name); err != nil {
			return err
		}
	} else if _, err := f.NewSheet(s.name); err != nil {
		return err
	}
	if err := wb.pageSetup(s, size, title); err != nil {
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
	sw, err := f.NewStreamWriter(s.name)
	if err != nil {
		return err
	}
	for c, w := range wb.widths(s) {
		if err := sw.SetColWidth(c+1, c+1, w); err != nil {
			return err
		}
	}
	if s.panes != nil {
		if err := sw.SetPanes(s.panes); err != nil {
			return err
		}
	}
	for r, row := range s.rows {
		if r%writeCheck == 0 {
			if err := wb.ctx.Err(); err != nil {
				return err
			}
		}
		if len(row) == 0 {
			continue
		}
		vals := make([]any, len(row))
		for c, x := range row {
			if x.v == nil {
				continue
			}
			vals[c] = excelize.Cell{StyleID: x.style, Value: x.v}
		}
		at, _ := excelize.CoordinatesToCellName(1, r+1)
		if err := sw.SetRow(at, vals); err != nil {
			return err
		}
	}
	for _, r := range s.breaks {
		at, _ := excelize.CoordinatesToCellName(1, r)
		if err := sw.InsertPageBreak(at); err != nil {
			return err
		}
	}
	return sw.Flush()
}

// printArea returns the sheet's used range, widened to the right until
// its wide cells (titles, sentences) fit, as an absolute reference.
func (wb *workbook) printArea(s *sheetData) string {
	widths := wb.widths(s)
	lastCol, lastRow := 1, len(s.rows)
	for _, row := range s.rows {
		lastCol = max(lastCol, len(row))
	}
	need := 0.0
	for _, row := range s.rows {
		if len(row) > 0 && row[0].wide {
			need = math.Max(need, textWidth(fmt.Sprint(row[0].v), row[0].style == wb.bold))
		}
	}
	total := 0.0
	for c := 0; c < lastCol && c < len(widths); c++ {
		total += widths[c]
	}
	for total < need && lastCol < 200 {
		lastCol++
		total += 8.43 // Excel's default column width
	}
	a, _ := excelize.CoordinatesToCellName(1, 1, true)
	z, _ := excelize.CoordinatesToCellName(lastCol, max(lastRow, 1), true)
	return "'" + strings.ReplaceAll(s.name, "'", "''") + "'!" + a + ":" + z
}

// pageSetup sets paper, orientation, fit to width, the print area,
// repeated title rows and the header and footer of one sheet.
func (wb *workbook) pageSetup(s *sheetData, size int, title string) error {
	orient := "portrait"
	if s.landscape {
		orient = "landscape"
	}
	one, zero := 1, 0
	if err := wb.f.SetPageLayout(s.name, &excelize.PageLayoutOptions{
		Size: &size, Orientation: &orient, FitToWidth: &one, FitToHeight: &zero,
	}); err != nil {
		return err
	}
	fit := true
	if err := wb.f.SetSheetProps(s.name, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	esc := strings.ReplaceAll(title, "&", "&&")
	if err := wb.f.SetHeaderFooter(s.name, &excelize.HeaderFooterOptions{
		OddHeader: "&L&B" + esc,
		OddFooter: "&L" + esc + "&C" + wb.p.T("page &P of &N") + "&R#" + wb.b.Hash,
	}); err != nil {
		return err
	}
	if err := wb.f.SetDefinedName(&excelize.DefinedName{
		Name: "_xlnm.Print_Area", Scope: s.name, RefersTo: wb.printArea(s),
	}); err != nil {
		return err
	}
	if s.titleRows > 0 {
		quoted := "'" + strings.ReplaceAll(s.name, "'", "''") + "'"
		return wb.f.SetDefinedName(&excelize.DefinedName{
			Name: "_xlnm.Print_Titles", Scope: s.name,
			RefersTo: fmt.Sprintf("%s!$1:$%d", quoted, s.titleRows),
		})
	}
	return nil
}

// timetable adds the Timetable sheet: round, start and end (a time past
// midnight carries its day, "00:15(+1)"), then the finish and the pace.
func (wb *workbook) timetable(tt *movement.Timetable, title string) {
	p := wb.p
	s := wb.newSheet(sheet{name: p.T("Timetable"), titleRows: 3})
	wb.title(s, 1, p.T("Timetable")+" — "+title)
	rows := [][]string{{p.T("Round"), p.T("Start"), p.T("End")}}
	for _, r := range tt.Rounds {
		rows = append(rows, []string{strconv.Itoa(r.Round), r.Start.String(), r.End.String()})
	}
	wb.grid(s, 1, 3, rows)
	kv := [][2]any{{p.T("Start"), tt.Start.String()}, {p.T("Finish"), tt.Finish().String()}}
	if tt.MinutesPerBoard > 0 {
		kv = append(kv, [2]any{p.T("Minutes a board"), tt.MinutesPerBoard}, [2]any{p.T("Minutes to move"), tt.MoveMinutes})
	} else if wb.opt.MinutesPerRound > 0 {
		kv = append(kv, [2]any{p.T("Minutes per round"), wb.opt.MinutesPerRound})
	}
	for i, e := range kv {
		s.put(5, 3+i, cell{v: e[0]})
		s.put(6, 3+i, cell{v: e[1]})
	}
}
