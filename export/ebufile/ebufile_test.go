package ebufile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// camrose is the teams movement quoted in the EBU forum thread "Writing
// New Movements in EBU Score" (forums.ebu.co.uk/discussion/1858), the
// first round of the Camrose: six teams, each playing 2 × 16 boards
// against the same team. The post quotes the header and the six table
// lines without the title line.
const camrose = "5,6,32,16,2\n" +
	"4,6,1,4,6,2\n" +
	"3,5,1,3,5,2\n" +
	"2,1,1,2,1,2\n" +
	"6,4,1,6,4,2\n" +
	"5,3,1,5,3,2\n" +
	"1,2,1,1,2,2\n"

func TestCamroseForumExample(t *testing.T) {
	es, err := Read(strings.NewReader(camrose), "camrose.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 1 || es[0].Teams == nil {
		t.Fatalf("got %d entries (%+v), want one teams movement", len(es), es)
	}
	tm := es[0].Teams
	if tm.Tables != 6 || tm.Rounds != 2 || tm.Type != TeamsAmericanWhist || tm.BoardsPerRound != 16 || tm.Boards != 32 || !tm.Compact {
		t.Fatalf("teams = %+v, want 6 tables, 2 rounds, type 5, 16 of 32 boards, compact", tm)
	}
	rep := tm.Check()
	if len(rep.Problems) > 0 {
		t.Fatalf("problems: %v", rep.Problems)
	}
	if rep.Teams != 6 {
		t.Errorf("teams = %d, want 6", rep.Teams)
	}
	want := []Match{
		{Home: 4, Away: 6, HomeTable: 1, AwayTable: 4, Set: 1},
		{Home: 3, Away: 5, HomeTable: 2, AwayTable: 5, Set: 1},
		{Home: 2, Away: 1, HomeTable: 3, AwayTable: 6, Set: 1},
	}
	if !reflect.DeepEqual(rep.Matches[0], want) {
		t.Errorf("round 1 matches = %+v, want %+v", rep.Matches[0], want)
	}
	for r, ms := range rep.Matches {
		if len(ms) != 3 || len(rep.SitOut[r]) != 0 {
			t.Errorf("round %d: %d matches, sit-outs %v; want 3 and none", r+1, len(ms), rep.SitOut[r])
		}
	}
	// Each two teams that meet play both halves (2 × 16 boards).
	for pair, n := range rep.Meetings {
		if n != 2 {
			t.Errorf("teams %v meet %d times, want 2", pair, n)
		}
	}
	// Written back with a title line, the body is the forum's text byte
	// for byte; the title is ours (the post quotes none).
	const title = "Camrose round 1"
	tm.Name = title
	out, err := tm.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if want := "\n" + title + "\n" + camrose; string(out) != want {
		t.Errorf("written back:\n%s\nwant:\n%s", out, want)
	}
	es2, err := Read(bytes.NewReader(out), "camrose.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(es2[0].Teams, tm) {
		t.Errorf("read back %+v, want %+v", es2[0].Teams, tm)
	}
}

// flowerShaped is a teams file in the line shape Bridge::Flower writes
// (RobinMBarker/bridge-pachabo-flower, lib/Bridge/Flower.pm, sub writeout:
// a blank line, the title, "5,teams,boards,boards per round,rounds", one
// line per team's home table with ", " between the triples, 0 for the
// missing EW pair at a sit-out). The numbers are ours: four teams, a
// round robin in three rounds, then a three-team movement with a sit-out.
const flowerShaped = `
Four teams: Rounds 1-3
5,4,24,8,3
1,2,1, 1,3,2, 1,4,3
2,1,1, 2,4,2, 2,3,3
3,4,1, 3,1,2, 3,2,3
4,3,1, 4,2,2, 4,1,3

Three teams: Rounds 1-3
5,3,24,8,3
1,0,1, 1,3,2, 1,2,3
2,3,1, 2,0,2, 2,1,3
3,2,1, 3,1,2, 3,0,3
`

