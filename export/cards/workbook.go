package cards

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/resultsbook"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// WorkbookOptions say what ComposeWorkbook puts into a workbook's
// document.
type WorkbookOptions struct {
	// Event names the session.
	Event string
	// Start is when round 1 begins ("19:30"); with MinutesPerRound (the
	// length of a round, moves included) it makes a timetable that
	// replaces the movement's own. Without Start, the timetable of the
	// movement's session, when it has one, fills the Timetable sheet;
	// with neither there is none.
	Start           string
	MinutesPerRound int
}

// maxScoringRows is the largest results sheet the card book's workbook
// carries (rows of a table on a deal; a 30-table preferans session of 4
// deals a set has about 2,900): each row's matchpoints count over every
// row of its deal (COUNTIFS), so a spreadsheet's recalculation grows with
// the square of the rows; a larger session is left to movegen score.
const maxScoringRows = 5000

// ComposeWorkbook writes the book as the document a workbook lays out, in
// p's language: its sheets in the workbook's order, each with the name of
// the worksheet it is printed on (Sheet.Tab; the table cards share one,
// as do the contestants' routes): the setup sheet, the summary, the
// master chart, the teams' chart of matches and itineraries, the table
// cards, where each contestant plays, the heat-map matrices (meetings,
// comparisons; a teams event's teams first), the set view, the preferans
// judge's sheets, the boards list, the timetable and the scoring sheets
// (export/resultsbook) with their formulas. It gives up with ctx's error
// when ctx ends.
func ComposeWorkbook(ctx context.Context, b *Book, p *i18n.Printer, opt WorkbookOptions) (*sheet.Document, error) {
	if p == nil {
		p = i18n.New(i18n.English)
	}
	m := b.Movement
	tt := Timetable(b)
	if opt.Start != "" {
		start, err := movement.ParseTimeOfDay(opt.Start)
		if err != nil {
			return nil, fmt.Errorf("cards: start time %q: want HH:MM", opt.Start)
		}
		if opt.MinutesPerRound < 1 {
			return nil, fmt.Errorf("cards: start time %q needs the minutes per round", opt.Start)
		}
		tt = &movement.Timetable{Start: start}
		for r := 1; r <= m.Rounds; r++ {
			at := start + movement.Clock((r-1)*opt.MinutesPerRound)
			tt.Rounds = append(tt.Rounds, movement.RoundTime{Round: r, Start: at, End: at + movement.Clock(opt.MinutesPerRound)})
		}
	}
	paper, err := Compose(ctx, b, p, ComposeOptions{Event: opt.Event, What: All()})
	if err != nil {
		return nil, err
	}
	d := &sheet.Document{Lang: paper.Lang, Footer: paper.Footer, Frame: paper.Frame, Name: m.Name}
	title := paper.Footer
	add := func(tab string, landscape bool, kinds ...sheet.Kind) {
		for _, sh := range paper.Sheets {
			for _, k := range kinds {
				if sh.Kind == k {
					sh.Tab, sh.Landscape = tab, landscape
					d.Sheets = append(d.Sheets, sh)
				}
			}
		}
	}
	rep, err := movement.AnalyzeContext(ctx, m, 0)
	if err != nil {
		return nil, fmt.Errorf("cards: compose: %w", err)
	}
	add(p.T("Setup"), false, sheet.KindSetup)
	d.Sheets = append(d.Sheets, summarySheet(p, b, rep, opt.Event, title))
	add(p.T("Chart"), true, sheet.KindChart)
	if b.Teams != nil {
		// Portrait where its few columns fit: a portrait page holds
		// more rounds.
		add(p.T("Matches"), false, sheet.KindMatches)
		add(p.T("Teams"), true, sheet.KindTeams)
	}
	add(p.T("Tables"), false, sheet.KindTable, sheet.KindSitOut)
	add(p.T("Contestants"), m.Rounds > 8, sheet.KindWhere)

	// Matrices; the pairs that cannot meet (same line) or be compared
	// (other field) are greyed out, not painted as failures.
	field := map[int]int{}
	for k, fl := range rep.Fields {
		for _, c := range fl {
			field[c] = k + 1
		}
	}
	matrix := func(tab, heading string, mx movement.Matrix, label func(int) string, can func(i, j int) bool) error {
		x, err := heatMatrix(ctx, mx, label, can)
		if err != nil {
			return err
		}
		// A matrix wider than a page goes on over pages of its own
		// (the workbook's column blocks), each saying whose it is.
		d.Sheets = append(d.Sheets, sheet.Sheet{Kind: sheet.KindMatrix, Tab: tab, Title: heading, Subtitle: title, Heading: titleLine(heading, title),
			Continued: p.Sprintf("%s (continued)", heading), Matrix: x,
			// The names, both ways, stay on every page and in view.
			Hold: sheet.Hold{Repeat: sheet.RepeatHead, Pin: true, PinCols: 1}})
		return nil
	}
	// A teams event is judged by its teams: who plays whom, and on how
	// many boards two teams are compared (as the page's maps show),
	// before the pairs' matrices.
	if tr := TeamsReport(m); tr != nil {
		team := func(t int) string { return TeamHeading(p, m, t) }
		every := func(i, j int) bool { return true }
		if err := matrix(p.T("Team meetings"), p.T("Teams: matches two teams play against each other"), tr.MeetCount, team, every); err != nil {
			return nil, err
		}
		if err := matrix(p.T("Team comparisons"), p.T("Teams: boards on which two teams are compared (both tables of their match)"), tr.Boards, team, every); err != nil {
			return nil, err
		}
	}
	pair := func(c int) string { return Name(p, b, c) }
	if err := matrix(p.T("Meetings"), p.T("Rounds meeting (row and column contestants at one table)"), rep.Meetings, pair,
		func(i, j int) bool { return rep.CanMeet != nil && rep.CanMeet(i, j) }); err != nil {
		return nil, err
	}
	// A seating plan (no sets) has no comparisons, sets, set row or
	// boards to list.
	if m.Sets > 0 {
		if err := matrix(p.T("Comparisons"), p.T("Boards compared (same seat group)"), rep.Comparisons, pair,
			func(i, j int) bool { return field[i] != 0 && field[i] == field[j] }); err != nil {
			return nil, err
		}
		add(p.T("Sets"), m.Rounds > 8, sheet.KindSets)
		if m.Game == movement.Preferans {
			for _, sh := range paper.Of(sheet.KindJudge) {
				tab := p.T("Set row")
				if sh.Index == 1 {
					tab = p.T("Instructions")
				}
				s := *sh
				s.Tab, s.Landscape = tab, true
				d.Sheets = append(d.Sheets, s)
			}
		}
		add(p.T("Boards"), false, sheet.KindBoards)
	}
	if tt != nil {
		// The paper's timetable sheet, or one of the start time given.
		s := timetableSheet(p, b, tt, opt.MinutesPerRound, opt.Event)
		s.Tab = p.T("Timetable")
		d.Sheets = append(d.Sheets, s)
	}
	// The scoring sheets, last: the judge types each row's scores and
	// the workbook scores and ranks the session. A very large session
	// is left to movegen score's own workbook.
	if resultsbook.Scored(m) && m.TablePlays() <= maxScoringRows {
		words := resultsbook.WordsFor(p, m)
		words.Label = pair
		sheets, err := resultsbook.Sheets(m, words, rep.Fields)
		if err != nil {
			return nil, fmt.Errorf("cards: scoring sheets: %w", err)
		}
		for _, sh := range sheets {
			s, err := scoringSheet(ctx, sh)
			if err != nil {
				return nil, err
			}
			d.Sheets = append(d.Sheets, s)
		}
	}
	return d, nil
}

