package jsonfile

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/movegen/movegen/internal/textenc"
	"github.com/movegen/movegen/movement"
)

// Limits on what Read accepts: movegen's limits (see movement.MaxTables
// and the others), checked before anything is allocated, so a hostile file
// cannot cause huge allocations.
const (
	MaxContestants  = movement.MaxContestants
	MaxTables       = movement.MaxTables
	MaxRounds       = movement.MaxRounds
	MaxSets         = movement.MaxSets
	MaxBoardsPerSet = movement.MaxBoardsPerSet
	// MaxBytes is the largest document Read accepts (64 MiB).
	MaxBytes = 64 << 20
	// MaxText is the longest name, family, label or session text, in
	// bytes.
	MaxText = movement.MaxText
)

// Error is a fault in a movement document: the file, the position (line and
// column, 1-based; 0 when unknown), the field involved (such as
// "play[3].round") and what is wrong, kept as a movement.Text so that a
// message catalogue can translate it; Error gives the English.
type Error struct {
	File      string
	Line, Col int
	Field     string
	Msg       movement.Text
}

func (e *Error) Error() string { return e.Text().String() }

// Text returns the whole message, "file:line:col: field: sentence", as a
// movement.Text whose sentence is e.Msg; the file, position and field stay
// as they are in every language.
func (e *Error) Text() movement.Text {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Col)
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	return movement.Say("%s%s", b.String(), e.Msg)
}

// jsonPlay is one element of "play" as it appears in the file.
type jsonPlay struct {
	Round    *int           `json:"round"`
	Table    *int           `json:"table"`
	Set      *int           `json:"set"`
	Seats    map[string]int `json:"seats"`
	Switched bool           `json:"switched"`
}

// reader holds the state of one Read.
type reader struct {
	ctx   context.Context
	steps int // calls to stopped
	file  string
	data  []byte
	dec   *json.Decoder
}

// Read parses a movegen-movement/1 document from r. file names the input in
// error messages. Every error is an *Error.
func Read(r io.Reader, file string) (*movement.Movement, error) {
	return ReadContext(context.Background(), r, file)
}

// ReadContext is Read that gives up when ctx ends, returning ctx's error
// (not an *Error). It looks at ctx every few thousand values while it
// checks the text and every few hundred plays while it decodes them, so a
// stop is seen within milliseconds even in a file of the largest size.
func ReadContext(ctx context.Context, r io.Reader, file string) (*movement.Movement, error) {
	if file == "" {
		file = "movement.json"
	}
	data, err := readAll(r)
	if err != nil {
		return nil, &Error{File: file, Msg: movement.Say("read: %v", err)}
	}
	if len(data) > MaxBytes {
		return nil, &Error{File: file, Msg: movement.Say("larger than %d bytes", MaxBytes)}
	}
	if textenc.UTF16(data) {
		return nil, &Error{File: file, Msg: movement.Say("UTF-16 is not supported; save the file as UTF-8")}
	}
	// A UTF-8 byte order mark, as some Windows editors write, is not part
	// of the document (.ASC and YAML input accept it too).
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rd := &reader{ctx: ctx, file: file, data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	rd.dec.DisallowUnknownFields()
	m, err := rd.document()
	if err != nil {
		return nil, err
	}
	return m, nil
}

// readAll reads r to its end, or to one byte past MaxBytes. A reader that
// says how much it holds (a *bytes.Reader, a *strings.Reader) is read into
// a buffer of that size at once, so that memory stays near the size of the
// document rather than the several times of a growing buffer.
func readAll(r io.Reader) ([]byte, error) {
	lr := io.LimitReader(r, MaxBytes+1)
	if l, ok := r.(interface{ Len() int }); ok {
		b := bytes.NewBuffer(make([]byte, 0, min(l.Len(), MaxBytes)+bytes.MinRead+1))
		_, err := b.ReadFrom(lr)
		return b.Bytes(), err
	}
	return io.ReadAll(lr)
}

// stopped returns ctx's error once ctx has ended, looking at it on every
// 256th call (a call is a play or a value, a microsecond or so of work).
func (rd *reader) stopped() error {
	rd.steps++
	if rd.ctx == nil || rd.steps%256 != 0 {
		return nil
	}
	return rd.ctx.Err()
}

// errAt builds an *Error at byte offset off.
func (rd *reader) errAt(off int64, field, format string, a ...any) error {
	line, col := position(rd.data, off)
	for i, v := range a {
		if s, ok := v.(string); ok {
			a[i] = movement.Excerpt(s)
		}
	}
	return &Error{File: rd.file, Line: line, Col: col, Field: movement.Excerpt(field), Msg: movement.Say(format, a...)}
}

// decodeErr turns an encoding/json error into an *Error with a position.
func (rd *reader) decodeErr(err error, field string, start int64) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		// Offsets of a Decoder that mixes Token and Decode are not always
		// relative to the document; a whole-document check gives the true
		// one (the offset after the offending byte).
		off := se.Offset
		var whole *json.SyntaxError
		if errors.As(json.Unmarshal(rd.data, new(json.RawMessage)), &whole) {
			off = whole.Offset
		}
		// encoding/json's own words ("invalid character 'n' looking for
		// beginning of value") are English; the place and the character
		// say the same in any language.
		at := max(off-1, 0)
		if at >= int64(len(rd.data)) {
			return rd.errAt(int64(len(rd.data)), field, "unexpected end of file")
		}
		c, _ := utf8.DecodeRune(rd.data[at:])
		return rd.errAt(at, field, "malformed JSON: %q cannot stand here", string(c))
	case errors.As(err, &te):
		f := field
		if te.Field != "" {
			f = field + "." + te.Field
		}
		// te.Offset is not relative to the document once Token and Decode
		// are mixed; the value's start is.
		return rd.errAt(start, f, "want %s, found JSON %s", te.Type, te.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return rd.errAt(int64(len(rd.data)), field, "unexpected end of file")
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	return rd.errAt(start, field, "%s", msg)
}

// skipSpace returns the offset of the first byte at or after off that is not
// white space or a comma, to point at the start of the next value.
func (rd *reader) skipSpace(off int64) int64 {
	for off < int64(len(rd.data)) {
		switch rd.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
		default:
			return off
		}
	}
	return off
}

