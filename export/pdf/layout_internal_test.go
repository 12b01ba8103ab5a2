package pdf

import (
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestRotationBox: a box turned about a centre lands where the reader
// sees it: a quarter turn counter-clockwise takes the right of the centre
// to above it, a half turn mirrors through the centre.
func TestRotationBox(t *testing.T) {
	for _, tt := range []struct {
		angle float64
		want  [4]float64
	}{
		// (110..120, 96..100): text right of (100,100), its top up.
		{90, [4]float64{96, 80, 100, 90}},     // → above it, its top to the left
		{-90, [4]float64{100, 110, 104, 120}}, // → below it, its top to the right
		{180, [4]float64{80, 100, 90, 104}},   // → left of it, mirrored
	} {
		r := rotation{on: true, angle: tt.angle, cx: 100, cy: 100}
		x0, y0, x1, y1 := r.box(110, 96, 120, 100)
		got := [4]float64{x0, y0, x1, y1}
		for i := range got {
			if math.Abs(got[i]-tt.want[i]) > 1e-9 {
				t.Errorf("angle %v: box %v, want %v", tt.angle, got, tt.want)
				break
			}
		}
	}
}

// TestWrapKeepsShortLastWord: wrapping never leaves a number alone on the
// last line ("… not" / "5"); it takes its neighbour with it.
func TestWrapKeepsShortLastWord(t *testing.T) {
	d, err := newDoc(fixture(t, "mitchell7-en"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	d.font(true, 12)
	s := "after this round E goes to table 4; after this round S goes to table 5"
	for w := 30.0; w < d.width(s); w += 3 {
		lines := d.wrap(s, w)
		if last := lines[len(lines)-1]; len(lines) > 1 && !strings.Contains(last, " ") {
			t.Errorf("width %.0f: last line %q stands alone (%q)", w, last, lines)
		}
		if strings.Join(lines, " ") != s {
			t.Errorf("width %.0f: wrapping lost words: %q", w, lines)
		}
	}
}

// TestAllRunsShortcut: the runs doc.allRuns gives, with its shortcut for
// plain ASCII and its cache, are those cut from the text itself.
func TestAllRunsShortcut(t *testing.T) {
	d := &doc{}
	for _, s := range []string{"", "Round", "12 N", "12\u00a0З", "Стол 12", "→ table 3", "第12桌", "a\u00a0b"} {
		for range 2 { // the second time from the cache
			if got, want := d.allRuns(s), allRuns(s); !reflect.DeepEqual(got, want) {
				t.Errorf("%q: runs %v, want %v", s, got, want)
			}
		}
	}
}
