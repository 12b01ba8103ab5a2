package howell_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/gencheck"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestInterwoven checks the facts the sources state for the interwoven
// Howell (interwoven.go) at every size movegen builds: T tables and T
// rounds; two lines, the Mitchell's NS pairs 1..T and its EW pairs
// T+1..2T, each pair meeting every pair of its own line once and one pair
// of the other line, at table 1; one set of boards for both lines (every
// set at one table each round, no sharing) and every pair playing every
// set once; and, after the Mitchell of T tables less one round, every
// pair meeting every other once: 10 + 11 = 21 rounds at 11 tables
// (bridge-results.de), 6 + 7 at 7 tables (McKinnon's "interwoven (6+7)").
func TestInterwoven(t *testing.T) {
	t.Parallel()
	for _, T := range []int{7, 11, 13, 17, 19} {
		t.Run(fmt.Sprint(T), func(t *testing.T) {
			t.Parallel()
			m, rep := gencheck.Analyze(t, howell.Generate, howell.Options{Pairs: 2 * T, Interwoven: true})
			if m.Tables != T || m.Rounds != T || m.Sets != T || m.Contestants != 2*T {
				t.Fatalf("%d tables, %d rounds, %d sets, %d pairs; want %d, %d, %d, %d", m.Tables, m.Rounds, m.Sets, m.Contestants, T, T, T, 2*T)
			}
			line := func(p int) int { return (p - 1) / T } // 0: the NS line, 1: the EW line
			sets := map[[2]int]int{}                       // (round, set) → tables playing it
			played := map[[2]int]int{}                     // (pair, set) → times
			met := map[[2]int]int{}
			for _, p := range m.Play {
				a, b := p.Seats[0], p.Seats[1]
				sets[[2]int{p.Round, p.Set}]++
				played[[2]int{a, p.Set}]++
				played[[2]int{b, p.Set}]++
				met[[2]int{min(a, b), max(a, b)}]++
				if cross := line(a) != line(b); cross != (p.Table == 1) {
					t.Errorf("round %d table %d: pairs %d and %d", p.Round, p.Table, a, b)
				}
			}
			for r := 1; r <= T; r++ {
				for s := 1; s <= T; s++ {
					if n := sets[[2]int{r, s}]; n != 1 {
						t.Errorf("round %d: set %d at %d tables, want 1", r, s, n)
					}
				}
			}
			for p := 1; p <= 2*T; p++ {
				for s := 1; s <= T; s++ {
					if n := played[[2]int{p, s}]; n != 1 {
						t.Errorf("pair %d plays set %d %d times, want once", p, s, n)
					}
				}
			}
			// The Mitchell less its last round: the two sessions together.
			mi, err := mitchell.Generate(mitchell.Options{Tables: T, Rounds: T - 1})
			if err != nil {
				t.Fatal(err)
			}
			if mi.Contestants != 2*T || mi.Label(1) != m.Label(1) || mi.Label(T+1) != m.Label(T+1) {
				t.Fatalf("the Mitchell's pairs (%d, %s, %s) are not the interwoven Howell's (%d, %s, %s)",
					mi.Contestants, mi.Label(1), mi.Label(T+1), m.Contestants, m.Label(1), m.Label(T+1))
			}
			checkTwoSessions(t, T, m, mi, met)
			if got := mi.Rounds + m.Rounds; got != 2*T-1 {
				t.Errorf("%d rounds over the two sessions, want %d", got, 2*T-1)
			}
			s := rep.Summary
			if s.Meetings.Max != 1 || s.RepeatedSets != 0 {
				t.Errorf("meetings up to %d, %d sets repeated", s.Meetings.Max, s.RepeatedSets)
			}
		})
	}
}

