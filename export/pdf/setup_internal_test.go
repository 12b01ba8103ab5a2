package pdf

import (
	"fmt"
	"testing"

	"github.com/movegen/movegen/export/sheet"
)

// setupSheet is a setup sheet of lines lines under one heading, then a
// timetable part: a heading, its sentence and a grid of 9 rounds.
func setupSheet(lines int) *sheet.Document {
	var first []sheet.Line
	for i := range lines {
		first = append(first, sheet.Line{Text: fmt.Sprintf("Line %d of the first part, a sentence of some length.", i+1)})
	}
	head := []string{"Round", "Start", "End"}
	rows := [][]sheet.Cell{}
	for r := 1; r <= 9; r++ {
		rows = append(rows, []sheet.Cell{{Text: fmt.Sprint(r)}, {Text: "19:00"}, {Text: "19:21"}})
	}
	return &sheet.Document{Lang: "en", Frame: sheet.Frame{Title: "M", Footer: []string{"M"}},
		Sheets: []sheet.Sheet{{Kind: sheet.KindSetup, Title: "Setup", Subtitle: "M · #abc", Parts: []sheet.Part{
			{Heading: "Boards", Lines: first},
			{Heading: "Timetable", Lines: []sheet.Line{{Text: "Start 19:00, finish 22:31."}}, Grid: sheet.Grid{Head: head, Rows: rows}},
		}}}}
}

func setupPageCount(d *doc) int {
	n := 0
	for _, p := range d.pages {
		if p.kind == SetupPage {
			n++
		}
	}
	return n
}

// TestSetupKeepsAPartTogether: a part that fits on a page but not in what
// is left of this one starts the next page whole, so the timetable's
// heading and sentence never stand on one page and its grid on the next;
// and a sheet that would run a little onto a second page at 13 pt is set
// at 12 (the floor) when that fits it on one.
func TestSetupKeepsAPartTogether(t *testing.T) {
	split, shrunk := false, false
	for lines := 10; lines <= 60; lines++ {
		d, err := newDoc(setupSheet(lines), Options{})
		if err != nil {
			t.Fatal(err)
		}
		s := &d.composed.Sheets[0]
		at13 := d.setupLayout(s, 13)
		alone := *s
		alone.Parts = alone.Parts[:1]
		firstOnly := d.setupLayout(&alone, 13)
		if len(at13) == 2 && len(firstOnly) == 1 {
			// The first part fits page 1; the timetable went over: all
			// of it (heading, sentence, grid) is on page 2.
			split = true
			if got, want := len(at13[0]), len(firstOnly[0]); got != want {
				t.Errorf("%d lines: page 1 holds %d pieces, want the first part's %d: the timetable's heading stayed behind", lines, got, want)
			}
			if got := len(at13[1]); got != 3 {
				t.Errorf("%d lines: page 2 holds %d pieces, want the timetable's 3 (heading, sentence, grid)", lines, got)
			}
		}
		if len(at13) == 2 && len(d.setupLayout(s, 12)) == 1 {
			shrunk = true
			if got := setupPageCount(d); got != 1 {
				t.Errorf("%d lines: %d setup pages, want 1 (it fits at 12 pt)", lines, got)
			}
		}
	}
	if !split || !shrunk {
		t.Fatalf("no case of a part moved whole (%t) or a sheet set smaller (%t): the test sizes are wrong", split, shrunk)
	}
}
