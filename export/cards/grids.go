package cards

import (
	"context"
	"fmt"
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
	// Timetable is the session's timetable as a sheet of its own
	// (sheet.KindTimetable: the line that sums it up above the rounds'
	// times), when the session has one. It is not part of All: the
	// printed book has the timetable on its setup sheet and its chart.
	Timetable bool
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

// titleLine is a sheet's title and the line under it (heading) joined
// as one line, as a workbook's title row and the text cards print them
// (sheet.Sheet.Heading): the title alone when there is no subtitle.
func titleLine(title, subtitle string) string {
	if subtitle == "" {
		return title
	}
	return title + " — " + subtitle
}

// heading is the line that identifies a movement on every card and page:
// the movement's name, the event when given, and the schedule hash.
func heading(p *i18n.Printer, b *Book, event string) string {
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

// tableGrid returns the grid of a table card as rows of cells, the first
// row being the header: round, one column per seat, boards (deals with
// dealers at preferans), one "next" column per seat, where the boards go,
// and the notes. When the movement's session has a timetable, a time
// column ("19:00–19:21") follows the round. Occupants are printed by
// LabelText, so a player labelled with the rest mark shows as its number
// and a rest is shown only where the schedule has one. It is the grid
// of every round's facts that the paper form (PaperTableSheet) cuts down;
// a table not in use all session prints it whole.
func tableGrid(p *i18n.Printer, b *Book, card TableCard) [][]string {
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
		r, idle := roundCells(p, b, row)
		if idle {
			rows = append(rows, r)
			continue
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

// roundCells begins the row of a table card's round row, in every form
// of the card (tableGrid, PaperTableSheet): the round and each seat's
// occupant (sheet.None for an empty seat). A round the table is not in use is
// its whole row, its time added (withTime), and idle is set.
func roundCells(p *i18n.Printer, b *Book, row TableRow) (r []string, idle bool) {
	r = []string{strconv.Itoa(row.Round)}
	if row.Idle {
		return withTime(p, b, append(r, p.T("table not in use this round")), row.Round), true
	}
	for _, o := range row.Occupants {
		l := LabelText(p, o.Label)
		if o.Contestant == 0 {
			l = sheet.None
		}
		r = append(r, l)
	}
	return r, false
}

// sitOutGrid is the grid of a sit-out card (tableGrid): the round, who
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
			r := []string{strconv.Itoa(row.Round), sheet.None, ""}
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

// routeGrid returns the grid of a contestant card, header first: round,
// table, seat, partner (individual bridge), opponents, boards, note; with
// the time column after the round when the session has a timetable.
func routeGrid(p *i18n.Printer, b *Book, card ContestantCard) [][]string {
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
			r = append(r, sheet.None, sheet.None)
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

// chartGrid is the rounds × tables view, header first, with the time
// column after the round when the session has a timetable. It gives up
// with ctx's error when ctx ends, looked at before each row: the chart of
// a 500-table movement takes most of a second to make.
func chartGrid(ctx context.Context, p *i18n.Printer, b *Book) ([][]string, error) {
	return gridContext(ctx, chartHead(p, b), len(b.Chart.Cells), func(r int) []string { return chartRow(p, b, r) })
}

// chartHead is the heading row of chartGrid.
func chartHead(p *i18n.Printer, b *Book) []string {
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

// chartRow is the row of round r (1-based) of chartGrid.
func chartRow(p *i18n.Printer, b *Book, r int) []string {
	row := []string{strconv.Itoa(r)}
	for _, c := range b.Chart.Cells[r-1] {
		row = append(row, CellText(p, c))
	}
	return withTime(p, b, row, r)
}

// routesGrid is the contestant × round view, header first; contestants
// are named by Name. It gives up with ctx's error when ctx ends, looked at
// before each row.
func routesGrid(ctx context.Context, p *i18n.Printer, b *Book) ([][]string, error) {
	return gridContext(ctx, routesHead(p, b), len(b.Chart.Routes), func(c int) []string { return routesRow(p, b, c) })
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

// routesHead is the heading row of routesGrid.
func routesHead(p *i18n.Printer, b *Book) []string {
	m := b.Movement
	head := []string{p.T("Contestant")}
	for r := 1; r <= m.Rounds; r++ {
		head = append(head, keepTogether(p.Sprintf("Round %s", strconv.Itoa(r))))
	}
	return head
}

// routesRow is the row of contestant c (1-based) of routesGrid.
func routesRow(p *i18n.Printer, b *Book, c int) []string {
	row := []string{Name(p, b, c)}
	for _, pos := range b.Chart.Routes[c-1] {
		row = append(row, PositionText(p, b, pos))
	}
	return row
}

// setsGrid is the set × round view, header first: the tables playing each
// set, a dash when no table plays it.
func setsGrid(p *i18n.Printer, b *Book) [][]string {
	m := b.Movement
	played := setPlaces(b)
	if once, ok := setsPlayedOnce(b, played); ok {
		return setsOnceGrid(p, b, played, once)
	}
	head := []string{p.T("Set")}
	for r := 1; r <= m.Rounds; r++ {
		head = append(head, keepTogether(p.Sprintf("Round %s", strconv.Itoa(r))))
	}
	rows := [][]string{head}
	for k, rounds := range played {
		row := []string{setName(b, k)}
		for _, playing := range rounds {
			row = append(row, SetPlaceText(p, b, playing))
		}
		rows = append(rows, row)
	}
	return rows
}

// setName is a set as the set view names it: "3 (9–12)".
func setName(b *Book, k int) string {
	first, last := b.Movement.Boards(k + 1)
	return strconv.Itoa(k+1) + " (" + BoardsText(first, last) + ")"
}

// setPlaces is, for each set and round, the tables that play the set
// (b.Chart.SetTables without the tables where nobody plays: a sit-out
// does not play the set).
func setPlaces(b *Book) [][][]int {
	out := make([][][]int, len(b.Chart.SetTables))
	for k, rounds := range b.Chart.SetTables {
		out[k] = make([][]int, len(rounds))
		for r, ts := range rounds {
			for _, t := range ts {
				if !b.noPlay(r+1, t) {
					out[k][r] = append(out[k][r], t)
				}
			}
		}
	}
	return out
}

// setsPlayedOnce reports whether every set is played in exactly one
// round (a teams round robin, a Swiss round, a barometer), and that
// round for each set (0-based). Preferans keeps its judge's sets-by-round
// sheet, which the set row's note names.
func setsPlayedOnce(b *Book, played [][][]int) ([]int, bool) {
	if preferans(b.Movement) {
		return nil, false
	}
	once := make([]int, len(played))
	for k, rounds := range played {
		once[k] = -1
		for r, ts := range rounds {
			if len(ts) == 0 {
				continue
			}
			if once[k] >= 0 {
				return nil, false
			}
			once[k] = r
		}
		if once[k] < 0 {
			return nil, false
		}
	}
	return once, len(played) > 0
}

// setsOnceGrid is the set view of a movement whose every set is played
// in one round: a row a set with its round and tables ("every table"
// when all play it), where the set × round grid would be a page of
// dashes a round (a round robin of 40 teams: 39 pages).
func setsOnceGrid(p *i18n.Printer, b *Book, played [][][]int, once []int) [][]string {
	rows := [][]string{{p.T("Set"), p.T("Round"), p.T("Tables")}}
	tables := b.Movement.Tables
	for k, r := range once {
		where := SetPlaceText(p, b, played[k][r])
		if len(played[k][r]) == tables && tables > 1 {
			where = p.T("every table")
		}
		rows = append(rows, []string{setName(b, k), strconv.Itoa(r + 1), where})
	}
	return rows
}

// keepTogether joins the words of a short column heading ("Round 1") with
// no-break spaces, so that paper never wraps the number onto a line of
// its own.
func keepTogether(s string) string { return strings.ReplaceAll(s, " ", "\u00a0") }
