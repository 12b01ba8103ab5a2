package pdf

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"github.com/movegen/movegen/export/layout"
)

// Role says what a piece of text is for, so that tests can hold each kind
// to its own size floor.
type Role int

// The roles.
const (
	// RoleOther: titles, headings, footers, chart pages.
	RoleOther Role = iota
	// RoleBody: the text a player reads on a table card or a contestant
	// card (grid cells, notes and the lines above the grid); it is never
	// smaller than Options.BodyFloor.
	RoleBody
	// RolePoster: the grid of a chart, a view or a judge's sheet (its
	// head and cells); never smaller than PosterFloor, nor than
	// SheetFloor on a judge's sheet of one round where it fits.
	RolePoster
)

// PageKind says which part of the book a page belongs to.
type PageKind int

// The kinds of page.
const (
	// TablePage: a table card (or one of its continued pages).
	TablePage PageKind = iota + 1
	// ContestantPage: a page of contestant cards with cut lines.
	ContestantPage
	// ChartPage: a landscape page of a chart, the set row, the
	// instruction sheet or the boards list.
	ChartPage
	// SetupPage: the director's setup sheet (sheet.KindSetup), page 1
	// of the book.
	SetupPage
)

// Box is one run of text as it is drawn: its rectangle on the page (in
// millimetres from the top left corner, after any rotation), its font
// size in points, its role and its text.
type Box struct {
	X0, Y0, X1, Y1 float64
	Size           float64
	Role           Role
	Text           string
}

// Segment is a straight line on the page, in millimetres.
type Segment struct{ X0, Y0, X1, Y1 float64 }

// Page is the layout of one page as the encoder drew it: every text box
// and every cut line.
type Page struct {
	Number        int
	Kind          PageKind
	Width, Height float64
	Boxes         []Box
	Cuts          []Segment
}

// Edge is the printable border: nothing is drawn closer than this to the
// edge of the paper, in millimetres (most office printers cannot print
// the outer 4–5 mm).
const Edge = 5.0

// ErrLayout is wrapped by the error a layout check returns: some text
// overprints other text, runs off the printable page or across a cut line.
var ErrLayout = errors.New("layout check failed")

// Check is the self-check run on every page Write draws: no two text
// boxes overlap (by more than 0.05 mm each way), every box lies within
// the printable page (Edge from each side) and no box crosses a cut line.
// It returns nil or an error wrapping ErrLayout that names the first few
// faults with their page and text. A text with a character no font of
// the book has fails first, with a *GlyphError (ErrGlyph).
func Check(pages []Page) error {
	for _, pg := range pages {
		for _, b := range pg.Boxes {
			if rs := Missing(b.Text); len(rs) > 0 {
				return &GlyphError{Text: b.Text, Chars: rs}
			}
		}
	}
	const eps = 0.05
	var faults []string
	add := func(f string, args ...any) {
		faults = append(faults, fmt.Sprintf(f, args...))
	}
	for _, pg := range pages {
		bs := make([]Box, len(pg.Boxes))
		copy(bs, pg.Boxes)
		sort.SliceStable(bs, func(i, j int) bool { return bs[i].Y0 < bs[j].Y0 })
		for i, a := range bs {
			if a.X0 < Edge-eps || a.Y0 < Edge-eps || a.X1 > pg.Width-Edge+eps || a.Y1 > pg.Height-Edge+eps {
				add("page %d: %q runs off the printable page (%.1f,%.1f)–(%.1f,%.1f)", pg.Number, a.Text, a.X0, a.Y0, a.X1, a.Y1)
			}
			for _, b := range bs[i+1:] {
				if b.Y0 >= a.Y1-eps {
					break
				}
				if math.Min(a.X1, b.X1)-math.Max(a.X0, b.X0) > eps && math.Min(a.Y1, b.Y1)-math.Max(a.Y0, b.Y0) > eps {
					add("page %d: %q overprints %q", pg.Number, a.Text, b.Text)
				}
			}
			for _, c := range pg.Cuts {
				if crosses(a, c, eps) {
					add("page %d: %q crosses a cut line", pg.Number, a.Text)
				}
			}
		}
	}
	if len(faults) == 0 {
		return nil
	}
	more := ""
	if len(faults) > 5 {
		more = fmt.Sprintf(" (and %d more)", len(faults)-5)
		faults = faults[:5]
	}
	return fmt.Errorf("pdf: %w: %v%s", ErrLayout, faults, more)
}

