// Package csvfile writes a movement as CSV for spreadsheets and scoring
// programs: a flat layout with one row per seat per round
// (round,table,set,boards,seat,contestant,label), and for pairs movements a
// Bridgemate-style layout with one row per table per round
// (Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard).
package csvfile
