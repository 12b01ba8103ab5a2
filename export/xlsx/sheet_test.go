package xlsx

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestSheetPasses: a sheet's rows reach emit in order, each once, with
// the cells put in them; the measuring pass finds the used range, the
// widths and the page breaks; a cell put in a row already handed on is a
// bug (ErrInternal), never a silently lost cell.
func TestSheetPasses(t *testing.T) {
	s := &sheetData{name: "T", bold: 1, head: 2, fill: func(s *sheetData) {
		s.put(1, 1, cell{v: "A wide title", style: 1, wide: true})
		s.put(2, 3, cell{v: 12345})
		s.put(1, 3, cell{v: "x", style: 2})
		s.flush(4)
		s.pageBreak(5)
		s.put(3, 5, cell{v: 1.5})
	}}
	if err := s.run(context.Background(), true, nil); err != nil {
		t.Fatal(err)
	}
	if s.lastRow != 5 || s.lastCol != 3 || len(s.breaks) != 1 || s.breaks[0] != 5 {
		t.Errorf("measured rows %d, columns %d, breaks %v; want 5, 3, [5]", s.lastRow, s.lastCol, s.breaks)
	}
	// "x" in the heading style: 1.05 × 1.1 + 2.5, under the least width 4;
	// "12345": 0.6 + 4 × 1.05 + 2.5; "1.5": 0.6 + 0.6 + 1.05 + 2.5; the
	// title is wide and sets no width.
	want := []float64{4, 7.3, 4.75}
	if len(s.widths) != len(want) {
		t.Fatalf("widths %v, want %v", s.widths, want)
	}
	for c := range want {
		if math.Abs(s.widths[c]-want[c]) > 1e-9 {
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
	wantRows := []string{"1 [{A wide title 1 true}]", "3 [{x 2 false} {12345 0 false}]", "5 [{<nil> 0 false} {<nil> 0 false} {1.5 0 false}]"}
	if fmt.Sprint(got) != fmt.Sprint(wantRows) {
		t.Errorf("rows %q, want %q", got, wantRows)
	}

	late := &sheetData{name: "Late", fill: func(s *sheetData) {
		s.put(1, 2, cell{v: 1})
		s.flush(3)
		s.put(1, 1, cell{v: 2})
	}}
	if err := late.run(context.Background(), true, nil); !errors.Is(err, movement.ErrInternal) {
		t.Errorf("a cell put above the written rows: error %v, want ErrInternal", err)
	}
}
