package whist

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/movegen/movegen/movement"
)

// spreadMoves is the fixed move budget of the search for counts without a
// whist tournament: fixed, so the result never depends on the machine.
const spreadMoves = 400000

// spreadTemp is the starting temperature of the annealing, and
// spreadPartner what it charges per repeated partnership (against the sum
// of squared opponent counts).
const (
	spreadTemp    = 3.0
	spreadPartner = 10
)

// DefaultRounds returns the rounds Generate plays for v players when
// Options.Rounds is 0: the whole whist tournament when there is one;
// otherwise the fewest rounds, at least v − 1, after which everybody has
// sat out equally often (a multiple of v / gcd(v, resting)).
func DefaultRounds(v int) int {
	if Exists(v) {
		return FullRounds(v)
	}
	k := v % 4
	if k == 0 {
		return v - 1
	}
	step := v / gcd(v, k)
	return (v - 1 + step - 1) / step * step
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// withoutOne turns a whist tournament for v+1 players whose player v+1
// stays at table 1 into one for v players: table 1's other three players
// sit out (each player three times: the rounds in which the left-out
// player was their partner or an opponent), the other tables play on.
// Every two players are partners at most once and opponents at most
// twice. With rounds > 0 the best rounds are kept as in a partial
// tournament.
func withoutOne(full *Result, rounds int) *Result {
	src := full.Movement
	v := src.Contestants - 1
	m := &movement.Movement{
		Name: "Individual from a whist tournament, " + itoa(v) + " players", Family: movement.Family("whist"),
		Kind: movement.Individual, Game: movement.Bridge, Seats: slices.Clone(src.Seats),
		Contestants: v, Tables: src.Tables - 1, Rounds: src.Rounds, Sets: src.Sets, BoardsPerSet: src.BoardsPerSet,
	}
	for _, p := range src.Play {
		if p.Table == 1 {
			continue
		}
		p.Table--
		p.Seats = slices.Clone(p.Seats)
		m.Play = append(m.Play, p)
	}
	res := &Result{Movement: m, Kind: Spread, Base: full.Base, FullRounds: src.Rounds, SharedSets: full.SharedSets}
	res.Notes = append(res.Notes, say("No whist tournament exists for %d players (it needs v ≡ 0 or 1 mod 4). This is the whist tournament for %d players without its fixed player: the three players at the fixed player's table sit out each round, so everybody sits out 3 times; every two players are partners at most once and opponents at most twice.", v, v+1))
	if rounds > 0 && rounds < m.Rounds {
		chosen := chooseRounds(m, rounds)
		res.Movement = keepRounds(m, chosen)
		res.Chosen = chosen
		res.Notes = append(res.Notes, say("Rounds %s of the %d, chosen so that sit-outs, then opponent counts, are as even as possible.", roundList(chosen), src.Rounds))
	}
	res.Notes = append(res.Notes, setsNote(res, m.Tables))
	return res
}

// spread seats v players at ⌊v/4⌋ tables for the rounds asked (default
// DefaultRounds): the players left over sit out in turn (sit-outs differ
// by at most one). Where partnerFree has a seating with no repeated
// partnership it starts from it and only moves partnerships between
// tables, so partners never repeat; otherwise round r rests the next k
// players in number order, and two players of a round may trade places
// too. A seeded simulated annealing of spreadMoves moves within a round
// minimises, in order, partner repeats and the spread of opponent counts
// (the sum of their squares); spreadRestarts(v) runs with consecutive
// seeds, the best kept. It stops early at the lower bound of that sum, and when ctx ends
// it returns the best so far.
func spread(ctx context.Context, opt Options) (*Result, error) {
	v := opt.Players
	T := v / 4
	k := v - 4*T
	R := opt.Rounds
	if R == 0 {
		R = DefaultRounds(v)
	}
	var bestSeats [][]int
	bestP, bestO := 0, 0
	interrupted := false
	floor := oppFloor(v, T, R)
	for i := range uint64(spreadRestarts(v)) {
		seats, p, o, stopped := anneal(ctx, v, T, k, R, opt.Seed+i)
		if bestSeats == nil || p < bestP || p == bestP && o < bestO {
			bestSeats, bestP, bestO = seats, p, o
		}
		if stopped {
			interrupted = true
			break
		}
		if bestP == 0 && bestO == floor {
			break
		}
	}
	m := &movement.Movement{
		Name: "Individual, " + itoa(v) + " players", Family: movement.Seating,
		Kind: movement.Individual, Game: movement.Bridge, Seats: slices.Clone(movement.CompassSeats()),
		Contestants: v, Tables: T, Rounds: R, Sets: R, BoardsPerSet: opt.BoardsPerSet,
	}
	for r := range R {
		for t := range T {
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: t + 1, Set: r + 1, Seats: slices.Clone(bestSeats[r][4*t : 4*t+4])})
		}
	}
	res := &Result{Movement: m, Kind: Spread, SharedSets: true, Interrupted: interrupted}
	if k <= 1 {
		// v ≡ 0 or 1 mod 4: a whist tournament exists (Wh(v) for every
		// such v), but this package has no construction for it.
		res.Notes = append(res.Notes, say("A whist tournament for %d players exists (one does for every count ≡ 0 or 1 mod 4), but movegen has no construction for it: %d rounds at %d tables, %d sitting out each round in turn; seated by the best of %d seeded searches (seeds from %#d, %#d moves each) that avoid repeated partners first, then spread opponents.", v, R, T, k, spreadRestarts(v), opt.Seed, spreadMoves))
	} else {
		res.Notes = append(res.Notes, say("No whist tournament for %d players (it needs v ≡ 0 or 1 mod 4): %d rounds at %d tables, %d sitting out each round in turn; seated by the best of %d seeded searches (seeds from %#d, %#d moves each) that avoid repeated partners first, then spread opponents.", v, R, T, k, spreadRestarts(v), opt.Seed, spreadMoves))
	}
	if interrupted {
		res.Notes = append(res.Notes, stoppedNote())
	}
	res.Notes = append(res.Notes, setsNote(res, T))
	return res, nil
}

