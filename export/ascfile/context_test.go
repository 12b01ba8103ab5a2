package ascfile

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
)

// lookContext is a context whose Err turns to context.Canceled on its
// n-th call.
type lookContext struct {
	context.Context
	n, calls int
}

func (c *lookContext) Err() error {
	c.calls++
	if c.calls >= c.n {
		return context.Canceled
	}
	return nil
}

// TestReadContextStops: ReadContext looks at its context line by line, so
// a context that ends on its n-th look stops the read with the context's
// own error (not an *Error), whatever n is; one that never ends reads the
// file as Read does.
func TestReadContextStops(t *testing.T) {
	data, err := os.ReadFile("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	free := &lookContext{Context: context.Background(), n: 1 << 30}
	m, err := ReadContext(free, strings.NewReader(string(data)), "m.asc", Options{})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(string(data), "\n")
	if free.calls < lines {
		t.Fatalf("%d lines, %d looks at the context", lines, free.calls)
	}
	want, _ := Read(strings.NewReader(string(data)), "m.asc", Options{})
	if len(m.Play) != len(want.Play) {
		t.Fatalf("%d plays, want %d", len(m.Play), len(want.Play))
	}
	for n := 1; n <= free.calls; n++ {
		m, err := ReadContext(&lookContext{Context: context.Background(), n: n}, strings.NewReader(string(data)), "m.asc", Options{})
		var fileErr *Error
		if !errors.Is(err, context.Canceled) || errors.As(err, &fileErr) || m != nil {
			t.Errorf("stopped on look %d of %d: movement %v, error %v", n, free.calls, m != nil, err)
		}
	}
}
