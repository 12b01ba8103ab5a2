package pairswhist

import (
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// say keeps a sentence of the notes as data; export/i18n's test finds its
// first argument and wants a Russian and a Chinese entry for it.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// Notes explains m, generated from o, one sentence a line of the text
// output: how the pairs and boards move, the even tables' skip and
// revenge round, the missing pair or the rover, the arrow switches and the
// boards. o is the options as given (a zero BoardsPerRound means movegen
// chose the boards).
func Notes(o Options, m *movement.Movement) []movement.Text {
	n := o.normalized()
	T, R := n.Tables, n.Rounds
	lines := []movement.Text{say("Movement (whist): NS pairs stay; EW pairs move down two tables and boards move down one table each round.")}
	if T%2 == 0 && R > T/2 {
		lines = append(lines, say("Even tables: after round %d the EW pairs move down three tables instead of two, so they reach the other half of the tables.", T/2))
	}
	if T%2 == 0 && R == T {
		lines = append(lines, say("Round %d is the revenge round: each EW pair goes to the table holding the one set it has not played, against an NS pair it has met before.", T))
	}
	switch {
	case n.Pairs == 2*T-1:
		lines = append(lines, say("The NS seat of table %d is empty: the EW pair arriving there sits out that round.", T))
	case n.Rover():
		path, again, _ := roverPath(T, R)
		lines = append(lines, say("Rover: pair %d NS sits out round 1, then takes the NS seat of tables %s in rounds 2–%d; the NS pair it displaces sits out that round and comes back to its table the next.", T+1, movement.JoinInts(path[1:], ", "), R))
		_, published := RoverRule(T)
		if tables, _, ok := RoverTables(T); ok && len(tables) >= R-1 {
			published = true
		}
		switch {
		case again == 0:
			lines = append(lines, say("Every table is full every round; the rover plays a new set and meets a new EW pair every round."))
		case published:
			lines = append(lines, say("Every table is full every round; the rover plays a new set every round and meets an EW pair again %s, as the directors' schedule has it.", movement.Times(again)))
		default:
			lines = append(lines, say("Every table is full every round; the rover plays a new set every round and meets an EW pair again %s (the fewest a bounded search found).", movement.Times(again)))
		}
	}
	if n.OneWinner() {
		list, how := n.ArrowSwitch, say("as given")
		if len(list) == 0 {
			if c, err := Choose(n); err == nil {
				list, how = c.Rounds, mitchell.ChoiceHow(c, R)
			}
		}
		bi := movement.Analyze(m).Summary.BalanceIndex
		joined := movement.JoinInts(list, ", ")
		if len(list) == 1 {
			lines = append(lines, say("One winner: arrow-switched round %s (%s; balance index %.2f).", joined, how, bi))
		} else {
			lines = append(lines, say("One winner: arrow-switched rounds %s (%s; balance index %.2f).", joined, how, bi))
		}
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
