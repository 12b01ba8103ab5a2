package longtest

import (
	"os"
	"os/exec"
	"strings"
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
	pkg := DebianPackage(names[0])
	if Enabled() {
		t.Fatalf("none of %v found, and %s=1: install Debian's %s (apt-get install %s; .ci/run does)", names, Env, pkg, pkg)
	}
	t.Skipf("none of %v found: install Debian's %s and set %s=1 (CI does both)", names, pkg, Env)
	return ""
}

// DebianPackage names the Debian package that .ci/run installs for the
// outside program a long test needs; for an unknown program it returns the
// program's own name.
func DebianPackage(program string) string {
	switch program {
	case "soffice", "libreoffice":
		return "libreoffice-calc-nogui"
	case "pdftotext", "pdftoppm", "pdffonts", "pdfinfo":
		return "poppler-utils"
	case "chromium", "chromium-browser", "google-chrome", "google-chrome-stable":
		return "chromium"
	case "fc-list":
		return "fontconfig"
	}
	return program
}

// ChineseFontPackage is the Debian package of the font with Chinese
// characters that .ci/run installs for the long tests that print Chinese
// through outside programs (LibreOffice): Droid Sans Fallback.
const ChineseFontPackage = "fonts-droid-fallback"

// RequireFont checks that fontconfig knows a font for the language lang
// (an fc-list language tag such as "zh"), so an outside program printing
// that language has one to substitute. Missing, it fails t when the long
// tests are on and skips t otherwise, naming pkg, the Debian package that
// .ci/run installs for it.
func RequireFont(t testing.TB, lang, pkg string) {
	t.Helper()
	fcList := Require(t, "fc-list")
	out, err := exec.Command(fcList, ":lang="+lang, "family").Output()
	if err == nil && strings.TrimSpace(string(out)) != "" {
		return
	}
	if Enabled() {
		t.Fatalf("no font with %s characters is installed (fc-list :lang=%s lists none), and %s=1: install Debian's %s (apt-get install %s; .ci/run does)", lang, lang, Env, pkg, pkg)
	}
	t.Skipf("no font with %s characters is installed: install Debian's %s and set %s=1 (CI does both)", lang, pkg, Env)
}
