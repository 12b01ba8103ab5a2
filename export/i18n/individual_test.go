package i18n

import (
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestEveryIndividualMessageTranslated: every sentence the whist
// tournament generator hands over as data has a Russian entry.
func TestEveryIndividualMessageTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../../movement/whist")
	keys := dataKeys(fset, files)
	for _, want := range []string{"whist tournament", "Partial whist tournament: %d of the %d rounds (%s), chosen greedily and then improved by swaps so that opponent counts are as even as possible; no two players are partners twice."} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the format %q; found %d", want, len(keys))
		}
	}
	checkKeys(t, keys)
}

// TestIndividualRussian: a note with nested words comes out in Russian.
func TestIndividualRussian(t *testing.T) {
	got := New("ru").Message("%s; every player holds North–South and East–West equally often.",
		New("ru").Message("Seats: tables turn a quarter in chosen rounds (partners and opponents stay the same) to even out who is compared with whom"))
	want := "Позиции: в выбранных турах стол поворачивается на четверть (партнёры и соперники не меняются), чтобы выровнять, кто с кем сравнивается; каждый игрок одинаково часто играет на линиях С–Ю и В–З."
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestWhistPropertyTranslated: the report's property of a whist
// tournament has a Russian word.
func TestWhistPropertyTranslated(t *testing.T) {
	checkKeys(t, []key{{string(movement.PropWhist), "movement"}})
}
