package xlsx

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/sheet"
	_ "github.com/movegen/movegen/internal/golden"
)

// LoadDoc reads the document fixture testdata/docs/name.json (written by
// export/cards' TestXLSXFixtures with -update).
func LoadDoc(t testing.TB, name string) *sheet.Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "docs", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var d sheet.Document
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

// FaceTable returns face f of Fallbacks as metrics.go records it: its
// name, units per em and the advance of its widest digit.
func FaceTable(f int) (name string, upem, digit int) {
	fm := faceList[f]
	return fm.name, fm.upem, fm.digit
}

// TableRunes lists the characters metrics.go measures, in its order.
func TableRunes() []rune {
	rs := make([]rune, len(glyphAdvances))
	for i, g := range glyphAdvances {
		rs[i] = g.r
	}
	return rs
}

// TableAdvance is r's advance in face f (font units) as metrics.go
// records it; false when r is not listed or the face has no glyph.
func TableAdvance(f int, r rune, bold bool) (int, bool) {
	b := 0
	if bold {
		b = 1
	}
	for _, g := range glyphAdvances {
		if g.r == r {
			return int(g.w[f][b]), g.w[f][b] > 0
		}
	}
	return 0, false
}
