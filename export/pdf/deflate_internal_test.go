package pdf

import (
	"bytes"
	"errors"
	"testing"
)

// TestDeflateMatchesLibrary: compressing the page streams after the PDF
// library is done gives the very bytes the library's own compression
// gives, for bridge and preferans books in both languages and sizes.
func TestDeflateMatchesLibrary(t *testing.T) {
	for _, tt := range []struct {
		name string
		opt  Options
	}{
		{"mitchell7-en", Options{}},
		{"mitchell8-relay-ru", Options{Large: true, Paper: "letter"}},
		{"howell4-en", Options{}},
		{"preferans7-ru", Options{}},
		{"rest-en", Options{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b, opt := fixture(t, tt.name), tt.opt
			var ours, lib bytes.Buffer
			if err := write(&ours, b, opt, false); err != nil {
				t.Fatal(err)
			}
			if err := write(&lib, b, opt, true); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(ours.Bytes(), lib.Bytes()) {
				i := 0
				for i < ours.Len() && i < lib.Len() && ours.Bytes()[i] == lib.Bytes()[i] {
					i++
				}
				t.Fatalf("%d bytes vs the library's %d; first difference at byte %d", ours.Len(), lib.Len(), i)
			}
			if !bytes.Contains(ours.Bytes(), []byte("/Filter /FlateDecode")) {
				t.Error("no compressed stream in the output")
			}
		})
	}
}

// TestDeflateRefusesStrangeLayout: a document not shaped as the library
// writes it is refused with errLayout, never written half-way wrong.
func TestDeflateRefusesStrangeLayout(t *testing.T) {
	for _, doc := range []string{
		"",
		"%PDF-1.3\nno cross-reference\n",
		"%PDF-1.3\nstartxref\n5\n%%EOF\n",
		"%PDF-1.3\nxref\n0 2\n0000000000 65535 f \n0000000099 00000 n \ntrailer\n<<>>\nstartxref\n9\n%%EOF\n",
		"%PDF-1.3\nxref\n0 3\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n9\n%%EOF\n",
	} {
		var out bytes.Buffer
		if err := deflateStreams(&out, []byte(doc)); !errors.Is(err, errLayout) {
			t.Errorf("%q: error %v, want errLayout", doc, err)
		}
	}
}
