package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// teams4 is a four-team round robin with two named teams.
func teams4(t testing.TB) *movement.Movement {
	m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4, BoardsPerMatch: 8})
	if err != nil {
		t.Fatal(err)
	}
	m.Teams.Names = map[int]string{1: "Smith", 3: "Иванов"}
	return m
}

// TestTeamsRoundTrip: the teams key is written in its place (golden
// file), read back to the same movement, and a movement without teams is
// written without it.
func TestTeamsRoundTrip(t *testing.T) {
	m := teams4(t)
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, filepath.Join("testdata", "teams4.golden.json"), b)
	if !bytes.Contains(b, []byte("  \"boards_per_set\": 8,\n  \"teams\": {\n    \"boards\": \"exchange\",\n    \"pairs\": [[1, 2], [3, 4], [5, 6], [7, 8]],\n    \"names\": {\"1\": \"Smith\", \"3\": \"Иванов\"}\n  },\n  \"play\": [")) {
		t.Errorf("the teams key is not where the format puts it:\n%s", b)
	}
	got, err := Read(bytes.NewReader(b), "teams4.json")
	if err != nil {
		t.Fatal(err)
	}
	if want := sorted(m); !reflect.DeepEqual(got, want) {
		t.Errorf("read back %+v\nwant %+v", got.Teams, want.Teams)
	}
	if rep := movement.AnalyzeTeams(got); !rep.Valid || !rep.Has(movement.PropTeamsAllMeetOnce) {
		t.Errorf("read back: %v %v", rep.Problems, rep.Properties)
	}
	m.Teams = nil
	b, err = Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte(`"teams":`)) {
		t.Error("a movement without teams is written with the key")
	}
}

func TestTeamsReadFaults(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("testdata", "teams4.golden.json"))
	if err != nil {
		t.Fatal(err)
	}
	const teamsKey = `"pairs": [[1, 2], [3, 4], [5, 6], [7, 8]]`
	tests := []struct{ name, from, to, field, msg string }{
		{"three pairs", teamsKey, `"pairs": [[1, 2, 9], [3, 4], [5, 6], [7, 8]]`, "teams.pairs[0]", "3 pairs, want 2 (a team is two pairs)"},
		{"negative", teamsKey, `"pairs": [[1, 2], [3, -4], [5, 6], [7, 8]]`, "teams.pairs[1]", "-4 is negative"},
		{"no boards", `"boards": "exchange",`, ``, "teams.boards", "missing"},
		{"no pairs", `,
    "pairs": [[1, 2], [3, 4], [5, 6], [7, 8]]`, ``, "teams.pairs", "missing"},
		{"name key", `"3": "Иванов"`, `"9": "Иванов"`, "teams.names", `key "9" is not a team number (1 to 4)`},
		{"unknown key", `"boards": "exchange",`, `"boards": "exchange", "captain": 1,`, "teams", `unknown field "captain"`},
		{"wrong type", teamsKey, `"pairs": "1-2"`, "teams.pairs", "want [][]int, found JSON string"},
		{"null", `"boards": "exchange",`, `"boards": null,`, "teams.boards", "want a string, found null"},
		{"null pair", teamsKey, `"pairs": [[1, null], [3, 4], [5, 6], [7, 8]]`, "teams.pairs[0][1]", "want a number, found null"},
		{"null list", teamsKey, `"pairs": [[1, 2], null, [5, 6], [7, 8]]`, "teams.pairs[1]", "want a list, found null"},
	}
	for _, tt := range tests {
		in := strings.Replace(string(doc), tt.from, tt.to, 1)
		if in == string(doc) {
			t.Fatalf("%s: %q not in the document", tt.name, tt.from)
		}
		_, err := Read(strings.NewReader(in), "t.json")
		var e *Error
		if !errors.As(err, &e) || e.Field != tt.field || e.Msg.String() != tt.msg {
			t.Errorf("%s: %v (field %q, msg %q), want field %q, msg %q", tt.name, err, fieldOf(e), msgOf(e), tt.field, tt.msg)
		}
	}
	// Read does not judge the teams: a pair outside the movement is
	// Validate's to report.
	in := strings.Replace(string(doc), teamsKey, `"pairs": [[1, 2], [3, 4], [5, 6], [7, 80]]`, 1)
	m, err := Read(strings.NewReader(in), "t.json")
	if err != nil {
		t.Fatal(err)
	}
	if ps := movement.Validate(m); ps.Valid() || ps[0].Code != movement.CodeTeamsLayout {
		t.Errorf("pair 80: %v", ps)
	}
}

func fieldOf(e *Error) string {
	if e == nil {
		return ""
	}
	return e.Field
}

func msgOf(e *Error) string {
	if e == nil {
		return ""
	}
	return e.Msg.String()
}

