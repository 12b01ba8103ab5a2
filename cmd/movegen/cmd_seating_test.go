package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	if code == 0 {
		t.Fatalf("exit 0 after an interrupt: %s", stderr.String())
	}
	g := &globalOptions{stdout: &stdout, stderr: &stderr}
	opts := seatingOptions{Players: 24, PerTable: 4, Rounds: 6, Sets: true, Method: "auto", Seed: 1, Effort: 1000}
	opts.Output.Path = filepath.Join(t.TempDir(), "y.json")
	if err := runSeating(ctx, g, opts, givenFlags{"rounds": true}); !errors.Is(err, context.Canceled) {
		t.Errorf("runSeating after Ctrl-C: %v, want an error wrapping context.Canceled", err)
	}
	if !strings.Contains(stderr.String(), "seating stopped early") {
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

// givenFlags answers "was this flag given?" from a set of names.
type givenFlags map[string]bool

func (g givenFlags) Changed(name string) bool { return g[name] }