// summarySheet is the workbook's summary of m: its parameters, the
// verdict and the balance figures. A teams movement's has, as its text
// report does (TeamsReport), the teams' figures and properties in place
// of the pairs' balance index, meetings and comparisons, which it says
// are left out.
func summarySheet(p *i18n.Printer, b *Book, rep *movement.Report, event, title string) sheet.Sheet {
	m := b.Movement
	text := func(s string) []sheet.Cell { return []sheet.Cell{{Text: s}} }
	num := func(v float64) []sheet.Cell { return []sheet.Cell{sheet.Num(v)} }
	// A list of one or none is a value; a longer one, one item a row.
	list := func(items []string) []sheet.Cell {
		if len(items) <= 1 {
			return text(strings.Join(items, p.Comma()))
		}
		out := make([]sheet.Cell, len(items))
		for i, s := range items {
			out[i] = sheet.Cell{Text: s}
		}
		return out
	}
	sentences := func(items []string) []sheet.Cell {
		out := make([]sheet.Cell, len(items))
		for i, s := range items {
			out[i] = sheet.Cell{Text: s}
		}
		return out
	}
	names := func(props []movement.Property) []string {
		out := make([]string, len(props))
		for i, pr := range props {
			out[i] = p.T(string(pr))
		}
		return out
	}
	st := rep.Summary
	facts := []sheet.Fact{
		{Key: p.T("Movement"), Values: text(p.MovementName(m.Name))},
		{Key: p.T("Event"), Values: text(EventName(b, event))},
		{Key: p.T("Family"), Values: text(MovementFamilyText(p, m))},
		{Key: p.T("Game"), Values: text(p.T(string(m.Game)))},
		{Key: p.T("Kind"), Values: text(p.T(string(m.Kind)))},
		{Key: p.T("Contestants (number)"), Values: num(float64(m.Contestants))},
		{Key: p.T("Tables (number)"), Values: num(float64(m.Tables))},
		{Key: p.T("Rounds"), Values: num(float64(m.Rounds))},
		{Key: p.T("Sets (number)"), Values: num(float64(m.Sets))},
		{Key: p.T("Boards per set"), Values: num(float64(m.BoardsPerSet))},
		{Key: p.T("Verdict"), Values: text(p.T(string(rep.Verdict)))},
	}
	if tr := TeamsReport(m); tr != nil {
		lines := tr.Lines()
		figures := make([]string, len(lines))
		for i, l := range lines {
			figures[i] = p.Message(l.Format, l.Args...)
		}
		facts = append(facts,
			sheet.Fact{Key: p.T("Teams"), Values: sentences(figures), Wrap: true},
			sheet.Fact{Key: p.T("Properties"), Values: list(names(tr.Properties))},
			sheet.Fact{Key: p.T("Pairs, each on its own:"), Values: sentences([]string{p.T("(their meetings, comparisons and balance index are left out: a teams event compares the two tables of a match, as above)")}), Wrap: true},
			sheet.Fact{Key: p.T("Repeated sets"), Values: num(float64(st.RepeatedSets))},
		)
	} else {
		facts = append(facts,
			sheet.Fact{Key: p.T("Properties"), Values: list(names(rep.Properties))},
			sheet.Fact{Key: p.T("Balance index"), Values: num(st.BalanceIndex)},
			sheet.Fact{Key: p.T("Meetings min / max"), Values: text(strconv.Itoa(st.Meetings.Min) + " / " + strconv.Itoa(st.Meetings.Max))},
			sheet.Fact{Key: p.T("Comparisons min / max"), Values: text(strconv.Itoa(st.Comparisons.Min) + " / " + strconv.Itoa(st.Comparisons.Max))},
			sheet.Fact{Key: p.T("Repeated sets"), Values: num(float64(st.RepeatedSets))},
		)
	}
	facts = append(facts, sheet.Fact{Key: p.T("Schedule hash"), Values: text(b.Hash)})
	return sheet.Sheet{Kind: sheet.KindSummary, Tab: p.T("Summary"), Title: title, Heading: title, Facts: facts, Hold: sheet.Hold{Repeat: sheet.RepeatTitle}}
}

