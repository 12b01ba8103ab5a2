package movement

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Setting is the name a message gives a setting the user typed: a flag
// ("--tables") or a configuration file's key with its place
// ("event.yaml:4: minutes_per_board"). A number printed right after it is
// the value as typed, so printers show it without digit grouping.
type Setting string

// FieldName is a field of a request named inside a sentence ("with %s 11"),
// which each front end words its own way: the command line as its flag
// (String: "--ew-numbers-from"), the page as the field's label
// (internal/request renames it).
type FieldName string

// String names the field as the command line does (FlagName).
func (f FieldName) String() string { return FlagName(string(f)) }

// FlagName is how the command line names a field: "--pairs", "-o" for
// the output, "--add-pair/--add-player" for a combination, an argument
// in capitals (MOVEMENT) as it is.
func FlagName(field string) string {
	parts := strings.Split(field, "/")
	for i, p := range parts {
		switch {
		case p == "output":
			parts[i] = "-o"
		case p == "" || strings.ToUpper(p) == p:
		default:
			parts[i] = "--" + p
		}
	}
	return strings.Join(parts, "/")
}

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
// English. A noun counted by 1 is singular ("1 round", "1 table of
// four"). The zero Text is the empty string.
func (t Text) String() string {
	if t.Format == "" {
		return ""
	}
	return fmt.Sprintf(singularize(t.Format, t.Args), t.Args...)
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

// EnglishSingular returns the singular of an English plural noun that a
// count may come before in a sentence of the program ("rounds": "round"),
// and false for any other word. Text uses it so that String says "1
// round", and export/i18n so that its English catalogue does too.
func EnglishSingular(plural string) (string, bool) {
	switch plural {
	case "boards":
		return "board", true
	case "deals":
		return "deal", true
	case "rounds":
		return "round", true
	case "tables":
		return "table", true
	case "sets":
		return "set", true
	case "contestants":
		return "contestant", true
	case "pairs":
		return "pair", true
	case "players":
		return "player", true
	case "times":
		return "time", true
	case "minutes":
		return "minute", true
	case "seats":
		return "seat", true
	case "sections":
		return "section", true
	case "meetings":
		return "meeting", true
	case "teams":
		return "team", true
	case "matches":
		return "match", true
	case "options":
		return "option", true
	case "moves":
		return "move", true
	case "partnerships":
		return "partnership", true
	case "copies":
		return "copy", true
	case "choices":
		return "choice", true
	case "numbers":
		return "number", true
	case "days":
		return "day", true
	case "classes":
		return "class", true
	case "files":
		return "file", true
	case "opponents":
		return "opponent", true
	case "winners":
		return "winner", true
	case "Mitchells":
		return "Mitchell", true
	case "bytes":
		return "byte", true
	case "sit-outs":
		return "sit-out", true
	case "groups":
		return "group", true
	case "repeats":
		return "repeat", true
	case "searches":
		return "search", true
	case "seeds":
		return "seed", true
	case "squares":
		return "square", true
	case "rooms":
		return "room", true
	case "lines":
		return "line", true
	case "results":
		return "result", true
	case "boxes":
		return "box", true
	case "hours":
		return "hour", true
	case "places":
		return "place", true
	case "problems":
		return "problem", true
	case "errors":
		return "error", true
	case "notes":
		return "note", true
	case "cards":
		return "card", true
	case "pages":
		return "page", true
	}
	return "", false
}

// CountedNoun matches a count and the plural noun after it, with at most
// one adjective between ("%d rounds", "%d more rounds", "%#d repeated
// meetings"): group 1 is the verb and its space, group 2 the adjective
// and its space, group 3 the word that may be a noun of EnglishSingular.
var CountedNoun = regexp.MustCompile(`(%#?d )((?:(?:more|fewer|resting|repeated|stationary|moving|other|different|distinct|fixed|given|shared|seeded|opponent|full|whole|empty|extra|new|sitting|further|perfect|complete) )?)([A-Za-z-]+)`)

// countedNext is CountedNoun with the noun right after the count.
var countedNext = regexp.MustCompile(`^(%#?d )()([A-Za-z-]+)`)

// RangeEnd matches text ending where the second number of a range begins
// ("%d or ", "%d to ", "%d-"): the noun after a range stays plural ("0 or
// 1 times").
var RangeEnd = regexp.MustCompile(`%#?d( or | to |-|–)$`)

// CountedNouns finds the counted plural nouns of an English format: for
// each, the byte offsets in format of the end of its count's verb and of
// the noun, and its singular, in order. A noun after the end of a range is
// not counted.
func CountedNouns(format string) (spans [][3]int, singular []string) {
	for _, loc := range CountedNoun.FindAllStringSubmatchIndex(format, -1) {
		if RangeEnd.MatchString(format[:loc[0]]) {
			continue
		}
		s := format[loc[0]:loc[1]]
		if m := countedNext.FindStringSubmatchIndex(s); m != nil {
			if one, ok := EnglishSingular(s[m[6]:m[7]]); ok {
				spans = append(spans, [3]int{loc[3] - 1, loc[0] + m[6], loc[0] + m[7]})
				singular = append(singular, one)
				continue
			}
		}
		if one, ok := EnglishSingular(format[loc[6]:loc[7]]); ok {
			spans = append(spans, [3]int{loc[3] - 1, loc[6], loc[7]})
			singular = append(singular, one)
		}
	}
	return spans, singular
}

// singularize returns format with each counted noun made singular where
// its count among args is 1 ("%d rounds" with 1 reads "1 round").
func singularize(format string, args []any) string {
	// A counted noun follows a "%d " or "%#d ": a format without "d " has
	// none, and is most of them (a list, a name, a team's points).
	if !strings.Contains(format, "d ") {
		return format
	}
	spans, singular := CountedNouns(format)
	if len(spans) == 0 {
		return format
	}
	// The argument of each verb, by where the verb ends.
	argAt := map[int]any{}
	n := 0
	for _, loc := range fmtVerb.FindAllStringIndex(format, -1) {
		if format[loc[1]-1] == '%' {
			continue
		}
		if n < len(args) {
			argAt[loc[1]] = args[n]
		}
		n++
	}
	var b strings.Builder
	last := 0
	for i, sp := range spans {
		if v, ok := argAt[sp[0]]; !ok || fmt.Sprint(v) != "1" {
			continue
		}
		b.WriteString(format[last:sp[1]])
		b.WriteString(singular[i])
		last = sp[2]
	}
	b.WriteString(format[last:])
	return b.String()
}

// fmtVerb matches fmt verbs with their flags, width and precision, and %%.
var fmtVerb = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)
