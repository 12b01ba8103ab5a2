package jsonfile

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/movegen/movegen/export/cards/samples"
)

// countContext is a context whose Err turns to context.Canceled on its
// n-th call, and which records when it was asked.
type countContext struct {
	context.Context
	n, calls int
	asked    []time.Time
}

func (c *countContext) Err() error {
	c.calls++
	c.asked = append(c.asked, time.Now())
	if c.calls >= c.n {
		return context.Canceled
	}
	return nil
}

// TestReadContextStops: ReadContext keeps looking at its context while it
// decodes the plays, checks the text and builds the movement, so a context
// that ends on its n-th look stops the read whatever n is, with the
// context's own error (not an *Error: the file is not at fault); a
// context that never ends gives what Read gives.
func TestReadContextStops(t *testing.T) {
	data, err := Marshal(samples.Big())
	if err != nil {
		t.Fatal(err)
	}
	free := &countContext{Context: context.Background(), n: 1 << 30}
	m, err := ReadContext(free, bytes.NewReader(data), "big.json")
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := Read(bytes.NewReader(data), "big.json"); len(m.Play) != len(want.Play) || m.Name != want.Name {
		t.Fatalf("read %d plays named %q, want %d named %q", len(m.Play), m.Name, len(want.Play), want.Name)
	}
	looks := free.calls
	if looks < 10 {
		t.Fatalf("%d bytes, %d plays: the context was looked at %d times", len(data), len(m.Play), looks)
	}
	var gap time.Duration
	for i := 1; i < len(free.asked); i++ {
		gap = max(gap, free.asked[i].Sub(free.asked[i-1]))
	}
	t.Logf("%d bytes, %d plays: %d looks, longest gap %v", len(data), len(m.Play), looks, gap)
	for _, n := range []int{1, 2, looks / 3, 2 * looks / 3, looks} {
		c := &countContext{Context: context.Background(), n: n}
		m, err := ReadContext(c, bytes.NewReader(data), "big.json")
		var fileErr *Error
		if !errors.Is(err, context.Canceled) || errors.As(err, &fileErr) || m != nil {
			t.Errorf("stopped on look %d of %d: movement %v, error %v", n, looks, m != nil, err)
		}
	}
}
