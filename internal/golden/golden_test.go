package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that records failures instead of stopping.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true }
func (r *recorder) Fatal(...any)          { r.failed = true }

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new", "out.txt")
	tests := []struct {
		name     string
		got      string
		update   bool
		wantFail bool
	}{
		{"missing file fails", "a\n", false, true},
		{"update writes", "a\n", true, false},
		{"same passes", "a\n", false, false},
		{"different fails", "b\n", false, true},
	}
	for _, tt := range tests {
		r := &recorder{TB: t}
		Check(r, path, []byte(tt.got), tt.update)
		if r.failed != tt.wantFail {
			t.Errorf("%s: failed = %v, want %v", tt.name, r.failed, tt.wantFail)
		}
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != "a\n" {
		t.Errorf("golden file holds %q, %v; want the text written by update", data, err)
	}
}

// TestCheckUpdateFromEnvironment: MOVEGEN_UPDATE=1 rewrites like -update,
// so one command rewrites the goldens of every package.
func TestCheckUpdateFromEnvironment(t *testing.T) {
	t.Setenv("MOVEGEN_UPDATE", "1")
	path := filepath.Join(t.TempDir(), "env.txt")
	rec := &recorder{TB: t}
	Check(rec, path, []byte("from the environment\n"), false)
	got, err := os.ReadFile(path)
	if rec.failed || err != nil || string(got) != "from the environment\n" {
		t.Errorf("failed %v, file %q, %v; want the file written", rec.failed, got, err)
	}
}
