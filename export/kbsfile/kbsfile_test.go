package kbsfile

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

// manualMitchell is a 5-table Mitchell built from the key lines the KBS
// manual gives as examples (chapter "Movement files": "Table=1, ns=1,
// ew=21, board=1, boardcode=T-, nscode=N=, ewcode=E+" and the substitute
// key "L1=E+ ..." used as "ewcode=$L1"); the rest is ours.
const manualMitchell = `Five table Mitchell
Two winners.
DESCEND
# A comment line.
id=500
L1=E+

Table=1
ns=1
ew=21
board=1
boardcode=T-
nscode=N=
ewcode=$L1

Table=2
ns=2
ew=22
board=2
boardcode=T-
nscode=N=
ewcode=$L1

Table=3
ns=3
ew=23
board=3
boardcode=T-
nscode=N=
ewcode=$L1

Table=4
ns=4
ew=24
board=4
boardcode=T-
nscode=N=
ewcode=$L1

Table=5
ns=5
ew=25
board=5
boardcode=T-
nscode=N=
ewcode=$L1

bpr=5
rounds=5
`

func TestManualMitchell(t *testing.T) {
	m, err := Read(strings.NewReader(manualMitchell), "T4Mit")
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "Five table Mitchell" || m.Tables != 5 || m.Rounds != 5 || m.Sets != 5 || m.BoardsPerSet != 5 || m.Contestants != 10 {
		t.Fatalf("got %+v", m)
	}
	// Pairs 21..25 are contestants 6..10, labelled with their numbers.
	if m.Label(6) != "21" || m.Label(1) != "1" {
		t.Errorf("labels %v", m.Labels)
	}
	// Round 2: the EW pairs have moved up one, the sets down one.
	want := []movement.Play{
		{Round: 2, Table: 1, Set: 2, Seats: []int{1, 10}},
		{Round: 2, Table: 2, Set: 3, Seats: []int{2, 6}},
		{Round: 2, Table: 3, Set: 4, Seats: []int{3, 7}},
		{Round: 2, Table: 4, Set: 5, Seats: []int{4, 8}},
		{Round: 2, Table: 5, Set: 1, Seats: []int{5, 9}},
	}
	if got := m.Play[5:10]; !reflect.DeepEqual(got, want) {
		t.Errorf("round 2 = %+v, want %+v", got, want)
	}
	rep := movement.Analyze(m)
	if rep.Verdict == movement.Invalid {
		t.Fatalf("invalid: %v", rep.Problems.Errors())
	}
	if !slicesContains(rep.Properties, movement.PropEverySetOnce) || !slicesContains(rep.Properties, movement.PropNoRepeatMeetings) {
		t.Errorf("properties %v, want every set once and no repeat meetings", rep.Properties)
	}
}

func slicesContains(ps []movement.Property, p movement.Property) bool {
	for _, x := range ps {
		if x == p {
			return true
		}
	}
	return false
}

// manualShare is the board-sharing table the manual shows (T12R12: "table
// 12 sharing with table 1 for the whole session", with board=0, share=1,
// boardcode=T=, nscode=N=, ewcode=$L1, sharecode=1), put into a Mitchell
// of four tables with a relay of our own making: the sets move down
// through table 2, table 1, table 3 and the relay (a bye stand), and
// table 4 plays table 1's set.
const manualShare = `Four tables, table 4 shares with table 1
DESCEND
id=401
L1=E+
Table=1
ns=1
ew=11
board=1
boardcode=T3
nscode=N=
ewcode=$L1
Table=2
ns=2
ew=12
board=2
boardcode=T-
nscode=N=
ewcode=$L1
Table=3
ns=3
ew=13
board=4
boardcode=R1
nscode=N=
ewcode=$L1
Table=4
ns=4
ew=14
board=0
share=1
boardcode=T=
nscode=N=
ewcode=$L1
sharecode=1
Relay=1
board=3
boardcode=T2
rounds=4
bpr=5
`

func TestManualShare(t *testing.T) {
	m, err := Read(strings.NewReader(manualShare), "T4R4")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Play {
		if p.Table == 4 {
			first := m.Play[(p.Round-1)*4]
			if p.Set != first.Set {
				t.Errorf("round %d: table 4 plays set %d, table 1 set %d", p.Round, p.Set, first.Set)
			}
		}
	}
	rep := movement.Analyze(m)
	if rep.Verdict == movement.Invalid {
		t.Fatalf("invalid: %v", rep.Problems.Errors())
	}
	// Written and read again: the same movement.
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Read(bytes.NewReader(b), "again")
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if !reflect.DeepEqual(held(again), held(m)) {
		t.Errorf("read back\n%+v\nwant\n%+v\n%s", again, m, b)
	}
}