// crosses reports whether the horizontal or vertical segment c passes
// through the inside of box a.
func crosses(a Box, c Segment, eps float64) bool {
	switch {
	case c.Y0 == c.Y1: // horizontal
		return c.Y0 > a.Y0+eps && c.Y0 < a.Y1-eps && math.Max(c.X0, c.X1) > a.X0+eps && math.Min(c.X0, c.X1) < a.X1-eps
	case c.X0 == c.X1: // vertical
		return c.X0 > a.X0+eps && c.X0 < a.X1-eps && math.Max(c.Y0, c.Y1) > a.Y0+eps && math.Min(c.Y0, c.Y1) < a.Y1-eps
	}
	return false
}

// fallback is the family that draws the few characters the card font has
// no glyph for (the arrow →): the Go fonts. cjk is the family that draws
// what neither has: Chinese characters and punctuation (Droid Sans
// Fallback, font.go); it has one weight, so a bold Chinese run is drawn
// regular.
const (
	fallback = "gofb"
	cjk      = "cjk"
)

// face is the font a run of text is drawn in.
type face uint8

// The faces, in the order a character is looked up: the card font, the
// Go fonts, the CJK font; faceNone for a character none of them has.
const (
	faceMain face = iota
	faceGo
	faceCJK
	faceNone
)

// fontSet records which of the fallback families a document has
// registered.
type fontSet uint8

const (
	setGo fontSet = 1 << iota
	setCJK
)

// glyphTable reads which runes of the Basic Multilingual Plane data has
// glyphs for; runes beyond it count as missing. A font that cannot be
// read counts as having nothing.
func glyphTable(data []byte) func(rune) bool {
	f, err := sfnt.Parse(data)
	if err != nil {
		return func(rune) bool { return false }
	}
	var buf sfnt.Buffer
	has := make([]uint64, 0x10000/64)
	for r := rune(0); r < 0x10000; r++ {
		if gi, err := f.GlyphIndex(&buf, r); err == nil && gi != 0 {
			has[r/64] |= 1 << (r % 64)
		}
	}
	return func(r rune) bool { return r >= 0 && r < 0x10000 && has[r/64]&(1<<(r%64)) != 0 }
}

// covered reports, per rune, whether the card font has a glyph for it
// (ASCII always). The tables are read once from the embedded font data,
// which never changes.
var covered = sync.OnceValue(func() func(rune) bool {
	has := glyphTable(regularTTF)
	return func(r rune) bool { return r < 128 || has(r) }
})

// goCovered and cjkCovered are the same for the Go fonts and the CJK
// font; the CJK table (and the font behind it) is read only when a text
// has a character the first two lack.
var (
	goCovered  = sync.OnceValue(func() func(rune) bool { return glyphTable(goregular.TTF) })
	cjkCovered = sync.OnceValue(func() func(rune) bool { return glyphTable(cjkTTF()) })
)

// faceOf is the font that draws r: the first of the card font, the Go
// fonts and the CJK font that has it, or faceNone. Spacing characters
// that draw nothing (a no-break space) belong to the card font.
func faceOf(r rune) face {
	switch {
	case covered()(r):
		return faceMain
	case goCovered()(r):
		return faceGo
	case cjkCovered()(r):
		return faceCJK
	}
	return faceNone
}

