package golden

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Check fails t when got differs from the golden file at path. With update
// set it writes got to path instead, creating the folder when needed, so
// that "go test -update" refreshes the goldens after a deliberate change.
func Check(t testing.TB, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test -update after checking); got:\n%s", path, got)
	}
}
