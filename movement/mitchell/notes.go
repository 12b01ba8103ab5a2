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
	if n.Winners == 1 {
		lines = append(lines, switchNotes(o, m)...)
	}
	raised := o.BoardsPerRound == 0 && m.BoardsPerSet > DefaultBoardsPerRound(m.Rounds, false)
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, raised))
}

// switchNotes says which rounds are arrow-switched and how they were
// chosen, honestly: "the best of all N choices" only when every choice of
// whole rounds was tried; with PerTable, the gain of the per-table
// switches over the whole rounds.
func switchNotes(o Options, m *movement.Movement) []movement.Text {
	list, how := o.ArrowSwitch, say("as given")
	if len(list) == 0 {
		c, err := Choose(o)
		if err != nil {
			return nil
		}
		list = c.Rounds
		switch {
		case c.Exhaustive:
			how = say("the best of all %d choices of whole rounds", c.Tried)
		case len(m.Play) > 0 && m.Rounds > greedyRounds:
			how = say("the best of %d evenly spaced choices, not proved best", c.Tried)
		default:
			how = say("found by a local search of %d choices, not proved best", c.Tried)
		}
	}
	if len(list) == 0 {
		return nil
	}
	bi := movement.Analyze(m).Summary.BalanceIndex
	var perTable movement.Text
	if o.PerTable {
		g := o
		g.ArrowSwitch = list
		before, after, changed, err := PerTableGain(g)
		if err != nil {
			return nil
		}
		bi = before
		perTable = say("Per-table arrow switches: %d tables in single rounds switched differently from their round; balance index %.2f with whole rounds, %.2f with the per-table switches.", changed, before, after)
	}
	var lines []movement.Text
	if len(list) == 1 {
		lines = append(lines, say("One winner: arrow-switched round %s (%s; balance index %.2f).", movement.JoinInts(list, ", "), how, bi))
	} else {
		lines = append(lines, say("One winner: arrow-switched rounds %s (%s; balance index %.2f).", movement.JoinInts(list, ", "), how, bi))
	}
	if o.PerTable {
		lines = append(lines, perTable)
	}
	return lines
}
