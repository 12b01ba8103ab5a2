package main

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/movement"
)

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

// enumValue is a string flag that takes one of a fixed list of values, so
// that a bad value fails while the command line is parsed, with the list
// of choices, before any work starts.
type enumValue struct {
	value   *string
	choices []string
}

// enumVar defines a flag whose value is one of choices; the default is
// def. The usage line gets the choices appended.
func enumVar(f *pflag.FlagSet, p *string, name, def, usage string, choices ...string) {
	*p = def
	f.Var(&enumValue{value: p, choices: choices}, name, usage+" ("+strings.Join(choices, ", ")+")")
}

// enumVarP is enumVar with a one-letter shorthand.
func enumVarP(f *pflag.FlagSet, p *string, name, short, def, usage string, choices ...string) {
	*p = def
	f.VarP(&enumValue{value: p, choices: choices}, name, short, usage+" ("+strings.Join(choices, ", ")+")")
}

func (e *enumValue) String() string { return *e.value }
func (e *enumValue) Type() string   { return "string" }

// Set accepts one of the choices, in any case; anything else is refused with the list
// (the error becomes "invalid argument ... for --flag: want one of ...").
func (e *enumValue) Set(s string) error {
	i := slices.IndexFunc(e.choices, func(c string) bool { return strings.EqualFold(c, s) })
	if i < 0 {
		return &choiceError{value: s, choices: e.choices}
	}
	*e.value = e.choices[i]
	return nil
}

// choiceError is a value outside an enum flag's choices.
type choiceError struct {
	value   string
	choices []string
}

func (e *choiceError) Error() string { return e.Text().String() }

// Text is the message as a sentence for the catalogue.
func (e *choiceError) Text() movement.Text {
	return movement.Say("%q: want one of %s", e.value, strings.Join(e.choices, ", "))
}

// flagError turns cobra's and pflag's parse errors into bad-input errors
// (exit 2); a value outside an enum flag's choices reads "--format "xml":
// want one of text, json".
//
// pflag's own errors are put in the program's words by their type: a value
// its type cannot read (a *strconv.NumError inside, or a duration), a flag
// given without its value, an unknown flag. Values of movegen's own types
// keep their message.
func flagError(err error) error {
	var ive *pflag.InvalidValueError
	var ce *choiceError
	if errors.As(err, &ive) && errors.As(err, &ce) {
		return inputErrf("--%s %q: want one of %s", ive.GetFlag().Name, ce.value, strings.Join(ce.choices, ", "))
	}
	if errors.As(err, &ive) {
		if e := valueError(ive); e != nil {
			return e
		}
	}
	var vre *pflag.ValueRequiredError
	if errors.As(err, &vre) && vre.GetFlag() != nil {
		return inputErrf("--%s needs a value", vre.GetFlag().Name)
	}
	var nee *pflag.NotExistError
	if errors.As(err, &nee) {
		if short := nee.GetSpecifiedShortnames(); short != "" {
			return inputErrf("unknown flag -%s in -%s", nee.GetSpecifiedName()[:1], short)
		}
		return inputErrf("unknown flag --%s", nee.GetSpecifiedName())
	}
	return inputErr(err)
}

// valueError says what a flag of one of pflag's types wants, or returns
// nil for a type it does not know.
func valueError(ive *pflag.InvalidValueError) error {
	f := ive.GetFlag()
	if f == nil {
		return nil
	}
	name, value := f.Name, ive.GetValue()
	var ne *strconv.NumError
	num := errors.As(ive, &ne)
	switch t := f.Value.Type(); {
	case t == "duration":
		return inputErrf("--%s %q: want a length of time such as 30s, 5m or 1h30m", name, value)
	case t == "bool":
		return inputErrf("--%s %q: want true or false", name, value)
	case !num:
		return nil
	case strings.HasSuffix(t, "Slice"):
		return inputErrf("--%s %q: want whole numbers separated by commas, such as 3,7", name, value)
	case errors.Is(ne.Err, strconv.ErrRange):
		return inputErrf("--%s %q: the number is too large", name, value)
	case strings.HasPrefix(t, "float"):
		return inputErrf("--%s %q: want a number", name, value)
	}
	return inputErrf("--%s %q: want a whole number", name, value)
}

// libraryCheck turns the error of a generator's Options.Check into a
// bad-input error naming the flag of the field it refuses (flags maps the
// Go field name to the flag): the library's limits are the command's. An
// error Check does not explain is internal.
func libraryCheck(err error, flags map[string]string) error {
	if err == nil {
		return nil
	}
	var oe *movement.OptionError
	if errors.As(err, &oe) && flags[oe.Field] != "" {
		return inputErrf("%s: %v", flags[oe.Field], oe.Text)
	}
	return internalErr(err)
}
