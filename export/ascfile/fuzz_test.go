package ascfile

import (
	"bytes"
	"os"
	"reflect"
	"testing"
)

// FuzzReadASC checks that Read never panics and that whatever it accepts
// and Write can hold survives a write and a second read unchanged.
func FuzzReadASC(f *testing.F) {
	for _, path := range []string{"../../testdata/movements/mitchell7.asc", "../../testdata/movements/seated-twice.asc", "../../testdata/movements/missing-number.asc"} {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(individualASC))
	// UTF-16, with and without a byte order mark.
	f.Add([]byte("\xff\xfe5\x00 \x002\x00 \x002\x00 \x002\x00 \x001\x00\n\x00"))
	f.Add([]byte("\x005\x00 \x002\x00 \x002\x00 \x002\x00 \x001\x00\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read(bytes.NewReader(data), "fuzz.asc", Options{})
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %T is not *Error: %v", err, err)
			}
			return
		}
		out, err := Marshal(m)
		if err != nil {
			// Read passes faults of meaning (a set or contestant beyond the
			// header's counts) on to Validate; Write refuses them.
			return
		}
		again, err := Read(bytes.NewReader(out), "fuzz.asc", Options{})
		if err != nil {
			t.Fatalf("Read of our own output: %v\n%s", err, out)
		}
		// The writer chooses its own notation for sets (letters up to
		// 26 sets), so how the input wrote them may change.
		again.SetLetters = m.SetLetters
		if !reflect.DeepEqual(again, m) {
			t.Fatalf("read→write→read changed the movement:\n got %+v\nwant %+v", again, m)
		}
		out2, err := Marshal(again)
		if err != nil || !bytes.Equal(out, out2) {
			t.Fatalf("second write differs (err %v)", err)
		}
	})
}
