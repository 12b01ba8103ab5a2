package csvfile_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/scorerfile"
	goldenfile "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
)

var update = goldenfile.UpdateFlag()

// golden checks got against testdata/name (see package internal/golden).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got, *update)
}

func TestGolden(t *testing.T) {
	mit, err := samples.Mitchell(3, samples.Phantom)
	if err != nil {
		t.Fatal(err)
	}
	sw, err := samples.Mitchell(3, samples.Switched)
	if err != nil {
		t.Fatal(err)
	}
	// Pairs that play the other line's cards need numbers apart.
	sw, _ = scorerfile.NumberEWFrom(sw, 11)
	rest, err := samples.Rest(5, 4)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		m      *movement.Movement
		layout csvfile.Layout
	}{
		{"mitchell3-phantom.csv", mit, csvfile.Flat},
		{"mitchell3-phantom.bridgemate.csv", mit, csvfile.Bridgemate},
		{"mitchell3-switch.csv", sw, csvfile.Flat},
		{"mitchell3-switch.bridgemate.csv", sw, csvfile.Bridgemate},
		{"rest5.csv", rest, csvfile.Flat},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		if err := csvfile.Write(&b, tt.m, tt.layout); err != nil {
			t.Fatal(err)
		}
		// One layout, one table: a single header and no blank line.
		if n := strings.Count(b.String(), "\n\n"); n != 0 {
			t.Errorf("%s: %d blank lines", tt.name, n)
		}
		if recs, err := csv.NewReader(bytes.NewReader(b.Bytes())).ReadAll(); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		} else if len(recs) < 2 {
			t.Errorf("%s: %d records", tt.name, len(recs))
		}
		golden(t, tt.name, b.Bytes())
	}
}

// TestSwitchedRounds: every row of an arrow-switched play says so, in
// both layouts, and the Bridgemate columns name the pair holding the NS
// cards as NSPair, so that a one-winner Mitchell scored from the file
// puts every pair in the line of the cards it held (checked against
// movement.Analyze's comparisons below).
func TestSwitchedRounds(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Switched)
	if err != nil {
		t.Fatal(err)
	}
	var cw *scorerfile.CannotWrite
	if err := csvfile.Write(&bytes.Buffer{}, m, csvfile.Bridgemate); !errors.As(err, &cw) {
		t.Fatalf("a switched Mitchell whose cards say NS 1 and EW 1: err %v, want a refusal", err)
	}
	m, _ = scorerfile.NumberEWFrom(m, 11)
	switched := map[[2]int]bool{} // round, table
	for _, p := range m.Play {
		switched[[2]int{p.Round, p.Table}] = p.Switched
	}
	if len(switched) == 0 {
		t.Fatal("no plays")
	}
	var flat, bm bytes.Buffer
	if err := csvfile.Write(&flat, m, csvfile.Flat); err != nil {
		t.Fatal(err)
	}
	if err := csvfile.Write(&bm, m, csvfile.Bridgemate); err != nil {
		t.Fatal(err)
	}
	frecs, _ := csv.NewReader(&flat).ReadAll()
	if frecs[0][7] != "switched" {
		t.Fatalf("flat header %v", frecs[0])
	}
	nsw := 0
	for _, r := range frecs[1:] {
		round, _ := strconv.Atoi(r[0])
		table, _ := strconv.Atoi(r[1])
		want := "0"
		if switched[[2]int{round, table}] {
			want = "1"
			nsw++
		}
		if r[7] != want {
			t.Errorf("flat round %d table %d: switched %q, want %q", round, table, r[7], want)
		}
	}
	if nsw == 0 {
		t.Error("the sample has no switched round: the test is blind")
	}
	// Scoring line from the Bridgemate rows: pair -> line -> boards. Two
	// pairs are compared on a board when both score in the same line; the
	// count must equal movement.Analyze's comparisons.
	brecs, _ := csv.NewReader(&bm).ReadAll()
	if brecs[0][7] != "Switched" {
		t.Fatalf("bridgemate header %v", brecs[0])
	}
	type played struct {
		board int
		line  string
	}
	lines := map[int][]played{}
	for _, r := range brecs[1:] {
		round, _ := strconv.Atoi(r[2])
		table, _ := strconv.Atoi(r[1])
		nsPair, _ := strconv.Atoi(r[3])
		ewPair, _ := strconv.Atoi(r[4])
		lo, _ := strconv.Atoi(r[5])
		hi, _ := strconv.Atoi(r[6])
		if got, want := r[7] == "1", switched[[2]int{round, table}]; got != want {
			t.Errorf("bridgemate round %d table %d: Switched %q", round, table, r[7])
		}
		for bd := lo; bd <= hi; bd++ {
			lines[nsPair] = append(lines[nsPair], played{bd, "NS"})
			lines[ewPair] = append(lines[ewPair], played{bd, "EW"})
		}
	}
	rep := movement.Analyze(m)
	// The file names the pairs by the numbers the cards print.
	nums := scorerfile.Numbers(m)
	for a := 1; a <= m.Contestants; a++ {
		for c := a + 1; c <= m.Contestants; c++ {
			n := 0
			for _, x := range lines[nums[a-1].N] {
				for _, y := range lines[nums[c-1].N] {
					if x == y {
						n++
					}
				}
			}
			if want := rep.Comparisons.At(a, c); n != want {
				t.Errorf("pairs %d and %d: compared on %d boards by the CSV, %d by Analyze", a, c, n, want)
			}
		}
	}
}