func TestFlowerShapedTeams(t *testing.T) {
	es, err := Read(strings.NewReader(flowerShaped), "TSUserMovements.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 2 {
		t.Fatalf("%d entries, want 2", len(es))
	}
	var out bytes.Buffer
	for i, e := range es {
		if e.Teams == nil || e.Teams.Compact {
			t.Fatalf("entry %d: %+v, want a teams movement written with \", \"", i, e)
		}
		rep := e.Teams.Check()
		if len(rep.Problems) > 0 {
			t.Errorf("%s: %v", e.Title, rep.Problems)
		}
		b, err := e.Teams.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		out.Write(b)
	}
	if out.String() != flowerShaped {
		t.Errorf("written back:\n%s\nwant:\n%s", out.String(), flowerShaped)
	}
	four := es[0].Teams.Check()
	if len(four.Meetings) != 6 {
		t.Errorf("four teams: %d pairs of teams meet, want all 6", len(four.Meetings))
	}
	for pair, n := range four.Meetings {
		if n != 1 {
			t.Errorf("teams %v meet %d times, want once", pair, n)
		}
	}
	three := es[1].Teams.Check()
	for r, out := range three.SitOut {
		if len(out) != 1 || out[0] != r+1 {
			t.Errorf("three teams, round %d: sit-outs %v, want [%d]", r+1, out, r+1)
		}
	}
}

func TestTeamsCheckFindsFaults(t *testing.T) {
	src := "Broken\n5,4,16,8,2\n1,2,1, 1,3,2\n2,1,2, 3,1,2\n3,4,1, 2,4,2\n4,1,1, 4,2,2\n"
	es, err := Read(strings.NewReader(src), "broken.txt")
	if err != nil {
		t.Fatal(err)
	}
	rep := es[0].Teams.Check()
	var got []string
	for _, p := range rep.Problems {
		got = append(got, p.String())
	}
	want := []string{
		"round 1: teams 1 and 2 play set 1 at table 1 and set 2 at table 2",
		"round 1 table 3: team 3 plays team 4, but no table seats them the other way round",
		"round 1 table 4: team 4 plays team 1, but no table seats them the other way round",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestPairsRoundTrip writes generated pairs movements and reads them back:
// the same movement in everything the format holds.
func TestPairsRoundTrip(t *testing.T) {
	var ms []*movement.Movement
	for T := 3; T <= 8; T++ {
		m, err := mitchell.Generate(mitchell.Options{Tables: T})
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, apart(m))
	}
	for _, o := range []mitchell.Options{
		{Tables: 7, Winners: 1},
		{Tables: 6, Winners: 1, ArrowSwitch: []int{2, 4}},
		{Tables: 7, Pairs: 13},
		{Tables: 7, Pairs: 13, Missing: movement.EW},
	} {
		m, err := mitchell.Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, apart(m))
	}
	for _, P := range []int{4, 5, 9, 10} {
		m, err := howell.Generate(howell.Options{Pairs: P})
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	for _, m := range ms {
		t.Run(m.Name, func(t *testing.T) {
			b, err := Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			es, err := Read(bytes.NewReader(b), "rt.txt")
			if err != nil {
				t.Fatalf("%v\n%s", err, b)
			}
			got := es[0].Movement
			if got == nil {
				t.Fatalf("entry %+v holds no movement", es[0])
			}
			for i, n := range scorerfile.Numbers(got) {
				if want := scorerfile.Numbers(m)[i].N; n.N != want {
					t.Errorf("contestant %d: the file calls it %d, the cards %d", i+1, n.N, want)
				}
			}
			want := held(m)
			got = held(got)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("read back\n%+v\nwant\n%+v\nfile:\n%s", got, want, b)
			}
			b2, err := Marshal(es[0].Movement)
			if err != nil || !bytes.Equal(b, b2) {
				t.Errorf("second write differs (err %v):\n%s", err, b2)
			}
		})
	}
}

// apart numbers a Mitchell's EW pairs as KBS does (from 11, or 21 above
// 10 tables), so that every pair's number on the cards is its own.
func apart(m *movement.Movement) *movement.Movement {
	c, _ := scorerfile.NumberEWFrom(m, 11+10*((m.Tables-1)/10))
	return c
}

// held returns a copy of m with only what an EBUScore file holds: no
// family, no labels (the pair numbers are the contestants).
func held(m *movement.Movement) *movement.Movement {
	c := m.Clone()
	c.Family, c.Labels = "", nil
	c.Sort()
	return c
}

