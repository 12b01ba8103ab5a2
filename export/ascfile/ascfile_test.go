package ascfile

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"

	"github.com/movegen/movegen/internal/golden"
)

var update = golden.UpdateFlag()

// mitchell7 is the 7-table Mitchell of package samples (NS pair t stays
// at table t; EW pair e, contestant 7+e, starts at table e and moves up one
// table a round; the set at table t in round r is t+r-1 mod 7) as Read
// would return it for a file named mitchell7.asc: named after the file,
// family custom, no labels, the default boards per set.
func mitchell7() *movement.Movement {
	m := samples.Must(samples.Mitchell(7, samples.Plain))
	m.Name, m.Family, m.Labels, m.BoardsPerSet = "mitchell7", movement.Custom, nil, DefaultBoardsPerSet
	return m
}

// individualASC is a canonical individual file: 5 players, 2 tables (table
// 2 idle in round 1), one empty seat. Groups are N S E W set.
const individualASC = `5 2 2 2 1
1 3 2 4 A  0 0 0 0 0
5 2 1 0 B  0 0 0 0 0
`

func TestSampleMitchell(t *testing.T) {
	f, err := os.Open("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := Read(f, "testdata/movements/mitchell7.asc", Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := mitchell7()
	want.SetLetters = true // the sample writes its sets as letters
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("sample differs from the rule:\n got %+v\nwant %+v", m, want)
	}
	if rep := movement.Analyze(m); rep.Verdict != movement.Perfect {
		t.Errorf("verdict %s, want perfect: %v", rep.Verdict, rep.Problems)
	}
}

