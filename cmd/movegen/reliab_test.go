//go:build unix

package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
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

// TestReaderMessagesAreShort: a reader's message names the file and the
// line and quotes at most an excerpt of the bad input, whatever its size
// (a 60 MB JSON key gave a 60 MB message: issue 38). One file per reader,
// each with a token of hundreds of kilobytes where it does not belong.
func TestReaderMessagesAreShort(t *testing.T) {
	t.Parallel()
	big := strings.Repeat("k", 300<<10)
	yamlBig := strings.Repeat("k", 60<<10) // under the event file's 64 KiB
	for _, c := range []struct {
		file, data string
		args       []string
		line       string // "file:line" the message must name
	}{
		{"key.json", `{"format":"movegen-movement/1","` + big + `":1}`, []string{"check"}, "key.json:1:"},
		{"value.json", `{"format":"movegen-movement/1","name":"x",` + "\n" + `"tables":"` + big + `"}`, []string{"check"}, "value.json:2:"},
		{"labels.json", `{"format":"movegen-movement/1","labels":{"` + big + `":"a"}}`, []string{"check"}, "labels.json:1:"},
		{"format.json", `{"format":"` + big + `"}`, []string{"check"}, "format.json:1:"},
		{"token.asc", "3 1 1 1 0\n" + big + " 2 3\n", []string{"check"}, "token.asc:2:"},
		{"set.asc", "1 1 1 1 0\n1 2 3 4 " + big + "\n", []string{"check"}, "set.asc:2:"},
		{"title.txt", "\nM\n1,3,27,9,3,0\n1,4,1, 1,6,2, " + big + "\n", []string{"check"}, "title.txt:4:"},
		{"kbs.txt", "T=" + big + "\nR" + big + "=1\n", []string{"check"}, "kbs.txt:"},
		{"key.yaml", yamlBig + ": 13\n", []string{"plan", "--config"}, "key.yaml:1:"},
		{"value.yaml", "pairs: " + yamlBig + "\n", []string{"plan", "--config"}, "value.yaml:"},
	} {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), c.file)
			if err := os.WriteFile(path, []byte(c.data), 0o644); err != nil {
				t.Fatal(err)
			}
			var errOut bytes.Buffer
			code := run(t.Context(), append(c.args, path), os.Stdin, io.Discard, &errOut)
			msg := errOut.String()
			if code != exitInput {
				t.Errorf("exit %d, want %d", code, exitInput)
			}
			if len(msg) > 600 {
				t.Errorf("message of %d bytes: %.200q…", len(msg), msg)
			}
			if want := strings.TrimSuffix(filepath.Join(filepath.Dir(path), c.line), "/"); !strings.Contains(msg, want) {
				t.Errorf("message %.300q does not name %q", msg, c.line)
			}
		})
	}
}

// TestPaperAfterStopWithinGrace: the paper of a search stopped by a signal
// is drawn within stopGrace of the signal or not at all (a 791-page PDF
// was written 0.62–0.73 s after Ctrl-C: issue 38). A stop noted a second
// ago leaves no time: nothing is written and the message says why; a stop
// just now leaves time for a small PDF, which is written whole.
func TestPaperAfterStopWithinGrace(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		ago   time.Duration
		wrote bool
	}{{time.Second, false}, {0, true}} {
		dir := t.TempDir()
		out := filepath.Join(dir, "cards.pdf")
		ctx, cancel := context.WithCancel(t.Context())
		cancel()
		temps := &tempFiles{}
		temps.stoppedAt.Store(time.Now().Add(-c.ago).UnixNano())
		var errOut bytes.Buffer
		code := runWith(ctx, temps, []string{"seating", "--players", "24", "--sets", "-o", out}, os.Stdin, io.Discard, &errOut)
		_, err := os.Stat(out)
		if code != exitInterrupted || (err == nil) != c.wrote {
			t.Errorf("stop %v ago: exit %d, written %v; want %d, %v: %s", c.ago, code, err == nil, exitInterrupted, c.wrote, errOut.String())
		}
		if !c.wrote && !strings.Contains(errOut.String(), "cards.pdf was not written: it would take longer than 500ms to finish after the stop") {
			t.Errorf("stop %v ago: stderr %q does not say why nothing was written", c.ago, errOut.String())
		}
		if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
			t.Errorf("temporary files left: %v", left)
		}
	}
}
