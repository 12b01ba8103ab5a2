package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
)

// TestSessionWorkbook follows the director's path: plan a session with a
// start time, write the chosen movement as JSON, print its workbook, and
// read the workbook back. The JSON movement is valid and carries the
// plan's timetable; the workbook has a Timetable sheet whose cells are
// that timetable, round by round.
func TestSessionWorkbook(t *testing.T) {
	dir := t.TempDir()
	js, book := filepath.Join(dir, "s.json"), filepath.Join(dir, "s.xlsx")
	for _, args := range [][]string{
		{"plan", "--pairs", "13", "--time", "3h", "--start", "19:00", "--choose", "1", "-o", js},
		{"cards", js, "-o", book},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), args, nil, &stdout, &stderr); code != 0 {
			t.Fatalf("movegen %v: exit %d: %s", args, code, stderr.String())
		}
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	m, err := jsonfile.Read(bytes.NewReader(data), js)
	if err != nil {
		t.Fatal(err)
	}
	if ps := movement.Validate(m); !ps.Valid() {
		t.Fatalf("the planned movement is invalid: %v", ps.Errors())
	}
	if rep := movement.Analyze(m); rep.Verdict == movement.Invalid || m.Family != movement.Howell {
		t.Errorf("verdict %s, family %s, want a valid Howell (plan marks the 12-round Howell for 13 pairs, issue 40)", rep.Verdict, m.Family)
	}
	if m.Session == nil || m.Session.Timetable == nil {
		t.Fatal("the planned movement carries no timetable")
	}
	tt := m.Session.Timetable
	if len(tt.Rounds) != m.Rounds || tt.Start.String() != "19:00" {
		t.Fatalf("timetable %+v for %d rounds, want one from 19:00", tt, m.Rounds)
	}
	// A round is boards per set × 7 minutes, then 1 minute to move.
	for i, r := range tt.Rounds {
		wantStart := movement.Clock(19*60 + i*(m.BoardsPerSet*7+1))
		if r.Start != wantStart || r.End != wantStart+movement.Clock(m.BoardsPerSet*7) {
			t.Errorf("round %d: %v–%v, want it to start at %v and last %d minutes", r.Round, r.Start, r.End, wantStart, m.BoardsPerSet*7)
		}
	}

	f, err := excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if !slices.Contains(f.GetSheetList(), "Timetable") {
		t.Fatalf("sheets %v: no Timetable", f.GetSheetList())
	}
	rows, err := f.GetRows("Timetable")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < 3+m.Rounds {
		t.Fatalf("Timetable has %d rows, want heading and %d rounds", len(rows), m.Rounds)
	}
	if got := rows[2][:3]; !slices.Equal(got, []string{"Round", "Start", "End"}) {
		t.Errorf("heading %v", got)
	}
	for i, r := range tt.Rounds {
		want := []string{strconv.Itoa(r.Round), r.Start.String(), r.End.String()}
		if got := rows[3+i]; len(got) < 3 || !slices.Equal(got[:3], want) {
			t.Errorf("row of round %d: %v, want %v", r.Round, got, want)
		}
	}
}
