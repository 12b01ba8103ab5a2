package movement_test

import (
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestJoin lays a 3-table and a 5-table Mitchell side by side: tables,
// contestants and (unshared) sets of the second are numbered after the
// first, labels get their prefix, rounds are the longer part's, sections
// are recorded when asked, and shared sets keep their numbers.
func TestJoin(t *testing.T) {
	a, err := mitchell.Generate(mitchell.Options{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	b, err := mitchell.Generate(mitchell.Options{Tables: 5, BoardsPerRound: a.BoardsPerSet})
	if err != nil {
		t.Fatal(err)
	}
	for _, share := range []bool{false, true} {
		m, err := movement.Join([]*movement.Movement{a, b}, movement.JoinOptions{Sections: true, ShareSets: share, LabelPrefix: movement.SectionLetter})
		if err != nil {
			t.Fatal(err)
		}
		wantSets := 3 + 5
		if share {
			wantSets = 5
		}
		if m.Tables != 8 || m.Contestants != 16 || m.Rounds != 5 || m.Sets != wantSets || len(m.Sections) != 2 || m.Sections[1] != (movement.Section{Name: "D", Tables: 5}) {
			t.Fatalf("share %v: %d tables, %d contestants, %d rounds, %d sets, sections %v", share, m.Tables, m.Contestants, m.Rounds, m.Sets, m.Sections)
		}
		if got, want := m.Label(7), "D"+b.Label(1); got != want {
			t.Errorf("label of contestant 7 = %q, want %q", got, want)
		}
		for _, p := range m.Play {
			if p.Table > 3 && p.Seats[0] <= 6 {
				t.Errorf("round %d table %d: contestant %d of the first part in the second", p.Round, p.Table, p.Seats[0])
			}
		}
		if errs := movement.Validate(m).Errors(); len(errs) > 0 {
			t.Errorf("share %v: %v", share, errs)
		}
	}
	if _, err := movement.Join([]*movement.Movement{a, {Kind: movement.Individual}}, movement.JoinOptions{}); err == nil {
		t.Error("joined a pairs movement with an individual one")
	}
}