// expectDelim reads one token and checks it is d.
func (rd *reader) expectDelim(d json.Delim, field string) error {
	start := rd.skipSpace(rd.dec.InputOffset())
	tok, err := rd.dec.Token()
	if err != nil {
		return rd.decodeErr(err, field, start)
	}
	if got, ok := tok.(json.Delim); !ok || got != d {
		what := "an object"
		if d == '[' {
			what = "a list"
		}
		return rd.errAt(start, field, "want %s, found %s", what, describe(tok))
	}
	return nil
}

func describe(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		return fmt.Sprintf("%q", string(v))
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%v", tok)
}

// label is one entry of "labels", where the file has it.
type label struct {
	key        string
	contestant int
	text       string
	at         int64 // the key's offset
}

// labels reads the "labels" object, at offset at, key by key in the
// order of the file. It refuses, at the key where it happens, a key that
// is not a contestant number 1..MaxContestants and a key past the
// MaxContestants-th (a label per contestant at most), so that a file of
// millions of keys is refused after reading a few thousand, with memory
// bounded, and every run names the same key. A key given twice and null
// are left to lint, which names them.
func (rd *reader) labels(at int64) ([]label, error) {
	if err := rd.expectDelim('{', "labels"); err != nil {
		return nil, err
	}
	var out []label
	for rd.dec.More() {
		keyStart := rd.skipSpace(rd.dec.InputOffset())
		if err := rd.stopped(); err != nil {
			return nil, err
		}
		if len(out) == MaxContestants {
			return nil, rd.errAt(keyStart, "labels", "more than %d labels (one a contestant at most)", MaxContestants)
		}
		tok, err := rd.dec.Token()
		if err != nil {
			return nil, rd.decodeErr(err, "labels", keyStart)
		}
		key, _ := tok.(string)
		c, err := strconv.Atoi(key)
		if err != nil || strconv.Itoa(c) != key {
			return nil, rd.errAt(keyStart, "labels", "key %q is not a contestant number", key)
		}
		if c < 1 || c > MaxContestants {
			return nil, rd.errAt(keyStart, "labels", "key %q: contestant outside 1..%d", key, MaxContestants)
		}
		valStart := rd.skipSpace(rd.dec.InputOffset())
		var text string
		if err := rd.dec.Decode(&text); err != nil {
			return nil, rd.decodeErr(err, "labels."+key, valStart)
		}
		out = append(out, label{key: key, contestant: c, text: text, at: keyStart})
	}
	if err := rd.expectDelim('}', "labels"); err != nil {
		return nil, err
	}
	return out, nil
}

