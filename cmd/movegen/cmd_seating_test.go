package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
)

// TestSeatingInterrupted: a cancelled context (Ctrl-C) still writes a valid
// schedule, exits 0, and says on stderr that it stopped early.
func TestSeatingInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out := filepath.Join(t.TempDir(), "x.json")
	var stdout, stderr bytes.Buffer
	code := run(ctx, []string{"seating", "--players", "24", "--per-table", "4", "--sets", "--rounds", "6", "-o", out}, nil, &stdout, &stderr)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
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
