// Package csvfile writes a movement as CSV for spreadsheets and scoring
// programs, one layout per file so that the file imports as one table:
//
//   - Flat (the default): one row per occupied seat per round,
//     round,table,set,boards,seat,contestant,label,switched. switched is 1
//     in an arrow-switched round: the contestant keeps its seat but plays
//     the other direction's cards and is scored in the other line.
//   - Bridgemate (pairs only): one row per table per round,
//     Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,Switched, the
//     columns scoring programs import. In an arrow-switched round NSPair
//     and EWPair follow the cards, not the chairs: NSPair is the pair that
//     holds the NS cards (it sits EW), and Switched is 1 so that the table
//     assignment can still be read back: the pairs keep their chairs, only
//     the line they are scored in changes.
//
// Write refuses a movement that movement.Validate finds errors in.
//
// Every cell is written so that a spreadsheet opening the file runs
// nothing (CSV injection; OWASP's guidance): a cell that begins with = + -
// @, a tab or a carriage return, such as a label "=HYPERLINK(…)" from an
// uploaded movement file, is written as text behind a single quote and in
// quotes ("'=HYPERLINK(…)"; the spreadsheet shows the quote). Cells that
// begin so but are read as plain values are left as they are, so that no
// value a director needs is changed: a number ("-4", "+2.5") and a
// placeholder of dashes ("-"). The columns movegen fills itself (rounds,
// tables, boards "7-9", pair numbers) never begin with those characters.
// A cell holding ";" or a tab is quoted too, so that a spreadsheet that
// splits on them (Russian and German Excel use ";") finds no formula in
// its middle.
package csvfile
