package ascfile

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/movegen/movegen/internal/textenc"
	"github.com/movegen/movegen/movement"
)

// DefaultBoardsPerSet is the number of boards per set Read assumes when the
// caller does not say: the .ASC file does not record it.
const DefaultBoardsPerSet = 3

// Limits on what Read accepts: movegen's limits (see movement.MaxTables
// and the others), checked before anything is allocated, so a hostile file
// cannot cause huge allocations.
const (
	MaxContestants  = movement.MaxContestants
	MaxTables       = movement.MaxTables
	MaxRounds       = movement.MaxRounds
	MaxSets         = movement.MaxSets
	MaxBoardsPerSet = movement.MaxBoardsPerSet
	// MaxLineBytes is the longest line Read accepts.
	MaxLineBytes = 1 << 20
)

// Options are what Read cannot learn from the file.
type Options struct {
	// Name of the movement; when empty, the file name without its
	// extension.
	Name string
	// BoardsPerSet; 0 means DefaultBoardsPerSet.
	BoardsPerSet int
	// Game; "" means bridge.
	Game movement.Game
}

// Error is a fault in an .ASC file, with the line it is on (0 when it
// concerns the whole file). The message is kept as a movement.Text, so a
// message catalogue can translate it; Error gives the English.
type Error struct {
	File string
	Line int
	Msg  movement.Text
}

func (e *Error) Error() string { return e.Text().String() }

// Text returns the whole message, "file:line: sentence", as a
// movement.Text whose sentence is e.Msg.
func (e *Error) Text() movement.Text {
	if e.Line > 0 {
		return movement.Say("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return movement.Say("%s: %s", e.File, e.Msg)
}

// sentence is an error kept as a movement.Text, so that Read can put it
// into an Error's message and a catalogue can still translate it.
type sentence struct{ text movement.Text }

func (s sentence) Error() string { return s.text.String() }

// fault builds a sentence error from an English format (a catalogue key).
func fault(format string, a ...any) error { return sentence{movement.Say(format, textArgs(a)...)} }

// textArgs returns a with every sentence error replaced by its Text.
func textArgs(a []any) []any {
	out := make([]any, len(a))
	for i, v := range a {
		if s, ok := v.(sentence); ok {
			out[i] = s.text
			continue
		}
		if s, ok := v.(string); ok {
			// The file's own text, quoted at most in part (issue 38).
			out[i] = movement.Excerpt(s)
			continue
		}
		out[i] = v
	}
	return out
}

// Read parses an .ASC movement from r. file names the input in error
// messages and, unless opt.Name is set, gives the movement its name.
func Read(r io.Reader, file string, opt Options) (*movement.Movement, error) {
	return ReadContext(context.Background(), r, file, opt)
}

// ReadContext is Read that gives up when ctx ends, looked at before every
// line, returning ctx's error (not an *Error: the file is not at fault).
func ReadContext(ctx context.Context, r io.Reader, file string, opt Options) (*movement.Movement, error) {
	if file == "" {
		file = "movement.asc"
	}
	bad := func(line int, format string, a ...any) error {
		return &Error{File: file, Line: line, Msg: movement.Say(format, textArgs(a)...)}
	}
	if opt.BoardsPerSet == 0 {
		opt.BoardsPerSet = DefaultBoardsPerSet
	}
	if opt.BoardsPerSet < 1 || opt.BoardsPerSet > MaxBoardsPerSet {
		return nil, bad(0, "boards per set %d: want 1 to %d", opt.BoardsPerSet, MaxBoardsPerSet)
	}
	if opt.Game == "" {
		opt.Game = movement.Bridge
	}
	if opt.Name == "" {
		opt.Name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	}

	br := bufio.NewReader(r)
	if start, _ := br.Peek(512); textenc.UTF16(start) {
		return nil, bad(0, "UTF-16 is not supported; save the file as UTF-8")
	}
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 0, 4096), MaxLineBytes)
	lineNo := 0
	var m *movement.Movement
	var letters *bool // how sets are written, once known
	round := 0
	for sc.Scan() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		lineNo++
		raw := sc.Bytes()
		if lineNo == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf")) // UTF-8 byte order mark
		}
		toks, err := tokens(raw)
		if err != nil {
			return nil, bad(lineNo, "%v", err)
		}
		if len(toks) == 0 {
			continue // an empty line or a comment, before the header or after
		}
		if m == nil {
			m, err = header(toks, opt)
			if err != nil {
				return nil, bad(lineNo, "header: %v", err)
			}
			continue
		}
		round++
		if round > m.Rounds {
			return nil, bad(lineNo, "round line %d, but the header says %d rounds", round, m.Rounds)
		}
		per := len(m.Seats) + 1
		if len(toks) != per*m.Tables {
			return nil, bad(lineNo, "round %d has %d numbers, want %d (%d tables × %d)", round, len(toks), per*m.Tables, m.Tables, per)
		}
		for t := 1; t <= m.Tables; t++ {
			group := toks[(t-1)*per : t*per]
			play := movement.Play{Round: round, Table: t, Seats: make([]int, len(m.Seats))}
			empty := true
			for i, tok := range group[:len(m.Seats)] {
				if tok.letter {
					return nil, bad(lineNo, "round %d table %d: %q where a contestant number belongs", round, t, tok.text)
				}
				c, err := number(tok.text, MaxContestants)
				if err != nil {
					return nil, bad(lineNo, "round %d table %d: contestant %v", round, t, err)
				}
				play.Seats[seatIndex(m.Kind, i)] = c
				empty = empty && c == 0
			}
			st := group[len(m.Seats)]
			if letters == nil && !(st.text == "0" && empty) {
				l := st.letter
				letters = &l
			}
			switch {
			case st.letter && !*letters, !st.letter && letters != nil && *letters && st.text != "0":
				return nil, bad(lineNo, "round %d table %d: set %q: sets must be all letters or all numbers", round, t, st.text)
			case st.letter:
				if len(st.text) != 1 || st.text[0] < 'A' || st.text[0] > 'Z' {
					return nil, bad(lineNo, "round %d table %d: set %q: want one capital letter A-Z", round, t, st.text)
				}
				play.Set = int(st.text[0]-'A') + 1
			default:
				s, err := number(st.text, MaxSets)
				if err != nil {
					return nil, bad(lineNo, "round %d table %d: set %v", round, t, err)
				}
				play.Set = s
			}
			switch {
			case empty && play.Set == 0:
				continue // an idle table
			case play.Set == 0:
				return nil, bad(lineNo, "round %d table %d: contestants but set 0", round, t)
			}
			m.Play = append(m.Play, play)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, bad(lineNo+1, "line longer than %d bytes", MaxLineBytes)
		}
		return nil, bad(0, "read: %v", err)
	}
	if m == nil {
		return nil, bad(0, "empty file: no header (only comments and empty lines)")
	}
	if round != m.Rounds {
		return nil, bad(lineNo, "the header says %d rounds, the file has %d round lines", m.Rounds, round)
	}
	m.SetLetters = letters != nil && *letters // problems name sets as the file wrote them
	return m, nil
}

