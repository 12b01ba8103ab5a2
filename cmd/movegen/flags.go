package main

import "github.com/spf13/pflag"

// flagGiven is the one way a command asks whether a flag was given on the
// command line (as opposed to keeping its default).
func flagGiven(f *pflag.FlagSet, name string) bool { return f != nil && f.Changed(name) }

// overrideIf sets *dst to v when cond holds: a flag given on the command
// line overrides the event file.
func overrideIf[T any](cond bool, dst *T, v T) {
	if cond {
		*dst = v
	}
}

// zeroUnless returns v when cond holds, else the zero value.
func zeroUnless[T any](cond bool, v T) T {
	if cond {
		return v
	}
	var zero T
	return zero
}
