package cards

import (
	"context"
	"fmt"
	"github.com/movegen/movegen/internal/widetab"
	"io"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// What selects the parts of a book to print.
type What struct {
	Tables, Contestants, Chart, Sets bool
	// Setup is the director's setup sheet (SetupSheet), first in the
	// book.
	Setup bool
	// Protocols are the score sheets that travel with the deals
	// (ProtocolSheets): a preferans protocol for each deal, a bridge
	// traveller for each board. They are not part of All: a club with
	// table terminals prints none.
	Protocols bool
}

// All selects every part but the protocols.
func All() What { return What{Tables: true, Contestants: true, Chart: true, Sets: true, Setup: true} }

// BookFor is the book a director gets for m when he names no parts: All,
// and at preferans the protocols too, because the book's rules send a
// protocol with every deal's box (its §6) — unless they would run past
// MaxBookProtocolRows rows (a field of hundreds of players), which a
// judge asks for by name. At bridge the travellers are asked for by
// name: a club that scores on table terminals prints none.
func BookFor(m *movement.Movement) What {
	w := All()
	if m.Game == movement.Preferans && !m.SeatingOnly() && m.TablePlays() <= MaxBookProtocolRows {
		w.Protocols = true
	}
	return w
}

// MaxBookProtocolRows is the most protocol rows (a table's record of a
// deal) that BookFor puts in the book of its own accord: 13 tables of
// the rotation have 676, a 100-table field tens of thousands.
const MaxBookProtocolRows = 5000

// ParseWhat reads a comma-separated list of setup, tables, contestants,
// chart, sets and protocols ("" means all of them but the protocols;
// "travellers", the bridge word, is the same part as "protocols"). The table cards bring the
// director's setup sheet with them ("tables" selects Setup too): the
// sheet is page 1 of every book of the room; "setup" alone prints only
// the sheet.
func ParseWhat(s string) (What, error) {
	if strings.TrimSpace(s) == "" {
		return All(), nil
	}
	var w What
	for _, part := range strings.Split(s, ",") {
		switch strings.TrimSpace(part) {
		case "tables":
			w.Tables, w.Setup = true, true
		case "contestants":
			w.Contestants = true
		case "chart":
			w.Chart = true
		case "sets":
			w.Sets = true
		case "setup":
			w.Setup = true
		case "protocols", "travellers":
			w.Protocols = true
		default:
			return What{}, fmt.Errorf("%q: want setup, tables, contestants, chart, sets, protocols or travellers", part)
		}
	}
	return w, nil
}

// TextOptions adjust the text rendering.
type TextOptions struct {
	Printer *i18n.Printer
	// Event names the session, printed in every heading ("Club Pairs").
	Event string
	What  What
}

// Heading is the line that identifies a movement on every card and page:
// the movement's name, the event when given, and the schedule hash.
func Heading(p *i18n.Printer, b *Book, event string) string {
	name := p.MovementName(b.Movement.Name)
	if name == "" {
		name = string(b.Movement.Family)
	}
	parts := []string{name}
	if event = EventName(b, event); event != "" {
		parts = append(parts, event)
	}
	parts = append(parts, "#"+b.Hash)
	return strings.Join(parts, " · ")
}

// WriteText prints the selected parts of b as plain text: table cards, then
// contestant cards, the master chart, and the set view followed by the
// boards list (BoardsGrid), separated by form feeds so that each card
// starts a page when printed. Contestant labels of a table number and a
// seat ("1N", "3 EW") are printed in the printer's language (LabelText).
func WriteText(w io.Writer, b *Book, opt TextOptions) error {
	p := opt.Printer
	if p == nil {
		p = i18n.New(i18n.English)
	}
	doc, err := Compose(context.Background(), b, p, ComposeOptions{Event: opt.Event, What: opt.What})
	if err != nil {
		return err
	}
	var parts []string
	for _, s := range doc.Sheets {
		if s.Kind == sheet.KindTable || s.Kind == sheet.KindSitOut || s.Kind == sheet.KindTeams {
			parts = append(parts, sheetText(s))
		}
	}
	if opt.What.Contestants {
		for _, c := range b.Contestants {
			parts = append(parts, contestantText(p, b, c, opt.Event))
		}
	}
	// The contestants' view goes with the chart, the judge's sheets and
	// the boards with the set view.
	for _, s := range doc.Sheets {
		switch s.Kind {
		case sheet.KindTable, sheet.KindSitOut, sheet.KindTeams:
		case sheet.KindSetup, sheet.KindContestant:
			// The text cards print no setup sheet, and their contestant
			// cards are above.
		case sheet.KindWhere, sheet.KindJudge, sheet.KindBoards:
			if len(parts) > 0 {
				parts[len(parts)-1] += "\n" + sheetText(s)
				continue
			}
			parts = append(parts, sheetText(s))
		default:
			parts = append(parts, sheetText(s))
		}
	}
	if _, err := io.WriteString(w, strings.Join(parts, "\f\n")); err != nil {
		return fmt.Errorf("cards: write text: %w", err)
	}
	return nil
}

// table renders rows with a tabwriter, two spaces between columns.
func table(rows [][]string) string {
	var sb strings.Builder
	tw := widetab.New(&sb, 0, 0, 2, ' ', 0)
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(r, "\t"))
	}
	tw.Flush()
	lines := strings.Split(sb.String(), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	return strings.Join(lines, "\n")
}

