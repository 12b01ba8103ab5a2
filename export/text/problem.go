package text

import (
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// ProblemMessage returns pr's message in p's language: its Text's format
// looked up in the catalogue and applied to its arguments, with the seats
// the validator names put into the language's letters (С, В, Ю, З; СЮ,
// ВЗ). In English the result is pr.Message().
func ProblemMessage(pr movement.Problem, p *i18n.Printer) string {
	args := make([]any, len(pr.Text.Args))
	copy(args, pr.Text.Args)
	switch pr.Code {
	case movement.CodePhantom, movement.CodeContestantRange:
		// These name seats as plain strings ("N, E" or "S").
		for i, a := range args {
			if s, ok := a.(string); ok {
				args[i] = seatNames(s, p)
			}
		}
	case movement.CodeBadCount:
		if len(args) == 3 {
			if s, ok := args[1].(string); ok {
				args[1] = countName(s, p)
			}
		}
	}
	return p.Message(pr.Text.Format, args...)
}

// seatNames translates a comma-separated list of seats; anything else is
// returned unchanged.
func seatNames(s string, p *i18n.Printer) string {
	parts := strings.Split(s, ", ")
	for i, x := range parts {
		seat := movement.Seat(x)
		if !seat.Valid() {
			return s
		}
		parts[i] = p.Seat(seat)
	}
	return strings.Join(parts, p.Comma())
}

// countName names the count in a bad-count problem ("3 tables: want 1 to
// 100"). English keeps the validator's word; other languages use a noun
// phrase that reads after the number.
func countName(name string, p *i18n.Printer) string {
	if p.Lang() == i18n.English {
		return name
	}
	switch name {
	case "contestants":
		return p.T("number of contestants")
	case "tables":
		return p.T("number of tables")
	case "rounds":
		return p.T("number of rounds")
	case "sets":
		return p.T("number of sets")
	case "boards per set":
		return p.T("boards per set")
	}
	return name
}

// CodeWord names a problem's kind in words of p's language ("empty
// seat" for the code "phantom"), for a reader without a command line,
// who has no use for the code. A code it does not know is returned as
// it is.
func CodeWord(c movement.Code, p *i18n.Printer) string {
	switch c {
	case movement.CodeNoSeats:
		return p.T("no seats")
	case movement.CodeBadSeat:
		return p.T("bad seat")
	case movement.CodeBadKind:
		return p.T("wrong kind of event")
	case movement.CodeBadGame:
		return p.T("wrong game")
	case movement.CodeBadCount:
		return p.T("count out of range")
	case movement.CodeRoundRange:
		return p.T("round out of range")
	case movement.CodeTableRange:
		return p.T("table out of range")
	case movement.CodeSetRange:
		return p.T("set out of range")
	case movement.CodeContestantRange:
		return p.T("number out of range")
	case movement.CodeSeatCount:
		return p.T("seats not filled")
	case movement.CodeDuplicatePlay:
		return p.T("table listed twice")
	case movement.CodeSeatedTwice:
		return p.T("seated twice")
	case movement.CodeRepeatSet:
		return p.T("set played twice")
	case movement.CodeNeverPlays:
		return p.T("never plays")
	case movement.CodeEmptyTable:
		return p.T("empty table")
	case movement.CodeBadLabel:
		return p.T("bad card name")
	case movement.CodeTimetableRounds:
		return p.T("timetable rounds")
	case movement.CodeTimetableOrder:
		return p.T("timetable order")
	case movement.CodeRelay:
		return p.T("shared set")
	case movement.CodeUnusedSet:
		return p.T("unused set")
	case movement.CodePhantom:
		return p.T("empty seat")
	case movement.CodeIdleTable:
		return p.T("idle table")
	case movement.CodeTeamsLayout:
		return p.T("teams do not fit")
	case movement.CodeNoTeam:
		return p.T("pair without a team")
	case movement.CodeOwnTeam:
		return p.T("teammates meet")
	case movement.CodeUncompared:
		return p.T("boards not compared")
	case movement.CodeMatchSeats:
		return p.T("match seats")
	case movement.CodeTeamBye:
		return p.T("team sits out")
	case movement.CodeTeamHalf:
		return p.T("half a team plays")
	case movement.CodeTeamRematch:
		return p.T("teams meet again")
	case movement.CodeCopies:
		return p.T("copies needed")
	}
	return string(c)
}
