package replan

import (
	"github.com/movegen/movegen/movement"
)

// Label is a contestant's label inside a note, so that a printer can put
// it into its language ("3 EW" reads "3 ВЗ" in Russian) before the note.
type Label string

// String returns the label as it is.
func (l Label) String() string { return string(l) }

// notes says what was done, one sentence a change.
func (st *state) notes(out *movement.Movement, res *Result) []movement.Text {
	var notes []movement.Text
	for n := st.newFrom; n <= st.C; n++ {
		var phantom, rover, rests []int
		for k := range st.nr {
			j := st.pos[k][n]
			switch {
			case j < 0:
				rests = append(rests, st.from+k)
			case st.base[k][j] == 0:
				phantom = append(phantom, st.from+k)
			default:
				rover = append(rover, st.from+k)
			}
		}
		label := Label(out.Label(n))
		switch {
		case len(rover) == 0 && len(rests) == 0:
			notes = append(notes, say("%s joins from round %d at the empty seat (the phantom's place) in every round.", label, st.from))
		case len(rover) == 0:
			notes = append(notes, say("%s joins from round %d at the empty seat (the phantom's place); sits out %s.", label, st.from, inRounds(rests)))
		default:
			notes = append(notes, say("%s joins from round %d as a rover: %s it takes a seat whose occupant sits out that round.", label, st.from, inRounds(rover)))
			if len(phantom) > 0 {
				notes = append(notes, say("It takes the empty seat (the phantom's place) %s.", inRounds(phantom)))
			}
			if len(rests) > 0 {
				notes = append(notes, say("It sits out %s.", inRounds(rests)))
			}
		}
	}
	for c := 1; c < st.newFrom; c++ {
		if st.pos[0][c] == absent {
			notes = append(notes, say("%s leaves after round %d.", Label(out.Label(c)), st.from-1))
		}
	}
	for _, t := range st.lost {
		if tableUsedFrom(st.m, t, st.from) {
			notes = append(notes, say("Table %d is not used from round %d; its contestants play elsewhere or sit out.", t, st.from))
		}
	}
	return notes
}

// tableUsedFrom reports whether the original plan uses table t from round
// from on.
func tableUsedFrom(m *movement.Movement, t, from int) bool {
	for _, p := range m.Play {
		if p.Table == t && p.Round >= from {
			return true
		}
	}
	return false
}

// inRounds says "in round 6" or "in rounds 2, 3, 4".
func inRounds(rounds []int) movement.Text {
	if len(rounds) == 1 {
		return say("in round %d", rounds[0])
	}
	return say("in rounds %s", movement.JoinInts(rounds, ", "))
}
