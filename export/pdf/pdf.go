package pdf

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/movegen/movegen/export/layout"
	"github.com/movegen/movegen/export/sheet"
)

// Paper sizes, in millimetres, portrait.
var papers = map[string]fpdf.SizeType{
	"a4":     {Wd: 210, Ht: 297},
	"letter": {Wd: 215.9, Ht: 279.4},
}

// Papers lists the paper names Options.Paper accepts.
func Papers() []string { return []string{"a4", "letter"} }

// Options are the layout choices of the PDF; the words, and which sheets
// it holds, are the document's.
type Options struct {
	// Paper is "a4" (the default when empty) or "letter".
	Paper string
	// Large prints two contestant cards a page in large type instead of
	// four.
	Large bool
	// Uncompressed leaves the page streams readable (for tests and for
	// people inspecting the file).
	Uncompressed bool
	// Planned, when set, is told the number of pages once they are
	// planned, before any is drawn (WriteContext), so that a caller can
	// say how large the document will be.
	Planned func(pages int)
}

// fixedDate is the creation and modification date written into every
// document, so that the same input gives byte-identical output.
var fixedDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

const (
	family = "ptsans"
	ptMM   = 25.4 / 72 // one point in millimetres
	margin = 8.0
)

// page is one page of the document: its kind, orientation and how to
// draw it.
type page struct {
	kind      PageKind
	landscape bool
	draw      func()
}

// doc is one document being drawn.
type doc struct {
	f     *fpdf.Fpdf
	opt   Options
	paper fpdf.SizeType
	pages []page
	// The font in force, the role of the text being drawn and the turn.
	bold bool
	size float64
	role Role
	rot  rotation
	// cur is the layout of the page being drawn; out holds the finished
	// ones.
	cur *Page
	out []Page
	// footLines is how many lines the footer takes (its longest form).
	footLines int
	geo       *geometry
	// fallbacks: the fallback fonts registered (addFallback, addCJK).
	fallbacks fontSet
	// pen is the colours and dash as set; used, when streaming, the
	// characters drawn in each font, and endState the state the last
	// chunk ended in (stream.go).
	pen      pen
	used     map[fontKey]*runeSet
	endState libState
	// keep is the number of pages whose cards keep their measured grids
	// from the plan; later cards measure them again (lazy.go), in meter.
	keep  int
	meter *lazyMeter
	// sheetLog says, per card, what the plan laid out (Record).
	sheetLog []SheetRecord
	parts    partsCache
	// runCache holds the runs of the texts measured and drawn (allRuns).
	runCache map[string][]run
	// fontStale says that the font the library reports may not be the
	// one in force in the page (font).
	fontStale bool
	// textBuf is the operator libText writes, kept for the next one.
	textBuf []byte
	// colMemo is what colWidths keeps of the rows it measured last.
	colMemo *colMemo
	// boxes is the room of the last page's text boxes, when the page was
	// not kept, for the next page's.
	boxes []Box
	// composed is the document laid out; tables and contestants its
	// table cards (the sit-out card among them) and contestant cards, in
	// order.
	composed    *sheet.Document
	tables      *cardStore
	contestants *cardStore
}

// BodyFloor is the smallest size, in points, of the text a player reads on
// a table card or a contestant card: 12, or 16 with Large. A grid that
// does not fit at this size is printed in panels or continued on the next
// page, never shrunk below it.
func BodyFloor(opt Options) float64 {
	if opt.Large {
		return 16
	}
	return 12
}

// newDoc checks the options and plans the pages of sd.
func newDoc(sd *sheet.Document, opt Options) (*doc, error) {
	return newDocContext(context.Background(), sd, opt)
}

// newDocContext is newDoc that gives up with ctx's error when ctx ends
// while the pages are planned.
func newDocContext(ctx context.Context, sd *sheet.Document, opt Options) (*doc, error) {
	return newDocKeep(ctx, sd, opt, streamFrom)
}

// newDocKeep is newDocContext that keeps the measured grids of the cards
// on the first keep pages only (see lazy.go).
func newDocKeep(ctx context.Context, sd *sheet.Document, opt Options, keep int) (*doc, error) {
	if sd == nil {
		return nil, errors.New("pdf: no document")
	}
	var tables, contestants cardStore
	for i := range sd.Sheets {
		switch sd.Sheets[i].Kind {
		case sheet.KindTable, sheet.KindSitOut:
			tables.add(&sd.Sheets[i], false)
		case sheet.KindContestant:
			contestants.add(&sd.Sheets[i], false)
		}
	}
	return newDocCards(ctx, sd, &tables, &contestants, opt, keep)
}

// newDocCards is newDocKeep with the document's table and contestant
// cards in stores of their own (cards.go).
func newDocCards(ctx context.Context, sd *sheet.Document, tables, contestants *cardStore, opt Options, keep int) (*doc, error) {
	if opt.Paper == "" {
		opt.Paper = "a4"
	}
	size, ok := papers[opt.Paper]
	if !ok {
		return nil, fmt.Errorf("pdf: paper %q: want a4 or letter", opt.Paper)
	}
	d := &doc{opt: opt, paper: size, keep: keep, composed: sd, tables: tables, contestants: contestants}
	d.f = d.newLib()
	d.font(false, 8)
	d.footLines = len(d.footer(9999, 9999, false))
	if err := d.plan(ctx); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	return d, nil
}

// draw draws every planned page with its footer, recording its layout.
func (d *doc) draw() {
	_ = d.drawContext(context.Background(), true)
}

// drawContext draws every planned page with its footer. With keep it
// records the layout of every page in d.out; without, it checks each page
// as soon as it is drawn and keeps only the faulty ones (a large document
// would otherwise hold every text box of every page until the end). It
// returns ctx's error when ctx ends, looked at before every page.
func (d *doc) drawContext(ctx context.Context, keep bool) error {
	return d.drawRange(ctx, 0, len(d.pages), keep)
}

// drawRange is drawContext for the planned pages from to to (not
// included).
func (d *doc) drawRange(ctx context.Context, from, to int, keep bool) error {
	for i := from; i < to; i++ {
		pg := d.pages[i]
		if err := ctx.Err(); err != nil {
			return err
		}
		if pg.landscape {
			d.f.AddPageFormat("L", d.paper)
		} else {
			d.f.AddPageFormat("P", d.paper)
		}
		// The library sets its font again at the top of the page.
		d.fontStale = false
		w, h := d.dims()
		d.cur = &Page{Number: i + 1, Kind: pg.kind, Width: w, Height: h}
		if !keep && d.boxes != nil {
			// A page kept only when faulty: its boxes in the room the
			// last page's took, which it gives back when it is dropped.
			d.cur.Boxes = d.boxes[:0]
		}
		d.role = RoleOther
		pg.draw()
		d.role = RoleOther
		d.footer(i+1, len(d.pages), true)
		if keep || Check([]Page{*d.cur}) != nil {
			d.out = append(d.out, *d.cur)
			d.boxes = nil
		} else {
			d.boxes = d.cur.Boxes
		}
		d.cur = nil
		d.pages[i].draw = nil // its measured layout may go
	}
	return nil
}

// Write lays the composed document sd out as a PDF: a guide card per table
// (one page each, to lie flat on the table, continued when its rounds need
// more), contestant cards four (or two) to a page with cut lines, the
// landscape master chart with its legend, the set view and the boards
// list; at preferans also the book's set row and the judge's instruction
// sheet. Every page has a footer with the movement's name, the event,
// "page x of y" and the schedule hash, in the words of sd.Frame. Every
// page is checked by Check before it is written (before anything is, up
// to 1,000 pages): a layout fault is an error, never an overprinted page.
// The output depends only on sd and opt.
func Write(w io.Writer, sd *sheet.Document, opt Options) error {
	return WriteContext(context.Background(), w, sd, opt)
}

// WriteContext is Write that stops when ctx ends: it looks at ctx while it
// plans the pages, before it draws each one and between the steps of
// writing them, and returns ctx's error (wrapped). A document of up to
// 1,000 pages is written only once it is complete, so a stop leaves w
// untouched; a larger one is written to w as it is drawn (holding 512
// pages at a time; the bytes are the same), so a stop or a layout
// fault leaves part of a file in w, which the caller must drop.
// Options.Planned hears the page count before the drawing starts.
func WriteContext(ctx context.Context, w io.Writer, sd *sheet.Document, opt Options) error {
	return writeContext(ctx, w, sd, opt, how{})
}

// how chooses the way a document is assembled, for the tests that compare
// them: native has the PDF library compress the page streams itself in
// one document; streamFrom > 0 streams documents of more pages than that
// (else streamFrom, the package's), chunk pages at a time (else
// streamChunk); keep > 0 keeps the measured grids of the cards on the
// first keep pages only (else streamFrom), keep < 0 of none (lazy.go).
type how struct {
	native                  bool
	streamFrom, chunk, keep int
}

// write is Write with native (see how).
func write(w io.Writer, sd *sheet.Document, opt Options, native bool) error {
	return writeContext(context.Background(), w, sd, opt, how{native: native})
}

func writeContext(ctx context.Context, w io.Writer, sd *sheet.Document, opt Options, h how) error {
	return writeCards(ctx, w, sd, nil, nil, opt, h)
}

// writeCards is writeContext with sd's table and contestant cards in
// stores of their own (WriteSheets), or, when tables is nil, in sd.
func writeCards(ctx context.Context, w io.Writer, sd *sheet.Document, tables, contestants *cardStore, opt Options, h how) error {
	switch {
	case h.keep == 0:
		h.keep = streamFrom
	case h.keep < 0:
		h.keep = 0
	}
	if sd != nil {
		if err := checkGlyphs(sd.Frame.Inputs); err != nil {
			return err
		}
	}
	var d *doc
	var err error
	if tables == nil {
		d, err = newDocKeep(ctx, sd, opt, h.keep)
	} else {
		d, err = newDocCards(ctx, sd, tables, contestants, opt, h.keep)
	}
	if err != nil {
		return err
	}
	if tables != nil && tables.owned {
		// The pages of the other sheets hold their measured grids: the
		// cells, handed over with the sheets, may go.
		for i := range sd.Sheets {
			sd.Sheets[i].Grid.Rows = nil
		}
	}
	if h.streamFrom <= 0 {
		h.streamFrom = streamFrom
	}
	if h.chunk <= 0 {
		h.chunk = streamChunk
	}
	if opt.Planned != nil {
		opt.Planned(len(d.pages))
	}
	if !h.native && len(d.pages) > h.streamFrom {
		if err := d.stream(ctx, w, h.chunk); err != nil {
			if errors.Is(err, ErrLayout) {
				return err // Check's error names the package already
			}
			return fmt.Errorf("pdf: %w", err)
		}
		return nil
	}
	if h.native {
		d.f.SetCompression(!opt.Uncompressed)
	}
	if err := d.drawContext(ctx, false); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	// Only the pages that failed their check were kept: Check over them
	// says what it would say over all.
	if err := Check(d.out); err != nil {
		return err
	}
	// Only the library's pages are needed from here on: the plan and the
	// document may go before the file is assembled.
	d.pages, d.out = nil, nil
	d.composed, d.tables, d.contestants = nil, nil, nil
	var doc docCapture
	if err := d.f.Output(&doc); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	d.f = nil // the pages may go: the document is in doc
	if opt.Uncompressed || h.native {
		_, err = w.Write(doc.b)
	} else {
		err = deflateStreams(w, doc.b)
	}
	if err != nil && !errors.Is(err, errLayout) {
		return fmt.Errorf("pdf: write: %w", err)
	}
	return err
}

