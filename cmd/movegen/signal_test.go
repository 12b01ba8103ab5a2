package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// interruptRun starts movegen args as a process (this test binary in its
// movegen role), sends sig after delay, and returns its exit status,
// standard output and standard error. It retries with another delay when
// the signal came before the process was ready (killed by the signal) or
// after it had finished (exit 0): the test is about what happens during
// the work. Before a retry it removes what the run before wrote in dir.
func interruptRun(t *testing.T, sig os.Signal, dir string, args ...string) (int, string, string) {
	t.Helper()
	before := map[string]bool{}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		before[e.Name()] = true
	}
	for try, delay := range []time.Duration{300 * time.Millisecond, 150 * time.Millisecond, 600 * time.Millisecond, 80 * time.Millisecond} {
		if try > 0 {
			// The run before finished (or never began): what it wrote is
			// not this run's to leave behind.
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if !before[e.Name()] {
					os.RemoveAll(filepath.Join(dir, e.Name()))
				}
			}
		}
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), "MOVEGEN_TEST_MAIN=1", "LANG=C", "LC_ALL=", "LC_MESSAGES=")
		cmd.Dir = dir
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay)
		if err := cmd.Process.Signal(sig); err != nil {
			cmd.Wait()
			continue // already finished
		}
		err := cmd.Wait()
		var ee *exec.ExitError
		switch {
		case err == nil:
			continue // finished before the signal arrived
		case errors.As(err, &ee) && ee.ExitCode() >= 0:
			return ee.ExitCode(), out.String(), errOut.String()
		case errors.As(err, &ee):
			continue // killed by the signal before signal handling began
		default:
			t.Fatal(err)
		}
	}
	t.Skip("could not deliver the signal while the command was working")
	return 0, "", ""
}

// TestSignalStopsPlan: Ctrl-C (SIGINT) and SIGTERM during plan exit 130,
// never 3, with no "context canceled": either the options evaluated before
// the stop are written and said to be partial, or nothing is written and
// the message says so. No temporary file is left.
func TestSignalStopsPlan(t *testing.T) {
	longtest.Skip(t, "real signals: the planner as a process")

	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			code, out, errOut := interruptRun(t, sig, dir, "plan", "--players", "40", "--game", "preferans", "-o", "plan.txt")
			if code != exitInterrupted {
				t.Fatalf("exit %d, want %d; stderr %q", code, exitInterrupted, errOut)
			}
			if strings.Contains(errOut, "context canceled") || !strings.HasPrefix(errOut, "movegen: interrupted: ") {
				t.Errorf("stderr %q: want \"movegen: interrupted: ...\"", errOut)
			}
			data, err := os.ReadFile(filepath.Join(dir, "plan.txt"))
			switch {
			case strings.Contains(errOut, "nothing was written"):
				if err == nil {
					t.Errorf("said nothing was written, but plan.txt holds %d bytes", len(data))
				}
			case err != nil:
				t.Errorf("said the plan was kept, but: %v", err)
			case !bytes.Contains(data, []byte("Stopped early (interrupt)")) || !bytes.HasSuffix(data, []byte("[-o FILE]\n")):
				t.Errorf("the partial plan does not say it stopped early or is not complete:\n%s", data)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing (the plan goes to -o)", out)
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if e.Name() != "plan.txt" {
					t.Errorf("left behind: %s", e.Name())
				}
			}
		})
	}
}

// TestSecondSignalExitsAtOnce: the first signal cancels the work; the
// second removes the temporary output files and exits 130 without waiting.
func TestSecondSignalExitsAtOnce(t *testing.T) {
	tmp := filepath.Join(t.TempDir(), ".out.pdf.123.tmp")
	if err := os.WriteFile(tmp, []byte("partial"), 0o644); err != nil {
		t.Fatal(err)
	}
	temps := &tempFiles{}
	temps.add(tmp)
	sigs := make(chan os.Signal, 2)
	ctx, cancel := context.WithCancel(context.Background())
	exited := make(chan int, 1)
	go watchSignals(sigs, cancel, temps, func(code int) { exited <- code })

	sigs <- os.Interrupt
	<-ctx.Done()
	select {
	case code := <-exited:
		t.Fatalf("exited %d after the first signal", code)
	case <-time.After(20 * time.Millisecond):
	}
	if _, err := os.Stat(tmp); err != nil {
		t.Fatalf("the first signal removed the temporary file: %v", err)
	}
	sigs <- syscall.SIGTERM
	select {
	case code := <-exited:
		if code != exitInterrupted {
			t.Errorf("exit %d, want %d", code, exitInterrupted)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the second signal did not exit")
	}
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Errorf("temporary file left after the second signal: %v", err)
	}
}

