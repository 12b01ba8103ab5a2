package ebufile

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/internal/textenc"
	"github.com/movegen/movegen/movement"
)

// FormatName is how messages name the format.
const FormatName = "EBUScore"

// The movement types of the header's first field.
const (
	Howell             = 0
	Mitchell           = 1
	SwitchedMitchell   = 2
	IndividualOne      = 3
	IndividualFour     = 4
	TeamsAmericanWhist = 5
	TeamsScoreBreak    = 6
	TeamsStagger       = 7
)

// Limits on what Read accepts, checked before anything is allocated:
// movegen's limits (movement.MaxTables and the others).
const (
	MaxTables       = movement.MaxTables
	MaxRounds       = movement.MaxRounds
	MaxSets         = movement.MaxSets
	MaxBoardsPerSet = movement.MaxBoardsPerSet
	// MaxNumber is the largest pair or team number Read accepts: one more
	// than movement.MaxContestants, for the missing pair.
	MaxNumber = movement.MaxContestants + 1
	// MaxLineBytes is the longest line Read accepts.
	MaxLineBytes = 1 << 20
	// MaxMovements is the most movements one file may hold.
	MaxMovements = 10000
)

// Entry is one movement of a file.
type Entry struct {
	// Line is the line of the movement's header.
	Line int
	// Title is the title line, "" when the movement has none.
	Title string
	// Type is the header's movement type (Howell … TeamsStagger).
	Type int
	// Movement is the movement of a pairs entry (types 0–2), nil otherwise.
	Movement *movement.Movement
	// Teams is the movement of a teams entry (types 5–7), nil otherwise.
	Teams *Teams
	// Skipped says why an entry was listed but not read (individual
	// movements); zero otherwise.
	Skipped movement.Text
}

// name returns the entry's title, or "movement N" (N its position in the
// file, from 1) when it has none.
func (e Entry) name(i int) string {
	if e.Title != "" {
		return e.Title
	}
	return "movement " + strconv.Itoa(i)
}

// Read parses every movement of an EBUScore movement file. file names the
// input in error messages ("" gives scorerfile.Input).
func Read(r io.Reader, file string) ([]Entry, error) {
	return ReadContext(context.Background(), r, file)
}

// ReadContext is Read that gives up when ctx ends, looked at before every
// line, returning ctx's error.
func ReadContext(ctx context.Context, r io.Reader, file string) ([]Entry, error) {
	rd := &reader{ctx: ctx, file: file}
	br := bufio.NewReader(r)
	if start, _ := br.Peek(512); textenc.UTF16(start) {
		return nil, rd.fail(0, "", movement.Say("UTF-16 is not supported; save the file as UTF-8"))
	}
	rd.sc = bufio.NewScanner(br)
	rd.sc.Buffer(make([]byte, 0, 4096), MaxLineBytes)
	return rd.file1()
}

// reader holds the state of one Read.
type reader struct {
	ctx    context.Context
	file   string
	sc     *bufio.Scanner
	line   int
	held   *string // a line read ahead and not yet used
	heldAt int
}

func (rd *reader) fail(line int, field string, msg movement.Text) error {
	return &scorerfile.ParseError{Format: FormatName, File: rd.file, Line: line, Field: movement.Excerpt(field), Msg: msg.Excerpted()}
}

// next returns the next line (without its line end), its number, and
// false at the end of the file.
func (rd *reader) next() (string, int, bool, error) {
	if rd.held != nil {
		s := *rd.held
		rd.held = nil
		return s, rd.heldAt, true, nil
	}
	if err := rd.ctx.Err(); err != nil {
		return "", 0, false, err
	}
	if !rd.sc.Scan() {
		if err := rd.sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				return "", 0, false, rd.fail(rd.line+1, "", movement.Say("line longer than %d bytes", MaxLineBytes))
			}
			return "", 0, false, rd.fail(0, "", movement.Say("read: %v", err.Error()))
		}
		return "", 0, false, nil
	}
	rd.line++
	b := rd.sc.Bytes()
	if rd.line == 1 {
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	}
	return strings.TrimRight(string(b), "\r"), rd.line, true, nil
}

