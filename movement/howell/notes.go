package howell

import "github.com/movegen/movegen/movement"

// say keeps a sentence of the notes as data; export/i18n's test finds its
// first argument and wants a Russian entry for it.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// Notes explains the choices behind m, generated from o, one sentence per
// line of the text output: which rounds a partial Howell keeps, whether the
// complete one is balanced, the phantom, shared sets and the boards. o is
// the options as given: a zero BoardsPerRound means movegen chose it.
func Notes(o Options, m *movement.Movement) ([]movement.Text, error) {
	P := o.Pairs
	if o.Appendix {
		return appendixNotes(o, m), nil
	}
	if o.Interwoven {
		return interwovenNotes(o, m), nil
	}
	if o.Barometer {
		return barometerNotes(o, m), nil
	}
	var lines []movement.Text
	full := CompleteRounds(P)
	switch R := m.Rounds; {
	case R < full:
		chosen, err := ChooseRounds(P, R)
		if err != nil {
			return nil, err
		}
		bi := movement.Analyze(m).Summary.BalanceIndex
		if len(chosen) == 1 {
			lines = append(lines, say("Partial Howell: round %s of the complete %d-round movement, chosen for the best balance index (%.2f).", movement.JoinInts(chosen, ", "), full, bi))
		} else {
			lines = append(lines, say("Partial Howell: rounds %s of the complete %d-round movement, chosen for the best balance index (%.2f).", movement.JoinInts(chosen, ", "), full, bi))
		}
	case Balanced(P):
		lines = append(lines, say("Complete Howell: every two pairs meet once and are compared on the same number of boards."))
	default:
		lines = append(lines, say("Complete Howell: every two pairs meet once; movegen has no perfectly balanced schedule for %d pairs, so the report shows how even the comparisons are.", P))
	}
	if P%2 == 1 {
		lines = append(lines, say("Odd number of pairs: one seat is empty every round (a phantom pair); whoever would meet it sits out."))
	}
	if SharesSets(P) {
		lines = append(lines, say("Shared sets: with %d pairs some tables play the same set in the same round (relays, listed in the report).", P))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false)), nil
}

// barometerNotes explains a barometer Howell: the boards, the rounds kept,
// how even the comparisons are, the phantom.
func barometerNotes(o Options, m *movement.Movement) []movement.Text {
	P := o.Pairs
	full := CompleteRounds(P)
	lines := []movement.Text{
		say("Barometer: every table plays the same set in each round (set 1 in round 1, set 2 in round 2, and so on), so each board needs a copy for each of the %d tables (duplicated boards), and each round can be scored before the next.", m.Tables),
	}
	if m.Rounds < full {
		lines = append(lines, say("A short barometer: the first %d rounds of the complete %d-round movement.", m.Rounds, full))
	}
	if _, ok := barometerSchedule(P + P%2); ok && P%2 == 0 && m.Rounds == full {
		lines = append(lines, say("The NS seats of the base round form a difference set: every two pairs meet once and sit in the same direction, so are compared, in the same number of rounds."))
	} else {
		lines = append(lines, say("Every two pairs meet at most once; single tables are turned round (the two pairs change seats for that round) where that makes the comparisons more even, and the report shows how even they are."))
	}
	if P%2 == 1 {
		lines = append(lines, say("Odd number of pairs: one seat is empty every round (a phantom pair); whoever would meet it sits out."))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
