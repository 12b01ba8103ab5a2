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
	for _, path := range []string{"testdata/individual5.golden.json", "testdata/mitchell3-session.golden.json"} {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	// What encoding/json alone lets through, and UTF-16: each must be
	// refused with an *Error (see TestReadStrict, TestReadUTF16).
	five, err := os.ReadFile("testdata/individual5.golden.json")
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range [][2]string{
		{`"seats": {"N": 1,`, `"seats": {"N": 1, "N": 2,`},
		{`"1": "Бо",`, `"1": "Бо", "\u0031": "x",`},
		{`"tables": 2,`, `"tables": null,`},
		{`"W": 4}`, `"W": null}`},
		{`"name": "Five`, `"name": "\u0000Five`},
		{`"Бо"`, "\"\u0085Бо\""},
	} {
		f.Add(bytes.Replace(five, []byte(e[0]), []byte(e[1]), 1))
	}
	f.Add(append([]byte{0xff, 0xfe}, []byte("{\x00}\x00")...))
	f.Add([]byte("{\x00\"\x00f\x00\"\x00:\x00 \x001\x00}\x00"))
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
