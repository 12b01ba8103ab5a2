package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// TestVersionOf: the stamped version wins, then the module version of "go
// install …@v1.2.0", then the VCS revision of a build in a clone, then
// "devel".
func TestVersionOf(t *testing.T) {
	t.Parallel()
	rev := "0123456789abcdef0123456789abcdef01234567"
	vcs := func(modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: modified}}
	}
	for _, tc := range []struct {
		name    string
		stamped string
		bi      *debug.BuildInfo
		want    string
	}{
		{"stamped", "v1.2.0", &debug.BuildInfo{Main: debug.Module{Version: "v0.9.0"}}, "v1.2.0"},
		{"stamped, no build info", "v1.2.0", nil, "v1.2.0"},
		{"go install @version", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.3.1"}, Settings: vcs("false")}, "v1.3.1"},
		{"clone, clean", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("false")}, "devel-0123456789ab"},
		{"clone, modified", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("true")}, "devel-0123456789ab-dirty"},
		{"-buildvcs=false", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel"},
		{"test binary", "", &debug.BuildInfo{}, "devel"},
		{"no build info", "", nil, "devel"},
	} {
		if got := versionOf(tc.stamped, tc.bi); got != tc.want {
			t.Errorf("%s: versionOf = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestVersionStamped: a binary built with -ldflags "-X main.version=…", as
// the release builder builds it, prints that version.
func TestVersionStamped(t *testing.T) {
	longtest.Skip(t, "builds movegen")
	bin := filepath.Join(t.TempDir(), "movegen")
	build := exec.Command("go", "build", "-ldflags", "-X main.version=v9.8.7-test", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var out bytes.Buffer
	cmd := exec.Command(bin, "version")
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "movegen v9.8.7-test (go1.") {
		t.Errorf("movegen version printed %q", out.String())
	}
}
