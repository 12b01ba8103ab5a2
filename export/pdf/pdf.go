package pdf

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// Paper sizes, in millimetres, portrait.
var papers = map[string]fpdf.SizeType{
	"a4":     {Wd: 210, Ht: 297},
	"letter": {Wd: 215.9, Ht: 279.4},
}

// Papers lists the paper names Options.Paper accepts.
func Papers() []string { return []string{"a4", "letter"} }

// Options adjust the PDF.
type Options struct {
	// Printer supplies the words; nil means English.
	Printer *i18n.Printer
	// Event names the session in every footer ("Club Pairs, 21 Nov");
	// when empty, the movement's session supplies it.
	Event string
	// Paper is "a4" (the default when empty) or "letter".
	Paper string
	// What selects the parts; the zero value means all.
	What cards.What
	// Large prints two contestant cards a page in large type instead of
	// four.
	Large bool
	// Uncompressed leaves the page streams readable (for tests and for
	// people inspecting the file).
	Uncompressed bool
}

// fixedDate is the creation and modification date written into every
// document, so that the same input gives byte-identical output.
var fixedDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

const (
	family = "go"
	ptMM   = 25.4 / 72 // one point in millimetres
	margin = 8.0
)

// page is one page of the document: its orientation and how to draw it.
type page struct {
	landscape bool
	draw      func()
}

// doc is one document being drawn.
type doc struct {
	f     *fpdf.Fpdf
	p     *i18n.Printer
	b     *cards.Book
	opt   Options
	size  fpdf.SizeType
	pages []page
}

// Write renders the selected parts of b as a PDF: a guide card per table
// (one page each, to lie flat on the table), contestant cards four (or,
// with Large, two) to a page with cut lines, and the landscape master
// chart, set view included. Every page has a footer with the movement's
// name, the event, "page x of y" and the schedule hash. The output depends
// only on b and opt.
func Write(w io.Writer, b *cards.Book, opt Options) error {
	if opt.Printer == nil {
		opt.Printer = i18n.New(i18n.English)
	}
	if opt.Paper == "" {
		opt.Paper = "a4"
	}
	size, ok := papers[opt.Paper]
	if !ok {
		return fmt.Errorf("pdf: paper %q: want a4 or letter", opt.Paper)
	}
	if opt.What == (cards.What{}) {
		opt.What = cards.All()
	}
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: size})
	f.SetCreationDate(fixedDate)
	f.SetModificationDate(fixedDate)
	f.SetCatalogSort(true)
	f.SetCompression(!opt.Uncompressed)
	f.SetProducer("movegen", true)
	f.SetTitle(opt.Printer.MovementName(b.Movement.Name), true)
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(margin, margin, margin)
	f.AddUTF8FontFromBytes(family, "", goregular.TTF)
	f.AddUTF8FontFromBytes(family, "B", gobold.TTF)
	d := &doc{f: f, p: opt.Printer, b: b, opt: opt, size: size}
	d.plan()
	for i, pg := range d.pages {
		if pg.landscape {
			f.AddPageFormat("L", size)
		} else {
			f.AddPageFormat("P", size)
		}
		pg.draw()
		d.footer(i+1, len(d.pages))
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("pdf: write: %w", err)
	}
	return nil
}

// PageCount returns how many pages Write produces for b and opt, without
// drawing them.
func PageCount(b *cards.Book, opt Options) int {
	if opt.Printer == nil {
		opt.Printer = i18n.New(i18n.English)
	}
	size, ok := papers[opt.Paper]
	if !ok {
		size = papers["a4"]
	}
	if opt.What == (cards.What{}) {
		opt.What = cards.All()
	}
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: size})
	f.AddUTF8FontFromBytes(family, "", goregular.TTF)
	f.AddUTF8FontFromBytes(family, "B", gobold.TTF)
	d := &doc{f: f, p: opt.Printer, b: b, opt: opt, size: size}
	d.plan()
	return len(d.pages)
}

