package app

import "testing"

// TestSniff: the content decides; the extension is a hint only when the
// content does not say.
func TestSniff(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"a.JSON", "1 2", "json"},
		{"a.asc", "{", "json"},
		{"-", "\xef\xbb\xbf \n {\"format\"", "json"},
		{"-", "14 7 7 7 0", "asc"},
		{"x.txt", "", "asc"},
		{"x.json", "", "json"},
		{"out.dat", "{}", "json"},
	}
	for _, tt := range tests {
		if got := Sniff(tt.name, []byte(tt.data)); got != tt.want {
			t.Errorf("Sniff(%q, %q) = %s, want %s", tt.name, tt.data, got, tt.want)
		}
	}
}
