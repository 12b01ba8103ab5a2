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
package csvfile
