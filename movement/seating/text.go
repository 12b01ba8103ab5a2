package seating

import "fmt"

// Text is a sentence for the director kept as data: an English format
// string and its arguments, so that a message catalogue can translate the
// format and apply the same arguments (the command line does this for
// --lang ru). Arguments are numbers, strings or Texts themselves, which a
// catalogue translates in turn. String gives the English sentence.
//
// Counts that can pass 999 (meetings, pairs) use the verb %#d: fmt
// prints it as %d, and a catalogue built on golang.org/x/text/message
// prints it without digit grouping, so "1035 pairs" reads the same in
// every language.
//
// The planner returns its bound statements, method names and the reasons
// for a default number of rounds as Texts; it never prints.
type Text struct {
	Format string
	Args   []any
}

// say builds a Text. Every English sentence of the package goes through
// it with a literal format, so that a test can check that the catalogue
// translates each one.
func say(format string, args ...any) Text { return Text{Format: format, Args: args} }

// String formats the text in English; nested Texts print as their own
// English. The zero Text is the empty string.
func (t Text) String() string {
	if t.Format == "" {
		return ""
	}
	return fmt.Sprintf(t.Format, t.Args...)
}

// IsZero reports whether t says nothing.
func (t Text) IsZero() bool { return t.Format == "" }

// MessageFormat returns the format and arguments, for a message catalogue.
func (t Text) MessageFormat() (string, []any) { return t.Format, t.Args }