// TestInterwovenDouble checks McKinnon's double Howell, the form built
// at an even number of tables and at 9 and 15: each line the complete
// Howell of its pairs with a copy of the boards of its own (sections A and
// D, table k of D playing the set of the matching table of A); at an even
// number T−1 rounds, the last pair of each line staying NS at the first
// table of its section (Magic Contest's "16 tables, 15 rounds", lines 1–15
// and 16, 21–35 and 36), no pair meeting the other line, and after the
// relay Mitchell of T rounds everyone has met everyone (McKinnon's 10
// tables: 10 rounds, then a double 5-table Howell of 9); at 9 and 15, T
// rounds, the two pairs who would meet the missing stationary pair
// meeting at table 1, and after the Mitchell less a round everyone has met
// everyone (McKinnon's 9 tables: 8 rounds, then a double 5-table Howell of
// 9).
func TestInterwovenDouble(t *testing.T) {
	t.Parallel()
	for _, T := range []int{8, 9, 10, 12, 14, 15, 16, 18, 20} {
		t.Run(fmt.Sprint(T), func(t *testing.T) {
			t.Parallel()
			m, rep := gencheck.Analyze(t, howell.Generate, howell.Options{Pairs: 2 * T, Interwoven: true})
			odd := T%2 == 1
			R, h := T-1, T/2
			if odd {
				R, h = T, (T+1)/2
			}
			if m.Tables != T || m.Rounds != R || m.Contestants != 2*T {
				t.Fatalf("%d tables, %d rounds, %d pairs; want %d, %d, %d", m.Tables, m.Rounds, m.Contestants, T, R, 2*T)
			}
			if len(m.Sections) != 2 || m.Sections[0].Tables != h || m.Sections[1].Tables != T-h {
				t.Fatalf("sections %+v, want A of %d tables and D of %d", m.Sections, h, T-h)
			}
			line := func(p int) int { return (p - 1) / T }
			met := map[[2]int]int{}
			played := map[[2]int]int{}
			byTable := map[[2]int]int{} // (round, table) → set
			for _, p := range m.Play {
				a, b := p.Seats[0], p.Seats[1]
				met[[2]int{min(a, b), max(a, b)}]++
				played[[2]int{a, p.Set}]++
				played[[2]int{b, p.Set}]++
				byTable[[2]int{p.Round, p.Table}] = p.Set
				if cross := line(a) != line(b); cross != (odd && p.Table == 1) {
					t.Errorf("round %d table %d: pairs %d and %d", p.Round, p.Table, a, b)
				}
				if !odd && (p.Table == 1 && a != T || p.Table == h+1 && a != 2*T) {
					t.Errorf("round %d table %d: NS %d, want the stationary pair", p.Round, p.Table, a)
				}
			}
			// Section D's table k plays the set of section A's matching
			// table (its own copy).
			for r := 1; r <= R; r++ {
				for k := 1; k <= T-h; k++ {
					ta := k
					if odd {
						ta = k + 1
					}
					if sa, sd := byTable[[2]int{r, ta}], byTable[[2]int{r, h + k}]; sa != sd {
						t.Errorf("round %d: table %d plays set %d, table %d set %d", r, ta, sa, h+k, sd)
					}
				}
			}
			for p := 1; p <= 2*T; p++ {
				for s := 1; s <= m.Sets; s++ {
					if n := played[[2]int{p, s}]; n > 1 {
						t.Errorf("pair %d plays set %d %d times", p, s, n)
					}
				}
			}
			mo := mitchell.Options{Tables: T}
			if odd {
				mo.Rounds = T - 1
			}
			mi, err := mitchell.Generate(mo)
			if err != nil {
				t.Fatal(err)
			}
			checkTwoSessions(t, T, m, mi, met)
			if s := rep.Summary; s.Meetings.Max != 1 || s.RepeatedSets != 0 {
				t.Errorf("meetings up to %d, %d sets repeated", s.Meetings.Max, s.RepeatedSets)
			}
		})
	}
}

