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
	f.SetTitle(b.Movement.Name, true)
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
			d.pages = append(d.pages, page{draw: func() { d.tableCard(c) }})
		}
	}
	if d.opt.What.Contestants {
		per := 4
		if d.opt.Large {
			per = 2
		}
		cs := d.b.Contestants
		for i := 0; i < len(cs); i += per {
			group := cs[i:min(i+per, len(cs))]
			d.pages = append(d.pages, page{draw: func() { d.contestantPage(group) }})
		}
	}
	if d.opt.What.Chart {
		d.gridPages(d.p.T("Master chart"), cards.ChartGrid(d.p, d.b), cards.TimetableLine(d.p, d.b))
		d.gridPages(d.p.T("Where each contestant plays (table and seat)"), cards.RoutesGrid(d.p, d.b), "")
	}
	if d.opt.What.Sets {
		title := d.p.T("Where each set is played")
		if d.b.Movement.Game == movement.Preferans {
			title = d.p.T("Set row: the table playing each set, Z when it is not played")
		}
		d.gridPages(title, cards.SetsGrid(d.p, d.b), "")
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
	parts := []string{d.b.Movement.Name}
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

// tableCard draws the guide card of one table.
func (d *doc) tableCard(card cards.TableCard) {
	w, h := d.dims()
	m := d.b.Movement
	num := strconv.Itoa(card.Table)
	if card.Table == 0 {
		num = d.p.T("P")
		if m.Game != movement.Preferans {
			num = "–"
		}
	}
	// The table number in the four corners; the far two face the far side.
	d.font(true, 40)
	nw := d.f.GetStringWidth(num)
	nh := 40 * ptMM * 0.72
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

	// The body, upright for the director and South.
	x0, x1 := margin+15, w-margin-15
	y := margin + 12 + nh/2
	d.font(true, 26)
	title := cards.CardTitle(d.p, card)
	d.f.Text((w-d.f.GetStringWidth(title))/2, y+8, title)
	y += 12
	d.font(false, 11)
	sub := cards.Heading(d.b, d.opt.Event)
	d.f.Text((w-d.f.GetStringWidth(sub))/2, y+4, sub)
	y += 9
	if note := cards.CardNote(d.p, m, card); note != "" {
		d.font(true, 13)
		for _, line := range d.f.SplitText(note, x1-x0) {
			d.f.Text(x0, y+4, line)
			y += 6
		}
		y += 2
	}
	if card.Unused {
		return
	}
	if lines := cards.StandingLines(d.p, m, card); len(lines) > 0 {
		d.font(true, 12)
		s := d.p.Sprintf("Every round: %s", strings.Join(lines, "; "))
		for _, line := range d.f.SplitText(s, x1-x0) {
			d.f.Text(x0, y+4, line)
			y += 5.5
		}
		y += 3
	}
	bottom := h - margin - 22
	// The sit-out card has no notes column: its last column is the move.
	d.grid(cards.TableGrid(d.p, d.b, card), x0, y, x1-x0, bottom-y, 20, 6, card.Table != 0)
}

// contestantPage draws up to four (two when large) contestant cards with
// cut lines between them.
func (d *doc) contestantPage(group []cards.ContestantCard) {
	w, h := d.dims()
	cols, rows := 2, 2
	title, body := 14.0, 12.0
	if d.opt.Large {
		cols, rows = 1, 2
		title, body = 22, 18
	}
	cw, ch := w/float64(cols), (h-6)/float64(rows)
	// Cut lines.
	d.f.SetDrawColor(120, 120, 120)
	d.f.SetLineWidth(0.2)
	d.f.SetDashPattern([]float64{2, 1.5}, 0)
	for c := 1; c < cols; c++ {
		d.f.Line(cw*float64(c), 0, cw*float64(c), h)
	}
	for r := 1; r < rows; r++ {
		d.f.Line(0, ch*float64(r), w, ch*float64(r))
	}
	d.f.SetDashPattern(nil, 0)
	d.f.SetDrawColor(0, 0, 0)
	m := d.b.Movement
	for i, card := range group {
		x := cw*float64(i%cols) + margin
		y := ch*float64(i/cols) + margin
		iw := cw - 2*margin
		d.font(true, title)
		d.f.Text(x, y+title*ptMM, cards.ContestantTitle(d.p, m, card))
		y += title*ptMM + 3
		d.font(false, 8)
		d.f.Text(x, y+3, cards.Heading(d.b, d.opt.Event))
		y += 5
		d.font(true, body+1)
		d.f.Text(x, y+body*ptMM, cards.StartText(d.p, card))
		y += body*ptMM + 3
		d.grid(cards.RouteGrid(d.p, d.b, card), x, y, iw, ch*float64(i/cols+1)-margin-y, body, 5, true)
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
				sub := cards.Heading(d.b, d.opt.Event)
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
				for _, word := range strings.Fields(s) {
					widths[c] = math.Max(widths[c], d.f.GetStringWidth(word)+2*pad)
				}
				continue
			}
			widths[c] = math.Max(widths[c], d.f.GetStringWidth(s)+2*pad)
		}
	}
	return widths
}

