package rainbow

import (
	"errors"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestRainbowACBL checks the ACBL Handbook's description entry by entry
// at 7 tables (28 players, 7 rounds): from each round to the next the
// North player at a table stays, the South player comes from the table
// below (moves up one), the East player from two below (up two), the West
// player from two above (down two), and the set from the table above
// (boards down one).
func TestRainbowACBL(t *testing.T) {
	t.Parallel()
	const T = 7
	m, err := Generate(Options{Tables: T})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != T || m.Tables != T || m.Contestants != 4*T || m.Sets != T {
		t.Fatalf("%d rounds, %d tables, %d players, %d sets", m.Rounds, m.Tables, m.Contestants, m.Sets)
	}
	g := m.Grid()
	at := func(r, tb int) *movement.Play { return g[r-1][(tb-1+T)%T] }
	for r := 2; r <= T; r++ {
		for tb := 1; tb <= T; tb++ {
			now := at(r, tb)
			n, e, s, w := now.Seats[0], now.Seats[1], now.Seats[2], now.Seats[3]
			if n != at(r-1, tb).Seats[0] {
				t.Errorf("round %d table %d: North moved", r, tb)
			}
			if s != at(r-1, tb-1).Seats[2] {
				t.Errorf("round %d table %d: South did not come up one", r, tb)
			}
			if e != at(r-1, tb-2).Seats[1] {
				t.Errorf("round %d table %d: East did not come up two", r, tb)
			}
			if w != at(r-1, tb+2).Seats[3] {
				t.Errorf("round %d table %d: West did not come down two", r, tb)
			}
			if now.Set != at(r-1, tb+1).Set {
				t.Errorf("round %d table %d: the set did not come down one", r, tb)
			}
		}
	}
}

// TestRainbowRange proves, for every prime from MinTables to MaxTables,
// that the Rainbow is valid, every player plays every set once, every two
// players of different lines meet exactly once (N–S and E–W as partners)
// and players of the same line never meet.
func TestRainbowRange(t *testing.T) {
	t.Parallel()
	for T := MinTables; T <= MaxTables; T++ {
		if !Prime(T) {
			continue
		}
		t.Run(fmt.Sprintf("%d-tables", T), func(t *testing.T) {
			m, err := Generate(Options{Tables: T})
			if err != nil {
				t.Fatal(err)
			}
			rep := movement.Analyze(m)
			if rep.Verdict == movement.Invalid {
				t.Fatalf("invalid: %v", rep.Problems.Errors())
			}
			if rep.Summary.RepeatedSets != 0 {
				t.Errorf("%d sets repeated", rep.Summary.RepeatedSets)
			}
			C := 4 * T
			meet := make([]int, (C+1)*(C+1))
			partner := make([]int, (C+1)*(C+1))
			sets := make([]map[int]bool, C+1)
			for _, p := range m.Play {
				for i, a := range p.Seats {
					if sets[a] == nil {
						sets[a] = map[int]bool{}
					}
					sets[a][p.Set] = true
					for j, b := range p.Seats {
						if i != j {
							meet[a*(C+1)+b]++
							if j == (i+2)%4 {
								partner[a*(C+1)+b]++
							}
						}
					}
				}
			}
			line := func(c int) int { return (c - 1) / T } // 0 N, 1 S, 2 E, 3 W
			for a := 1; a <= C; a++ {
				if len(sets[a]) != T {
					t.Fatalf("player %d plays %d sets", a, len(sets[a]))
				}
				for b := a + 1; b <= C; b++ {
					la, lb := line(a), line(b)
					want, wantP := 1, 0
					if la == lb {
						want = 0
					}
					if la == 0 && lb == 1 || la == 2 && lb == 3 {
						wantP = 1
					}
					if meet[a*(C+1)+b] != want || partner[a*(C+1)+b] != wantP {
						t.Fatalf("players %d and %d: meet %d, partners %d; want %d, %d", a, b, meet[a*(C+1)+b], partner[a*(C+1)+b], want, wantP)
					}
				}
			}
		})
	}
}

// TestRainbowChecks refuses what no Rainbow is, naming the field.
func TestRainbowChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o     Options
		field string
	}{
		{Options{Tables: 3}, "Tables"},
		{Options{Tables: 9}, "Tables"},
		{Options{Tables: 101}, "Tables"},
		{Options{Tables: 7, Rounds: 8}, "Rounds"},
		{Options{Tables: 7, BoardsPerSet: -1}, "BoardsPerSet"},
	} {
		_, err := Generate(c.o)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != c.field {
			t.Errorf("%+v: %v, want an error on %s", c.o, err, c.field)
		}
	}
	m, err := Generate(Options{Tables: 5, Rounds: 3})
	if err != nil || m.Rounds != 3 {
		t.Fatalf("5 tables, 3 rounds: %v", err)
	}
}
