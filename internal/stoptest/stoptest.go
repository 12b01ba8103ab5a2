package stoptest

import (
	"context"
	"time"
)

// Never is a number of looks that no test reaches.
const Never = 1 << 30

// Context ends on its N-th look: Err returns context.Canceled from the
// N-th call on (N = 1: at once). It counts the looks and records when
// each was made.
type Context struct {
	context.Context
	N     int
	Looks int
	asked []time.Time
}

// After returns a Context that ends on look n (Never: not at all).
func After(n int) *Context {
	return &Context{Context: context.Background(), N: n}
}

// Err counts the look and reports context.Canceled from look N on.
func (c *Context) Err() error {
	c.Looks++
	c.asked = append(c.asked, time.Now())
	if c.Looks >= c.N {
		return context.Canceled
	}
	return nil
}

// LongestGap is the longest time between two looks: the most work done
// without looking.
func (c *Context) LongestGap() time.Duration {
	var gap time.Duration
	for i := 1; i < len(c.asked); i++ {
		gap = max(gap, c.asked[i].Sub(c.asked[i-1]))
	}
	return gap
}