func TestMarshalLayout(t *testing.T) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 3, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	var cw *scorerfile.CannotWrite
	if _, err := Marshal(m); !errors.As(err, &cw) || !strings.Contains(err.Error(), "--ew-numbers-from 11") {
		t.Fatalf("cards saying NS 1 and EW 1 written (err %v), want a refusal naming --ew-numbers-from", err)
	}
	b, err := Marshal(apart(m))
	if err != nil {
		t.Fatal(err)
	}
	want := "\nMitchell, 3 tables\n" +
		"1,3,12,4,3,0\n" +
		"1,11,1, 1,13,2, 1,12,3\n" +
		"2,12,2, 2,11,3, 2,13,1\n" +
		"3,13,3, 3,12,1, 3,11,2\n"
	if string(b) != want {
		t.Errorf("got:\n%s\nwant:\n%s", b, want)
	}
	// With the EW pair of table 3 missing, its seats are written as the
	// missing pair 13 (one above the largest pair number, EW 12).
	m, err = mitchell.Generate(mitchell.Options{Tables: 3, Pairs: 5, Missing: movement.EW, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	b, err = Marshal(apart(m))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "1,3,12,4,3,13\n") || !strings.Contains(string(b), ",13,") {
		t.Errorf("missing pair not written as 13:\n%s", b)
	}
}

func TestMissingPairInTheMiddle(t *testing.T) {
	// Pair 2 is the missing pair: pairs 3 and 4 become contestants 2 and
	// 3, labelled with their numbers in the file.
	src := "Two tables\n0,2,4,2,1,2\n1,2,1\n3,4,2\n"
	es, err := Read(strings.NewReader(src), "h.txt")
	if err != nil {
		t.Fatal(err)
	}
	m := es[0].Movement
	if m.Contestants != 3 || m.Label(2) != "3" || m.Label(3) != "4" || m.Label(1) != "1" {
		t.Fatalf("contestants %d, labels %v", m.Contestants, m.Labels)
	}
	if p := m.Play[0]; p.Round != 1 || p.Table != 1 || !reflect.DeepEqual(p.Seats, []int{1, 0}) {
		t.Errorf("first play %+v, want round 1 table 1 seats [1 0]", p)
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		t.Errorf("invalid: %v", errs)
	}
}

func TestIndividualSkipped(t *testing.T) {
	src := "Ind\n3,2,8,2,4,8\n1,2,3,4,1\n5,6,7,8,2\nPairs\n1,1,2,2,1,0\n1,2,1\n"
	es, err := Read(strings.NewReader(src), "i.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 2 || es[0].Skipped.IsZero() || es[0].Movement != nil || es[1].Movement == nil {
		t.Fatalf("entries %+v: want the individual skipped with a reason and the pairs movement read", es)
	}
}

