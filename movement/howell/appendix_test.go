package howell

import (
	"errors"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestAppendixFacts checks the appendix Howell against what McKinnon's
// "Appendix tables" (bridgecentral.com/MvtHTML/appendixtables.htm) states:
// one table more than the Howell, sharing the boards of a table without a
// stationary pair every round; the new pairs, one and two above the
// Howell's highest, stationary; the Howell's rounds and boards; the moving
// pairs at the appendage table no longer meet, so not all pairs meet; and
// ("Imperfect Howell-Mitchell movement", method 2) every pair plays the
// same number of boards.
func TestAppendixFacts(t *testing.T) {
	for _, P := range []int{5, 6, 7, 8, 9, 10, 12, 13, 14, 16, 20, 28, 42} {
		q := appendixBase(P)
		m, err := Generate(Options{Pairs: P, Appendix: true})
		if err != nil {
			t.Fatalf("%d pairs: %v", P, err)
		}
		if m.Tables != Tables(q)+1 || m.Rounds != CompleteRounds(q) || m.Sets != CompleteRounds(q) {
			t.Errorf("%d pairs: %d tables, %d rounds, %d sets; want %d, %d, %d", P, m.Tables, m.Rounds, m.Sets, Tables(q)+1, CompleteRounds(q), CompleteRounds(q))
		}
		base, err := Generate(Options{Pairs: q})
		if err != nil {
			t.Fatal(err)
		}
		a := AppendageTable(P)
		if a < 1 || a >= m.Tables {
			t.Fatalf("%d pairs: appendage table %d", P, a)
		}
		at := func(mv *movement.Movement, r, tb int) movement.Play {
			for _, p := range mv.Play {
				if p.Round == r && p.Table == tb {
					return p
				}
			}
			t.Fatalf("%d pairs: no play at round %d table %d", P, r, tb)
			return movement.Play{}
		}
		s2 := q + 2
		if P%2 == 1 {
			s2 = 0
		}
		for r := 1; r <= m.Rounds; r++ {
			b, x, y := at(base, r, a), at(m, r, a), at(m, r, m.Tables)
			if x.Set != b.Set || y.Set != b.Set {
				t.Errorf("%d pairs, round %d: sets %d and %d at the appendage and appendix tables, want the Howell's %d", P, r, x.Set, y.Set, b.Set)
			}
			if x.Seats[0] != b.Seats[0] || x.Seats[1] != q+1 || y.Seats[0] != s2 || y.Seats[1] != b.Seats[1] {
				t.Errorf("%d pairs, round %d: appendage %v appendix %v from Howell %v", P, r, x.Seats, y.Seats, b.Seats)
			}
			for tb := 1; tb <= m.Tables-1; tb++ {
				if tb != a && !equalPlay(at(base, r, tb), at(m, r, tb)) {
					t.Errorf("%d pairs, round %d, table %d changed", P, r, tb)
				}
			}
		}
		an := movement.Analyze(m)
		if an.Summary.NeverMeet == 0 {
			t.Errorf("%d pairs: every two pairs meet; the source says they do not", P)
		}
		if P%2 == 0 {
			boards := map[int]int{}
			for _, p := range m.Play {
				for _, s := range p.Seats {
					boards[s] += m.BoardsPerSet
				}
			}
			for p := 1; p <= P; p++ {
				if boards[p] != m.Rounds*m.BoardsPerSet {
					t.Errorf("%d pairs: pair %d plays %d boards, want %d", P, p, boards[p], m.Rounds*m.BoardsPerSet)
				}
			}
		}
	}
}

func equalPlay(a, b movement.Play) bool {
	return a.Set == b.Set && a.Seats[0] == b.Seats[0] && a.Seats[1] == b.Seats[1]
}

func TestAppendixRefused(t *testing.T) {
	for _, o := range []Options{
		{Pairs: 4, Appendix: true},
		{Pairs: 43, Appendix: true},
		{Pairs: 10, Appendix: true, BoardsPerRound: 1},
		{Pairs: 10, Appendix: true, Rounds: 8},
		{Pairs: 10, Appendix: true, Barometer: true},
	} {
		err := o.Check()
		var oe *movement.OptionError
		if !errors.As(err, &oe) {
			t.Errorf("%+v: %v, want an OptionError", o, err)
		}
	}
	if err := (Options{Pairs: 10, Appendix: true, Rounds: 5}).Check(); err != nil {
		t.Errorf("5 of 7 rounds: %v", err)
	}
}
