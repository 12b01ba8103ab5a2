package xlsx

import (
	"fmt"
	"io"
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
	f, err := Build(b, opt)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.WriteTo(w); err != nil {
		return fmt.Errorf("xlsx: write: %w", err)
	}
	return nil
}

// Build returns the workbook of b, for callers that want to read it back.
func Build(b *cards.Book, opt Options) (*excelize.File, error) {
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
	wb := &workbook{f: excelize.NewFile(), p: p, b: b, opt: opt}
	if err := wb.build(size, tt); err != nil {
		wb.f.Close()
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	return wb.f, nil
}

type workbook struct {
	f      *excelize.File
	p      *i18n.Printer
	b      *cards.Book
	opt    Options
	err    error
	bold   int
	head   int
	sheets []sheet
}

// set writes v to the cell at column c, row r (both 1-based).
func (wb *workbook) set(name string, c, r int, v any) {
	if wb.err != nil {
		return
	}
	cell, err := excelize.CoordinatesToCellName(c, r)
	if err == nil {
		err = wb.f.SetCellValue(name, cell, v)
	}
	wb.err = err
}

// style applies a style to a rectangle of cells.
func (wb *workbook) style(name string, c1, r1, c2, r2, id int) {
	if wb.err != nil {
		return
	}
	a, _ := excelize.CoordinatesToCellName(c1, r1)
	z, _ := excelize.CoordinatesToCellName(c2, r2)
	wb.err = wb.f.SetCellStyle(name, a, z, id)
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
func (wb *workbook) grid(name string, c, r int, rows [][]string) int {
	for i, row := range rows {
		for j, s := range row {
			wb.set(name, c+j, r+i, cellValue(s))
		}
		if i == 0 && len(row) > 0 {
			wb.style(name, c, r, c+len(row)-1, r, wb.head)
		}
	}
	return r + len(rows)
}

func (wb *workbook) newSheet(s sheet) {
	if wb.err != nil {
		return
	}
	if len(wb.sheets) == 0 {
		wb.err = wb.f.SetSheetName("Sheet1", s.name)
	} else {
		_, wb.err = wb.f.NewSheet(s.name)
	}
	wb.sheets = append(wb.sheets, s)
}

func (wb *workbook) build(size int, tt *movement.Timetable) error {
	f, p, b := wb.f, wb.p, wb.b
	m := b.Movement
	var err error
	if wb.bold, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 12}}); err != nil {
		return err
	}
	if wb.head, err = f.NewStyle(&excelize.Style{
		Font: &excelize.Font{Bold: true},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}},
	}); err != nil {
		return err
	}
	title := cards.Heading(p, b, wb.opt.Event)
	rep := movement.Analyze(m)

	// Summary.
	sum := sheet{name: p.T("Summary"), titleRows: 1}
	wb.newSheet(sum)
	wb.set(sum.name, 1, 1, title)
	wb.style(sum.name, 1, 1, 1, 1, wb.bold)
	props := make([]string, len(rep.Properties))
	for i, pr := range rep.Properties {
		props[i] = p.T(string(pr))
	}
	s := rep.Summary
	kv := [][2]any{
		{p.T("Movement"), p.MovementName(m.Name)},
		{p.T("Event"), cards.EventName(b, wb.opt.Event)},
		{p.T("Family"), string(m.Family)},
		{p.T("Game"), p.T(string(m.Game))},
		{p.T("Kind"), p.T(string(m.Kind))},
		{p.T("Contestants (number)"), m.Contestants},
		{p.T("Tables (number)"), m.Tables},
		{p.T("Rounds"), m.Rounds},
		{p.T("Sets (number)"), m.Sets},
		{p.T("Boards per set"), m.BoardsPerSet},
		{p.T("Verdict"), p.T(string(rep.Verdict))},
		{p.T("Properties"), strings.Join(props, ", ")},
		{p.T("Balance index"), s.BalanceIndex},
		{p.T("Meetings min / max"), fmt.Sprintf("%d / %d", s.Meetings.Min, s.Meetings.Max)},
		{p.T("Comparisons min / max"), fmt.Sprintf("%d / %d", s.Comparisons.Min, s.Comparisons.Max)},
		{p.T("Repeated sets"), s.RepeatedSets},
		{p.T("Schedule hash"), b.Hash},
	}
	for i, row := range kv {
		wb.set(sum.name, 1, i+3, row[0])
		wb.set(sum.name, 2, i+3, row[1])
	}
	wb.style(sum.name, 1, 3, 1, len(kv)+2, wb.bold)

	// Chart, frozen headings.
	ch := sheet{name: p.T("Chart"), landscape: true, titleRows: 3}
	wb.newSheet(ch)
	wb.set(ch.name, 1, 1, p.T("Master chart")+" — "+title)
	wb.style(ch.name, 1, 1, 1, 1, wb.bold)
	wb.grid(ch.name, 1, 3, cards.ChartGrid(p, b))
	if wb.err == nil {
		wb.err = f.SetPanes(ch.name, &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 3, TopLeftCell: "B4", ActivePane: "bottomRight"})
	}

	// Tables: one block per card, a page break after each.
	tb := sheet{name: p.T("Tables")}
	wb.newSheet(tb)
	r := 1
	for i, card := range b.Tables {
		wb.set(tb.name, 1, r, cards.CardTitle(p, card)+" — "+title)
		wb.style(tb.name, 1, r, 1, r, wb.bold)
		r++
		if note := cards.CardNote(p, m, card); note != "" {
			wb.set(tb.name, 1, r, note)
			r++
		}
		if lines := cards.StandingLines(p, m, card); len(lines) > 0 && !card.Unused {
			wb.set(tb.name, 1, r, p.Sprintf("Every round: %s", strings.Join(lines, "; ")))
			r++
		}
		if !card.Unused {
			r = wb.grid(tb.name, 1, r+1, cards.TableGrid(p, b, card))
		}
		if i < len(b.Tables)-1 {
			r++
			if wb.err == nil {
				cell, _ := excelize.CoordinatesToCellName(1, r)
				wb.err = f.InsertPageBreak(tb.name, cell)
			}
		}
	}
	if len(m.Seats) > 2 {
		tb.landscape = true
		wb.sheets[len(wb.sheets)-1].landscape = true
	}

	// Contestants.
	cs := sheet{name: p.T("Contestants"), landscape: m.Rounds > 8, titleRows: 3}
	wb.newSheet(cs)
	wb.set(cs.name, 1, 1, p.T("Where each contestant plays (table and seat)")+" — "+title)
	wb.style(cs.name, 1, 1, 1, 1, wb.bold)
	wb.grid(cs.name, 1, 3, cards.RoutesGrid(p, b))
	if wb.err == nil {
		wb.err = f.SetPanes(cs.name, &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 3, TopLeftCell: "B4", ActivePane: "bottomRight"})
	}

	// Matrices.
	wb.matrix(p.T("Meetings"), p.T("Rounds meeting (row and column contestants at one table)"), rep.Meetings, title)
	wb.matrix(p.T("Comparisons"), p.T("Boards compared (same seat group)"), rep.Comparisons, title)

	// Sets.
	st := sheet{name: p.T("Sets"), landscape: m.Rounds > 8, titleRows: 3}
	wb.newSheet(st)
	setTitle := p.T("Where each set is played")
	if m.Game == movement.Preferans {
		setTitle = p.T("Set row: the table playing each set, Z when it is not played")
	}
	wb.set(st.name, 1, 1, setTitle+" — "+title)
	wb.style(st.name, 1, 1, 1, 1, wb.bold)
	wb.grid(st.name, 1, 3, cards.SetsGrid(p, b))

	// Boards: number, set, dealer, vulnerability, for making up the
	// boards and checking them at the table.
	bd := sheet{name: p.T("Boards"), titleRows: 3}
	wb.newSheet(bd)
	wb.set(bd.name, 1, 1, cards.BoardsTitle(p, b)+" — "+title)
	wb.style(bd.name, 1, 1, 1, 1, wb.bold)
	wb.grid(bd.name, 1, 3, cards.BoardsGrid(p, b))
	if wb.err == nil {
		wb.err = f.SetPanes(bd.name, &excelize.Panes{Freeze: true, YSplit: 3, TopLeftCell: "A4", ActivePane: "bottomLeft"})
	}

	// Timetable.
	if tt != nil {
		wb.timetable(tt, title)
	}

	if wb.err != nil {
		return wb.err
	}
	for _, s := range wb.sheets {
		if err := wb.pageSetup(s, size, title); err != nil {
			return fmt.Errorf("sheet %s: %w", s.name, err)
		}
	}
	f.SetActiveSheet(0)
	return f.SetDocProps(&excelize.DocProperties{
		Creator: "movegen", LastModifiedBy: "movegen", Title: m.Name,
		Created: fixedTime, Modified: fixedTime,
	})
}

