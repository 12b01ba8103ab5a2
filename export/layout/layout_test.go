package layout_test

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/movegen/movegen/export/layout"
)

// mono is a monospaced metrics: every character one unit at size 10
// (a CJK character two), scaled by size; a no-break space one unit.
var mono = layout.MetricsFunc(func(s string, size float64) float64 {
	n := 0.0
	for _, r := range s {
		if layout.CJK(r) {
			n += 2
		} else {
			n++
		}
	}
	return n * size / 10
})

func TestWrap(t *testing.T) {
	tests := []struct {
		name  string
		s     string
		width float64
		want  []string
	}{
		{"empty", "", 10, []string{""}},
		{"fits", "Table 3", 10, []string{"Table 3"}},
		{"at spaces", "one two three four", 9, []string{"one two", "three", "four"}},
		{"spaces collapse", "  one   two  ", 20, []string{"one two"}},
		{"short last word kept with its neighbour", "moves to table 5", 14, []string{"moves to", "table 5"}},
		{"no-break space holds", "go to 12\u00a0S now", 8, []string{"go to", "12\u00a0S now"}},
		{"narrow no-break space holds", "aaaa 1\u202f000", 6, []string{"aaaa", "1\u202f000"}},
		{"long word broken inside", "abcdefghij", 4, []string{"abcd", "efgh", "ij"}},
		{"long word broken after punctuation", "1+2+3+4+5+6", 5, []string{"1+2+", "3+4+", "5+6"}},
		{"long word then words", "abcdefg hi", 5, []string{"abcde", "fg hi"}},
		{"CJK breaks between characters", "第一轮第二轮", 6, []string{"第一轮", "第二轮"}},
		{"CJK never before a closing mark", "甲乙，丙丁", 4, []string{"甲", "乙，", "丙丁"}},
		{"CJK holds digits", "到第12桌", 7, []string{"到", "第12桌"}},
		{"CJK holds the NS pair", "甲乙丙南北丁", 8, []string{"甲乙丙", "南北丁"}},
		{"CJK holds the EW pair", "甲乙丙东西丁", 8, []string{"甲乙丙", "东西丁"}},
		{"CJK holds an ordinal with its number and unit", "甲乙第3轮", 8, []string{"甲乙", "第3轮"}},
		{"CJK holds a Chinese number with its unit", "甲乙第十二轮", 10, []string{"甲乙", "第十二轮"}},
		{"CJK holds a number with its unit", "甲乙丙七桌", 8, []string{"甲乙丙", "七桌"}},
		{"CJK still breaks between other characters", "南北东西", 4, []string{"南北", "东西"}},
		{"Cyrillic at spaces", "Стол 3 — пары", 7, []string{"Стол 3", "— пары"}},
		{"narrower than one character", "ab", 0.5, []string{"a", "b"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := layout.Wrap(mono, tc.s, 10, tc.width)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Wrap(%q, %v) = %q, want %q", tc.s, tc.width, got, tc.want)
			}
		})
	}
}

func TestFit(t *testing.T) {
	tests := []struct {
		name      string
		s         string
		width     float64
		maxLines  int
		wantLines []string
		wantSize  float64
	}{
		{"fits at the size", "one two", 10, 0, []string{"one two"}, 10},
		{"shrinks until the long word fits", "abcdefghijkl", 10, 0, []string{"abcdefghijkl"}, 8},
		{"floor then broken", "abcdefghijklmnopqrstuvwxyz", 10, 0, []string{"abcdefghijkl", "mnopqrstuvwx", "yz"}, 8},
		{"shrinks to keep to the lines", "aaaa bbbb cccc", 10, 1, []string{"aaaa bbbb cccc"}, 7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			floor := 8.0
			if tc.maxLines > 0 {
				floor = 6
			}
			lines, size := layout.Fit(mono, tc.s, 10, floor, 0.5, tc.width, tc.maxLines)
			if !reflect.DeepEqual(lines, tc.wantLines) || size != tc.wantSize {
				t.Errorf("Fit(%q) = %q at %v, want %q at %v", tc.s, lines, size, tc.wantLines, tc.wantSize)
			}
		})
	}
}