// document reads the top-level object.
func (rd *reader) document() (*movement.Movement, error) {
	if !utf8.Valid(rd.data) {
		return nil, rd.errAt(int64(firstInvalidUTF8(rd.data)), "", "not UTF-8 text")
	}
	if err := rd.expectDelim('{', ""); err != nil {
		return nil, err
	}
	m := &movement.Movement{}
	seen := map[string]int64{}
	var format, kind, game, family string
	var seats []string
	var labels []label
	var plays []jsonPlay
	var playAt []int64
	var teamsRaw json.RawMessage
	var teamsAt int64
	counts := map[string]*int{
		"contestants": &m.Contestants, "tables": &m.Tables, "rounds": &m.Rounds,
		"sets": &m.Sets, "boards_per_set": &m.BoardsPerSet,
	}
	countAt := map[string]int64{}
	for rd.dec.More() {
		keyStart := rd.skipSpace(rd.dec.InputOffset())
		tok, err := rd.dec.Token()
		if err != nil {
			return nil, rd.decodeErr(err, "", keyStart)
		}
		key, _ := tok.(string)
		if _, dup := seen[key]; dup {
			return nil, rd.errAt(keyStart, key, "given twice")
		}
		seen[key] = keyStart
		valStart := rd.skipSpace(rd.dec.InputOffset())
		var target any
		switch key {
		case "format":
			target = &format
		case "name":
			target = &m.Name
		case "family":
			target = &family
		case "kind":
			target = &kind
		case "game":
			target = &game
		case "seats":
			target = &seats
		case "labels":
			l, err := rd.labels(valStart)
			if err != nil {
				return nil, err
			}
			labels = l
			continue
		case "sections": // issue 18 (h18): additive
			target = &m.Sections
		case "contestants", "tables", "rounds", "sets", "boards_per_set":
			target = counts[key]
			countAt[key] = valStart
		case "session":
			s, err := rd.session(valStart)
			if err != nil {
				return nil, err
			}
			m.Session = s
			continue
		case "teams": // issue 31: additive; built after the lint below
			if err := rd.dec.Decode(&teamsRaw); err != nil {
				return nil, rd.decodeErr(err, "teams", valStart)
			}
			teamsAt = valStart
			continue
		case "play":
			if err := rd.expectDelim('[', "play"); err != nil {
				return nil, err
			}
			for rd.dec.More() {
				start := rd.skipSpace(rd.dec.InputOffset())
				field := fmt.Sprintf("play[%d]", len(plays))
				if len(plays) >= movement.MaxPlays {
					return nil, rd.errAt(start, field, "more than %d plays", movement.MaxPlays)
				}
				if err := rd.stopped(); err != nil {
					return nil, err
				}
				var p jsonPlay
				if err := rd.dec.Decode(&p); err != nil {
					return nil, rd.decodeErr(err, field, start)
				}
				plays = append(plays, p)
				playAt = append(playAt, start)
			}
			if err := rd.expectDelim(']', "play"); err != nil {
				return nil, err
			}
			continue
		default:
			return nil, rd.errAt(keyStart, key, "unknown field (this reader knows %s)", Format)
		}
		if err := rd.dec.Decode(target); err != nil {
			return nil, rd.decodeErr(err, key, valStart)
		}
	}
	if err := rd.expectDelim('}', ""); err != nil {
		return nil, err
	}
	if end := rd.skipSpace(rd.dec.InputOffset()); end < int64(len(rd.data)) {
		return nil, rd.errAt(end, "", "extra data after the movement")
	}
	// encoding/json has read the whole document; what it lets through
	// (a key twice inside an object, null, control characters) is caught
	// here, before anything is built from it.
	if err := rd.lint(); err != nil {
		return nil, err
	}
	if teamsRaw != nil {
		t, err := rd.teams(teamsRaw, teamsAt)
		if err != nil {
			return nil, err
		}
		m.Teams = t
	}

	// Required fields.
	for _, k := range []string{"format", "kind", "game", "seats", "contestants", "tables", "rounds", "sets", "boards_per_set", "play"} {
		if _, ok := seen[k]; !ok {
			// Named at the document's start: its object lacks the key.
			return nil, rd.errAt(rd.skipSpace(0), k, "missing")
		}
	}
	if format != Format {
		return nil, rd.errAt(seen["format"], "format", "%q, want %q", format, Format)
	}
	for _, s := range []struct {
		name string
		v    string
	}{{"name", m.Name}, {"family", family}, {"kind", kind}, {"game", game}} {
		if len(s.v) > MaxText {
			return nil, rd.errAt(seen[s.name], s.name, "longer than %d bytes", MaxText)
		}
	}
	m.Family, m.Kind, m.Game = movement.Family(family), movement.Kind(kind), movement.Game(game)

	limits := map[string]int{"contestants": MaxContestants, "tables": MaxTables, "rounds": MaxRounds, "sets": MaxSets, "boards_per_set": MaxBoardsPerSet}
	for _, k := range []string{"contestants", "tables", "rounds", "sets", "boards_per_set"} {
		v := *counts[k]
		if v < 0 {
			return nil, rd.errAt(countAt[k], k, "%d is negative", v)
		}
		if v > limits[k] {
			return nil, rd.errAt(countAt[k], k, "%d is too large (at most %d)", v, limits[k])
		}
	}

	if len(seats) > 4 {
		return nil, rd.errAt(seen["seats"], "seats", "%d seats, at most 4", len(seats))
	}
	index := map[string]int{}
	for i, s := range seats {
		if !movement.Seat(s).Valid() {
			return nil, rd.errAt(seen["seats"], fmt.Sprintf("seats[%d]", i), "%q is not a seat (want NS, EW, N, E, S or W)", s)
		}
		if _, dup := index[s]; dup {
			return nil, rd.errAt(seen["seats"], fmt.Sprintf("seats[%d]", i), "%q listed twice", s)
		}
		index[s] = i
		m.Seats = append(m.Seats, movement.Seat(s))
	}

	if len(labels) > 0 {
		// In the order of the file, so that a fault is named the same way
		// on every run.
		m.Labels = make(map[int]string, len(labels))
		for _, l := range labels {
			if l.contestant > m.Contestants {
				return nil, rd.errAt(l.at, "labels", "key %q: contestant outside 1..%d", l.key, m.Contestants)
			}
			if len(l.text) > MaxText {
				return nil, rd.errAt(l.at, "labels."+l.key, "longer than %d bytes", MaxText)
			}
			m.Labels[l.contestant] = l.text
		}
	}

	m.Play = make([]movement.Play, 0, len(plays))
	for i, jp := range plays {
		if err := rd.stopped(); err != nil {
			return nil, err
		}
		field := fmt.Sprintf("play[%d]", i)
		for _, f := range []struct {
			name string
			v    *int
		}{{"round", jp.Round}, {"table", jp.Table}, {"set", jp.Set}} {
			if f.v == nil {
				return nil, rd.errAt(playAt[i], field+"."+f.name, "missing")
			}
			if *f.v < 0 {
				return nil, rd.errAt(playAt[i], field+"."+f.name, "%d is negative", *f.v)
			}
			if *f.v > 1_000_000 {
				return nil, rd.errAt(playAt[i], field+"."+f.name, "%d is too large", *f.v)
			}
		}
		p := movement.Play{Round: *jp.Round, Table: *jp.Table, Set: *jp.Set, Switched: jp.Switched, Seats: make([]int, len(m.Seats))}
		for s, c := range jp.Seats {
			j, ok := index[s]
			if !ok {
				return nil, rd.errAt(playAt[i], field+".seats", "seat %q is not in the layout %v", s, seats)
			}
			if c < 0 {
				return nil, rd.errAt(playAt[i], field+".seats."+s, "%d is negative", c)
			}
			if c > 1_000_000 {
				return nil, rd.errAt(playAt[i], field+".seats."+s, "%d is too large", c)
			}
			p.Seats[j] = c
		}
		m.Play = append(m.Play, p)
	}
	return m, nil
}

// position converts a byte offset into a 1-based line and column (in
// runes).
func position(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	col = utf8.RuneCount(before[start:]) + 1
	return line, col
}

func firstInvalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return len(b)
}