func TestWriteRefusesInvalid(t *testing.T) {
	m, err := samples.Mitchell(3, samples.Plain)
	if err != nil {
		t.Fatal(err)
	}
	m.Play[1].Seats[0] = m.Play[0].Seats[0] // one pair at two tables
	var b bytes.Buffer
	err = csvfile.Write(&b, m, csvfile.Flat)
	if !errors.Is(err, csvfile.ErrInvalid) {
		t.Errorf("err = %v, want ErrInvalid", err)
	}
	if b.Len() != 0 {
		t.Errorf("wrote %d bytes for an invalid movement", b.Len())
	}
}

func TestParseLayout(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want csvfile.Layout
		ok   bool
	}{
		{"", csvfile.Flat, true},
		{"flat", csvfile.Flat, true},
		{"bridgemate", csvfile.Bridgemate, true},
		{"both", "", false},
	} {
		got, err := csvfile.ParseLayout(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseLayout(%q) = %q, %v", tt.in, got, err)
		}
	}
}

// TestFlatRoundTrip reads the flat rows back and rebuilds every play: the
// CSV must hold the whole schedule.
func TestFlatRoundTrip(t *testing.T) {
	for _, build := range []func() (*movement.Movement, error){
		func() (*movement.Movement, error) { return samples.Mitchell(8, samples.Relay) },
		func() (*movement.Movement, error) { return samples.PreferansRotation(7) },
		func() (*movement.Movement, error) { return samples.Rest(5, 4) },
	} {
		m, err := build()
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := csvfile.WriteFlat(&b, m); err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(&b).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		got := map[[3]int]int{} // round, table, seat index -> contestant
		for _, r := range recs[1:] {
			round, _ := strconv.Atoi(r[0])
			table, _ := strconv.Atoi(r[1])
			c, _ := strconv.Atoi(r[5])
			got[[3]int{round, table, m.SeatIndex(movement.Seat(r[4]))}] = c
			if r[6] != m.Label(c) {
				t.Errorf("%s: label %q for %d", m.Name, r[6], c)
			}
		}
		n := 0
		for _, p := range m.Play {
			for i, c := range p.Seats {
				if c == 0 {
					continue
				}
				n++
				if got[[3]int{p.Round, p.Table, i}] != c {
					t.Errorf("%s: round %d table %d seat %s: csv has %d, want %d", m.Name, p.Round, p.Table, m.Seats[i], got[[3]int{p.Round, p.Table, i}], c)
				}
			}
		}
		if n != len(recs)-1 {
			t.Errorf("%s: %d rows, %d occupied seats", m.Name, len(recs)-1, n)
		}
	}
}

func TestBridgemateRejectsIndividual(t *testing.T) {
	m, err := samples.PreferansRotation(5)
	if err != nil {
		t.Fatal(err)
	}
	err = csvfile.WriteBridgemate(&bytes.Buffer{}, m)
	if err == nil || !strings.Contains(err.Error(), "pairs") {
		t.Errorf("err = %v", err)
	}
}

func ExampleWriteBridgemate() {
	m, _ := samples.Mitchell(3, samples.Plain)
	_ = csvfile.WriteBridgemate(os.Stdout, m)
	// Output:
	// Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,Switched
	// A,1,1,1,1,1,3,0
	// A,2,1,2,2,4,6,0
	// A,3,1,3,3,7,9,0
	// A,1,2,1,3,4,6,0
	// A,2,2,2,1,7,9,0
	// A,3,2,3,2,1,3,0
	// A,1,3,1,2,7,9,0
	// A,2,3,2,3,1,3,0
	// A,3,3,3,1,4,6,0
}

// TestLabelsNeverFormulas: a movement's labels, whatever they hold, are
// read back from the flat layout as themselves or, when a spreadsheet
// would run them, as text behind a single quote.
func TestLabelsNeverFormulas(t *testing.T) {
	m, err := samples.Mitchell(3, samples.Phantom)
	if err != nil {
		t.Fatal(err)
	}
	labels := map[int]string{
		1: `=HYPERLINK("http://evil.example/","open me")`,
		2: "@SUM(1+1)*cmd|' /C calc'!A0",
		3: "+1+1",
		4: "-4",
		5: "-",
		6: "a;=1+2",
	}
	want := map[string]string{
		labels[1]: "'" + labels[1], labels[2]: "'" + labels[2], labels[3]: "'+1+1",
		"-4": "-4", "-": "-", "a;=1+2": "a;=1+2",
	}
	m.Labels = map[int]string{}
	for c, l := range labels {
		if c <= m.Contestants {
			m.Labels[c] = l
		}
	}
	var b bytes.Buffer
	if err := csvfile.Write(&b, m, csvfile.Flat); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, rec := range recs[1:] {
		c, err := strconv.Atoi(rec[5])
		if err != nil {
			t.Fatal(err)
		}
		l, ok := m.Labels[c]
		if !ok {
			continue
		}
		seen++
		if rec[6] != want[l] {
			t.Errorf("label %q read back as %q, want %q", l, rec[6], want[l])
		}
	}
	if seen == 0 {
		t.Fatal("no labelled contestant in the file: the test proves nothing")
	}
}
