// Package cards derives, from a movement's schedule alone, everything the
// room needs on paper: a guide card per table (who sits where each round,
// which boards, where every seat's occupant and the boards go next, with
// arrow switches, skips, sit-outs, shared sets and bye stands in words), a
// card for the sit-out, a route card per contestant, and the master chart
// in three views (rounds × tables, contestant × round, set × round), and
// the boards list (board, set, dealer and, at bridge, vulnerability).
//
// Places and people never share a notation (labels.go says it in full):
// a destination is a place in words, "→ table 12, West" ("→ стол 12,
// запад", DestText); a place in a chart or on the judge's sheet is the
// table, a no-break space and the seat letters ("12 W", "3 З", PlaceTag,
// SeatTag), which the PDF draws bold; a person is written direction first
// ("NS 3", "СЮ 3"), by number ("7"), with the number sign ("#7", "№7") or,
// with no seat in round 1, with the rest mark ("P1", "Р1"): PersonLabels,
// LabelText. In Chinese the seats are 北 东 南 西 (南北, 东西), a
// destination "→ 第12桌 西", a place "12 西", a pair "南北 3", a player
// "7号" and one resting in round 1 "休1". No label reads as a place or as another label under the
// usual misreadings (TestLabelsNeverConfusable). A phantom's table (a
// Howell's or Mitchell's sit-out) has a sit-out card, the tables in play
// are numbered 1…n (Book.TableName), and a move there reads "→ sits out".
// SetupSheet is the director's sheet that opens every book and workbook.
// A teams movement (movement.Teams) adds, from its matches alone
// (teams.go): a match note on every table row (the two teams, written
// "team 3" and never as a bare number, the other table of the match and
// how the boards are shared), each team's itinerary (TeamCards,
// TeamGrid), the master chart of matches (MatchesGrid), and on the setup
// sheet the copies of each set and which tables form each match.
// Rests are always read from the schedule.
//
// The model is language-neutral; the functions in words.go put it into
// English, Russian or Chinese through export/i18n, and Compose writes the
// whole book as one document that every format lays out; PaperTableSheet is the paper form of a table card
// (what holds every round said once above the grid), and SetRowGrid and
// InstructionGrid are the preferans judge's set row and instruction
// sheet. Every instruction comes from the schedule (the itineraries and
// set moves Build reads off the grid in one pass, as movement.Itinerary
// and movement.SetMoves define them), never from a family's rule: a test
// follows the printed instructions from round 1 and must reproduce every
// later round.
//
// Compose writes a book as a finished document (export/sheet): every
// sheet's title, the lines above its grid and every cell, chosen once, so
// that the PDF, the workbook, the text cards and the page's view lay out
// the same words: export/pdf, export/textcards and the movement page lay
// out its sheets. ComposeOptions say which parts, and let a page stop
// composing table cards where its room ends. ComposeHead and ComposeEach
// make the same document a sheet at a time, for a renderer that draws as
// they come (pdf.WriteSheets): with Release the book's cards go as their
// sheets are made, and a book built by BuildLater makes its contestant
// cards only then, so that a large book is never held whole. ComposeWorkbook writes the workbook's document (workbook.go): the same
// sheets in the workbook's order, each naming its worksheet, with the
// summary, the heat-map matrices, the timetable and the scoring sheets
// of export/resultsbook, numbers and formulas as cells.
package cards