// stoppedNote is the note of a Result whose searches ctx ended early.
func stoppedNote() movement.Text {
	return say("The search was stopped early; this is the best schedule found so far.")
}

func cloneSeats(s [][]int) [][]int {
	out := make([][]int, len(s))
	for i := range s {
		out[i] = slices.Clone(s[i])
	}
	return out
}

// oppFloor is the least possible Σ O² over all pairs: 4·T·R opponent
// meetings shared as evenly as possible among v(v−1)/2 pairs.
func oppFloor(v, T, R int) int {
	P := v * (v - 1) / 2
	M := 4 * T * R
	q, r := M/P, M%P
	return r*(q+1)*(q+1) + (P-r)*q*q
}

// spreadRestarts is how many annealing runs spread makes for v players
// (seeds Seed, Seed+1, ...), keeping the best: 3 up to 24 players, one
// above, where a run takes a second or more.
func spreadRestarts(v int) int {
	if v <= 24 {
		return 3
	}
	return 1
}

// partnerFree returns a seating of v players for R rounds in which no two
// players are partners twice and everybody sits out equally often, or nil
// when it has none for these v and R. seats[r] lists round r's players
// table by table, partners in seats 0 and 2, 1 and 3. It has one for the
// default rounds of every v (DefaultRounds) and, with k = v mod 4 players
// sitting out, for fewer rounds when k ≤ 2 (then sit-outs differ by at
// most one). The partnerships of a round are:
//
//   - k = 0 (R ≤ v−1): the round-robin 1-factorization of v players, one
//     fixed and v−1 on a circle: {∞, r} and {r+i, r−i} mod v−1;
//   - k = 1 or 3 (R ≤ v for k = 1, R = v for k = 3): v odd, the
//     near-1-factor {r+i, r−i} mod v that leaves r out; r sits out, and
//     for k = 3 so does its partnership {r+1, r−1}, so that each player
//     sits out in rounds x−1, x and x+1;
//   - k = 2 (R ≤ v): v = 2n with n odd, players (x, s), x mod n, s = 0 or
//     1; round j (j < n) pairs (x, s) with (y, s), round n+j pairs (x, s)
//     with (y, 1−s), over the pairs {x, y} of the near-1-factor of n that
//     leaves j out; (j, 0) and (j, 1) sit out. Every two players of
//     different x are partners once; (x, 0) and (x, 1) never.
//
// Players are numbered from 1.
func partnerFree(v, R int) [][]int {
	k := v % 4
	var rounds [][][2]int // partnerships of each round, players from 0
	switch {
	case k == 0 && R <= v-1:
		n := v - 1
		for r := range R {
			ps := [][2]int{{n, r}}
			for i := 1; i <= (n-1)/2; i++ {
				ps = append(ps, [2]int{(r + i) % n, (r - i + n) % n})
			}
			rounds = append(rounds, ps)
		}
	case k == 1 && R <= v, k == 3 && R == v:
		for r := range R {
			var ps [][2]int
			for i := 1; i <= (v-1)/2; i++ {
				if k == 3 && i == 1 {
					continue // {r+1, r−1} sits out with r
				}
				ps = append(ps, [2]int{(r + i) % v, (r - i + v) % v})
			}
			rounds = append(rounds, ps)
		}
	case k == 2 && R <= v:
		n := v / 2
		for r := range R {
			j, cross := r%n, r/n
			var ps [][2]int
			for i := 1; i <= (n-1)/2; i++ {
				x, y := (j+i)%n, (j-i+n)%n
				for s := range 2 {
					ps = append(ps, [2]int{2*x + s, 2*y + (s+cross)%2})
				}
			}
			rounds = append(rounds, ps)
		}
	default:
		return nil
	}
	seats := make([][]int, R)
	for r, ps := range rounds {
		for t := 0; t+1 < len(ps); t += 2 {
			seats[r] = append(seats[r], ps[t][0]+1, ps[t+1][0]+1, ps[t][1]+1, ps[t+1][1]+1)
		}
	}
	return seats
}