// Layout draws the document as Write does and returns the layout of every
// page (its text boxes with their sizes and roles, and its cut lines)
// instead of the file, for tests and for Check.
func Layout(sd *sheet.Document, opt Options) ([]Page, error) {
	d, err := newDoc(sd, opt)
	if err != nil {
		return nil, err
	}
	d.draw()
	return d.out, nil
}

// SheetRecord is what the plan of a document laid out for one card: its
// kind (TablePage or ContestantPage), its table (table cards), its title,
// how many pages (table cards) or slots (contestant cards) it takes, and
// the type size of its grid in points (the smallest of its panels).
type SheetRecord struct {
	Kind  PageKind
	Table int
	Title string
	Pages int
	Size  float64
}

// Record plans the document as Write does, without drawing it, and
// returns the record of every card in the document's order, for tests.
func Record(sd *sheet.Document, opt Options) ([]SheetRecord, error) {
	d, err := newDoc(sd, opt)
	if err != nil {
		return nil, err
	}
	return d.sheetLog, nil
}

func sheetRecord(kind PageKind, table int, title string, parts [][]chunk) SheetRecord {
	r := SheetRecord{Kind: kind, Table: table, Title: title, Pages: len(parts)}
	for _, p := range parts {
		for _, c := range p {
			if r.Size == 0 || c.l.size < r.Size {
				r.Size = c.l.size
			}
		}
	}
	return r
}

// PageCount returns how many pages Write produces for sd and opt, without
// drawing them.
func PageCount(sd *sheet.Document, opt Options) int {
	if _, ok := papers[opt.Paper]; !ok {
		opt.Paper = "a4"
	}
	d, err := newDoc(sd, opt)
	if err != nil {
		return 0
	}
	return len(d.pages)
}

