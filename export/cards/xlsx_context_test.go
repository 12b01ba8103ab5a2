package cards_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
)

// TestWriteContext: WriteContext gives the same bytes as Write and tells
// Planned the sheets and rows before writing them; when ctx has ended it
// returns an error wrapping context.Canceled and writes nothing.
func TestWriteContext(t *testing.T) {
	m, err := samples.Mitchell(8, samples.Relay)
	b := book(t, m, err)
	var want, got bytes.Buffer
	if err := writeXLSX(&want, b, xopts{}); err != nil {
		t.Fatal(err)
	}
	sheets, rows := -1, -1
	if err := writeXLSXContext(context.Background(), &got, b, xopts{Planned: func(s, r int) { sheets, rows = s, r }}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Error("WriteContext and Write give different files")
	}
	f, err := buildXLSX(b, xopts{})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if names := f.GetSheetList(); sheets != len(names) {
		t.Errorf("Planned heard %d sheets, the workbook has %v", sheets, names)
	}
	// Every card row of the 8 tables × 8 rounds is a row of the Tables
	// sheet, so the workbook has more rows than that.
	if rows < 64 {
		t.Errorf("Planned heard %d rows, want at least 64", rows)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var none bytes.Buffer
	err = writeXLSXContext(ctx, &none, b, xopts{})
	if !errors.Is(err, context.Canceled) || none.Len() != 0 {
		t.Errorf("stopped: error %v and %d bytes written; want context.Canceled and nothing", err, none.Len())
	}
}
