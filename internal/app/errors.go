package app

import (
	"errors"
	"fmt"

	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// The request layer's types live in internal/request, which the page
// imports without the generators and file formats; the layer serves them.
type (
	// Field is one row of the request table (request.Field).
	Field = request.Field
	// Kind is the kind of a field's value.
	Kind = request.Kind
	// Values are a request's values (request.Values).
	Values = request.Values
	// Error is the one request error (request.Error).
	Error = request.Error
	// Name is a field named inside a sentence.
	Name = request.Name
	// ChoiceValue is a flag of fixed choices.
	ChoiceValue = request.ChoiceValue
	// ChoiceError is a value outside a field's choices.
	ChoiceError = request.ChoiceError
)

// The kinds of value (see request).
const (
	Int      = request.Int
	Uint     = request.Uint
	Bool     = request.Bool
	String   = request.String
	Choice   = request.Choice
	Duration = request.Duration
	IntList  = request.IntList
	List     = request.List
	Float    = request.Float
)

// The request package's functions, for the command line's convenience.
var (
	Bind      = request.Bind
	FromFlags = request.FromFlags
	FromQuery = request.FromQuery
	FlagName  = request.FlagName
	IsRequest = request.IsRequest
)

// say builds a sentence of the layer (a literal format, for the
// catalogue's completeness test).
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// fileErr is an *Error about an input file: why names the file.
func fileErr(why movement.Text) *Error { return &Error{Why: why} }

// textOf is err as a sentence.
func textOf(err error) movement.Text { return request.TextOf(err) }

// internal marks err as a bug (it wraps movement.ErrInternal).
func internal(err error) error {
	if err == nil || errors.Is(err, movement.ErrInternal) {
		return err
	}
	return fmt.Errorf("%w: %w", movement.ErrInternal, err)
}