// held returns what a KBS file holds of m: no family or labels, arrow
// switches written as the seats by the cards held.
func held(m *movement.Movement) *movement.Movement {
	c := m.Clone()
	c.Family, c.Labels = "", nil
	for i := range c.Play {
		p := &c.Play[i]
		if p.Switched {
			p.Seats[0], p.Seats[1] = p.Seats[1], p.Seats[0]
			p.Switched = false
		}
	}
	c.Sort()
	return c
}

func TestRoundTrip(t *testing.T) {
	var ms []*movement.Movement
	for T := 3; T <= 12; T++ {
		m, err := mitchell.Generate(mitchell.Options{Tables: T})
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	m, err := mitchell.Generate(mitchell.Options{Tables: 7, Winners: 1})
	if err != nil {
		t.Fatal(err)
	}
	ms = append(ms, m)
	for _, P := range []int{8, 10, 16, 20} {
		m, err := howell.Generate(howell.Options{Pairs: P})
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	for _, m := range ms {
		t.Run(m.Name, func(t *testing.T) {
			if _, why := scorerfile.UniqueNumbers(m, FormatName); !why.IsZero() {
				// A Mitchell's cards say NS 1 and EW 1: refused until
				// the EW pairs are numbered apart, as KBS numbers them.
				if _, err := Marshal(m); err == nil {
					t.Fatal("a movement whose cards give two pairs one number was written")
				}
				m, _ = scorerfile.NumberEWFrom(m, 11+10*((m.Tables-1)/10))
			}
			b, err := Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Read(bytes.NewReader(b), "rt")
			if err != nil {
				t.Fatalf("%v\n%s", err, b)
			}
			for i, n := range scorerfile.Numbers(got) {
				if want := scorerfile.Numbers(m)[i].N; n.N != want {
					t.Errorf("contestant %d: the file calls it %d, the cards %d", i+1, n.N, want)
				}
			}
			if !reflect.DeepEqual(held(got), held(m)) {
				t.Errorf("read back\n%+v\nwant\n%+v\n%s", got, held(m), b)
			}
			b2, err := Marshal(got)
			if err != nil || !bytes.Equal(b, b2) {
				t.Errorf("second write differs (err %v)", err)
			}
		})
	}
}

func TestMarshalMitchell3(t *testing.T) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 3, BoardsPerRound: 8})
	if err != nil {
		t.Fatal(err)
	}
	var cw *scorerfile.CannotWrite
	if _, err := Marshal(m); !errors.As(err, &cw) {
		t.Fatalf("cards saying NS 1 and EW 1 written to KBS (err %v), want a refusal", err)
	}
	m, _ = scorerfile.NumberEWFrom(m, 11)
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `Mitchell, 3 tables
Written by movegen.
DESCEND
id=399
rounds=3
bpr=8

Table=1
ns=1
ew=11
board=1
boardcode=T-
nscode=N=
ewcode=E+

Table=2
ns=2
ew=12
board=2
boardcode=T-
nscode=N=
ewcode=E+

Table=3
ns=3
ew=13
board=3
boardcode=T-
nscode=N=
ewcode=E+
`
	if string(b) != want {
		t.Errorf("got:\n%s\nwant:\n%s", b, want)
	}
}