// plan lists every page; the count is known before anything is drawn, so
// every footer can say "page x of y". It returns ctx's error when ctx ends
// (looked at between table cards and between the parts).
func (d *doc) plan(ctx context.Context) error {
	for _, s := range d.composed.Of(sheet.KindSetup) {
		d.setupPages(s)
	}
	for i := range d.tables.len() {
		if err := ctx.Err(); err != nil {
			return err
		}
		d.pages = append(d.pages, d.tableCardPages(i, d.tables.at(i))...)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	// A team's itinerary, a page each, before its pairs' cards.
	for _, s := range d.composed.Of(sheet.KindTeams) {
		d.gridPages(s)
	}
	if err := d.contestantPages(ctx); err != nil {
		return err
	}
	for _, s := range d.composed.Of(sheet.KindChart) {
		sub, chart := sheet.Texts(s.Above), s.Grid.Text()
		// One section per page (or run of pages), the round (and its
		// time) repeated on each.
		o := poster{keep: s.Grid.Lead(), block: roundBlocks(s.Grid), fill: true}
		for _, sec := range s.Sections {
			o.groups = append(o.groups, sec.Cols)
		}
		for _, m := range d.composed.Of(sheet.KindMatches) {
			d.posterPages(m, m.Grid.Text(), sheet.Texts(m.Above), poster{block: roundBlocks(m.Grid), fill: true, panels: true})
		}
		d.posterPages(s, chart, sub, o)
		if err := ctx.Err(); err != nil {
			return err
		}
		for _, w := range d.composed.Of(sheet.KindWhere) {
			d.gridPages(w)
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, s := range d.composed.Of(sheet.KindSets) {
		d.gridPages(s)
		d.judgePages()
		// The boards list is long and narrow: its rows run in panels
		// side by side, so that it fills its page (one page for 28
		// boards) instead of a strip down each of two.
		for _, b := range d.composed.Of(sheet.KindBoards) {
			d.posterPages(b, b.Grid.Text(), sheet.Texts(b.Above), poster{fill: true, panels: true})
		}
	}
	d.protocolPages()
	return ctx.Err()
}

// contestantPages adds the pages of the contestant cards, four (or two)
// slots a page. It returns ctx's error when ctx ends.
func (d *doc) contestantPages(ctx context.Context) error {
	if d.contestants.len() == 0 {
		return nil
	}
	g, err := d.contestantGeometryContext(ctx)
	if err != nil {
		return err
	}
	per := g.cols * g.rows
	slots, err := d.contestantSlots(ctx)
	if err != nil {
		return err
	}
	for i := 0; i < len(slots); i += per {
		group := slots[i:min(i+per, len(slots))]
		d.pages = append(d.pages, page{kind: ContestantPage, draw: func() { d.contestantPage(group) }})
	}
	return nil
}

// dims returns the page width and height for the current orientation.
func (d *doc) dims() (w, h float64) { return d.f.GetPageSize() }

// footer returns the lines of the footer of page n of total (the movement,
// event, page number and schedule hash, wrapped to stay clear of the
// corner numbers) and, with draw, prints them at the foot of the page.
func (d *doc) footer(n, total int, draw bool) []string {
	fr := d.composed.Frame
	parts := append(append([]string{}, fr.Footer...), fr.Page.Text(n, total))
	parts = append(parts, fr.After...)
	d.font(false, 8)
	w := d.paper.Wd
	if draw {
		w, _ = d.dims()
	}
	maxW := w - 2*(margin+18)
	var lines []string
	cur := ""
	for _, part := range parts {
		try := part
		if cur != "" {
			try = cur + fr.Sep + part
		}
		if cur == "" || d.width(try) <= maxW {
			cur = try
			continue
		}
		lines = append(lines, cur)
		cur = part
	}
	lines = append(lines, cur)
	var out []string
	for _, l := range lines {
		out = append(out, d.wrap(l, maxW)...)
	}
	if draw {
		_, h := d.dims()
		d.setTextColor(80, 80, 80)
		for i, l := range out {
			y := h - 6 - footLineH*float64(len(out)-1-i)
			d.text((w-d.width(l))/2, y, l)
		}
		d.setTextColor(0, 0, 0)
	}
	return out
}

// footLineH is the distance between footer lines, in millimetres.
const footLineH = 3.2

// footBand is the strip at the foot of a page that holds the footer; cut
// lines and grids stop above it.
func (d *doc) footBand() float64 { return 9 + footLineH*float64(d.footLines-1) }

// seatEdge prints a seat's name large and its standing move beside it,
// centred on (x, y) and turned by angle to face that seat.
func (d *doc) seatEdge(x, y, angle float64, name, detail string) {
	big, small := 24.0, max(14, BodyFloor(d.opt))
	d.font(true, big)
	nw := d.width(name)
	gap := 4.0
	d.font(false, small)
	dw := 0.0
	if detail != "" {
		dw = gap + d.width(detail)
	}
	left := x - (nw+dw)/2
	d.rotate(angle, x, y)
	d.font(true, big)
	d.text(left, y+big*ptMM*0.35, name)
	if detail != "" {
		d.font(false, small)
		d.text(left+nw+gap, y+big*ptMM*0.35, detail)
	}
	d.unrotate()
}

// seatSide is the edge of the table card facing a seat: the angle that
// turns text to face that seat's player, and the point on the edge.
func (d *doc) seatSide(side string) (x, y, angle float64, ok bool) {
	w, h := d.dims()
	band := 12.0
	switch side {
	case "N":
		return w / 2, margin + band/2, 180, true
	case "S":
		return w / 2, h - d.footBand() - band/2 - 1, 0, true
	case "E":
		return w - margin - band/2, h / 2, 90, true
	case "W":
		return margin + band/2, h / 2, -90, true
	}
	return 0, 0, 0, false
}

// Table cards: the body ends this far above the footer band, clear of the
// S seat name and the near corner numbers.
const cardFoot = 16.0

// tableSide is the room the body of a table card leaves on each side for
// the E and W seat names.
const tableSide = 13.0

// tableCardPages plans the pages of one table card: one page when its grid
// fits at the body floor or larger, else in panels or over as many pages
// as it takes, each with the table number in the corners, the seat names
// on the edges and "Table 1 (continued)" as the title, so that no round is
// lost, shrunk below the floor or overprinted.
func (d *doc) tableCardPages(i int, card *sheet.Sheet) []page {
	// A card planned on the first keep pages keeps its sheet and its
	// measured grid; a later one takes both again when drawn.
	lazy := len(d.pages) >= d.keep
	sheetOf := func() *sheet.Sheet {
		d.tables.release(i) // the cards before are drawn
		return d.tables.at(i)
	}
	if !lazy {
		card = d.tables.keep(i)
		sheetOf = func() *sheet.Sheet { return card }
	}
	if card.Grid.Empty() {
		// An unused table: its card says so, with no grid.
		lines := d.frameLines(card)
		return []page{{kind: TablePage, draw: func() { d.tableFrame(sheetOf(), false, true, lines) }}}
	}
	x0 := margin + tableSide
	linePages, parts := d.tableParts(card)
	rec := sheetRecord(TablePage, card.Table, card.Title, parts)
	rec.Pages += len(linePages) - 1
	d.sheetLog = append(d.sheetLog, rec)
	var out []page
	// The lines above the grid that take more than a page (notes with
	// very long names) go on pages of their own first.
	for k, lines := range linePages[:len(linePages)-1] {
		out = append(out, page{kind: TablePage, draw: func() { d.tableFrame(sheetOf(), k > 0, true, lines) }})
	}
	last := linePages[len(linePages)-1]
	for k, part := range parts {
		cont := k > 0 || len(linePages) > 1
		lines := last
		if k > 0 {
			lines = nil
		}
		if lazy {
			part = nil // measured again when drawn
		}
		out = append(out, page{kind: TablePage, draw: func() {
			p := part
			c := sheetOf()
			if lazy {
				p = d.lazyParts(TablePage, i, func() [][]chunk { _, ps := d.tableParts(c); return ps })[k]
			}
			y := d.tableFrame(c, cont, true, lines)
			d.drawPart(p, x0, y)
		}})
	}
	return out
}

// tableParts measures a table card's grid and cuts it into the parts
// that go on one page each, after the lines above the grid, cut into the
// pages they take (nearly always one).
func (d *doc) tableParts(card *sheet.Sheet) ([][]frameLine, [][]chunk) {
	w, h := d.paper.Wd, d.paper.Ht
	x0, x1 := margin+tableSide, w-margin-tableSide
	bottom := h - d.footBand() - cardFoot
	sh := card
	rows := sh.Grid.Text()
	notes := sh.Grid.Notes() // a sit-out card may have no notes column
	yTop := d.tableFrame(card, false, false, nil)
	yNext := d.tableFrame(card, true, false, nil)
	var linePages [][]frameLine
	var cur []frameLine
	y := yTop
	for _, fl := range d.frameLines(card) {
		if y+fl.h > bottom && len(cur) > 0 {
			linePages = append(linePages, cur)
			cur, y = nil, yNext
		}
		cur = append(cur, fl)
		y += fl.h
	}
	linePages = append(linePages, cur)
	yFirst := d.tableFrame(card, len(linePages) > 1, false, cur)
	floor := BodyFloor(d.opt)
	if d.opt.Large {
		// Large enlarges every card: its grid is at least 2 pt larger
		// than it would be without Large (a wide grid, such as one with
		// a "next" column, is then printed in panels rather than kept at
		// its normal size).
		normal := BodyFloor(Options{})
		for s := normal + 8; s > normal; s -= 0.5 {
			if l := d.measure(rows, x1-x0, s, notes); l.fits(l.all(), x1-x0, bottom-yFirst) {
				normal = s
				break
			}
		}
		floor = max(floor, normal+2)
	}
	return linePages, d.flowGrid(rows, x1-x0, bottom-yFirst, bottom-yNext, max(floor, BodyFloor(d.opt)+8), floor, notes)
}

// frameLine is one line above a table card's grid: a line of the card's
// note or of what holds every round, with its size and the height it
// takes (the gap after its text included).
type frameLine struct {
	text string
	// size, the baseline below the line's top and the height taken.
	size, base, h float64
}

// frameLines wraps the lines above a table card's grid: the card's
// notes in bold one point above the body floor, then (unless the table
// is unused) what holds every round, four points above it.
func (d *doc) frameLines(sh *sheet.Sheet) []frameLine {
	w := d.paper.Wd
	width := w - 2*(margin+tableSide)
	floor := BodyFloor(d.opt)
	lineH := floor * ptMM * 1.4
	var out []frameLine
	for _, note := range sh.Above {
		if !note.Note {
			continue
		}
		d.font(true, floor+1)
		ls := d.wrap(note.Text, width)
		for k, line := range ls {
			fl := frameLine{line, floor + 1, lineH * 0.8, lineH}
			if k == len(ls)-1 {
				fl.h += 2
			}
			out = append(out, fl)
		}
	}
	if sh.Grid.Empty() {
		return out
	}
	above := floor + 4
	d.font(true, above)
	aboveH := above * ptMM * 1.35
	var rest []frameLine
	for _, s := range sh.Above {
		if s.Note {
			continue
		}
		for _, line := range d.wrap(s.Text, width) {
			rest = append(rest, frameLine{line, above, aboveH * 0.8, aboveH})
		}
	}
	// The grid starts 3 mm below the last line.
	if len(rest) > 0 {
		rest[len(rest)-1].h += 3
	} else {
		rest = append(rest, frameLine{size: above, h: 3})
	}
	return append(out, rest...)
}

// tableFrame draws (when draw is set) or only measures everything on a
// table card page but the grid: corner numbers, seat names with their
// standing moves, title (or on a continued page the continued title),
// heading and the given lines above the grid (frameLines). It returns
// where the grid starts.
func (d *doc) tableFrame(sh *sheet.Sheet, cont, draw bool, lines []frameLine) float64 {
	w, h := d.paper.Wd, d.paper.Ht
	text := func(x, y float64, s string) {
		if draw {
			d.text(x, y, s)
		}
	}
	num := sh.Mark
	d.font(true, 40)
	nh := 40 * ptMM * 0.72
	foot := h - d.footBand() - 1
	if draw {
		// The table number in the four corners; the far two face the far
		// side.
		nw := d.width(num)
		d.text(margin, foot, num)
		d.text(w-margin-nw, foot, num)
		d.rotate(180, w/2, h/2)
		d.text(margin, foot, num)
		d.text(w-margin-nw, foot, num)
		d.unrotate()
		// Seat names on the edges, facing their seats, with the move that
		// never changes.
		for _, e := range sh.Edges {
			if x, y, angle, ok := d.seatSide(e.Side); ok {
				d.seatEdge(x, y, angle, e.Name, e.Text)
			}
		}
	}
	// The body, upright for the director and South.
	x0, x1 := margin+tableSide, w-margin-tableSide
	y := h - foot + nh + 2 // below the far corner numbers
	d.font(true, 26)
	title := sh.Title
	if cont {
		d.font(true, 20)
		title = sh.Continued
	}
	text((w-d.width(title))/2, y+8, title)
	y += 12
	d.font(false, 11)
	for _, sub := range d.wrap(sh.Subtitle, x1-x0) {
		text((w-d.width(sub))/2, y+4, sub)
		y += 5
	}
	y += 4
	d.role = RoleBody
	defer func() { d.role = RoleOther }()
	for _, fl := range lines {
		d.font(true, fl.size)
		text(x0, y+fl.base, fl.text)
		y += fl.h
	}
	return y
}

// slot is one contestant card, or one continued part of it, in its place
// on a page of cards.
type slot struct {
	card *sheet.Sheet
	part []chunk
	cont bool
	// With lazy, part is measured again when drawn: part k of the card
	// at index in the book.
	index, k int
	lazy     bool
}

// geometry is how contestant cards sit on a page: columns and rows of
// slots, and the title and largest body sizes.
type geometry struct {
	cols, rows  int
	title, body float64
}

// contestantGeometry returns the layout of contestant pages: two cards a
// page in large type with Large; otherwise four, or two full-width ones
// when some card's grid is wider than a quarter page at the body floor.
func (d *doc) contestantGeometry() geometry {
	g, _ := d.contestantGeometryContext(context.Background())
	return g
}

// contestantGeometryContext is contestantGeometry that gives up with
// ctx's error when ctx ends (looked at before each card is measured).
func (d *doc) contestantGeometryContext(ctx context.Context) (geometry, error) {
	if d.geo != nil {
		return *d.geo, nil
	}
	g := geometry{cols: 2, rows: 2, title: 14, body: 13}
	if d.opt.Large {
		g = geometry{cols: 1, rows: 2, title: 22, body: 18}
	} else {
		iw := d.paper.Wd/2 - 2*slotMargin
		for i := range d.contestants.len() {
			if err := ctx.Err(); err != nil {
				return geometry{}, err
			}
			card := d.contestants.at(i)
			l := d.measure(card.Grid.Text(), iw, BodyFloor(d.opt), true)
			if l.totalW > iw+0.01 {
				g.cols, g.body = 1, 16
				break
			}
		}
	}
	d.geo = &g
	return g, nil
}

// contestantHead draws (with draw) or measures the head of a contestant
// card slot at (x, y) within width w: title (wrapped, never over the cut
// line), heading and, on the first part, the start. It returns its
// height.
func (d *doc) contestantHead(sl slot, x, y, w float64, draw bool) float64 {
	g := d.contestantGeometry()
	text := func(x, y float64, s string) {
		if draw {
			d.text(x, y, s)
		}
	}
	y0 := y
	t := sl.card.Title
	if sl.cont {
		t = sl.card.Continued
	}
	// A title of a very long name shrinks to keep to three lines, down
	// to 9 pt.
	d.font(true, g.title)
	lines, ts := layout.Fit(metrics{d}, t, g.title, 9, 0.5, w+1e-6, 3)
	d.font(true, ts)
	for _, line := range lines {
		text(x, y+ts*ptMM, line)
		y += ts * ptMM * 1.3
	}
	y += 1.5
	d.font(false, 8)
	for _, line := range d.wrap(sl.card.Subtitle, w) {
		text(x, y+3, line)
		y += 3.6
	}
	y += 1.5
	if !sl.cont {
		size := max(BodyFloor(d.opt), g.body) + 1
		d.font(true, size)
		d.role = RoleBody
		for _, a := range sl.card.Above {
			for _, line := range d.wrap(a.Text, w) {
				text(x, y+size*ptMM, line)
				y += size * ptMM * 1.4
			}
		}
		d.role = RoleOther
		y += 2
	}
	return y - y0
}

// slotSize returns the width and height of a contestant slot and the
// width inside its margins.
func (d *doc) slotSize() (cw, ch, iw float64) {
	g := d.contestantGeometry()
	cw = d.paper.Wd / float64(g.cols)
	ch = (d.paper.Ht - d.footBand()) / float64(g.rows)
	return cw, ch, cw - 2*slotMargin
}

// slotMargin is the margin inside a contestant slot, in millimetres.
const slotMargin = 6.0

// contestantSlots lays every contestant card out in slots: a card whose
// rounds do not fit its slot at the body floor continues in the next
// slot, headed "(continued)". It returns ctx's error when ctx ends
// (looked at before each card).
func (d *doc) contestantSlots(ctx context.Context) ([]slot, error) {
	g := d.contestantGeometry()
	per := g.cols * g.rows
	var out []slot
	for i := range d.contestants.len() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		card := d.contestants.at(i)
		parts := d.contestantParts(card)
		d.sheetLog = append(d.sheetLog, sheetRecord(ContestantPage, 0, card.Title, parts))
		lazy := len(d.pages)+len(out)/per >= d.keep
		if lazy {
			card = nil // taken from the store again when drawn
		} else {
			card = d.contestants.keep(i)
		}
		for k, part := range parts {
			if lazy {
				part = nil // measured again when drawn
			}
			out = append(out, slot{card: card, part: part, cont: k > 0, index: i, k: k, lazy: lazy})
		}
	}
	return out, nil
}

// contestantParts measures a contestant card's grid and cuts it into the
// parts that go in one slot each.
func (d *doc) contestantParts(card *sheet.Sheet) [][]chunk {
	g := d.contestantGeometry()
	_, ch, iw := d.slotSize()
	hFirst := ch - 2*slotMargin - d.contestantHead(slot{card: card}, 0, 0, iw, false)
	hNext := ch - 2*slotMargin - d.contestantHead(slot{card: card, cont: true}, 0, 0, iw, false)
	return d.flowGrid(card.Grid.Text(), iw, hFirst, hNext, g.body, BodyFloor(d.opt), true)
}

// contestantPage draws up to four (two when large) contestant card slots
// with cut lines between them; the lines stop above the footer.
func (d *doc) contestantPage(group []slot) {
	w, _ := d.dims()
	g := d.contestantGeometry()
	cw, ch, iw := d.slotSize()
	// Cut lines.
	d.setDrawColor(120, 120, 120)
	d.f.SetLineWidth(0.2)
	d.setDash([]float64{2, 1.5})
	for c := 1; c < g.cols; c++ {
		d.cut(cw*float64(c), 0, cw*float64(c), ch*float64(g.rows))
	}
	for r := 1; r < g.rows; r++ {
		d.cut(0, ch*float64(r), w, ch*float64(r))
	}
	d.setDash(nil)
	d.setDrawColor(0, 0, 0)
	if len(group) > 0 {
		d.contestants.release(group[0].index) // the cards before are drawn
	}
	for i, sl := range group {
		x := cw*float64(i%g.cols) + slotMargin
		y := ch*float64(i/g.cols) + slotMargin
		if sl.lazy {
			sl.card = d.contestants.at(sl.index)
		}
		y += d.contestantHead(sl, x, y, iw, true)
		part := sl.part
		if sl.lazy {
			part = d.lazyParts(ContestantPage, sl.index, func() [][]chunk { return d.contestantParts(sl.card) })[sl.k]
		}
		d.drawPart(part, x, y)
	}
}

// Posters: the charts, views and judge's sheets are read from the wall or
// the director's table, so they are printed large: at least PosterFloor,
// up to posterMax, as large as the fewest pages allow.
const (
	// PosterFloor is the smallest size, in points, of the text of a
	// chart, a view or a judge's sheet where its grid fits a page at
	// that size; a grid still too wide is split into groups of columns
	// (never one column alone when it has more), one too long continues
	// on the next page, headed "(continued)".
	PosterFloor = 14.0
	// SheetFloor is the smallest size of the judge's sheet of one round
	// of a preferans scheme whose moves change by round: one page each,
	// to read out or pin up.
	SheetFloor = 18.0
	posterMax  = 26.0
)

// poster says how a grid is cut into poster pages.
type poster struct {
	// keep is how many leading columns every piece repeats (the round,
	// and the time when there is a timetable); 0 means 1.
	keep int
	// groups are the columns (indices past keep) that go on pages of
	// their own, one group after the other (a chart's sections, each
	// under its section's title); nil means all of them.
	groups [][]int
	// block gives the block of body row i (1-based; block[i-1]); the
	// rows of a block are never split across pages. Nil: every row is
	// its own block.
	block []int
	// perBlock puts every block on a page of its own.
	perBlock bool
	// floor and max bound the size; 0 means PosterFloor and posterMax.
	floor, max float64
	// fill, for a chart, fills its pages: the groups of columns of one
	// size stack on a page while they fit (fewer pages), the rows grow
	// taller (at most maxStretch) so that the fullest page is full, and
	// with panels the rows run in side-by-side panels, a round whole in
	// one (the teams chart of matches, narrow and long).
	fill, panels bool
}

// maxStretch bounds how much taller than rowFactor a filled chart's body
// rows grow (fill): a chart of few rounds fills its page without rows
// that read as gaps.
const maxStretch = 1.6

// posterGap is the room between two groups of columns stacked on one
// chart page (and between panels side by side).
const posterGap = 5.0

// gridPages adds the landscape pages of a chart, a view or a list at
// poster size (PosterFloor or more), the lines above its grid under the
// title.
func (d *doc) gridPages(s *sheet.Sheet) {
	d.posterPages(s, s.Grid.Text(), sheet.Texts(s.Above), poster{block: roundBlocks(s.Grid)})
}

// roundBlocks gives the block of every body row of g whose first column
// holds the round (sheet.RoleRound) and some round has several rows (the
// matches of a teams chart): the rows of one round, in a run, keep
// together on a page. Nil when every round has one row, or g says no
// round.
func roundBlocks(g sheet.Grid) []int {
	if len(g.Cols) == 0 || g.Cols[0].Role != sheet.RoleRound {
		return nil
	}
	out := make([]int, len(g.Rows))
	several := false
	for i, r := range g.Rows {
		out[i] = i + 1
		if i > 0 && len(r) > 0 && len(g.Rows[i-1]) > 0 && r[0].Text == g.Rows[i-1][0].Text {
			out[i] = out[i-1]
			several = true
		}
	}
	if !several {
		return nil
	}
	return out
}

// posterPages adds the landscape pages of rows (the first is the header)
// cut as o says: each group of columns in turn, split into as few groups
// of about equal width as fit the page at the floor (so that no column
// is left alone), each printed at the largest size from o.max down to
// the floor that takes the fewest pages, its rows continued over pages
// between blocks; with perBlock, one page per block at the largest size
// that fits each. The header and the kept columns repeat on every page;
// a page after the first of a group is titled "(continued)". The words
// of the titles and the heading are s's: its title, continued title and
// subtitle, or with groups its sections' titles.
func (d *doc) posterPages(s *sheet.Sheet, rows [][]string, sub []string, o poster) {
	if o.keep <= 0 {
		o.keep = 1
	}
	if o.floor <= 0 {
		o.floor = PosterFloor
	}
	if o.max <= 0 {
		o.max = posterMax
	}
	ncol := 0
	for _, r := range rows {
		ncol = max(ncol, len(r))
	}
	if o.groups == nil {
		o.groups = [][]int{seq(o.keep, ncol)}
	}
	w, h := d.paper.Ht, d.paper.Wd // landscape
	avail := w - 2*margin
	// The heading goes beside the title when both fit the line, else
	// under it; the lines of sub follow at 11 pt.
	heading := s.Subtitle
	d.font(true, 16)
	// A title too long for the line (a team's long name) wraps; its
	// longest form, continued, says how many lines every page leaves
	// for it.
	conts := []string{s.Continued}
	if len(s.Sections) > 0 && len(o.groups) == len(s.Sections) {
		conts = conts[:0]
		for _, sec := range s.Sections {
			conts = append(conts, sec.Continued)
		}
	}
	tw, titleN := 0.0, 0
	for _, c := range conts {
		tw = math.Max(tw, d.width(c))
		titleN = max(titleN, len(d.wrap(c, avail)))
	}
	d.font(false, 10)
	beside := titleN == 1 && tw+8+d.width(heading) <= avail
	var headLines []string
	if !beside {
		headLines = d.wrap(heading, avail)
	}
	d.font(false, 11)
	const titleLineH = 6.8
	head0 := 12.0 + titleLineH*float64(titleN-1) + 4.6*float64(len(headLines))
	// The lines of sub go on every page while they take at most 40% of
	// it; the lines from the first that does not fit (a list of starts
	// with long names) go on pages of their own before the grid.
	budget := 0.4 * (h - 2*margin - d.footBand() - head0)
	var subLines, extra []string
	for _, l := range sub {
		ls := d.wrap(l, avail)
		if extra == nil && 5.2*float64(len(subLines)+len(ls)) <= budget {
			subLines = append(subLines, ls...)
			continue
		}
		extra = append(extra, ls...)
	}
	top := head0 + 5.2*float64(len(subLines))
	availH := h - 2*margin - d.footBand() - top
	// The lines under the grid (a chart's key) go under it on every
	// page that holds some of it.
	var belowLines []string
	for _, l := range sheet.Texts(s.Below) {
		belowLines = append(belowLines, d.wrap(l, avail)...)
	}
	if len(belowLines) > 0 {
		// The key's lines take no more than a line above the grid did;
		// they are drawn keyGap under the grid's rule (into the page's
		// margin, not the grid's room) so that the first does not touch
		// it.
		availH -= 5.2 * float64(len(belowLines))
	}
	below := func(y float64) {
		if len(belowLines) == 0 {
			return
		}
		d.font(false, 11)
		y += keyGap
		for _, l := range belowLines {
			d.text(margin, y+3.9, l)
			y += 5.2
		}
	}
	keepCols := seq(0, o.keep)
	// Widths at 10 pt; a size s scales them by s/10.
	widths10 := d.colWidths(rows, 10)
	// A column too wide for the page beside the kept ones even at the
	// floor (every table of a set in one cell) counts as a third of the
	// room left: its cells wrap (measureWrap), and the columns are
	// grouped by these widths.
	keepW10 := 0.0
	for _, c := range keepCols {
		if c < len(widths10) {
			keepW10 += widths10[c]
		}
	}
	room10 := math.Max(avail*10/o.floor-keepW10, avail*10/o.floor/4)
	wrapped := make([]bool, len(widths10))
	for c := o.keep; c < len(widths10); c++ {
		if (keepW10+widths10[c])*o.floor/10 > avail {
			widths10[c] = math.Min(widths10[c], room10/3)
			wrapped[c] = true
		}
	}
	if keepW10*o.floor/10 > avail {
		for c := range keepCols {
			wrapped[c] = true
		}
	}
	anyWrapped := func(cols []int) bool {
		for _, c := range append(append([]int{}, keepCols...), cols...) {
			if c < len(wrapped) && wrapped[c] {
				return true
			}
		}
		return false
	}
	width := func(cols []int, s float64) float64 {
		x := 0.0
		for _, c := range append(append([]int{}, keepCols...), cols...) {
			if c < len(widths10) {
				x += widths10[c]
			}
		}
		return x * s / 10
	}
	blockOf := func(i int) int {
		if o.block == nil || i-1 >= len(o.block) {
			return i
		}
		return o.block[i-1]
	}
	// paginate cuts the body rows of a measured grid into pages between
	// blocks, at most maxRows rows a page (0: no limit); fits is false
	// when a block is taller than a page.
	paginate := func(l *gridLayout, maxRows int) (pages [][]int, fits bool) {
		fits = true
		var cur []int
		used := l.heights[0]
		for i := 1; i < len(l.heights); {
			j := i
			bh := 0.0
			for ; j < len(l.heights) && blockOf(l.src(j)) == blockOf(l.src(i)); j++ {
				bh += l.heights[j]
			}
			if l.heights[0]+bh > availH {
				// A block taller than a page: its rows flow over pages,
				// the header repeated on each.
				fits = false
				if len(cur) > 0 {
					pages = append(pages, cur)
					cur, used = nil, l.heights[0]
				}
				for k := i; k < j; k++ {
					if len(cur) > 0 && used+l.heights[k] > availH {
						pages = append(pages, cur)
						cur, used = nil, l.heights[0]
					}
					cur = append(cur, k)
					used += l.heights[k]
				}
				i = j
				continue
			}
			// A page takes its even share of the rows: with blocks of
			// several rows, it takes the block that reaches the share
			// whole, its next page the fewer rows left.
			over := maxRows > 0 && len(cur)+j-i > maxRows
			if o.block != nil {
				over = maxRows > 0 && len(cur) >= maxRows
			}
			if len(cur) > 0 && (o.perBlock || used+bh > availH || over) {
				pages = append(pages, cur)
				cur, used = nil, l.heights[0]
			}
			cur = append(cur, seq(i, j)...)
			used += bh
			i = j
		}
		if len(cur) > 0 || len(pages) == 0 {
			pages = append(pages, cur)
		}
		return pages, fits
	}
	head := func(t string) {
		d.font(true, 16)
		y := margin
		for _, tl := range d.wrap(t, avail) {
			d.text(margin, y+6.5, tl)
			y += titleLineH
		}
		d.font(false, 10)
		if beside {
			d.text(w-margin-d.width(heading), margin+6.5, heading)
		}
		y += 12 - titleLineH
		for _, hl := range headLines {
			d.text(margin, y+3.5, hl)
			y += 4.6
		}
		d.font(false, 11)
		for _, sl := range subLines {
			d.text(margin, y+3.9, sl)
			y += 5.2
		}
	}
	if len(extra) > 0 {
		per := max(1, int((h-2*margin-d.footBand()-top)/5.2))
		for k := 0; k < len(extra); k += per {
			ls := extra[k:min(k+per, len(extra))]
			t := s.Title
			if k > 0 {
				t = s.Continued
			}
			d.pages = append(d.pages, page{kind: ChartPage, landscape: true, draw: func() {
				head(t)
				d.font(false, 11)
				y := margin + top
				for _, l := range ls {
					d.text(margin, y+3.9, l)
					y += 5.2
				}
			}})
		}
	}
	for gi, g := range o.groups {
		title, cont := s.Title, s.Continued
		if len(s.Sections) == len(o.groups) && gi < len(s.Sections) {
			title, cont = s.Sections[gi].Title, s.Sections[gi].Continued
		}
		// The fewest chunks of about equal width that fit at the floor.
		var chunks [][]int
		for k := 1; k <= max(len(g), 1); k++ {
			chunks = balance(g, k)
			ok := true
			for _, c := range chunks {
				ok = ok && width(c, o.floor) <= avail
			}
			if ok {
				break
			}
		}
		// Each chunk's fewest pages and the largest size that keeps them;
		// then every chunk of the group at the smallest of those sizes,
		// so that a chart's continuation pages keep its type size (a
		// 7-table chart in 4 and 3 tables was 17 pt, then 24 pt).
		type fitted struct {
			l     *gridLayout
			pages [][]int
			size  float64
			fitAt func(s float64, maxRows int) (*gridLayout, [][]int, bool)
			n     int
			even  int
		}
		if o.panels && len(chunks) == 1 && !o.perBlock &&
			d.panelPages(title, cont, project(rows, append(append([]int{}, keepCols...), chunks[0]...)), o, avail, availH, top, paginate, head, below) {
			continue
		}
		fits := make([]fitted, len(chunks))
		for ci, c := range chunks {
			cols := append(append([]int{}, keepCols...), c...)
			piece := project(rows, cols)
			if o.perBlock {
				d.blockPages(title, cont, piece, o, avail, availH, top, blockOf, func(t string, draw func()) {
					d.pages = append(d.pages, page{kind: ChartPage, landscape: true, draw: func() {
						head(t)
						draw()
					}})
				})
				continue
			}
			// The fewest pages, at the floor; then the largest size that
			// keeps them, the rows shared evenly between them. A piece
			// with a column too wide for the page wraps its cells.
			wrap := anyWrapped(c)
			fitAt := func(s float64, maxRows int) (*gridLayout, [][]int, bool) {
				if width(c, s) > avail && s > o.floor {
					return nil, nil, false
				}
				l := d.measure(piece, avail, s, false)
				if l.fullW > avail+0.01 && (s <= o.floor || wrap) {
					l = d.measureWrap(piece, avail, s, false)
					l = l.splitTall(availH - l.heights[0])
				}
				if l.fullW > avail+0.01 && s > o.floor {
					return nil, nil, false
				}
				pages, fits := paginate(l, maxRows)
				return l, pages, fits || s <= o.floor
			}
			best, bestPages, _ := fitAt(o.floor, 0)
			n := len(bestPages)
			even := (len(piece) - 1 + n - 1) / max(n, 1)
			size := o.floor
			for s := o.max; s >= o.floor-0.01; s -= 0.5 {
				if l, pages, ok := fitAt(s, even); ok && len(pages) <= n {
					best, bestPages, size = l, pages, s
					break
				}
			}
			fits[ci] = fitted{l: best, pages: bestPages, size: size, fitAt: fitAt, n: n, even: even}
		}
		if o.perBlock {
			continue
		}
		smallest := o.max
		for _, f := range fits {
			smallest = math.Min(smallest, f.size)
		}
		// at is every chunk at size sz, its rows shared between as many
		// pages as before; at smallest, a chunk that does not refit
		// keeps its own size. ok is false when one takes more pages.
		at := func(sz float64) (out []fitted, ok bool) {
			out = make([]fitted, len(fits))
			for ci, f := range fits {
				out[ci] = f
				if f.size <= sz {
					continue
				}
				if l, pages, fit := f.fitAt(sz, f.even); fit && len(pages) <= f.n {
					out[ci].l, out[ci].pages, out[ci].size = l, pages, sz
				} else if sz < smallest {
					return nil, false
				}
			}
			return out, true
		}
		// arrange puts every page of every chunk on a page of its own,
		// or with fill stacks the chunks of one page each while they
		// fit the page one under the other.
		arrange := func(fs []fitted) [][]band {
			var out [][]band
			used := 0.0
			for ci, f := range fs {
				for k, idx := range f.pages {
					b := band{l: f.l, idx: idx, first: ci == 0 && k == 0}
					bh := f.l.height(idx)
					if o.fill && len(f.pages) == 1 && len(out) > 0 && used > 0 && used+posterGap+bh <= availH {
						out[len(out)-1] = append(out[len(out)-1], b)
						used += posterGap + bh
						continue
					}
					out = append(out, []band{b})
					used = bh
					if len(f.pages) > 1 {
						used = 0 // a chunk over several pages has them to itself
					}
				}
			}
			return out
		}
		fs, _ := at(smallest)
		pages := arrange(fs)
		// Two chunks stack only when one takes at most half a page at the
		// floor (heights go as the size): else no refit is tried.
		stackable := false
		for _, f := range fs {
			stackable = stackable || len(f.pages) == 1 && f.l.height(f.pages[0])*o.floor/f.size <= availH/2+posterGap
		}
		if o.fill && stackable && len(chunks) > 1 && len(pages) > 1 {
			// Smaller type may stack more chunks a page: the fewest pages
			// the floor allows, at the largest size that keeps them.
			if ff, ok := at(o.floor); ok && len(arrange(ff)) < len(pages) {
				least := len(arrange(ff))
				for sz := smallest - 0.5; sz >= o.floor-0.01; sz -= 0.5 {
					if f2, ok := at(sz); ok && len(arrange(f2)) <= least {
						fs, pages = f2, arrange(f2)
						break
					}
				}
			}
		}
		if o.fill {
			pages = stretchBands(pages, availH, true)
			// A page of fewer bands than the fullest (the last of a
			// chart cut into groups of columns) has its bands span the
			// page: it is not left a third empty across and down.
			most := 0
			for _, pg := range pages {
				most = max(most, len(pg))
			}
			for i, pg := range pages {
				if len(pg) < most {
					pages[i] = spanPage(pg, avail, false)
				}
			}
		}
		for _, pg := range pages {
			t := cont
			if pg[0].first {
				t = title
			}
			pg := pg
			d.pages = append(d.pages, page{kind: ChartPage, landscape: true, draw: func() {
				head(t)
				y := margin + top
				for k, b := range pg {
					if k > 0 {
						y += posterGap
					}
					d.role = RolePoster
					d.drawGrid(b.l, margin, y, b.idx)
					d.role = RoleOther
					y += b.l.height(b.idx)
				}
				if len(belowLines) > 0 {
					below(y)
				}
			}})
		}
	}
}

// band is the rows idx of a measured grid printed on a chart page under
// its header; first marks the chart's first (the page titled with the
// chart's title, the others continued).
type band struct {
	l     *gridLayout
	idx   []int
	first bool
}

// stretchBands grows the body rows of pages' grids (one size) so that
// each page fills availH, at most to maxStretch times their height: with
// perPage each page by its own height (a chart's last page, holding
// fewer groups of columns, fills too), else every page by the same, the
// fullest full (panels side by side keep their rows level).
func stretchBands(pages [][]band, availH float64, perPage bool) [][]band {
	room := func(pg []band) float64 {
		extra := math.Inf(1)
		used, n := 0.0, 0
		for k, b := range pg {
			if k > 0 {
				used += posterGap
			}
			used += b.l.height(b.idx)
			n += len(b.idx)
			extra = math.Min(extra, b.l.lineH*b.l.rf*(maxStretch-1))
		}
		if n > 0 {
			extra = math.Min(extra, (availH-used)/float64(n))
		}
		return extra
	}
	all := math.Inf(1)
	for _, pg := range pages {
		all = math.Min(all, room(pg))
	}
	type key struct {
		l     *gridLayout
		extra float64
	}
	grown := map[key]*gridLayout{}
	out := make([][]band, len(pages))
	for i, pg := range pages {
		extra := all
		if perPage {
			extra = room(pg)
		}
		out[i] = append([]band(nil), pg...)
		if math.IsInf(extra, 1) || extra <= 0.01 {
			continue
		}
		for k, b := range pg {
			kk := key{b.l, extra}
			if grown[kk] == nil {
				grown[kk] = b.l.stretched(extra)
			}
			out[i][k].l = grown[kk]
		}
	}
	return out
}

// widened is l with its columns widened in proportion until the grid is
// w wide (l itself when it is as wide already): a panel or a band alone
// on a chart page spans the page, as the fuller pages' do.
func (l *gridLayout) widened(w float64) *gridLayout {
	extra := w - l.fullW
	if extra <= 0.01 || l.totalW <= 0 {
		return l
	}
	c := *l
	k := (l.totalW + extra) / l.totalW
	c.widths = make([]float64, len(l.widths))
	for i, cw := range l.widths {
		c.widths[i] = cw * k
	}
	c.totalW += extra
	c.fullW += extra
	return &c
}

// spanPage widens the bands of a chart page (side by side with panels,
// else one under the other) so that they span avail: every panel of a
// page of panels by the same, a band by its own.
func spanPage(pg []band, avail float64, panels bool) []band {
	out := append([]band(nil), pg...)
	if panels {
		used := posterGap * float64(len(pg)-1)
		for _, b := range pg {
			used += b.l.fullW
		}
		for k, b := range out {
			out[k].l = b.l.widened(b.l.fullW + (avail-used)/float64(len(pg)))
		}
		return out
	}
	for k, b := range out {
		out[k].l = b.l.widened(avail)
	}
	return out
}

// stretched is l with every body row extra taller, its text in the
// middle.
func (l *gridLayout) stretched(extra float64) *gridLayout {
	c := *l
	c.heights = append([]float64(nil), l.heights...)
	c.cellH = append([]float64(nil), l.cellH...)
	for i := 1; i < len(c.heights); i++ {
		c.heights[i] += extra
		c.cellH[i] += extra
	}
	c.extra += extra
	return &c
}

// panelPages adds the pages of a long narrow grid (the teams chart of
// matches): its rows in panels side by side, as many as the page's width
// takes, each as tall as the page, a block (a round) whole in one panel,
// at the largest size from o.max down to the floor that takes the
// fewest pages; the rows then grow (stretchBands) to fill the fullest
// panel. paginate cuts the rows of a measured grid into page-tall runs.
// It adds nothing and returns false when a panel is wider than the page
// at the floor (long names: the grid is then laid out as any other).
func (d *doc) panelPages(title, cont string, piece [][]string, o poster, avail, availH, top float64,
	paginate func(*gridLayout, int) ([][]int, bool), head func(string), below func(float64)) bool {
	type plan struct {
		l    *gridLayout
		runs [][]int
		per  int
	}
	planAt := func(sz float64) (plan, bool) {
		l := d.measure(piece, avail, sz, false)
		if l.fullW > avail+0.01 {
			return plan{}, false
		}
		runs, fits := paginate(l, 0)
		if !fits && sz > o.floor {
			return plan{}, false
		}
		return plan{l: l, runs: runs, per: max(1, int((avail+posterGap)/(l.fullW+posterGap)))}, true
	}
	count := func(p plan) int { return (len(p.runs) + p.per - 1) / p.per }
	best, ok := planAt(o.floor)
	if !ok {
		return false
	}
	least := count(best)
	for sz := o.max; sz > o.floor+0.01; sz -= 0.5 {
		if p, ok := planAt(sz); ok && count(p) <= least {
			best = p
			break
		}
	}
	// The rows shared evenly between the panels of the pages they take
	// (28 deals in three panels: 10, 10 and 8, not 11, 11 and 6), where
	// that takes no more panels.
	if panels := count(best) * best.per; panels > 1 {
		body := len(best.l.heights) - 1
		if runs, _ := paginate(best.l, (body+panels-1)/panels); len(runs) <= panels {
			best.runs = runs
		}
	}
	var pages [][]band
	for k := 0; k < len(best.runs); k += best.per {
		var pg []band
		for _, r := range best.runs[k:min(k+best.per, len(best.runs))] {
			pg = append(pg, band{l: best.l, idx: r, first: k == 0})
		}
		pages = append(pages, pg)
	}
	// Every panel is one under-the-other page of its own for the
	// stretch: the fullest panel fills the page.
	var flat [][]band
	for _, pg := range pages {
		for _, b := range pg {
			flat = append(flat, []band{b})
		}
	}
	flat = stretchBands(flat, availH, false)
	n := 0
	for i, pg := range pages {
		for k := range pg {
			pages[i][k] = flat[n][0]
			n++
		}
		// The panels span the page: a page of fewer panels than the
		// others (the last of an odd number), or of one panel a page,
		// is not left half empty across.
		pages[i] = spanPage(pages[i], avail, true)
	}
	for _, pg := range pages {
		t := cont
		if pg[0].first {
			t = title
		}
		pg := pg
		d.pages = append(d.pages, page{kind: ChartPage, landscape: true, draw: func() {
			head(t)
			x, bottom := margin, 0.0
			d.role = RolePoster
			for _, b := range pg {
				d.drawGrid(b.l, x, margin+top, b.idx)
				x += b.l.fullW + posterGap
				bottom = math.Max(bottom, margin+top+b.l.height(b.idx))
			}
			d.role = RoleOther
			below(bottom)
		}})
	}
	return true
}

// blockPages adds one page per block of piece (a judge's sheet of one
// round): at the largest size from o.max down to o.floor at which every
// block fits a page, its rows in as many side-by-side panels as its
// height needs; failing that, at PosterFloor in panels, and a block too
// long even so continues on the next page, titled cont. page adds each
// page with its title and the drawing of its grid.
func (d *doc) blockPages(title, cont string, piece [][]string, o poster, avail, availH, top float64, blockOf func(int) int, page func(title string, draw func())) {
	const gap = 6.0
	var blocks [][]int
	for i := 1; i < len(piece); {
		j := i
		for ; j < len(piece) && blockOf(j) == blockOf(i); j++ {
		}
		blocks = append(blocks, seq(i, j))
		i = j
	}
	// panels cuts a block's rows into the fewest runs that fit availH.
	panels := func(l *gridLayout, rows []int) [][]int {
		var out [][]int
		var cur []int
		used := l.heights[0]
		for _, r := range rows {
			if len(cur) > 0 && used+l.heights[r] > availH {
				out = append(out, cur)
				cur, used = nil, l.heights[0]
			}
			cur = append(cur, r)
			used += l.heights[r]
		}
		return append(out, cur)
	}
	fit := func(l *gridLayout) bool {
		for _, b := range blocks {
			k := float64(len(panels(l, b)))
			if k*l.fullW+(k-1)*gap > avail+0.01 {
				return false
			}
		}
		return true
	}
	var l *gridLayout
	for s := o.max; s >= min(o.floor, PosterFloor)-0.01; s -= 0.5 {
		l = d.measure(piece, avail, s, false)
		if fit(l) {
			break
		}
	}
	for _, b := range blocks {
		runs := panels(l, b)
		// As many runs side by side as the width takes, the rest on the
		// next page.
		per := max(1, int((avail+gap)/(l.fullW+gap)))
		for k := 0; k < len(runs); k += per {
			group := runs[k:min(k+per, len(runs))]
			t := title
			if k > 0 {
				t = cont
			}
			page(t, func() {
				x := margin
				d.role = RolePoster
				for _, run := range group {
					d.drawGrid(l, x, margin+top, run)
					x += l.fullW + gap
				}
				d.role = RoleOther
			})
		}
	}
}

// balance cuts g into k runs of consecutive items whose lengths differ by
// at most one.
func balance(g []int, k int) [][]int {
	if k <= 1 || len(g) == 0 {
		return [][]int{g}
	}
	k = min(k, len(g))
	out := make([][]int, 0, k)
	start := 0
	for i := range k {
		n := len(g) / k
		if i < len(g)%k {
			n++
		}
		out = append(out, g[start:start+n])
		start += n
	}
	return out
}

func seq(a, b int) []int {
	out := make([]int, 0, max(b-a, 0))
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

// colWidths measures every column at the given size (header in bold).
// The same rows are often measured at size after size (a grid tried from
// the largest size down, a judge's sheet of 186,750 cells up to 33
// times): their widths are kept (colMemo), so that only the first
// measure reads every text.
func (d *doc) colWidths(rows [][]string, size float64) []float64 {
	n := 0
	for _, r := range rows {
		n = max(n, len(r))
	}
	widths := make([]float64, n)
	pad := 1.8 * size / 10
	if d.f.PageNo() > 0 {
		// On a page a text in a fallback font changes the page's font:
		// each is measured as it stands.
		for i, r := range rows {
			d.font(i == 0, size)
			for c, s := range r {
				if i == 0 {
					// Headings wrap at spaces; only their longest word
					// counts.
					for _, word := range spaceWords(s) {
						widths[c] = math.Max(widths[c], d.width(word)+2*pad)
					}
					continue
				}
				widths[c] = math.Max(widths[c], d.width(s)+2*pad)
			}
		}
		return widths
	}
	m := d.colMemo
	if m == nil || m.f != d.f || !m.same(rows) {
		m = d.newColMemo(m, rows, n)
		d.colMemo = m
	}
	for i := range min(len(rows), 2) {
		d.font(i == 0, size)
		// A text in the card font alone is as wide as its advances at
		// the size: the widest of a column is the one of the most
		// advances (the same sum, rounded alike).
		_, fs := d.f.GetFontSize()
		for c, u := range m.most[i] {
			if u >= 0 {
				widths[c] = math.Max(widths[c], float64(u)*fs/1000+2*pad)
			}
		}
		// The others, each the sum of its runs (doc.width) in the card
		// font (at the library's size) or another (at doc's).
		for _, o := range m.other[i] {
			w := 0.0
			for _, r := range m.runs[o.from:o.to] {
				f := fs
				if !r.lib {
					f = d.size / kMM
				}
				w += float64(r.units) * f / 1000
			}
			widths[o.col] = math.Max(widths[o.col], w+2*pad)
		}
	}
	return widths
}

// colMemo is what colWidths keeps of the rows it measured last: the rows
// (each row's first text and length: the same rows measured again), and,
// for the head row and for the body, the most advances of a column's
// texts in the card font (-1 when none) and the other texts (with a
// fallback font's characters, or a no-break space) by their runs, in
// order; f is the library's document they were read in. It is used off
// a page only, where measuring writes nothing.
type colMemo struct {
	keys     []rowKey
	most     [2][]int
	mostRoom []int // most's room
	other    [2][]cellText
	runs     []runUnits
	f        *fpdf.Fpdf
}

// rowKey names a row: where its first text is and its length.
type rowKey struct {
	first *string
	n     int
}

// cellText is a text of column col, by its runs (colMemo.runs[from:to]).
type cellText struct{ col, from, to int32 }

// runUnits is a run's advances, in the card font in the style of its row
// (lib: measured at the library's size) or in another.
type runUnits struct {
	units int
	lib   bool
}

func keyOf(r []string) rowKey {
	if len(r) == 0 {
		return rowKey{}
	}
	return rowKey{&r[0], len(r)}
}

// same reports whether rows are the rows m was made of.
func (m *colMemo) same(rows [][]string) bool {
	if len(rows) != len(m.keys) {
		return false
	}
	for i, r := range rows {
		if keyOf(r) != m.keys[i] {
			return false
		}
	}
	return true
}

// newColMemo reads rows of at most n columns: the head row's words in
// bold (headings wrap at spaces; only their longest word counts), the
// body's texts in the regular face.
// The room of old, the memo it replaces, is reused.
func (d *doc) newColMemo(old *colMemo, rows [][]string, n int) *colMemo {
	m := &colMemo{f: d.f}
	if old != nil {
		m.keys, m.other, m.runs, m.mostRoom = old.keys[:0], [2][]cellText{old.other[0][:0], old.other[1][:0]}, old.runs[:0], old.mostRoom[:0]
	}
	m.keys = slices.Grow(m.keys, len(rows))[:len(rows)]
	most := slices.Grow(m.mostRoom, 2*n)[:2*n]
	m.mostRoom = most
	for c := range most {
		most[c] = -1
	}
	m.most = [2][]int{most[:n:n], most[n:]}
	add := func(k, c int, s string, t *advanceTable) {
		if plainASCII(s) {
			m.most[k][c] = max(m.most[k][c], t.units(s))
			return
		}
		// The runs as doc.width cuts them, each in its font.
		style := ""
		if k == 0 {
			style = "B"
		}
		ct := cellText{col: int32(c), from: int32(len(m.runs))}
		rs := d.allRuns(s)
		if rs == nil {
			m.runs = append(m.runs, runUnits{units: t.units(s), lib: true})
		}
		for _, r := range rs {
			fam, st := d.runFont(r, style)
			m.runs = append(m.runs, runUnits{units: advances(fam, st).units(r.text), lib: fam == family && st == style})
		}
		ct.to = int32(len(m.runs))
		m.other[k] = append(m.other[k], ct)
	}
	for i, r := range rows {
		m.keys[i] = keyOf(r)
		if i == 0 {
			t := advances(family, "B")
			for c, s := range r {
				for _, word := range spaceWords(s) {
					add(0, c, word, t)
				}
			}
			continue
		}
		t := advances(family, "")
		for c, s := range r {
			add(1, c, s, t)
		}
	}
	return m
}

// spaceWords splits s at ASCII spaces only: a no-break space (between a
// table number and a Russian seat letter) holds its two sides together.
func spaceWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' })
}

// metrics measures text for the layout engine in the font in force (its
// weight), at any size, in millimetres.
type metrics struct{ d *doc }

// Width is the width of s at size in the current font.
func (m metrics) Width(s string, size float64) float64 {
	d := m.d
	if size == d.size {
		return d.width(s)
	}
	old := d.size
	d.font(d.bold, size)
	w := d.width(s)
	d.font(d.bold, old)
	return w
}

// wrap breaks s into lines no wider than w in the current font
// (layout.Wrap: at spaces, between Chinese characters, inside a word
// wider than the line; never at a no-break space, and a short last word
// goes down with the word before it).
func (d *doc) wrap(s string, w float64) []string {
	// The widths a line is measured against come from the same words'
	// widths: a little slack keeps rounding from breaking one inside.
	return layout.Wrap(metrics{d}, s, d.size, w+1e-6)
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
	// lines, when the grid was too wide and its cells wrap (measureWrap),
	// holds the lines of every body cell (lines[i][c]); nil otherwise.
	lines [][][]string
	// orig, when a row too tall for a page was cut into rows of fewer
	// lines (splitTall), gives the source row of every row; nil otherwise.
	orig []int
	// rf is the row height in lines (rowFactor, or compactRows).
	rf float64
	// extra is the height added to every body row to fill a chart's
	// page (stretched), the text kept in the middle.
	extra float64
}

// src is the source row of row i (see orig).
func (l *gridLayout) src(i int) int {
	if l.orig == nil || i >= len(l.orig) {
		return i
	}
	return l.orig[i]
}

// splitTall cuts every body row taller than maxH into rows that fit:
// its wrapped cells in runs of as many lines as maxH holds (at least
// one), its notes under the last run and, when they are too many, on
// rows of notes alone, so that a row of very long names flows over pages
// like any other. It returns l itself when no row is too tall.
func (l *gridLayout) splitTall(maxH float64) *gridLayout {
	tall := false
	for i := 1; i < len(l.heights); i++ {
		tall = tall || l.heights[i] > maxH+1e-9
	}
	if !tall {
		return l
	}
	per := max(1, int(maxH/l.lineH-l.rf+1+1e-9))
	perNotes := max(1, int(maxH/l.lineH+1e-9))
	n := &gridLayout{size: l.size, lineH: l.lineH, pad: l.pad, widths: l.widths, head: l.head,
		totalW: l.totalW, fullW: l.fullW, rf: l.rf}
	add := func(src int, cols []string, lines [][]string, notes []string, cellH float64) {
		n.orig = append(n.orig, src)
		n.cols = append(n.cols, cols)
		n.lines = append(n.lines, lines)
		n.noteLines = append(n.noteLines, notes)
		n.cellH = append(n.cellH, cellH)
		n.heights = append(n.heights, cellH+float64(len(notes))*l.lineH)
	}
	add(0, l.cols[0], nil, l.noteLines[0], l.cellH[0])
	for i := 1; i < len(l.heights); i++ {
		if l.heights[i] <= maxH+1e-9 {
			var lines [][]string
			if l.lines != nil {
				lines = l.lines[i]
			}
			add(i, l.cols[i], lines, l.noteLines[i], l.cellH[i])
			continue
		}
		// The cells, in runs of per lines.
		most := 1
		if l.lines != nil {
			for _, c := range l.lines[i] {
				most = max(most, len(c))
			}
		}
		lastH := l.cellH[i]
		if l.lines == nil || most <= per {
			var lines [][]string
			if l.lines != nil {
				lines = l.lines[i]
			}
			add(i, l.cols[i], lines, nil, l.cellH[i])
		} else {
			for k := 0; k < most; k += per {
				part := make([][]string, len(l.lines[i]))
				got := 1
				for c, cl := range l.lines[i] {
					if k < len(cl) {
						part[c] = cl[k:min(k+per, len(cl))]
						got = max(got, len(part[c]))
					}
				}
				lastH = l.lineH * (l.rf + float64(got-1))
				add(i, l.cols[i], part, nil, lastH)
			}
		}
		// The notes: under the last run as many as fit, the rest on rows
		// of their own.
		notes := l.noteLines[i]
		if len(notes) == 0 {
			continue
		}
		last := len(n.heights) - 1
		fit := min(len(notes), max(0, int((maxH-lastH)/l.lineH+1e-9)))
		n.noteLines[last] = notes[:fit]
		n.heights[last] = lastH + float64(fit)*l.lineH
		empty := make([]string, len(l.cols[i]))
		for k := fit; k < len(notes); k += perNotes {
			var lines [][]string
			if l.lines != nil {
				lines = make([][]string, len(l.cols[i]))
			}
			add(i, empty, lines, notes[k:min(k+perNotes, len(notes))], 0)
		}
	}
	return n
}

// measure lays rows (the first is the header) out at size within width w.
// With notes, the last column is not a column: its text, when there is
// any, is printed in bold on a line of its own under the row, across the
// whole grid, so that long notes never squeeze the columns.
func (d *doc) measure(rows [][]string, w, size float64, notes bool) *gridLayout {
	return d.measureIn(rows, w, size, notes, false, rowFactor)
}

// measureWrap is measure for a grid that must fit width w: when its cells
// on one line are too wide, the columns share w (layout.Columns: a narrow
// column keeps its width, the wide ones are cut to one width) and the
// cells wrap inside their columns, each row as tall as its most lines.
func (d *doc) measureWrap(rows [][]string, w, size float64, notes bool) *gridLayout {
	return d.measureIn(rows, w, size, notes, true, rowFactor)
}

// measureIn is measure (with wrap, measureWrap) with rows rf lines tall.
func (d *doc) measureIn(rows [][]string, w, size float64, notes, wrap bool, rf float64) *gridLayout {
	l := &gridLayout{size: size, lineH: size * ptMM * 1.3, pad: 1.8 * size / 10, rf: rf}
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
	if wrap && l.totalW > w+0.01 {
		d.wrapCells(l, w)
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
			l.noteLines[i] = d.wrap(noteText[i], noteW-2*l.pad)
			l.fullW = math.Max(l.fullW, noteW)
		}
		l.cellH[i] = l.lineH * rf
		if i == 0 {
			l.cellH[i] += l.lineH * float64(headN-1)
		} else if l.lines != nil {
			n := 1
			for _, c := range l.lines[i] {
				n = max(n, len(c))
			}
			l.cellH[i] += l.lineH * float64(n-1)
		}
		l.heights[i] = l.cellH[i] + float64(len(l.noteLines[i]))*l.lineH
	}
	return l
}

// wrapCells shares width w between the columns of l (measured on one
// line each) and wraps every body cell inside its column.
func (d *doc) wrapCells(l *gridLayout, w float64) {
	least := make([]float64, len(l.widths))
	for i, r := range l.cols {
		d.font(i == 0, l.size)
		for c, s := range r {
			if c >= len(least) {
				continue
			}
			for _, pc := range layout.Pieces(s) {
				least[c] = math.Max(least[c], d.width(pc.Text)+2*l.pad)
			}
		}
	}
	// Never narrower than one character and its padding.
	minW := 2*l.pad + l.size*ptMM
	widths := layout.Columns(l.widths, least, w)
	l.totalW = 0
	for c := range widths {
		widths[c] = math.Max(widths[c], math.Min(minW, l.widths[c]))
		l.totalW += widths[c]
	}
	l.widths = widths
	l.lines = make([][][]string, len(l.cols))
	d.font(false, l.size)
	for i, r := range l.cols {
		if i == 0 {
			continue
		}
		l.lines[i] = make([][]string, len(r))
		for c, s := range r {
			if c < len(widths) {
				l.lines[i][c] = d.wrap(s, widths[c]-2*l.pad)
			}
		}
	}
}

// rowFactor is a grid row's height in lines: room above and below the
// text, enough that two rows' letters never touch.
const rowFactor = 1.2

// compactRows are the row heights, tried in turn, of a card grid that
// would otherwise spill onto a second sheet: the letters of two rows
// still clear each other (a line is 1.3 times the size, the letters
// 0.95, so a row of 0.9 lines is 1.17 times the size).
var compactRows = [...]float64{1.0, 0.9}

// project returns the rows cut down to the columns cols (indices into
// each row).
func project(rows [][]string, cols []int) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		for _, c := range cols {
			if c < len(r) {
				out[i] = append(out[i], r[c])
			} else {
				out[i] = append(out[i], "")
			}
		}
	}
	return out
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
	return l.fullW <= w+0.01 && l.height(idx) <= h
}

