package scorerfile

import (
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestNumbers(t *testing.T) {
	m := &movement.Movement{Kind: movement.Pairs, Contestants: 6, Labels: map[int]string{
		1: "1 NS", 2: "A2 NS", 3: "11", 4: "Smith", 5: "3 EW"}}
	want := []Number{{N: 1, Line: movement.NS}, {N: 2, Line: movement.NS, Section: "A"}, {N: 11}, {N: 4, Named: true}, {N: 3, Line: movement.EW}, {N: 6}}
	for i, n := range Numbers(m) {
		if n != want[i] {
			t.Errorf("contestant %d: %+v, want %+v", i+1, n, want[i])
		}
	}
}

func TestUniqueNumbers(t *testing.T) {
	mit := &movement.Movement{Kind: movement.Pairs, Contestants: 4, Labels: map[int]string{1: "1 NS", 2: "2 NS", 3: "1 EW", 4: "2 EW"}}
	for _, tc := range []struct {
		name    string
		m       *movement.Movement
		from    int
		unique  bool
		inOrder bool
	}{
		{"NS 1 and EW 1", mit, 0, false, false},
		{"EW from 11", mit, 11, true, false},
		{"EW from 3", mit, 3, true, true},
		{"EW from 2", mit, 2, false, false},
	} {
		m := tc.m
		if tc.from > 0 {
			m, _ = NumberEWFrom(m, tc.from)
		}
		_, why := UniqueNumbers(m, "X")
		if why.IsZero() != tc.unique {
			t.Errorf("%s: unique %v, want %v (%v)", tc.name, why.IsZero(), tc.unique, why)
		}
		_, why = ConsecutiveNumbers(m, "X")
		if why.IsZero() != tc.inOrder {
			t.Errorf("%s: in order %v, want %v (%v)", tc.name, why.IsZero(), tc.inOrder, why)
		}
	}
	if got := EWFrom(mit, false); got != 11 {
		t.Errorf("EWFrom KBS-style = %d, want 11", got)
	}
	if got := EWFrom(mit, true); got != 3 {
		t.Errorf("EWFrom in order = %d, want 3", got)
	}
	if c, _ := NumberEWFrom(mit, 11); c.Labels[3] != "11 EW" || mit.Labels[3] != "1 EW" {
		t.Errorf("NumberEWFrom: %v (original %v)", c.Labels, mit.Labels)
	}
}
