package formats

import (
	"testing"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestLostSwitches: EBUScore keeps the switches of a Mitchell switched
// by rounds (its reader finds them again) and the note says nothing;
// switched table by table, the reader does not find them, and the note
// says so, as KBS's does for any switch (issue 37: "never meet" 0 became
// 48 through EBUScore without a word).
func TestLostSwitches(t *testing.T) {
	rounds, err := mitchell.Generate(mitchell.Options{Tables: 6, Winners: 1, ArrowSwitch: []int{2, 4}})
	if err != nil {
		t.Fatal(err)
	}
	perTable, err := mitchell.Generate(mitchell.Options{Tables: 10, Winners: 1, PerTable: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		f     Format
		from  int
		noted bool
	}{
		{"rounds", EBU, 11, false},
		{"per table", EBU, 11, true},
		{"rounds", KBS, 11, true},
		{"rounds", JSON, 0, false},
	} {
		m := rounds
		if tc.name == "per table" {
			m = perTable
		}
		if tc.from > 0 {
			m, _ = scorerfile.NumberEWFrom(m, tc.from)
		}
		lost := Lost(tc.f, m)
		if (len(lost) > 0) != tc.noted {
			t.Errorf("%s, %s: notes %v, want noted %v", tc.f, tc.name, lost, tc.noted)
		}
	}
}
