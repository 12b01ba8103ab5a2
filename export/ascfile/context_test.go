package ascfile

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/stoptest"
)

// TestReadContextStops: ReadContext looks at its context line by line, so
// a context that ends on its n-th look stops the read with the context's
// own error (not an *Error), whatever n is; one that never ends reads the
// file as Read does.
func TestReadContextStops(t *testing.T) {
	data, err := os.ReadFile("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	free := stoptest.After(stoptest.Never)
	m, err := ReadContext(free, strings.NewReader(string(data)), "m.asc", Options{})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(string(data), "\n")
	if free.Looks < lines {
		t.Fatalf("%d lines, %d looks at the context", lines, free.Looks)
	}
	want, _ := Read(strings.NewReader(string(data)), "m.asc", Options{})
	if len(m.Play) != len(want.Play) {
		t.Fatalf("%d plays, want %d", len(m.Play), len(want.Play))
	}
	for n := 1; n <= free.Looks; n++ {
		m, err := ReadContext(stoptest.After(n), strings.NewReader(string(data)), "m.asc", Options{})
		var fileErr *Error
		if !errors.Is(err, context.Canceled) || errors.As(err, &fileErr) || m != nil {
			t.Errorf("stopped on look %d of %d: movement %v, error %v", n, free.Looks, m != nil, err)
		}
	}
}
