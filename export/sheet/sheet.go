package sheet

// Document is a finished paper document: its sheets in print order.
type Document struct {
	// Lang is the language the words are in ("en", "ru", "zh").
	Lang string
	// Footer is the line printed at the foot of every page (the event,
	// the movement and its fingerprint); "" when the renderer writes none.
	Footer string
	// Frame is what a paged renderer prints around the sheets (page.go).
	Frame  Frame
	Sheets []Sheet
	// Name is the movement's own name as the input gives it, for a
	// file's properties (a workbook's title).
	Name string `json:",omitempty"`
	// Names are the contestants' names as every sheet writes them,
	// Names[c-1] for contestant c, when the composer is asked for them:
	// a front end labels its heat maps' rows and columns with them.
	Names []string `json:",omitempty"`
	// TeamNames are the teams' names as every sheet heads them (a
	// team's itinerary, the workbook's team matrices), TeamNames[t-1]
	// for team t, when the composer is asked for Names and the movement
	// has teams: a front end labels its teams' heat maps with them.
	TeamNames []string `json:",omitempty"`
}

// None is what a sheet prints where there is nothing: an empty seat,
// no boards, no table, a contestant who cannot meet himself. It is the en
// dash (U+2013), the one mark for "none" that the composer
// (export/cards) writes and every renderer (the PDF, the workbook, the
// text cards) prints as it is, so that all of them agree.
const None = "–"

// Kind says what a sheet is, so that a renderer can choose its form (a
// table card stands on the table, a chart is a poster).
type Kind int

// The kinds of sheet.
const (
	// KindTable is a table card: it stands on one table.
	KindTable Kind = iota + 1
	// KindSitOut is the card of those who sit out (the sit-out card, or a
	// phantom table's card): it is not a table sign.
	KindSitOut
	// KindContestant is a contestant's route card.
	KindContestant
	// KindChart is the master chart.
	KindChart
	// KindWhere is "where each contestant plays".
	KindWhere
	// KindSets is where each set is played, round by round.
	KindSets
	// KindBoards is the boards list.
	KindBoards
	// KindSetup is the director's setup sheet.
	KindSetup
	// KindJudge is the judge's sheet (the set row, the instructions).
	KindJudge
	// KindTeams is a teams sheet.
	KindTeams
	// KindTimetable is the session's timetable.
	KindTimetable
	// KindMatches is the teams' chart of matches.
	KindMatches
	// KindProtocol is the score sheet of one deal (a preferans protocol)
	// or one board (a bridge traveller): it travels with the deal from
	// table to table, its rows pre-filled in the order of play.
	KindProtocol
)

// Sheet is one sheet of a document, in words.
type Sheet struct {
	Kind Kind
	// Index is the sheet's place among the sheets of its kind, 0-based
	// (table card k of the book's tables), so that a renderer can find
	// what it draws beside the words (a table's corner mark).
	Index int
	// Table is the table a table card stands on (KindTable, a phantom's
	// KindSitOut card), 0 on the sit-out card and other sheets.
	Table int
	// Title is the sheet's heading ("Table 3", "Master chart").
	Title string
	// Subtitle is the line under the title (the event and the movement).
	Subtitle string
	// Heading is the title and the subtitle as one line, for a layout
	// that prints them on one line (a workbook's title row, the text
	// cards): the composer joins them; the Title alone where there is no
	// subtitle. A layout prints it as it is (HeadingLine).
	Heading string `json:",omitempty"`
	// Mark is what a table card prints large in its corners (the table's
	// name, or the rest mark on the sit-out card); "" for no mark.
	Mark string
	// Edges lists, on a table card, the seats printed on the table's
	// edges, each facing its seat.
	Edges []Edge
	// Continued is the title of a sheet's second and later pages
	// ("Table 3 (continued)").
	Continued string
	// Above lists the lines printed above the grid, in order.
	Above []Line
	Grid  Grid
	// Below lists the lines printed under the grid (a chart's key).
	Below []Line
	// Parts are the headed parts of a sheet made of several (the setup
	// sheet), printed after Above and before Grid.
	Parts []Part
	// Sections, when set, are the runs of the grid's columns printed on
	// pages of their own, each under its own title (a chart's sections).
	Sections []Section
	// Landscape asks for the page turned on its side.
	Landscape bool
	// Hold is what a layout repeats on every page of the sheet and keeps
	// in view (hold.go).
	Hold Hold `json:",omitzero"`

	// What a workbook lays out beyond the paper sheets (workbook.go).

	// Tab names the worksheet the sheet is printed on: the sheets of a
	// run with the same Tab share one worksheet, one under the other.
	Tab string `json:",omitempty"`
	// Facts are the named figures of a summary or a timetable.
	Facts []Fact `json:",omitempty"`
	// Matrix is a KindMatrix sheet's matrix.
	Matrix *Matrix `json:",omitempty"`
	// Cells are a KindScoring sheet's rows, each cell in its place: its
	// formulas name the cells by where they stand.
	Cells [][]Cell `json:",omitempty"`
	// HeadRows is how many of the first rows of Cells are above the
	// body (the title, the column names): repeated on every page.
	HeadRows int `json:",omitempty"`
	// Runs are the first columns (0-based, ascending) of the runs of
	// Cells' columns read together (a scoring sheet's: what the judge
	// types, and the matchpoints beside their top): a sheet wider than
	// its page is printed in column ranges of whole runs, each run
	// that fits a page on one.
	Runs []int `json:",omitempty"`
}

// Edge is a seat's name printed on a table card's edge, facing the seat,
// with what its occupant does after every round when that never changes.
type Edge struct {
	// Side is the compass side of the table: "N", "E", "S" or "W".
	Side string
	Name string
	Text string
}

// Line is one line of words above or below a grid.
type Line struct {
	Text string
	// Note marks a line that says what is special about the sheet (an
	// unused table, the sit-out card), printed before the other lines.
	Note bool
	// Keep lists the byte spans [start, end) of Text that hold together
	// when the line wraps.
	Keep []Span
}

// Span is a byte range [Start, End) of a line's text.
type Span struct{ Start, End int }

// Role says what a grid column holds.
type Role int

// The column roles.
const (
	// RolePlain is any other column.
	RolePlain Role = iota
	// RoleRound holds the round number.
	RoleRound
	// RoleTime holds the round's start time.
	RoleTime
	// RoleNotes holds each row's notes; a layout may print them on a line
	// of their own under the row.
	RoleNotes
)

// Col describes one column of a grid.
type Col struct {
	Role Role
	// Keep asks that the column's cells are not broken inside.
	Keep bool
}

// Cell is one cell of a grid.
type Cell struct {
	Text string
	// Value says whether the cell holds its Text, its Number or a
	// formula (workbook.go); a grid of words leaves it ValueText.
	Value  ValueKind `json:",omitempty"`
	Number float64   `json:",omitempty"`
	// Style is how a scoring sheet shows the cell.
	Style Style `json:",omitempty"`
}

// HeadingLine is the sheet's title and subtitle on one line: its
// Heading, or its Title where the document gives no Heading.
func (s *Sheet) HeadingLine() string {
	if s.Heading != "" {
		return s.Heading
	}
	return s.Title
}

// String is the cell's text (a formula's without its "=").
func (c Cell) String() string { return c.Text }

// Grid is a sheet's table: a head row, the body rows, and what each
// column holds. Every row has len(Head) cells.
type Grid struct {
	Head []string
	Rows [][]Cell
	Cols []Col
}

// Empty reports whether g has no head and no rows.
func (g Grid) Empty() bool { return len(g.Head) == 0 && len(g.Rows) == 0 }

// Notes reports whether g's last column holds the row notes (RoleNotes).
func (g Grid) Notes() bool { return len(g.Cols) > 0 && g.Cols[len(g.Cols)-1].Role == RoleNotes }

// Text returns g as rows of strings, the head first: the form the layouts
// measure; nil for an empty grid.
func (g Grid) Text() [][]string {
	if g.Empty() {
		return nil
	}
	out := make([][]string, 0, len(g.Rows)+1)
	if len(g.Head) > 0 {
		out = append(out, append([]string(nil), g.Head...))
	}
	for _, r := range g.Rows {
		row := make([]string, len(r))
		for i, c := range r {
			row[i] = c.Text
		}
		out = append(out, row)
	}
	return out
}

// FromText builds a grid from rows of strings, the head first, with
// plain columns; notes makes the last column the notes column.
func FromText(rows [][]string, notes bool) Grid {
	var g Grid
	if len(rows) == 0 {
		return g
	}
	g.Head = rows[0]
	for _, r := range rows[1:] {
		row := make([]Cell, len(r))
		for i, s := range r {
			row[i] = Cell{Text: s}
		}
		g.Rows = append(g.Rows, row)
	}
	g.Cols = make([]Col, len(g.Head))
	if notes && len(g.Cols) > 0 {
		g.Cols[len(g.Cols)-1].Role = RoleNotes
	}
	return g
}

// Texts returns the text of each line.
func Texts(lines []Line) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return out
}

// Of returns the sheets of d of kind k, in order.
func (d *Document) Of(k Kind) []*Sheet {
	var out []*Sheet
	for i := range d.Sheets {
		if d.Sheets[i].Kind == k {
			out = append(out, &d.Sheets[i])
		}
	}
	return out
}