// TableGrid returns the grid of a table card as rows of cells, the first
// row being the header: round, one column per seat, boards (deals with
// dealers at preferans), one "next" column per seat, where the boards go,
// and the notes. When the movement's session has a timetable, a time
// column ("19:00–19:21") follows the round. Occupants are printed by
// LabelText, so a player labelled with the rest mark shows as its number
// and a rest is shown only where the schedule has one. The PDF and the
// workbook print the same grid.
func TableGrid(p *i18n.Printer, b *Book, card TableCard) [][]string {
	m := b.Movement
	boards := p.T("Boards")
	if preferans(m) {
		boards = p.T("Deals (dealer)")
	}
	if card.Table == 0 || card.Phantom {
		rows, _ := sitOutGrid(p, b, card)
		return rows
	}
	// A seating plan has no sets, so no boards columns.
	boardless := m.Sets == 0
	head := []string{p.T("Round")}
	for _, s := range card.Seats {
		head = append(head, SeatName(p, s))
	}
	if !boardless {
		head = append(head, boards)
	}
	for _, s := range card.Seats {
		head = append(head, p.Sprintf("%s next", SeatName(p, s)))
	}
	switch {
	case boardless:
		head = append(head, p.T("Notes"))
	case preferans(m):
		head = append(head, p.T("Set next"), p.T("Notes"))
	default:
		head = append(head, p.T("Boards next"), p.T("Notes"))
	}
	rows := [][]string{withTime(p, b, head, 0)}
	for _, row := range card.Rows {
		r := []string{strconv.Itoa(row.Round)}
		if row.Idle {
			r = append(r, p.T("table not in use this round"))
			rows = append(rows, withTime(p, b, r, row.Round))
			continue
		}
		for _, o := range row.Occupants {
			l := LabelText(p, o.Label)
			if o.Contestant == 0 {
				l = "-"
			}
			r = append(r, l)
		}
		switch {
		case boardless:
		case preferans(m):
			r = append(r, DealsText(p, row))
		default:
			r = append(r, BoardsText(row.First, row.Last))
		}
		for _, o := range row.Occupants {
			r = append(r, MoveText(p, m, o.Next))
		}
		switch {
		case boardless:
		case preferans(m):
			r = append(r, setMoveText(p, row.Boards))
		default:
			r = append(r, BoardMoveText(p, row.Boards))
		}
		var notes []string
		for _, f := range row.Flags {
			notes = append(notes, FlagText(p, m, f))
		}
		r = append(r, strings.Join(notes, p.Semicolon()))
		rows = append(rows, withTime(p, b, r, row.Round))
	}
	return rows
}

