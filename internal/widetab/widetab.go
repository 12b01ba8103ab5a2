package widetab

import (
	"bytes"
	"io"
	"text/tabwriter"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// marker follows every wide character inside the tabwriter, which then
// counts the pair as two columns; the output side removes it. It is a
// private-use character, which no text of movegen contains.
const marker = "\ue000"

// Writer is a tabwriter.Writer that counts wide characters as two
// columns. Make one with New; call Flush when done, as with tabwriter.
type Writer struct {
	tw   *tabwriter.Writer
	out  *strip
	pend []byte
}

// New returns a Writer with tabwriter's parameters (see
// tabwriter.NewWriter).
func New(w io.Writer, minwidth, tabwidth, padding int, padchar byte, flags uint) *Writer {
	s := &strip{w: w}
	return &Writer{tw: tabwriter.NewWriter(s, minwidth, tabwidth, padding, padchar, flags), out: s}
}

// Wide reports whether a terminal draws r in two columns.
func Wide(r rune) bool {
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return true
	}
	return false
}

// Width is the number of terminal columns s takes.
func Width(s string) int {
	n := 0
	for _, r := range s {
		n++
		if Wide(r) {
			n++
		}
	}
	return n
}

// Write writes p to the tabwriter, a marker after each wide character.
// A character cut between two writes waits for the next.
func (w *Writer) Write(p []byte) (int, error) {
	w.pend = append(w.pend, p...)
	var b []byte
	i := 0
	for i < len(w.pend) {
		if !utf8.FullRune(w.pend[i:]) {
			break
		}
		r, n := utf8.DecodeRune(w.pend[i:])
		if b == nil && Wide(r) {
			b = append(make([]byte, 0, len(w.pend)+16), w.pend[:i]...)
		}
		if b != nil {
			b = append(b, w.pend[i:i+n]...)
			if Wide(r) {
				b = append(b, marker...)
			}
		}
		i += n
	}
	if b == nil {
		b = w.pend[:i]
	}
	if _, err := w.tw.Write(b); err != nil {
		return 0, err
	}
	w.pend = append(w.pend[:0], w.pend[i:]...)
	return len(p), nil
}

// Flush flushes the tabwriter (tabwriter.Writer.Flush) and writes what it
// held.
func (w *Writer) Flush() error {
	if len(w.pend) > 0 {
		if _, err := w.tw.Write(w.pend); err != nil {
			return err
		}
		w.pend = w.pend[:0]
	}
	if err := w.tw.Flush(); err != nil {
		return err
	}
	return w.out.flush()
}

// strip removes the markers from what the tabwriter writes.
type strip struct {
	w    io.Writer
	tail []byte
}

func (s *strip) Write(p []byte) (int, error) {
	buf := append(s.tail, p...)
	// Keep a possible start of a marker for the next write.
	keep := 0
	for k := len(marker) - 1; k > 0; k-- {
		if len(buf) >= k && bytes.Equal(buf[len(buf)-k:], []byte(marker)[:k]) {
			keep = k
			break
		}
	}
	out := bytes.ReplaceAll(buf[:len(buf)-keep], []byte(marker), nil)
	s.tail = append([]byte(nil), buf[len(buf)-keep:]...)
	if _, err := s.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

func (s *strip) flush() error {
	if len(s.tail) == 0 {
		return nil
	}
	_, err := s.w.Write(s.tail)
	s.tail = nil
	return err
}
