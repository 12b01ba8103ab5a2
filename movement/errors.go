package movement

import (
	"errors"
	"fmt"
)

// ErrInternal is wrapped by every error that means a bug rather than bad
// input: a generator built a movement that fails Validate, a stored table
// is inconsistent. Callers classify with errors.Is(err, ErrInternal); the
// command line maps it to its internal-error exit status.
var ErrInternal = errors.New("internal error")

// Internalf returns an error wrapping ErrInternal whose message is
// "internal error: " followed by the formatted text; %w in format wraps a
// further error.
func Internalf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInternal}, args...)...)
}

// ErrUnsupported is wrapped by the errors of generators asked for a size
// or shape they do not build (a Howell for 3 pairs, a rotation for a table
// count without a construction): nothing is wrong with the request as
// such, this generator just has no movement for it. A planner skips such a
// generator silently.
var ErrUnsupported = errors.New("not supported at this size")

// Unsupportedf returns an error with the formatted message that wraps
// ErrUnsupported (errors.Is(err, ErrUnsupported) holds).
func Unsupportedf(format string, args ...any) error {
	return &unsupportedError{msg: fmt.Sprintf(format, args...)}
}

type unsupportedError struct{ msg string }

func (e *unsupportedError) Error() string        { return e.msg }
func (e *unsupportedError) Is(target error) bool { return target == ErrUnsupported }
