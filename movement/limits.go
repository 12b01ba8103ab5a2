package movement

import (
	"unicode"
	"unicode/utf8"
)

// Limits on the size of a movement: one set for the whole program.
//
//   - The generators refuse requests beyond them, naming the value and the
//     limit (movement/mitchell and movement/howell in their Options.Check;
//     movement/preferans and movement/seating and the session planner in
//     their own checks), so every movement movegen makes can be written and
//     read back.
//   - Validate reports counts above them as bad-count.
//   - The readers (export/jsonfile, export/ascfile) refuse them before
//     allocating, so hostile input cannot make movegen allocate without
//     bound.
//
// They are far above any real session, and chosen so that the work on a
// movement at the limits stays bounded: Validate and Analyze allocate
// arrays of contestants × sets (2000 × 1000 = 2 M entries, 24 MB),
// rounds × contestants (2 M) and three contestants × contestants matrices
// (4 M entries each); a movement has at most MaxPlays plays, and its JSON
// document at the limits (the widest numbers, four seats, arrow switches,
// every label and session field at MaxText) fits in the JSON reader's 64 MiB
// (TestLimitsWorstCaseDocument in export/jsonfile proves it).
//
// MaxRounds is 1000 rather than MaxTables because a rest scheme for N
// preferans players (one player resting in turn) plays N rounds, and the
// preferans generator takes up to 1000 players. MaxSets stays at 1000: a
// movement that deals a fresh set at every table in every round (movegen
// seating --sets) would need tables × rounds sets, and at 2000 contestants
// the contestants × sets arrays of Validate and Analyze would grow to
// gigabytes; such requests are refused instead (see the seating planner).
const (
	MaxContestants  = 2000
	MaxTables       = 500
	MaxRounds       = 1000
	MaxSets         = 1000
	MaxBoardsPerSet = 100
	// MaxPlays is the most plays (a table in a round) a movement has: a
	// play for every table in every round.
	MaxPlays = MaxTables * MaxRounds
	// MaxText is the longest name, family, label or session text (event,
	// date, venue) a movement holds, in bytes.
	MaxText = 1000
)

// TextFault reports why s cannot be a name, label or session text of a
// movement: longer than MaxText bytes, not UTF-8, or holding a control
// character (which would pass raw into text output and which the JSON
// reader refuses). ok is true when s is fine; otherwise why is the sentence
// to print, such as "control character U+0009 in the text; remove it".
// Commands call it on free text from flags (--event) and settings before
// putting the text into a movement.
func TextFault(s string) (why Text, ok bool) {
	if len(s) > MaxText {
		return Say("longer than %d bytes", MaxText), false
	}
	if !utf8.ValidString(s) {
		return Say("not UTF-8 text"), false
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return Say("control character %U in the text; remove it", r), false
		}
	}
	return Text{}, true
}