// wrap breaks s at spaces into lines no wider than w (a word wider than w
// gets a line of its own) in the current font.
func (d *doc) wrap(s string, w float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
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

// grid draws rows (the first is the header) at (x, y) within width w and
// height h, at the largest size from size down to minSize that fits. With
// notes, the last column is not a column: its text, when there is any, is
// printed in bold on a line of its own under the row, across the whole
// grid, so that long notes never squeeze the columns.
func (d *doc) grid(rows [][]string, x, y, w, h, size, minSize float64, notes bool) {
	if len(rows) == 0 {
		return
	}
	ncol := len(rows[0])
	cols := make([][]string, len(rows))
	noteText := make([]string, len(rows))
	for i, r := range rows {
		cols[i] = r
		if notes && len(r) == ncol && ncol > 1 {
			cols[i] = r[:ncol-1]
			if i > 0 {
				noteText[i] = r[ncol-1]
			}
		}
	}
	var widths []float64
	var noteLines, head [][]string
	var headN int
	var totalW, lineH float64
	for ; ; size -= 0.5 {
		widths = d.colWidths(cols, size)
		totalW = 0
		for _, cw := range widths {
			totalW += cw
		}
		lineH = size * ptMM * 1.45
		pad := 2.4 * size / 10
		d.font(true, size)
		head = make([][]string, len(cols[0]))
		headN = 1
		for c, s := range cols[0] {
			head[c] = d.wrap(s, widths[c]-2*pad)
			headN = max(headN, len(head[c]))
		}
		sum := lineH * float64(headN-1)
		noteLines = make([][]string, len(rows))
		for i := range rows {
			sum += lineH * 1.3
			if noteText[i] != "" {
				noteLines[i] = d.f.SplitText(noteText[i], math.Min(w, math.Max(totalW, w*0.8)))
				sum += float64(len(noteLines[i])) * lineH
			}
		}
		if (totalW <= w+0.01 && sum <= h) || size <= minSize {
			break
		}
	}
	pad := 2.4 * size / 10
	d.f.SetLineWidth(0.25)
	fullW := totalW
	for _, nl := range noteLines {
		if len(nl) > 0 {
			fullW = math.Min(w, math.Max(totalW, w*0.8))
			break
		}
	}
	heights := make([]float64, len(rows))
	cellH := make([]float64, len(rows))
	for i := range rows {
		cellH[i] = lineH * 1.3
		if i == 0 {
			cellH[i] += lineH * float64(headN-1)
		}
		heights[i] = cellH[i] + float64(len(noteLines[i]))*lineH
	}
	// Shading first, then text and rules on top of it.
	cy := y
	for i := range rows {
		switch {
		case i == 0:
			d.f.SetFillColor(215, 215, 215)
			d.f.Rect(x, cy, fullW, heights[i], "F")
		case i%2 == 0:
			d.f.SetFillColor(242, 242, 242)
			d.f.Rect(x, cy, fullW, heights[i], "F")
		}
		cy += heights[i]
	}
	cy = y
	for i, r := range cols {
		d.font(i == 0, size)
		cx := x
		base := cy + lineH*1.05
		for c, s := range r {
			if i == 0 {
				for k, l := range head[c] {
					d.f.Text(cx+pad, base+lineH*float64(k), l)
				}
			} else {
				d.f.Text(cx+pad, base, s)
			}
			if c < len(widths) {
				cx += widths[c]
			}
		}
		// Column rules for this row only, so that note lines run across.
		rx := x
		for _, cw := range widths[:len(widths)-1] {
			rx += cw
			d.f.Line(rx, cy, rx, cy+cellH[i])
		}
		if len(noteLines[i]) > 0 {
			d.f.Line(x, cy+cellH[i], x+fullW, cy+cellH[i])
			d.font(true, size)
			for k, s := range noteLines[i] {
				d.f.Text(x+pad, cy+cellH[i]+lineH*float64(k)+lineH*0.8, s)
			}
		}
		cy += heights[i]
		d.f.Line(x, cy, x+fullW, cy)
	}
	d.f.Rect(x, y, fullW, cy-y, "D")
}
