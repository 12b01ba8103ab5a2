package cards

import (
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// TestSetupCopiesAgreeWithTheHalvesApart: a teams movement whose matches
// are played in halves rounds apart says that the boards travel between
// the halves; where a set is in play at two tables at once (the Stagger's
// matches of a round share a set, 2 copies) it never says that one copy of
// each set serves the room, which the line above it ("Make 2 copies")
// denies.
func TestSetupCopiesAgreeWithTheHalvesApart(t *testing.T) {
	stagger, pivot, _ := breakForms(t)
	for _, c := range []struct {
		name string
		m    *movement.Movement
	}{
		{"stagger 8", stagger},
		{"pivot 5", pivot},
	} {
		b, err := Build(c.m)
		if err != nil {
			t.Fatal(err)
		}
		hi := slices.Max(movement.Copies(c.m))
		for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
			p := i18n.New(lang)
			lines := teamsBoardsLines(p, b)
			room := p.T("The two halves of a match are played in different rounds: the boards travel from one table to the other as the table cards say, so one copy of each set serves the room.")
			match := p.T("The two halves of a match are played in different rounds: the boards travel from one table to the other as the table cards say, one copy serving both halves of the match.")
			want := room
			if hi > 1 {
				want = match
			}
			if !slices.Contains(lines, want) {
				t.Errorf("%s %s (%d copies): %q, want %q in it", c.name, lang, hi, strings.Join(lines, " | "), want)
			}
			if hi > 1 && slices.Contains(lines, room) {
				t.Errorf("%s %s: %d copies and %q", c.name, lang, hi, room)
			}
		}
	}
}