// chunk is some body rows of a measured grid, drawn under its header.
type chunk struct {
	l    *gridLayout
	rows []int
	// beside: drawn to the right of the chunk before, at its top.
	beside bool
}

// partHeight is the height the chunks of one piece take, the gaps
// between them included.
func partHeight(part []chunk) float64 {
	h, rowH := 0.0, 0.0
	for k, c := range part {
		if k > 0 && !c.beside {
			h += rowH + panelGap
			rowH = 0
		}
		rowH = math.Max(rowH, c.l.height(c.rows))
	}
	return h + rowH + panelGap
}

// beside lays panels (or, with one panel, its rows cut in two or three
// runs) side by side on one piece no wider than w and no taller than h;
// ok is false when they do not fit.
func beside(panels []*gridLayout, w, h float64) ([]chunk, bool) {
	var out []chunk
	if len(panels) == 1 {
		l := panels[0]
		for k := 2; k <= 3; k++ {
			if float64(k)*l.fullW+float64(k-1)*panelGap > w+0.01 {
				break
			}
			out = out[:0]
			ok := true
			for j, run := range balance(l.all(), k) {
				ok = ok && l.height(run) <= h
				out = append(out, chunk{l: l, rows: run, beside: j > 0})
			}
			if ok {
				return out, true
			}
		}
		return nil, false
	}
	used := -panelGap
	for j, l := range panels {
		used += l.fullW + panelGap
		if used > w+0.01 || l.height(l.all()) > h {
			return nil, false
		}
		out = append(out, chunk{l: l, rows: l.all(), beside: j > 0})
	}
	return out, true
}