func TestMarshalRefuses(t *testing.T) {
	missing, _ := mitchell.Generate(mitchell.Options{Tables: 5, Pairs: 9})
	sec, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 40, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	ind := &movement.Movement{Name: "ind", Kind: movement.Individual, Seats: movement.CompassSeats(), Contestants: 4, Tables: 1, Rounds: 1, Sets: 1, BoardsPerSet: 1,
		Play: []movement.Play{{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3, 4}}}}
	for _, tc := range []struct {
		name string
		m    *movement.Movement
		want string
	}{
		{"mitchell numbers", missing, "--ew-numbers-from 11"},
		{"sections", sec, "sections"},
		{"individual", ind, "individual"},
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
	head := "x\nDESCEND\nrounds=2\nbpr=3\n"
	table := func(n, ns, ew, board, bc, nc, ec string) string {
		return "Table=" + n + "\nns=" + ns + "\new=" + ew + "\nboard=" + board + "\nboardcode=" + bc + "\nnscode=" + nc + "\newcode=" + ec + "\n"
	}
	ok2 := table("1", "1", "3", "1", "T-", "N=", "E+") + table("2", "2", "4", "2", "T-", "N=", "E+")
	tests := []struct {
		name, src string
		line      int
		field     string
	}{
		{"no descend", "Title\nrounds=2\n", 0, ""},
		{"not a key", "x\nDESCEND\nfoo\n", 3, ""},
		{"no rounds", "x\nDESCEND\nbpr=3\n" + ok2, 0, "rounds"},
		{"no bpr", "x\nDESCEND\nrounds=2\n" + ok2, 0, "bpr"},
		{"unknown substitute", head + "Table=1\nns=$L9\n", 6, "ns"},
		{"key before table", head + "ns=1\n", 5, "ns"},
		{"duplicate key", head + "Table=1\nns=1\nns=2\n", 7, "ns"},
		{"missing key", head + "Table=1\nns=1\new=2\nboard=1\nboardcode=T=\nnscode=N=\n", 5, "table 1: ewcode"},
		{"bad entry", head + table("1", "1", "3", "1", "X-", "N=", "E+") + table("2", "2", "4", "2", "T-", "N=", "E+"), 9, "table 1: boardcode"},
		{"entries", "x\nDESCEND\nrounds=3\nbpr=3\n" + table("1", "1", "3", "1", "T- T- T-", "N=", "E+") + table("2", "2", "4", "2", "T-", "N=", "E+"), 9, "table 1: boardcode"},
		{"collision", head + table("1", "1", "3", "1", "T-", "N=", "E=") + table("2", "2", "4", "2", "T-", "N-", "E+"), 17, "table 2: nscode"},
		{"gap", head + table("1", "1", "3", "1", "T=", "N=", "E=") + table("3", "2", "4", "2", "T=", "N=", "E="), 0, ""},
		{"set gap", head + table("1", "1", "3", "1", "T-", "N=", "E+") + table("2", "2", "4", "3", "T-", "N=", "E+"), 0, "board"},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader(tt.src), "bad")
		var pe *scorerfile.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s: error %v is not a ParseError", tt.name, err)
			continue
		}
		if pe.File != "bad" || pe.Line != tt.line || pe.Field != tt.field {
			t.Errorf("%s: %v: line %d field %q, want line %d field %q", tt.name, err, pe.Line, pe.Field, tt.line, tt.field)
		}
	}
}

func TestSniff(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{manualMitchell, true},
		{"T5\r\nDESCEND\r\nid=501\r\n", true},
		{"5,6,32,16,2\n4,6,1,4,6,2\n", false},
		{"14 7 6 6 0\n", false},
		{"", false},
	} {
		if got := Sniff([]byte(tt.src)); got != tt.want {
			t.Errorf("Sniff(%q) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

// TestShippedMoves reads every movement file KBS ships (its "moves"
// folder), when MOVEGEN_KBS_MOVES names a folder holding them; the files
// are not part of movegen's tree. Each must read, validate and survive a
// write and a second read.
func TestShippedMoves(t *testing.T) {
	dir := os.Getenv("MOVEGEN_KBS_MOVES")
	if dir == "" {
		t.Skip("MOVEGEN_KBS_MOVES is not set")
	}
	files, err := filepath.Glob(filepath.Join(dir, "T*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in %s (%v)", dir, err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Read(bytes.NewReader(data), filepath.Base(f))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		rep := movement.Analyze(m)
		t.Logf("%s: %q %d tables %d rounds %d sets: %s, balance %.1f", filepath.Base(f), m.Name, m.Tables, m.Rounds, m.Sets, rep.Verdict, rep.Summary.BalanceIndex)
		// A pair that never plays is the half table's missing pair (the
		// Bowman's NS 10) and is taken out: every file is valid.
		for _, p := range rep.Problems.Errors() {
			t.Errorf("%s: invalid: %v", filepath.Base(f), p.Text)
		}
		b, err := Marshal(m)
		if err != nil {
			t.Logf("%s: not written back: %v", filepath.Base(f), err)
			continue
		}
		again, err := Read(bytes.NewReader(b), "again")
		if err != nil {
			t.Errorf("%s: our own output: %v", filepath.Base(f), err)
			continue
		}
		if !reflect.DeepEqual(held(again), held(m)) {
			t.Errorf("%s: changed by a write and a read", filepath.Base(f))
		}
		// The file's numbers, which the cards print, are written back.
		for i, n := range scorerfile.Numbers(again) {
			if want := scorerfile.Numbers(m)[i].N; n.N != want {
				t.Errorf("%s: contestant %d is %d on the cards, %d after a write and a read", filepath.Base(f), i+1, want, n.N)
			}
		}
	}
}
