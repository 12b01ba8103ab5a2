package movement

import (
	"encoding/json"
	"fmt"
)

// Code identifies a kind of problem. Codes are stable: tools and tests may
// match on them.
type Code string

// Problem codes reported by Validate.
const (
	// Errors: the movement cannot be played as written.
	CodeNoSeats         Code = "no-seats"         // the seat layout is empty
	CodeBadSeat         Code = "bad-seat"         // unknown seat, or a seat listed twice in the layout
	CodeBadKind         Code = "bad-kind"         // kind is not pairs or individual, or does not fit the layout
	CodeBadGame         Code = "bad-game"         // game is not bridge or preferans, or does not fit the kind
	CodeBadCount        Code = "bad-count"        // a count (contestants, tables, rounds, sets, boards per set) is out of range
	CodeRoundRange      Code = "round-range"      // a play names a round outside 1..R
	CodeTableRange      Code = "table-range"      // a play names a table outside 1..T
	CodeSetRange        Code = "set-range"        // a play names a set outside 1..S
	CodeContestantRange Code = "contestant-range" // a seat holds a number outside 0..C
	CodeSeatCount       Code = "seat-count"       // a play does not fill every seat of the layout exactly once
	CodeDuplicatePlay   Code = "duplicate-play"   // the same (round, table) is listed twice
	CodeSeatedTwice     Code = "seated-twice"     // a contestant holds two seats in one round
	CodeRepeatSet       Code = "repeat-set"       // a contestant plays the same set twice
	CodeNeverPlays      Code = "never-plays"      // a contestant holds no seat in any round
	CodeEmptyTable      Code = "empty-table"      // a play has no contestant at all
	CodeBadLabel        Code = "bad-label"        // a label names a contestant outside 1..C
	CodeTimetableRounds Code = "timetable-rounds" // the session's timetable does not list rounds 1..R in order
	CodeTimetableOrder  Code = "timetable-order"  // a round of the timetable ends before it starts, or starts before the previous round ends

	// Notes: legal, but worth the director's attention.
	CodeRelay     Code = "relay"      // one set is played at two or more tables in the same round
	CodeUnusedSet Code = "unused-set" // a set is never played
	CodePhantom   Code = "phantom"    // a seat is empty, so the contestant opposite sits out
	CodeIdleTable Code = "idle-table" // a table is not used in some round
)

// Severity separates problems that make a movement unplayable from notes.
type Severity string

// Severities.
const (
	Error Severity = "error"
	Note  Severity = "note"
)

// Problem is one finding of Validate. Round, Table, Contestant and Set are
// 0 when they do not apply.
type Problem struct {
	Code       Code
	Severity   Severity
	Round      int
	Table      int
	Contestant int
	Set        int
	// Text is the problem as a sentence kept as data: a message catalogue
	// translates its format and applies the same arguments; Message gives
	// the English.
	Text Text
}

// Message returns the problem in English.
func (p Problem) Message() string { return p.Text.String() }

func (p Problem) String() string { return fmt.Sprintf("%s: %s", p.Code, p.Message()) }

// MarshalJSON writes the problem with its English message, under the keys
// it has always had: Code, Severity, Round, Table, Contestant, Set and
// Message.
func (p Problem) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Code                          Code
		Severity                      Severity
		Round, Table, Contestant, Set int
		Message                       string
	}{p.Code, p.Severity, p.Round, p.Table, p.Contestant, p.Set, p.Message()})
}

// Problems is a list of findings.
type Problems []Problem

// Errors returns only the problems of severity Error.
func (ps Problems) Errors() Problems {
	var out Problems
	for _, p := range ps {
		if p.Severity == Error {
			out = append(out, p)
		}
	}
	return out
}

// Valid reports whether no problem is an error.
func (ps Problems) Valid() bool {
	for _, p := range ps {
		if p.Severity == Error {
			return false
		}
	}
	return true
}