// panelGap is the space between two chunks on one page.
const panelGap = 4.0

// flowGrid lays rows out for a card that may continue, never below floor:
// on one piece at the largest size from size down to floor that fits
// width w and height hFirst; failing that, at the floor, over several
// pieces (hFirst for the first, hNext for the
// continued ones); when even the floor is too wide, in panels of columns
// (the first column repeated in each, the notes with the last) flowed
// down the pieces. It returns what goes on each piece.
func (d *doc) flowGrid(rows [][]string, w, hFirst, hNext, size, floor float64, notes bool) [][]chunk {
	low := d.measure(rows, w, floor, notes)
	if low.fits(low.all(), w, hFirst) {
		for s := size; s > floor; s -= 0.5 {
			l := d.measure(rows, w, s, notes)
			if l.fits(l.all(), w, hFirst) {
				return [][]chunk{{{l: l, rows: l.all()}}}
			}
		}
		return [][]chunk{{{l: low, rows: low.all()}}}
	}
	// cells is the height of the body rows' cells (notes aside) on one
	// line each at the floor: no size and no arrangement on one piece
	// holds them in less (a size s scales it by s/floor), so the sizes
	// that cannot fit are passed over without being measured.
	cells := 0.0
	for _, c := range low.cellH[1:] {
		cells += c
	}
	scale := func(s float64) float64 { return s / floor }
	if low.fullW <= w+0.01 {
		// More rounds than a page holds: the rounds in two or three runs
		// side by side at the largest size that keeps them on one sheet;
		// else at the floor with compact rows when that does; else over
		// the fewest pages.
		for s := size; s > floor-0.01; s -= 0.5 {
			if 2*low.fullW*scale(s)+panelGap > w+0.01 || (cells/3+low.heights[0])*scale(s) > hFirst {
				continue
			}
			if part, ok := beside([]*gridLayout{d.measure(rows, w, s, notes)}, w, hFirst); ok {
				return [][]chunk{part}
			}
		}
		for _, rf := range compactRows {
			if c := d.measureIn(rows, w, floor, notes, false, rf); c.fits(c.all(), w, hFirst) {
				return [][]chunk{{{l: c, rows: c.all()}}}
			}
		}
		return flow([]*gridLayout{low.splitTall(math.Max(hFirst, hNext) - low.heights[0] - panelGap)}, hFirst, hNext)
	}
	// Too wide: in panels of columns, one under the other, at the largest
	// size that keeps them on one piece; else at the floor with compact
	// rows if that does; else at the floor, flowed down the pieces.
	for s := size; s > floor-0.01; s -= 0.5 {
		if (cells+low.heights[0])*scale(s) > hFirst {
			continue // every panel holds every row
		}
		ps := d.panels(rows, w, hFirst, hNext, s, notes, rowFactor)
		if parts := flow(ps, hFirst, hNext); len(parts) == 1 {
			return parts
		}
		// The panels side by side when there is room, the widest
		// wrapping its cells in what the others leave.
		if part, ok := beside(ps, w, hFirst); ok {
			return [][]chunk{part}
		}
		if len(ps) > 1 {
			wide, rest := 0, -panelGap
			for j, l := range ps {
				rest += l.fullW + panelGap
				if l.fullW > ps[wide].fullW {
					wide = j
				}
			}
			room := w - (rest - ps[wide].fullW)
			if room >= 0.6*ps[wide].fullW {
				cp := append([]*gridLayout{}, ps...)
				rs := project(rows, d.groups(rows, w, s, notes)[wide])
				cp[wide] = d.measureIn(rs, room, s, notes && wide == len(ps)-1, true, rowFactor)
				if part, ok := beside(cp, w, hFirst); ok {
					return [][]chunk{part}
				}
			}
		}
	}
	parts := flow(d.panels(rows, w, hFirst, hNext, floor, notes, rowFactor), hFirst, hNext)
	for _, rf := range compactRows {
		if len(parts) == 1 {
			break
		}
		if c := flow(d.panels(rows, w, hFirst, hNext, floor, notes, rf), hFirst, hNext); len(c) == 1 {
			return c
		}
	}
	return parts
}

