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
