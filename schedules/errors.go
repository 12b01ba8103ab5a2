package schedules

import (
	"errors"
	"fmt"
	"strings"

	"github.com/movegen/movegen/movement"
)

// InputError is a fault in a planning request or an event file: what the
// director asked for cannot be planned as given. Its message is kept as a
// movement.Text so that the command line can print it in the language of
// --lang; Error gives the English.
type InputError struct {
	msg movement.Text
	err error // fmt.Errorf's error with the same English, for Unwrap
}

// Error returns the English message.
func (e *InputError) Error() string { return e.err.Error() }

// Unwrap returns the error the message wraps with %w, if any.
func (e *InputError) Unwrap() error { return errors.Unwrap(e.err) }

// Text returns the message as a sentence for a message catalogue.
func (e *InputError) Text() movement.Text { return e.msg }

// errorf builds an *InputError: fmt.Errorf's English, and the same sentence
// as a movement.Text with %w read as %v and every *InputError argument
// as its own Text. The format is a catalogue key: export/i18n's test finds
// every literal format passed here and wants a Russian entry for it.
func errorf(format string, args ...any) error {
	text := make([]any, len(args))
	for i, a := range args {
		if ie, ok := a.(*InputError); ok {
			text[i] = ie.msg
			continue
		}
		text[i] = a
	}
	return &InputError{
		msg: movement.Say(strings.ReplaceAll(format, "%w", "%v"), text...),
		err: fmt.Errorf(format, args...),
	}
}
