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

// OptionError is what a generator's Options.Check returns: the field of
// its options that is wrong (the Go name, such as "ArrowSwitch", for a
// caller to map to its own flag or key) and why, as a sentence kept as
// data. Unsupported marks a size the generator does not build (the error
// then matches ErrUnsupported).
type OptionError struct {
	Generator   string // "mitchell", "howell"
	Field       string
	Text        Text
	Unsupported bool
}

// Error returns the generator's name and the sentence in English.
func (e *OptionError) Error() string { return e.Generator + ": " + e.Text.String() }

// Is reports whether target is ErrUnsupported and the error is about a
// size the generator does not build.
func (e *OptionError) Is(target error) bool { return e.Unsupported && target == ErrUnsupported }