func (rd *reader) unread(s string, at int) { rd.held, rd.heldAt = &s, at }

// file1 reads the movements one by one.
func (rd *reader) file1() ([]Entry, error) {
	var out []Entry
	for {
		e, ok, err := rd.movement1()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		if len(out) == MaxMovements {
			return nil, rd.fail(e.Line, "", movement.Say("more than %d movements in one file", MaxMovements))
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		return nil, rd.fail(0, "", movement.Say("no movement: the file has no header line (type,tables,boards,boards per round,rounds)"))
	}
	for i := range out {
		if out[i].Movement != nil {
			out[i].Movement.Name = out[i].name(i + 1)
		}
		if out[i].Teams != nil {
			out[i].Teams.Name = out[i].Title
		}
	}
	return out, nil
}

// header is a parsed header line.
type header struct {
	typ, tables, boards, bpr, rounds, extra int
	fields                                  int
}

// numbers splits a comma-separated line into its fields, trimmed.
func fields(s string) []string {
	parts := strings.Split(s, ",")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
	}
	return parts
}

// allNumbers reports whether every field is a run of digits.
func allNumbers(fs []string) bool {
	for _, f := range fs {
		if f == "" {
			return false
		}
		for i := 0; i < len(f); i++ {
			if f[i] < '0' || f[i] > '9' {
				return false
			}
		}
	}
	return true
}

// isHeader reports whether a line has the shape of a header: five or six
// comma-separated numbers, the first a movement type 0–7.
func isHeader(s string) bool {
	fs := fields(s)
	if (len(fs) != 5 && len(fs) != 6) || !allNumbers(fs) {
		return false
	}
	return len(fs[0]) == 1 && fs[0][0] <= '7'
}

// headerNames are the header's fields as messages name them.
var headerNames = [6]string{"type", "tables", "boards", "boards per round", "rounds", "missing pair or players"}

func (rd *reader) parseHeader(s string, at int) (header, error) {
	fs := fields(s)
	var h header
	h.fields = len(fs)
	limits := [6]int{7, MaxTables, MaxSets * MaxBoardsPerSet, MaxBoardsPerSet, MaxRounds, MaxNumber}
	v := make([]int, 6)
	for i, f := range fs {
		n, msg := number(f, limits[i])
		if !msg.IsZero() {
			return h, rd.fail(at, "header: "+headerNames[i], msg)
		}
		if n == 0 && i >= 1 && i <= 4 {
			return h, rd.fail(at, "header: "+headerNames[i], movement.Say("0, want at least 1"))
		}
		v[i] = n
	}
	h.typ, h.tables, h.boards, h.bpr, h.rounds, h.extra = v[0], v[1], v[2], v[3], v[4], v[5]
	if h.boards%h.bpr != 0 {
		return h, rd.fail(at, "header: boards", movement.Say("%d boards are not a whole number of rounds of %d boards", h.boards, h.bpr))
	}
	if sets := h.boards / h.bpr; sets > MaxSets {
		return h, rd.fail(at, "header: boards", movement.Say("%d sets of boards: at most %d", sets, MaxSets))
	}
	if h.fields == 6 && h.typ >= TeamsAmericanWhist {
		return h, rd.fail(at, "header", movement.Say("6 fields for a teams movement, want 5 (type,tables,boards,boards per round,rounds)"))
	}
	return h, nil
}

// number parses a run of digits no larger than limit; a zero Text when it
// is fine.
func number(s string, limit int) (int, movement.Text) {
	if s == "" {
		return 0, movement.Say("empty, want a number")
	}
	if len(s) > 9 {
		return 0, movement.Say("%s…: too large, at most %d", s[:9], limit)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, movement.Say("%q is not a number", s)
	}
	if n > limit {
		return 0, movement.Say("%d: too large, at most %d", n, limit)
	}
	return n, movement.Text{}
}