// plan lists every page; the count is known before anything is drawn, so
// every footer can say "page x of y".
func (d *doc) plan() {
	if d.opt.What.Tables {
		for _, c := range d.b.Tables {
			d.pages = append(d.pages, d.tableCardPages(c)...)
		}
	}
	if d.opt.What.Contestants {
		cols, rows, _, _, _ := d.contestantGeometry()
		per := cols * rows
		slots := d.contestantSlots()
		for i := 0; i < len(slots); i += per {
			group := slots[i:min(i+per, len(slots))]
			d.pages = append(d.pages, page{draw: func() { d.contestantPage(group) }})
		}
	}
	if d.opt.What.Chart {
		d.gridPages(d.p.T("Master chart"), cards.ChartGrid(d.p, d.b), cards.TimetableLine(d.p, d.b))
		d.gridPages(d.p.T("Where each contestant plays (table and seat)"), cards.RoutesGrid(d.p, d.b), "")
	}
	if d.opt.What.Sets && !d.b.Movement.SeatingOnly() {
		title := d.p.T("Where each set is played")
		if d.b.Movement.Game == movement.Preferans {
			title = d.p.T("Set row: the table playing each set, Z when it is not played")
		}
		d.gridPages(title, cards.SetsGrid(d.p, d.b), "")
		d.gridPages(cards.BoardsTitle(d.p, d.b), cards.BoardsGrid(d.p, d.b), "")
	}
}

// dims returns the page width and height for the current orientation.
func (d *doc) dims() (w, h float64) { return d.f.GetPageSize() }

// font sets the font: bold or regular, size in points.
func (d *doc) font(bold bool, size float64) {
	style := ""
	if bold {
		style = "B"
	}
	d.f.SetFont(family, style, size)
}

// footer prints the movement, event, page number and schedule hash at the
// foot of the page.
func (d *doc) footer(n, total int) {
	w, h := d.dims()
	parts := []string{d.p.MovementName(d.b.Movement.Name)}
	if event := cards.EventName(d.b, d.opt.Event); event != "" {
		parts = append(parts, event)
	}
	parts = append(parts, d.p.Sprintf("page %d of %d", n, total), "#"+d.b.Hash)
	s := strings.Join(parts, " · ")
	d.font(false, 8)
	d.f.SetTextColor(80, 80, 80)
	d.f.Text((w-d.f.GetStringWidth(s))/2, h-3.5, s)
	d.f.SetTextColor(0, 0, 0)
}

// standingText is what a seat's occupant does after every round, when it
// never changes: "NS stationary", "EW → 4 EW", "E 1E–2E".
func (d *doc) standingText(card cards.TableCard, i int) string {
	s := card.Seats[i]
	for _, x := range card.Stationary {
		if x == s {
			return d.p.Sprintf("%s stationary", cards.SeatName(d.p, s))
		}
	}
	if card.Standing[i].Kind != cards.MoveNone {
		return cards.SeatName(d.p, s) + "  " + cards.MoveText(d.p, d.b.Movement, card.Standing[i])
	}
	return ""
}

// seatEdge prints a seat's name large and its standing move beside it,
// centred on (x, y) and turned by angle to face that seat.
func (d *doc) seatEdge(x, y, angle float64, name, detail string) {
	const big, small = 24.0, 14.0
	d.font(true, big)
	nw := d.f.GetStringWidth(name)
	gap := 4.0
	d.font(false, small)
	dw := 0.0
	if detail != "" {
		dw = gap + d.f.GetStringWidth(detail)
	}
	left := x - (nw+dw)/2
	d.f.TransformBegin()
	d.f.TransformRotate(angle, x, y)
	d.font(true, big)
	d.f.Text(left, y+big*ptMM*0.35, name)
	if detail != "" {
		d.font(false, small)
		d.f.Text(left+nw+gap, y+big*ptMM*0.35, detail)
	}
	d.f.TransformEnd()
}

// seatSide is the edge of the table card facing a seat: the angle that
// turns text to face that seat's player, and the point on the edge.
func (d *doc) seatSide(s movement.Seat) (x, y, angle float64, ok bool) {
	w, h := d.dims()
	band := 12.0
	switch s {
	case movement.N:
		return w / 2, margin + band/2, 180, true
	case movement.S:
		return w / 2, h - margin - band/2 - 2, 0, true
	case movement.E:
		return w - margin - band/2, h / 2, 90, true
	case movement.W:
		return margin + band/2, h / 2, -90, true
	}
	return 0, 0, 0, false
}

// edgeSeats maps every compass seat to the layout seat whose occupant sits
// there: N and S hold NS, E and W hold EW at pairs.
func edgeSeats(m *movement.Movement) map[movement.Seat]int {
	out := map[movement.Seat]int{}
	for _, s := range movement.CompassSeats {
		for i, l := range m.Seats {
			if l == s || (m.Kind == movement.Pairs && l == s.Direction()) {
				out[s] = i
			}
		}
	}
	return out
}

