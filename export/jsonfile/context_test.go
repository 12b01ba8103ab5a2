package jsonfile

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/internal/stoptest"
)

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
	free := stoptest.After(stoptest.Never)
	m, err := ReadContext(free, bytes.NewReader(data), "big.json")
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := Read(bytes.NewReader(data), "big.json"); len(m.Play) != len(want.Play) || m.Name != want.Name {
		t.Fatalf("read %d plays named %q, want %d named %q", len(m.Play), m.Name, len(want.Play), want.Name)
	}
	looks := free.Looks
	if looks < 10 {
		t.Fatalf("%d bytes, %d plays: the context was looked at %d times", len(data), len(m.Play), looks)
	}
	t.Logf("%d bytes, %d plays: %d looks, longest gap %v", len(data), len(m.Play), looks, free.LongestGap())
	for _, n := range []int{1, 2, looks / 3, 2 * looks / 3, looks} {
		c := stoptest.After(n)
		m, err := ReadContext(c, bytes.NewReader(data), "big.json")
		var fileErr *Error
		if !errors.Is(err, context.Canceled) || errors.As(err, &fileErr) || m != nil {
			t.Errorf("stopped on look %d of %d: movement %v, error %v", n, looks, m != nil, err)
		}
	}
}