// heatMatrix keeps mx with its labels and, for every zero, whether can
// says the pair could have had more.
func heatMatrix(ctx context.Context, mx movement.Matrix, label func(int) string, can func(i, j int) bool) (*sheet.Matrix, error) {
	h := &sheet.Matrix{N: mx.N, Labels: make([]string, mx.N), Cells: make([]int32, mx.N*mx.N), Grey: make([]uint64, (mx.N*mx.N+63)/64)}
	for i := 1; i <= mx.N; i++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("cards: compose: %w", err)
		}
		h.Labels[i-1] = label(i)
		for j := 1; j <= mx.N; j++ {
			v := mx.At(i, j)
			if v != int(int32(v)) {
				return nil, movement.Internalf("cards: matrix entry %d, %d is %d", i, j, v)
			}
			h.Cells[(i-1)*mx.N+j-1] = int32(v)
			if v == 0 && i != j && !can(i, j) {
				h.SetGrey(i, j)
			}
		}
	}
	return h, nil
}

// scoringSheet is a scoring sheet of export/resultsbook as the workbook
// lays it out: every row's cells in their places, numbers and formulas
// as the spreadsheet keeps them.
func scoringSheet(ctx context.Context, sh resultsbook.Sheet) (sheet.Sheet, error) {
	// Its head rows repeat on every page and stay in view.
	s := sheet.Sheet{Kind: sheet.KindScoring, Tab: sh.Name, Title: sh.Name, Heading: sh.Name, HeadRows: sh.HeadRows, Landscape: true,
		Cells: make([][]sheet.Cell, sh.Rows), Hold: sheet.Hold{Repeat: sheet.RepeatHead, Pin: true}, Runs: sh.Runs}
	styles := map[resultsbook.CellKind]sheet.Style{
		resultsbook.Plain: sheet.StylePlain, resultsbook.Title: sheet.StyleTitle, resultsbook.Head: sheet.StyleHead,
		resultsbook.Line: sheet.StyleLine, resultsbook.Percent: sheet.StylePercent,
	}
	for r := 1; r <= sh.Rows; r++ {
		if r%256 == 0 {
			if err := ctx.Err(); err != nil {
				return s, fmt.Errorf("cards: compose: %w", err)
			}
		}
		row := sh.Row(r)
		cells := make([]sheet.Cell, len(row))
		for c, x := range row {
			var y sheet.Cell
			switch v := x.Value.(type) {
			case nil:
				continue
			case string:
				y.Text = v
			case int:
				y = sheet.Num(float64(v))
			case resultsbook.Formula:
				y = sheet.Cell{Text: string(v), Value: sheet.ValueFormula}
			default:
				return s, movement.Internalf("cards: scoring sheet %s: a cell of type %T", sh.Name, x.Value)
			}
			y.Style = styles[x.Kind]
			cells[c] = y
		}
		s.Cells[r-1] = cells
	}
	return s, nil
}
