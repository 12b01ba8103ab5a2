package seating

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestTextString: a Text prints as fmt would print its format and
// arguments, nested Texts as their own English, and %#d without grouping.
func TestTextString(t *testing.T) {
	tests := []struct {
		name string
		text movement.Text
		want string
	}{
		{"zero", movement.Text{}, ""},
		{"plain", say("tabu search"), "tabu search"},
		{"numbers", say("%#d meetings among %#d pairs", 1128, 1035), "1128 meetings among 1035 pairs"},
		{"nested", say("%s, then tabu search", say("affine plane AG(2,%d)", 4)), "affine plane AG(2,4), then tabu search"},
		{"spec", cyclicSpec{m: 7, c: 3, f: 1, rest: 2}.text(), "Z_7 acting on 3 classes and 1 fixed player, 2 resting in turn"},
	}
	for _, tt := range tests {
		if got := tt.text.String(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
		if tt.text.IsZero() != (tt.want == "") {
			t.Errorf("%s: IsZero %v", tt.name, tt.text.IsZero())
		}
	}
}

// TestTextsWellFormed: on problems that reach every kind of statement,
// method and default-rounds reason, each Text has a format and its
// arguments fit its verbs (no %!d(MISSING) or %!(EXTRA …) in the English).
func TestTextsWellFormed(t *testing.T) {
	problems := []Problem{
		{Players: 16, TableSizes: tables(4, 4), Rounds: 5},                          // affine plane, resolvable-4
		{Players: 9, TableSizes: tables(3, 3), Rounds: 4},                           // affine, Kirkman
		{Players: 6, TableSizes: tables(3, 2), Rounds: 2},                           // small case
		{Players: 36, TableSizes: tables(6, 6), Rounds: 4},                          // Latin squares of order 6
		{Players: 13, TableSizes: tables(4, 3), Rounds: 13},                         // one rest, λ
		{Players: 12, TableSizes: tables(4, 3), Rounds: 5},                          // repeats forced
		{Players: 24, TableSizes: tables(4, 6), Rounds: 6, Lines: true, Sets: true}, // lines, MOLS
		{Players: 23, TableSizes: tables(4, 5), Rounds: 7},                          // cyclic design with rests
		{Players: 22, TableSizes: tables(4, 5), Rounds: 2},                          // tabu search
	}
	check := func(what string, tx movement.Text) {
		t.Helper()
		s := tx.String()
		if tx.Format == "" || s == "" || strings.Contains(s, "%!") {
			t.Errorf("%s: malformed text %q from %q %v", what, s, tx.Format, tx.Args)
		}
	}
	codes := map[StatementCode]bool{}
	for _, p := range problems {
		b, err := BoundsOf(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range b.Statements {
			codes[st.Code] = true
			check(string(st.Code), st.Text)
		}
		if p.Players == 36 {
			continue // the statement is all this case is for; its search is slow
		}
		res, err := Solve(context.Background(), p, Options{Seed: 1, Effort: 200})
		if err != nil {
			t.Fatal(err)
		}
		check("method", res.Method)
		p.Rounds = 0
		if p.Lines {
			continue
		}
		_, why, err := DefaultRounds(p)
		if err != nil {
			t.Fatal(err)
		}
		check("default rounds", why)
	}
	for _, c := range []StatementCode{StmtGolfer, StmtRepeatsForced, StmtNoRepeatsPossible, StmtSpread, StmtOneRest,
		StmtAffine, StmtKirkman, StmtResolvable4, StmtLatinSix, StmtLinesPerfect, StmtSmallCase} {
		if !codes[c] {
			t.Errorf("no problem above makes a %s statement", c)
		}
	}
}
