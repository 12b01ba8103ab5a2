package web

import (
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestHeatMapMitchell: in a 7-table two-winner Mitchell each NS pair meets
// each EW pair once and two pairs of one line never can; the heat map
// shows 98 cells of 1, 84 hatched cells and the 14 cells of the diagonal.
func TestHeatMapMitchell(t *testing.T) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	svg := string(heatMap(i18n.New("en"), "h", rep.Meetings, rep.CanMeet, "Meetings", "cannot meet"))
	counts := map[string]int{
		`fill="url(#h)" stroke=`: 84,  // cannot meet
		`fill="#777" stroke=`:    14,  // the diagonal
		`: 1</title>`:            98,  // met once
		`<rect x=`:               199, // 196 cells and 3 legend keys
	}
	for s, want := range counts {
		if got := strings.Count(svg, s); got != want {
			t.Errorf("%d × %q, want %d", got, s, want)
		}
	}
	if !strings.Contains(svg, "<title>1 and 8: 1</title>") || !strings.Contains(svg, "<title>1 and 2: cannot meet</title>") {
		t.Error("the tooltips do not name the two pairs and the count")
	}
	// Comparisons: only within a field (the NS line, the EW line).
	cmp := string(heatMap(i18n.New("ru"), "c", rep.Comparisons, sameField(rep), "Сравнения", "разные зачёты"))
	if got := strings.Count(cmp, `: 28</title>`); got != 84 {
		t.Errorf("%d pairs compared on 28 boards, want 84 (every two pairs of a line)", got)
	}
	if got := strings.Count(cmp, `fill="url(#c)" stroke=`); got != 98 {
		t.Errorf("%d cells of different fields, want 98", got)
	}
	if heatMap(i18n.New("en"), "e", movement.Matrix{}, nil, "", "") != "" {
		t.Error("an empty matrix draws something")
	}
}

func TestShade(t *testing.T) {
	for _, tc := range []struct {
		v, most int
		want    string
	}{
		{0, 5, "#ffffff"}, {5, 5, "#1f4e8c"}, {3, 0, "#ffffff"},
	} {
		if got := shade(tc.v, tc.most); got != tc.want {
			t.Errorf("shade(%d, %d) = %s, want %s", tc.v, tc.most, got, tc.want)
		}
	}
}
