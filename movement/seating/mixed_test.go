package seating

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestMixedSizesWithSets is the property behind the plan's failure "the
// seating movement is invalid: repeat-set": random mixed tables of four and
// three with circulating sets, as many rounds as tables (so nearly every
// player plays every set once), with and without rests. Every schedule must
// make a movement that movement.Validate accepts and in which Analyze finds
// no repeated set, whatever the meetings score.
func TestMixedSizesWithSets(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 13))
	cases := []Problem{
		{Players: 22, TableSizes: []int{4, 4, 4, 4, 3, 3}, Rounds: 6, Sets: true, Game: movement.Preferans},
		{Players: 13, TableSizes: []int{4, 3, 3, 3}, Rounds: 4, Sets: true, Game: movement.Preferans},
	}
	for len(cases) < 24 {
		fours, threes := rng.IntN(5), rng.IntN(4)
		if fours == 0 || threes == 0 {
			continue
		}
		sizes := append(tables(4, fours), tables(3, threes)...)
		rng.Shuffle(len(sizes), func(i, j int) { sizes[i], sizes[j] = sizes[j], sizes[i] })
		n := 4*fours + 3*threes + rng.IntN(3)
		p := Problem{Players: n, TableSizes: sizes, Rounds: 1 + rng.IntN(len(sizes)), Sets: true}
		if rng.IntN(2) == 0 {
			p.Rounds = len(sizes)
		}
		if _, err := BoundsOf(p); err != nil {
			continue
		}
		cases = append(cases, p)
	}
	for i, p := range cases {
		t.Run(fmt.Sprintf("%dp-%v-r%d", p.Players, p.TableSizes, p.Rounds), func(t *testing.T) {
			res, err := Solve(context.Background(), p, Options{Seed: uint64(i + 1), Effort: 400, Restarts: 1, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if res.Score.SetRepeats != 0 {
				t.Fatalf("score has %d set repeats", res.Score.SetRepeats)
			}
			checkResult(t, res)
			m, err := res.Movement()
			if err != nil {
				t.Fatal(err)
			}
			rep := movement.Analyze(m)
			if rep.Summary.RepeatedSets != 0 || !slices.Contains(rep.Properties, movement.PropNoRepeatSets) {
				t.Errorf("Analyze: %d repeated sets, properties %v", rep.Summary.RepeatedSets, rep.Properties)
			}
		})
	}
}

// TestChainKeepsSetsLegal checks the chain move on its own: from a legal
// start, any chain swap leaves nobody playing a set twice, chainDelta
// predicts the change the swap makes, the chain is the same set of rounds
// from whichever of its rounds it starts (what firstOffer relies on), and
// doing it twice gives back the same counts.
func TestChainKeepsSetsLegal(t *testing.T) {
	p := Problem{Players: 22, TableSizes: []int{4, 4, 4, 4, 3, 3}, Rounds: 6, Sets: true}
	l, err := newLayout(p)
	if err != nil {
		t.Fatal(err)
	}
	s := newState(l, l.bounds())
	rng := rand.New(rand.NewPCG(1, 2))
	if !s.feasibleStart(rng) || s.hard != 0 {
		t.Fatalf("no legal start (set repeats %d)", s.hard)
	}
	chains := 0
	for range 500 {
		r := rng.IntN(l.rounds)
		a, b := rng.IntN(l.n), rng.IntN(l.n)
		if s.at[r][a] < 0 || s.at[r][b] < 0 || s.tableOf[s.at[r][a]] == s.tableOf[s.at[r][b]] {
			continue
		}
		rounds, ok := s.chain(r, a, b, nil)
		if !ok {
			continue
		}
		chains++
		for _, q := range rounds {
			again, ok := s.chain(q, a, b, nil)
			if !ok || !sameRounds(again, rounds) {
				t.Fatalf("chain of %d, %d from round %d: %v (%v); from round %d: %v", a, b, r, rounds, ok, q, again)
			}
		}
		before := s.score()
		dh, d1, d2 := s.chainDelta(rounds, a, b)
		s.chainSwap(rounds, a, b)
		if s.hard != 0 {
			t.Fatalf("chain %v of players %d, %d made %d set repeats", rounds, a, b, s.hard)
		}
		got := s.score()
		if want := (Score{SetRepeats: before.SetRepeats + dh, Repeats: before.Repeats + d1, Spread: before.Spread + d2}); got != want {
			t.Fatalf("chain %v of players %d, %d: chainDelta predicts %v, the swap gives %v", rounds, a, b, want, got)
		}
		s.recount()
		if s.score() != got {
			t.Fatalf("incremental score %v, recounted %v", got, s.score())
		}
		s.chainSwap(rounds, a, b)
		if s.score() != before {
			t.Fatalf("chain twice: %v, want %v", s.score(), before)
		}
		s.chainSwap(rounds, a, b) // keep the move, walk on
	}
	if chains < 100 {
		t.Errorf("only %d chain moves were possible", chains)
	}
}

// TestUnequalLines seats 22 preferans players at 5 tables of four keeping
// their lines: lines of 6, 6, 5 and 5 players, so 2 rest each round (one
// from each long line), nobody plays a set twice, and two players of one
// line never sit together.
func TestUnequalLines(t *testing.T) {
	p := Problem{Players: 22, TableSizes: tables(4, 5), Rounds: 5, Lines: true, Sets: true, Game: movement.Preferans}
	res, err := Solve(context.Background(), p, Options{Seed: 1, Effort: 400, Restarts: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	checkResult(t, res)
	for r, rest := range res.Rests {
		if len(rest) != 2 {
			t.Errorf("round %d: %v rest, want 2", r+1, rest)
		}
	}
	m, err := res.Movement()
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	if rep.Summary.RepeatedSets != 0 {
		t.Errorf("%d repeated sets", rep.Summary.RepeatedSets)
	}
	// Lines: N1..N6, E1..E6, S1..S5, W1..W5, each in its own seat.
	for _, pl := range m.Play {
		for i, c := range pl.Seats {
			if c != 0 && m.Label(c)[:1] != string(m.Seats[i]) {
				t.Fatalf("round %d table %d: %s sits %s", pl.Round, pl.Table, m.Label(c), m.Seats[i])
			}
		}
	}
	if got := []string{m.Label(6), m.Label(7), m.Label(13), m.Label(22)}; !slices.Equal(got, []string{"N6", "E1", "S1", "W5"}) {
		t.Errorf("labels %v", got)
	}
}

// sameRounds reports whether two chains hold the same rounds.
func sameRounds(a, b []int) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
