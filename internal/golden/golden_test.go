package golden

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
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

// TestEveryTestPackageAcceptsUpdate: every folder with tests imports this
// package in one of its test files, so "go test ./... -update" never fails
// with "flag provided but not defined". A new package needs an
// update_test.go with a blank import.
func TestEveryTestPackageAcceptsUpdate(t *testing.T) {
	root := filepath.Join("..", "..")
	dirs := map[string]bool{} // folder → imports golden
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		dir := filepath.Dir(path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dirs[dir] = dirs[dir] || bytes.Contains(data, []byte(`"github.com/movegen/movegen/internal/golden"`))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) < 10 {
		t.Fatalf("found only %d test folders: the walk is broken", len(dirs))
	}
	self := filepath.Join(root, "internal", "golden") // defines the flag
	for dir, ok := range dirs {
		if !ok && dir != self {
			t.Errorf("%s: no test file imports internal/golden, so go test ./... -update fails there", dir)
		}
	}
}