// anneal is one run of spread's annealing from a shuffled seating; it
// returns the best seating met with its partner repeats and opponent
// cost, and whether ctx stopped it.
func anneal(ctx context.Context, v, T, k, R int, seed uint64) ([][]int, int, int, bool) {
	rng := rand.New(rand.NewPCG(seed, 0x1d1d))
	// seats[r] holds the 4T players of round r in seat order, table by
	// table (N, E, S, W).
	seats := partnerFree(v, R)
	pairsOnly := seats != nil // moves keep the partnerships
	if seats != nil {
		// Shuffle the partnerships over the tables and seats; partners
		// stay partners, so the start has no repeated partnership.
		for r := range R {
			pairs := make([][2]int, 0, 2*T)
			for t := range T {
				s := seats[r][4*t : 4*t+4]
				pairs = append(pairs, [2]int{s[0], s[2]}, [2]int{s[1], s[3]})
			}
			rng.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
			for t := range T {
				seats[r][4*t], seats[r][4*t+2] = pairs[2*t][0], pairs[2*t][1]
				seats[r][4*t+1], seats[r][4*t+3] = pairs[2*t+1][0], pairs[2*t+1][1]
			}
		}
	} else {
		seats = make([][]int, R)
		for r := range R {
			rest := map[int]bool{}
			for i := range k {
				rest[(r*k+i)%v+1] = true
			}
			for x := 1; x <= v; x++ {
				if !rest[x] {
					seats[r] = append(seats[r], x)
				}
			}
			rng.Shuffle(len(seats[r]), func(i, j int) { seats[r][i], seats[r][j] = seats[r][j], seats[r][i] })
		}
	}
	c := newCounts(v)
	for r := range R {
		for t := range T {
			c.table(seats[r][4*t:4*t+4], 1)
		}
	}
	// The annealing charges spreadPartner per repeated partnership, so it
	// can pass through schedules with repeats; the best schedule is chosen
	// by repeats first, then by the opponent spread.
	score := func() int { return c.pcost*spreadPartner + c.ocost }
	bestP, bestO := c.pcost, c.ocost
	floor := oppFloor(v, T, R)
	cur := score()
	bestSeats := cloneSeats(seats)
	interrupted := false
	temp := spreadTemp
	for it := 0; it < spreadMoves && (bestP > 0 || bestO > floor); it++ {
		if it&1023 == 0 {
			if ctx.Err() != nil {
				interrupted = true
				break
			}
			temp = spreadTemp * (1 - float64(it)/spreadMoves)
		}
		// A move swaps two players of one round, or two partnerships of
		// different tables (which changes opponents only); from a
		// partner-free start only the latter.
		r := rng.IntN(R)
		var ti, tj int
		var sw [2][2]int
		n := 1
		if T >= 2 && (pairsOnly || rng.IntN(4) == 0) {
			ti, tj = rng.IntN(T), rng.IntN(T)
			if ti == tj {
				continue
			}
			a, b := 4*ti+rng.IntN(2), 4*tj+rng.IntN(2)
			sw, n = [2][2]int{{a, b}, {a + 2, b + 2}}, 2
		} else {
			i, j := rng.IntN(4*T), rng.IntN(4*T)
			ti, tj = i/4, j/4
			if i == j || (ti == tj && (i-j)%2 == 0) {
				continue // the same seat, or partners trading places
			}
			sw[0] = [2]int{i, j}
		}
		s := seats[r]
		apply := func() {
			c.table(s[4*ti:4*ti+4], -1)
			if tj != ti {
				c.table(s[4*tj:4*tj+4], -1)
			}
			for _, x := range sw[:n] {
				s[x[0]], s[x[1]] = s[x[1]], s[x[0]]
			}
			c.table(s[4*ti:4*ti+4], 1)
			if tj != ti {
				c.table(s[4*tj:4*tj+4], 1)
			}
		}
		apply()
		next := score()
		if next <= cur || rng.Float64() < expNeg(float64(next-cur)/max(temp, 0.01)) {
			cur = next
			if c.pcost < bestP || c.pcost == bestP && c.ocost < bestO {
				bestP, bestO = c.pcost, c.ocost
				bestSeats = cloneSeats(seats)
			}
			continue
		}
		apply() // the swaps undo themselves
	}
	if ctx.Err() != nil && !interrupted {
		interrupted = true
	}
	return bestSeats, bestP, bestO, interrupted
}
