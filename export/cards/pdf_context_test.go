package cards_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
)

// TestWriteContext: WriteContext gives the same bytes as Write and tells
// Planned the page count that PageCount gives, before drawing; when ctx
// has ended it returns an error wrapping context.Canceled and writes
// nothing.
func TestWriteContext(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Switched)
	b := build(t, m, err)
	want := render(t, b, bookPDF{}, "")
	planned := -1
	var got bytes.Buffer
	if err := pdfWriteContext(context.Background(), &got, b, bookPDF{Planned: func(n int) { planned = n }}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Error("WriteContext and Write give different files")
	}
	if n := pdfPageCount(b, bookPDF{}); planned != n || n < 2 {
		t.Errorf("Planned heard %d pages, PageCount says %d", planned, n)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var none bytes.Buffer
	err = pdfWriteContext(ctx, &none, b, bookPDF{Planned: func(int) { t.Error("Planned called after the stop") }})
	if !errors.Is(err, context.Canceled) || none.Len() != 0 {
		t.Errorf("stopped: error %v and %d bytes written; want context.Canceled and nothing", err, none.Len())
	}
}