// TestIndividualSeatOrder checks the N S E W order of the file against the
// N E S W order of the model, both ways.
func TestIndividualSeatOrder(t *testing.T) {
	m, err := Read(strings.NewReader(individualASC), "five.asc", Options{BoardsPerSet: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := []movement.Play{
		{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3, 4}}, // N=1 E=2 S=3 W=4
		{Round: 2, Table: 1, Set: 2, Seats: []int{5, 1, 2, 0}}, // N=5 E=1 S=2 W empty
	}
	if !reflect.DeepEqual(m.Play, want) {
		t.Errorf("plays = %+v, want %+v", m.Play, want)
	}
	if m.Kind != movement.Individual || !reflect.DeepEqual(m.Seats, movement.CompassSeats()) || m.BoardsPerSet != 2 || m.Name != "five" {
		t.Errorf("header fields wrong: %+v", m)
	}
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != individualASC {
		t.Errorf("write gave\n%s\nwant\n%s", b, individualASC)
	}
}

// TestCanonicalRoundTrip: .ASC → JSON → .ASC gives back the same bytes.
func TestCanonicalRoundTrip(t *testing.T) {
	sample, err := os.ReadFile("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	for name, in := range map[string]string{"mitchell7": string(sample), "individual": individualASC} {
		t.Run(name, func(t *testing.T) {
			m, err := Read(strings.NewReader(in), name+".asc", Options{})
			if err != nil {
				t.Fatal(err)
			}
			var js bytes.Buffer
			if err := jsonfile.Write(&js, m); err != nil {
				t.Fatal(err)
			}
			back, err := jsonfile.Read(&js, name+".json")
			if err != nil {
				t.Fatal(err)
			}
			out, err := Marshal(back)
			if err != nil {
				t.Fatal(err)
			}
			if string(out) != in {
				t.Errorf("round trip changed the file:\n%s\nwant\n%s", out, in)
			}
		})
	}
}

// TestReadLenient reads non-canonical spellings of the same movement.
func TestReadLenient(t *testing.T) {
	want, err := Read(strings.NewReader(individualASC), "five.asc", Options{})
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]string{
		"comments and blank lines": "5 2 2 2 1 # header\n\n# round 1\n1 3 2 4 A 0 0 0 0 0\n   \n5 2 1 0 B 0 0 0 0 0 # end\n",
		"commas, dashes, tabs":     "5,2,2,2,1\n1-3-2-4-A,0-0-0-0-0\n5\t2\t1\t0\tB\t0,0,0,0,0\n",
		"CRLF and BOM":             "\xef\xbb\xbf5 2 2 2 1\r\n1 3 2 4 A  0 0 0 0 0\r\n5 2 1 0 B  0 0 0 0 0\r\n",
		"comment before header":    "# five players\n\n5 2 2 2 1\n1 3 2 4 A 0 0 0 0 0\n5 2 1 0 B 0 0 0 0 0\n",
		"BOM then comment":         "\xef\xbb\xbf# five players\r\n5 2 2 2 1\r\n1 3 2 4 A 0 0 0 0 0\r\n5 2 1 0 B 0 0 0 0 0\r\n",
		"number sets":              "5 2 2 2 1\n1 3 2 4 1  0 0 0 0 0\n5 2 1 0 2  0 0 0 0 0\n",
		"letter glued to number":   "5 2 2 2 1\n1 3 2 4A 0 0 0 0 0\n5 2 1 0B 0 0 0 0 0",
	}
	for name, in := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := Read(strings.NewReader(in), "five.asc", Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := *want
			want.SetLetters = name != "number sets" // how the file wrote its sets
			if !reflect.DeepEqual(got, &want) {
				t.Errorf("got %+v, want %+v", got, want)
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	m7, err := os.ReadFile("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(m7), "\n"), "\n")
	// with returns the Mitchell with line i (1-based) replaced.
	with := func(i int, s string) string {
		l := append([]string(nil), lines...)
		l[i-1] = s
		return strings.Join(l, "\n") + "\n"
	}
	tests := []struct {
		name, in string
		opt      Options
		want     string
	}{
		{"empty file", "", Options{}, "m.asc: empty file: no header"},
		{"only comments", "# movement\n\n  # nothing else\n", Options{}, "m.asc: empty file: no header"},
		{"short header", "14 7 7 7\n", Options{}, "m.asc:1: header: 4 numbers, want 5"},
		{"letter in header", "14 7 7 G 0\n", Options{}, `m.asc:1: header: sets: "G" is not a number`},
		{"zero tables", "14 0 7 7 0\n", Options{}, "m.asc:1: header: tables: 0, want at least 1"},
		{"individual flag 2", "14 7 7 7 2\n", Options{}, "header: individual 2: too large, at most 1"},
		{"huge contestants", "99999999999999 7 7 7 0\n", Options{}, "header: contestants 999999999…: too large, at most 2000"},
		{"too many contestants", "2001 7 7 7 0\n", Options{}, "header: contestants 2001: too large, at most 2000"},
		{"too many tables", "14 1001 7 7 0\n", Options{}, "header: tables 1001: too large"},
		{"missing number", with(5, strings.TrimSuffix(lines[4], " C")), Options{}, "m.asc:5: round 4 has 20 numbers, want 21 (7 tables × 3)"},
		{"extra number", with(2, lines[1]+" 9"), Options{}, "m.asc:2: round 1 has 22 numbers, want 21"},
		{"too few rounds", strings.Join(lines[:7], "\n") + "\n", Options{}, "m.asc:7: the header says 7 rounds, the file has 6 round lines"},
		{"too many rounds", string(m7) + lines[1] + "\n", Options{}, "m.asc:9: round line 8, but the header says 7 rounds"},
		{"letter as contestant", with(2, strings.Replace(lines[1], "1-8", "1-H", 1)), Options{}, `m.asc:2: round 1 table 1: "H" where a contestant number belongs`},
		{"lowercase set", with(2, strings.Replace(lines[1], "1-8 A", "1-8 a", 1)), Options{}, `m.asc:2: round 1 table 1: set "a": want one capital letter A-Z`},
		{"two-letter set", with(2, strings.Replace(lines[1], "1-8 A", "1-8 AB", 1)), Options{}, `set "AB": want one capital letter`},
		{"mixed sets", with(2, strings.Replace(lines[1], "1-8 A", "1-8 1", 1)), Options{}, "m.asc:2: round 1 table 2: set \"B\": sets must be all letters or all numbers"},
		{"set 0 with players", with(2, strings.Replace(lines[1], "1-8 A", "1-8 0", 1)), Options{}, "round 1 table 1: contestants but set 0"},
		{"huge set number", "2 1 1 1 0\n1-2 5000\n", Options{}, "round 1 table 1: set 5000: too large, at most 1000"},
		{"huge contestant", "2 1 1 1 0\n1-99999 1\n", Options{}, "round 1 table 1: contestant 99999: too large, at most 2000"},
		{"bad character", with(3, lines[2]+" ;"), Options{}, "m.asc:3: unexpected character ';' at column"},
		{"binary garbage", "\x00\x01\x02\xff", Options{}, `m.asc:1: unexpected character '\x00' at column 1`},
		{"bad boards option", string(m7), Options{BoardsPerSet: 101}, "m.asc: boards per set 101: want 1 to 100"},
		{"negative boards option", string(m7), Options{BoardsPerSet: -1}, "boards per set -1"},
		{"line too long", "2 1 1 1 0\n" + strings.Repeat("1 ", MaxLineBytes), Options{}, "m.asc:2: line longer than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Read(strings.NewReader(tt.in), "m.asc", tt.opt)
			if err == nil {
				t.Fatalf("Read accepted bad input: %+v", m)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %T is not *Error", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not contain %q", err, tt.want)
			}
		})
	}
}

// TestReadLeavesMeaningToValidate: a file whose numbers are well formed but
// whose seating is wrong reads fine, and Validate finds the fault.
func TestReadLeavesMeaningToValidate(t *testing.T) {
	f, err := os.Open("../../testdata/movements/seated-twice.asc")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := Read(f, "seated-twice.asc", Options{})
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, p := range movement.Validate(m) {
		found = found || (p.Code == movement.CodeSeatedTwice && p.Round == 2 && p.Contestant == 3)
	}
	if !found {
		t.Errorf("Validate did not report contestant 3 seated twice in round 2: %v", movement.Validate(m))
	}
}

func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name   string
		change func(m *movement.Movement)
		want   string
	}{
		{"three seats", func(m *movement.Movement) { m.Seats = movement.ThreeSeats() }, "holds only NS EW"},
		{"no tables", func(m *movement.Movement) { m.Tables = 0 }, "each must be at least 1"},
		{"duplicate play", func(m *movement.Movement) { m.Play = append(m.Play, m.Play[0]) }, "round 1 table 1 is listed twice"},
		{"round range", func(m *movement.Movement) { m.Play[0].Round = 8 }, "round 8 outside 1..7"},
		{"table range", func(m *movement.Movement) { m.Play[0].Table = 0 }, "table 0 outside 1..7"},
		{"set range", func(m *movement.Movement) { m.Play[0].Set = 8 }, "set 8 outside 1..7"},
		{"contestant range", func(m *movement.Movement) { m.Play[0].Seats[1] = 15 }, "contestant 15 outside 0..14"},
		{"too many seats", func(m *movement.Movement) { m.Play[0].Seats = []int{1, 8, 9} }, "holds 3 seats"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := mitchell7()
			tt.change(m)
			if _, err := Marshal(m); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Marshal error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestNumberSetsAbove26(t *testing.T) {
	m := &movement.Movement{
		Kind: movement.Pairs, Seats: movement.PairSeats(), Contestants: 2,
		Tables: 1, Rounds: 1, Sets: 27, BoardsPerSet: 1,
		Play: []movement.Play{{Round: 1, Table: 1, Set: 27, Seats: []int{1, 2}}},
	}
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if want := "2 1 1 27 0\n1-2 27\n"; string(b) != want {
		t.Errorf("got %q, want %q", b, want)
	}
}

func TestLost(t *testing.T) {
	m := mitchell7()
	if l := Lost(m); len(l) != 0 {
		t.Errorf("Lost(plain) = %v, want nothing", l)
	}
	m.Family, m.Labels, m.Game, m.BoardsPerSet = movement.Mitchell, map[int]string{1: "x"}, movement.Preferans, 4
	m.Play[3].Switched = true
	want := []string{"family (mitchell)", "labels", "game (preferans)", "boards per set (4)", "arrow switches"}
	if l := Lost(m); !reflect.DeepEqual(l, want) {
		t.Errorf("Lost = %v, want %v", l, want)
	}
}

// TestLimitsAgree keeps the two readers' limits in step with the model's.
func TestLimitsAgree(t *testing.T) {
	got := []int{MaxContestants, MaxTables, MaxRounds, MaxSets, MaxBoardsPerSet}
	want := []int{movement.MaxContestants, movement.MaxTables, movement.MaxRounds, movement.MaxSets, movement.MaxBoardsPerSet}
	js := []int{jsonfile.MaxContestants, jsonfile.MaxTables, jsonfile.MaxRounds, jsonfile.MaxSets, jsonfile.MaxBoardsPerSet}
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(js, want) {
		t.Errorf(".ASC limits %v, JSON limits %v, want the model's %v", got, js, want)
	}
}

func TestGolden(t *testing.T) {
	b, err := Marshal(mitchell7())
	if err != nil {
		t.Fatal(err)
	}
	path := "../../testdata/movements/mitchell7.asc"
	if *update {
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, want) {
		t.Errorf("%s is not the canonical output (go test -update):\n%s", path, b)
	}
}
