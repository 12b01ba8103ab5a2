package pairswhist

import (
	"fmt"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestOneWinnerChoice checks the automatic switch rounds of a one-winner
// whist (Winners 1, no ArrowSwitch): at every size up to 8 tables, with a
// missing pair and with a rover too, the chosen whole rounds give a
// balance index no lower than any other choice of whole rounds (every one
// generated with ArrowSwitch and measured), the name says one winner, and
// the notes say every choice was tried, naming the same rounds.
func TestOneWinnerChoice(t *testing.T) {
	t.Parallel()
	var cases []Options
	for T := MinTables; T <= 8; T++ {
		cases = append(cases, Options{Tables: T}, Options{Tables: T, Pairs: 2*T - 1}, Options{Tables: T, Pairs: 2*T + 1})
	}
	for _, o := range cases {
		t.Run(fmt.Sprintf("%d-%d", o.Tables, o.Pairs), func(t *testing.T) {
			t.Parallel()
			o.Winners = 1
			m, err := Generate(o)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasSuffix(m.Name, ", one winner") {
				t.Errorf("name %q", m.Name)
			}
			c, err := Choose(o)
			if err != nil {
				t.Fatal(err)
			}
			got := movement.Analyze(m).Summary.BalanceIndex
			R := m.Rounds
			if !c.Exhaustive || c.Tried != 1<<(R-1)-1 {
				t.Errorf("choice %+v; want every one of %d tried", c, 1<<(R-1)-1)
			}
			for mask := 1; mask < 1<<R-1; mask++ {
				var rounds []int
				for r := range R {
					if mask&(1<<r) != 0 {
						rounds = append(rounds, r+1)
					}
				}
				g := o
				g.Winners, g.ArrowSwitch = 0, rounds
				gm, err := Generate(g)
				if err != nil {
					t.Fatal(err)
				}
				if bi := movement.Analyze(gm).Summary.BalanceIndex; bi > got+1e-9 {
					t.Fatalf("rounds %v give %.4f, the chosen %v %.4f", rounds, bi, c.Rounds, got)
				}
			}
			if len(c.Rounds) == 0 {
				t.Fatalf("no rounds chosen")
			}
			want := fmt.Sprintf("(the best of all %d choices of whole rounds; balance index %.2f)", c.Tried, got)
			var found bool
			for _, l := range Notes(o, m) {
				s := l.String()
				if strings.HasPrefix(s, "One winner: arrow-switched round") {
					found = strings.Contains(s, movement.JoinInts(c.Rounds, ", ")+" "+want)
				}
			}
			if !found {
				t.Errorf("notes %v; want the rounds %v %s", Notes(o, m), c.Rounds, want)
			}
		})
	}
}