func TestFlow(t *testing.T) {
	tests := []struct {
		name        string
		heights     []float64
		block       []int
		first, next float64
		want        [][]int
	}{
		{"one page", []float64{1, 1, 1}, nil, 5, 5, [][]int{{0, 1, 2}}},
		{"no items", nil, nil, 5, 5, [][]int{nil}},
		{"rows over pages", []float64{2, 2, 2, 2}, nil, 4, 5, [][]int{{0, 1}, {2, 3}}},
		{"blocks keep together", []float64{1, 1, 1, 1, 1}, []int{1, 1, 2, 2, 2}, 4, 4, [][]int{{0, 1}, {2, 3, 4}}},
		{"block taller than a page is split", []float64{1, 3, 3}, []int{1, 2, 2}, 4, 4, [][]int{{0}, {1}, {2}}},
		{"first page shorter", []float64{3, 3}, nil, 2, 6, [][]int{{0}, {1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := layout.Flow(tc.heights, tc.block, tc.first, tc.next)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Flow = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestMeasure(t *testing.T) {
	if got := layout.Measure(mono, []string{"ab", "abcd", "", "第"}, 10); got != 4 {
		t.Errorf("Measure = %v, want 4", got)
	}
}

// FuzzWrap holds Wrap to its promises on any text: no line wider than the
// width unless it is one character, no character lost or added but the
// spaces, and no line broken beside a no-break space when the word had
// other places to break.
func FuzzWrap(f *testing.F) {
	for _, s := range []string{"", "Table 3", "1+2+3+4+5+6+7", "第一轮第二轮，到第12桌", "go to 12\u00a0S now", "Стол 3 — пары", "aaaaaaaaaaaaaaaaaaaaaaaa b"} {
		f.Add(s, 7.0)
	}
	f.Fuzz(func(t *testing.T, s string, width float64) {
		if !utf8.ValidString(s) || width < 0 || width > 1e6 || width != width {
			return
		}
		lines := layout.Wrap(mono, s, 10, width)
		if len(lines) == 0 {
			t.Fatalf("Wrap(%q) gave no line", s)
		}
		for _, l := range lines {
			if mono.Width(l, 10) > width+1e-9 && utf8.RuneCountInString(l) > 1 {
				t.Fatalf("Wrap(%q, %v): line %q is wider", s, width, l)
			}
		}
		strip := func(x string) string { return strings.ReplaceAll(x, " ", "") }
		if got, want := strip(strings.Join(lines, "")), strip(s); got != want {
			t.Fatalf("Wrap(%q, %v) = %q: characters changed", s, width, lines)
		}
	})
}

func TestColumns(t *testing.T) {
	tests := []struct {
		name           string
		natural, least []float64
		width          float64
		want           []float64
	}{
		{"fits", []float64{10, 20}, []float64{5, 5}, 40, []float64{10, 20}},
		{"wide column cut", []float64{10, 100}, []float64{5, 20}, 60, []float64{10, 50}},
		{"two wide share", []float64{10, 100, 80}, []float64{5, 20, 20}, 70, []float64{10, 30, 30}},
		{"longest word kept", []float64{10, 100, 80}, []float64{5, 40, 10}, 70, []float64{10, 40, 20}},
		{"words too long: from nothing", []float64{10, 100}, []float64{10, 90}, 40, []float64{10, 30}},
		{"empty", nil, nil, 10, []float64{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := layout.Columns(tc.natural, tc.least, tc.width)
			if len(got) != len(tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
			for i := range got {
				if d := got[i] - tc.want[i]; d > 1e-6 || d < -1e-6 {
					t.Fatalf("got %v, want %v", got, tc.want)
				}
			}
		})
	}
}
