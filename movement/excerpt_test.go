package movement

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestExcerpt(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"short", "short"},
		{strings.Repeat("k", MaxExcerpt), strings.Repeat("k", MaxExcerpt)},
		{strings.Repeat("k", MaxExcerpt+1), strings.Repeat("k", MaxExcerpt-1) + "…"},
		{strings.Repeat("я", MaxExcerpt), strings.Repeat("я", MaxExcerpt)},
		{strings.Repeat("я", 60<<10), strings.Repeat("я", MaxExcerpt-1) + "…"},
	} {
		got := Excerpt(tt.in)
		if got != tt.want {
			t.Errorf("Excerpt(%d bytes) = %q, want %q", len(tt.in), got, tt.want)
		}
		if n := utf8.RuneCountInString(got); n > MaxExcerpt {
			t.Errorf("Excerpt(%d bytes) has %d characters", len(tt.in), n)
		}
	}
}
