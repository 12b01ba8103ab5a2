package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"syscall"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// Exit statuses of movegen. The root command's help and the README list
// the same table.
const (
	exitOK          = 0   // success
	exitProblems    = 1   // the movement was read but has problems (check)
	exitInput       = 2   // the input could not be read, or the command line is wrong
	exitInternal    = 3   // a bug: a generator produced an invalid movement, or similar
	exitWrite       = 4   // the output could not be written: standard output or -o FILE
	exitInterrupted = 130 // stopped by Ctrl-C (SIGINT) or SIGTERM; what was kept is said
)

// exitError carries an exit status with the error that caused it, and,
// when the error was built from a format (inputErrf), the same sentence as
// a movement.Text, so that run can print it in the language of --lang.
type exitError struct {
	code int
	err  error
	text movement.Text // zero: translate err itself (see errorText)
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// Text returns the error as a sentence for the message catalogue.
func (e *exitError) Text() movement.Text {
	if !e.text.IsZero() {
		return e.text
	}
	return errorText(e.err)
}

// inputErr marks err as bad input or a bad command line (exit 2).
func inputErr(err error) error { return &exitError{code: exitInput, err: err} }

// inputErrf formats a bad-input error (exit 2). The English message is
// fmt.Errorf(format, args...); the format is also kept as a catalogue key
// (with %w read as %v) and each error argument as its own sentence, so
// that the whole message can be translated.
func inputErrf(format string, args ...any) error {
	return &exitError{code: exitInput, err: fmt.Errorf(format, args...), text: textf(format, args...)}
}

// internalErr marks err as an internal failure (exit 3). An err that wraps
// context.Canceled still exits 130 (see exitCode): a search stopped by a
// signal is not a bug.
func internalErr(err error) error { return &exitError{code: exitInternal, err: err} }

// writeErr marks err as a failure to write the output (exit 4).
func writeErr(err error) error { return &exitError{code: exitWrite, err: err} }

// stoppedError says that a signal stopped the command after it wrote what
// it had: kept says what that is. It wraps context.Canceled, so exitCode
// maps it to exitInterrupted.
type stoppedError struct{ kept movement.Text }

func (e *stoppedError) Error() string       { return e.Text().String() }
func (e *stoppedError) Unwrap() error       { return context.Canceled }
func (e *stoppedError) Text() movement.Text { return movement.Say("interrupted: %v", e.kept) }

// interrupted is the error a command returns after a signal stopped its
// search and it wrote the best result so far (exit 130); kept says what
// was written, such as "the plan lists the options evaluated before the
// stop". A command stopped before it had anything to write returns an
// error that wraps context.Canceled instead (ctx.Err() will do, even inside
// internalErr); run then says that nothing was written.
func interrupted(kept movement.Text) error { return &stoppedError{kept: kept} }

// texter is an error that can say itself as a movement.Text: the readers'
// errors (ascfile.Error, jsonfile.Error), the planner's and the seating
// planner's input checks, and exitError.
type texter interface {
	error
	Text() movement.Text
}

// textError is an error built by errorf: fmt.Errorf's error, with the same
// sentence as a movement.Text.
type textError struct {
	err  error
	text movement.Text
}

func (e *textError) Error() string       { return e.err.Error() }
func (e *textError) Unwrap() error       { return e.err }
func (e *textError) Text() movement.Text { return e.text }

// errorf is fmt.Errorf for errors a user reads: the English message is the
// same, and run can print it in the language of --lang.
func errorf(format string, args ...any) error {
	return &textError{err: fmt.Errorf(format, args...), text: textf(format, args...)}
}

// textf is the Text of fmt.Errorf(format, args...): %w becomes %v and
// every error argument its own Text.
func textf(format string, args ...any) movement.Text {
	out := make([]any, len(args))
	for i, a := range args {
		if err, ok := a.(error); ok {
			out[i] = errorText(err)
			continue
		}
		out[i] = a
	}
	return movement.Say(strings.ReplaceAll(format, "%w", "%v"), out...)
}

// errorText returns err as a sentence for the catalogue: its own Text when
// it has one; an operating-system error number ("no such file or
// directory") as its message, which the catalogue knows; otherwise its
// English message as fixed words.
//
// It is the one route from an error to the catalogue. Only an error that
// is the whole message is looked at (an *exitError passes its own err
// through); a wrapper that adds words of its own keeps them by falling
// through to the English. The decision is by type, never by the text.
func errorText(err error) movement.Text {
	switch e := err.(type) {
	case texter:
		return e.Text()
	case syscall.Errno:
		return movement.Text{Format: e.Error()}
	}
	if errors.Is(err, context.Canceled) {
		return movement.Say("interrupted: nothing was written")
	}
	return movement.Say("%s", err.Error())
}

// errorMessage is err in the printer's language, as run and check print it
// after "movegen: ".
func errorMessage(p *i18n.Printer, err error) string {
	t := errorText(err)
	return p.Message(t.Format, t.Args...)
}

// errProblems is returned when the command did its work but the movement has
// problems; the report has already been printed.
var errProblems = &exitError{code: exitProblems, err: errors.New("the movement has problems")}

// errReported is wrapped by errors that the command has already printed to
// standard error itself (check prints one line per unreadable file); run does
// not print them again.
var errReported = errors.New("errors were reported above")

// exitCode maps an error returned by a command to an exit status. Errors not
// marked otherwise are treated as bad input: cobra's own flag errors land
// here.
func exitCode(err error) int {
	if err == nil {
		return exitOK
	}
	if errors.Is(err, context.Canceled) {
		return exitInterrupted
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitInput
}
