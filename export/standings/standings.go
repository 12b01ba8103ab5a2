package standings

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// MaxBytes is the largest standings file Read accepts (1 MiB).
const MaxBytes = 1 << 20

// Error is a fault in a standings file: the file, the line (1-based; 0
// when the whole file is at fault), the column and what is wrong, kept as
// a movement.Text so that a message catalogue can translate it.
type Error struct {
	File  string
	Line  int
	Field string
	Msg   movement.Text
}

// Error returns the message in English.
func (e *Error) Error() string { return e.Text().String() }

// Text returns the whole message, "file:line: field: sentence", as a
// movement.Text whose sentence is e.Msg.
func (e *Error) Text() movement.Text {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	return movement.Say("%s%s", b.String(), e.Msg)
}

// columns are the known columns and whether each is required.
var columns = []struct {
	name     string
	required bool
}{{"team", true}, {"name", false}, {"vp", true}, {"met", true}, {"byes", false}}

// Read parses a standings file. file names the input in messages. The
// standings come back in file order; Read checks that the teams are
// numbered 1..N once each and that every team met is one of them, which
// is what movement/teams.SwissOptions.Check wants.
func Read(r io.Reader, file string) ([]teams.Standing, error) {
	if file == "" {
		file = "standings.csv"
	}
	bad := func(line int, field, format string, args ...any) error {
		return &Error{File: file, Line: line, Field: field, Msg: movement.Say(format, args...)}
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, bad(0, "", "read: %v", err)
	}
	if len(data) > MaxBytes {
		return nil, bad(0, "", "larger than %d bytes", MaxBytes)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		return nil, bad(0, "", "not UTF-8 text")
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	cr.Comment = '#'
	cr.TrimLeadingSpace = true
	var col map[string]int
	var out []teams.Standing
	lineOf := map[int]int{} // team → line
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, bad(pe.Line, "", "malformed CSV: %v", pe.Err)
			}
			return nil, bad(0, "", "malformed CSV: %v", err)
		}
		line, _ := cr.FieldPos(0)
		if col == nil {
			col, err = header(rec, func(format string, args ...any) error { return bad(line, "", format, args...) })
			if err != nil {
				return nil, err
			}
			continue
		}
		if len(rec) != len(col) {
			return nil, bad(line, "", "%d columns, the header names %d", len(rec), len(col))
		}
		if len(out) >= teams.MaxSwissTeams {
			return nil, bad(line, "", "more than %d teams", teams.MaxSwissTeams)
		}
		get := func(name string) (string, bool) {
			i, ok := col[name]
			if !ok {
				return "", false
			}
			return strings.TrimSpace(rec[i]), true
		}
		var s teams.Standing
		v, _ := get("team")
		s.Team, err = strconv.Atoi(v)
		if err != nil || s.Team < 1 {
			return nil, bad(line, "team", "%q is not a team number (1 or more)", v)
		}
		if first, dup := lineOf[s.Team]; dup {
			return nil, bad(line, "team", "team %d is already on line %d", s.Team, first)
		}
		lineOf[s.Team] = line
		if v, ok := get("name"); ok {
			if why, ok := movement.TextFault(v); !ok {
				return nil, bad(line, "name", "%s", why)
			}
			s.Name = v
		}
		v, _ = get("vp")
		s.VP, err = strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(s.VP) || math.IsInf(s.VP, 0) || math.Abs(s.VP) > 1e9 {
			return nil, bad(line, "vp", "%q is not a number of victory points (such as 31.5)", v)
		}
		v, _ = get("met")
		for _, tok := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ';' || r == '\t' }) {
			if strings.EqualFold(tok, "bye") {
				s.Byes++
				continue
			}
			t, err := strconv.Atoi(tok)
			if err != nil || t < 1 {
				return nil, bad(line, "met", "%q is not a team number or \"bye\"", tok)
			}
			if t == s.Team {
				return nil, bad(line, "met", "team %d cannot have met itself", t)
			}
			if slices.Contains(s.Met, t) {
				return nil, bad(line, "met", "team %d is listed twice", t)
			}
			if len(s.Met) >= teams.MaxSwissTeams {
				return nil, bad(line, "met", "more than %d teams", teams.MaxSwissTeams)
			}
			s.Met = append(s.Met, t)
		}
		if v, ok := get("byes"); ok && v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > movement.MaxRounds {
				return nil, bad(line, "byes", "%q is not a number of byes (0 or more)", v)
			}
			s.Byes += n
		}
		out = append(out, s)
	}
	if col == nil {
		return nil, bad(0, "", "no header line (want the columns team, vp and met)")
	}
	if len(out) == 0 {
		return nil, bad(0, "", "no teams")
	}
	n := len(out)
	for _, s := range out {
		if s.Team > n {
			return nil, bad(lineOf[s.Team], "team", "team %d, but there are %d teams: number them 1 to %d", s.Team, n, n)
		}
		for _, t := range s.Met {
			if t > n {
				return nil, bad(lineOf[s.Team], "met", "team %d is not in the file (teams 1 to %d)", t, n)
			}
		}
	}
	return out, nil
}

// header reads the column names.
func header(rec []string, bad func(string, ...any) error) (map[string]int, error) {
	col := map[string]int{}
	for i, name := range rec {
		name = strings.ToLower(strings.TrimSpace(name))
		if !slices.ContainsFunc(columns, func(c struct {
			name     string
			required bool
		}) bool {
			return c.name == name
		}) {
			return nil, bad("unknown column %q (want team, name, vp, met, byes)", name)
		}
		if _, dup := col[name]; dup {
			return nil, bad("column %q is named twice", name)
		}
		col[name] = i
	}
	for _, c := range columns {
		if _, ok := col[c.name]; c.required && !ok {
			return nil, bad("no column %q", c.name)
		}
	}
	return col, nil
}

// Write writes standings in team order with every column; Read reads
// them back the same (VP to the shortest form that reads back exactly).
func Write(w io.Writer, ss []teams.Standing) error {
	ss = slices.Clone(ss)
	slices.SortFunc(ss, func(a, b teams.Standing) int { return a.Team - b.Team })
	// A team's name comes from a file or a form: csvfile's writer keeps a
	// name such as "=HYPERLINK(…)" from running when the file is opened.
	cw := csvfile.NewRecordWriter(w)
	if err := cw.Write([]string{"team", "name", "vp", "met", "byes"}); err != nil {
		return fmt.Errorf("write standings: %w", err)
	}
	for _, s := range ss {
		met := make([]string, len(s.Met))
		for i, t := range s.Met {
			met[i] = strconv.Itoa(t)
		}
		rec := []string{strconv.Itoa(s.Team), s.Name, strconv.FormatFloat(s.VP, 'f', -1, 64), strings.Join(met, " "), strconv.Itoa(s.Byes)}
		if err := cw.Write(rec); err != nil {
			return fmt.Errorf("write standings: %w", err)
		}
	}
	if err := cw.Flush(); err != nil {
		return fmt.Errorf("write standings: %w", err)
	}
	return nil
}
