package main

import (
	"bytes"
	"os"
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
