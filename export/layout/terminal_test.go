package layout_test

import (
	"slices"
	"testing"

	"github.com/movegen/movegen/export/layout"
)

// TestTerminal: a terminal's metrics count a column a character and two a
// Chinese one, at any size, and the layout wraps in them like in a font's.
func TestTerminal(t *testing.T) {
	m := layout.Terminal{}
	for _, tc := range []struct {
		s    string
		want float64
	}{
		{"", 0}, {"NS 3", 4}, {"Стол 12", 7}, {"第12桌", 6}, {"南北 3", 6}, {"→ 4 EW", 6},
	} {
		for _, size := range []float64{0, 12} {
			if got := m.Width(tc.s, size); got != tc.want {
				t.Errorf("Width(%q, %v) = %v, want %v", tc.s, size, got, tc.want)
			}
		}
	}
	if got, want := layout.Wrap(m, "南北 3 → 第12桌 西", 0, 9), []string{"南北 3 →", "第12桌 西"}; !slices.Equal(got, want) {
		t.Errorf("Wrap: %q, want %q", got, want)
	}
}
