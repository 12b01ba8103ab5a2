package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// TestSignalStopsSimulation: Ctrl-C (SIGINT) and SIGTERM during "check
// --simulate" exit 130 after the report and the figures of the sessions
// played so far, said to be partial; or, stopped before the first
// sessions, after the report and a sentence saying so.
func TestSignalStopsSimulation(t *testing.T) {
	longtest.Skip(t, "real signals: a simulation as a process")
	file, err := filepath.Abs("../../testdata/movements/mitchell7.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			code, out, errOut := interruptRun(t, sig, t.TempDir(), "check", "--simulate", "10000000", "--time", "0", file)
			if code != exitInterrupted {
				t.Fatalf("exit %d, want %d; stderr %q", code, exitInterrupted, errOut)
			}
			if !strings.Contains(out, "Verdict: perfect") {
				t.Errorf("the report is missing:\n%s", out)
			}
			partial := strings.Contains(out, "Simulation: Mitchell, 7 tables") && strings.Contains(out, "Stopped: the figures are over the first ")
			none := strings.Contains(out, "Stopped: the simulation ended before its first sessions were played.")
			if !partial && !none {
				t.Errorf("stdout does not say the simulation stopped:\n%s", out)
			}
			kept := "movegen: interrupted: the figures of the sessions simulated before the stop were written"
			if none {
				kept = "movegen: interrupted: the report was written, without figures: the simulation had played no session"
			}
			if !strings.Contains(errOut, kept) ||
				!strings.Contains(errOut, "The simulation stopped early") || strings.Contains(errOut, "context canceled") {
				t.Errorf("stderr %q", errOut)
			}
		})
	}
}
