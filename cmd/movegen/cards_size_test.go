package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/xlsx"
)

// TestCardsAnnouncesSize: a pdf of 100 pages or more is announced on
// standard error with its page count (the count Write draws) before it is
// drawn, and a workbook of 2,000 rows or more with its sheets and rows
// (the counts its writer reports); a small one is not.
func TestCardsAnnouncesSize(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"7", "40"} {
		var errOut bytes.Buffer
		if code := run(context.Background(), []string{"mitchell", "--tables", n, "-o", filepath.Join(dir, "m"+n+".json")}, nil, &errOut, &errOut); code != 0 {
			t.Fatalf("mitchell %s: exit %d: %s", n, code, errOut.String())
		}
	}
	f, err := os.Open(filepath.Join(dir, "m40.json"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := jsonfile.Read(f, "m40.json")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	book, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := cards.Compose(context.Background(), book, nil, cards.ComposeOptions{What: cards.All()})
	if err != nil {
		t.Fatal(err)
	}
	pages := pdf.PageCount(doc, pdf.Options{})
	if pages < bigDocument {
		t.Fatalf("the 40-table Mitchell has %d pages, fewer than %d: the test needs a larger movement", pages, bigDocument)
	}
	sheets, rows := 0, 0
	if err := xlsx.WriteContext(context.Background(), io.Discard, book, xlsx.Options{Planned: func(s, r int) { sheets, rows = s, r }}); err != nil {
		t.Fatal(err)
	}
	if rows < bigWorkbook {
		t.Fatalf("the 40-table Mitchell's workbook has %d rows, fewer than %d: the test needs a larger movement", rows, bigWorkbook)
	}
	en := i18n.New(i18n.English) // counts as the messages print them: 1,234
	tests := []struct {
		in, out string
		want    string // the whole of standard error
	}{
		{"m40.json", "m40.pdf", "movegen: writing " + "OUT" + " (pages: " + en.Sprintf("%d", pages) + "; Ctrl-C stops)\n"},
		{"m7.json", "m7.pdf", ""},
		{"m40.json", "m40.xlsx", "movegen: writing OUT (sheets: " + en.Sprintf("%d", sheets) + ", rows: " + en.Sprintf("%d", rows) + "; Ctrl-C stops)\n"},
		{"m7.json", "m7.xlsx", ""},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		path := filepath.Join(dir, tt.out)
		if code := run(context.Background(), []string{"cards", filepath.Join(dir, tt.in), "-o", path}, nil, &out, &errOut); code != 0 {
			t.Fatalf("cards %s -o %s: exit %d: %s", tt.in, tt.out, code, errOut.String())
		}
		want := strings.ReplaceAll(tt.want, "OUT", path)
		if got := errOut.String(); got != want {
			t.Errorf("cards %s -o %s: stderr %q, want %q", tt.in, tt.out, got, want)
		}
	}
}
