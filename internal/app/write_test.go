package app

import "testing"

// TestExtOf checks the file extension of every format: the movement
// files' from the formats registry (EBUScore's TSUserMovements.txt, KBS
// without one), txt for text, the paper formats by their names.
func TestExtOf(t *testing.T) {
	t.Parallel()
	want := map[string]string{"text": "txt", "json": "json", "asc": "asc", "ebu": "txt", "kbs": "", "bmdc": "bmdc.json", "pdf": "pdf", "xlsx": "xlsx", "csv": "csv"}
	for _, f := range Formats() {
		w, ok := want[f]
		if !ok {
			t.Errorf("format %q has no expected extension in this test", f)
			continue
		}
		if got := ExtOf(f); got != w {
			t.Errorf("ExtOf(%q) = %q, want %q", f, got, w)
		}
	}
	if got, w := ExtList(Formats()), ".txt, .json, .asc, .bmdc.json, .pdf, .xlsx, .csv"; got != w {
		t.Errorf("ExtList(Formats()) = %q, want %q", got, w)
	}
}
