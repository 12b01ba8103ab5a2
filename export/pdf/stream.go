package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strconv"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// A large document is written as it is drawn. The PDF library holds every
// page's content stream until the document is closed, and then the whole
// file once more: 3 GB for the 42,055 pages of a 500-player book. Above
// streamFrom pages the planned pages are therefore drawn streamChunk at a
// time, each chunk in a document of its own set up as newDocContext sets
// up the one document; the chunk is closed, its page objects are taken out
// of the file it makes (the layout deflate.go reads), their content
// streams compressed and written at once, numbered as the one document
// would number them, and the chunk is dropped.
//
// The library's UTF-8 fonts are Type0 fonts with the Identity-H encoding:
// a content stream holds each character as its Unicode code point, and
// the font's CIDToGIDMap sends the code point to the glyph of the subset
// the library embeds. A page's contents therefore do not depend on which
// characters the embedded subset holds. The font resource names
// ("/F" and a hash of the font's metrics, generateFontID in the library)
// are the same in every document that registers the same font. So the
// characters drawn in each font are kept (doc.text records them) and, at
// the end, one small document draws them all: its fonts, resource
// dictionary, information dictionary and catalogue are copied into the
// file, renumbered after the pages, with the page tree, the
// cross-reference table and the trailer.
//
// The library carries the drawing state from one page to the next and
// writes it at the top of each page (line width, dash pattern, font,
// stroke and fill colours; the text colour decides whether text is
// wrapped in q/Q): a chunk starts from the state the previous one ended
// in (libState, and doc.pen for the colours and dash, which the library
// cannot report as it holds them). The result is the file the library
// writes for the whole document, byte for byte
// (TestStreamMatchesLibrary), made in the memory of one chunk.

const (
	// streamFrom is the page count above which a document is streamed.
	// Up to it the one-document path is faster (every chunk reads and
	// subsets the fonts once more) and its memory modest (the 848 pages
	// of a 100-table Mitchell: see the report of issue 16).
	streamFrom = 1000
	// streamChunk is the number of pages drawn in one chunk document.
	// Each chunk costs about 60 ms more than its pages (the library
	// reading the fonts, 20 ms; closing the document, which subsets and
	// compresses them, 40 ms). 512 pages hold some 10 MB; at 128 the
	// 20,000 pages of a 1000-player preferans book spent about a tenth
	// of their time on those 160 chunks (measured against 512 on the
	// same machine: 42.6 s and 37.4 s of CPU, the same peak memory). The
	// stop is looked at before every page is drawn and before every page
	// is written, so no stretch without a look is longer than closing
	// one chunk (18 ms for 128 pages under a load average of 10).
	streamChunk = 512
)

// fontKey names a registered font: its family and style ("" or "B").
type fontKey struct{ family, style string }

// runeSet is a set of characters, a bit per character of the Basic
// Multilingual Plane.
type runeSet struct {
	bmp  [0x10000 / 64]uint64
	more map[rune]bool
}

func (s *runeSet) add(str string) {
	for _, r := range str {
		if r >= 0 && r < 0x10000 {
			s.bmp[r/64] |= 1 << (r % 64)
			continue
		}
		if s.more == nil {
			s.more = map[rune]bool{}
		}
		s.more[r] = true
	}
}

// runes lists the set in ascending order.
func (s *runeSet) runes() []rune {
	var out []rune
	for i, w := range s.bmp {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			out = append(out, rune(i*64+b))
			w &^= 1 << b
		}
	}
	var more []rune
	for r := range s.more {
		more = append(more, r)
	}
	sort.Slice(more, func(i, j int) bool { return more[i] < more[j] })
	return append(out, more...)
}

// record notes that s was drawn in the font (fam, style), when the
// characters are being kept (streaming).
func (d *doc) record(fam, style, s string) {
	if d.used == nil {
		return
	}
	k := fontKey{fam, style}
	set := d.used[k]
	if set == nil {
		set = &runeSet{}
		d.used[k] = set
	}
	set.add(s)
}

// rgb is a colour as last set, if it has been: the library writes a
// colour never set ("0 G") differently from black set ("0.000 G").
type rgb struct {
	set     bool
	r, g, b int
	// op is the operator the library writes for it as a fill or text
	// colour (colorOp).
	op string
}

