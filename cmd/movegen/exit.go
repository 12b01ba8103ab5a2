package main

import (
	"errors"
	"fmt"
)

// Exit statuses of movegen.
const (
	exitOK       = 0 // success
	exitProblems = 1 // the movement was read but has problems (check)
	exitInput    = 2 // the input could not be read, or the command line is wrong
	exitInternal = 3 // a bug: a generator produced an invalid movement, or similar
)

// exitError carries an exit status with the error that caused it.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// inputErr marks err as bad input or a bad command line (exit 2).
func inputErr(err error) error { return &exitError{code: exitInput, err: err} }

// inputErrf formats a bad-input error (exit 2).
func inputErrf(format string, args ...any) error { return inputErr(fmt.Errorf(format, args...)) }

// internalErr marks err as an internal failure (exit 3).
func internalErr(err error) error { return &exitError{code: exitInternal, err: err} }

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
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitInput
}
