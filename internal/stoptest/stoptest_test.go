package stoptest

import (
	"context"
	"errors"
	"testing"
)

// TestAfter: a Context ends on look N and stays ended, counting every
// look; After(Never) does not end; the longest gap is between two looks.
func TestAfter(t *testing.T) {
	c := After(3)
	for look, want := range []error{nil, nil, context.Canceled, context.Canceled} {
		if err := c.Err(); !errors.Is(err, want) || (want == nil && err != nil) {
			t.Errorf("look %d: %v, want %v", look+1, err, want)
		}
	}
	if c.Looks != 4 {
		t.Errorf("%d looks counted, want 4", c.Looks)
	}
	if c.LongestGap() < 0 {
		t.Errorf("longest gap %v", c.LongestGap())
	}
	free := After(Never)
	for range 1000 {
		if err := free.Err(); err != nil {
			t.Fatalf("look %d of a context that never ends: %v", free.Looks, err)
		}
	}
	if After(1).Err() == nil {
		t.Error("After(1) did not end on its first look")
	}
	if g := After(Never).LongestGap(); g != 0 {
		t.Errorf("no looks, longest gap %v", g)
	}
}
