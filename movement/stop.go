package movement

import "context"

// stopper looks at a context every so often in a long loop: asking the
// context on every step would cost more than some steps do.
type stopper struct {
	ctx   context.Context
	steps int
	err   error
}

// stopEvery is how many steps pass between two looks at the context; a step
// here is a play, an occurrence or a row of a matrix, well under a
// microsecond to tens of microseconds, so a stop is seen within
// milliseconds.
const stopEvery = 64

// done reports whether the context has ended, looking at it on every
// stopEvery-th call and remembering the answer once it is yes. A nil
// stopper never stops.
func (s *stopper) done() bool {
	if s == nil || s.ctx == nil {
		return false
	}
	if s.err != nil {
		return true
	}
	s.steps++
	if s.steps%stopEvery == 0 {
		s.err = s.ctx.Err()
	}
	return s.err != nil
}

// now looks at the context at once (between two phases of the work).
func (s *stopper) now() bool {
	if s == nil || s.ctx == nil {
		return false
	}
	if s.err == nil {
		s.err = s.ctx.Err()
	}
	return s.err != nil
}
