package cards_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	goldenfile "github.com/movegen/movegen/internal/golden"
)

var update = goldenfile.UpdateFlag()

// golden checks got against testdata/name (see package internal/golden).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got, *update)
}

// TestTextGolden prints every part of the book for one movement of each
// family, in English and Russian, and compares with the golden files.
func TestTextGolden(t *testing.T) {
	for name, m := range families(t) {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				opt := cards.TextOptions{Printer: i18n.New(lang), Event: "Club Pairs", What: cards.All()}
				if err := cards.WriteText(&buf, b, opt); err != nil {
					t.Fatal(err)
				}
				golden(t, name+"."+lang+".txt", buf.Bytes())
			})
		}
	}
}