// triple is one "NS,EW,set" of a table line.
type triple struct{ ns, ew, set int }

// movement1 reads one movement; false at the end of the file.
func (rd *reader) movement1() (Entry, bool, error) {
	var e Entry
	// The title (optional) and the header.
	s, at, ok, err := rd.nonBlank()
	if err != nil || !ok {
		return e, false, err
	}
	if !isHeader(s) {
		e.Title = strings.TrimSpace(s)
		if why, ok := movement.TextFault(e.Title); !ok {
			return e, false, rd.fail(at, "title", why)
		}
		s, at, ok, err = rd.nonBlank()
		if err != nil {
			return e, false, err
		}
		if !ok {
			return e, false, rd.fail(at, "", movement.Say("the file ends after the title %q, want a header line (type,tables,boards,boards per round,rounds)", e.Title))
		}
		if !isHeader(s) {
			return e, false, rd.fail(at, "header", movement.Say("%q is not a header line (type,tables,boards,boards per round,rounds, each a number, type 0 to 7)", clip(s)))
		}
	}
	e.Line = at
	h, err := rd.parseHeader(s, at)
	if err != nil {
		return e, false, err
	}
	e.Type = h.typ
	// The table lines.
	grid := make([][]triple, h.tables)
	compact := true
	for t := 1; t <= h.tables; t++ {
		s, at, ok, err := rd.next()
		if err != nil {
			return e, false, err
		}
		if !ok {
			at = rd.line + 1
		}
		if !ok || strings.TrimSpace(s) == "" {
			return e, false, rd.fail(at, "", movement.Say("table %d: no line; the header on line %d says %d tables", t, e.Line, h.tables))
		}
		if h.typ == IndividualOne || h.typ == IndividualFour {
			continue // skipped below; one line per table (inferred)
		}
		if strings.Contains(s, ", ") {
			compact = false
		}
		row, err := rd.tableLine(s, at, t, h)
		if err != nil {
			return e, false, err
		}
		grid[t-1] = row
	}
	switch {
	case h.typ == IndividualOne || h.typ == IndividualFour:
		e.Skipped = movement.Say("individual movement (type %d): no public source gives the layout of its table lines, so it is not read", h.typ)
	case h.typ >= TeamsAmericanWhist:
		e.Teams = &Teams{Type: h.typ, Tables: h.tables, Rounds: h.rounds, BoardsPerRound: h.bpr, Boards: h.boards, Compact: compact}
		e.Teams.Play = make([][]Table, h.tables)
		for t, row := range grid {
			e.Teams.Play[t] = make([]Table, h.rounds)
			for r, x := range row {
				e.Teams.Play[t][r] = Table{NS: x.ns, EW: x.ew, Set: x.set}
			}
		}
	default:
		m, err := rd.pairs(h, grid, e.Line)
		if err != nil {
			return e, false, err
		}
		e.Movement = m
	}
	return e, true, nil
}

