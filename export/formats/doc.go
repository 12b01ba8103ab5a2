// Package formats is the one door to every movement file format movegen
// reads and writes: movegen's own JSON (export/jsonfile), pjms .ASC
// (export/ascfile), EBUScore (export/ebufile) and the Knave Bridge Scorer
// (export/kbsfile). A front end calls Detect or ReadAll to read a file of
// any of them without being told which, and Write to write one.
//
// ASE Scorer is known by name but neither read nor written: its help
// pages do not give the layout of the text file its Load option reads
// (docs/formats/ase.md), and Write says so with a
// *scorerfile.UnsupportedFormat. Magic Contest's file specifications were
// not found in any public source movegen could consult
// (docs/formats/magic-contest.md).
//
// Errors keep their types: a malformed file is a *scorerfile.ParseError
// (EBUScore, KBS, an unknown format), an *ascfile.Error or a
// *jsonfile.Error, each naming the file and line; a movement a format
// cannot hold is a *scorerfile.CannotWrite whose sentence names what and
// why. Nothing is written when Write fails.
package formats
