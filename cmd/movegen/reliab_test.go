package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// fullWriter fails every write as a full disk does (/dev/full).
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestVersionWriteFailure: "movegen version > /dev/full" is an output that
// could not be written, exit 4, not an internal error (issue 38).
func TestVersionWriteFailure(t *testing.T) {
	t.Parallel()
	var errOut bytes.Buffer
	if code := run(t.Context(), []string{"version"}, os.Stdin, fullWriter{}, &errOut); code != exitWrite {
		t.Errorf("exit %d, stderr %q; want %d", code, errOut.String(), exitWrite)
	}
}

// TestNewFileFollowsUmask: a new -o file gets 0644 less the umask, as the
// shell's ">" gives it (it was 0644 under umask 077), and an existing file
// keeps its mode. Not parallel: the umask belongs to the process.
func TestNewFileFollowsUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	dir := t.TempDir()
	path := filepath.Join(dir, "m.json")
	write := func() {
		t.Helper()
		var errOut bytes.Buffer
		if code := run(t.Context(), []string{"mitchell", "--tables", "4", "-o", path}, os.Stdin, io.Discard, &errOut); code != exitOK {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
	}
	write()
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("new file under umask 077: %v %v, want -rw-------", fi.Mode(), err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	write()
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o640 {
		t.Fatalf("replaced file: %v %v, want it to keep -rw-r-----", fi.Mode(), err)
	}
}

// TestLibraryWritesNothingExit2: a library with nothing to write exits 2
// and leaves the -o file byte for byte; one that would replace a fuller
// file exits 2 too unless --force (issue 38).
func TestLibraryWritesNothingExit2(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "TSUserMovements.txt")
	before := []byte("a club's own file that is not a movement file\n")
	if err := os.WriteFile(path, before, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"library", "--individual", "8-9", "--to", "ebu", "-o", path},
		{"library", "--howell", "3", "--to", "ebu", "-o", path},
	} {
		var errOut bytes.Buffer
		if code := run(t.Context(), args, os.Stdin, io.Discard, &errOut); code != exitInput {
			t.Errorf("%v: exit %d, want %d: %s", args, code, exitInput, errOut.String())
		}
		if got, _ := os.ReadFile(path); !bytes.Equal(got, before) {
			t.Errorf("%v: the file changed to %q", args, got)
		}
	}
}

// TestStopWhileConfigBlocks: plan --config and teams swiss --standings
// naming a FIFO nobody opens return at the first stop with exit 130, as
// the movement readers do (they ignored the first SIGINT/SIGTERM: issue
// 38). They read through readInput, the one signal-aware input path.
func TestStopWhileConfigBlocks(t *testing.T) {
	t.Parallel()
	const want = "movegen: interrupted: nothing was written\n"
	for _, args := range [][]string{
		{"plan", "--config"},
		{"teams", "swiss", "--standings"},
		{"check"},
	} {
		t.Run(args[0], func(t *testing.T) {
			t.Parallel()
			fifo := filepath.Join(t.TempDir(), "in")
			if err := syscall.Mkfifo(fifo, 0o600); err != nil {
				t.Skipf("mkfifo: %v", err)
			}
			defer func() {
				if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
					f.Close()
				}
			}()
			code, errOut := runStopped(t, nil, append(args, fifo)...)
			if code != exitInterrupted || errOut != want {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, exitInterrupted, want)
			}
		})
	}
	t.Run("pipe/plan", func(t *testing.T) {
		t.Parallel()
		pr, pw := io.Pipe()
		defer pw.Close()
		code, errOut := runStopped(t, pr, "plan", "--config", "-")
		if code != exitInterrupted || errOut != want {
			t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, exitInterrupted, want)
		}
	})
}
