package formats

import (
	"slices"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/ebufile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Lost lists what a file of format f written from m does not keep, one
// sentence fragment an item ("arrow switches (written by the cards
// held)"), for a front end to note when it writes the file; nil when the
// file keeps all of it. It says nothing of what the writer refuses
// (Marshal does). The table of docs/formats/properties.md says, format by
// format, which properties are kept, noted here, or refused.
func Lost(f Format, m *movement.Movement) []movement.Text {
	switch f {
	case JSON, ASE:
		return nil
	case ASC:
		return ascfile.LostText(m)
	}
	var out []movement.Text
	if slices.ContainsFunc(scorerfile.Numbers(m), func(n scorerfile.Number) bool { return n.Named }) {
		out = append(out, movement.Say("names (the file numbers the pairs; the cards print the names)"))
	}
	switched := slices.ContainsFunc(m.Play, func(p movement.Play) bool { return p.Switched })
	switch {
	case switched && f == KBS:
		out = append(out, movement.Say("arrow switches (written by the cards held: each pair sits where its cards belong)"))
	case switched && f == EBU && m.Teams == nil:
		// Type 2 marks a switched Mitchell, whose switches the reader
		// finds again; in any other type they are seats by the cards.
		if ebufile.TypeOf(m) != ebufile.SwitchedMitchell {
			out = append(out, movement.Say("arrow switches (written by the cards held: each pair sits where its cards belong)"))
		}
	}
	if f == EBU && m.Teams != nil && m.Teams.Boards == movement.BoardsCopies {
		out = append(out, movement.Say("copies of the boards (EBUScore's file does not say how the tables of a match share the boards; read back, one copy is exchanged)"))
	}
	return out
}
