package standings

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

const sample = `# Swiss teams after round 2
team,name,vp,met,byes
3,,24.0,1;4,
1,Smith,27.4,3 5,0
2,"Jones, A.",22.1,6 7,0
4,,16,3 bye,
5,,18.5,7 1,0
6,,12,2,1
7,,20,5 2,0
`

func TestRead(t *testing.T) {
	got, err := Read(strings.NewReader(sample), "after2.csv")
	if err != nil {
		t.Fatal(err)
	}
	want := []teams.Standing{
		{Team: 3, VP: 24, Met: []int{1, 4}},
		{Team: 1, Name: "Smith", VP: 27.4, Met: []int{3, 5}},
		{Team: 2, Name: "Jones, A.", VP: 22.1, Met: []int{6, 7}},
		{Team: 4, VP: 16, Met: []int{3}, Byes: 1},
		{Team: 5, VP: 18.5, Met: []int{7, 1}},
		{Team: 6, VP: 12, Met: []int{2}, Byes: 1},
		{Team: 7, VP: 20, Met: []int{5, 2}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	// Written and read back: the same standings, in team order.
	var b bytes.Buffer
	if err := Write(&b, got); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "team,name,vp,met,byes\n1,Smith,27.4,3 5,0\n2,\"Jones, A.\",22.1,6 7,0\n3,,24,1 4,0\n") {
		t.Errorf("written:\n%s", b.String())
	}
	again, err := Read(&b, "again.csv")
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 7 || !reflect.DeepEqual(again[3], want[3]) || !reflect.DeepEqual(again[0], want[1]) {
		t.Errorf("read back %+v", again)
	}
}

func TestReadFaults(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"no header", "# nothing\n", "s.csv: no header line (want the columns team, vp and met)"},
		{"missing column", "team,vp\n1,2\n", `s.csv:1: no column "met"`},
		{"unknown column", "team,vp,met,score\n", `s.csv:1: unknown column "score" (want team, name, vp, met, byes, triangle, opp, result)`},
		{"column twice", "team,vp,met,VP\n", `s.csv:1: column "vp" is named twice`},
		{"no teams", "team,vp,met\n", "s.csv: no teams"},
		{"short line", "team,vp,met\n1,2\n", "s.csv:2: 2 columns, the header names 3"},
		{"team not a number", "team,vp,met\n\n one,2,\n", `s.csv:3: team: "one" is not a team number (1 or more)`},
		{"team twice", "team,vp,met\n1,2,\n1,3,\n", "s.csv:3: team: team 1 is already on line 2"},
		{"vp", "team,vp,met\n1,lots,\n", `s.csv:2: vp: "lots" is not a number of victory points (such as 31.5)`},
		{"vp nan", "team,vp,met\n1,NaN,\n", `s.csv:2: vp: "NaN" is not a number of victory points (such as 31.5)`},
		{"met word", "team,vp,met\n1,2,two\n2,1,\n", `s.csv:2: met: "two" is not a team number or "bye"`},
		{"met itself", "team,vp,met\n1,2,1\n", "s.csv:2: met: team 1 cannot have met itself"},
		{"met unknown", "team,vp,met\n1,2,3\n2,1,\n", "s.csv:2: met: team 3 is not in the file (teams 1 to 2)"},
		{"numbering", "team,vp,met\n1,2,\n3,1,\n", "s.csv:3: team: team 3, but there are 2 teams: number them 1 to 2"},
		{"byes", "team,vp,met,byes\n1,2,,-1\n", `s.csv:2: byes: "-1" is not a number of byes (0 or more)`},
		{"name control", "team,vp,met,name\n1,2,,\"a\tb\"\n", "s.csv:2: name: control character U+0009 in the text; remove it"},
		{"quotes", "team,vp,met\n1,\"2,\n", "s.csv:2: malformed CSV: extraneous or missing \" in quoted-field"},
		{"opp word", "team,vp,met,opp\n1,2,,x\n2,1,,1\n", `s.csv:2: opp: "x" is not another team's number or "bye"`},
		{"opp itself", "team,vp,met,opp\n1,2,,1\n2,1,,1\n", `s.csv:2: opp: "1" is not another team's number or "bye"`},
		{"opp one-sided", "team,vp,met,opp\n1,2,,2\n2,1,,bye\n", "s.csv:2: opp: team 1 plays team 2, but team 2's line says bye"},
		{"opp missing", "team,vp,met,opp\n1,2,,2\n2,1,,1\n3,0,,\n", `s.csv:4: opp: no opponent, but other teams have one this round (a team number or "bye")`},
		{"not utf-8", "team,vp,met\n1,2,\xff\n", "s.csv: not UTF-8 text"},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader(tt.in), "s.csv")
		var e *Error
		if !errors.As(err, &e) || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
	if _, err := Read(strings.NewReader(strings.Repeat("#", MaxBytes+1)), "big.csv"); err == nil || err.Error() != "big.csv: larger than 1048576 bytes" {
		t.Errorf("big: %v", err)
	}
}