// pen is the drawing state the library cannot report: the colours as they
// were set and the dash pattern (nil: solid).
type pen struct {
	draw, fill, text rgb
	dash             []float64
}

func (d *doc) setDrawColor(r, g, b int) {
	d.pen.draw = rgb{set: true, r: r, g: g, b: b}
	d.f.SetDrawColor(r, g, b)
}

func (d *doc) setFillColor(r, g, b int) {
	d.pen.fill = rgb{set: true, r: r, g: g, b: b}
	d.pen.fill.op = colorOp(d.pen.fill)
	d.f.SetFillColor(r, g, b)
}

func (d *doc) setTextColor(r, g, b int) {
	d.pen.text = rgb{set: true, r: r, g: g, b: b}
	d.pen.text.op = colorOp(d.pen.text)
	d.f.SetTextColor(r, g, b)
}

func (d *doc) setDash(dash []float64) {
	d.pen.dash = dash
	d.f.SetDashPattern(dash, 0)
}

// libState is the rest of the state the library carries from page to
// page, as its getters report it.
type libState struct {
	family, style string
	size, line    float64
}

func (d *doc) libState() libState {
	size, _ := d.f.GetFontSize()
	return libState{family: d.f.GetFontFamily(), style: d.f.GetFontStyle(), size: size, line: d.f.GetLineWidth()}
}

// restore sets a fresh document, before its first page, to the state s
// and d.pen: its first page then starts as it would have in one document.
func (d *doc) restore(s libState) {
	switch s.family {
	case fallback:
		d.addFallback()
	case cjk:
		d.addCJK()
	}
	if s.family != "" {
		d.f.SetFont(s.family, s.style, s.size)
	}
	d.f.SetLineWidth(s.line)
	if c := d.pen.draw; c.set {
		d.f.SetDrawColor(c.r, c.g, c.b)
	}
	if c := d.pen.fill; c.set {
		d.f.SetFillColor(c.r, c.g, c.b)
	}
	if c := d.pen.text; c.set {
		d.f.SetTextColor(c.r, c.g, c.b)
	}
	if len(d.pen.dash) > 0 {
		d.f.SetDashPattern(d.pen.dash, 0)
	}
}

// stream writes the planned pages to w per pages at a time, as described
// above. It looks at ctx before every page and between the steps of the
// assembly, and returns ctx's error with part of the file written (the
// caller drops it). A layout fault stops it at the chunk that has it.
//
// Drawing a chunk and writing the one before are done at once, on two
// goroutines: while the pages of one chunk are drawn, the library closes
// the document of the previous one (subsetting its fonts and assembling
// its file), its pages are taken out, compressed and written. The chunks
// are written in their order, so the bytes do not depend on how many
// cores there are; at most two chunks are held, one drawn and one
// written.
func (d *doc) stream(ctx context.Context, w io.Writer, per int) error {
	d.used = map[fontKey]*runeSet{}
	st := d.libState() // the planning document: where page 1 starts
	hadFallback := d.fallbacks
	n := len(d.pages)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	wr := &chunkWriter{out: &countWriter{w: w}, offsets: make([]int, 2*n), z: newDeflater(),
		uncompressed: d.opt.Uncompressed}
	todo := make(chan drawn)
	done := make(chan error, 1)
	go func() {
		var err error
		for c := range todo {
			if err == nil {
				if err = wr.write(ctx, c); err != nil {
					cancel() // the drawing stops at its next look
				}
			}
		}
		done <- err
	}()
	var err error
	for start := 0; start < n && err == nil; start += per {
		end := min(start+per, n)
		var f *fpdf.Fpdf
		if f, err = d.drawChunk(ctx, start, end, st); err != nil {
			break
		}
		hadFallback |= d.fallbacks
		st = d.endState
		todo <- drawn{f: f, start: start, pages: end - start}
	}
	close(todo)
	if werr := <-done; werr != nil && (err == nil || errors.Is(err, context.Canceled)) {
		err = werr // the writer's fault, which stopped the drawing
	}
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return d.streamTail(ctx, wr.out, wr.header, wr.offsets, hadFallback)
}

// drawn is a chunk drawn and not yet written: the library's document of
// its pages, the first page's index in the book and the page count.
type drawn struct {
	f            *fpdf.Fpdf
	start, pages int
}

