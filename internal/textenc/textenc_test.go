package textenc

import (
	"testing"
	"unicode/utf16"
)

// encode writes s as UTF-16, little- or big-endian, with or without a byte
// order mark.
func encode(s string, bigEndian, bom bool) []byte {
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xfeff}, units...)
	}
	out := make([]byte, 0, 2*len(units))
	for _, u := range units {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

func TestUTF16(t *testing.T) {
	doc := "{\n  \"format\": \"movegen-movement/1\",\n  \"name\": \"Клуб\"\n}\n"
	asc := "14 7 7 7 0\n1 8 1 2 9 2\n"
	tests := []struct {
		name string
		in   []byte
		want bool
	}{
		{"json LE with BOM", encode(doc, false, true), true},
		{"json BE with BOM", encode(doc, true, true), true},
		{"json LE without BOM", encode(doc, false, false), true},
		{"json BE without BOM", encode(doc, true, false), true},
		{"asc LE without BOM", encode(asc, false, false), true},
		{"asc BE with BOM", encode(asc, true, true), true},
		{"BOM alone", []byte{0xff, 0xfe}, true},
		{"UTF-8 json", []byte(doc), false},
		{"UTF-8 with BOM", append([]byte("\xef\xbb\xbf"), doc...), false},
		{"UTF-8 Cyrillic", []byte("Клуб Клуб Клуб"), false},
		{"empty", nil, false},
		{"one byte", []byte{'{'}, false},
		{"one UTF-16 char", []byte{'{', 0}, false},
		{"binary garbage", []byte("\x00\xff\xfe{"), false},
		{"a stray NUL", []byte("{\"name\": \"a\x00b\"}"), false},
	}
	for _, tt := range tests {
		if got := UTF16(tt.in); got != tt.want {
			t.Errorf("%s: UTF16(% x…) = %v, want %v", tt.name, tt.in[:min(len(tt.in), 8)], got, tt.want)
		}
	}
}
