package app

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/request"
)

// TestSniff: the content decides; the extension is a hint only when the
// content does not say.
func TestSniff(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"a.JSON", "1 2", "json"},
		{"a.asc", "{", "json"},
		{"-", "\xef\xbb\xbf \n {\"format\"", "json"},
		{"-", "14 7 7 7 0", "asc"},
		{"x.asc", "14 7 7 7 9", "asc"},
		{"x.txt", "hello", ""},
		{"x.json", "", "json"},
		{"out.dat", "{}", "json"},
		{"T7", "Mitchell 7\nDESCEND\nrounds=7\n", "kbs"},
		{"lib.json", "Mitchell, 3 tables\n1,3,27,9,3,0\n1,4,1, 1,6,2, 1,5,3\n", "ebu"},
	}
	for _, tt := range tests {
		if got := Sniff(tt.name, []byte(tt.data)); got != tt.want {
			t.Errorf("Sniff(%q, %q) = %q, want %q", tt.name, tt.data, got, tt.want)
		}
	}
}

// TestReadAllLibrary: an EBUScore file of 20 movements reads as 20
// entries; the movement field picks one by name or number, and a
// command that wants one movement is told the names.
func TestReadAllLibrary(t *testing.T) {
	const path = "../../export/formats/testdata/library20.txt"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	es, err := ReadAll(ctx, "library20.txt", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 20 || es[0].Name != "Mitchell, 3 tables" || es[19].Number != 20 || es[0].FormatTitle != "EBUScore" {
		t.Fatalf("%d entries, first %+v", len(es), es[0])
	}
	_, err = Read(ctx, "library20.txt", data, nil)
	var re *request.Error
	if !errors.As(err, &re) || re.Field != "movement" || !re.Missing {
		t.Fatalf("Read of a library: %v, want a missing movement field", err)
	}
	if !strings.Contains(err.Error(), `holds 20 movements`) || !strings.Contains(err.Error(), `2 "Mitchell, 4 tables, relay and bye stand"`) {
		t.Errorf("message does not list the movements: %v", err)
	}
	for _, want := range []string{"3", "mitchell, 5 TABLES"} {
		v, _ := FromQuery(map[string][]string{"movement": {want}}, ReadFields()...)
		m, err := Read(ctx, "library20.txt", data, v)
		if err != nil {
			t.Fatalf("--movement %s: %v", want, err)
		}
		if m.Name != "Mitchell, 5 tables" {
			t.Errorf("--movement %s: got %q", want, m.Name)
		}
	}
	v, _ := FromQuery(map[string][]string{"movement": {"21"}}, ReadFields()...)
	if _, err := Read(ctx, "library20.txt", data, v); !errors.As(err, &re) || re.Field != "movement" || re.Value != "21" {
		t.Errorf("--movement 21: %v", err)
	}
}

// TestReadUnknown: a file of no known format says which formats are; a
// .txt file whose first movement is broken is read as EBUScore, to say
// where (file, line, field).
func TestReadUnknown(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"notes.txt", "hello\nworld\n", "notes.txt: not a movement file movegen knows: want movegen JSON, .ASC, EBUScore or KBS"},
		{"garbage.bin", "\x00\xff\x00", "garbage.bin: not a movement file movegen knows"},
		{"chart.txt", "Round  Table 1\n1      1-4\n", "chart.txt: not a movement file movegen knows"},
		{"lib.txt", "M\n1,3,27,9,3,0\n1,4,1, 1,6,2, 1,x,3\n", `lib.txt:3: table 1, round 3: EW: "x" is not a number`},
		{"lib.txt", "M\n1,3,27,9,3,0\n1,4,1, 1,6,2, 1,5\n", "lib.txt:3: table 1: 8 numbers, want 9 (3 rounds × NS,EW,set)"},
	}
	for _, tt := range tests {
		_, err := ReadAll(context.Background(), tt.name, []byte(tt.data), nil)
		var re *request.Error
		if !errors.As(err, &re) || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s %q: got %v, want %q", tt.name, tt.data, err, tt.want)
		}
	}
}