func TestMarshalRefuses(t *testing.T) {
	mit, _ := mitchell.Generate(mitchell.Options{Tables: 5})
	mit = apart(mit)
	sec, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 40, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	idle := mit.Clone()
	idle.Play = idle.Play[1:]
	individual := &movement.Movement{Name: "ind", Kind: movement.Individual, Seats: movement.CompassSeats(), Contestants: 4, Tables: 1, Rounds: 1, Sets: 1, BoardsPerSet: 1,
		Play: []movement.Play{{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3, 4}}}}
	three := &movement.Movement{Name: "pref", Kind: movement.Individual, Game: movement.Preferans, Seats: movement.ThreeSeats(), Contestants: 3, Tables: 1, Rounds: 1, Sets: 1, BoardsPerSet: 1,
		Play: []movement.Play{{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3}}}}
	seating := mit.Clone()
	seating.Sets, seating.BoardsPerSet = 0, 0
	for i := range seating.Play {
		seating.Play[i].Set = 0
	}
	twoEmpty := mit.Clone()
	twoEmpty.Play[0].Seats[1] = 0
	twoEmpty.Play[1].Seats[1] = 0
	for _, tc := range []struct {
		name string
		m    *movement.Movement
		want string
	}{
		{"sections", sec, "sections"},
		{"idle", idle, "idle"},
		{"individual", individual, "individual"},
		{"three", three, "3 seats"},
		{"seating", seating, "seating plan"},
		{"two empty", twoEmpty, "2 empty seats"},
	} {
		_, err := Marshal(tc.m)
		var cw *scorerfile.CannotWrite
		if !errors.As(err, &cw) {
			t.Errorf("%s: error %v is not a CannotWrite", tc.name, err)
			continue
		}
		if !strings.Contains(cw.Why.String(), tc.want) {
			t.Errorf("%s: %q does not say %q", tc.name, cw.Error(), tc.want)
		}
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		name, src string
		line      int
		field     string
	}{
		{"empty", "\n\n", 0, ""},
		{"title only", "Title\n", 1, ""},
		{"not a header", "Title\nfoo,bar\n", 2, "header"},
		{"zero tables", "T\n1,0,6,2,3,0\n", 2, "header: tables"},
		{"too many tables", "T\n1,9999,6,2,3,0\n", 2, "header: tables"},
		{"boards", "T\n1,1,7,2,3,0\n1,2,1, 1,2,2, 1,2,3\n", 2, "header: boards"},
		{"short line", "T\n1,2,6,2,3,0\n1,2,1, 1,2,2\n", 3, "table 1"},
		{"letter", "T\n1,1,6,2,3,0\n1,2,1, 1,x,2, 1,2,3\n", 3, "table 1, round 2: EW"},
		{"set too big", "T\n1,1,6,2,3,0\n1,2,1, 1,2,2, 1,2,4\n", 3, "table 1, round 3: set"},
		{"missing table", "T\n1,2,6,2,3,0\n1,2,1, 1,2,2, 1,2,3\n", 4, ""},
		{"set 0", "T\n1,1,6,2,3,0\n1,2,1, 1,2,0, 1,2,3\n", 3, "table 1, round 2: set"},
		{"teams 6 fields", "T\n5,1,6,2,3,0\n", 2, "header"},
		{"utf16", "\xff\xfeT\x00", 0, ""},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader(tt.src), "bad.txt")
		var pe *scorerfile.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s: error %v is not a ParseError", tt.name, err)
			continue
		}
		if pe.File != "bad.txt" || pe.Line != tt.line || pe.Field != tt.field {
			t.Errorf("%s: %v: file %q line %d field %q, want line %d field %q", tt.name, err, pe.File, pe.Line, pe.Field, tt.line, tt.field)
		}
	}
}

func TestSniff(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{camrose, true},
		{flowerShaped, true},
		{"Title\n1,2,6,2,3,0\n1,2,1, 1,2,2, 1,2,3\n", true},
		{"Title\n1,2,6,2,3,0\n1,2,1, 1,2", true}, // cut off
		{"14 7 6 6 0\n 1- 2 A  3- 4 B\n", false}, // .ASC
		{"5,2,4,4,1\n1,2,1,3,4,2\n", false},      // .ASC with commas: 6 numbers, not 3 × 1 round
		{"{\"format\": \"movegen-movement/1\"}", false},
		{"T5\nDESCEND\nTable=1\n", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := Sniff([]byte(tt.src)); got != tt.want {
			t.Errorf("Sniff(%q) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

// TestLocalFiles reads every *.txt file in the folder MOVEGEN_EBU_FILES
// names (EBUScore files from outside movegen's tree, such as
// Bridge::Flower's test outputs), checks every movement, and writes the
// file back: it must come out byte for byte.
func TestLocalFiles(t *testing.T) {
	dir := os.Getenv("MOVEGEN_EBU_FILES")
	if dir == "" {
		t.Skip("MOVEGEN_EBU_FILES is not set")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in %s (%v)", dir, err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		es, err := Read(bytes.NewReader(data), filepath.Base(f))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		var out bytes.Buffer
		for _, e := range es {
			var b []byte
			switch {
			case e.Teams != nil:
				rep := e.Teams.Check()
				t.Logf("%s: %q: %d teams, %d tables, %d rounds, %d problems", filepath.Base(f), e.Title, rep.Teams, e.Teams.Tables, e.Teams.Rounds, len(rep.Problems))
				for _, p := range rep.Problems {
					t.Errorf("%s: %s: %s", filepath.Base(f), e.Title, p)
				}
				b, err = e.Teams.Marshal()
			case e.Movement != nil:
				rep := movement.Analyze(e.Movement)
				t.Logf("%s: %q: %s, balance %.1f", filepath.Base(f), e.Title, rep.Verdict, rep.Summary.BalanceIndex)
				b, err = Marshal(e.Movement)
			}
			if err != nil {
				t.Errorf("%s: %s: %v", filepath.Base(f), e.Title, err)
			}
			out.Write(b)
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Errorf("%s: written back differently:\n%s", filepath.Base(f), out.Bytes())
		}
	}
}
