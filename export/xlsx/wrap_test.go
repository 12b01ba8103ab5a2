package xlsx

import (
	"strings"
	"testing"
)

// TestWrapUnits: lines fit the width in every face (textUnits), break at
// spaces, keep a no-break phrase whole where it fits, and break a run
// without spaces (Chinese) between characters; no character is lost.
func TestWrapUnits(t *testing.T) {
	ft := styleFont{cardSize, true}
	tests := []struct {
		name string
		s    string
		w    float64
		want []string // nil: only the properties are checked
	}{
		{"fits", "Every round: NS stationary", 60, []string{"Every round: NS stationary"}},
		{"spaces", "Every round: NS stationary; EW: → table 2, East–West; boards → table 3", 60,
			[]string{"Every round: NS stationary; EW: → table 2,", "East–West; boards → table 3"}},
		{"phrase kept whole", "Every round: NS stationary; EW: → table 2, East–West; boards\u00a0→\u00a0table\u00a03", 70,
			[]string{"Every round: NS stationary; EW: → table 2, East–West;", "boards → table 3"}},
		{"phrase broken where it alone is too wide", "a\u00a0b\u00a0c\u00a0d\u00a0e\u00a0f\u00a0g\u00a0h", 12, nil},
		{"chinese", "一轮的各桌打同样的牌（第1、2、3、4桌在第1轮打第1组牌）：一轮之内在桌间传递，或为每桌各复制一份", 40, nil},
		{"long word", strings.Repeat("#c0c00900", 8), 30, nil},
	}
	for _, tt := range tests {
		got := wrapUnits(tt.s, ft, tt.w)
		if tt.want != nil && strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
		if len(got) < 2 && tt.want == nil {
			t.Errorf("%s: %q not broken", tt.name, got)
		}
		for _, l := range got {
			if u := textUnits(l, ft.size, ft.bold); u > tt.w {
				t.Errorf("%s: line %q is %.1f units, wider than %.0f", tt.name, l, u, tt.w)
			}
		}
		join := strings.Join(got, "")
		if strings.ReplaceAll(join, " ", "") != strings.NewReplacer(" ", "", "\u00a0", "").Replace(tt.s) {
			t.Errorf("%s: %q lost or changed characters of %q", tt.name, got, tt.s)
		}
	}
}
