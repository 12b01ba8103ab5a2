package request

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/movement"
)

// Kind is the kind of a field's value.
type Kind int

// The kinds of value.
const (
	Int      Kind = iota // a whole number
	Uint                 // a whole number, 0 or more (seeds)
	Bool                 // on or off
	String               // free text
	Choice               // one of Field.Choices
	Duration             // a length of time such as 10s, 1m30s
	IntList              // whole numbers separated by commas: 3,7
	List                 // words separated by commas: 3,"3 EW"
	Float                // a number with a fraction: 0.25
)

// Field is one row of the request table: a setting a director gives, by
// its public name.
type Field struct {
	// Name is the public name: the flag ("boards-per-round") and the
	// page's parameter.
	Name string
	// Short is the flag's one-letter form ("o"), if any.
	Short string
	// Label is the page's label for the field, an English catalogue key.
	Label string
	// Help is the sentence of the command line's help (English).
	Help string
	Kind Kind
	// Choices are the values of a Choice.
	Choices []string
	// Default is the value when the field is left out, as typed ("" for
	// the zero value).
	Default string
	// Lib is the field of the library's options that the value fills
	// ("BoardsPerRound"), for naming the field of a library error; "" when
	// only the layer reads it.
	Lib string
	// ZeroDefault: an explicit 0 means the default, as the help says ("0:
	// no limit"). Without it, a number field given as 0 is refused (the
	// one rule for 0, see Values).
	ZeroDefault bool
	// Required: the request needs the field.
	Required bool
}

// Bind defines fields as flags of f, each holding its default. Enum
// fields (Choice) refuse a value outside their choices while the command
// line is parsed, with a *ChoiceError.
func Bind(f *pflag.FlagSet, fields ...Field) {
	for _, fd := range fields {
		if f.Lookup(fd.Name) != nil {
			continue // the command has its own
		}
		switch fd.Kind {
		case Int:
			f.IntP(fd.Name, fd.Short, atoi(fd.Default), fd.Help)
		case Uint:
			f.Uint64P(fd.Name, fd.Short, uint64(atoi(fd.Default)), fd.Help)
		case Bool:
			f.BoolP(fd.Name, fd.Short, fd.Default == "true", fd.Help)
		case String:
			f.StringP(fd.Name, fd.Short, fd.Default, fd.Help)
		case Choice:
			v := fd.Default
			f.VarP(&ChoiceValue{Value: &v, Choices: fd.Choices}, fd.Name, fd.Short, fd.Help+" ("+strings.Join(fd.Choices, ", ")+")")
		case Float:
			x, _ := strconv.ParseFloat(fd.Default, 64)
			f.Float64P(fd.Name, fd.Short, x, fd.Help)
		case Duration:
			d, _ := time.ParseDuration(fd.Default)
			f.DurationP(fd.Name, fd.Short, d, fd.Help)
		case IntList:
			f.IntSliceP(fd.Name, fd.Short, nil, fd.Help)
		case List:
			f.StringSliceP(fd.Name, fd.Short, nil, fd.Help)
		}
	}
}

// ChoiceValue is a flag that takes one of a fixed list of values, in any
// case, so that a bad value fails while the command line is parsed.
type ChoiceValue struct {
	Value   *string
	Choices []string
}

func (c *ChoiceValue) String() string {
	if c.Value == nil {
		return ""
	}
	return *c.Value
}

// Type names the flag's type in the help.
func (c *ChoiceValue) Type() string { return "string" }

// Set accepts one of the choices, in any case; anything else is a
// *ChoiceError.
func (c *ChoiceValue) Set(s string) error {
	i := slices.IndexFunc(c.Choices, func(x string) bool { return strings.EqualFold(x, s) })
	if i < 0 {
		return &ChoiceError{Value: s, Choices: c.Choices}
	}
	*c.Value = c.Choices[i]
	return nil
}

// ChoiceError is a value outside a field's choices.
type ChoiceError struct {
	Value   string
	Choices []string
}

func (e *ChoiceError) Error() string { return e.Why().String() }

// Why is the sentence, without the value: "want one of relay, skip".
func (e *ChoiceError) Why() movement.Text {
	return say("want one of %s", strings.Join(e.Choices, ", "))
}
