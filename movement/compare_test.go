package movement

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomIndividual is a random individual (bridge, or preferans with
// seats N E S W) movement: players shuffled to tables each round, some
// seats empty, some rounds arrow-switched, sets dealt so that nobody plays
// a set twice when distinct is true (one set per table per round), and at
// random otherwise.
func randomIndividual(r *rand.Rand, game Game, distinct bool) *Movement {
	T := 2 + r.IntN(5)
	return randomSeated(r, Individual, game, CompassSeats(), T, 1+r.IntN(6), 4*T+r.IntN(3), 1+r.IntN(T), distinct)
}

// randomSeated is a random movement of T tables and R rounds with the
// seats given: C contestants shuffled to tables each round, about one seat
// in ten empty, a quarter of the bridge rounds arrow-switched, one set per
// table per round when distinct, else sets drawn from 1 to sets (so that
// a contestant may play one twice).
func randomSeated(r *rand.Rand, kind Kind, game Game, seats []Seat, T, R, C, sets int, distinct bool) *Movement {
	k := len(seats)
	m := &Movement{Name: "random", Kind: kind, Game: game, Seats: seats,
		Contestants: C, Tables: T, Rounds: R, Sets: T * R, BoardsPerSet: 1 + r.IntN(3)}
	if !distinct {
		m.Sets = sets
	}
	for round := 1; round <= R; round++ {
		order := r.Perm(C)
		for t := 1; t <= T; t++ {
			p := Play{Round: round, Table: t, Seats: make([]int, k), Switched: game == Bridge && r.IntN(4) == 0}
			p.Set = (round-1)*T + t
			if !distinct {
				p.Set = 1 + r.IntN(m.Sets)
			}
			for s := range p.Seats {
				if r.IntN(10) > 0 {
					p.Seats[s] = order[(t-1)*k+s] + 1
				}
			}
			m.Play = append(m.Play, p)
		}
	}
	return m
}

// TestCompareByBits: the comparisons found by AND-ing bit rows (nobody
// plays a set twice) or by tallies per set and group (somebody does) equal
// those of the walk over every pair of occurrences, on random individual
// bridge and preferans movements.
func TestCompareByBits(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 16))
	repeats := 0
	for i := range 400 {
		game := []Game{Bridge, Preferans}[i%2]
		m := randomIndividual(r, game, i%3 != 0)
		if !headerUsable(Validate(m)) {
			t.Fatalf("case %d: the random movement is unusable: %v", i, Validate(m).Errors())
		}
		fast, slow := newAnalysis(m), newAnalysis(m)
		slow.pairwise = true
		fast.count()
		slow.count()
		if !slices.Equal(fast.comp.Cells, slow.comp.Cells) {
			t.Fatalf("case %d (%s): comparisons differ:\nbits %v\npairs %v\nplays %+v", i, game, fast.comp.Cells, slow.comp.Cells, m.Play)
		}
		if fast.repeatsASet() {
			repeats++
		}
	}
	if repeats < 50 || repeats > 350 {
		t.Errorf("%d of 400 movements repeat a set: both ways need cases", repeats)
	}
	t.Logf("%d of 400 movements repeat a set (tallies), the others use bit rows", repeats)
}

// randomPairs is a random pairs movement (see randomSeated), some sets
// played at several tables in a round when not distinct.
func randomPairs(r *rand.Rand, distinct bool) *Movement {
	T := 2 + r.IntN(6)
	return randomSeated(r, Pairs, Bridge, PairSeats(), T, 1+r.IntN(7), 2*T+r.IntN(3), 1+r.IntN(2*T), distinct)
}

// TestComparePairsByBits: for pairs movements the comparisons and the
// match-point matrix found from bit rows equal those of the walk over
// every pair of occurrences, and the bit rows are really used whenever
// nobody plays a set twice.
func TestComparePairsByBits(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 18))
	fastCases := 0
	for i := range 400 {
		m := randomPairs(r, i%3 != 0)
		if !headerUsable(Validate(m)) {
			t.Fatalf("case %d: the random movement is unusable: %v", i, Validate(m).Errors())
		}
		fast, slow := newAnalysis(m), newAnalysis(m)
		slow.pairwise = true
		fast.count()
		slow.count()
		if !slices.Equal(fast.comp.Cells, slow.comp.Cells) {
			t.Fatalf("case %d: comparisons differ:\nbits %v\nwalk %v\nplays %+v", i, fast.comp.Cells, slow.comp.Cells, m.Play)
		}
		if !slices.Equal(fast.man.Cells, slow.man.Cells) {
			t.Fatalf("case %d: match points differ:\nbits %v\nwalk %v\nplays %+v", i, fast.man.Cells, slow.man.Cells, m.Play)
		}
		repeat := fast.repeatsASet()
		probe := newAnalysis(m)
		probe.count() // fills bySet; the walk's matrices are reset below
		probe.comp, probe.man = NewMatrix(m.Contestants), NewMatrix(m.Contestants)
		if used := probe.comparePairsByBits(m.BoardsPerSet); used == repeat {
			t.Fatalf("case %d: bit rows used %v with a repeated set %v", i, used, repeat)
		}
		if !repeat {
			fastCases++
		}
	}
	if fastCases < 100 || fastCases > 350 {
		t.Errorf("%d of 400 movements use bit rows: both ways need cases", fastCases)
	}
	t.Logf("%d of 400 movements use bit rows, the others the walk", fastCases)
}
