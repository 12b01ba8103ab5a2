package whist

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// tally counts, straight from the plays, how often every two players are
// partners (N–S, E–W) and opponents, how often each player sits out, and
// how often each plays each set: an independent check of the generator,
// sharing no code with it or with movement.Analyze.
type tally struct {
	partner, opp map[[2]int]int
	rests        []int
	setPlays     map[[2]int]int
	ns           []int
}

func count(m *movement.Movement) tally {
	t := tally{partner: map[[2]int]int{}, opp: map[[2]int]int{}, rests: make([]int, m.Contestants+1),
		setPlays: map[[2]int]int{}, ns: make([]int, m.Contestants+1)}
	key := func(a, b int) [2]int {
		if a > b {
			a, b = b, a
		}
		return [2]int{a, b}
	}
	seated := make([]int, m.Contestants+1)
	for _, p := range m.Play {
		n, e, s, w := p.Seats[0], p.Seats[1], p.Seats[2], p.Seats[3]
		t.partner[key(n, s)]++
		t.partner[key(e, w)]++
		for _, o := range [][2]int{{n, e}, {n, w}, {s, e}, {s, w}} {
			t.opp[key(o[0], o[1])]++
		}
		for _, x := range p.Seats {
			seated[x]++
			t.setPlays[[2]int{x, p.Set}]++
		}
		t.ns[n]++
		t.ns[s]++
	}
	for x := 1; x <= m.Contestants; x++ {
		t.rests[x] = m.Rounds - seated[x]
	}
	return t
}

func TestFullWhistTournaments(t *testing.T) {
	for _, v := range Counts() {
		t.Run(fmt.Sprint(v), func(t *testing.T) {
			res, err := Generate(context.Background(), Options{Players: v})
			if err != nil {
				t.Fatal(err)
			}
			m := res.Movement
			if probs := movement.Validate(m); !probs.Valid() {
				t.Fatalf("invalid: %v", probs.Errors())
			}
			if res.Kind != Full || m.Rounds != FullRounds(v) || m.Tables != v/4 {
				t.Fatalf("kind %s, %d rounds at %d tables; want full, %d at %d", res.Kind, m.Rounds, m.Tables, FullRounds(v), v/4)
			}
			c := count(m)
			for i := 1; i <= v; i++ {
				for j := i + 1; j <= v; j++ {
					if p, o := c.partner[[2]int{i, j}], c.opp[[2]int{i, j}]; p != 1 || o != 2 {
						t.Fatalf("players %d and %d: partners %d times, opponents %d times; want 1 and 2", i, j, p, o)
					}
				}
				wantRest := 0
				if v%4 == 1 {
					wantRest = 1
				}
				if c.rests[i] != wantRest {
					t.Fatalf("player %d sits out %d times, want %d", i, c.rests[i], wantRest)
				}
			}
			for k, n := range c.setPlays {
				if n > 1 {
					t.Fatalf("player %d plays set %d %d times", k[0], k[1], n)
				}
			}
			// Seat balance: North–South and East–West equally often (an
			// even number of rounds played, v ≡ 1 mod 4) or within one
			// (odd, v ≡ 0 mod 4), and the note says so.
			for x := 1; x <= v; x++ {
				played := m.Rounds - c.rests[x]
				if d := 2*c.ns[x] - played; d > played%2 || -d > played%2 {
					t.Errorf("player %d holds NS %d of %d rounds", x, c.ns[x], played)
				}
			}
			if got := res.Notes[2].String(); !strings.Contains(got, "every player holds North–South and East–West equally often") {
				t.Errorf("seat note %q", got)
			}
			if rep := movement.Analyze(m); rep.Verdict != movement.Perfect {
				t.Errorf("verdict %s, want perfect", rep.Verdict)
			}
		})
	}
}
