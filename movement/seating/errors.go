package seating

import "github.com/movegen/movegen/movement"

// ProblemError is a fault in a Problem: the field at fault ("players",
// "rounds", "table sizes", "game", "boards per set") and what is wrong with
// it, kept as a movement.Text so that a command can name its own flag and
// print the sentence in the user's language. Error gives the English,
// "field: sentence".
type ProblemError struct {
	Field string
	Msg   movement.Text
}

// Error returns "field: sentence" in English.
func (e *ProblemError) Error() string { return e.Field + ": " + e.Msg.String() }

// Text returns the whole message as a sentence for a message catalogue;
// the field name is kept as it is.
func (e *ProblemError) Text() movement.Text { return movement.Say("%s: %s", e.Field, e.Msg) }

// fieldErr builds a *ProblemError. The format is a catalogue key:
// export/i18n's test finds every literal format passed here and wants a
// Russian entry for it.
func fieldErr(field, format string, args ...any) error {
	return &ProblemError{Field: field, Msg: say(format, args...)}
}

// Check returns nil when o is a search Solve can run, or a
// *movement.OptionError naming the field of Options at fault.
func (o Options) Check() error {
	switch {
	case o.Effort < 0:
		return &movement.OptionError{Generator: "seating", Field: "Effort", Text: say("want a positive number of moves")}
	case o.Restarts < 0:
		return &movement.OptionError{Generator: "seating", Field: "Restarts", Text: say("want a positive number of runs")}
	}
	return nil
}
