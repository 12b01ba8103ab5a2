package pdf

import (
	"bytes"
	"context"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// streamCases are the books the streamed path is compared on: bridge and
// preferans, both languages, both papers, large type, a long name.
func streamCases(t *testing.T) []streamCase {
	t.Helper()
	long := samples.Must(samples.Mitchell(7, samples.Switched)).Clone()
	long.Name = "Mitchell, 7 tables, arrow switch in the last round, for the Saturday evening Swiss-style club championship final"
	return []streamCase{
		{"mitchell7-en", samples.Must(samples.Mitchell(7, samples.Plain)), "en", Options{Event: "Club Pairs"}},
		{"mitchell8-relay-ru-large", samples.Must(samples.Mitchell(8, samples.Relay)), "ru", Options{Large: true, Paper: "letter"}},
		{"howell4-en", samples.Must(samples.Howell4()), "en", Options{}},
		{"preferans7-ru", samples.Must(samples.PreferansRotation(7)), "ru", Options{Event: "Кубок"}},
		{"rest-en", samples.Must(samples.Rest(7, 3)), "en", Options{}},
		{"long-name-en", long, "en", Options{}},
	}
}

type streamCase struct {
	name string
	m    *movement.Movement
	lang string
	opt  Options
}

func (c streamCase) book(t *testing.T) (*cards.Book, Options) {
	t.Helper()
	b, err := cards.Build(c.m)
	if err != nil {
		t.Fatal(err)
	}
	opt := c.opt
	opt.Printer = i18n.New(c.lang)
	return b, opt
}

// TestStreamMatchesLibrary: a book streamed in chunks (here of 1, 2 and 5
// pages, the threshold forced down) is the file the PDF library writes
// for the whole book in one document, byte for byte, compressed or not.
func TestStreamMatchesLibrary(t *testing.T) {
	for _, c := range streamCases(t) {
		t.Run(c.name, func(t *testing.T) {
			b, opt := c.book(t)
			for _, plain := range []bool{false, true} {
				opt.Uncompressed = plain
				var lib bytes.Buffer
				if err := writeContext(context.Background(), &lib, b, opt, how{native: true}); err != nil {
					t.Fatal(err)
				}
				for _, chunk := range []int{1, 2, 5} {
					var got bytes.Buffer
					if err := writeContext(context.Background(), &got, b, opt, how{streamFrom: 1, chunk: chunk}); err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got.Bytes(), lib.Bytes()) {
						i := 0
						for i < got.Len() && i < lib.Len() && got.Bytes()[i] == lib.Bytes()[i] {
							i++
						}
						t.Fatalf("uncompressed %v, chunks of %d: %d bytes vs the library's %d; first difference at byte %d: %q vs %q",
							plain, chunk, got.Len(), lib.Len(), i, got.Bytes()[max(0, i-40):min(got.Len(), i+40)], lib.Bytes()[max(0, i-40):min(lib.Len(), i+40)])
					}
				}
			}
		})
	}
}
