// Package cards derives, from a movement's schedule alone, everything the
// room needs on paper: a guide card per table (who sits where each round,
// which boards, where every seat's occupant and the boards go next, with
// arrow switches, skips, sit-outs, shared sets and bye stands in words), a
// card for the sit-out, a route card per contestant, and the master chart
// in three views (rounds × tables, contestant × round, set × round).
//
// The model is language-neutral; the functions in words.go put it into
// English or Russian through export/i18n, and WriteText prints it as plain
// text. export/pdf and export/xlsx draw the same grids, so every format
// says the same thing. Every instruction comes from movement.Moves,
// movement.SetMoves and movement.Itinerary, never from a family's rule: a
// test follows the printed instructions from round 1 and must reproduce
// every later round.
package cards
