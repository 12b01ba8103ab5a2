package xlsx

import (
	"fmt"
	"testing"
)

// TestColumnBlocks: a grid that fits is one block; a wider one is split
// into as few blocks as fit the page beside the head columns (each
// block's k-th column as wide as the widest k-th of any block), of one
// size as far as that allows; a column wider than the page is a block of
// its own.
func TestColumnBlocks(t *testing.T) {
	for _, tt := range []struct {
		widths []float64
		head   int
		page   float64
		want   string
	}{
		{[]float64{5, 10, 10, 10}, 1, 40, "[[1 4]]"},
		{[]float64{5, 10, 10, 10}, 1, 35, "[[1 4]]"},
		{[]float64{5, 10, 10, 10, 10}, 1, 35, "[[1 3] [3 5]]"},                   // 3+1 would fit 3, evened to 2+2
		{[]float64{5, 10, 10, 10, 10, 10, 10, 10}, 1, 35, "[[1 4] [4 7] [7 8]]"}, // 7 columns, 3 a page
		{[]float64{5, 10, 30, 10, 10}, 1, 36, "[[1 2] [2 3] [3 4] [4 5]]"},       // two a block would make every second column 30 wide: one a block
		{[]float64{5, 50, 10}, 1, 30, "[[1 2] [2 3]]"},                           // wider than the page: alone
		{[]float64{5}, 1, 3, "[[1 1]]"},
		{nil, 1, 30, "[[0 0]]"},
	} {
		if got := fmt.Sprint(columnBlocks(tt.widths, tt.head, tt.page)); got != tt.want {
			t.Errorf("columnBlocks(%v, %d, %g) = %s, want %s", tt.widths, tt.head, tt.page, got, tt.want)
		}
	}
}
