package jsonfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	goldenfile "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
)

var update = goldenfile.UpdateFlag()

// mitchell7 is the 7-table Mitchell built by the textbook rule in package
// samples: NS pair t stays at table t; EW pair e (contestant 7+e) starts
// at table e and moves up one table a round; sets move down one table.
func mitchell7() *movement.Movement { return samples.Must(samples.Mitchell(7, samples.Plain)) }

// individual5 is a small hand-made individual movement with an empty seat,
// an idle table and an arrow switch, to exercise every writer path.
func individual5() *movement.Movement {
	return &movement.Movement{
		Name: "Five players <test> & co", Family: movement.Custom, Kind: movement.Individual, Game: movement.Bridge,
		Seats: movement.CompassSeats(), Contestants: 5, Labels: map[int]string{5: "Ann \"A\"", 1: "Бо"},
		Tables: 2, Rounds: 2, Sets: 2, BoardsPerSet: 2,
		Play: []movement.Play{
			{Round: 2, Table: 1, Set: 2, Seats: []int{5, 1, 2, 0}, Switched: true},
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3, 4}},
		},
	}
}

func sorted(m *movement.Movement) *movement.Movement {
	c := m.Clone()
	c.Sort()
	return c
}

func TestRoundTrip(t *testing.T) {
	for name, m := range map[string]*movement.Movement{"mitchell7": mitchell7(), "individual5": individual5()} {
		t.Run(name, func(t *testing.T) {
			b, err := Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Read(bytes.NewReader(b), name+".json")
			if err != nil {
				t.Fatalf("Read(Marshal(m)): %v\n%s", err, b)
			}
			if want := sorted(m); !reflect.DeepEqual(got, want) {
				t.Errorf("round trip changed the movement:\n got %+v\nwant %+v", got, want)
			}
			again, err := Marshal(got)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, b) {
				t.Errorf("second write differs:\n%s\n---\n%s", again, b)
			}
		})
	}
}

// TestGolden pins the exact layout of written documents.
func TestGolden(t *testing.T) {
	for name, m := range map[string]*movement.Movement{"mitchell7": mitchell7(), "individual5": individual5()} {
		t.Run(name, func(t *testing.T) {
			b, err := Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", name+".golden.json"), b)
		})
	}
}

