package jsonfile

import (
	"bytes"
	"os"
	"reflect"
	"testing"
)

// FuzzReadJSON checks that Read never panics and that whatever it accepts
// survives a write and a second read unchanged.
func FuzzReadJSON(f *testing.F) {
	for _, path := range []string{"testdata/mitchell7.golden.json", "testdata/individual5.golden.json", "testdata/mitchell3-session.golden.json", "../../testdata/movements/mitchell7.json"} {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read(bytes.NewReader(data), "fuzz.json")
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %T is not *Error: %v", err, err)
			}
			return
		}
		out, err := Marshal(m)
		if err != nil {
			t.Fatalf("Marshal of an accepted movement: %v", err)
		}
		again, err := Read(bytes.NewReader(out), "again.json")
		if err != nil {
			t.Fatalf("Read of our own output: %v\n%s", err, out)
		}
		if want := sorted(m); !reflect.DeepEqual(again, want) {
			t.Fatalf("read→write→read changed the movement:\n got %+v\nwant %+v", again, want)
		}
		out2, err := Marshal(again)
		if err != nil || !bytes.Equal(out, out2) {
			t.Fatalf("second write differs (err %v)", err)
		}
	})
}
