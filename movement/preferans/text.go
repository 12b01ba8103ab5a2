package preferans

import (
	"fmt"
	"strings"

	"github.com/movegen/movegen/movement/design"
)

// Text is a sentence for the director kept as data: an English format
// string and its arguments, so that a message catalogue can translate the
// format and apply the same arguments (the command line does this for
// --lang ru). Arguments are numbers, strings, movement.Seat values or Texts
// themselves. String gives the English sentence.
type Text struct {
	Format string
	Args   []any
}

// say builds a Text.
func say(format string, args ...any) Text { return Text{Format: format, Args: args} }

// String formats the text in English; nested Texts print as their own
// English.
func (t Text) String() string {
	if t.Format == "" {
		return ""
	}
	return fmt.Sprintf(t.Format, t.Args...)
}

// MessageFormat returns the format and arguments, for a message catalogue.
func (t Text) MessageFormat() (string, []any) { return t.Format, t.Args }

// sizeText names a table size for people: "four" or "three".
func sizeText(seats int) Text {
	if seats == 3 {
		return say("three")
	}
	return say("four")
}

// tablesOf says "7 tables of four", or "1 table of four".
func tablesOf(t, seats int) Text {
	if t == 1 {
		return say("1 table of %s", sizeText(seats))
	}
	return say("%d tables of %s", t, sizeText(seats))
}

// layoutText says "7 tables of four, 7 rounds", or "…, 1 round".
func layoutText(tables Text, rounds int) Text {
	if rounds == 1 {
		return say("%s, 1 round", tables)
	}
	return say("%s, %d rounds", tables, rounds)
}

// restLayoutText is layoutText for a rest scheme.
func restLayoutText(tables Text, rounds int) Text {
	if rounds == 1 {
		return say("%s with one player resting each round, 1 round", tables)
	}
	return say("%s with one player resting each round, %d rounds", tables, rounds)
}

// sourceText turns a rest scheme's Source into a Text with the same
// English words, so the catalogue can translate it. A Source this package
// does not know is kept as it is.
func sourceText(s *design.RestScheme, v, k int) Text {
	switch {
	case strings.HasPrefix(s.Source, "cyclic base tables"):
		return say("cyclic base tables modulo %d", v)
	case s.Source == "base tables over Z3×Z3":
		return say("base tables over Z3×Z3")
	case s.Source == fmt.Sprintf("base tables over the additive group of GF(%d)", v):
		return say("base tables over the additive group of GF(%d)", v)
	case strings.HasPrefix(s.Source, "cosets of the"):
		return say("cosets of the %d-th roots of unity in GF(%d)", k, v)
	}
	return say("%s", s.Source)
}
