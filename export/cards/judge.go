package cards

import (
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// SetRowGrid returns the judge's set row of a preferans movement as the
// book draws it: the places of the row (1..S) as the header, and under
// each the table that plays the set lying there, or Z when nobody plays
// it ("3+5" when two tables share it). Before each round after the first
// the judge moves the first set to the end of the row, so the row never
// changes (movement.SetRow). ok is false when the sets do not travel
// that way; the set-by-round grid (setsGrid) is then the judge's sheet.
func SetRowGrid(p *i18n.Printer, b *Book) (rows [][]string, ok bool) {
	row, ok := movement.SetRow(b.Movement)
	if !ok {
		return nil, false
	}
	head := []string{p.T("Place")}
	line := []string{p.T("Table")}
	for i, ts := range row {
		head = append(head, strconv.Itoa(i+1))
		if len(ts) == 0 {
			line = append(line, sheet.None)
			continue
		}
		parts := make([]string, len(ts))
		for j, t := range ts {
			parts[j] = strconv.Itoa(t)
		}
		line = append(line, strings.Join(parts, "+"))
	}
	return [][]string{head, line}, true
}

// placeText writes a place in the book's notation in the printer's
// language: "3S" ("3 Ю" in Russian), or P (Р) for the rest.
func placeText(p *i18n.Printer, pl movement.Place) string {
	if pl.Table == 0 {
		return p.T("P")
	}
	return SeatTag(p, pl.Table, pl.Seat)
}

// InstructionNote is the line above the judge's instruction sheet: what
// P means where somebody rests, and that a player who keeps his place has
// no line (a 28-player scheme said what P means though nobody rests).
func InstructionNote(p *i18n.Printer, b *Book) string {
	m := b.Movement
	rests := false
	if g, err := movement.Instructions(m); err == nil {
		for r := 1; r <= max(m.Rounds-1, 1) && !rests; r++ {
			for _, mv := range g.Moves(r) {
				rests = rests || mv.From.Table == 0 || mv.To.Table == 0
			}
		}
	}
	if rests {
		return p.T("P: the resting player; a player who keeps his place has no line.")
	}
	return p.T("A player who keeps his place has no line.")
}

// InstructionGrid returns the judge's instruction sheet of a preferans
// movement (movement.Instructions), header first: one row per table with
// the "3S–2W" lines written on its card, and a row for the resting player
// ("P–2W") when someone rests. When the moves are the same after every
// round there is one row per table; otherwise one per round and table,
// the round first. A player who keeps his place has no line.
func InstructionGrid(p *i18n.Printer, b *Book) ([][]string, error) {
	m := b.Movement
	g, err := movement.Instructions(m)
	if err != nil {
		return nil, err
	}
	line := func(moves []movement.Instruction) string {
		parts := make([]string, len(moves))
		for i, mv := range moves {
			parts[i] = placeText(p, mv.From) + "–" + placeText(p, mv.To)
		}
		return strings.Join(parts, "   ")
	}
	add := func(rows [][]string, lead []string, r int) [][]string {
		for t := 1; t <= m.Tables; t++ {
			rows = append(rows, append(append([]string{}, lead...), strconv.Itoa(t), line(g.Card(t, r))))
		}
		if mv, ok := g.ReturnFromRest(r); ok {
			rows = append(rows, append(append([]string{}, lead...), p.T("P"), line([]movement.Instruction{mv})))
		}
		return rows
	}
	if g.Same {
		return add([][]string{{p.T("Table"), p.T("Instructions")}}, nil, 1), nil
	}
	rows := [][]string{{p.T("After round"), p.T("Table"), p.T("Instructions")}}
	for r := 1; r < m.Rounds; r++ {
		rows = add(rows, []string{strconv.Itoa(r)}, r)
	}
	return rows, nil
}
