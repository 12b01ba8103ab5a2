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

// TestSeatingTimeLimitTiny: --time 1ms returns within 200 ms (the
// construction and the greedy start look at the context too) and still
// writes a complete schedule.
func TestSeatingTimeLimitTiny(t *testing.T) {
	var stdout, stderr bytes.Buffer
	start := time.Now()
	code := run(context.Background(), []string{"seating", "--players", "26", "--per-table", "4", "--rounds", "8", "--effort", "100000000", "--time", "1ms"}, nil, &stdout, &stderr)
	el := time.Since(start)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if el > 200*time.Millisecond {
		t.Errorf("--time 1ms took %v, want under 200ms", el)
	}
	if !strings.Contains(stdout.String(), "Round 8:") || !strings.Contains(stdout.String(), "Stopped early") {
		t.Errorf("incomplete or unmarked output:\n%s", stdout.String())
	}
}

// TestSeatingSignal runs the real binary on large cases, sends SIGINT and
// wants it to stop soon after, with a valid schedule written and a
// non-zero exit (interrupted). The limit is 0.5 s; for 512 players it is
// 3 s, since checking and writing the 170-round result takes a few hundred
// milliseconds of CPU, which on the shared two-core test machine has taken
// up to 2 s of wall time while other packages' tests ran.
func TestSeatingSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "movegen")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, c := range []struct {
		args  []string
		limit time.Duration
	}{
		{[]string{"--players", "100", "--per-table", "4", "--sets", "--time", "0"}, 500 * time.Millisecond},
		{[]string{"--players", "512", "--per-table", "4", "--time", "0"}, 3 * time.Second},
	} {
		args := c.args
		out := filepath.Join(dir, "s.json")
		// The best of three runs: one quick stop shows what the program
		// needs when the machine is busy with other tests.
		el := bestOf(3, c.limit, func() time.Duration {
			cmd := exec.Command(bin, append(append([]string{"seating"}, args...), "-o", out)...)
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
			return el
		})
		if el > c.limit {
			t.Errorf("%v: took %v after SIGINT, want under %v", args, el, c.limit)
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
