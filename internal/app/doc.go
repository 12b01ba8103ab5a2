// Package app is the request layer that both front ends of movegen go
// through: the command line (cmd/movegen) directly, the local web page
// (web) through request.Service, which New returns.
//
// It holds the field rows of every request (internal/request's Field:
// public name, label, help sentence, kind, the library field it fills) and
// serves every request from their values (read from a pflag.FlagSet or
// from url.Values, see internal/request):
//
//   - ReadAll detects a movement file's format (movegen JSON, .ASC,
//     EBUScore, KBS: by its content, the name's extension as a hint) and
//     reads every movement in it; Read the one a command works on (the
//     movement field picks one of many); CheckFile and CheckEntry give each
//     movement of a file its verdict (a teams movement its own, an entry
//     not read why);
//   - Write writes a movement in every format (text, json, asc, ebu, kbs,
//     csv, pdf, xlsx), the paper options (PaperFields) included, and
//     MarshalEntries the entries of a file; what a format cannot express is
//     a request error with the writer's sentence;
//   - Library writes the movement of every size in a range in one scorer's
//     format, skipping what the format cannot express;
//   - Family.Generate builds the movement of every family (mitchell with
//     its variants and sections, howell, preferans, individual, seating,
//     teams: round robin, American whist, flower); Swiss pairs the next
//     round of a Swiss teams event from its standings file, and TeamsPlan
//     plans a teams session ("plan --teams N"), which Service.Plan and
//     Service.Choose serve too when the teams field is given;
//     NewPlanRequest, Plan and Choose serve the session planner, Replan and
//     WriteChangedCards the re-planner;
//   - SimulateFields, NewSimulation and Simulation.Run serve "check
//     --simulate N" and every generator's --simulate (movement/simulate);
//     the page's View carries the figures of PageSessions sessions and its
//     PlanView the plan's "strongest wins" column.
//
// Each generator's Options.Check in the library is the only validator of
// its numbers; it names the Go field at fault (movement.OptionError), and
// the layer turns that into a request.Error naming the public field. The
// command line renders it as "--pairs 50: …", the page with the field's
// label. The layer itself checks only what belongs to no library: that a
// value has its kind, one rule for an explicit 0 or a negative value (see
// request.Values), fields that do not apply to the request, and the
// output's format and paper.
//
// A new option is one Field row, one check in its library, and at most one
// sentence in the catalogue.
package app