// TestSwissThroughTheFile runs a 13-team Swiss for six rounds in which
// every round's standings go through the file: written, read back and
// paired from what was read.
func TestSwissThroughTheFile(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 6))
	ss := make([]teams.Standing, 13)
	for i := range ss {
		ss[i].Team = i + 1
	}
	for r := 1; r <= 6; r++ {
		var b bytes.Buffer
		if err := Write(&b, ss); err != nil {
			t.Fatal(err)
		}
		read, err := Read(&b, "round.csv")
		if err != nil {
			t.Fatalf("round %d: %v\n%s", r, err, b.String())
		}
		if !reflect.DeepEqual(read, ss) {
			t.Fatalf("round %d: read back %+v, want %+v", r, read, ss)
		}
		o := teams.SwissOptions{Standings: read}
		p, err := teams.PairSwiss(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.Movement(o)
		if err != nil || !movement.Validate(m).Valid() {
			t.Fatalf("round %d: %v", r, err)
		}
		for _, x := range p.Matches {
			v := float64(rng.IntN(2001)) / 100
			ss[x.Home-1].VP += v
			ss[x.Away-1].VP += 20 - v
			ss[x.Home-1].Met = append(ss[x.Home-1].Met, x.Away)
			ss[x.Away-1].Met = append(ss[x.Away-1].Met, x.Home)
		}
		ss[p.Bye-1].VP += 12
		ss[p.Bye-1].Byes++
	}
	for _, s := range ss {
		if s.Byes > 1 || len(s.Met)+s.Byes != 6 {
			t.Errorf("team %d: %d byes, met %v", s.Team, s.Byes, s.Met)
		}
	}
}

// FuzzRead: Read never panics; what it accepts, Write writes and Read
// reads back the same.
func FuzzRead(f *testing.F) {
	f.Add([]byte(sample))
	f.Add([]byte("team,vp,met\n1,0,\n2,0,\n"))
	f.Add([]byte("\xef\xbb\xbfTEAM , VP,Met,byes\n2,1e3,1 bye,2\n1,-3.5,2,\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ss, err := Read(bytes.NewReader(data), "fuzz.csv")
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T is not *Error: %v", err, err)
			}
			return
		}
		if err := (teams.SwissOptions{Standings: ss}).Check(); err != nil && len(ss) >= teams.MinSwissTeams {
			t.Fatalf("accepted standings fail Check: %v", err)
		}
		var b bytes.Buffer
		if err := Write(&b, ss); err != nil {
			t.Fatal(err)
		}
		again, err := Read(&b, "again.csv")
		if err != nil {
			t.Fatalf("reading our own output: %v\n%s", err, b.String())
		}
		if len(again) != len(ss) {
			t.Fatalf("%d teams, then %d", len(ss), len(again))
		}
	})
}

// TestWriteNeutralisesNames: a team name that a spreadsheet would run as
// a formula is written as text (a leading quote, quoted), the other cells
// as they are.
func TestWriteNeutralisesNames(t *testing.T) {
	ss := []teams.Standing{
		{Team: 1, Name: `=HYPERLINK("http://x.example","win")`, VP: 10, Met: []int{2}},
		{Team: 2, Name: "@SUM(A1)", VP: -2.5, Met: []int{1}},
		{Team: 3, Name: "Smith", VP: 7, Met: nil, Byes: 1},
	}
	var b bytes.Buffer
	if err := Write(&b, ss); err != nil {
		t.Fatal(err)
	}
	want := "team,name,vp,met,byes\n" +
		"1,\"'=HYPERLINK(\"\"http://x.example\"\",\"\"win\"\")\",10,2,0\n" +
		"2,\"'@SUM(A1)\",-2.5,1,0\n" +
		"3,Smith,7,,1\n"
	if b.String() != want {
		t.Errorf("written:\n%s\nwant:\n%s", b.String(), want)
	}
}
