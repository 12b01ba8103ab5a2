package longtest

import (
	"os"
	"runtime/debug"
	"strings"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
)

func TestEnabledFollowsEnv(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want bool
	}{{"1", true}, {"", false}, {"0", false}, {"yes", false}} {
		t.Setenv(Env, tc.v)
		if got := Enabled(); got != tc.want {
			t.Errorf("%s=%q: Enabled() = %v, want %v", Env, tc.v, got, tc.want)
		}
	}
}

func TestRequireFindsAProgram(t *testing.T) {
	t.Setenv(Env, "1")
	if p := Require(t, "no-such-program-movegen", "go"); p == "" {
		t.Fatal("Require found no path for go")
	}
}

func TestDebianPackageNamesWhatCIInstalls(t *testing.T) {
	for prog, want := range map[string]string{
		"soffice":   "libreoffice-calc-nogui",
		"pdftotext": "poppler-utils",
		"pdffonts":  "poppler-utils",
		"chromium":  "chromium",
		"fc-list":   "fontconfig",
		"unknown":   "unknown",
	} {
		if got := DebianPackage(prog); got != want {
			t.Errorf("DebianPackage(%q) = %q, want %q", prog, got, want)
		}
	}
	// Every package named here is one .ci/run installs.
	ci, err := os.ReadFile("../../.ci/run")
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"libreoffice-calc-nogui", "poppler-utils", "chromium", "fontconfig", ChineseFontPackage} {
		if !strings.Contains(string(ci), pkg) {
			t.Errorf(".ci/run does not install %s", pkg)
		}
	}
}

func TestTuneGCLeavesBenchmarksAndGOGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	args := os.Args
	defer func() { os.Args = args }()
	for _, tc := range []struct {
		gogc string
		args []string
		want int
	}{
		{"", []string{"x.test", "-test.run", "TestX"}, TestGC},
		{"", []string{"movegen", "--lang", "ru", "plan"}, TestGC},
		{"", []string{"x.test", "-test.bench=.", "-test.run", "X"}, 100},
		{"", []string{"x.test", "-test.bench", "."}, 100},
		{"200", []string{"x.test"}, 100},
	} {
		t.Setenv("GOGC", tc.gogc)
		os.Args = tc.args
		debug.SetGCPercent(100)
		TuneGC()
		if got := debug.SetGCPercent(100); got != tc.want {
			t.Errorf("GOGC=%q, %q: collector at %d, want %d", tc.gogc, tc.args, got, tc.want)
		}
	}
}