// chunkWriter writes the chunks of a streamed document in their order:
// the file header once, then every page and its content stream,
// numbered as in the one document.
type chunkWriter struct {
	out          *countWriter
	offsets      []int // of objects 3 to 2n+2
	header       []byte
	z            *deflater
	uncompressed bool
}

// write closes the chunk's document (the library writes it, uncompressed),
// takes its pages out and writes them.
func (wr *chunkWriter) write(ctx context.Context, c drawn) error {
	var file docCapture
	err := c.f.Output(&file)
	c.f = nil // the chunk's pages may go: its file is in file
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	hdr, pages, err := libPages(file.b, c.pages)
	if err != nil {
		return err
	}
	out := wr.out
	if wr.header == nil {
		wr.header = hdr
		out.write(hdr)
	} else if !bytes.Equal(hdr, wr.header) {
		return fmt.Errorf("%w: chunk header %q, first %q", errLayout, hdr, wr.header)
	}
	for j, pg := range pages {
		if err := ctx.Err(); err != nil {
			return err
		}
		k := c.start + j
		num := 3 + 2*k
		wr.offsets[2*k] = out.n
		out.printf("%d 0 obj\n", num)
		out.write(pg.dict)
		out.printf("/Contents %d 0 R>>\nendobj\n", num+1)
		wr.offsets[2*k+1] = out.n
		out.printf("%d 0 obj\n", num+1)
		data := pg.contents
		if wr.uncompressed {
			out.printf("<</Length %d>>\nstream\n", len(data))
		} else {
			if data, err = wr.z.compress(data); err != nil {
				return fmt.Errorf("compress: %w", err)
			}
			out.printf("<</Filter /FlateDecode /Length %d>>\nstream\n", len(data))
		}
		out.write(data)
		out.write([]byte("\nendstream\nendobj\n"))
	}
	if out.err != nil {
		return fmt.Errorf("write: %w", out.err)
	}
	return nil
}

// libPage is one page as the library wrote it: its dictionary up to the
// /Contents entry and its plain content stream.
type libPage struct {
	dict, contents []byte
}

// libPages takes the n pages out of a document the library wrote without
// compression: pages are objects 3, 5, … each followed by its content
// stream. It returns the file header (before object 3) too.
func libPages(file []byte, n int) ([]byte, []libPage, error) {
	xref, err := startXref(file)
	if err != nil {
		return nil, nil, err
	}
	offsets, _, err := xrefTable(file, xref)
	if err != nil {
		return nil, nil, err
	}
	if len(offsets) < 2+2*n {
		return nil, nil, fmt.Errorf("%w: %d objects for %d pages", errLayout, len(offsets), n)
	}
	pages := make([]libPage, n)
	for j := range pages {
		num := 3 + 2*j
		po, co := offsets[num-1], offsets[num]
		if po >= co {
			return nil, nil, fmt.Errorf("%w: page object %d", errLayout, num)
		}
		obj := file[po:co]
		head := fmt.Sprintf("%d 0 obj\n", num)
		tail := fmt.Sprintf("/Contents %d 0 R>>\nendobj\n", num+1)
		if !bytes.HasPrefix(obj, []byte(head)) || !bytes.HasSuffix(obj, []byte(tail)) || !isPage(obj) {
			return nil, nil, fmt.Errorf("%w: page object %d", errLayout, num)
		}
		dict := obj[len(head) : len(obj)-len(tail)]
		// The page names its parent (1) and the resources (2), which keep
		// their numbers; any other reference would be lost.
		if bytes.Count(dict, []byte(" 0 R")) != 2 || !bytes.Contains(dict, []byte("/Parent 1 0 R\n")) ||
			!bytes.Contains(dict, []byte("/Resources 2 0 R\n")) {
			return nil, nil, fmt.Errorf("%w: page object %d: %q", errLayout, num, dict)
		}
		_, data, end, ok := plainStreamAt(file, co)
		if !ok || !bytes.HasPrefix(file[end:], []byte("\nendstream\nendobj\n")) {
			return nil, nil, fmt.Errorf("%w: content object %d", errLayout, num+1)
		}
		pages[j] = libPage{dict: dict, contents: data}
	}
	return file[:offsets[2]], pages, nil
}

