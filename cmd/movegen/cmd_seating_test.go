package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// TestSeatingInterrupted: a cancelled context (Ctrl-C) still writes a valid
// schedule, says on stderr that it stopped early, and fails with an error
// that wraps context.Canceled (the exit code for an interrupt).
func TestSeatingInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out := filepath.Join(t.TempDir(), "x.json")
	var stdout, stderr bytes.Buffer
	code := run(ctx, []string{"seating", "--players", "24", "--per-table", "4", "--sets", "--rounds", "6", "-o", out}, nil, &stdout, &stderr)
	if code != exitInterrupted {
		t.Fatalf("exit %d after an interrupt, want %d: %s", code, exitInterrupted, stderr.String())
	}
	if !strings.Contains(stderr.String(), "The search stopped early (--time or Ctrl-C)") {
		t.Errorf("no stopped-early notice on stderr: %q", stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := jsonfile.Read(f, out)
	if err != nil {
		t.Fatal(err)
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		t.Errorf("interrupted schedule invalid: %v", errs)
	}
}

// givenFlags is a flag set in which the named flags were given.
func givenFlags(names ...string) *pflag.FlagSet {
	f := pflag.NewFlagSet("test", pflag.ContinueOnError)
	for _, n := range names {
		f.String(n, "", "")
		_ = f.Set(n, "given") // Set fails only for an unknown flag
	}
	return f
}

// TestSeatingTimeLimitTiny: --time 1ms stops the search at once (the
// construction and the greedy start look at the context too: about 20 ms
// on an idle machine, logged) and still writes a complete schedule marked
// as stopped early. A run past stopBound means the limit was ignored.
func TestSeatingTimeLimitTiny(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	start := time.Now()
	code := run(context.Background(), []string{"seating", "--players", "26", "--per-table", "4", "--rounds", "8", "--effort", "100000000", "--time", "1ms"}, nil, &stdout, &stderr)
	el := time.Since(start)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	t.Logf("--time 1ms: returned after %v", el)
	if el > stopBound {
		t.Errorf("--time 1ms took %v: the limit was ignored (effort 100000000 runs for minutes)", el)
	}
	if !strings.Contains(stdout.String(), "Round 8:") || !strings.Contains(stdout.String(), "Stopped early") {
		t.Errorf("incomplete or unmarked output:\n%s", stdout.String())
	}
}

// TestSeatingSignal runs movegen (this test binary in its movegen role)
// on large cases, sends SIGINT a second into the search, and wants it to
// stop with a valid schedule written and a non-zero exit (interrupted).
// The time from the signal to the exit is logged (on an idle machine tens
// of milliseconds, for 512 players a few hundred: the 170-round result is
// checked and written); the test requires it within stopBound.
func TestSeatingSignal(t *testing.T) {
	longtest.Skip(t, "real signals: seating searches as processes")
	dir := t.TempDir()
	for _, args := range [][]string{
		{"--players", "100", "--per-table", "4", "--sets", "--time", "0"},
		{"--players", "512", "--per-table", "4", "--time", "0"},
	} {
		out := filepath.Join(dir, "s.json")
		cmd := exec.Command(os.Args[0], append(append([]string{"seating"}, args...), "-o", out)...)
		cmd.Env = append(os.Environ(), "MOVEGEN_TEST_MAIN=1", "LANG=C", "LC_ALL=", "LC_MESSAGES=")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Second)
		sent := time.Now()
		if err := cmd.Process.Signal(os.Interrupt); err != nil {
			t.Fatal(err)
		}
		err := cmd.Wait()
		el := time.Since(sent)
		t.Logf("%v: stopped %v after SIGINT (%v)", args, el, err)
		if err == nil {
			t.Errorf("%v: exit 0 after SIGINT", args)
		}
		if el > stopBound {
			t.Errorf("%v: took %v after SIGINT, want well within %v", args, el, stopBound)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatalf("%v: nothing written: %v", args, err)
		}
		m, err := jsonfile.Read(f, out)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if errs := movement.Validate(m).Errors(); len(errs) > 0 {
			t.Errorf("%v: written schedule invalid: %v", args, errs[0])
		}
		os.Remove(out)
	}
}
