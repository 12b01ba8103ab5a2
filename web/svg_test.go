package web

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestHeatMapMitchell: in a 7-table two-winner Mitchell each NS pair meets
// each EW pair once and two pairs of one line never can; the heat map
// shows 98 cells of 1, 84 hatched cells and the 14 cells of the diagonal,
// and names the pairs as the chart does ("1 EW", not 8).
func TestHeatMapMitchell(t *testing.T) {
	t.Parallel()
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	en := i18n.New("en")
	svg := string(heatMap(en, "h", rep.Meetings, rep.CanMeet, contestantNames(en, m), "Meetings", "cannot meet"))
	counts := map[string]int{
		`fill="url(#h)"><title>`: 84,  // cannot meet
		`fill="#777"><title>`:    14,  // the diagonal
		`: 1</title>`:            98,  // met once
		`<rect x=`:               199, // 196 cells and 3 legend keys
	}
	for s, want := range counts {
		if got := strings.Count(svg, s); got != want {
			t.Errorf("%d × %q, want %d", got, s, want)
		}
	}
	for _, want := range []string{"<title>NS\u00a01 and EW\u00a01: 1</title>", "<title>NS\u00a01 and NS\u00a02: cannot meet</title>", ">EW\u00a07</text>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("no %s: the heat map does not name the pairs as the chart does", want)
		}
	}
	if strings.Contains(svg, "<title>1 and 8") {
		t.Error("the heat map numbers the pairs where the chart names them")
	}
	// Comparisons: only within a field (the NS line, the EW line), named
	// in the page's language.
	ru := i18n.New("ru")
	cmp := string(heatMap(ru, "c", rep.Comparisons, sameField(rep), contestantNames(ru, m), "Сравнения", "разные зачёты"))
	if got := strings.Count(cmp, `: 28</title>`); got != 84 {
		t.Errorf("%d pairs compared on 28 boards, want 84 (every two pairs of a line)", got)
	}
	if got := strings.Count(cmp, `fill="url(#c)"><title>`); got != 98 {
		t.Errorf("%d cells of different fields, want 98", got)
	}
	if !strings.Contains(cmp, "<title>ВЗ\u00a01 и ВЗ\u00a02: 28</title>") {
		t.Error("the Russian map does not name the pairs in Russian")
	}
	if heatMap(en, "e", movement.Matrix{}, nil, nil, "", "") != "" {
		t.Error("an empty matrix draws something")
	}
}

// TestHeatMapBlocks: above maxHeatSide contestants the map draws blocks of
// consecutive contestants, never more than blockSides² cells, each
// shaded by the mean of its pairs with their range in the tooltip; its
// size stays bounded however large the field (1000 contestants drawn cell
// by cell were 145 MB a map).
func TestHeatMapBlocks(t *testing.T) {
	t.Parallel()
	// counts(i, j) = (i + j) % 3; contestants 1..4 cannot meet 5..8.
	matrix := func(n int) movement.Matrix {
		mx := movement.NewMatrix(n)
		for i := 1; i <= n; i++ {
			for j := 1; j <= n; j++ {
				if i != j {
					mx.Cells[(i-1)*n+j-1] = (i + j) % 3
				}
			}
		}
		return mx
	}
	can := func(i, j int) bool { return !(i <= 4 && j >= 5 && j <= 8 || j <= 4 && i >= 5 && i <= 8) }
	en := i18n.New("en")
	name := func(c int) string { return fmt.Sprintf("P%d", c) }
	rects := regexp.MustCompile(`<rect x="\d+" y="\d+" width="20"`)
	for _, tc := range []struct {
		n, side int
	}{
		{100, 100}, {101, 34}, {150, 50}, {250, 50}, {1000, 50},
	} {
		svg := string(heatMap(en, "h", matrix(tc.n), can, name, "Meetings", "cannot meet"))
		if got := len(rects.FindAllString(svg, -1)); got != tc.side*tc.side {
			t.Errorf("%d contestants: %d cells, want %d × %d", tc.n, got, tc.side, tc.side)
		}
		if len(svg) > 2<<20 {
			t.Errorf("%d contestants: the map is %d bytes, more than 2 MB", tc.n, len(svg))
		}
		t.Logf("%d contestants: %d × %d cells, %d bytes", tc.n, tc.side, tc.side, len(svg))
	}
	// 150 contestants: blocks of 3. P1–P3 × P4–P6: pairs (1,4) (2,4)
	// (3,4) can meet, counts 2, 0, 1; the others cannot. P1–P3 × P7–P9:
	// only 9 with 1..3 can meet: 1, 2, 0. P1-P3 on the diagonal: (1,2)
	// (1,3) (2,3) twice each: 0, 1, 2. 148-150 × 150-148: (148, 149) is
	// 0, (148, 150) 1, (149, 150) 2, each twice.
	svg := string(heatMap(en, "h", matrix(150), can, name, "Meetings", "cannot meet"))
	for _, want := range []string{
		"<title>P1–P3 and P4–P6: 0 to 2, mean 1.0</title>",
		"<title>P1–P3 and P7–P9: 0 to 2, mean 1.0</title>",
		"<title>P1–P3 and P1–P3: 0 to 2, mean 1.0</title>",
		"<title>P148–P150 and P148–P150: 0 to 2, mean 1.0</title>",
		"150 contestants: each square is 3 × 3 of them, shaded by their mean",
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("no %q", want)
		}
	}
	// A block in which nobody can meet is hatched; a last block may be
	// short.
	if !strings.Contains(string(heatMap(en, "h", matrix(101), can, name, "Meetings", "cannot meet")), "<title>P100–P101 and P1–P3:") {
		t.Error("the last, short block is not named by its range")
	}
	allApart := func(i, j int) bool { return false }
	svg = string(heatMap(en, "h", matrix(101), allApart, name, "Meetings", "cannot meet"))
	if !strings.Contains(svg, `fill="url(#h)"><title>P1–P3 and P4–P6: cannot meet</title>`) {
		t.Error("a block of contestants who cannot meet is not hatched")
	}
}

func TestShade(t *testing.T) {
	t.Parallel()
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

// BenchmarkHeatMap1000 draws the heat map of 1000 contestants (50 × 50
// blocks of 20).
func BenchmarkHeatMap1000(b *testing.B) {
	const n = 1000
	mx := movement.NewMatrix(n)
	for i := range mx.Cells {
		mx.Cells[i] = i % 3
	}
	en := i18n.New("en")
	name := func(c int) string { return fmt.Sprintf("%dN", c) }
	for b.Loop() {
		if heatMap(en, "h", mx, nil, name, "Meetings", "cannot meet") == "" {
			b.Fatal("nothing drawn")
		}
	}
}

// contestantNames names contestants as the chart and the cards do (the
// request layer's View gives a page the same names).
func contestantNames(p *i18n.Printer, m *movement.Movement) func(c int) string {
	d, err := cards.Compose(context.Background(), &cards.Book{Movement: m}, p, cards.ComposeOptions{Names: true})
	if err != nil {
		panic(err) // a document of no sheets has nothing to give up on
	}
	return nameOf(d.Names)
}
