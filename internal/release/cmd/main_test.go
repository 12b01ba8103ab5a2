package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "github.com/movegen/movegen/internal/golden"
)

// TestLicencesOnly: -licences writes NOTICE.txt and LICENSES, as
// goreleaser's before hook needs them, and builds nothing.
func TestLicencesOnly(t *testing.T) {
	dir := t.TempDir()
	if err := run(t.Context(), []string{"-licences", dir}, io.Discard); err != nil {
		t.Fatal(err)
	}
	notice, err := os.ReadFile(filepath.Join(dir, "NOTICE.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"LICENSES/fonts/PT-Sans.txt", "LICENSES/fonts/Go-fonts.txt", "github.com/spf13/cobra"} {
		if !strings.Contains(string(notice), want) {
			t.Errorf("NOTICE.txt does not name %s", want)
		}
		if strings.HasPrefix(want, "LICENSES/") {
			if _, err := os.Stat(filepath.Join(dir, want)); err != nil {
				t.Error(err)
			}
		}
	}
}

// TestEntryTime: -date wins, then SOURCE_DATE_EPOCH, then the commit's
// time; a bad SOURCE_DATE_EPOCH is an error.
func TestEntryTime(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	if got, err := entryTime(t.Context(), ".", 1800000000); err != nil || !got.Equal(time.Unix(1800000000, 0)) {
		t.Errorf("-date: %v, %v", got, err)
	}
	if got, err := entryTime(t.Context(), ".", -1); err != nil || !got.Equal(time.Unix(1700000000, 0)) {
		t.Errorf("SOURCE_DATE_EPOCH: %v, %v", got, err)
	}
	t.Setenv("SOURCE_DATE_EPOCH", "yesterday")
	if _, err := entryTime(t.Context(), ".", -1); err == nil {
		t.Error("SOURCE_DATE_EPOCH=yesterday was taken")
	}
}

// TestBadArguments: an unknown target or a stray argument is refused
// before anything is built.
func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-targets", "plan9/386"}, {"extra"}} {
		if err := run(t.Context(), append(args, "-out", t.TempDir()), io.Discard); err == nil {
			t.Errorf("%q was taken", args)
		}
	}
}
