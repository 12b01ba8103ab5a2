package csvfile

import (
	"bufio"
	"io"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// formulaStarts are the first characters with which a spreadsheet
// (Excel, LibreOffice Calc, Google Sheets) reads a cell as a formula or
// a DDE command when it opens a CSV file: "=HYPERLINK(…)" in a label
// from an uploaded file would run when the director opened the file.
// The list is OWASP's (CSV Injection): = + - @, tab and carriage return.
const formulaStarts = "=+-@\t\r"

// inert matches the cells that begin with one of formulaStarts and are
// still read as plain values: a number ("-3", "+2.5") and a placeholder
// made of dashes only ("-", "--"). They are written as they are, so that
// a value a director typed is not changed.
var inert = regexp.MustCompile(`^(?:[+-]?[0-9]+(?:[.,][0-9]+)?|-+)$`)

// neutralise returns the cell as the file holds it, and whether it must
// be quoted whatever it contains: a cell a spreadsheet would read as a
// formula gets a leading single quote (which makes it text) and is
// quoted, so that no program reading the file with another separator
// (";" in Russian and German spreadsheets, tab) finds a formula in its
// middle either.
func neutralise(cell string) (string, bool) {
	if cell == "" || !strings.ContainsRune(formulaStarts, rune(cell[0])) || inert.MatchString(cell) {
		return cell, false
	}
	return "'" + cell, true
}

// RecordWriter writes CSV records as encoding/csv does (comma-separated,
// "\n" line ends, a field quoted when it holds a comma, a quote or a line
// break or begins with a space), and also quotes every field that holds
// ";" or a tab, and every field neutralise changed.
type RecordWriter struct {
	w   *bufio.Writer
	err error
}

// NewRecordWriter returns a RecordWriter to w; every CSV file movegen
// writes goes through one, so no cell of it runs as a formula.
func NewRecordWriter(w io.Writer) *RecordWriter { return &RecordWriter{w: bufio.NewWriter(w)} }

// Write writes one record; the first error sticks and is returned by
// Flush.
func (rw *RecordWriter) Write(rec []string) error {
	if rw.err != nil {
		return rw.err
	}
	for i, field := range rec {
		if i > 0 {
			rw.w.WriteByte(',')
		}
		field, force := neutralise(field)
		if !force && !needsQuotes(field) {
			rw.w.WriteString(field)
			continue
		}
		rw.w.WriteByte('"')
		rw.w.WriteString(strings.ReplaceAll(field, `"`, `""`))
		rw.w.WriteByte('"')
	}
	_, rw.err = rw.w.WriteString("\n")
	return rw.err
}

// Flush writes out what is buffered and returns the first error.
func (rw *RecordWriter) Flush() error {
	if rw.err != nil {
		return rw.err
	}
	rw.err = rw.w.Flush()
	return rw.err
}

// needsQuotes reports whether a field must be quoted: encoding/csv's rule
// (a comma, a quote, a line break, a leading space, or the field `\.`)
// and also ";" and tab, the separators of other spreadsheets' imports.
func needsQuotes(field string) bool {
	if field == "" {
		return false
	}
	if field == `\.` || strings.ContainsAny(field, ",\";\t\r\n") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(field)
	return unicode.IsSpace(r)
}
