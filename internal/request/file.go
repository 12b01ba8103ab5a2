package request

import "github.com/movegen/movegen/movement"

// FileCheck is a movement file checked for a front end: every movement in
// it with its verdict, in a printer's language.
type FileCheck struct {
	// Format is the file's format for people ("EBUScore").
	Format  string
	Entries []EntryCheck
	// Total sums up the verdicts in one sentence ("Total: 20 movements:
	// 14 perfect, 6 valid, 0 invalid.").
	Total string
	// Problems: some entry has problems (the command line exits 1).
	Problems bool
}

// EntryCheck is one movement of a file and its verdict: a movement's
// fairness verdict and balance index, a teams movement's check (who meets
// whom), or why an entry was not read.
type EntryCheck struct {
	// Number is the entry's place in the file, from 1.
	Number int
	Name   string
	// Movement is the movement read (an EBUScore teams movement in the
	// model); nil for a teams movement that breaks a rule of teams play,
	// or an entry not read.
	Movement *movement.Movement
	// Verdict is the verdict's word; VerdictClass its English value:
	// perfect, valid, invalid, or "not-read".
	Verdict, VerdictClass string
	// Balance is the balance index as printed, "" when there is none.
	Balance string
	// Errors and Notes count the problems by severity.
	Errors, Notes int
	// Problems are the first problems listed.
	Problems []Problem
	// Lines say more: a teams movement's matches round by round, why an
	// entry was not read.
	Lines []string
	// Summary is the entry's one-line summary, as the command line prints
	// it after the reports.
	Summary string
}
