package scorerfile

import (
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
)

// Input is the name a ParseError gives a file that the caller did not
// name (a reader fed from standard input or a network request); the
// caller may replace it by setting ParseError.File.
const Input = "(input)"

// ParseError is a fault in a movement file: the format, the file, the line
// (1-based; 0 when the fault concerns the whole file), the field on that
// line (such as "header: tables" or "table 3, round 2: EW"; empty when the
// whole line is at fault) and what is wrong.
type ParseError struct {
	Format string
	File   string
	Line   int
	Field  string
	Msg    movement.Text
}

// Error returns the message in English.
func (e *ParseError) Error() string { return e.Text().String() }

// Text returns the whole message, "file:line: field: sentence", as a
// movement.Text whose sentence is e.Msg; the file, line and field stay as
// they are in every language.
func (e *ParseError) Text() movement.Text {
	var b strings.Builder
	b.WriteString(e.File)
	if e.File == "" {
		b.WriteString(Input)
	}
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	return movement.Say("%s%s", b.String(), e.Msg)
}

// CannotWrite is the refusal of a writer: the movement holds something the
// format cannot express (three-player tables, a rest in a seating plan,
// sections, more tables than the format allows, ...). Why names what and
// why; nothing has been written.
type CannotWrite struct {
	// Format is the format's name, such as "EBUScore".
	Format string
	// Movement is the movement's name.
	Movement string
	Why      movement.Text
}

// Error returns the message in English.
func (e *CannotWrite) Error() string { return e.Text().String() }

// Text returns the whole message as a movement.Text. The movement's name
// is a nested Text without arguments, which a catalogue prints in its own
// language ("Mitchell, 7 tables" is "Митчелл, 7 столов" in Russian); a
// name a director typed stays as typed.
func (e *CannotWrite) Text() movement.Text {
	name := movement.Text{Format: strings.ReplaceAll(e.Movement, "%", "%%")}
	return movement.Say("%s cannot hold the movement %q: %s", e.Format, name, e.Why)
}

// UnsupportedFormat is returned for a format whose public description is
// not enough to read or write it (see docs/formats): Why says what is
// missing.
type UnsupportedFormat struct {
	Format string
	Why    movement.Text
}

// Error returns the message in English.
func (e *UnsupportedFormat) Error() string { return e.Text().String() }

// Text returns the whole message as a movement.Text.
func (e *UnsupportedFormat) Text() movement.Text {
	return movement.Say("%s files are not supported: %s", e.Format, e.Why)
}
