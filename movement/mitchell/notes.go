package mitchell

import "github.com/movegen/movegen/movement"

// say keeps a sentence of the notes as data; export/i18n's test finds its
// first argument and wants a Russian entry for it.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// Notes explains the choices behind m, generated from o, one sentence per
// line of the text output: how the pairs and boards move, what the even
// number of tables does (asking movement.Relays whether a set really is
// shared: a table where only a phantom faces a pair shares nothing), the
// missing pair, the arrow-switched rounds and the boards. o is the options
// as given: a zero BoardsPerRound or ArrowSwitch means movegen chose them.
func Notes(o Options, m *movement.Movement) []movement.Text {
	n := o.normalized()
	T := n.Tables
	lines := []movement.Text{say("Movement: NS pairs stay; EW pairs move up one table and boards move down one table each round.")}
	if T%2 == 0 {
		switch {
		case n.Even == Skip:
			lines = append(lines, say("Even tables (skip): after round %d the EW pairs move up two tables instead of one.", T/2))
		case movement.HasRelay(m):
			lines = append(lines, say("Even tables (relay and bye stand): tables 1 and %d share a set every round; the set not in play waits on a bye stand between tables %d and %d.", T, T/2, T/2+1))
		default:
			// The missing pair's seat is at table T: its EW pair sits
			// out, so the set there is played at table 1 only.
			lines = append(lines, say("Even tables (relay and bye stand): table %d has an empty seat, so the set it would share with table 1 is played at table 1 only; the set not in play waits on a bye stand between tables %d and %d.", T, T/2, T/2+1))
		}
	}
	if n.Pairs == 2*T-1 {
		if n.Missing == movement.EW {
			lines = append(lines, say("Pair %d EW is missing: the NS pair it would meet sits out that round.", T))
		} else {
			lines = append(lines, say("The NS seat of table %d is empty: the EW pair arriving there sits out that round.", T))
		}
	}
	if sw := SwitchedRounds(m); len(sw) > 0 {
		how := say("as given")
		if len(o.ArrowSwitch) == 0 {
			how = say("chosen for the best balance index")
		}
		bi := movement.Analyze(m).Summary.BalanceIndex
		if len(sw) == 1 {
			lines = append(lines, say("One winner: arrow-switched round %s (%s; balance index %.2f).", movement.JoinInts(sw, ", "), how, bi))
		} else {
			lines = append(lines, say("One winner: arrow-switched rounds %s (%s; balance index %.2f).", movement.JoinInts(sw, ", "), how, bi))
		}
	}
	raised := o.BoardsPerRound == 0 && m.BoardsPerSet > DefaultBoardsPerRound(m.Rounds, false)
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, raised))
}
