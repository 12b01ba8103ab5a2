package csvin

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/movegen/movegen/movement"
)

// Error is a fault in a CSV input file: the file, the line (1-based; 0
// when the whole file is at fault), the column and what is wrong, kept as
// a movement.Text so that a message catalogue can translate it.
type Error struct {
	File  string
	Line  int
	Field string
	Msg   movement.Text
}

// Error returns the message in English.
func (e *Error) Error() string { return e.Text().String() }

// Text returns the whole message, "file:line: field: sentence", as a
// movement.Text whose sentence is e.Msg.
func (e *Error) Text() movement.Text {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	return movement.Say("%s%s", b.String(), e.Msg)
}

// Reader reads the records of one file.
type Reader struct {
	file string
	cr   *csv.Reader
}

// Options are the choices a reader makes about its file.
type Options struct {
	// MaxBytes is the largest file accepted.
	MaxBytes int
	// Delimiter chooses the cell separator from the file's text (after
	// the byte-order mark); nil means ','.
	Delimiter func(data []byte) rune
}

// NewReader reads all of r (at most o.MaxBytes) and returns a Reader of
// its records; file names the input in messages.
func NewReader(r io.Reader, file string, o Options) (*Reader, error) {
	rd := &Reader{file: file}
	data, err := io.ReadAll(io.LimitReader(r, int64(o.MaxBytes)+1))
	if err != nil {
		return nil, rd.Errorf(0, "", "read: %v", err)
	}
	if len(data) > o.MaxBytes {
		return nil, rd.Errorf(0, "", "larger than %d bytes", o.MaxBytes)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		return nil, rd.Errorf(0, "", "not UTF-8 text")
	}
	rd.cr = csv.NewReader(bytes.NewReader(data))
	if o.Delimiter != nil {
		rd.cr.Comma = o.Delimiter(data)
	}
	rd.cr.FieldsPerRecord = -1
	rd.cr.Comment = '#'
	rd.cr.TrimLeadingSpace = true
	rd.cr.ReuseRecord = true
	return rd, nil
}

// Read returns the next record and the line it starts on; io.EOF after
// the last. The record is the reader's own: it is valid until the next
// Read.
func (rd *Reader) Read() (rec []string, line int, err error) {
	rec, err = rd.cr.Read()
	if errors.Is(err, io.EOF) {
		return nil, 0, io.EOF
	}
	if err != nil {
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			return nil, 0, rd.Errorf(pe.Line, "", "malformed CSV: %v", pe.Err)
		}
		return nil, 0, rd.Errorf(0, "", "malformed CSV: %v", err)
	}
	line, _ = rd.cr.FieldPos(0)
	return rec, line, nil
}

// Errorf returns the *Error of a fault at line (0 for the whole file) in
// field ("" for none).
func (rd *Reader) Errorf(line int, field, format string, args ...any) error {
	return &Error{File: rd.file, Line: line, Field: field, Msg: movement.Say(format, args...)}
}