// panels cuts rows into greedy groups of columns after the first (the
// first repeated in each, the notes with the last) that fit width w at
// size, each measured (its cells wrapped when one column alone is too
// wide, and a row too tall for a piece cut) with rows rf lines tall.
func (d *doc) panels(rows [][]string, w, hFirst, hNext, size float64, notes bool, rf float64) []*gridLayout {
	groups := d.groups(rows, w, size, notes)
	var out []*gridLayout
	for k, g := range groups {
		l := d.measureIn(project(rows, g), w, size, notes && k == len(groups)-1, true, rf)
		out = append(out, l.splitTall(math.Max(hFirst, hNext)-l.heights[0]-panelGap))
	}
	return out
}

// groups are the columns of each panel (see panels).
func (d *doc) groups(rows [][]string, w, size float64, notes bool) [][]int {
	ncol := len(rows[0])
	last := ncol
	if notes {
		last = ncol - 1
	}
	widths := d.colWidths(project(rows, seq(0, last)), size)
	var groups [][]int
	cur := []int{0}
	used := widths[0]
	for c := 1; c < last; c++ {
		if len(cur) > 1 && used+widths[c] > w {
			groups = append(groups, cur)
			cur, used = []int{0}, widths[0]
		}
		cur = append(cur, c)
		used += widths[c]
	}
	if notes {
		cur = append(cur, ncol-1)
	}
	return append(groups, cur)
}