// sitOutGrid is the grid of a sit-out card (TableGrid): the round, who
// sits out and where each goes next; at a phantom's table that boards
// pass through, the set lying there, where it goes next and the notes.
// notes says whether the last column is the notes.
func sitOutGrid(p *i18n.Printer, b *Book, card TableCard) (rows [][]string, notes bool) {
	m := b.Movement
	who := p.T("Resting")
	if !preferans(m) {
		who = p.T("Sits out")
	}
	head := []string{p.T("Round"), who, p.T("Next")}
	// A phantom's table that boards pass through (a Mitchell's sit-out
	// table) says which set lies there unplayed and where it goes
	// next; where every set comes from the bye stand and goes back
	// to it (a Howell's), the sit-out never touches the boards and
	// the card does not mention them.
	boardsNext := false
	for _, row := range card.Rows {
		if row.Idle || !card.Phantom {
			continue
		}
		fromStand := row.Round == 1
		for _, f := range row.Flags {
			fromStand = fromStand || f.Kind == FlagFromBye
		}
		boardsNext = boardsNext || row.Boards.Kind == BoardsTo || !fromStand
	}
	if boardsNext {
		head = append(head, p.T("Boards here (not played)"), p.T("Boards next"), p.T("Notes"))
	}
	rows = [][]string{withTime(p, b, head, 0)}
	for _, row := range card.Rows {
		if row.Idle {
			r := []string{strconv.Itoa(row.Round), "–", ""}
			if boardsNext {
				r = append(r, "", "", "")
			}
			rows = append(rows, withTime(p, b, r, row.Round))
			continue
		}
		for i, o := range row.Occupants {
			r, at := []string{"", LabelText(p, o.Label), MoveText(p, m, o.Next)}, -1
			if i == 0 {
				r[0], at = strconv.Itoa(row.Round), row.Round
			}
			if boardsNext {
				here, bm, note := "", "", ""
				if i == 0 {
					here, bm = BoardsText(row.First, row.Last), BoardMoveText(p, row.Boards)
					for _, f := range row.Flags {
						note = FlagText(p, m, f)
					}
				}
				r = append(r, here, bm, note)
			}
			rows = append(rows, withTime(p, b, r, at))
		}
	}
	return rows, boardsNext
}

// sheetText lays a composed sheet out as text: the title and the line
// under it, the lines above the grid, the grid, and the lines under it.
// Text is never wrapped, so a no-break space is printed as a space.
func sheetText(s sheet.Sheet) string {
	sp := strings.NewReplacer("\u00a0", " ")
	var sb strings.Builder
	sb.WriteString(s.Title)
	if s.Subtitle != "" {
		sb.WriteString(" — " + s.Subtitle)
	}
	sb.WriteString("\n")
	for _, l := range s.Above {
		sb.WriteString(sp.Replace(l.Text) + "\n")
	}
	if !s.Grid.Empty() {
		rows := s.Grid.Text()
		for _, r := range rows {
			for i := range r {
				r[i] = sp.Replace(r[i])
			}
		}
		sb.WriteString("\n" + table(rows))
	}
	for _, l := range s.Below {
		sb.WriteString("\n" + sp.Replace(l.Text))
	}
	return sb.String()
}

// RouteGrid returns the grid of a contestant card, header first: round,
// table, seat, partner (individual bridge), opponents, boards, note; with
// the time column after the round when the session has a timetable.
func RouteGrid(p *i18n.Printer, b *Book, card ContestantCard) [][]string {
	m := b.Movement
	partner := m.Game == movement.Bridge && m.Kind == movement.Individual
	head := []string{p.T("Round"), p.T("Table"), p.T("Seat")}
	if partner {
		head = append(head, p.T("Partner"))
	}
	boards := p.T("Boards")
	if preferans(m) {
		boards = p.T("Deals")
	}
	head = append(head, p.T("Opponents"), boards, p.T("Note"))
	rows := [][]string{withTime(p, b, head, 0)}
	for _, row := range card.Rows {
		r := []string{strconv.Itoa(row.Round)}
		if row.Table == 0 || b.Phantom(row.Table) {
			r = append(r, "–", "–")
			if partner {
				r = append(r, "")
			}
			r = append(r, "", "", RouteNote(p, m, row))
			rows = append(rows, withTime(p, b, r, row.Round))
			continue
		}
		r = append(r, b.TableName(row.Table), SeatName(p, row.Seat))
		if partner {
			r = append(r, LabelText(p, row.Partner))
		}
		opponents := make([]string, len(row.Opponents))
		for i, o := range row.Opponents {
			opponents[i] = LabelText(p, o)
		}
		boards := BoardsText(row.First, row.Last)
		if row.SitOut {
			boards = "" // no play: the boards at the table are not the contestant's
		}
		r = append(r, strings.Join(opponents, p.Comma()), boards, RouteNote(p, m, row))
		rows = append(rows, withTime(p, b, r, row.Round))
	}
	return rows
}

func contestantText(p *i18n.Printer, b *Book, card ContestantCard, event string) string {
	var sb strings.Builder
	sb.WriteString(ContestantTitle(p, b.Movement, card) + " — " + Heading(p, b, event) + "\n")
	sb.WriteString(StartText(p, card) + "\n\n")
	sb.WriteString(table(RouteGrid(p, b, card)))
	return sb.String()
}

