package xlsx

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
)

// TestSheetPasses: a sheet's rows reach emit in order, each once, with
// the cells put in them; the measuring pass finds the used range, the
// widths and the page breaks; a cell put in a row already handed on is a
// bug (ErrInternal), never a silently lost cell.
func TestSheetPasses(t *testing.T) {
	s := &sheetData{name: "T", fonts: map[int]styleFont{1: {13, true}, 2: {12, true}}, fill: func(s *sheetData) {
		s.put(1, 1, cell{v: "A wide title", style: 1, wide: true})
		s.put(2, 3, cell{v: 12345})
		s.put(1, 3, cell{v: "x", style: 2})
		s.flush(4)
		s.pageBreak(5)
		s.put(3, 5, cell{v: 12345.5})
	}}
	if err := s.run(context.Background(), true, nil); err != nil {
		t.Fatal(err)
	}
	if s.lastRow != 5 || s.lastCol != 3 || len(s.breaks) != 1 || s.breaks[0] != 5 {
		t.Errorf("measured rows %d, columns %d, breaks %v; want 5, 3, [5]", s.lastRow, s.lastCol, s.breaks)
	}
	// Widest in Carlito (Calibri's widths), whose digit (1038/2048 em)
	// Excel rounds from 7.43 to 7 pixels (5.25 pt) a column unit: with
	// 2 % slack and 6 pt of padding, "12345" at 11 pt needs
	// (5 × 1038/2048 × 11 × 1.02 + 6) / 5.25 = 6.5587 units, "12345.5"
	// (its point 517/2048 em) (6745/2048 × 11 × 1.02 + 6) / 5.25 = 8.1815;
	// "x" in the 12 pt bold heading stays under the least width, 4; the
	// title is wide and sets no width.
	want := []float64{4, 6.5587, 8.1815}
	if len(s.widths) != len(want) {
		t.Fatalf("widths %v, want %v", s.widths, want)
	}
	for c := range want {
		if math.Abs(s.widths[c]-want[c]) > 1e-4 {
			t.Errorf("widths %v, want %v", s.widths, want)
		}
	}
	var got []string
	err := s.run(context.Background(), false, func(r int, row []cell) error {
		got = append(got, fmt.Sprint(r, row))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	wantRows := []string{"1 [{A wide title 1 true 0}]", "3 [{x 2 false 0} {12345 0 false 0}]", "5 [{<nil> 0 false 0} {<nil> 0 false 0} {12345.5 0 false 0}]"}
	if fmt.Sprint(got) != fmt.Sprint(wantRows) {
		t.Errorf("rows %q, want %q", got, wantRows)
	}

	late := &sheetData{name: "Late", fill: func(s *sheetData) {
		s.put(1, 2, cell{v: 1})
		s.flush(3)
		s.put(1, 1, cell{v: 2})
	}}
	if err := late.run(context.Background(), true, nil); !errors.Is(err, errBug) {
		t.Errorf("a cell put above the written rows: error %v, want errBug", err)
	}
}
