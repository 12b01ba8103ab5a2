package movement_test

import (
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestSectionsLimitWhoCanMeet: two pairs who always sit in different
// sections can never meet, so the report does not count them among the
// pairs who never meet. A 30-pair field in two sections of 8 and 7 tables
// (7 rounds, the 8-table section skipping) leaves only the NS–EW pairs of
// the 8-table section that the skip keeps apart: 8 of them.
func TestSectionsLimitWhoCanMeet(t *testing.T) {
	m, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	canMeet := 0
	for i := 1; i <= m.Contestants; i++ {
		for j := i + 1; j <= m.Contestants; j++ {
			if rep.CanMeet(i, j) {
				canMeet++
			}
		}
	}
	// Within each section every NS pair can meet every EW pair: 8×8 + 7×7.
	if want := 8*8 + 7*7; canMeet != want {
		t.Errorf("pairs who can meet: %d, want %d", canMeet, want)
	}
	if got := rep.Summary.NeverMeet; got != 8 {
		t.Errorf("never meet: %d, want 8 (the skip in the 8-table section)", got)
	}
	if rep.CanMeet(1, 30) {
		t.Error("pair 1 (section A) and pair 30 (section B) can meet")
	}
}
