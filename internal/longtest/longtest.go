package longtest

import (
	"os"
	"os/exec"
	"testing"
)

// Env is the environment variable that switches the long tests on.
const Env = "MOVEGEN_LONG"

// Enabled reports whether the long tests are switched on (MOVEGEN_LONG=1).
func Enabled() bool { return os.Getenv(Env) == "1" }

// Skip skips t unless the long tests are switched on; why says what the
// test does, for the skip message.
func Skip(t testing.TB, why string) {
	t.Helper()
	if !Enabled() {
		t.Skipf("long test (%s): set %s=1 to run it", why, Env)
	}
}

// Require returns the path of the program named by one of names. When
// none is found it fails t if the long tests are on (CI installs the
// program) and skips t otherwise.
func Require(t testing.TB, names ...string) string {
	t.Helper()
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	if Enabled() {
		t.Fatalf("none of %v found, and %s=1: .ci/run installs it", names, Env)
	}
	t.Skipf("none of %v found (set %s=1 under CI, which installs it)", names, Env)
	return ""
}
