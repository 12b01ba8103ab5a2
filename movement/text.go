package movement

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Text is a sentence for the director kept as data: an English format
// string and its arguments, so that a message catalogue can translate the
// format and apply the same arguments (the command line does this for
// --lang ru through export/i18n's Printer.Message). Arguments are numbers,
// strings, clock times, movement values such as a Seat, or Texts
// themselves, which a catalogue translates in turn.
//
// The generators, the seating planner and the session planner return
// their explanations, bound statements, option names and reasons as Texts
// and never print; String gives the English sentence, and JSON carries
// the English too, so a file reads the same whatever the language of the
// terminal.
//
// Counts that can pass 999 (meetings, pairs) use the verb %#d: fmt prints
// it as %d, and a catalogue built on golang.org/x/text/message prints it
// without digit grouping, so "1035 pairs" reads the same in every
// language.
type Text struct {
	Format string
	Args   []any
}

// Say builds a Text from an English format and its arguments. Packages
// that return Texts pass every sentence through a say of their own with a
// literal format, so that the catalogue's completeness test can find each
// one.
func Say(format string, args ...any) Text { return Text{Format: format, Args: args} }

// String formats the text in English; nested Texts print as their own
// English. The zero Text is the empty string.
func (t Text) String() string {
	if t.Format == "" {
		return ""
	}
	return fmt.Sprintf(t.Format, t.Args...)
}

// IsZero reports whether t says nothing, so that JSON fields tagged
// omitzero leave it out.
func (t Text) IsZero() bool { return t.Format == "" }

// MarshalJSON writes the English sentence as a JSON string.
func (t Text) MarshalJSON() ([]byte, error) { return json.Marshal(t.String()) }

// UnmarshalJSON reads a sentence written by MarshalJSON. The sentence comes
// back as fixed words, Say("%s", sentence): its arguments are not
// recovered.
func (t *Text) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	*t = Text{}
	if s != "" {
		*t = Say("%s", s)
	}
	return nil
}

// JoinInts writes numbers for people, joined by sep: JoinInts([]int{1, 2,
// 5}, ", ") is "1, 2, 5". It is the one number joiner of the tree.
func JoinInts(xs []int, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, sep)
}

// BoardsNote is the last line of the Mitchell and Howell notes: the sets
// and, when the generator chose the number of boards (chosen), the rule it
// followed; raised says the number nearest to 26 was raised to 2 because
// tables share sets.
func BoardsNote(m *Movement, chosen, raised bool) Text {
	sets, boards := Say("%d sets", m.Sets), Say("%d boards", m.BoardsPerSet)
	each := Say("%d boards", m.BoardsPerSet*m.Rounds)
	switch {
	case raised:
		return Say("Boards: %s of %s (default: at least 2 a round, as a relay plays one set at two tables at once; each pair plays %s).", sets, boards, each)
	case chosen:
		return Say("Boards: %s of %s (default: each pair plays %s, the nearest to 26).", sets, boards, each)
	}
	return Say("Boards: %s of %s.", sets, boards)
}

// Times says how many times, for sentences kept as data: "once" for 1,
// else "%d times", which a catalogue counts in its language ("2 раза",
// "5 раз", "21 раз"). Use it as the argument of a "%s" in place of a bare
// "%d times", which reads "1 times".
func Times(n int) Text {
	if n == 1 {
		return Say("once")
	}
	return Say("%d times", n)
}