// TestCanceledIsNotInternal: a command that returns the context's error,
// even wrapped as internal, exits 130 and says nothing was written.
func TestCanceledIsNotInternal(t *testing.T) {
	for _, err := range []error{context.Canceled, internalErr(context.Canceled), interrupted(movement.Say("%s", "the plan"))} {
		if got := exitCode(err); got != exitInterrupted {
			t.Errorf("exitCode(%v) = %d, want %d", err, got, exitInterrupted)
		}
	}
	for lang, want := range map[string]string{"en": "interrupted: nothing was written", "ru": "прервано: ничего не записано"} {
		if got := errorMessage(i18n.New(lang), internalErr(fmt.Errorf("search: %w", context.Canceled))); got != want {
			t.Errorf("%s: %q, want %q (never \"context canceled\")", lang, got, want)
		}
	}
	if got := exitCode(internalErr(context.DeadlineExceeded)); got != exitInternal {
		t.Errorf("a deadline is not an interrupt: exit %d, want %d", got, exitInternal)
	}
}

// TestSignalStopsCards: SIGTERM while cards renders a large PDF stops it:
// exit 130, nothing written, no temporary file left in the folder.
func TestSignalStopsCards(t *testing.T) {
	longtest.Skip(t, "real signals: a large PDF rendered in a process")
	dir := t.TempDir()
	var errOut bytes.Buffer
	if code := run(t.Context(), []string{"mitchell", "--tables", "100", "-o", filepath.Join(dir, "big.json")}, nil, &errOut, &errOut); code != 0 {
		t.Fatalf("mitchell: exit %d: %s", code, errOut.String())
	}
	code, _, stderr := interruptRun(t, syscall.SIGTERM, dir, "cards", "big.json", "-o", "big.pdf")
	// The page count may come first, when the signal came after the
	// pages were planned.
	if code != exitInterrupted || !strings.HasSuffix(stderr, "movegen: interrupted: nothing was written\n") ||
		strings.Count(stderr, "\n") > 2 {
		t.Fatalf("exit %d, stderr %q; want %d and \"interrupted: nothing was written\"", code, stderr, exitInterrupted)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "big.json" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestSignalStopsSearches: Ctrl-C (SIGINT) or SIGTERM during the preferans
// search (10 tables: no perfect schedule known), a seating search and the
// individual search (50 players: no whist tournament) exits
// 130, never 3, after writing the best schedule found so far complete, and
// says both that the search stopped early and what was written.
func TestSignalStopsSearches(t *testing.T) {
	longtest.Skip(t, "real signals: searches as processes")

	cases := []struct {
		name string
		args []string
	}{
		{"preferans-10", []string{"preferans", "--tables", "10", "--format", "json", "-o", "out.json"}},
		{"seating-40", []string{"seating", "--players", "40", "--per-table", "4", "--rounds", "13", "--method", "search", "--format", "json", "-o", "out.json"}},
		{"individual-50", []string{"individual", "--players", "50", "--format", "json", "-o", "out.json"}},
	}
	for _, c := range cases {
		for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
			t.Run(c.name+"/"+sig.String(), func(t *testing.T) {
				dir := t.TempDir()
				code, _, errOut := interruptRun(t, sig, dir, c.args...)
				if code != exitInterrupted {
					t.Fatalf("exit %d, want %d; stderr %q", code, exitInterrupted, errOut)
				}
				if !strings.Contains(errOut, "movegen: interrupted: the best schedule found before the stop was written") {
					t.Errorf("stderr %q: want the interrupted line saying what was written", errOut)
				}
				data, err := os.ReadFile(filepath.Join(dir, "out.json"))
				if err != nil {
					t.Fatalf("the best schedule so far was not written: %v", err)
				}
				if !bytes.HasSuffix(bytes.TrimSpace(data), []byte("}")) {
					t.Errorf("out.json is not complete: ends %q", data[max(0, len(data)-20):])
				}
				entries, _ := os.ReadDir(dir)
				if len(entries) != 1 {
					t.Errorf("files left: %v, want only out.json", entries)
				}
			})
		}
	}
}

// TestSignalStopsGeneratorPaper: Ctrl-C while a generator draws its -o
// PDF (a 100-table Mitchell, 848 pages) stops the drawing: exit 130,
// nothing written, no temporary file left. (A search stopped by the
// signal still has its best schedule drawn in full: TestSignalStopsSearches.)
func TestSignalStopsGeneratorPaper(t *testing.T) {
	longtest.Skip(t, "real signals: a large PDF rendered in a process")
	dir := t.TempDir()
	code, _, stderr := interruptRun(t, os.Interrupt, dir, "mitchell", "--tables", "100", "-o", "big.pdf")
	if code != exitInterrupted || !strings.HasSuffix(stderr, "movegen: interrupted: nothing was written\n") {
		t.Fatalf("exit %d, stderr %q; want %d and \"interrupted: nothing was written\"", code, stderr, exitInterrupted)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		t.Errorf("left behind: %s", e.Name())
	}
}
