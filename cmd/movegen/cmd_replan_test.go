package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/movement/replan"
)

var pdfPage = regexp.MustCompile(`/Type\s*/Page\b`)

// TestReplanChangesPDF: -o changes.pdf holds the guide cards of the
// changed tables and the route cards of the changed contestants only (and
// the master chart), so it has fewer pages than the full cards of the
// revised movement, and exactly as many as those cards alone.
func TestReplanChangesPDF(t *testing.T) {
	dir := t.TempDir()
	in := "../../testdata/replan/mitchell13.json"
	changes, full := filepath.Join(dir, "changes.pdf"), filepath.Join(dir, "new.json")
	var out, errb bytes.Buffer
	for _, args := range [][]string{
		{"replan", in, "--from-round", "3", "--add-pair", "-o", changes},
		{"replan", in, "--from-round", "3", "--add-pair", "-o", full},
	} {
		if code := run(context.Background(), args, nil, &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
	}
	f, err := os.Open(full)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := jsonfile.Read(f, full)
	if err != nil {
		t.Fatal(err)
	}
	old, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	om, err := jsonfile.Read(bytes.NewReader(old), in)
	if err != nil {
		t.Fatal(err)
	}
	ch := replan.Diff(om, m, 3)
	book, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	what := cards.What{Tables: true, Contestants: true, Chart: true}
	pageCount := func() int {
		doc, err := cards.Compose(context.Background(), book, nil, cards.ComposeOptions{What: what})
		if err != nil {
			t.Fatal(err)
		}
		return pdf.PageCount(doc, pdf.Options{})
	}
	allPages := pageCount()
	book.Tables = slices.DeleteFunc(book.Tables, func(c cards.TableCard) bool { return !slices.Contains(ch.TableNumbers(), c.Table) })
	book.Contestants = slices.DeleteFunc(book.Contestants, func(c cards.ContestantCard) bool {
		return !slices.Contains(ch.ContestantNumbers(), c.Contestant)
	})
	want := pageCount()
	data, err := os.ReadFile(changes)
	if err != nil {
		t.Fatal(err)
	}
	got := len(pdfPage.FindAll(data, -1))
	if got != want || got >= allPages {
		t.Errorf("changes.pdf has %d pages; the changed cards take %d, all cards %d", got, want, allPages)
	}
	// Table 7 (the phantom's) and table 6, whose EW pair was told "→ sits
	// out" and now goes to a table with a pair.
	if !slices.Equal(ch.TableNumbers(), []int{6, 7}) {
		t.Errorf("changed tables %v, want 6 and 7 (the phantom's and the one sending its pairs there)", ch.TableNumbers())
	}
}
