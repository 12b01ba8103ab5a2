package sheet

import (
	"encoding/json"
	"testing"
)

// TestMatrix: a matrix's entries read back where they were put, and only
// the entries marked grey are.
func TestMatrix(t *testing.T) {
	t.Parallel()
	m := &Matrix{N: 9, Cells: make([]int32, 81)}
	m.Cells[(2-1)*9+3-1] = 4
	grey := [][2]int{{1, 2}, {8, 9}, {9, 9}, {5, 1}}
	for _, g := range grey {
		m.SetGrey(g[0], g[1])
	}
	if m.At(2, 3) != 4 || m.At(3, 2) != 0 {
		t.Errorf("At(2, 3) %d, At(3, 2) %d; want 4, 0", m.At(2, 3), m.At(3, 2))
	}
	n := 0
	for i := 1; i <= 9; i++ {
		for j := 1; j <= 9; j++ {
			if m.Greyed(i, j) {
				n++
			}
		}
	}
	if n != len(grey) || !m.Greyed(8, 9) || m.Greyed(9, 8) {
		t.Errorf("%d greyed entries, want %d", n, len(grey))
	}
}

// TestCellJSON: a cell of words is written as its text alone, so that the
// paper documents' fixtures do not change; a number or a formula says so.
func TestCellJSON(t *testing.T) {
	t.Parallel()
	tests := []struct {
		c    Cell
		want string
	}{
		{Cell{Text: "1–2"}, `{"Text":"1–2"}`},
		{Num(7), `{"Text":"","Value":1,"Number":7}`},
		{Cell{Text: "A1*2", Value: ValueFormula, Style: StylePercent}, `{"Text":"A1*2","Value":2,"Style":4}`},
	}
	for _, tt := range tests {
		got, err := json.Marshal(tt.c)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != tt.want {
			t.Errorf("%v: %s, want %s", tt.c, got, tt.want)
		}
		if tt.c.String() != tt.c.Text {
			t.Errorf("String %q, want %q", tt.c.String(), tt.c.Text)
		}
	}
}
