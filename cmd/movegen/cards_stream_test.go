package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSignalStopsStreamedCards: Ctrl-C while cards writes a PDF large
// enough to be streamed into its temporary file (a 100-table Mitchell with
// --large: 1,552 pages, over 1,000) exits 130 within 0.5 s of the signal,
// says nothing was written, and leaves neither the output nor its
// temporary file. The signal comes once pages are in the temporary file,
// and again later in the writing. Each time is the best of three runs,
// with a margin for a busy machine.
func TestSignalStopsStreamedCards(t *testing.T) {
	if testing.Short() {
		t.Skip("streams a large PDF in a process")
	}
	const margin = time.Second
	src := t.TempDir()
	var errOut bytes.Buffer
	if code := run(t.Context(), []string{"mitchell", "--tables", "100", "-o", filepath.Join(src, "big.json")}, nil, &errOut, &errOut); code != 0 {
		t.Fatalf("mitchell: exit %d: %s", code, errOut.String())
	}
	for _, later := range []time.Duration{0, 700 * time.Millisecond} {
		took := bestOf(3, 500*time.Millisecond, func() time.Duration {
			dir := t.TempDir()
			if err := os.Link(filepath.Join(src, "big.json"), filepath.Join(dir, "big.json")); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], "cards", "big.json", "--large", "-o", "big.pdf")
			cmd.Env = append(os.Environ(), "MOVEGEN_TEST_MAIN=1", "LANG=C", "LC_ALL=", "LC_MESSAGES=")
			cmd.Dir = dir
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			// Wait for pages in the temporary file.
			deadline := time.After(2 * time.Minute)
		wait:
			for {
				select {
				case err := <-done:
					t.Fatalf("finished (%v) before any page was streamed; stderr %q", err, stderr.String())
				case <-deadline:
					cmd.Process.Kill()
					t.Fatal("no page written to the temporary file within 2 minutes")
				case <-time.After(5 * time.Millisecond):
				}
				tmps, _ := filepath.Glob(filepath.Join(dir, ".big.pdf.*.tmp"))
				for _, tmp := range tmps {
					if fi, err := os.Stat(tmp); err == nil && fi.Size() > 0 {
						break wait
					}
				}
			}
			time.Sleep(later)
			from := time.Now()
			if err := cmd.Process.Signal(os.Interrupt); err != nil {
				t.Fatal(err)
			}
			err := <-done
			took := time.Since(from)
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitInterrupted ||
				!strings.HasSuffix(stderr.String(), "movegen: interrupted: nothing was written\n") {
				t.Fatalf("%v; stderr %q; want exit %d and \"interrupted: nothing was written\"", err, stderr.String(), exitInterrupted)
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if e.Name() != "big.json" {
					t.Errorf("left behind: %s", e.Name())
				}
			}
			return took
		})
		t.Logf("Ctrl-C %v after the first pages were written: exit %v after the signal", later, took)
		if took > 500*time.Millisecond+margin {
			t.Errorf("Ctrl-C %v after the first pages: exit %v after the signal, want within 0.5 s", later, took)
		}
	}
}

// TestWriteFileAtomicDropsOnError: when the writer fails part-way (a
// stop, bad input found while rendering), its error comes back as it is,
// not as a write failure, and neither the output nor the temporary file
// is left; when it succeeds the output holds everything it wrote.
func TestWriteFileAtomicDropsOnError(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.pdf")
	boom := errors.New("stopped")
	temps := &tempFiles{}
	err := writeFileAtomic(path, func(w io.Writer) error {
		if _, err := w.Write(bytes.Repeat([]byte("x"), 1<<20)); err != nil {
			return err
		}
		return boom
	}, temps)
	if !errors.Is(err, boom) || exitCode(err) == exitWrite {
		t.Errorf("error %v (exit %d), want the writer's own error", err, exitCode(err))
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left behind: %v", entries)
	}
	if len(temps.names) != 0 {
		t.Errorf("temporary files still recorded: %v", temps.names)
	}
	want := bytes.Repeat([]byte("y"), 3<<20)
	if err := writeFileAtomic(path, func(w io.Writer) error { _, err := w.Write(want); return err }, temps); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
		t.Errorf("output %d bytes (%v), want %d", len(got), err, len(want))
	}
}
