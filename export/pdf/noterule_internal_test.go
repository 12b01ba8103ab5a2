package pdf

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"

	"github.com/movegen/movegen/export/sheet"
)

// TestNotesSitInsideTheirRow: on a table card a row's notes ("boards
// shared with table 8", "arrow switch") are printed under the row inside
// its box: the only rules across the whole grid are the one under the
// head and one under each round, so a note never stands between two rules
// like a heading of the next round.
func TestNotesSitInsideTheirRow(t *testing.T) {
	d := fixture(t, "mitchell7-zh")
	var card *sheet.Sheet
	for i := range d.Sheets {
		s := &d.Sheets[i]
		if s.Kind != sheet.KindTable || !s.Grid.Notes() {
			continue
		}
		last := len(s.Grid.Cols) - 1
		for _, r := range s.Grid.Rows {
			if last < len(r) && r[last].Text != "" {
				card = s
			}
		}
		if card != nil {
			break
		}
	}
	if card == nil {
		t.Fatal("no table card with notes in the fixture")
	}
	one := *d
	one.Sheets = []sheet.Sheet{*card}
	var buf bytes.Buffer
	if err := Write(&buf, &one, Options{Uncompressed: true}); err != nil {
		t.Fatal(err)
	}
	// Horizontal lines "x y m X y l S" and their lengths.
	line := regexp.MustCompile(`([0-9.]+) ([0-9.]+) m ([0-9.]+) ([0-9.]+) l S`)
	type seg struct{ y, w float64 }
	var segs []seg
	widest := 0.0
	for _, m := range line.FindAllSubmatch(buf.Bytes(), -1) {
		x0, _ := strconv.ParseFloat(string(m[1]), 64)
		y0, _ := strconv.ParseFloat(string(m[2]), 64)
		x1, _ := strconv.ParseFloat(string(m[3]), 64)
		y1, _ := strconv.ParseFloat(string(m[4]), 64)
		if y0 != y1 {
			continue
		}
		segs = append(segs, seg{y0, x1 - x0})
		widest = max(widest, x1-x0)
	}
	full := 0
	for _, s := range segs {
		if s.w > widest-0.01 {
			full++
		}
	}
	if want := 1 + len(card.Grid.Rows); full != want {
		t.Errorf("%d rules across the grid, want %d (under the head and under each of %d rounds)", full, want, len(card.Grid.Rows))
	}
}
