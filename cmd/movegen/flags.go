package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
)

// enumVar defines a flag whose value is one of choices; the default is
// def. The usage line gets the choices appended. A bad value fails while
// the command line is parsed, with the list of choices, before any work
// starts (an *app.ChoiceError).
func enumVar(f *pflag.FlagSet, p *string, name, def, usage string, choices ...string) {
	*p = def
	f.Var(&app.ChoiceValue{Value: p, Choices: choices}, name, usage+" ("+strings.Join(choices, ", ")+")")
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
	var ce *app.ChoiceError
	if errors.As(err, &ive) && errors.As(err, &ce) {
		return cliErr(&app.Error{Field: ive.GetFlag().Name, Value: ce.Value, Quote: true, Why: ce.Why()})
	}
	if errors.As(err, &ive) {
		if e := valueError(ive); e != nil {
			return e
		}
	}
	var vre *pflag.ValueRequiredError
	if errors.As(err, &vre) && vre.GetFlag() != nil {
		return cliErr(&app.Error{Field: vre.GetFlag().Name, Why: movement.Say("needs a value")})
	}
	var nee *pflag.NotExistError
	if errors.As(err, &nee) {
		if short := nee.GetSpecifiedShortnames(); short != "" {
			return inputErrf("unknown flag -%s in -%s", nee.GetSpecifiedName()[:1], short)
		}
		return inputErrf("unknown flag %s", app.FlagName(nee.GetSpecifiedName()))
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
	var ne *strconv.NumError
	num := errors.As(ive, &ne)
	var why movement.Text
	switch t := f.Value.Type(); {
	case t == "duration":
		why = movement.Say("want a length of time such as 30s, 5m or 1h30m")
	case t == "bool":
		why = movement.Say("want true or false")
	case !num:
		return nil
	case strings.HasSuffix(t, "Slice"):
		why = movement.Say("want whole numbers separated by commas, such as 3,7")
	case errors.Is(ne.Err, strconv.ErrRange):
		why = movement.Say("the number is too large")
	case strings.HasPrefix(t, "float"):
		why = movement.Say("want a number")
	default:
		why = movement.Say("want a whole number")
	}
	return cliErr(&app.Error{Field: f.Name, Value: ive.GetValue(), Quote: true, Why: why})
}