// Missing returns the characters of s that no font of the book can
// draw, once each in order of appearance: a name read from a file with
// such a character cannot be printed, and Write refuses it (ErrGlyph).
func Missing(s string) []rune {
	var out []rune
	for _, r := range s {
		if r < 128 || covered()(r) {
			continue
		}
		if faceOf(r) == faceNone && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// run is a piece of text drawn in one font.
type run struct {
	text string
	face face
	// seat: the seat letters of a compact place ("12 З"), drawn bold so
	// that they stand apart from the digits.
	seat bool
}

// seatTags returns the byte spans of the seat letters of the compact
// places in s (layout.SeatTags), which the PDF draws bold.
func seatTags(s string) [][2]int { return layout.SeatTags(s) }

// seatRuns cuts s at the seat letters of its compact places; nil when it
// has none.
func seatRuns(s string) []run {
	if !strings.Contains(s, "\u00a0") {
		return nil // every compact place has a no-break space; most text none
	}
	tags := seatTags(s)
	if tags == nil {
		return nil
	}
	out := make([]run, 0, 2*len(tags)+1)
	at := 0
	for _, l := range tags {
		out = append(out, run{text: s[at:l[0]]}, run{text: s[l[0]:l[1]], seat: true})
		at = l[1]
	}
	if at < len(s) {
		out = append(out, run{text: s[at:]})
	}
	return out
}

// runCacheSize bounds the runs a document keeps (runCache): the texts of
// a big book repeat (every place, every round's deals), and a text is
// cut into its runs once, not at every measure and draw.
const runCacheSize = 1 << 14

// allRuns is allRuns of s, kept in d.runCache: the runs of a text depend
// on the text alone. The cache is dropped whole when full.
func (d *doc) allRuns(s string) []run {
	// Most texts are one run in the card font: an ASCII text with no
	// no-break space is told at once, without the cache's lookup (a tenth
	// of a big book's planning went into it).
	if plainASCII(s) {
		return nil
	}
	if rs, ok := d.runCache[s]; ok {
		return rs
	}
	if d.runCache == nil || len(d.runCache) >= runCacheSize {
		d.runCache = make(map[string][]run)
	}
	rs := allRuns(s)
	d.runCache[s] = rs
	return rs
}

// plainASCII reports whether s is ASCII: one run in the card font, which
// has every ASCII character, with no no-break space and so no compact
// place (allRuns of s is nil).
func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// allRuns cuts s into runs by font: the card font or the fallback, and
// bold for the seat letters of a compact place; nil when s is one run in
// the card font.
func allRuns(s string) []run {
	seats := seatRuns(s)
	if seats == nil {
		return runs(s)
	}
	var out []run
	for _, sr := range seats {
		fr := runs(sr.text)
		if fr == nil {
			out = append(out, sr)
			continue
		}
		for _, r := range fr {
			r.seat = sr.seat
			out = append(out, r)
		}
	}
	return out
}

// runs cuts s into pieces drawn in the card font, the Go fonts or the CJK
// font; it returns nil when the card font has every glyph of s (the usual
// case in English and Russian). A character no font has is drawn in the
// Go fonts (as their empty box), and Check fails the page.
func runs(s string) []run {
	has := covered()
	all := true
	for _, r := range s {
		if !has(r) {
			all = false
			break
		}
	}
	if all {
		return nil
	}
	var out []run
	start, cur := 0, faceMain
	for i, r := range s {
		m := faceOf(r)
		if m == faceNone {
			m = faceGo
		}
		if i == 0 {
			cur = m
		}
		if m != cur {
			out = append(out, run{text: s[start:i], face: cur})
			start, cur = i, m
		}
	}
	if start < len(s) {
		out = append(out, run{text: s[start:], face: cur})
	}
	return out
}

// Vertical extent of a line of text around its baseline, in ems: the
// ascent of capitals and tall letters and the depth of descenders (PT
// Sans: cap height 0.70, ascender 0.72, descender 0.23).
const (
	ascentEm  = 0.72
	descentEm = 0.23
)

// fontsAdd registers the card font with f.
func fontsAdd(add func(family, style string, data []byte)) {
	add(family, "", regularTTF)
	add(family, "B", boldTTF)
}

// addFallback registers the fallback font the first time some text needs
// it, so that a document without such text neither parses nor embeds it.
func (d *doc) addFallback() {
	if d.fallbacks&setGo != 0 {
		return
	}
	d.fallbacks |= setGo
	d.f.AddUTF8FontFromBytes(fallback, "", goregular.TTF)
	d.f.AddUTF8FontFromBytes(fallback, "B", gobold.TTF)
}

// addCJK registers the CJK font the first time some text needs it.
func (d *doc) addCJK() {
	if d.fallbacks&setCJK != 0 {
		return
	}
	d.fallbacks |= setCJK
	d.f.AddUTF8FontFromBytes(cjk, "", cjkTTF())
}

// font sets the font: bold or regular, size in points. On a page the
// library writes a font change ("BT /F… Tf ET") at every call, even to the
// font in force; a card's grid asks for its font at every row and cell,
// which made a third of a page's operators and of the time spent in the
// library. So the font is set only when it is not the one in force: the
// library's own state says which it is, except after a turned block
// (unrotate), whose Q restores the font of before the block while the
// library still reports the one set inside it (fontStale).
func (d *doc) font(bold bool, size float64) {
	style := ""
	if bold {
		style = "B"
	}
	d.bold, d.size = bold, size
	if !d.fontStale && d.f.GetFontFamily() == family && d.f.GetFontStyle() == style {
		if pt, _ := d.f.GetFontSize(); pt == size {
			return
		}
	}
	d.f.SetFont(family, style, size)
	if !d.rot.on {
		d.fontStale = false
	}
}

// width is the width of s in the current font, fallback glyphs included.
func (d *doc) width(s string) float64 {
	style := ""
	if d.bold {
		style = "B"
	}
	rs := d.allRuns(s)
	if rs == nil {
		return d.libWidth(s)
	}
	// Off a page the library's font changes write nothing and the width
	// is taken from the tables: they are made only on a page, where the
	// library writes them into it.
	page := d.f.PageNo() > 0
	w := 0.0
	for _, r := range rs {
		fam, st := d.runFont(r, style)
		if fam == family && st == style {
			w += d.libWidth(r.text)
			continue
		}
		if page {
			d.f.SetFont(fam, st, d.size)
		}
		w += libWidth(fam, st, d.size/kMM, r.text)
		if page {
			d.f.SetFont(family, style, d.size)
		}
	}
	return w
}

// libWidth is the library's GetStringWidth of s in its current font.
func (d *doc) libWidth(s string) float64 {
	_, fs := d.f.GetFontSize()
	return libWidth(d.f.GetFontFamily(), d.f.GetFontStyle(), fs, s)
}

// text draws s with its baseline starting at (x, y) in the current font
// and records its box on the current page in the current role, turned
// with the current rotation.
func (d *doc) text(x, y float64, s string) {
	if s == "" {
		return
	}
	style := ""
	if d.bold {
		style = "B"
	}
	rs := d.allRuns(s)
	if rs == nil {
		rs = []run{{text: s}}
	}
	w := 0.0
	for _, r := range rs {
		fam, st := d.runFont(r, style)
		if fam != family || st != style {
			d.f.SetFont(fam, st, d.size)
		}
		d.record(fam, st, r.text)
		if fam == cjk && (d.bold || r.seat) {
			d.fauxBold(x+w, y, r.text)
		} else {
			d.libText(x+w, y, r.text)
		}
		w += d.libWidth(r.text)
		if fam != family || st != style {
			d.f.SetFont(family, style, d.size)
		}
	}
	if d.cur == nil {
		return
	}
	x0, y0, x1, y1 := x, y-ascentEm*d.size*ptMM, x+w, y+descentEm*d.size*ptMM
	if d.rot.on {
		x0, y0, x1, y1 = d.rot.box(x0, y0, x1, y1)
	}
	d.cur.Boxes = append(d.cur.Boxes, Box{X0: x0, Y0: y0, X1: x1, Y1: y1, Size: d.size, Role: d.role, Text: s})
}

// libText is the library's Text(x, y, s): the same operator, byte for
// byte ("BT x y Td (s) Tj ET", s in UTF-16 with \\, ( and ) escaped, in
// q/Q with the text colour when it differs from the fill colour), written
// without the library's formatting, which was a fifth of the time a big
// book took to draw. Only while streaming (d.used): there the characters
// drawn are kept by doc.record and the fonts embedded from them
// (stream.go), while in one document the library's Text is what tells it
// which characters its font subsets need. A text outside the Basic
// Multilingual Plane, or not UTF-8, is left to the library.
func (d *doc) libText(x, y float64, s string) {
	if d.used == nil || !bmpText(s) {
		d.f.Text(x, y, s)
		return
	}
	_, h := d.f.GetPageSize()
	b := d.textBuf[:0]
	text := colorStr(d.pen.text)
	flag := colorStr(d.pen.fill) != text
	if flag {
		b = append(b, "q "...)
		b = append(b, text...)
		b = append(b, ' ')
	}
	b = append(b, "BT "...)
	b = appendFixed2(b, x*kMM)
	b = append(b, ' ')
	b = appendFixed2(b, (h-y)*kMM)
	b = append(b, " Td ("...)
	for _, r := range s {
		hi, lo := byte(r>>8), byte(r)
		for _, c := range [2]byte{hi, lo} {
			switch c {
			case '\\', '(', ')':
				b = append(b, '\\', c)
			case '\r':
				b = append(b, '\\', 'r')
			default:
				b = append(b, c)
			}
		}
	}
	b = append(b, ") Tj ET"...)
	if flag {
		b = append(b, " Q"...)
	}
	d.textBuf = b
	d.f.RawWriteStr(string(b))
}

// bmpText reports whether s is UTF-8 of characters of the Basic
// Multilingual Plane only.
func bmpText(s string) bool {
	for _, r := range s {
		if r >= 0x10000 {
			return false
		}
	}
	return utf8.ValidString(s)
}

// colorStr is the library's operator for a fill or text colour as set
// (black when never set; see rgb.op).
func colorStr(c rgb) string {
	if c.set {
		return c.op
	}
	return "0.000 g"
}

// colorOp is the library's operator for a fill or text colour: "v g" for
// a grey, "r g b rg" otherwise, each component to three decimals.
func colorOp(c rgb) string {
	comp := func(v int) float64 { return float64(min(max(v, 0), 255)) / 255 }
	r, g, b := comp(c.r), comp(c.g), comp(c.b)
	// The library's test for a grey.
	if min(max(c.r, 0), 255) == min(max(c.g, 0), 255) && r == b {
		return strconv.FormatFloat(r, 'f', 3, 64) + " g"
	}
	return strconv.FormatFloat(r, 'f', 3, 64) + " " + strconv.FormatFloat(g, 'f', 3, 64) + " " +
		strconv.FormatFloat(b, 'f', 3, 64) + " rg"
}

// fauxBold draws s at (x, y) in the CJK font as bold: the glyphs are
// filled and stroked in the text colour with a line of 3.5% of the size,
// as the font has no bold of its own. The line width, stroke colour and
// dash are put back at once, so the state the page carries is unchanged.
func (d *doc) fauxBold(x, y float64, s string) {
	lw := d.f.GetLineWidth()
	c := d.pen.text
	d.f.SetDrawColor(c.r, c.g, c.b)
	if len(d.pen.dash) > 0 {
		d.f.SetDashPattern(nil, 0)
	}
	d.f.SetLineWidth(0.035 * d.size * ptMM)
	d.f.SetTextRenderingMode(2)
	d.f.Text(x, y, s)
	d.f.SetTextRenderingMode(0)
	d.f.SetLineWidth(lw)
	if len(d.pen.dash) > 0 {
		d.f.SetDashPattern(d.pen.dash, 0)
	}
	c = d.pen.draw
	d.f.SetDrawColor(c.r, c.g, c.b)
}

// runFont is the family and style a run is drawn in: the fallback for the
// glyphs the card font lacks, bold for the seat letters of a compact
// place.
func (d *doc) runFont(r run, style string) (string, string) {
	fam := family
	if r.seat {
		style = "B"
	}
	switch r.face {
	case faceGo:
		d.addFallback()
		fam = fallback
	case faceCJK:
		d.addCJK()
		fam, style = cjk, ""
	}
	return fam, style
}

// rotation is the turn in force between TransformBegin and TransformEnd.
type rotation struct {
	on            bool
	angle, cx, cy float64
}

// box returns the axis-aligned box of the rectangle (x0,y0)–(x1,y1) turned
// counter-clockwise (as the reader sees the page) by the angle around the
// centre.
func (r rotation) box(x0, y0, x1, y1 float64) (float64, float64, float64, float64) {
	s, c := math.Sincos(r.angle * math.Pi / 180)
	ax, ay, bx, by := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range [][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		dx, dy := p[0]-r.cx, p[1]-r.cy
		x := r.cx + dx*c + dy*s
		y := r.cy - dx*s + dy*c
		ax, ay, bx, by = math.Min(ax, x), math.Min(ay, y), math.Max(bx, x), math.Max(by, y)
	}
	return ax, ay, bx, by
}

// rotate turns what follows by angle around (x, y) until unrotate.
func (d *doc) rotate(angle, x, y float64) {
	d.f.TransformBegin()
	d.f.TransformRotate(angle, x, y)
	d.rot = rotation{on: true, angle: angle, cx: x, cy: y}
}

func (d *doc) unrotate() {
	d.f.TransformEnd()
	d.rot = rotation{}
	d.fontStale = true // see font
}

// cut draws a dashed cut line and records it.
func (d *doc) cut(x0, y0, x1, y1 float64) {
	d.f.Line(x0, y0, x1, y1)
	if d.cur != nil {
		d.cur.Cuts = append(d.cur.Cuts, Segment{x0, y0, x1, y1})
	}
}
