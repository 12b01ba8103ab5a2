// Package cards derives, from a movement's schedule alone, everything the
// room needs on paper: a guide card per table (who sits where each round,
// which boards, where every seat's occupant and the boards go next, with
// arrow switches, skips, sit-outs, shared sets and bye stands in words), a
// card for the sit-out, a route card per contestant, and the master chart
// in three views (rounds × tables, contestant × round, set × round), and
// the boards list (board, set, dealer and, at bridge, vulnerability).
//
// Labels made of a table number and a seat ("1N", "3 EW") are printed in
// the card's language; in Russian a no-break space keeps the number apart
// from the seat letter ("1 З–6 З"), because З looks like the digit 3. A
// label equal to the rest mark P (Р) is printed as the contestant's number,
// and rests are always read from the schedule.
//
// The model is language-neutral; the functions in words.go put it into
// English or Russian through export/i18n, and WriteText prints it as plain
// text. export/pdf and export/xlsx draw the same grids, so every format
// says the same thing; PaperTableSheet is the paper form of a table card
// (what holds every round said once above the grid), and SetRowGrid and
// InstructionGrid are the preferans judge's set row and instruction
// sheet. Every instruction comes from the schedule (the itineraries and
// set moves Build reads off the grid in one pass, as movement.Itinerary
// and movement.SetMoves define them), never from a family's rule: a test
// follows the printed instructions from round 1 and must reproduce every
// later round.
package cards
