package formats

import (
	"bytes"
	"maps"
	"slices"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/bmdcfile"
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
	case BMDC:
		return bmdcfile.Lost(m)
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
		// finds again when every pair holds its own line's cards more
		// often than the other's; in any other type, or when it does
		// not, they are seats by the cards. Whether it does is read
		// back, not guessed.
		if ebufile.TypeOf(m) != ebufile.SwitchedMitchell || !ebuKeepsSwitches(m) {
			out = append(out, movement.Say("arrow switches (written by the cards held: each pair sits where its cards belong)"))
		}
	}
	if t, ok := m.SectionNamesLost(); ok && (f == EBU || f == KBS) {
		out = append(out, t)
	}
	if f == EBU && m.Teams != nil && m.Teams.Boards == movement.BoardsCopies {
		out = append(out, movement.Say("copies of the boards (EBUScore's file does not say how the tables of a match share the boards; read back, one copy is exchanged)"))
	}
	return out
}

// ebuKeepsSwitches reports whether m written to EBUScore and read back
// has its arrow switches at the same tables and rounds.
func ebuKeepsSwitches(m *movement.Movement) bool {
	b, err := ebufile.Marshal(m)
	if err != nil {
		return false
	}
	es, err := ebufile.Read(bytes.NewReader(b), "")
	if err != nil || len(es) != 1 || es[0].Movement == nil {
		return false
	}
	at := func(x *movement.Movement) map[[2]int]bool {
		out := map[[2]int]bool{}
		for _, p := range x.Play {
			if p.Switched {
				out[[2]int{p.Round, p.Table}] = true
			}
		}
		return out
	}
	return maps.Equal(at(m), at(es[0].Movement))
}