// Table cards: the body ends this far above the foot of the page, clear
// of the S seat name, the near corner numbers and the footer.
const cardFoot = 22.0

// Readable sizes: below these a card continues on another page (or slot)
// instead of shrinking further.
const (
	tableReadable      = 9.0
	contestantReadable = 8.0
	largeReadable      = 12.0
)

// footBand is the strip at the foot of a contestant page that holds the
// footer; cut lines stop above it.
const footBand = 7.0

// tableCardPages plans the pages of one table card: one page when its grid
// fits at a readable size, else as many as it takes, each with the table
// number in the corners, the seat names on the edges and "Table 1
// (continued)" as the title, so that no round is lost or overprinted.
func (d *doc) tableCardPages(card cards.TableCard) []page {
	if card.Unused {
		return []page{{draw: func() { d.tableFrame(card, false, true) }}}
	}
	w, h := d.size.Wd, d.size.Ht
	x0, x1 := margin+15, w-margin-15
	bottom := h - margin - cardFoot
	rows := cards.TableGrid(d.p, d.b, card)
	notes := card.Table != 0 // the sit-out card has no notes column
	yFirst := d.tableFrame(card, false, false)
	yNext := d.tableFrame(card, true, false)
	l, parts := d.pagedGrid(rows, x1-x0, bottom-yFirst, bottom-yNext, 20, tableReadable, 6, notes)
	var out []page
	for k, idx := range parts {
		cont := k > 0
		out = append(out, page{draw: func() {
			y := d.tableFrame(card, cont, true)
			d.drawGrid(l, x0, y, idx)
		}})
	}
	return out
}

// tableFrame draws (when draw is set) or only measures everything on a
// table card page but the grid: corner numbers, seat names with their
// standing moves, title, heading, and on the first page the card's note
// and standing lines. It returns where the grid starts.
func (d *doc) tableFrame(card cards.TableCard, cont, draw bool) float64 {
	w, h := d.size.Wd, d.size.Ht
	m := d.b.Movement
	text := func(x, y float64, s string) {
		if draw {
			d.f.Text(x, y, s)
		}
	}
	num := strconv.Itoa(card.Table)
	if card.Table == 0 {
		num = d.p.T("P")
		if m.Game != movement.Preferans {
			num = "–"
		}
	}
	d.font(true, 40)
	nh := 40 * ptMM * 0.72
	if draw {
		// The table number in the four corners; the far two face the far
		// side.
		nw := d.f.GetStringWidth(num)
		d.f.Text(margin, h-margin-4, num)
		d.f.Text(w-margin-nw, h-margin-4, num)
		d.f.TransformBegin()
		d.f.TransformRotate(180, w/2, h/2)
		d.f.Text(margin, h-margin-4, num)
		d.f.Text(w-margin-nw, h-margin-4, num)
		d.f.TransformEnd()
		// Seat names on the edges, facing their seats, with the move that
		// never changes.
		if card.Table != 0 {
			idx := edgeSeats(m)
			for _, s := range movement.CompassSeats {
				i, ok := idx[s]
				x, y, angle, ok2 := d.seatSide(s)
				if !ok || !ok2 {
					continue
				}
				d.seatEdge(x, y, angle, cards.SeatName(d.p, s), d.standingText(card, i))
			}
		}
	}
	// The body, upright for the director and South.
	x0, x1 := margin+15, w-margin-15
	y := margin + 12 + nh/2
	d.font(true, 26)
	title := cards.CardTitle(d.p, card)
	if cont {
		d.font(true, 20)
		title = d.p.Sprintf("%s (continued)", title)
	}
	text((w-d.f.GetStringWidth(title))/2, y+8, title)
	y += 12
	d.font(false, 11)
	sub := cards.Heading(d.p, d.b, d.opt.Event)
	text((w-d.f.GetStringWidth(sub))/2, y+4, sub)
	y += 9
	if cont {
		return y
	}
	if note := cards.CardNote(d.p, m, card); note != "" {
		d.font(true, 13)
		for _, line := range d.f.SplitText(note, x1-x0) {
			text(x0, y+4, line)
			y += 6
		}
		y += 2
	}
	if card.Unused {
		return y
	}
	if lines := cards.StandingLines(d.p, m, card); len(lines) > 0 {
		d.font(true, 12)
		s := d.p.Sprintf("Every round: %s", strings.Join(lines, "; "))
		for _, line := range d.f.SplitText(s, x1-x0) {
			text(x0, y+4, line)
			y += 5.5
		}
		y += 3
	}
	return y
}