// TestInterwovenSizes checks which sizes are built and that the others are
// refused as unsupported, with the field named: below 7 tables (the
// sources' "from 7 tables") and above MaxPairs, odd pair counts; and which
// form each size gets.
func TestInterwovenSizes(t *testing.T) {
	t.Parallel()
	for T := 1; T <= howell.MaxInterwovenTables+1; T++ {
		want := T >= 7 && T <= 20
		if got := howell.InterwovenTables(T); got != want {
			t.Errorf("InterwovenTables(%d) = %v, want %v", T, got, want)
		}
		one := T == 7 || T == 11 || T == 13 || T == 17 || T == 19
		if got := howell.InterwovenOneSet(T); got != one {
			t.Errorf("InterwovenOneSet(%d) = %v, want %v", T, got, one)
		}
	}
	for _, P := range []int{6, 10, 12, 15, 27, 42} {
		err := howell.Options{Pairs: P, Interwoven: true}.Check()
		var oe *movement.OptionError
		if !errors.As(err, &oe) || oe.Field != "Pairs" || !errors.Is(err, movement.ErrUnsupported) {
			t.Errorf("%d pairs: %v; want an unsupported Pairs error", P, err)
		}
	}
	for _, o := range []howell.Options{
		{Pairs: 14, Interwoven: true, Barometer: true},
		{Pairs: 14, Interwoven: true, Rounds: 8},
		{Pairs: 16, Interwoven: true, Rounds: 8},
	} {
		if err := o.Check(); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	// A short one plays the first rounds, and its notes claim no longer
	// that everyone meets everyone over the two sessions.
	for _, P := range []int{22, 32} {
		o := howell.Options{Pairs: P, Interwoven: true, Rounds: 6}
		m, err := howell.Generate(o)
		if err != nil || m.Rounds != 6 {
			t.Fatalf("%d pairs, 6 rounds: %v", P, err)
		}
		notes, err := howell.Notes(o, m)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range notes {
			if s := l.String(); strings.Contains(s, "every pair meets every other once") {
				t.Errorf("%d pairs, 6 rounds: %q", P, s)
			}
		}
	}
}

// TestInterwovenSectionsShared: in the 9-table double interwoven Howell
// the EW line's pairs 10–18 play one round each at table A1 and the rest
// in section D, so neither section is a field by itself (each lists them
// as shared with the other); at 8 tables the two sections are the two
// lines, and share nobody.
func TestInterwovenSectionsShared(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tables int
		shared bool
	}{{9, true}, {8, false}, {10, false}} {
		m, err := howell.Generate(howell.Options{Pairs: 2 * c.tables, Interwoven: true})
		if err != nil {
			t.Fatal(err)
		}
		secs := movement.Analyze(m).Sections
		if len(secs) != 2 {
			t.Fatalf("%d tables: %d sections", c.tables, len(secs))
		}
		for i, s := range secs {
			other := secs[1-i].Name
			if !c.shared {
				if len(s.Shared) > 0 {
					t.Errorf("%d tables: section %s shares %v", c.tables, s.Name, s.Shared)
				}
				continue
			}
			want := []int{10, 11, 12, 13, 14, 15, 16, 17, 18}
			if fmt.Sprint(s.Shared) != fmt.Sprint(want) || fmt.Sprint(s.Also) != fmt.Sprint([]string{other}) {
				t.Errorf("%d tables: section %s shares %v with %v, want %v with %s", c.tables, s.Name, s.Shared, s.Also, want, other)
			}
		}
	}
}

// checkTwoSessions adds the Mitchell mi's meetings to met (the interwoven
// Howell m's) and checks that over the two sessions every two of the 2T
// pairs meet exactly once, and that m's notes claim so.
func checkTwoSessions(t *testing.T, T int, m, mi *movement.Movement, met map[[2]int]int) {
	t.Helper()
	for _, p := range mi.Play {
		a, b := p.Seats[0], p.Seats[1]
		met[[2]int{min(a, b), max(a, b)}]++
	}
	for a := 1; a <= 2*T; a++ {
		for b := a + 1; b <= 2*T; b++ {
			if n := met[[2]int{a, b}]; n != 1 {
				t.Errorf("pairs %d and %d meet %d times over the two sessions, want once", a, b, n)
			}
		}
	}
	// The notes claim what the loop above checked.
	notes, err := howell.Notes(howell.Options{Pairs: 2 * T, Interwoven: true}, m)
	if err != nil {
		t.Fatal(err)
	}
	claimed := false
	for _, l := range notes {
		claimed = claimed || strings.Contains(l.String(), "every pair meets every other once over the two sessions")
	}
	if !claimed {
		t.Errorf("notes %v: no two-session claim", notes)
	}
}
