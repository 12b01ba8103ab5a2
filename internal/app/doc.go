// Package app is the request layer that both front ends of movegen call:
// the command line (cmd/movegen) and the local web page (web).
//
// It holds one table of fields (Field: the public name, the page's label,
// the help sentence, the kind of value and the library field it fills),
// builds the values of a request from a pflag.FlagSet (FromFlags) or from
// url.Values (FromQuery), and serves every request from them:
//
//   - Read detects a movement file's format (by its content, the name's
//     extension as a hint) and reads it;
//   - Write writes a movement in every format (text, json, asc, csv, pdf,
//     xlsx), the paper options included;
//   - Generate builds the movement of every family (mitchell with its
//     variants and sections, howell, preferans, individual, seating) and
//     Plan, Choose and Replan serve the session planner and the re-planner.
//
// Each generator's Options.Check in the library is the only validator of
// its numbers; it names the Go field at fault (movement.OptionError), and
// the layer turns that into an *Error naming the public field. The command
// line renders an *Error as "--pairs 50: …", the page with the field's
// label. The layer itself checks only what belongs to no library: that a
// value has its kind (a whole number, a duration), one rule for an
// explicit 0 or a negative value (see Values), fields that do not apply to
// the request, and the output's format and paper.
//
// A new option is one Field row, one check in its library, and at most one
// sentence in the catalogue.
package app