// slot is one contestant card, or one continued part of it, in its place
// on a page of cards.
type slot struct {
	card cards.ContestantCard
	grid *gridLayout
	rows []int
	cont bool
}

// contestantGeometry returns the columns and rows of cards on a page and
// the title and body sizes.
func (d *doc) contestantGeometry() (cols, rows int, title, body, readable float64) {
	if d.opt.Large {
		return 1, 2, 22, 18, largeReadable
	}
	return 2, 2, 14, 12, contestantReadable
}

// contestantSlots lays every contestant card out in slots: a card whose
// rounds do not fit its slot at a readable size continues in the next
// slot, headed "(continued)".
func (d *doc) contestantSlots() []slot {
	w, h := d.size.Wd, d.size.Ht
	cols, rows, title, body, readable := d.contestantGeometry()
	cw, ch := w/float64(cols), (h-footBand)/float64(rows)
	iw := cw - 2*margin
	head := title*ptMM + 3 + 5
	hFirst := ch - 2*margin - head - (body*ptMM + 3)
	hNext := ch - 2*margin - head
	var out []slot
	for _, card := range d.b.Contestants {
		l, parts := d.pagedGrid(cards.RouteGrid(d.p, d.b, card), iw, hFirst, hNext, body, readable, 5, true)
		for k, idx := range parts {
			out = append(out, slot{card: card, grid: l, rows: idx, cont: k > 0})
		}
	}
	return out
}

// contestantPage draws up to four (two when large) contestant card slots
// with cut lines between them; the lines stop above the footer.
func (d *doc) contestantPage(group []slot) {
	w, h := d.dims()
	cols, rows, title, body, _ := d.contestantGeometry()
	cw, ch := w/float64(cols), (h-footBand)/float64(rows)
	// Cut lines.
	d.f.SetDrawColor(120, 120, 120)
	d.f.SetLineWidth(0.2)
	d.f.SetDashPattern([]float64{2, 1.5}, 0)
	for c := 1; c < cols; c++ {
		d.f.Line(cw*float64(c), 0, cw*float64(c), h-footBand)
	}
	for r := 1; r < rows; r++ {
		d.f.Line(0, ch*float64(r), w, ch*float64(r))
	}
	d.f.SetDashPattern(nil, 0)
	d.f.SetDrawColor(0, 0, 0)
	m := d.b.Movement
	for i, sl := range group {
		x := cw*float64(i%cols) + margin
		y := ch*float64(i/cols) + margin
		t := cards.ContestantTitle(d.p, m, sl.card)
		if sl.cont {
			t = d.p.Sprintf("%s (continued)", t)
		}
		d.font(true, title)
		d.f.Text(x, y+title*ptMM, t)
		y += title*ptMM + 3
		d.font(false, 8)
		d.f.Text(x, y+3, cards.Heading(d.p, d.b, d.opt.Event))
		y += 5
		if !sl.cont {
			d.font(true, body+1)
			d.f.Text(x, y+body*ptMM, cards.StartText(d.p, sl.card))
			y += body*ptMM + 3
		}
		d.drawGrid(sl.grid, x, y, sl.rows)
	}
}

// gridPages adds the landscape pages of a chart: the grid cut into pieces
// that fit a page at a readable size, the first column and the header
// repeated on every piece.
func (d *doc) gridPages(title string, rows [][]string, subtitle string) {
	const size = 9.0
	w, h := d.size.Ht, d.size.Wd // landscape
	avail := w - 2*margin
	d.font(false, size)
	widths := d.colWidths(rows, size)
	var colGroups [][]int
	cur := []int{}
	used := widths[0]
	for c := 1; c < len(widths); c++ {
		if len(cur) > 0 && used+widths[c] > avail {
			colGroups = append(colGroups, cur)
			cur, used = []int{}, widths[0]
		}
		cur = append(cur, c)
		used += widths[c]
	}
	colGroups = append(colGroups, cur)
	rowH := size * ptMM * 1.6
	top := 11.0 // the grid's distance from the top margin
	if subtitle != "" {
		top += 4.5
	}
	perPage := max(1, int((h-2*margin-9-top)/rowH)-1)
	for r0 := 1; r0 < len(rows) || r0 == 1; r0 += perPage {
		r1 := min(r0+perPage, len(rows))
		for _, cg := range colGroups {
			var piece [][]string
			for _, r := range append([]int{0}, seq(r0, r1)...) {
				line := []string{rows[r][0]}
				for _, c := range cg {
					if c < len(rows[r]) {
						line = append(line, rows[r][c])
					} else {
						line = append(line, "")
					}
				}
				piece = append(piece, line)
			}
			d.pages = append(d.pages, page{landscape: true, draw: func() {
				d.font(true, 14)
				d.f.Text(margin, margin+6, title)
				d.font(false, 9)
				sub := cards.Heading(d.p, d.b, d.opt.Event)
				d.f.Text(w-margin-d.f.GetStringWidth(sub), margin+6, sub)
				if subtitle != "" {
					d.f.Text(margin, margin+11.5, subtitle)
				}
				d.grid(piece, margin, margin+top, avail, h-2*margin-7-top, size, 6, false)
			}})
		}
		if r1 >= len(rows) {
			break
		}
	}
}