// drawChunk draws the pages from to to in a document of their own that
// starts in the state st, checks them and returns the library's document,
// for chunkWriter to close and write. The state it ends in is left in
// d.endState.
func (d *doc) drawChunk(ctx context.Context, from, to int, st libState) (*fpdf.Fpdf, error) {
	d.f = d.newLib()
	d.fallbacks = 0
	d.restore(st)
	if err := d.drawRange(ctx, from, to, false); err != nil {
		return nil, err
	}
	if err := Check(d.out); err != nil {
		return nil, err
	}
	d.out = nil
	d.endState = d.libState()
	f := d.f
	d.f = nil
	return f, nil
}

// streamTail writes what follows the pages: the page tree, and the fonts
// with every character drawn, the resource dictionary, the information
// dictionary and the catalogue of a one-page document, renumbered after
// the pages; then the cross-reference table and the trailer.
func (d *doc) streamTail(ctx context.Context, out *countWriter, header []byte, pageOffsets []int, fallbackUsed fontSet) error {
	n := len(pageOffsets) / 2
	f := d.newLib()
	if fallbackUsed&setGo != 0 {
		f.AddUTF8FontFromBytes(fallback, "", goregular.TTF)
		f.AddUTF8FontFromBytes(fallback, "B", gobold.TTF)
	}
	if fallbackUsed&setCJK != 0 {
		f.AddUTF8FontFromBytes(cjk, "", cjkTTF())
	}
	f.AddPageFormat("P", d.paper)
	keys := make([]fontKey, 0, len(d.used))
	for k := range d.used {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].family != keys[j].family {
			return keys[i].family < keys[j].family
		}
		return keys[i].style < keys[j].style
	})
	for _, k := range keys {
		f.SetFont(k.family, k.style, 10)
		rs := d.used[k].runes()
		for len(rs) > 0 {
			line := rs[:min(len(rs), 64)]
			rs = rs[len(line):]
			f.Text(margin, 20, string(line))
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	var fonts docCapture
	if err := f.Output(&fonts); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	file := fonts.b
	xref, err := startXref(file)
	if err != nil {
		return err
	}
	offsets, tableAt, err := xrefTable(file, xref)
	if err != nil {
		return err
	}
	m := len(offsets) // objects 1..m: 3 and 4 the page, m-1 info, m catalogue
	if m < 6 || !bytes.Equal(file[:offsets[2]], header) {
		return fmt.Errorf("%w: font document", errLayout)
	}
	// The trailer the library wrote, to be written again with our numbers.
	trailer := func(size, root, info, at int) []byte {
		return fmt.Appendf(nil, "trailer\n<<\n/Size %d\n/Root %d 0 R\n/Info %d 0 R\n>>\nstartxref\n%d\n%%%%EOF\n", size, root, info, at)
	}
	if !bytes.Equal(file[tableAt+20*m:], trailer(m+1, m, m-1, xref)) {
		return fmt.Errorf("%w: font document trailer", errLayout)
	}
	// Object 1, the page tree, follows the page's contents; the fonts come
	// after it.
	tree := []byte("1 0 obj\n<</Type /Pages\n/Kids [3 0 R ]\n/Count 1\n")
	if offsets[0] < offsets[3] || offsets[0] > offsets[4] || !bytes.HasPrefix(file[offsets[0]:], tree) {
		return fmt.Errorf("%w: font document page tree", errLayout)
	}
	final := make([]int, m+2*n-2) // offsets of objects 1.. in the output
	copy(final[2:], pageOffsets)
	final[0] = out.n
	out.write([]byte("1 0 obj\n<</Type /Pages\n/Kids ["))
	var buf []byte
	for i := range n {
		buf = strconv.AppendInt(buf, int64(3+2*i), 10)
		buf = append(buf, " 0 R "...)
		if len(buf) > 32<<10 || i == n-1 {
			if err := ctx.Err(); err != nil {
				return err
			}
			out.write(buf)
			buf = buf[:0]
		}
	}
	out.printf("]\n/Count %d\n", n)
	out.write(file[offsets[0]+len(tree) : offsets[4]])
	// Objects 5 to m and 2, in the order the library wrote them, each
	// renumbered: object k ≥ 5 becomes k+delta.
	delta := 2*n - 2
	order := []int{2}
	for k := 5; k <= m; k++ {
		order = append(order, k)
	}
	sort.Slice(order, func(a, b int) bool { return offsets[order[a]-1] < offsets[order[b]-1] })
	if offsets[order[0]-1] != offsets[4] {
		return fmt.Errorf("%w: font document order", errLayout)
	}
	for i, k := range order {
		end := xref
		if i+1 < len(order) {
			end = offsets[order[i+1]-1]
		}
		obj := file[offsets[k-1]:end]
		head := fmt.Sprintf("%d 0 obj\n", k)
		if !bytes.HasPrefix(obj, []byte(head)) {
			return fmt.Errorf("%w: font document object %d", errLayout, k)
		}
		obj = obj[len(head):]
		num := renumber(k, delta)
		final[num-1] = out.n
		out.printf("%d 0 obj\n", num)
		if k == m-1 {
			// The information dictionary holds no reference, only text
			// (the title), which must not be touched.
			out.write(obj)
			continue
		}
		dict := obj
		if s := bytes.Index(obj, []byte(">>\nstream\n")); s >= 0 {
			dict = obj[:s+2]
		}
		moved, err := renumberRefs(dict, delta)
		if err != nil {
			return fmt.Errorf("font document object %d: %w", k, err)
		}
		out.write(moved)
		out.write(obj[len(dict):])
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	at := out.n
	out.printf("xref\n0 %d\n0000000000 65535 f \n", len(final)+1)
	buf = buf[:0]
	for i, off := range final {
		buf = xrefEntry(buf, off)
		if len(buf) > 32<<10 || i == len(final)-1 {
			if err := ctx.Err(); err != nil {
				return err
			}
			out.write(buf)
			buf = buf[:0]
		}
	}
	last := len(final)
	out.write(trailer(last+1, last, last-1, at))
	if out.err != nil {
		return fmt.Errorf("write: %w", out.err)
	}
	return nil
}

// xrefEntry appends the cross-reference entry of an object at off:
// "%010d 00000 n \n".
func xrefEntry(buf []byte, off int) []byte {
	var digits [10]byte
	for i := 9; i >= 0; i-- {
		digits[i] = byte('0' + off%10)
		off /= 10
	}
	buf = append(buf, digits[:]...)
	return append(buf, " 00000 n \n"...)
}

// renumber is the number in the output of object k of the font document.
func renumber(k, delta int) int {
	if k >= 5 {
		return k + delta
	}
	return k
}

// renumberRefs returns dict with every reference "k 0 R" renumbered; a
// reference to the font document's page (3 or 4) is an error.
func renumberRefs(dict []byte, delta int) ([]byte, error) {
	var out []byte
	last := 0
	for i := 0; ; {
		j := bytes.Index(dict[i:], []byte(" 0 R"))
		if j < 0 {
			break
		}
		j += i
		i = j + len(" 0 R")
		if i < len(dict) && (dict[i] >= 'A' && dict[i] <= 'Z' || dict[i] >= 'a' && dict[i] <= 'z') {
			continue
		}
		s := j
		for s > 0 && dict[s-1] >= '0' && dict[s-1] <= '9' {
			s--
		}
		if s == j || s == 0 || (dict[s-1] != ' ' && dict[s-1] != '[') {
			continue
		}
		k := 0
		for _, c := range dict[s:j] {
			k = 10*k + int(c-'0')
		}
		if k == 3 || k == 4 {
			return nil, fmt.Errorf("%w: reference to the font document's page", errLayout)
		}
		out = append(out, dict[last:s]...)
		out = fmt.Appendf(out, "%d", renumber(k, delta))
		last = j
	}
	return append(out, dict[last:]...), nil
}

// newLib makes an empty document of the library set up for d's book and
// options: the one document of a small book, each chunk of a streamed one
// and the font document at its end are made alike.
func (d *doc) newLib() *fpdf.Fpdf {
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: d.paper})
	f.SetCreationDate(fixedDate)
	f.SetModificationDate(fixedDate)
	f.SetCatalogSort(true)
	// Page streams are compressed after the library is done (deflate.go,
	// stream.go).
	f.SetCompression(false)
	f.SetProducer("movegen", true)
	f.SetTitle(d.composed.Frame.Title, true)
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(margin, margin, margin)
	fontsAdd(f.AddUTF8FontFromBytes)
	return f
}
