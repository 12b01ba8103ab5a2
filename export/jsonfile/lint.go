package jsonfile

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// smallObject is the number of keys up to which lint compares an object's
// keys one by one; larger objects (labels) get a map.
const smallObject = 16

// pathStep is one step of the path to a value: an object key or a list
// index (key is nil).
type pathStep struct {
	key   []byte
	index int
}

// linter walks a document that encoding/json has already parsed, to catch
// what encoding/json lets through: a key given twice in any object (it
// keeps the last), null as a value (it leaves the field as it was) and
// control characters in strings. It stops at the first fault.
type linter struct {
	rd   *reader
	data []byte
	path []pathStep
	err  error
}

// lint checks the whole document; rd.data must be valid JSON.
func (rd *reader) lint() error {
	l := &linter{rd: rd, data: rd.data}
	l.value(l.space(0))
	return l.err
}

// space returns the offset of the first byte at or after i that is not
// JSON white space.
func (l *linter) space(i int) int {
	for i < len(l.data) {
		switch l.data[i] {
		case ' ', '\t', '\r', '\n':
			i++
		default:
			return i
		}
	}
	return i
}

// fail records the first fault, at byte offset off.
func (l *linter) fail(off int, format string, a ...any) {
	if l.err == nil {
		l.err = l.rd.errAt(int64(off), l.field(), format, a...)
	}
}

// field writes the current path as Read's errors name fields:
// play[3].seats.N.
func (l *linter) field() string {
	var b strings.Builder
	for i, s := range l.path {
		if s.key == nil {
			b.WriteString("[" + strconv.Itoa(s.index) + "]")
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.Write(s.key)
	}
	return b.String()
}

// value checks the value starting at i and returns the offset after it.
func (l *linter) value(i int) int {
	if l.err != nil || i >= len(l.data) {
		return len(l.data)
	}
	if err := l.rd.stopped(); err != nil {
		l.err = err
		return len(l.data)
	}
	switch c := l.data[i]; c {
	case '{':
		return l.object(i)
	case '[':
		return l.list(i)
	case '"':
		end, s, escaped := l.str(i)
		if r, ok := control(s, escaped); ok {
			l.fail(i, "control character %U in the text; remove it", r)
		}
		return end
	case 'n':
		l.null(i)
		return i + len("null")
	case 't':
		return i + len("true")
	case 'f':
		return i + len("false")
	default: // a number
		j := i
		for j < len(l.data) && strings.IndexByte("+-0123456789.eE", l.data[j]) >= 0 {
			j++
		}
		return j
	}
}

// object checks the object starting at i.
func (l *linter) object(i int) int {
	i = l.space(i + 1) // past '{'
	var keys [][]byte
	var many map[string]bool
	for l.err == nil && i < len(l.data) && l.data[i] != '}' {
		if l.data[i] == ',' {
			i = l.space(i + 1)
		}
		keyAt := i
		end, key, _ := l.str(i)
		dup := false
		if many != nil {
			dup = many[string(key)]
			many[string(key)] = true
		} else {
			for _, k := range keys {
				dup = dup || bytes.Equal(k, key)
			}
			keys = append(keys, key)
			if len(keys) > smallObject {
				many = make(map[string]bool, 2*len(keys))
				for _, k := range keys {
					many[string(k)] = true
				}
			}
		}
		l.path = append(l.path, pathStep{key: key})
		if dup {
			l.fail(keyAt, "given twice")
		}
		i = l.space(end)
		i = l.space(i + 1) // past ':'
		i = l.space(l.value(i))
		l.path = l.path[:len(l.path)-1]
	}
	return i + 1
}

// list checks the list starting at i.
func (l *linter) list(i int) int {
	i = l.space(i + 1) // past '['
	for n := 0; l.err == nil && i < len(l.data) && l.data[i] != ']'; n++ {
		if l.data[i] == ',' {
			i = l.space(i + 1)
		}
		l.path = append(l.path, pathStep{index: n})
		i = l.space(l.value(i))
		l.path = l.path[:len(l.path)-1]
	}
	return i + 1
}

// str reads the string starting at i (the opening quote) and returns the
// offset after it and its contents, decoded when it holds escapes.
func (l *linter) str(i int) (end int, s []byte, escaped bool) {
	j := i + 1
	for j < len(l.data) && l.data[j] != '"' {
		if l.data[j] == '\\' {
			escaped = true
			j++
		}
		j++
	}
	end = min(j+1, len(l.data))
	if !escaped {
		return end, l.data[i+1 : min(j, len(l.data))], false
	}
	var v string
	if err := json.Unmarshal(l.data[i:end], &v); err != nil {
		return end, l.data[i+1 : min(j, len(l.data))], false // cannot happen: the document parsed
	}
	return end, []byte(v), true
}

// control returns the first control character in s (C0, DEL or C1). A
// string without escapes cannot hold C0 characters (JSON forbids them
// raw), so only DEL and C1 are looked for there.
func control(s []byte, escaped bool) (rune, bool) {
	if !escaped && bytes.IndexByte(s, 0x7f) < 0 && bytes.IndexByte(s, 0xc2) < 0 {
		return 0, false
	}
	for len(s) > 0 {
		r, n := utf8.DecodeRune(s)
		if unicode.IsControl(r) {
			return r, true
		}
		s = s[n:]
	}
	return 0, false
}

// shape is the current path with indexes written as [] and keys inside
// seats and labels objects as *: "play[].seats.*".
func (l *linter) shape() string {
	var b strings.Builder
	for i, s := range l.path {
		switch {
		case s.key == nil:
			b.WriteString("[]")
		case i > 0 && (bytes.Equal(l.path[i-1].key, []byte("labels")) || bytes.Equal(l.path[i-1].key, []byte("seats")) && i > 1):
			b.WriteString(".*")
		default:
			if i > 0 {
				b.WriteByte('.')
			}
			b.Write(s.key)
		}
	}
	return b.String()
}

// holds says what the field at shape holds, to word the error for a null
// there: "number", "object", "list", "boolean" or "" (a string, or a field
// the format does not have).
func holds(shape string) string {
	switch shape {
	case "contestants", "tables", "rounds", "sets", "boards_per_set",
		"play[].round", "play[].table", "play[].set", "play[].seats.*",
		"session.timetable.minutes_per_board", "session.timetable.move_minutes",
		"session.timetable.rounds[].round", "teams.pairs[][]":
		return "number"
	case "session", "session.timetable", "labels", "play[]", "play[].seats", "session.timetable.rounds[]",
		"teams", "teams.names":
		return "object"
	case "seats", "play", "session.timetable.rounds", "teams.pairs", "teams.pairs[]":
		return "list"
	case "play[].switched":
		return "boolean"
	}
	return ""
}

// null reports the null at offset i, saying what the field holds.
func (l *linter) null(i int) {
	switch holds(l.shape()) {
	case "number":
		l.fail(i, "want a number, found null")
	case "object":
		l.fail(i, "want an object, found null")
	case "list":
		l.fail(i, "want a list, found null")
	case "boolean":
		l.fail(i, "want true or false, found null")
	default:
		l.fail(i, "want a string, found null")
	}
}
