package pdf

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
)

// The PDF library compresses each page's content stream with a zlib
// writer made afresh for that stream: about 800 kB of compressor state
// allocated and thrown away per page, half of all the memory a full export
// asks for. Write therefore has the library write the page streams plain
// and compresses them here afterwards with one writer, Reset between
// streams. The file is the same, byte for byte, as the library's own
// compressed output (same level, same zlib framing; the cross-reference
// offsets are recomputed), which TestDeflateMatchesLibrary checks.

// errLayout is returned when the document does not have the shape the
// library writes; it would be a bug in this package, never a user error.
var errLayout = errors.New("pdf: unexpected document layout")

// plainStream is how the library opens an uncompressed stream object's
// dictionary; the object number and " 0 obj\n" come before it.
var (
	plainOpen   = []byte("<</Length ")
	plainClose  = []byte(">>\nstream\n")
	streamClose = []byte("\nendstream")
)

// deflater compresses page streams with one reusable zlib writer.
type deflater struct {
	zw  *zlib.Writer
	buf bytes.Buffer
}

func newDeflater() *deflater {
	d := &deflater{}
	// BestSpeed is the level the library uses; NewWriterLevel fails only
	// for a level out of range.
	d.zw, _ = zlib.NewWriterLevel(&d.buf, zlib.BestSpeed)
	return d
}

// compress returns data compressed; the slice is valid until the next call.
func (d *deflater) compress(data []byte) ([]byte, error) {
	d.buf.Reset()
	d.zw.Reset(&d.buf)
	if _, err := d.zw.Write(data); err != nil {
		return nil, err
	}
	if err := d.zw.Close(); err != nil {
		return nil, err
	}
	return d.buf.Bytes(), nil
}

// deflateStreams writes doc to w with every page content stream
// compressed with FlateDecode, as the library would have done it, and the cross-reference table and startxref moved to match.
func deflateStreams(w io.Writer, doc []byte) error {
	xref, err := startXref(doc)
	if err != nil {
		return err
	}
	offsets, tableAt, err := xrefTable(doc, xref)
	if err != nil {
		return err
	}
	d := newDeflater()
	out := &countWriter{w: w}
	// The library writes some objects (the page tree) after others with
	// higher numbers: walk them in file order.
	order := make([]int, len(offsets))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return offsets[order[a]] < offsets[order[b]] })
	// The page content streams: the library writes each right after its
	// page, whose dictionary names it. (Other plain streams, such as the
	// fonts' character maps, the library leaves plain too.)
	content := make([]bool, len(offsets))
	for k, i := range order {
		end := xref
		if k+1 < len(order) {
			end = offsets[order[k+1]]
		}
		if isPage(doc[offsets[i]:end]) && i+1 < len(offsets) &&
			bytes.Contains(doc[offsets[i]:end], []byte(fmt.Sprintf("/Contents %d 0 R>>\n", i+2))) {
			content[i+1] = true
		}
	}
	// shift[i] is how far object i+1 moves.
	shift := make([]int, len(offsets))
	last, delta := 0, 0
	for k, i := range order {
		off := offsets[i]
		if k > 0 && off == offsets[order[k-1]] {
			return fmt.Errorf("%w: two objects at offset %d", errLayout, off)
		}
		shift[i] = delta
		if !content[i] {
			continue
		}
		head, data, end, ok := plainStreamAt(doc, off)
		if !ok {
			return fmt.Errorf("%w: page content object %d", errLayout, i+1)
		}
		z, err := d.compress(data)
		if err != nil {
			return fmt.Errorf("pdf: compress: %w", err)
		}
		out.write(doc[last:head])
		n := len(z)
		out.printf("<</Filter /FlateDecode /Length %d>>\nstream\n", n)
		out.write(z)
		delta = out.n - end
		last = end
	}
	out.write(doc[last:xref])
	// The table: entries are fixed-width, so only their numbers change.
	out.write(doc[xref:tableAt])
	for i, off := range offsets {
		out.printf("%010d 00000 n \n", off+shift[i])
	}
	rest := doc[tableAt+20*len(offsets):]
	sx := bytes.LastIndex(rest, []byte("startxref\n"))
	if sx < 0 {
		return fmt.Errorf("%w: no startxref", errLayout)
	}
	out.write(rest[:sx])
	out.printf("startxref\n%d\n%%%%EOF\n", xref+delta)
	return out.err
}