// nonBlank returns the next line that is not blank.
func (rd *reader) nonBlank() (string, int, bool, error) {
	for {
		s, at, ok, err := rd.next()
		if err != nil || !ok {
			return "", rd.line, false, err
		}
		if strings.TrimSpace(s) != "" {
			return s, at, true, nil
		}
	}
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// tableLine parses the line of table t.
func (rd *reader) tableLine(s string, at, t int, h header) ([]triple, error) {
	fs := fields(s)
	if len(fs) != 3*h.rounds {
		return nil, rd.fail(at, "table "+strconv.Itoa(t), movement.Say("%d numbers, want %d (%d rounds × NS,EW,set)", len(fs), 3*h.rounds, h.rounds))
	}
	sets := h.boards / h.bpr
	row := make([]triple, h.rounds)
	names := [3]string{"NS", "EW", "set"}
	for r := range h.rounds {
		var v [3]int
		for i := range 3 {
			limit := MaxNumber
			if i == 2 {
				limit = sets
			}
			n, msg := number(fs[3*r+i], limit)
			if !msg.IsZero() {
				return nil, rd.fail(at, "table "+strconv.Itoa(t)+", round "+strconv.Itoa(r+1)+": "+names[i], msg)
			}
			v[i] = n
		}
		row[r] = triple{v[0], v[1], v[2]}
	}
	return row, nil
}

// pairs builds the movement of a pairs entry.
func (rd *reader) pairs(h header, grid [][]triple, line int) (*movement.Movement, error) {
	missing := 0
	if h.fields == 6 {
		missing = h.extra
	}
	// The pairs are the numbers the file uses, in order: contestants
	// 1..C, a number that differs from its place kept as the label (the
	// number the cards print); 0 and the missing pair are empty seats.
	used := map[int]bool{}
	for _, row := range grid {
		for _, x := range row {
			for _, p := range []int{x.ns, x.ew} {
				if p != 0 && p != missing {
					used[p] = true
				}
			}
		}
	}
	if len(used) > movement.MaxContestants {
		return nil, rd.fail(line, "", movement.Say("%d pairs: at most %d", len(used), movement.MaxContestants))
	}
	order := make([]int, 0, len(used))
	for p := range used {
		order = append(order, p)
	}
	slices.Sort(order)
	contestant := make(map[int]int, len(order))
	for i, p := range order {
		contestant[p] = i + 1
	}
	// number maps a pair number of the file to a contestant.
	number := func(p int) int { return contestant[p] }
	C := len(order)
	family := movement.Howell
	if h.typ != Howell {
		family = movement.Mitchell
	}
	m := &movement.Movement{
		Family:       family,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        movement.PairSeats(),
		Contestants:  C,
		Tables:       h.tables,
		Rounds:       h.rounds,
		Sets:         h.boards / h.bpr,
		BoardsPerSet: h.bpr,
	}
	for i, p := range order {
		if p != i+1 {
			if m.Labels == nil {
				m.Labels = map[int]string{}
			}
			m.Labels[i+1] = strconv.Itoa(p)
		}
	}
	for t, row := range grid {
		for r, x := range row {
			ns, ew := number(x.ns), number(x.ew)
			switch {
			case ns == 0 && ew == 0 && x.set == 0:
				continue // an idle table
			case x.set == 0 && ns != 0 && ew != 0:
				return nil, rd.fail(line+1+t, "table "+strconv.Itoa(t+1)+", round "+strconv.Itoa(r+1)+": set", movement.Say("two pairs but set 0"))
			case x.set == 0:
				continue // a pair sits out
			}
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: t + 1, Set: x.set, Seats: []int{ns, ew}})
		}
	}
	m.Sort()
	if h.typ == SwitchedMitchell {
		unswitch(m)
	}
	return m, nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// unswitch marks the arrow switches of a switched Mitchell read from a
// file that lists each table by the cards held: every pair belongs to the
// direction it holds most often (the first one on a tie), and a table
// whose pairs both hold the other direction's cards is an arrow switch,
// seated the other way round.
func unswitch(m *movement.Movement) {
	ns := make([]int, m.Contestants+1)
	ew := make([]int, m.Contestants+1)
	first := make([]movement.Seat, m.Contestants+1)
	for _, p := range m.Play {
		for i, c := range p.Seats {
			if c == 0 {
				continue
			}
			if first[c] == "" {
				first[c] = m.Seats[i]
			}
			if i == 0 {
				ns[c]++
			} else {
				ew[c]++
			}
		}
	}
	home := func(c int) movement.Seat {
		switch {
		case ns[c] > ew[c]:
			return movement.NS
		case ew[c] > ns[c]:
			return movement.EW
		}
		return first[c]
	}
	for i := range m.Play {
		p := &m.Play[i]
		a, b := p.Seats[0], p.Seats[1]
		if a == 0 && b == 0 {
			continue
		}
		if (a == 0 || home(a) == movement.EW) && (b == 0 || home(b) == movement.NS) {
			p.Seats[0], p.Seats[1] = b, a
			p.Switched = true
		}
	}
}