func seq(a, b int) []int {
	out := make([]int, 0, max(b-a, 0))
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

// colWidths measures every column at the given size (header in bold).
func (d *doc) colWidths(rows [][]string, size float64) []float64 {
	n := 0
	for _, r := range rows {
		n = max(n, len(r))
	}
	widths := make([]float64, n)
	pad := 2.4 * size / 10
	for i, r := range rows {
		d.font(i == 0, size)
		for c, s := range r {
			if i == 0 {
				// Headings wrap at spaces; only their longest word counts.
				for _, word := range spaceWords(s) {
					widths[c] = math.Max(widths[c], d.f.GetStringWidth(word)+2*pad)
				}
				continue
			}
			widths[c] = math.Max(widths[c], d.f.GetStringWidth(s)+2*pad)
		}
	}
	return widths
}

// spaceWords splits s at ASCII spaces only: a no-break space (between a
// table number and a Russian seat letter) holds its two sides together.
func spaceWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' })
}

// wrap breaks s at spaces into lines no wider than w (a word wider than w
// gets a line of its own) in the current font.
func (d *doc) wrap(s string, w float64) []string {
	var lines []string
	cur := ""
	for _, word := range spaceWords(s) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if cur != "" && d.f.GetStringWidth(try) > w {
			lines = append(lines, cur)
			cur = word
			continue
		}
		cur = try
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

// gridLayout is a grid measured at one font size: the cells without the
// notes column, the column widths, the wrapped headings, the note lines
// under each row and every row's height.
type gridLayout struct {
	size, lineH, pad float64
	cols             [][]string
	widths           []float64
	head             [][]string
	noteLines        [][]string
	totalW, fullW    float64
	cellH, heights   []float64
}

// measure lays rows (the first is the header) out at size within width w.
// With notes, the last column is not a column: its text, when there is
// any, is printed in bold on a line of its own under the row, across the
// whole grid, so that long notes never squeeze the columns.
func (d *doc) measure(rows [][]string, w, size float64, notes bool) *gridLayout {
	l := &gridLayout{size: size, lineH: size * ptMM * 1.45, pad: 2.4 * size / 10}
	ncol := len(rows[0])
	l.cols = make([][]string, len(rows))
	noteText := make([]string, len(rows))
	for i, r := range rows {
		l.cols[i] = r
		if notes && len(r) == ncol && ncol > 1 {
			l.cols[i] = r[:ncol-1]
			if i > 0 {
				noteText[i] = r[ncol-1]
			}
		}
	}
	l.widths = d.colWidths(l.cols, size)
	for _, cw := range l.widths {
		l.totalW += cw
	}
	d.font(true, size)
	l.head = make([][]string, len(l.cols[0]))
	headN := 1
	for c, s := range l.cols[0] {
		l.head[c] = d.wrap(s, l.widths[c]-2*l.pad)
		headN = max(headN, len(l.head[c]))
	}
	noteW := math.Min(w, math.Max(l.totalW, w*0.8))
	l.fullW = l.totalW
	l.noteLines = make([][]string, len(rows))
	l.cellH = make([]float64, len(rows))
	l.heights = make([]float64, len(rows))
	for i := range rows {
		if noteText[i] != "" {
			d.font(true, size)
			l.noteLines[i] = d.f.SplitText(noteText[i], noteW)
			l.fullW = noteW
		}
		l.cellH[i] = l.lineH * 1.3
		if i == 0 {
			l.cellH[i] += l.lineH * float64(headN-1)
		}
		l.heights[i] = l.cellH[i] + float64(len(l.noteLines[i]))*l.lineH
	}
	return l
}

// all lists the body rows 1..n-1 of a layout.
func (l *gridLayout) all() []int { return seq(1, len(l.heights)) }

// height is the height of the header and the rows idx.
func (l *gridLayout) height(idx []int) float64 {
	h := l.heights[0]
	for _, i := range idx {
		h += l.heights[i]
	}
	return h
}

// fits reports whether the rows idx fit width w and height h.
func (l *gridLayout) fits(idx []int, w, h float64) bool {
	return l.totalW <= w+0.01 && l.height(idx) <= h
}

// split cuts the body rows into pieces: the first no taller than hFirst,
// the others no taller than hNext, the header repeated on each; a row
// taller than a whole piece gets a piece of its own.
func (l *gridLayout) split(hFirst, hNext float64) [][]int {
	var parts [][]int
	var cur []int
	avail, used := hFirst, l.heights[0]
	for _, i := range l.all() {
		if len(cur) > 0 && used+l.heights[i] > avail {
			parts = append(parts, cur)
			cur, avail, used = nil, hNext, l.heights[0]
		}
		cur = append(cur, i)
		used += l.heights[i]
	}
	return append(parts, cur)
}

// pagedGrid lays rows out for a card that may continue: on one piece at
// the largest size from size down to readable that fits width w and
// height hFirst; failing that, at the largest size from readable down to
// minSize that fits the width, cut into pieces (hFirst for the first,
// hNext for the continued ones). It returns the layout and the body rows
// of each piece.
func (d *doc) pagedGrid(rows [][]string, w, hFirst, hNext, size, readable, minSize float64, notes bool) (*gridLayout, [][]int) {
	for s := size; s >= readable; s -= 0.5 {
		l := d.measure(rows, w, s, notes)
		if l.fits(l.all(), w, hFirst) {
			return l, [][]int{l.all()}
		}
	}
	s := min(readable, size)
	l := d.measure(rows, w, s, notes)
	for s > minSize && l.totalW > w+0.01 {
		s -= 0.5
		l = d.measure(rows, w, s, notes)
	}
	return l, l.split(hFirst, hNext)
}

// grid draws rows (the first is the header) at (x, y) within width w and
// height h, at the largest size from size down to minSize that fits.
func (d *doc) grid(rows [][]string, x, y, w, h, size, minSize float64, notes bool) {
	if len(rows) == 0 {
		return
	}
	var l *gridLayout
	for ; ; size -= 0.5 {
		l = d.measure(rows, w, size, notes)
		if l.fits(l.all(), w, h) || size <= minSize {
			break
		}
	}
	d.drawGrid(l, x, y, l.all())
}

// drawGrid draws the header and the body rows idx of a measured grid at
// (x, y).
func (d *doc) drawGrid(l *gridLayout, x, y float64, idx []int) {
	size, lineH, pad := l.size, l.lineH, l.pad
	order := append([]int{0}, idx...)
	d.f.SetLineWidth(0.25)
	// Shading first, then text and rules on top of it.
	cy := y
	for _, i := range order {
		switch {
		case i == 0:
			d.f.SetFillColor(215, 215, 215)
			d.f.Rect(x, cy, l.fullW, l.heights[i], "F")
		case i%2 == 0:
			d.f.SetFillColor(242, 242, 242)
			d.f.Rect(x, cy, l.fullW, l.heights[i], "F")
		}
		cy += l.heights[i]
	}
	cy = y
	for _, i := range order {
		d.font(i == 0, size)
		cx := x
		base := cy + lineH*1.05
		for c, s := range l.cols[i] {
			if i == 0 {
				for k, hl := range l.head[c] {
					d.f.Text(cx+pad, base+lineH*float64(k), hl)
				}
			} else {
				d.f.Text(cx+pad, base, s)
			}
			if c < len(l.widths) {
				cx += l.widths[c]
			}
		}
		// Column rules for this row only, so that note lines run across.
		rx := x
		for _, cw := range l.widths[:len(l.widths)-1] {
			rx += cw
			d.f.Line(rx, cy, rx, cy+l.cellH[i])
		}
		if len(l.noteLines[i]) > 0 {
			d.f.Line(x, cy+l.cellH[i], x+l.fullW, cy+l.cellH[i])
			d.font(true, size)
			for k, s := range l.noteLines[i] {
				d.f.Text(x+pad, cy+l.cellH[i]+lineH*float64(k)+lineH*0.8, s)
			}
		}
		cy += l.heights[i]
		d.f.Line(x, cy, x+l.fullW, cy)
	}
	d.f.Rect(x, y, l.fullW, cy-y, "D")
}
