package pdf

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/movegen/movegen/export/sheet"
)

// sheetsOf hands d's sheets over one at a time, as WriteSheets asks.
func sheetsOf(d *sheet.Document) (*sheet.Document, func(add func(sheet.Sheet) error) error) {
	head := *d
	head.Sheets = nil
	return &head, func(add func(sheet.Sheet) error) error {
		for _, s := range d.Sheets {
			if err := add(s); err != nil {
				return err
			}
		}
		return nil
	}
}

// TestWriteSheetsSameFile: a document handed over a sheet at a time is
// written byte for byte as the whole document is, in one document and
// streamed (its cards packed, with and without their measured grids
// kept), in every case of the streamed path.
func TestWriteSheetsSameFile(t *testing.T) {
	for _, c := range streamCases(t) {
		d, opt := c.book(t)
		for _, h := range []how{{}, {streamFrom: 1, chunk: 3, keep: 2}} {
			var whole, each bytes.Buffer
			if err := writeContext(context.Background(), &whole, d, opt, h); err != nil {
				t.Fatal(err)
			}
			head, sheets := sheetsOf(d)
			if err := writeSheets(context.Background(), &each, head, sheets, opt, h); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(whole.Bytes(), each.Bytes()) {
				t.Errorf("%s %+v: %d bytes a sheet at a time, %d whole, not the same", c.name, h, each.Len(), whole.Len())
			}
		}
	}
}

// TestWriteSheetsErrors: the error of the sheets' maker, or of a stop,
// is WriteSheets' error, and nothing is written.
func TestWriteSheetsErrors(t *testing.T) {
	d, opt := streamCases(t)[0].book(t)
	head, _ := sheetsOf(d)
	bad := errors.New("no more sheets")
	var buf bytes.Buffer
	err := WriteSheets(context.Background(), &buf, head, func(add func(sheet.Sheet) error) error {
		if err := add(d.Sheets[0]); err != nil {
			return err
		}
		return bad
	}, opt)
	if !errors.Is(err, bad) || buf.Len() > 0 {
		t.Errorf("maker's error: got %v with %d bytes, want %v and none", err, buf.Len(), bad)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, sheets := sheetsOf(d)
	if err := WriteSheets(ctx, &buf, head, sheets, opt); !errors.Is(err, context.Canceled) || buf.Len() > 0 {
		t.Errorf("stopped: got %v with %d bytes, want %v and none", err, buf.Len(), context.Canceled)
	}
	if err := WriteSheets(context.Background(), &buf, nil, sheets, opt); err == nil {
		t.Error("no head: no error")
	}
}

// TestPackRoundTrip: a card packed and unpacked is the card, and a sheet
// whose cells hold more than their text is kept whole.
func TestPackRoundTrip(t *testing.T) {
	d, _ := streamCases(t)[3].book(t)
	n := 0
	for i := range d.Sheets {
		s := &d.Sheets[i]
		p, ok := pack(s)
		if !ok {
			t.Fatalf("sheet %d (%q) not packed", i, s.Title)
		}
		if got := p.unpack(); !reflect.DeepEqual(got, s) {
			t.Errorf("sheet %d (%q): unpacked\n%+v\nwant\n%+v", i, s.Title, got, s)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no sheets")
	}
	num := sheet.Sheet{Grid: sheet.Grid{Head: []string{"a"}, Rows: [][]sheet.Cell{{{Text: "1", Value: sheet.ValueNumber, Number: 1}}}}}
	if _, ok := pack(&num); ok {
		t.Error("a sheet with a number cell was packed")
	}
	var c cardStore
	c.add(&num, true)
	if got := c.at(0); got != &num {
		t.Error("a sheet not packed is not kept as it was")
	}
}

// TestCardStoreRelease: the cards handed over a sheet at a time go once
// drawn; a document's own cards stay.
func TestCardStoreRelease(t *testing.T) {
	d, _ := streamCases(t)[0].book(t)
	owned, theirs := cardStore{owned: true}, cardStore{}
	for i := range 3 {
		owned.add(&d.Sheets[i], true)
		theirs.add(&d.Sheets[i], false)
	}
	owned.at(1)
	owned.release(2)
	theirs.release(2)
	for i := range 2 {
		if c := owned.cards[i]; c.s != nil || c.p != nil {
			t.Errorf("card %d kept after release", i)
		}
		if theirs.cards[i].s != &d.Sheets[i] {
			t.Errorf("the document's card %d let go", i)
		}
	}
	if owned.cur != nil {
		t.Error("the card unpacked last is kept after release")
	}
	if got := owned.at(2); got.Title != d.Sheets[2].Title {
		t.Errorf("card 2 after release: %q, want %q", got.Title, d.Sheets[2].Title)
	}
}