// flow cuts the body rows of each panel in turn into pieces: the first no
// taller than hFirst, the others no taller than hNext, a panel's header
// repeated wherever its rows start on a piece; a row taller than a whole
// piece gets a piece of its own.
func flow(panels []*gridLayout, hFirst, hNext float64) [][]chunk {
	var parts [][]chunk
	var cur []chunk
	avail, used := hFirst, 0.0
	for _, l := range panels {
		var rows []int
		for _, i := range l.all() {
			need := l.heights[i]
			if len(rows) == 0 {
				need += l.heights[0]
				if len(cur) > 0 {
					need += panelGap
				}
			}
			// The first piece may be too short for even the header and one
			// row (a card whose head takes its slot): the grid starts on
			// the next, taller one.
			early := len(parts) == 0 && hNext > avail
			if used+need > avail && (len(rows) > 0 || len(cur) > 0 || early) {
				if len(rows) > 0 {
					cur = append(cur, chunk{l: l, rows: rows})
				}
				parts = append(parts, cur)
				cur, rows, avail, used = nil, nil, hNext, 0
				need = l.heights[0] + l.heights[i]
			}
			rows = append(rows, i)
			used += need
		}
		if len(rows) > 0 {
			cur = append(cur, chunk{l: l, rows: rows})
		}
	}
	return append(parts, cur)
}

