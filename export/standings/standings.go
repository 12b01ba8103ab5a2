package standings

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/internal/csvin"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// MaxBytes is the largest standings file Read accepts (1 MiB).
const MaxBytes = 1 << 20

// Error is a fault in a standings file: the file, the line (1-based; 0
// when the whole file is at fault), the column and what is wrong
// (csvin.Error, the same as a results file's).
type Error = csvin.Error

// columns are the known columns and whether each is required.
var columns = []struct {
	name     string
	required bool
}{{"team", true}, {"name", false}, {"vp", true}, {"met", true}, {"byes", false}, {"opp", false}, {"result", false}}

// Read parses a standings file. file names the input in messages. The
// standings come back in file order; Read checks that the teams are
// numbered 1..N once each and that every team met is one of them, which
// is what movement/teams.SwissOptions.Check wants. A round's opp and
// result columns are read but not applied: ReadFile and File.Apply do
// that.
func Read(r io.Reader, file string) ([]teams.Standing, error) {
	f, err := ReadFile(r, file)
	if err != nil {
		return nil, err
	}
	return f.Standings, nil
}

// File is a standings file as read: the standings before the round it
// carries, and for that round (when the file has an opp column) each
// team's opponent and the result entered, by team number.
type File struct {
	Name      string
	Standings []teams.Standing
	// Opp is each team's opponent in the round (index team; 0 for the
	// bye), nil when the file has no opp column.
	Opp []int
	// Result is each team's result as typed (index team; "" when none).
	Result []string
	// Line is each team's line in the file (index team).
	Line []int
}

// ReadFile parses a standings file, the round's columns included (see
// the package documentation).
func ReadFile(r io.Reader, file string) (*File, error) {
	if file == "" {
		file = "standings.csv"
	}
	rd, err := csvin.NewReader(r, file, csvin.Options{MaxBytes: MaxBytes})
	if err != nil {
		return nil, err
	}
	bad := rd.Errorf
	var col map[string]int
	var out []teams.Standing
	lineOf := map[int]int{} // team → line
	opp := map[int]string{}
	result := map[int]string{}
	for {
		rec, line, err := rd.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
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
		if v, ok := get("opp"); ok {
			opp[s.Team] = v
		}
		if v, ok := get("result"); ok {
			result[s.Team] = v
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
	f := &File{Name: file, Standings: out, Line: make([]int, n+1), Result: make([]string, n+1)}
	for t, l := range lineOf {
		f.Line[t] = l
		f.Result[t] = result[t]
	}
	if _, ok := col["opp"]; ok {
		f.Opp = make([]int, n+1)
		for t, v := range opp {
			switch o, err := strconv.Atoi(v); {
			case v == "":
				f.Opp[t] = -1
			case strings.EqualFold(v, "bye"):
				f.Opp[t] = 0
			case err != nil || o < 1 || o > n || o == t:
				return nil, bad(lineOf[t], "opp", "%q is not another team's number or \"bye\"", v)
			default:
				f.Opp[t] = o
			}
		}
		none := 0
		for t := 1; t <= n; t++ {
			if f.Opp[t] < 0 {
				none++
			}
		}
		if none == n {
			f.Opp = nil // an empty opp column: no round
		}
		for t := 1; t <= n && f.Opp != nil; t++ {
			if f.Opp[t] < 0 {
				return nil, bad(lineOf[t], "opp", "no opponent, but other teams have one this round (a team number or \"bye\")")
			}
			if o := f.Opp[t]; o != 0 && f.Opp[o] != t {
				return nil, bad(lineOf[t], "opp", "team %d plays team %d, but team %d's line says %s", t, o, o, oppWord(f.Opp[o]))
			}
		}
	}
	return f, nil
}

// oppWord is an opponent as the file writes it.
func oppWord(o int) string {
	if o == 0 {
		return "bye"
	}
	return strconv.Itoa(o)
}

// header reads the column names.
func header(rec []string, bad func(string, ...any) error) (map[string]int, error) {
	col := map[string]int{}
	for i, name := range rec {
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "pair" {
			name = "team" // a Swiss pairs event's file
		}
		if !slices.ContainsFunc(columns, func(c struct {
			name     string
			required bool
		}) bool {
			return c.name == name
		}) {
			return nil, bad("unknown column %q (want team, name, vp, met, byes, opp, result)", name)
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
