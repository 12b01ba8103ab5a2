package pdf

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/sheet"
)

// fixture reads the composed document testdata/docs/name.json: what the
// composer (export/cards Compose, whose test TestPDFFixtures writes these
// files) makes of a sample book, for the renderer's tests to lay out
// without running a generator.
func fixture(t testing.TB, name string) *sheet.Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "docs", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var d sheet.Document
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return &d
}

// repeated is d with its sheets n times over (a book of n times the
// pages, for the tests and benchmarks of large documents).
func repeated(d *sheet.Document, n int) *sheet.Document {
	out := *d
	out.Sheets = nil
	for range n {
		out.Sheets = append(out.Sheets, d.Sheets...)
	}
	return &out
}