// FuzzReadTeamsJSON is FuzzReadJSON seeded with a teams document: what
// Read accepts survives a write and a second read unchanged.
func FuzzReadTeamsJSON(f *testing.F) {
	b, err := os.ReadFile(filepath.Join("testdata", "teams4.golden.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add(bytes.Replace(b, []byte(`"names": {`), []byte(`"names": {"2": "", `), 1))
	f.Add(bytes.Replace(b, []byte(`[[1, 2], [3, 4], [5, 6], [7, 8]]`), []byte(`[]`), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read(bytes.NewReader(data), "fuzz.json")
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T is not *Error: %v", err, err)
			}
			return
		}
		_ = movement.Validate(m)
		_ = movement.AnalyzeTeams(m)
		out, err := Marshal(m)
		if err != nil {
			t.Fatalf("Marshal of an accepted movement: %v", err)
		}
		again, err := Read(bytes.NewReader(out), "again.json")
		if err != nil {
			t.Fatalf("Read of our own output: %v\n%s", err, out)
		}
		if want := sorted(m); !reflect.DeepEqual(again, want) {
			t.Fatalf("read→write→read changed the movement:\n got %+v\nwant %+v", again, want)
		}
	})
}

// TestTeamsWorstCaseDocument: the widest movement (worstCase) with the
// widest teams key (the most teams, every name MaxText bytes that JSON
// escapes) still fits in Read's MaxBytes and reads back. A long test: it
// builds and reads a 64 MB document.
func TestTeamsWorstCaseDocument(t *testing.T) {
	longtest.Skip(t, "builds and reads a 64 MB document")
	m := worstCase()
	m.Teams = &movement.Teams{Boards: movement.BoardsCopies, Names: map[int]string{}}
	quote := strings.Repeat(`"`, movement.MaxText)
	for i := 1; i <= movement.MaxContestants/2; i++ {
		m.Teams.Pairs = append(m.Teams.Pairs, [2]int{movement.MaxContestants - 1, movement.MaxContestants})
		m.Teams.Names[i] = quote
	}
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("worst-case document with teams: %d bytes (limit %d)", len(b), MaxBytes)
	if len(b) > MaxBytes {
		t.Fatalf("%d bytes, more than Read's %d", len(b), MaxBytes)
	}
	got, err := Read(bytes.NewReader(b), "worst.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Teams.Names) != movement.MaxContestants/2 {
		t.Errorf("%d names read back", len(got.Teams.Names))
	}
}

// TestTeamsReportJSON: the report of a teams movement (a round robin of
// 5 teams, with byes) leads with its "teams" object, right after the
// problems, with the headline figures counted here from the grid, and
// names the keys whose figures are of the pairs alone (golden file); a
// pairs movement's report has neither key.
func TestTeamsReportJSON(t *testing.T) {
	m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 5, BoardsPerMatch: 6})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteReport(&b, NewReport("rr5.json", m, movement.Analyze(m), true)); err != nil {
		t.Fatal(err)
	}
	golden(t, filepath.Join("testdata", "teams5.report.golden.json"), b.Bytes())
	doc := b.String()
	if p, s, tm := strings.Index(doc, `"problems"`), strings.Index(doc, `"summary"`), strings.Index(doc, `"teams"`); !(p < tm && tm < s) {
		t.Errorf("\"teams\" at %d is not between \"problems\" (%d) and \"summary\" (%d)", tm, p, s)
	}
	var got struct {
		Teams struct {
			Summary TeamsSummary `json:"summary"`
		} `json:"teams"`
		PairsOnly []string `json:"pairs_only"`
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	// Counted from the grid: who plays whom, the boards of each, the
	// rounds each team sits out.
	met := map[[2]int]int{}
	seated := map[[2]int]bool{}
	for r, row := range m.Grid() {
		for _, pl := range row {
			if pl == nil {
				continue
			}
			a, c := m.TeamOf(pl.Seats[0]), m.TeamOf(pl.Seats[1])
			met[[2]int{min(a, c), max(a, c)}] += m.BoardsPerSet
			seated[[2]int{r, a}], seated[[2]int{r, c}] = true, true
		}
	}
	byes := [2]int{m.Rounds, 0}
	for tm := 1; tm <= 5; tm++ {
		k := 0
		for r := range m.Rounds {
			if !seated[[2]int{r, tm}] {
				k++
			}
		}
		byes = [2]int{min(byes[0], k), max(byes[1], k)}
	}
	s := got.Teams.Summary
	// met counts a match's boards at both of its tables; the two teams
	// are compared once on each board.
	if s.PairsOfTeams != 10 || s.NeverMeet != 10-len(met) || s.MeetMoreThanOnce != 0 || s.Byes != byes || s.BoardsCompared != [2]int{met[[2]int{1, 2}] / 2, met[[2]int{1, 2}] / 2} {
		t.Errorf("summary %+v; counted: %d pairs met, byes %v, boards %d", s, len(met), byes, met[[2]int{1, 2}])
	}
	if want := []string{"summary", "fields", "properties", "contestants", "matrices"}; !slices.Equal(got.PairsOnly, want) {
		t.Errorf("pairs_only %q, want %q", got.PairsOnly, want)
	}
	pm := mitchell7()
	b.Reset()
	if err := WriteReport(&b, NewReport("m.json", pm, movement.Analyze(pm), false)); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), `"teams"`) || strings.Contains(b.String(), `"pairs_only"`) {
		t.Errorf("a pairs movement's report has teams keys")
	}
}
