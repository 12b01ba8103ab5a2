package cards

import (
	"context"
	"fmt"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// ComposeOptions says what Compose puts into a document.
type ComposeOptions struct {
	// Event names the session, printed under every title ("Club Pairs").
	Event string
	What  What
	// MoreTables, when set, is asked after each table card is composed
	// (with its sheet) whether to compose the next: false leaves the
	// rest out. A page that shows only as many cards as it has room for
	// stops there, and the cards past it are never made.
	MoreTables func(s *sheet.Sheet) bool
	// Names asks for the contestants' names as the sheets write them
	// (sheet.Document.Names), and the teams' (TeamNames), for a page's
	// heat maps.
	Names bool
	// Release lets ComposeEach drop each table card and contestant card
	// of the book once its sheet is made (the book keeps its movement,
	// chart and the rest): for a caller that has no more use for them,
	// so that a large book's cards and their sheets are not all held at
	// once.
	Release bool
}

// Compose writes the book as a finished document in p's language: every
// sheet the renderers print, in order (the setup sheet, the table cards,
// the teams' itineraries and the contestant cards, the charts, the set
// view with the judge's sheets and the boards list, the protocols: the
// parts opt.What selects), each with its title, its continued title, the
// lines above its grid, the grid's cells and the lines under it, and the
// frame a paged document prints around them (PageFrame). It is the one
// place that chooses the words of paper: the PDF, the workbook, the text
// cards and the page's view lay its sheets out and add none. It gives up
// with ctx's error when ctx ends.
func Compose(ctx context.Context, b *Book, p *i18n.Printer, opt ComposeOptions) (*sheet.Document, error) {
	opt.Release = false
	d := ComposeHead(b, p, opt)
	err := ComposeEach(ctx, b, p, opt, func(s sheet.Sheet) error {
		d.Sheets = append(d.Sheets, s)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}

// ComposeHead is the document Compose writes without its sheets: its
// language, footer, frame and (with opt.Names) the contestants' and the
// teams' names.
func ComposeHead(b *Book, p *i18n.Printer, opt ComposeOptions) *sheet.Document {
	if p == nil {
		p = i18n.New(i18n.English)
	}
	d := &sheet.Document{Lang: p.Lang(), Footer: heading(p, b, opt.Event), Frame: PageFrame(p, b, opt.Event)}
	if opt.Names {
		d.Names = Names(p, b.Movement)
		if tr := TeamsReport(b.Movement); tr != nil {
			d.TeamNames = make([]string, tr.Teams)
			for t := range d.TeamNames {
				d.TeamNames[t] = TeamHeading(p, b.Movement, t+1)
			}
		}
	}
	return d
}

// ComposeEach makes the sheets of the document Compose writes one at a
// time, in order, and gives each to add as soon as it is made: a renderer
// that draws a sheet at a time (pdf.WriteSheets) need not hold them all.
// It returns add's first error, or ctx's (wrapped) when ctx ends.
func ComposeEach(ctx context.Context, b *Book, p *i18n.Printer, opt ComposeOptions, add func(sheet.Sheet) error) error {
	if p == nil {
		p = i18n.New(i18n.English)
	}
	if opt.What.Setup {
		if err := add(SetupDocSheet(p, b, opt.Event)); err != nil {
			return err
		}
	}
	if opt.What.Tables {
		for i := range b.Tables {
			if i%64 == 0 {
				if err := ctx.Err(); err != nil {
					return fmt.Errorf("cards: compose: %w", err)
				}
			}
			s := tableCardSheet(p, b, b.Tables[i], i, opt.Event)
			if opt.Release {
				// Nothing composed after it reads the card (the setup
				// sheet, which does, comes first).
				b.Tables[i] = TableCard{}
			}
			more := opt.MoreTables == nil || opt.MoreTables(&s)
			if err := add(s); err != nil {
				return err
			}
			if !more {
				break
			}
		}
	}
	if opt.What.Timetable {
		if tt := Timetable(b); tt != nil {
			if err := add(timetableSheet(p, b, tt, 0, opt.Event)); err != nil {
				return err
			}
		}
	}
	head := heading(p, b, opt.Event)
	grid := func(k sheet.Kind, index int, title string, rows [][]string, above ...string) sheet.Sheet {
		// Every page of a grid says what its columns hold.
		s := sheet.Sheet{Kind: k, Index: index, Title: title, Subtitle: head, Heading: titleLine(title, head), Grid: sheet.FromText(rows, false),
			Hold: sheet.Hold{Repeat: sheet.RepeatHead}}
		s.Continued = p.Sprintf("%s (continued)", title)
		for _, a := range above {
			if a != "" {
				s.Above = append(s.Above, sheet.Line{Text: a, Keep: keepSpans(a)})
			}
		}
		return s
	}
	// The judge's sheets repeat their title and, where they have a grid
	// (a long set row or instructions run over pages), its head.
	judge := func(k sheet.Kind, index int, title string, rows [][]string, above ...string) sheet.Sheet {
		s := grid(k, index, title, rows, above...)
		if s.Grid.Empty() {
			s.Hold = sheet.Hold{Repeat: sheet.RepeatTitle}
		}
		return s
	}
	m := b.Movement
	if opt.What.Contestants {
		for i, card := range b.Teams {
			// Each team's heading is kept on its page with its grid:
			// nothing repeats.
			ts := grid(sheet.KindTeams, i, TeamTitle(p, m, card), TeamGrid(p, b, card))
			ts.Hold = sheet.Hold{}
			if err := add(ts); err != nil {
				return err
			}
		}
		n := len(b.Contestants)
		if b.later != nil {
			n = max(m.Contestants, 0)
		}
		for i := range n {
			if i%64 == 0 {
				if err := ctx.Err(); err != nil {
					return fmt.Errorf("cards: compose: %w", err)
				}
			}
			var s sheet.Sheet
			if b.later != nil {
				// A book built by BuildLater: the card is made now.
				s = ContestantSheet(p, b, b.later(i+1), i, opt.Event)
			} else {
				s = ContestantSheet(p, b, b.Contestants[i], i, opt.Event)
			}
			if opt.Release && b.later == nil {
				b.Contestants[i] = ContestantCard{}
			}
			if err := add(s); err != nil {
				return err
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("cards: compose: %w", err)
	}
	if opt.What.Chart {
		if b.Teams != nil {
			ms := grid(sheet.KindMatches, 0, MatchesTitle(p), MatchesGrid(p, b))
			if len(ms.Grid.Cols) > 0 {
				ms.Grid.Cols[0].Role = sheet.RoleRound // a round's matches keep together
			}
			if err := add(ms); err != nil {
				return err
			}
		}
		chart, err := chartGrid(ctx, p, b)
		if err != nil {
			return fmt.Errorf("cards: compose: %w", err)
		}
		above := []string{TimetableLine(p, b), ChartLegend(p, b)}
		cs := grid(sheet.KindChart, 0, p.T("Master chart"), chart, append(above, LabelLegendLines(p, b)...)...)
		// The key says what a cell holds, under the chart (on every page
		// of it).
		if key := ChartKey(p, b); key != "" {
			cs.Below = []sheet.Line{{Text: key, Keep: keepSpans(key)}}
		}
		if len(cs.Grid.Cols) > 0 {
			cs.Grid.Cols[0].Role = sheet.RoleRound
		}
		if Timetable(b) != nil && len(cs.Grid.Cols) > 1 {
			cs.Grid.Cols[1].Role = sheet.RoleTime
		}
		cs.Sections = chartSections(p, b, cs.Title, cs.Grid.Lead())
		// On a screen the head and the rounds stay in view.
		cs.Hold.Pin, cs.Hold.PinCols = true, 1
		if err := add(cs); err != nil {
			return err
		}
		routes, err := routesGrid(ctx, p, b)
		if err != nil {
			return fmt.Errorf("cards: compose: %w", err)
		}
		ws := grid(sheet.KindWhere, 0, p.T("Where each contestant plays (table and seat)"), routes)
		ws.Hold.Pin, ws.Hold.PinCols = true, 1 // the head and the contestants
		if err := add(ws); err != nil {
			return err
		}
	}
	if opt.What.Sets && !m.SeatingOnly() {
		var sets []sheet.Sheet
		sets = append(sets, grid(sheet.KindSets, 0, SetsTitle(p, b), setsGrid(p, b)))
		if preferans(m) {
			// Without a row there is no sheet: the setup sheet says how
			// the sets are given out instead (a page of that one sentence
			// and an empty grid stood in the book before).
			if rows, ok := SetRowGrid(p, b); ok {
				sets = append(sets, judge(sheet.KindJudge, 0, p.T("Set row"), rows,
					p.T("Under each place of the row: the table that plays the set lying there, — when nobody plays it. Before each round after the first, move the first set to the end of the row.")))
			}
			if rows, err := InstructionGrid(p, b); err == nil {
				sets = append(sets, judge(sheet.KindJudge, 1, p.T("Instructions for the tables"), rows,
					InstructionNote(p, b)))
			}
		}
		bs := grid(sheet.KindBoards, 0, BoardsTitle(p, b), BoardsGrid(p, b))
		bs.Hold.Pin = true
		for _, s := range append(sets, bs) {
			if err := add(s); err != nil {
				return err
			}
		}
	}
	if opt.What.Protocols {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("cards: compose: %w", err)
		}
		for _, s := range ProtocolSheets(p, b, opt.Event) {
			if err := add(s); err != nil {
				return err
			}
		}
	}
	return nil
}

// SetsTitle is the title of the set view: where each set is played, or at
// preferans the sets by round (the judge's set row is a sheet of its own).
func SetsTitle(p *i18n.Printer, b *Book) string {
	if _, ok := setsPlayedOnce(b, setPlaces(b)); ok {
		return p.T("Where each set is played")
	}
	if preferans(b.Movement) {
		return p.T("Sets by round: the table playing each set (–: not played)")
	}
	return p.T("Where each set is played (–: not played)")
}

// ChartKey is the one line under the master chart (Sheet.Below) that says
// what a cell holds: "cell: NS pair – EW pair : boards" at pairs, "cell:
// N–E–S–W : deals" at a table of four players, the seats in the order the
// cell lists the contestants.
func ChartKey(p *i18n.Printer, b *Book) string {
	m := b.Movement
	if len(m.Seats) == 0 {
		return ""
	}
	var who string
	if m.Kind == movement.Pairs && len(m.Seats) == 2 {
		who = p.Sprintf("%s pair – %s pair", SeatName(p, m.Seats[0]), SeatName(p, m.Seats[1]))
	} else {
		names := make([]string, len(m.Seats))
		for i, s := range m.Seats {
			names[i] = SeatName(p, s)
		}
		who = strings.Join(names, "–")
	}
	if m.SeatingOnly() {
		return p.Sprintf("cell: %s", who) // no boards to name
	}
	what := p.T("boards")
	if preferans(m) {
		what = p.T("deals")
	}
	return p.Sprintf("cell: %s : %s", who, what)
}

// tableCardSheet is the sheet of table card card, the index-th of the
// book: its title ("Table 3", "Sit-out"), the event line, the corner
// mark, the seat edges with the move that never changes, the card's note
// and the lines that hold every round above the grid, and the paper grid
// (PaperTableSheet).
func tableCardSheet(p *i18n.Printer, b *Book, card TableCard, index int, event string) sheet.Sheet {
	m := b.Movement
	s := sheet.Sheet{Kind: sheet.KindTable, Index: index, Table: card.Table, Title: CardTitle(p, card), Subtitle: heading(p, b, event)}
	s.Heading = titleLine(s.Title, s.Subtitle)
	s.Continued = p.Sprintf("%s (continued)", s.Title)
	s.Mark = card.Name
	if s.Mark == "" {
		s.Mark = m.TableName(card.Table)
	}
	if card.Table == 0 || card.Phantom {
		s.Kind = sheet.KindSitOut
	}
	if card.Phantom {
		// A phantom's card is not a table sign: no table number in its
		// corners.
		s.Mark = sheet.None
	}
	if card.Table == 0 {
		s.Mark = p.T("P")
		if !preferans(m) {
			s.Mark = sheet.None
		}
	}
	if card.Table != 0 && !card.Phantom {
		idx := edgeSeats(m)
		for _, c := range movement.CompassSeats() {
			if i, ok := idx[c]; ok {
				s.Edges = append(s.Edges, sheet.Edge{Side: string(c), Name: SeatName(p, c), Text: edgeText(p, m, card, i)})
			}
		}
	}
	if note := CardNote(p, m, card); note != "" {
		s.Above = append(s.Above, sheet.Line{Text: note, Note: true})
	}
	if card.Unused {
		return s
	}
	sh := PaperTableSheet(p, b, card)
	for _, a := range sh.Above {
		s.Above = append(s.Above, sheet.Line{Text: a, Keep: keepSpans(a)})
	}
	s.Grid = sheet.FromText(sh.Rows, sh.Notes)
	if len(s.Grid.Cols) > 0 {
		s.Grid.Cols[0].Role = sheet.RoleRound
	}
	if Timetable(b) != nil && len(s.Grid.Cols) > 1 {
		s.Grid.Cols[1].Role = sheet.RoleTime
	}
	return s
}

// edgeText is what the occupant of seat i of a table card does after
// every round, when it never changes, printed on the table's edge beside
// the seat's name: "NS stationary", "EW → 4 EW", "E 1E–2E".
func edgeText(p *i18n.Printer, m *movement.Movement, card TableCard, i int) string {
	s := card.Seats[i]
	for _, x := range card.Stationary {
		if x == s {
			return p.Sprintf("%s stationary", SeatName(p, s))
		}
	}
	if card.Standing[i].Kind != MoveNone {
		return SeatName(p, s) + "  " + MoveText(p, m, card.Standing[i])
	}
	return ""
}

// edgeSeats maps every compass seat to the layout seat whose occupant sits
// there: N and S hold NS, E and W hold EW at pairs.
func edgeSeats(m *movement.Movement) map[movement.Seat]int {
	out := map[movement.Seat]int{}
	for _, s := range movement.CompassSeats() {
		for i, l := range m.Seats {
			if l == s || (m.Kind == movement.Pairs && l == s.Direction()) {
				out[s] = i
			}
		}
	}
	return out
}

// keepSpans returns the runs of text joined by no-break spaces: the
// phrases the composer holds together ("W: 1W–6W", "table 12").
func keepSpans(s string) []sheet.Span {
	var out []sheet.Span
	start := -1
	prevSpace := true
	for i, r := range s {
		switch {
		case r == ' ':
			if start >= 0 {
				out = appendKeep(out, s, start, i)
				start = -1
			}
			prevSpace = true
		default:
			if prevSpace {
				start, prevSpace = i, false
			}
		}
	}
	if start >= 0 {
		out = appendKeep(out, s, start, len(s))
	}
	return out
}

// appendKeep adds [start, end) of s when it holds a no-break space.
func appendKeep(out []sheet.Span, s string, start, end int) []sheet.Span {
	for _, r := range s[start:end] {
		if r == '\u00a0' {
			return append(out, sheet.Span{Start: start, End: end})
		}
	}
	return out
}
