package cards_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file; got:\n%s", name, got)
	}
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