// plainStreamAt reports whether the object at off is a stream whose
// dictionary is exactly "<</Length n>>", and returns where that
// dictionary starts, the stream's data and where the data ends.
func plainStreamAt(doc []byte, off int) (head int, data []byte, end int, ok bool) {
	line := bytes.IndexByte(doc[off:], '\n')
	if line < 0 || !bytes.HasSuffix(doc[off:off+line], []byte(" 0 obj")) {
		return 0, nil, 0, false
	}
	head = off + line + 1
	if !bytes.HasPrefix(doc[head:], plainOpen) {
		return 0, nil, 0, false
	}
	p := head + len(plainOpen)
	q := p
	for q < len(doc) && doc[q] >= '0' && doc[q] <= '9' {
		q++
	}
	n, err := strconv.Atoi(string(doc[p:q]))
	if err != nil || !bytes.HasPrefix(doc[q:], plainClose) {
		return 0, nil, 0, false
	}
	s := q + len(plainClose)
	if s+n > len(doc) || !bytes.HasPrefix(doc[s+n:], streamClose) {
		return 0, nil, 0, false
	}
	return head, doc[s : s+n], s + n, true
}

// isPage reports whether obj (from "n 0 obj" on) is a page dictionary.
func isPage(obj []byte) bool {
	line := bytes.IndexByte(obj, '\n')
	return line >= 0 && bytes.HasPrefix(obj[line+1:], []byte("<</Type /Page\n"))
}

// startXref returns the offset that the last startxref names.
func startXref(doc []byte) (int, error) {
	i := bytes.LastIndex(doc, []byte("startxref\n"))
	if i < 0 {
		return 0, fmt.Errorf("%w: no startxref", errLayout)
	}
	s := doc[i+len("startxref\n"):]
	j := bytes.IndexByte(s, '\n')
	if j < 0 {
		return 0, fmt.Errorf("%w: startxref", errLayout)
	}
	x, err := strconv.Atoi(string(s[:j]))
	if err != nil || x < 0 || x >= i {
		return 0, fmt.Errorf("%w: startxref %q", errLayout, s[:j])
	}
	return x, nil
}

// xrefTable reads the single cross-reference section the library writes
// ("xref", "0 n", the free entry, then n-1 entries of 20 bytes) and
// returns the offsets of objects 1..n-1 and where their entries start.
func xrefTable(doc []byte, xref int) ([]int, int, error) {
	s := doc[xref:]
	if !bytes.HasPrefix(s, []byte("xref\n0 ")) {
		return nil, 0, fmt.Errorf("%w: xref", errLayout)
	}
	p := len("xref\n0 ")
	j := bytes.IndexByte(s[p:], '\n')
	if j < 0 {
		return nil, 0, fmt.Errorf("%w: xref size", errLayout)
	}
	n, err := strconv.Atoi(string(s[p : p+j]))
	if err != nil || n < 1 {
		return nil, 0, fmt.Errorf("%w: xref size", errLayout)
	}
	p += j + 1
	if !bytes.HasPrefix(s[p:], []byte("0000000000 65535 f \n")) {
		return nil, 0, fmt.Errorf("%w: xref free entry", errLayout)
	}
	p += 20
	if len(s) < p+20*(n-1) {
		return nil, 0, fmt.Errorf("%w: xref truncated", errLayout)
	}
	offsets := make([]int, n-1)
	for i := range offsets {
		e := s[p+20*i : p+20*i+20]
		o, err := strconv.Atoi(string(e[:10]))
		if err != nil || string(e[10:]) != " 00000 n \n" || o >= xref {
			return nil, 0, fmt.Errorf("%w: xref entry %d", errLayout, i+1)
		}
		offsets[i] = o
	}
	return offsets, xref + p, nil
}

// countWriter counts what it writes and keeps the first error.
type countWriter struct {
	w   io.Writer
	n   int
	err error
}

func (c *countWriter) write(b []byte) {
	if c.err != nil {
		return
	}
	n, err := c.w.Write(b)
	c.n += n
	c.err = err
}

func (c *countWriter) printf(format string, args ...any) {
	if c.err != nil {
		return
	}
	n, err := fmt.Fprintf(c.w, format, args...)
	c.n += n
	c.err = err
}