// matrix writes a contestant × contestant matrix with a colour scale.
func (wb *workbook) matrix(name, heading string, mx movement.Matrix, title string) {
	s := sheet{name: name, landscape: mx.N > 12, titleRows: 3}
	wb.newSheet(s)
	wb.set(name, 1, 1, heading+" — "+title)
	wb.style(name, 1, 1, 1, 1, wb.bold)
	rows := [][]string{append([]string{""}, wb.labels()...)}
	for i := 1; i <= mx.N; i++ {
		row := []string{cards.Name(wb.p, wb.b, i)}
		for j := 1; j <= mx.N; j++ {
			v := ""
			if i != j {
				v = strconv.Itoa(mx.At(i, j))
			}
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	wb.grid(name, 1, 3, rows)
	wb.style(name, 1, 4, 1, 3+mx.N, wb.head)
	if wb.err != nil || mx.N == 0 {
		return
	}
	a, _ := excelize.CoordinatesToCellName(2, 4)
	z, _ := excelize.CoordinatesToCellName(1+mx.N, 3+mx.N)
	wb.err = wb.f.SetConditionalFormat(name, a+":"+z, []excelize.ConditionalFormatOptions{{
		Type: "3_color_scale", Criteria: "=",
		MinType: "min", MidType: "percentile", MaxType: "max", MidValue: "50",
		MinColor: "#F8696B", MidColor: "#FFEB84", MaxColor: "#63BE7B",
	}})
	if wb.err == nil {
		wb.err = wb.f.SetPanes(name, &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 3, TopLeftCell: "B4", ActivePane: "bottomRight"})
	}
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

// pageSetup sets paper, orientation, fit to width, repeated title rows and
// the header and footer of one sheet.
func (wb *workbook) pageSetup(s sheet, size int, title string) error {
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
	s := sheet{name: p.T("Timetable"), titleRows: 3}
	wb.newSheet(s)
	wb.set(s.name, 1, 1, p.T("Timetable")+" — "+title)
	wb.style(s.name, 1, 1, 1, 1, wb.bold)
	rows := [][]string{{p.T("Round"), p.T("Start"), p.T("End")}}
	for _, r := range tt.Rounds {
		rows = append(rows, []string{strconv.Itoa(r.Round), r.Start.String(), r.End.String()})
	}
	wb.grid(s.name, 1, 3, rows)
	kv := [][2]any{{p.T("Start"), tt.Start.String()}, {p.T("Finish"), tt.Finish().String()}}
	if tt.MinutesPerBoard > 0 {
		kv = append(kv, [2]any{p.T("Minutes a board"), tt.MinutesPerBoard}, [2]any{p.T("Minutes to move"), tt.MoveMinutes})
	} else if wb.opt.MinutesPerRound > 0 {
		kv = append(kv, [2]any{p.T("Minutes per round"), wb.opt.MinutesPerRound})
	}
	for i, e := range kv {
		wb.set(s.name, 5, 3+i, e[0])
		wb.set(s.name, 6, 3+i, e[1])
	}
}
