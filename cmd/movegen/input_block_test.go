//go:build unix

package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/movegen/movegen/internal/longtest"
)

// blockedBound is how long a test waits for a command whose input blocks
// to return after the stop: far more than it needs (it returns at once),
// so that only a command that waits for its input fails.
const blockedBound = 20 * time.Second

// runStopped runs movegen args in-process with stdin, cancels the run
// (as the first Ctrl-C does) after 100 ms, and returns the exit status and
// standard error; it fails the test when the command has not returned
// within blockedBound of the stop.
func runStopped(t *testing.T, stdin io.Reader, args ...string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errOut bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- run(ctx, args, stdin, &out, &errOut) }()
	time.Sleep(100 * time.Millisecond)
	cancel()
	from := time.Now()
	select {
	case code := <-done:
		t.Logf("%v: returned %v after the stop", args, time.Since(from).Round(time.Microsecond))
		return code, errOut.String()
	case <-time.After(blockedBound):
		t.Fatalf("%v: still waiting for its input %v after the stop", args, blockedBound)
	}
	return 0, ""
}

// TestStopWhileInputBlocks: check, convert, cards and replan reading an
// idle pipe (standard input nobody writes to) or a FIFO nobody opens
// return at the first stop with exit 130 and "interrupted: nothing was
// written", instead of waiting for the input (issue 28: the first SIGINT
// or SIGTERM was ignored).
func TestStopWhileInputBlocks(t *testing.T) {
	t.Parallel()
	const want = "movegen: interrupted: nothing was written\n"
	for _, args := range [][]string{
		{"check", "-"},
		{"convert", "-", "--to", "asc"},
		{"cards", "-"},
		{"replan", "-", "--from-round", "2", "--remove", "1"},
	} {
		t.Run("pipe/"+args[0], func(t *testing.T) {
			t.Parallel()
			pr, pw := io.Pipe()
			defer pw.Close() // ends the read left waiting
			code, errOut := runStopped(t, pr, args...)
			if code != exitInterrupted || errOut != want {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, exitInterrupted, want)
			}
		})
	}
	t.Run("fifo/check", func(t *testing.T) {
		t.Parallel()
		fifo := filepath.Join(t.TempDir(), "in.json")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		// Opening the FIFO for writing lets the open left waiting finish;
		// closing it gives that read its end of file.
		defer func() {
			if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
				f.Close()
			}
		}()
		code, errOut := runStopped(t, nil, "check", fifo)
		if code != exitInterrupted || errOut != want {
			t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, exitInterrupted, want)
		}
	})
}

// TestSignalWhileInputBlocks: the process reading an idle pipe or a FIFO
// nobody opens exits 130 at the first SIGINT or SIGTERM. The time from
// the signal to the exit is logged; the test requires it within
// stopBound.
func TestSignalWhileInputBlocks(t *testing.T) {
	longtest.Skip(t, "real signals: check as a process")
	dir := t.TempDir()
	fifo := filepath.Join(dir, "in.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatalf("mkfifo: %v", err)
	}
	for _, c := range []struct {
		name string
		args []string
		sig  os.Signal
	}{
		{"pipe/SIGINT", []string{"check", "-"}, os.Interrupt},
		{"pipe/SIGTERM", []string{"check", "-"}, syscall.SIGTERM},
		{"fifo/SIGINT", []string{"check", fifo}, os.Interrupt},
		{"fifo/SIGTERM", []string{"check", fifo}, syscall.SIGTERM},
	} {
		t.Run(c.name, func(t *testing.T) {
			pr, pw, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer pw.Close()
			cmd := exec.Command(os.Args[0], c.args...)
			cmd.Env = append(os.Environ(), "MOVEGEN_TEST_MAIN=1", "LANG=C", "LC_ALL=", "LC_MESSAGES=")
			cmd.Stdin = pr
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			pr.Close()
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			time.Sleep(300 * time.Millisecond) // signal handling is set up
			from := time.Now()
			if err := cmd.Process.Signal(c.sig); err != nil {
				t.Fatal(err)
			}
			select {
			case <-done:
			case <-time.After(stopBound):
				cmd.Process.Kill()
				<-done
				t.Fatalf("no exit %v after the signal; stderr %q", stopBound, errOut.String())
			}
			took := time.Since(from)
			t.Logf("exit %d %v after the signal", cmd.ProcessState.ExitCode(), took)
			if got := cmd.ProcessState.ExitCode(); got != exitInterrupted || errOut.String() != "movegen: interrupted: nothing was written\n" {
				t.Errorf("exit %d, stderr %q; want %d and nothing written", got, errOut.String(), exitInterrupted)
			}
		})
	}
}
