package seating

import "github.com/movegen/movegen/movement"

// say builds a movement.Text. Every English sentence of the package (bound
// statements, method names, the reasons for a default number of rounds)
// goes through it with a literal format, so that the message catalogue's
// completeness test can check that each one is translated. The planner
// never prints.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }
