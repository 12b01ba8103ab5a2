package preferans

import (
	"fmt"
	"strings"

	"github.com/movegen/movegen/movement"
)

// Notes returns what the director reads after the chart and the fairness
// report, one line per Text (kept as data for the message catalogue): the
// search figures when the schedule was searched, the table instructions
// in the book's notation ("3S–2W"), the set row or the sets by round, and
// the deals of a set. Method, Why and Promise are not included.
func (r *Result) Notes() ([]movement.Text, error) {
	m := r.Movement
	g, err := Instructions(m)
	if err != nil {
		return nil, err
	}
	out := []movement.Text{{}}
	add := func(t ...movement.Text) { out = append(out, t...) }
	if s := r.Search; s != nil {
		verdict := say("bound reached")
		if s.Repeats > s.Bound {
			verdict = say("bound not reached")
		}
		add(say("Repeated cross-line meetings: %#d (the bound allows %#d) — %s.", s.Repeats, s.Bound, verdict))
		if !s.BoundText.IsZero() {
			add(say("Bound: %s.", s.BoundText))
		}
		if s.Interrupted {
			add(say("The search stopped early (%s or Ctrl-C): this is the best schedule found so far, and another run may differ.", movement.FieldName("time")))
		}
		add(movement.Text{})
	}
	if r.figures {
		add(figures(m), movement.Text{})
	}
	add(guideNotes(m, g)...)
	add(movement.Text{})
	add(setNotes(m)...)
	add(movement.Text{})
	add(dealNotes(m))
	return out, nil
}

// figures states what a layout for a number of players gives each player,
// read off the schedule by movement.Analyze.
func figures(m *movement.Movement) movement.Text {
	rep := movement.Analyze(m)
	lo, hi := m.Rounds, 0
	for _, c := range rep.Contestants {
		lo, hi = min(lo, c.Rests), max(hi, c.Rests)
	}
	return say("Figures: %d players, %d rounds; each player rests %d to %d times; repeated sets: %d; pairs meeting more than once: %d; pairs of different lines who never meet: %d.",
		m.Contestants, m.Rounds, lo, hi, rep.Summary.RepeatedSets, rep.Summary.MeetMoreThanOnce, rep.Summary.NeverMeet)
}

// place writes a place as the book does, "3S", or P for a rest.
func place(p Place) movement.Text {
	if p.Table == 0 {
		return say("P")
	}
	return say("%d%s", p.Table, p.Seat)
}

// movesText writes moves in the book's notation, two spaces apart.
func movesText(moves []Move) movement.Text {
	args := make([]any, 0, 2*len(moves))
	parts := make([]string, len(moves))
	for i, mv := range moves {
		parts[i] = "%s–%s"
		args = append(args, place(mv.From), place(mv.To))
	}
	return movement.Text{Format: strings.Join(parts, "  "), Args: args}
}

// guideNotes lists the table instructions.
func guideNotes(m *movement.Movement, g *Guide) []movement.Text {
	if m.Rounds < 2 {
		return []movement.Text{say("Table instructions: one round, nobody moves.")}
	}
	var out []movement.Text
	if g.Same {
		out = append(out, say("Table instructions (the same after every round; a seat not listed stays):"))
		for t := 1; t <= m.Tables; t++ {
			out = append(out, say("  table %-3d %s", t, movesText(g.Card(t, 1))))
		}
		if rs := g.ReturnsFromRest(1); len(rs) > 0 {
			out = append(out, say("  rest      %s", movesText(rs)))
		}
		return out
	}
	out = append(out, say("Table instructions (they change from round to round; a seat not listed stays):"))
	for t := 1; t <= m.Tables; t++ {
		out = append(out, say("  table %d", t))
		for r := 1; r < m.Rounds; r++ {
			out = append(out, say("    after round %-3d %s", r, movesText(g.Card(t, r))))
		}
	}
	var rest []movement.Text
	for r := 1; r < m.Rounds; r++ {
		if rs := g.ReturnsFromRest(r); len(rs) > 0 {
			rest = append(rest, say("    after round %-3d %s", r, movesText(rs)))
		}
	}
	if len(rest) > 0 {
		out = append(out, say("  rest"))
		out = append(out, rest...)
	}
	return out
}

// setNotes is the director's set row, or the sets by round when the sets
// do not travel along a row.
func setNotes(m *movement.Movement) []movement.Text {
	if row, ok := SetRow(m); ok {
		return []movement.Text{
			say("Set row (sets 1..%d in a row on the director's table; before each round the first set goes to the end):", m.Sets),
			say("  %s", FormatSetRow(row)),
			say("  Each place shows the table that plays the set lying there (—: nobody; 1+2: shared by tables 1 and 2)."),
		}
	}
	out := []movement.Text{say("Sets by round (the sets do not travel along a row; each column is a table, each entry the set it plays):")}
	var head strings.Builder
	for t := 1; t <= m.Tables; t++ {
		fmt.Fprintf(&head, "%3d", t)
	}
	out = append(out, say("  table    %s", head.String()))
	for r, sets := range SetTable(m) {
		var b strings.Builder
		for _, s := range sets {
			fmt.Fprintf(&b, "%3d", s)
		}
		out = append(out, say("  round %-3d%s", r+1, b.String()))
	}
	return out
}

// dealNotes says how many deals a set holds and who deals each.
func dealNotes(m *movement.Movement) movement.Text {
	bs := m.BoardsOf(1)
	parts := make([]string, len(bs))
	args := make([]any, len(bs))
	for i, d := range bs {
		parts[i] = "%s"
		args[i] = say("deal %d by %s", i+1, d.Dealer)
	}
	list := movement.Text{Format: strings.Join(parts, ", "), Args: args}
	n := len(bs)
	if n < len(m.Seats) && m.Sets >= 2 {
		var second []any
		var secondParts []string
		for i, d := range m.BoardsOf(2) {
			secondParts = append(secondParts, "%s")
			second = append(second, say("deal %d by %s", n+i+1, d.Dealer))
		}
		next := movement.Text{Format: strings.Join(secondParts, ", "), Args: second}
		return say("Deals: %d per set at tables of four; set k holds deals %d(k−1)+1 to %dk. The deal passes round the table from deal to deal across the sets (set 1: %s; set 2: %s), so each round one player does not deal; the dealer sits out his deal.", n, n, n, list, next)
	}
	if len(m.Seats) == 4 {
		return say("Deals: %d per set; set k holds deals %d(k−1)+1 to %dk. In every set %s; the dealer sits out his deal.", n, n, n, list)
	}
	return say("Deals: %d per set; set k holds deals %d(k−1)+1 to %dk. In every set %s; the talon lies in the W pocket.", n, n, n, list)
}
