package request

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// Values are the values of a request's fields, each with whether it was
// given (on the command line, in the form) or keeps its default.
//
// The one rule for 0 and negative values: a number field left out takes
// its default; a number given as 0 means the default only where the
// field's help says so (Field.ZeroDefault), otherwise it is refused; a
// negative number is refused by the library's check, and a negative
// length of time by the layer. A field that is required and left out is
// refused with the library's sentence for its zero value.
type Values struct {
	fields []Field
	val    map[string]any
	raw    map[string]string
	given  map[string]bool
}

// Field returns the row of name.
func (v *Values) Field(name string) (Field, bool) {
	for _, f := range v.fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// Given reports whether the field was given (not left at its default).
func (v *Values) Given(name string) bool { return v.given[name] }

// Raw is the value as typed ("" when left out).
func (v *Values) Raw(name string) string { return v.raw[name] }

// Int is a number field's value.
func (v *Values) Int(name string) int { x, _ := v.val[name].(int); return x }

// Uint is a seed's value.
func (v *Values) Uint(name string) uint64 { x, _ := v.val[name].(uint64); return x }

// Bool is an on/off field's value.
func (v *Values) Bool(name string) bool { x, _ := v.val[name].(bool); return x }

// String is a text or choice field's value.
func (v *Values) String(name string) string { x, _ := v.val[name].(string); return x }

// Float is a number with a fraction.
func (v *Values) Float(name string) float64 { x, _ := v.val[name].(float64); return x }

// Duration is a length of time.
func (v *Values) Duration(name string) time.Duration { x, _ := v.val[name].(time.Duration); return x }

// Ints is a list of whole numbers.
func (v *Values) Ints(name string) []int { x, _ := v.val[name].([]int); return x }

// Strings is a list of words.
func (v *Values) Strings(name string) []string { x, _ := v.val[name].([]string); return x }

// Set gives a field a value as if it had been typed (for the front ends'
// own defaults, such as a form's hidden field).
func (v *Values) Set(name, value string) error {
	f, ok := v.Field(name)
	if !ok {
		return nil
	}
	x, err := parse(f, value)
	if err != nil {
		return err
	}
	v.val[name], v.raw[name], v.given[name] = x, value, true
	return nil
}

func newValues(fields []Field) *Values {
	v := &Values{fields: fields, val: map[string]any{}, raw: map[string]string{}, given: map[string]bool{}}
	for _, f := range fields {
		x, err := parse(f, f.Default)
		if err != nil || f.Default == "" {
			x = zero(f.Kind)
		}
		v.val[f.Name] = x
	}
	return v
}

// FromFlags reads fields from a parsed FlagSet: every flag given on the
// command line counts as given. The values have their kinds already
// (pflag parsed them); the rule for 0 and negatives is applied.
func FromFlags(f *pflag.FlagSet, fields ...Field) (*Values, error) {
	v := newValues(fields)
	for _, fd := range fields {
		fl := f.Lookup(fd.Name)
		if fl == nil {
			continue
		}
		var x any
		var err error
		switch fd.Kind {
		case Int:
			x, err = f.GetInt(fd.Name)
		case Uint:
			x, err = f.GetUint64(fd.Name)
		case Bool:
			x, err = f.GetBool(fd.Name)
		case String:
			x, err = f.GetString(fd.Name)
		case Choice:
			x = fl.Value.String()
		case Float:
			x, err = f.GetFloat64(fd.Name)
		case Duration:
			x, err = f.GetDuration(fd.Name)
		case IntList:
			var xs []int
			xs, err = f.GetIntSlice(fd.Name)
			x = xs
		case List:
			var xs []string
			xs, err = f.GetStringSlice(fd.Name)
			x = xs
		}
		if err != nil {
			// A flag of the same name but another type, defined by the
			// command itself: it is not this field.
			continue
		}
		v.val[fd.Name] = x
		if fl.Changed {
			v.given[fd.Name] = true
			v.raw[fd.Name] = rawOf(fl.Value)
		}
	}
	return v, v.zeroRule()
}

// rawOf is a flag's value as typed: lists without pflag's brackets.
func rawOf(val pflag.Value) string {
	if sv, ok := val.(pflag.SliceValue); ok {
		return strings.Join(sv.GetSlice(), ",")
	}
	return val.String()
}

// FromQuery reads fields from a form: a parameter that is missing or
// blank is left out. A value that is not of its field's kind is an
// *Error naming the field.
func FromQuery(q url.Values, fields ...Field) (*Values, error) {
	v := newValues(fields)
	for _, fd := range fields {
		s := strings.TrimSpace(q.Get(fd.Name))
		if s == "" {
			continue
		}
		if err := v.Set(fd.Name, s); err != nil {
			return v, err
		}
	}
	return v, v.zeroRule()
}

// zeroRule refuses an explicit 0 where 0 is no default, and a negative
// length of time.
func (v *Values) zeroRule() error {
	for _, f := range v.fields {
		if !v.given[f.Name] {
			continue
		}
		switch f.Kind {
		case Int:
			if v.Int(f.Name) == 0 && !f.ZeroDefault && !f.Required {
				return v.FieldError(f.Name, say("0 is not a value here; leave it out for the default"))
			}
		case Float:
			if v.Float(f.Name) == 0 && !f.ZeroDefault && !f.Required {
				return v.FieldError(f.Name, say("0 is not a value here; leave it out for the default"))
			}
		case Duration:
			d := v.Duration(f.Name)
			if d < 0 {
				return v.FieldError(f.Name, say("want a length of time of 0 or more"))
			}
			if d == 0 && !f.ZeroDefault {
				return v.FieldError(f.Name, say("want a length of time above 0, such as 10s"))
			}
		}
	}
	return nil
}

func zero(k Kind) any {
	switch k {
	case Int:
		return 0
	case Uint:
		return uint64(0)
	case Bool:
		return false
	case Float:
		return 0.0
	case Duration:
		return time.Duration(0)
	case IntList:
		return []int(nil)
	case List:
		return []string(nil)
	}
	return ""
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// parse reads a value typed for field f, with the command line's words
// when it is not of the field's kind.
func parse(f Field, s string) (any, error) {
	bad := func(why string) error { return &Error{Field: f.Name, Value: s, Quote: true, Why: say(why)} }
	switch f.Kind {
	case Int:
		n, err := strconv.Atoi(s)
		if errors.Is(err, strconv.ErrRange) {
			return nil, bad("the number is too large")
		}
		if err != nil {
			return nil, bad("want a whole number")
		}
		return n, nil
	case Float:
		x, err := strconv.ParseFloat(s, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return nil, bad("want a number")
		}
		// NaN and infinities are numbers pflag reads too: the library's
		// check refuses them, the same from a form and from a flag.
		return x, nil
	case Uint:
		n, err := strconv.ParseUint(s, 10, 64)
		if errors.Is(err, strconv.ErrRange) {
			return nil, bad("the number is too large")
		}
		if err != nil {
			return nil, bad("want a whole number")
		}
		return n, nil
	case Bool:
		switch strings.ToLower(s) {
		case "", "0", "false", "off", "no":
			return false, nil
		case "1", "true", "on", "yes":
			return true, nil
		}
		return nil, bad("want true or false")
	case Choice:
		c := ChoiceValue{Value: new(string), Choices: f.Choices}
		if err := c.Set(s); err != nil {
			return nil, &Error{Field: f.Name, Value: s, Quote: true, Why: err.(*ChoiceError).Why()}
		}
		return *c.Value, nil
	case Duration:
		d, err := time.ParseDuration(s)
		if err != nil {
			return nil, bad("want a length of time such as 30s, 5m or 1h30m")
		}
		return d, nil
	case IntList:
		var out []int
		for _, p := range strings.Split(s, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil {
				return nil, bad("want whole numbers separated by commas, such as 3,7")
			}
			out = append(out, n)
		}
		return out, nil
	case List:
		var out []string
		for _, p := range strings.Split(s, ",") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
		return out, nil
	}
	return s, nil
}
