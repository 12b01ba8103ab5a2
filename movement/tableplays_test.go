package movement_test

import (
	"testing"

	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestTablePlays: a record for every table on every deal it plays, and
// none for a sit-out: a 3-table Mitchell plays its 27 boards at 3 tables
// each; a 9-pair Howell plays 9 rounds at 4 tables, the ninth pair out.
func TestTablePlays(t *testing.T) {
	m3, err := mitchell.Generate(mitchell.Options{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m3.TablePlays(), 27*3; got != want {
		t.Errorf("Mitchell 3: %d, want %d", got, want)
	}
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := h9.TablePlays(), h9.Rounds*4*h9.BoardsPerSet; got != want {
		t.Errorf("Howell 9: %d, want %d (%d rounds, 4 tables in play, %d boards a round)", got, want, h9.Rounds, h9.BoardsPerSet)
	}
}
