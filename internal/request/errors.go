package request

import (
	"errors"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// Error is a request the layer refuses: the field at fault, the value as
// typed and why. It is the one request error of both front ends. Field is
// a public field name ("pairs"), several joined by "/" when the fault lies
// in their combination, or "" when the fault is in an input file (Why then
// names the file and the line).
type Error struct {
	Field string
	// Value is the value as typed ("" when the field was left out or the
	// message needs none); Quote prints it quoted (text values).
	Value string
	Quote bool
	// Missing: the field was left out, and the request needs it.
	Missing bool
	// Why is the sentence; an argument of type Name is a field, rendered
	// as the front end names it.
	Why movement.Text
}

// Name is a field named inside an Error's sentence ("not with %s"): the
// command line prints it as a flag, the page as the field's label.
type Name string

// String names the field as the command line does.
func (n Name) String() string { return FlagName(string(n)) }

// FlagName is how the command line names a field: "--pairs", "-o" for
// the output, "--add-pair/--add-player" for a combination.
func FlagName(field string) string { return movement.FlagName(field) }

func (e *Error) Error() string { return e.Text().String() }

// Text is the error as the command line prints it: "--pairs 50: …".
func (e *Error) Text() movement.Text { return e.Named(FlagName) }

// Named is the error with every field named by name: the front end's
// words for a field.
func (e *Error) Named(name func(field string) string) movement.Text {
	why := rename(e.Why, name)
	switch {
	case e.Field == "":
		return why
	case e.Missing:
		return movement.Say("%s is required: %v", name(e.Field), why)
	case e.Value == "" && !e.Quote:
		return movement.Say("%s: %v", name(e.Field), why)
	case e.Quote:
		return movement.Say("%s %q: %v", name(e.Field), e.Value, why)
	}
	return movement.Say("%s %s: %v", name(e.Field), e.Value, why)
}

// Rename is t with every field it names (a Name or a movement.FieldName
// argument, in t or in a Text inside it) named by name: a sentence of the
// command line's ("--sets passes one set per table on") for a front end
// that names fields its own way.
func Rename(t movement.Text, name func(field string) string) movement.Text { return rename(t, name) }

// rename replaces the Name arguments of t (and of the Texts inside it) by
// name's words.
func rename(t movement.Text, name func(string) string) movement.Text {
	if len(t.Args) == 0 {
		return t
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		switch v := a.(type) {
		case Name:
			args[i] = name(string(v))
		case movement.FieldName:
			args[i] = name(string(v))
		case movement.Text:
			args[i] = rename(v, name)
		default:
			args[i] = a
		}
	}
	return movement.Text{Format: t.Format, Args: args}
}

// say builds a sentence of the layer (a literal format, for the
// catalogue's completeness test).
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// fieldErr is an *Error about field with the value as typed.
func fieldErr(field, value string, why movement.Text) *Error {
	return &Error{Field: field, Value: value, Why: why}
}

// texter is an error that says itself as a sentence.
type texter interface {
	error
	Text() movement.Text
}

// TextOf is err as a sentence: its own Text when it has one, else its
// English.
func TextOf(err error) movement.Text {
	var t texter
	if errors.As(err, &t) {
		return t.Text()
	}
	return movement.Say("%s", err.Error())
}

// IsRequest reports whether err is a refused request (an *Error): bad
// input, not a bug.
func IsRequest(err error) bool {
	var e *Error
	return errors.As(err, &e)
}

// FieldError is an *Error on the field called name with the value as
// given (none when it was left out: then the field is required).
func (v *Values) FieldError(name string, why movement.Text) *Error {
	f, _ := v.Field(name)
	if !v.Given(name) {
		return &Error{Field: name, Missing: f.Kind != Bool && f.Default == "", Why: why}
	}
	switch f.Kind {
	case Int, Uint, Float, Choice:
		return &Error{Field: name, Value: v.Raw(name), Why: why}
	case String, Duration:
		return &Error{Field: name, Value: v.Raw(name), Quote: true, Why: why}
	}
	return &Error{Field: name, Why: why}
}

// LibError turns a library's *movement.OptionError into an *Error on the
// field that fills its Go field (the one given, when several do); any
// other error is returned as it is.
func (v *Values) LibError(err error) error {
	var oe *movement.OptionError
	if !errors.As(err, &oe) {
		return err
	}
	var names []string
	for _, f := range v.fields {
		if f.Lib == oe.Field {
			names = append(names, f.Name)
		}
	}
	if len(names) == 0 {
		return fmt.Errorf("%w: no field fills %s: %w", movement.ErrInternal, oe.Field, err)
	}
	name := names[0]
	if i := slices.IndexFunc(names, v.Given); i >= 0 {
		name = names[i]
	}
	return v.FieldError(name, oe.Text)
}

// NotWith refuses the fields among names that were given but that the
// request does not use, naming its mode ("not with --sections").
func (v *Values) NotWith(names, used []string, mode movement.Text) error {
	for _, n := range names {
		if v.Given(n) && !slices.Contains(used, n) {
			return &Error{Field: n, Why: say("not with %v", mode)}
		}
	}
	return nil
}

// Fields are the rows v was read for.
func (v *Values) Fields() []Field { return v.fields }
