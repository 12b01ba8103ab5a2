package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// TestSignalStopsLibrary: Ctrl-C during library's searches exits 130; the
// search under way keeps its best schedule (written, said to have stopped
// early), the sizes after it are listed as not made, and what was made is
// written whole.
func TestSignalStopsLibrary(t *testing.T) {
	longtest.Skip(t, "real signals: the library as a process")
	dir := t.TempDir()
	code, out, errOut := interruptRun(t, os.Interrupt, dir, "library", "--to", "json", "--individual", "10,14,18,22", "--time", "60s", "-o", "lib")
	if code != exitInterrupted {
		t.Fatalf("exit %d, want %d; stderr %q", code, exitInterrupted, errOut)
	}
	if errOut != "movegen: interrupted: the movements made before the stop were written\n" {
		t.Errorf("stderr %q", errOut)
	}
	if !strings.Contains(out, "the search stopped early (--time or Ctrl-C)") || !regexp.MustCompile(`(?m)^not made: individual-22 \(stopped before it was made\)$`).MatchString(out) {
		t.Errorf("the summary does not say what stopped and what was not made:\n%s", out)
	}
	written := regexp.MustCompile(`(?m)^written: (individual-\d+) `).FindAllStringSubmatch(out, -1)
	if len(written) == 0 {
		t.Fatalf("nothing written:\n%s", out)
	}
	for _, w := range written {
		if _, err := os.Stat(filepath.Join(dir, "lib", w[1]+".json")); err != nil {
			t.Errorf("%s: %v", w[1], err)
		}
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "lib"))
	if len(entries) != len(written) {
		t.Errorf("%d files for %d movements written (a temporary file left?)", len(entries), len(written))
	}
}