// header builds the movement skeleton from the header numbers.
func header(toks []token, opt Options) (*movement.Movement, error) {
	if len(toks) != 5 {
		return nil, fault("%d numbers, want 5 (contestants tables rounds sets individual)", len(toks))
	}
	names := []movement.Text{movement.Say("contestants"), movement.Say("tables"), movement.Say("rounds"), movement.Say("sets"), movement.Say("individual")}
	limits := []int{MaxContestants, MaxTables, MaxRounds, MaxSets, 1}
	var v [5]int
	for i, tok := range toks {
		if tok.letter {
			return nil, fault("%s: %q is not a number", names[i], tok.text)
		}
		n, err := number(tok.text, limits[i])
		if err != nil {
			return nil, fault("%s %v", names[i], err)
		}
		if n == 0 && i < 4 {
			return nil, fault("%s: 0, want at least 1", names[i])
		}
		v[i] = n
	}
	m := &movement.Movement{
		Name:         opt.Name,
		Family:       movement.Custom,
		Kind:         movement.Pairs,
		Game:         opt.Game,
		Seats:        []movement.Seat{movement.NS, movement.EW},
		Contestants:  v[0],
		Tables:       v[1],
		Rounds:       v[2],
		Sets:         v[3],
		BoardsPerSet: opt.BoardsPerSet,
	}
	if v[4] == 1 {
		m.Kind = movement.Individual
		m.Seats = []movement.Seat{movement.N, movement.E, movement.S, movement.W}
	}
	return m, nil
}

// fileOrder is the order of the seats in an individual .ASC group, as
// indexes into the model's N E S W layout.
var fileOrder = [4]int{0, 2, 1, 3} // N S E W

// seatIndex maps position i of a group in the file to the model's seat
// index.
func seatIndex(k movement.Kind, i int) int {
	if k == movement.Individual {
		return fileOrder[i]
	}
	return i
}

// token is a run of digits or of letters on a line.
type token struct {
	text   string
	letter bool
}

// tokens splits a line into numbers and letters, dropping separators and
// the comment.
func tokens(line []byte) ([]token, error) {
	if i := bytes.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	var out []token
	for i := 0; i < len(line); {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '-' || c == ',' || c == '\r':
			i++
		case isDigit(c) || isLetter(c):
			j := i
			for j < len(line) && isDigit(line[j]) == isDigit(c) && (isDigit(line[j]) || isLetter(line[j])) {
				j++
			}
			out = append(out, token{text: string(line[i:j]), letter: !isDigit(c)})
			i = j
		default:
			return nil, fault("unexpected character %q at column %d", rune(c), i+1)
		}
	}
	return out, nil
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// number parses a run of digits no larger than limit.
func number(s string, limit int) (int, error) {
	if len(s) > 9 {
		return 0, fault("%s…: too large, at most %d", s[:9], limit)
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fault("%q: not a number", s)
	}
	if n > limit {
		return 0, fault("%d: too large, at most %d", n, limit)
	}
	return n, nil
}
