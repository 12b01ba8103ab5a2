package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// updateFlag is the one -update flag of the tree: every test package that
// has golden files imports this package and so accepts -update.
var updateFlag = flag.Bool("update", false, "rewrite golden files (MOVEGEN_UPDATE=1 does the same for every package)")

// updateEnv is the environment variable that sets -update in every
// package: go test ./... -update fails in packages without golden files
// (they do not know the flag), MOVEGEN_UPDATE=1 go test -count=1 ./...
// works for the whole tree (-count=1: the test cache does not see a
// variable read before the tests start).
const updateEnv = "MOVEGEN_UPDATE"

func init() {
	if os.Getenv(updateEnv) == "1" {
		*updateFlag = true
	}
}

// UpdateFlag returns the value of -update (true also when the environment
// has MOVEGEN_UPDATE=1), read after the flags are parsed: pass *UpdateFlag()
// to Check.
func UpdateFlag() *bool { return updateFlag }

// Check fails t when got differs from the golden file at path. With update
// set it writes got to path instead, creating the folder when needed, so
// that "go test -update" refreshes the goldens after a deliberate change.
func Check(t testing.TB, path string, got []byte, update bool) {
	t.Helper()
	if update || os.Getenv(updateEnv) == "1" {
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
