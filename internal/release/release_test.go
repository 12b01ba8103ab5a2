package release

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	_ "github.com/movegen/movegen/internal/golden"
)

// fakeCompile writes a small stand-in for movegen instead of building it:
// the archives are tested without a cross build.
func fakeCompile(_ context.Context, t Target, bin string) error {
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		return err
	}
	return os.WriteFile(bin, []byte("fake movegen for "+t.String()), 0o755)
}

// TestRunReproducible: two runs for the same commit (the same version and
// time) write the same six archives and checksums byte for byte, each
// archive holding the program, the README, the notices and licences and,
// for macOS, the launcher.
func TestRunReproducible(t *testing.T) {
	t.Parallel()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	when := time.Date(2026, 12, 2, 15, 4, 5, 0, time.UTC)
	var outs [2]string
	var arts [2][]Artifact
	for i := range outs {
		outs[i] = t.TempDir()
		arts[i], err = Run(t.Context(), Config{Dir: root, Out: outs[i], Version: "v1.2.3", Time: when, Compile: fakeCompile})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(arts[0]) != len(Targets()) {
		t.Fatalf("%d archives, want %d", len(arts[0]), len(Targets()))
	}
	names := []string{SumsFile}
	for _, a := range arts[0] {
		names = append(names, a.Name)
	}
	for _, name := range names {
		a, err := os.ReadFile(filepath.Join(outs[0], name))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(outs[1], name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs of the same commit", name)
		}
	}
	for _, dir := range outs {
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range ents {
			got = append(got, e.Name())
		}
		slices.Sort(names)
		if !slices.Equal(got, names) {
			t.Errorf("%s holds %q, want %q (no temporary files left)", dir, got, names)
		}
	}

	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var sums []string
	for _, a := range arts[0] {
		data, err := os.ReadFile(filepath.Join(outs[0], a.Name))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		if a.SHA256 != hex.EncodeToString(sum[:]) || a.Size != int64(len(data)) {
			t.Errorf("%s: artifact says %d bytes %s, the file has %d bytes %x", a.Name, a.Size, a.SHA256, len(data), sum)
		}
		sums = append(sums, fmt.Sprintf("%x  %s\n", sum, a.Name))

		tg := a.Target
		base := ArchiveBase("v1.2.3", tg)
		if want := base + "." + string(tg.Format()); a.Name != want {
			t.Errorf("archive %q, want %q", a.Name, want)
		}
		byName := map[string]unpacked{}
		for _, u := range unpack(t, tg.Format(), data) {
			if !strings.HasPrefix(u.Name, base+"/") {
				t.Errorf("%s: %s is outside the folder %s", a.Name, u.Name, base)
			}
			if !u.ModTime.Equal(when) {
				t.Errorf("%s: %s dated %v, want %v", a.Name, u.Name, u.ModTime, when)
			}
			byName[strings.TrimPrefix(u.Name, base+"/")] = u
		}
		check := func(name string, mode os.FileMode, data string) {
			t.Helper()
			u, ok := byName[name]
			switch {
			case !ok:
				t.Errorf("%s: no %s", a.Name, name)
			case u.Mode != mode:
				t.Errorf("%s: %s mode %v, want %v", a.Name, name, u.Mode, mode)
			case data != "" && u.Data != data:
				t.Errorf("%s: %s holds %q, want %q", a.Name, name, u.Data, data)
			}
		}
		check(tg.Binary(), 0o755, "fake movegen for "+tg.String())
		check("README.md", 0o644, string(readme))
		check("NOTICE.txt", 0o644, "")
		for _, f := range Fonts() {
			check(f.To, 0o644, "")
		}
		check("LICENSES/go/LICENSE", 0o644, "")
		check("LICENSES/github.com/spf13/cobra/LICENSE.txt", 0o644, "")
		// Every archive has the licences of all six targets: cobra's
		// mousetrap is linked on Windows only.
		check("LICENSES/github.com/inconshreveable/mousetrap/LICENSE", 0o644, "")
		if _, ok := byName["movegen.command"]; ok != (tg.GOOS == "darwin") {
			t.Errorf("%s: movegen.command present %v, want it on macOS only", a.Name, ok)
		}
		if tg.GOOS == "darwin" {
			check("movegen.command", 0o755, string(launcher))
		}
	}
	slices.SortFunc(sums, func(a, b string) int { return strings.Compare(a[66:], b[66:]) }) // by name, after "HEX  "
	if got, err := os.ReadFile(filepath.Join(outs[0], SumsFile)); err != nil || string(got) != strings.Join(sums, "") {
		t.Errorf("%s:\n%s\nwant (the archives in name order, as sha256sum writes them):\n%s", SumsFile, got, strings.Join(sums, ""))
	}
}

// TestRunCompileError: a failed build writes no archive and no checksums.
func TestRunCompileError(t *testing.T) {
	t.Parallel()
	out := t.TempDir()
	fail := func(context.Context, Target, string) error { return fmt.Errorf("no compiler") }
	_, err := Run(t.Context(), Config{Dir: "../..", Out: out, Version: "v1", Compile: fail, Targets: []Target{{"linux", "amd64"}}})
	if err == nil || !strings.Contains(err.Error(), "no compiler") {
		t.Errorf("Run = %v, want the build's error", err)
	}
	if ents, _ := os.ReadDir(out); len(ents) != 0 {
		t.Errorf("a failed run left %d files", len(ents))
	}
}

// TestLauncher: the macOS launcher runs the movegen beside it with the
// page's double-click flag.
func TestLauncher(t *testing.T) {
	t.Parallel()
	s := string(launcher)
	if !strings.HasPrefix(s, "#!/bin/sh\n") || !strings.Contains(s, `cd "$(dirname "$0")"`) || !strings.Contains(s, "\nexec ./movegen serve --desktop\n") {
		t.Errorf("movegen.command:\n%s", s)
	}
}

// TestParseTarget: the six targets, and nothing else.
func TestParseTarget(t *testing.T) {
	t.Parallel()
	for _, tg := range Targets() {
		if got, err := ParseTarget(tg.String()); err != nil || got != tg {
			t.Errorf("ParseTarget(%q) = %v, %v", tg, got, err)
		}
	}
	if _, err := ParseTarget("plan9/386"); err == nil {
		t.Error("plan9/386 was taken")
	}
}