// TestSampleFile checks that the repository's sample Mitchell is the
// Mitchell built by the rule and that it is perfect, with the figures a
// director would compute by hand: each NS pair meets each EW pair once
// (7·7 = 49 meetings), and two pairs of the same line are compared on all
// 7 sets, 21 boards.
func TestSampleFile(t *testing.T) {
	f, err := os.Open("../../testdata/movements/mitchell7.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := Read(f, "mitchell7.json")
	if err != nil {
		t.Fatal(err)
	}
	if want := mitchell7(); !reflect.DeepEqual(m, want) {
		t.Fatalf("sample differs from the rule:\n got %+v\nwant %+v", m, want)
	}
	rep := movement.Analyze(m)
	if rep.Verdict != movement.Perfect {
		t.Errorf("verdict %s, want perfect; problems %v", rep.Verdict, rep.Problems)
	}
	for i := 1; i <= 14; i++ {
		for j := 1; j <= 14; j++ {
			sameLine := (i <= 7) == (j <= 7)
			wantMeet, wantCmp := 1, 0
			if sameLine {
				wantMeet, wantCmp = 0, 21
			}
			if i == j {
				continue
			}
			if got := rep.Meetings.At(i, j); got != wantMeet {
				t.Errorf("meetings(%d,%d) = %d, want %d", i, j, got, wantMeet)
			}
			if got := rep.Comparisons.At(i, j); got != wantCmp {
				t.Errorf("comparisons(%d,%d) = %d, want %d", i, j, got, wantCmp)
			}
		}
	}
}

func TestReadErrors(t *testing.T) {
	valid, err := Marshal(individual5())
	if err != nil {
		t.Fatal(err)
	}
	doc := string(valid)
	// replace swaps one piece of the valid document.
	replace := func(old, new string) string {
		if !strings.Contains(doc, old) {
			t.Fatalf("test document has no %q", old)
		}
		return strings.Replace(doc, old, new, 1)
	}
	tests := []struct {
		name, in string
		want     string // substring of the error
	}{
		{"empty", "", "movement.json:1:1: unexpected end of file"},
		{"not an object", "[1]", `want an object, found "["`},
		{"malformed", replace(`"kind": "individual",`, `"kind": "individual"`), "malformed JSON"},
		{"truncated", doc[:len(doc)/2], "unexpected end of file"},
		{"unknown field", replace(`"game": "bridge",`, `"game": "bridge",`+"\n  \"colour\": \"red\","), `movement.json:7:3: colour: unknown field`},
		{"field twice", replace(`"game": "bridge",`, `"game": "bridge", "game": "bridge",`), "game: given twice"},
		{"unknown field in play", replace(`"switched": true`, `"switched": true, "arrow": 1`), `play[1]: unknown field "arrow"`},
		{"wrong type", replace(`"tables": 2`, `"tables": "2"`), "tables: want int, found JSON string"},
		{"fraction", replace(`"tables": 2`, `"tables": 2.5`), "tables: want int"},
		{"huge number", replace(`"tables": 2`, `"tables": 99999999999999999999`), "tables: want int"},
		{"negative count", replace(`"rounds": 2`, `"rounds": -2`), "rounds: -2 is negative"},
		{"too many contestants", replace(`"contestants": 5`, `"contestants": 2001`), "contestants: 2001 is too large (at most 2000)"},
		{"too many boards", replace(`"boards_per_set": 2`, `"boards_per_set": 101`), "boards_per_set: 101 is too large"},
		{"wrong format", replace(`"movegen-movement/1"`, `"movegen-movement/9"`), `format: "movegen-movement/9", want "movegen-movement/1"`},
		{"missing field", replace(`"sets": 2,`, ``), "sets: missing"},
		{"bad seat name", replace(`"seats": ["N", "E", "S", "W"]`, `"seats": ["N", "E", "S", "X"]`), `seats[3]: "X" is not a seat`},
		{"seat twice", replace(`"seats": ["N", "E", "S", "W"]`, `"seats": ["N", "E", "N", "W"]`), `seats[2]: "N" listed twice`},
		{"seat not in layout", replace(`"seats": {"N": 1,`, `"seats": {"NS": 1,`), `play[0].seats: seat "NS" is not in the layout`},
		{"negative contestant", replace(`"seats": {"N": 1,`, `"seats": {"N": -1,`), `play[0].seats.N: -1 is negative`},
		{"negative round", replace(`{"round": 1,`, `{"round": -1,`), `play[0].round: -1 is negative`},
		{"missing set", replace(`"table": 1, "set": 1,`, `"table": 1,`), `play[0].set: missing`},
		{"label key", replace(`"1": "Бо"`, `"one": "Бо"`), `labels: key "one" is not a contestant number`},
		{"label out of range", replace(`"1": "Бо"`, `"6": "Бо"`), `labels: key "6": contestant outside 1..5`},
		{"play not a list", replace(`"play": [`, `"play": {`), `play: want a list`},
		{"trailing data", doc + "{}", "extra data after the movement"},
		{"binary garbage", "\x00\xff\xfe{", "not UTF-8 text"},
		{"control bytes", "\x00\x01", "movement.json:1:1: malformed JSON"},
		{"syntax position", "{\"name\": \"x\",\n  \"kind\": tru}", "movement.json:2:14: kind: malformed JSON"},
		// The fault in words of the catalogue, not encoding/json's English.
		{"syntax in words", "{\"name\": \"x\",\n  \"kind\": tru}", `movement.json:2:14: kind: malformed JSON: "}" cannot stand here`},
		{"not JSON at all", "{not json", `movement.json:1:2: malformed JSON: "n" cannot stand here`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Read(strings.NewReader(tt.in), "")
			if err == nil {
				t.Fatalf("Read accepted bad input, gave %+v", m)
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

// TestErrorLine checks that positions point at the offending line.
func TestErrorLine(t *testing.T) {
	b, err := Marshal(mitchell7())
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	for i, l := range lines {
		if strings.Contains(l, `{"round": 3, "table": 4,`) {
			lines[i] = strings.Replace(l, `"set": `, `"set": -`, 1)
			_, err := Read(strings.NewReader(strings.Join(lines, "\n")), "m.json")
			want := "m.json:" + strconv.Itoa(i+1) + ":5: play[17].set: "
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("error %v, want prefix %q", err, want)
			}
			return
		}
	}
	t.Fatal("play line not found")
}

func TestPosition(t *testing.T) {
	data := []byte("ab\ncdé\nf")
	tests := []struct {
		off       int64
		line, col int
	}{{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {7, 2, 4}, {8, 3, 1}, {100, 3, 2}, {-1, 1, 1}}
	for _, tt := range tests {
		if l, c := position(data, tt.off); l != tt.line || c != tt.col {
			t.Errorf("position(%d) = %d:%d, want %d:%d", tt.off, l, c, tt.line, tt.col)
		}
	}
}

func TestWriteRejectsExtraSeats(t *testing.T) {
	m := mitchell7()
	m.Play[0].Seats = []int{1, 8, 3}
	if _, err := Marshal(m); err == nil || !strings.Contains(err.Error(), "round 1 table 1 holds 3 seats") {
		t.Errorf("Marshal error %v, want one about 3 seats", err)
	}
}

// golden checks got against the golden file at path (see package
// internal/golden).
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.Check(t, path, got, *update)
}

// TestReadBOM: a UTF-8 byte order mark before the document is accepted, as
// in .ASC files, and the movement is the same as without it.
func TestReadBOM(t *testing.T) {
	plain, err := Marshal(individual5())
	if err != nil {
		t.Fatal(err)
	}
	want, err := Read(bytes.NewReader(plain), "five.json")
	if err != nil {
		t.Fatal(err)
	}
	got, err := Read(bytes.NewReader(append([]byte("\xef\xbb\xbf"), plain...)), "five.json")
	if err != nil {
		t.Fatalf("with a byte order mark: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("with a byte order mark the movement differs:\n got %+v\nwant %+v", got, want)
	}
	// A mark anywhere else is still an error.
	if _, err := Read(bytes.NewReader(append([]byte(" \xef\xbb\xbf"), plain...)), "five.json"); err == nil {
		t.Error("a byte order mark after a space was accepted")
	}
}