// drawPart draws the chunks of one piece one under the other from (x, y),
// as body text.
func (d *doc) drawPart(part []chunk, x, y float64) {
	d.role = RoleBody
	d.drawChunks(part, x, y)
	d.role = RoleOther
}

// drawChunks draws the chunks of one piece from (x, y): each under the
// ones before, or beside the one before.
func (d *doc) drawChunks(part []chunk, x, y float64) {
	cx, rowH := x, 0.0
	for k, c := range part {
		if k > 0 {
			if c.beside {
				cx += part[k-1].l.fullW + panelGap
			} else {
				cx, y, rowH = x, y+rowH+panelGap, 0
			}
		}
		d.drawGrid(c.l, cx, y, c.rows)
		rowH = math.Max(rowH, c.l.height(c.rows))
	}
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
			d.setFillColor(215, 215, 215)
			d.f.Rect(x, cy, l.fullW, l.heights[i], "F")
		case l.src(i)%2 == 0:
			d.setFillColor(242, 242, 242)
			d.f.Rect(x, cy, l.fullW, l.heights[i], "F")
		}
		cy += l.heights[i]
	}
	// Column rules run down each stretch of rows without notes in one
	// line per column (a line per row and column made a 499-column chart
	// row 499 lines); a row with notes ends the stretch, so that its note
	// lines run across.
	runY := y
	rules := func(bottom float64) {
		rx := x
		for _, cw := range l.widths[:len(l.widths)-1] {
			rx += cw
			d.f.Line(rx, runY, rx, bottom)
		}
	}
	cy = y
	for n, i := range order {
		d.font(i == 0, size)
		cx := x
		// The first line sits in the middle of the row's first line box.
		base := cy + lineH*l.rf/2 + (ascentEm-descentEm)/2*size*ptMM
		if i > 0 {
			base += l.extra / 2
		}
		for c, s := range l.cols[i] {
			if i == 0 {
				for k, hl := range l.head[c] {
					d.text(cx+pad, base+lineH*float64(k), hl)
				}
			} else if l.lines != nil && c < len(l.lines[i]) {
				for k, cl := range l.lines[i][c] {
					d.text(cx+pad, base+lineH*float64(k), cl)
				}
			} else {
				d.text(cx+pad, base, s)
			}
			if c < len(l.widths) {
				cx += l.widths[c]
			}
		}
		notes := len(l.noteLines[i]) > 0
		if notes || l.cellH[i] != l.heights[i] {
			rules(cy + l.cellH[i])
		}
		if notes {
			// No rule between a row and its notes: the notes sit inside
			// the row's box, closed by the rule under them, so a note
			// ("arrow switch", "sits out") never reads as the heading of
			// the next round.
			d.font(true, size)
			for k, s := range l.noteLines[i] {
				d.text(x+pad, cy+l.cellH[i]+lineH*float64(k)+lineH*0.8, s)
			}
		}
		if notes || l.cellH[i] != l.heights[i] {
			runY = cy + l.heights[i]
		}
		cy += l.heights[i]
		// The pieces of one row cut by splitTall read as one row.
		if n+1 == len(order) || i == 0 || l.src(order[n+1]) != l.src(i) {
			d.f.Line(x, cy, x+l.fullW, cy)
		}
	}
	if runY < cy {
		rules(cy)
	}
	d.f.Rect(x, y, l.fullW, cy-y, "D")
}

// setupPages adds the director's setup sheet s (sheet.KindSetup): portrait
// pages, the title and heading on the first, each part's heading, its
// sentences and its grid flowed down the pages, never below 12 pt.
func (d *doc) setupPages(s *sheet.Sheet) {
	// The sentences and grids at 13 pt (the body floor and one with
	// Large), the headings 2 pt larger; a sheet that would leave a second
	// page with a part or two on it is set a point smaller (never below
	// the body floor) when that fits it on one page.
	size := max(13, BodyFloor(d.opt)+1)
	pages := d.setupLayout(s, size)
	if len(pages) == 2 && size-1 >= BodyFloor(d.opt) {
		if one := d.setupLayout(s, size-1); len(one) == 1 {
			pages = one
		}
	}
	for _, pg := range pages {
		d.pages = append(d.pages, page{kind: SetupPage, draw: func() {
			for _, pc := range pg {
				pc.draw(pc.y)
			}
		}})
	}
}

// keyGap is the room between a chart's grid and the key under it, in mm.
const keyGap = 1.2

// setupPiece is one line, heading or grid of the setup sheet placed on
// its page at y.
type setupPiece struct {
	y    float64
	draw func(y float64)
}

// setupLayout lays the setup sheet s out at setupSize points, its headings
// 2 pt larger: a heading never ends a page, and a part that fits on a page
// but not in what is left of this one starts the next (a timetable's
// heading and sentence never stand apart from its grid).
func (d *doc) setupLayout(s *sheet.Sheet, setupSize float64) [][]setupPiece {
	setupHead := setupSize + 2
	w, h := d.paper.Wd, d.paper.Ht
	x0 := margin + 6
	avail := w - 2*x0
	bottom := h - d.footBand() - 4
	top := margin + 4
	var pages [][]setupPiece
	var cur []setupPiece
	y := top
	newPage := func() {
		pages = append(pages, cur)
		cur, y = nil, top
	}
	put := func(height float64, draw func(y float64)) {
		if y+height > bottom && len(cur) > 0 {
			newPage()
		}
		cur = append(cur, setupPiece{y, draw})
		y += height
	}
	// Title and heading.
	title := s.Title
	put(12, func(y float64) {
		d.font(true, 22)
		d.text((w-d.width(title))/2, y+8, title)
	})
	d.font(false, 11)
	for _, l := range d.wrap(s.Subtitle, avail) {
		put(5.5, func(y float64) {
			d.font(false, 11)
			d.text((w-d.width(l))/2, y+4, l)
		})
	}
	y += 3
	lineH := setupSize * ptMM * 1.4
	hh := setupHead * ptMM * 1.5
	for _, part := range s.Parts {
		y += 3
		d.font(false, setupSize)
		var lines []string
		for _, line := range part.Lines {
			lines = append(lines, d.wrap(line.Text, avail)...)
		}
		var grid [][]chunk
		gridH := 0.0
		if !part.Grid.Empty() {
			grid = d.flowGrid(part.Grid.Text(), avail, bottom-top-hh-float64(len(lines))*lineH-1.5, bottom-margin-4, setupSize, setupSize-1, false)
			if len(grid) == 1 {
				gridH = 1.5 + partHeight(grid[0])
			}
		}
		whole := hh + float64(len(lines))*lineH + gridH
		switch {
		case len(cur) > 0 && y+whole > bottom && top+whole <= bottom && (len(grid) <= 1):
			newPage() // the part together on the next page
		case y+hh+lineH > bottom && len(cur) > 0:
			newPage() // a heading never ends a page
		}
		put(hh, func(y float64) {
			d.font(true, setupHead)
			d.text(x0, y+setupHead*ptMM, part.Heading)
		})
		for _, l := range lines {
			put(lineH, func(y float64) {
				d.font(false, setupSize)
				d.text(x0, y+setupSize*ptMM, l)
			})
		}
		if !part.Grid.Empty() {
			y += 1.5
			pieces := d.flowGrid(part.Grid.Text(), avail, bottom-y, bottom-margin-4, setupSize, setupSize-1, false)
			for k, pc := range pieces {
				if k > 0 {
					newPage()
				}
				put(partHeight(pc), func(y float64) { d.drawChunks(pc, x0, y) })
			}
		}
	}
	return append(pages, cur)
}

// judgePages adds the preferans judge's two sheets: the book's set row
// (one row of places with a table number or Z under each) and the
// instruction sheet with every table's "3S–2W" lines.
func (d *doc) judgePages() {
	for _, s := range d.composed.Of(sheet.KindJudge) {
		rows, sub := s.Grid.Text(), sheet.Texts(s.Above)
		switch {
		case s.Index == 0 && rows == nil:
			// The sets do not travel in a row: the sheet says so.
			d.posterPages(s, [][]string{{""}}, sub, poster{})
		case s.Index == 0:
			d.posterPages(s, rows, sub, poster{max: 30})
		case len(rows[0]) == 2:
			// The same moves after every round: one sheet.
			d.posterPages(s, rows, sub, poster{max: 30, block: make([]int, len(rows)-1)})
		default:
			// The moves change by round: a sheet per round, at SheetFloor or
			// more, to read out or pin up; a round's block is never split.
			block := make([]int, len(rows)-1)
			for i, r := range rows[1:] {
				block[i], _ = strconv.Atoi(r[0])
			}
			d.posterPages(s, rows, sub, poster{keep: 2, block: block, perBlock: true, floor: SheetFloor, max: 30})
		}
	}
}

// docCapture takes the finished document from the PDF library without
// copying it: the library hands over its whole buffer in one Write when the
// document is closed and never touches it again (Write drops the library's
// document right after), so keeping that slice halves the peak memory of a
// large file. Any further write is appended to a copy.
type docCapture struct{ b []byte }

func (c *docCapture) Write(p []byte) (int, error) {
	if c.b == nil {
		c.b = p
	} else {
		c.b = append(c.b[:len(c.b):len(c.b)], p...)
	}
	return len(p), nil
}
