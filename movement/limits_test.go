package movement

import (
	"strings"
	"testing"
)

func TestTextFault(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" when the text is fine
	}{
		{"Club Pairs, 21 November", ""},
		{"Клуб «Зал» 🂡", ""},
		{"", ""},
		{strings.Repeat("x", MaxText), ""},
		{strings.Repeat("x", MaxText+1), "longer than 1000 bytes"},
		{"a\tb", "control character U+0009 in the text; remove it"},
		{"a\x00b", "control character U+0000 in the text; remove it"},
		{"a\nb", "control character U+000A in the text; remove it"},
		{"a\u0085b", "control character U+0085 in the text; remove it"},
		{"a\x7fb", "control character U+007F in the text; remove it"},
		{"a\xffb", "not UTF-8 text"},
	}
	for _, tt := range tests {
		why, ok := TextFault(tt.in)
		if ok != (tt.want == "") || why.String() != tt.want {
			t.Errorf("TextFault(%.20q) = %q, %v; want %q", tt.in, why, ok, tt.want)
		}
	}
}
