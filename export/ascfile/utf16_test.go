package ascfile

import (
	"bytes"
	"os"
	"testing"
	"unicode/utf16"
)

// TestReadUTF16: an .ASC file saved as UTF-16 (as Windows Notepad and
// PowerShell's redirection do) is refused with a sentence that says so,
// rather than "unexpected character 'ÿ'".
func TestReadUTF16(t *testing.T) {
	plain, err := os.ReadFile("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Read(bytes.NewReader(plain), "m7.asc", Options{}); err != nil {
		t.Fatalf("the UTF-8 sample: %v", err)
	}
	for _, c := range []struct {
		name     string
		big, bom bool
	}{{"LE with BOM", false, true}, {"BE with BOM", true, true}, {"LE", false, false}, {"BE", true, false}} {
		units := utf16.Encode([]rune(string(plain)))
		if c.bom {
			units = append([]uint16{0xfeff}, units...)
		}
		var in []byte
		for _, u := range units {
			if c.big {
				in = append(in, byte(u>>8), byte(u))
			} else {
				in = append(in, byte(u), byte(u>>8))
			}
		}
		_, err := Read(bytes.NewReader(in), "m7.asc", Options{})
		if want := "m7.asc: UTF-16 is not supported; save the file as UTF-8"; err == nil || err.Error() != want {
			t.Errorf("%s: error %v, want %q", c.name, err, want)
		}
	}
}