// ChartGrid is the rounds × tables view, header first, with the time
// column after the round when the session has a timetable.
func ChartGrid(p *i18n.Printer, b *Book) [][]string {
	rows, _ := ChartGridContext(context.Background(), p, b)
	return rows
}

// ChartGridContext is ChartGrid that gives up with ctx's error when ctx
// ends, looked at before each row: the chart of a 500-table movement takes
// most of a second to make.
func ChartGridContext(ctx context.Context, p *i18n.Printer, b *Book) ([][]string, error) {
	return gridContext(ctx, ChartHead(p, b), len(b.Chart.Cells), func(r int) []string { return ChartRow(p, b, r) })
}

// ChartHead is the heading row of ChartGrid.
func ChartHead(p *i18n.Printer, b *Book) []string {
	m := b.Movement
	head := []string{p.T("Round")}
	for t := 1; t <= m.Tables; t++ {
		if b.Phantom(t) {
			head = append(head, p.T("Sit-out"))
			continue
		}
		head = append(head, keepTogether(p.Sprintf("Table %s", b.TableName(t))))
	}
	return withTime(p, b, head, 0)
}

// ChartRow is the row of round r (1-based) of ChartGrid, for callers that
// make the chart a row at a time.
func ChartRow(p *i18n.Printer, b *Book, r int) []string {
	row := []string{strconv.Itoa(r)}
	for _, c := range b.Chart.Cells[r-1] {
		row = append(row, CellText(p, c))
	}
	return withTime(p, b, row, r)
}

// RoutesGrid is the contestant × round view, header first; contestants
// are named by Name.
func RoutesGrid(p *i18n.Printer, b *Book) [][]string {
	rows, _ := RoutesGridContext(context.Background(), p, b)
	return rows
}

// RoutesGridContext is RoutesGrid that gives up with ctx's error when ctx
// ends, looked at before each row.
func RoutesGridContext(ctx context.Context, p *i18n.Printer, b *Book) ([][]string, error) {
	return gridContext(ctx, RoutesHead(p, b), len(b.Chart.Routes), func(c int) []string { return RoutesRow(p, b, c) })
}

// gridContext makes a grid of head and the rows row(1) … row(n), looking
// at ctx before each row.
func gridContext(ctx context.Context, head []string, n int, row func(i int) []string) ([][]string, error) {
	rows := make([][]string, 0, n+1)
	rows = append(rows, head)
	for i := 1; i <= n; i++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rows = append(rows, row(i))
	}
	return rows, nil
}

// RoutesHead is the heading row of RoutesGrid.
func RoutesHead(p *i18n.Printer, b *Book) []string {
	m := b.Movement
	head := []string{p.T("Contestant")}
	for r := 1; r <= m.Rounds; r++ {
		head = append(head, keepTogether(p.Sprintf("Round %s", strconv.Itoa(r))))
	}
	return head
}

// RoutesRow is the row of contestant c (1-based) of RoutesGrid, for
// callers that make the view a row at a time.
func RoutesRow(p *i18n.Printer, b *Book, c int) []string {
	row := []string{Name(p, b, c)}
	for _, pos := range b.Chart.Routes[c-1] {
		row = append(row, PositionText(p, b, pos))
	}
	return row
}

// SetsGrid is the set × round view, header first: the tables playing each
// set, a dash when no table plays it.
func SetsGrid(p *i18n.Printer, b *Book) [][]string {
	m := b.Movement
	head := []string{p.T("Set")}
	for r := 1; r <= m.Rounds; r++ {
		head = append(head, keepTogether(p.Sprintf("Round %s", strconv.Itoa(r))))
	}
	rows := [][]string{head}
	for k, rounds := range b.Chart.SetTables {
		first, last := m.Boards(k + 1)
		row := []string{strconv.Itoa(k+1) + " (" + BoardsText(first, last) + ")"}
		for r, ts := range rounds {
			// A table where nobody plays (a sit-out) does not play the set.
			var playing []int
			for _, t := range ts {
				if !b.noPlay(r+1, t) {
					playing = append(playing, t)
				}
			}
			row = append(row, SetPlaceText(p, b, playing))
		}
		rows = append(rows, row)
	}
	return rows
}

// keepTogether joins the words of a short column heading ("Round 1") with
// no-break spaces, so that paper never wraps the number onto a line of
// its own.
func keepTogether(s string) string { return strings.ReplaceAll(s, " ", "\u00a0") }
