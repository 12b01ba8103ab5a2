package seating

import (
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// StatementCode identifies a kind of statement Bounds makes, so that tools
// and tests can match on it.
type StatementCode string

// The statements Bounds makes.
const (
	// StmtGolfer: the social-golfer bound on rounds a player can play
	// without meeting anybody twice.
	StmtGolfer StatementCode = "golfer-bound"
	// StmtRepeatsForced: the counting bound forces repeated meetings.
	StmtRepeatsForced StatementCode = "repeats-forced"
	// StmtNoRepeatsPossible: counting allows a schedule with no repeat.
	StmtNoRepeatsPossible StatementCode = "no-repeats-possible"
	// StmtSpread: the most even spread of meetings the counts allow.
	StmtSpread StatementCode = "spread"
	// StmtOneRest: the λ of a scheme with one player resting each round.
	StmtOneRest StatementCode = "one-rest-lambda"
	// StmtAffine: an affine plane AG(2,q) reaches the bound.
	StmtAffine StatementCode = "affine-plane"
	// StmtKirkman: Kirkman triple systems decide tables of three.
	StmtKirkman StatementCode = "kirkman"
	// StmtResolvable4: resolvable (N,4,1) designs decide tables of four.
	StmtResolvable4 StatementCode = "resolvable-4"
	// StmtLatinSix: no two orthogonal Latin squares of order 6.
	StmtLatinSix StatementCode = "latin-6"
	// StmtLinesPerfect: what a perfect line-and-set schedule needs.
	StmtLinesPerfect StatementCode = "lines-perfect"
	// StmtSmallCase: a small case settled by exhaustive search.
	StmtSmallCase StatementCode = "small-case"
)

// Statement is one fact about a problem, in words a director can read.
type Statement struct {
	Code StatementCode
	// Impossible is set when the statement rules out a perfect schedule
	// (no repeat, or every pair equally often).
	Impossible bool
	// Text is the statement, kept as data for a message catalogue; its
	// String method gives the English sentence.
	Text movement.Text
}

// Bounds is the best any schedule for a problem can do, with the facts that
// show it.
type Bounds struct {
	// GolferRounds is the most rounds a player can play without meeting
	// anybody twice: ⌊(N−1)/(K−1)⌋ for tables of K (K the smallest table),
	// or the line length with lines.
	GolferRounds int
	// MostRoundsPlayed is the most rounds any player plays here.
	MostRoundsPlayed int
	// Meetings is M, the meetings that count over the session; Pairs is P,
	// the pairs of players who can meet.
	Meetings, Pairs int
	// MinRepeats is a lower bound on the repeated meetings, Σ max(0, m−1)
	// over pairs meeting m times.
	MinRepeats int
	// LambdaLow and LambdaHigh are ⌊M/P⌋ and ⌈M/P⌉: in the most even
	// schedule every pair meets LambdaLow or LambdaHigh times.
	LambdaLow, LambdaHigh int
	// PerfectImpossible is set when a statement rules out a schedule with
	// no repeat at all (when M ≤ P) or with every pair meeting equally
	// often.
	PerfectImpossible bool
	// Statements explains the figures.
	Statements []Statement
}

// target is the best score the bounds allow; the search stops when it gets
// there.
func (b *Bounds) target() Score { return Score{Repeats: b.MinRepeats} }

// BoundsOf states the best possible for p. It fails only when p itself is
// invalid.
func BoundsOf(p Problem) (*Bounds, error) {
	l, err := newLayout(p)
	if err != nil {
		return nil, err
	}
	return l.bounds(), nil
}

func (l *layout) bounds() *Bounds {
	b := &Bounds{}
	k := l.minSize()
	played := make([]int, l.n)
	for r := range l.rounds {
		for _, x := range l.seated[r] {
			played[x]++
		}
	}
	b.MostRoundsPlayed = slices.Max(played)
	// Meetings and pairs that count.
	// With lines a table holds one player of each line, so every pair at
	// a table counts either way.
	for _, s := range l.sizes {
		b.Meetings += s * (s - 1) / 2
	}
	b.Meetings *= l.rounds
	b.Pairs = l.n * (l.n - 1) / 2
	if l.lines > 0 {
		for ln := range l.lines {
			b.Pairs -= l.lineLen(ln) * (l.lineLen(ln) - 1) / 2
		}
	}
	b.LambdaLow, b.LambdaHigh = b.Meetings/b.Pairs, (b.Meetings+b.Pairs-1)/b.Pairs
	// Golfer bound: a player meets at least k-1 new opponents a round.
	others := l.n - 1
	if l.lines > 0 {
		others = l.n - l.longest
	}
	othersOf := func(x int) int {
		if l.lines > 0 {
			return l.n - l.lineLen(l.line[x])
		}
		return l.n - 1
	}
	b.GolferRounds = others / (k - 1)
	add := func(code StatementCode, impossible bool, text movement.Text) {
		b.Statements = append(b.Statements, Statement{Code: code, Impossible: impossible, Text: text})
		if impossible {
			b.PerfectImpossible = true
		}
	}
	if l.lines > 0 {
		add(StmtGolfer, false, say("a player meets %d players of other lines, %d a round, so can play at most %d rounds without meeting anybody twice",
			others, k-1, b.GolferRounds))
	} else {
		add(StmtGolfer, false, say("a player meets at least %d others a round and there are %d others, so nobody can play more than ⌊%d/%d⌋ = %d rounds without meeting somebody twice",
			k-1, others, others, k-1, b.GolferRounds))
	}
	// Repeats forced by counting: over all pairs, and player by player.
	pairLB := max(0, b.Meetings-b.Pairs)
	playerSum := 0
	for x := range l.n {
		playerSum += max(0, played[x]*(k-1)-othersOf(x))
	}
	playerLB := (playerSum + 1) / 2
	roundLB := l.pigeonholeRepeats()
	setLB, setGroups, setSummed := l.setSequenceRepeats()
	// 24 players at 6 tables of 4 with 6 circulating sets for 6 rounds:
	// TestSetSequences24 searches every schedule and finds none without a
	// repeat.
	sets24 := l.sets == 6 && l.lines == 0 && l.full() && l.sizes[0] == 4 && l.rounds == 6
	if sets24 {
		setLB = max(setLB, 1)
	}
	// 12 players at 4 tables of 3 for 5 rounds: no nearly Kirkman triple
	// system of order 12 exists (Kotzig and Rosa 1974), and
	// TestTwelveInThrees searches every schedule and finds none with
	// fewer than 3 repeated meetings (and one with 3).
	smallLB, smallWhy := 0, movement.Text{}
	if l.lines == 0 && l.full() && k == 3 && l.n == 12 && l.rounds == 5 {
		smallLB, smallWhy = 3, say("12 players at 4 tables of 3 for 5 rounds: no nearly Kirkman triple system of order 12 exists, and an exhaustive search of every schedule finds none with fewer repeated meetings")
	}
	// 20 players at 5 tables of 4 for 6 rounds: with no repeat every
	// player would meet 18 of the 19 others (a resolvable 4-GDD of type
	// 2^10); TestTwentyInFours searches every such schedule and finds
	// none.
	if l.lines == 0 && l.full() && l.maxSize() == 4 && k == 4 && l.n == 20 && l.rounds == 6 {
		smallLB, smallWhy = 1, say("20 players at 5 tables of 4 for 6 rounds: without a repeat every player would meet 18 of the 19 others, and an exhaustive search of every such schedule finds none")
	}
	// With 6 sets over 6 rounds and everybody seated every round, a
	// player's sets are a permutation of the 6 sets, and two players meet
	// as often as their permutations agree. At most 18 permutations of 6
	// agree pairwise in at most one place (TestPermutationCode65, a
	// complete search), so leaving out one player of every pair that meets
	// twice or more leaves at most 18 players: at least n − 18 such pairs.
	permLB := 0
	if l.sets == 6 && l.rounds == 6 && l.lines == 0 && l.full() {
		permLB = max(0, l.n-18)
	}
	b.MinRepeats = max(pairLB, playerLB, roundLB, setLB, permLB, smallLB)
	if b.MinRepeats > 0 {
		why := say("%#d meetings among %#d pairs", b.Meetings, b.Pairs)
		switch b.MinRepeats {
		case pairLB:
		case playerLB:
			why = say("players play up to %d rounds, more than the bound of %d", b.MostRoundsPlayed, b.GolferRounds)
		case roundLB:
			why = say("every table of a later round takes its players from the tables of an earlier round, so by pigeonhole some of them sat together before")
		case setLB:
			why = say("two players at one table play the same set, so each player's sets in two rounds form an ordered pair of different sets; there are only %d such pairs for more players", setGroups)
			if setSummed > 0 {
				why = say("two players at one table play the same set, so players with the same ordered pair of sets in two rounds meet in both; over all pairs of rounds that happens at least %d times, and a pair meeting m ≤ %d times accounts for m(m−1)/2 of them with m−1 repeats",
					setSummed, l.rounds)
			}
			if sets24 {
				why = say("with 6 circulating sets, 24 players at 6 tables of 4 for 6 rounds cannot avoid a repeated meeting: an exhaustive search of every schedule finds none without one")
			}
		case smallLB:
			why = smallWhy
		case permLB:
			why = say("with 6 sets over 6 rounds each player's sets are a permutation of the 6 sets and two players meet as often as their permutations agree; a complete search shows that at most 18 permutations of 6 agree pairwise in at most one place, so leaving out one player of every pair that meets twice leaves at most 18 of the %d players", l.n)
		}
		add(StmtRepeatsForced, true, say("perfect is impossible here (%s): every schedule has at least %#d repeated meetings", why, b.MinRepeats))
	} else {
		add(StmtNoRepeatsPossible, false, say("counting allows a schedule in which nobody meets anybody twice (%#d meetings among %#d pairs, at most %d rounds a player)",
			b.Meetings, b.Pairs, b.MostRoundsPlayed))
	}
	if b.LambdaLow == b.LambdaHigh {
		add(StmtSpread, false, say("at best every pair meets exactly %v (%#d meetings / %#d pairs)", movement.Times(b.LambdaLow), b.Meetings, b.Pairs))
	} else {
		add(StmtSpread, false, say("at best every pair meets %d or %d times (%#d meetings among %#d pairs)", b.LambdaLow, b.LambdaHigh, b.Meetings, b.Pairs))
	}
	uniform := l.minSize() == l.maxSize()
	if l.lines == 0 && uniform && l.n == l.slots+1 && l.rounds == l.n {
		add(StmtOneRest, false, say("one player rests each round for %d rounds: in a perfect scheme everybody rests once and every pair meets exactly λ = %d times",
			l.n, k-1))
	}
	if l.lines == 0 && l.full() {
		l.designFacts(b, k, add)
	}
	if l.lines > 0 && l.p.Sets && l.full() && l.rounds == len(l.sizes) {
		t := len(l.sizes)
		switch {
		case l.lines > t-1:
			add(StmtLinesPerfect, true, say("perfect (every cross-line pair once, every set once) needs %d mutually orthogonal Latin squares of order %d, and there are never more than %d: impossible",
				l.lines, t, t-1))
		case t == 6:
			add(StmtLinesPerfect, true, say("perfect (every cross-line pair once, every set once) needs %d mutually orthogonal Latin squares of order 6, and no two exist: impossible", l.lines))
		default:
			add(StmtLinesPerfect, false, say("perfect (every cross-line pair once, every set once) needs %d mutually orthogonal Latin squares of order %d", l.lines, t))
		}
	}
	return b
}

// designFacts adds the known existence facts for full tables of k with
// nobody resting.
func (l *layout) designFacts(b *Bounds, k int, add func(StatementCode, bool, movement.Text)) {
	n := l.n
	wantsBound := l.rounds >= b.GolferRounds
	if n == k*k {
		if _, _, ok := design.PrimePower(k); ok && k <= design.MaxFieldOrder {
			add(StmtAffine, false, say("the affine plane AG(2,%d) seats %d players at %d tables of %d for %d rounds with nobody meeting twice: the bound is reached",
				k, n, k, k, k+1))
		} else if k == 6 && l.rounds > 3 {
			add(StmtLatinSix, true, say("perfect is impossible here: 4 or more rounds of 36 players at 6 tables of 6 without a repeat would need 2 orthogonal Latin squares of order 6, which do not exist; the best possible is 3 rounds"))
		}
	}
	if k == 3 && wantsBound {
		switch {
		case n%6 == 3:
			add(StmtKirkman, false, say("Kirkman triple systems exist for %d players (%d ≡ 3 mod 6): %d rounds in which every pair meets exactly once", n, n, (n-1)/2))
		case n == 6:
			add(StmtSmallCase, true, say("perfect is impossible here: with 6 players at 2 tables of 3 the second round always repeats a meeting; the best possible is 1 round"))
		}
	}
	if k == 4 && wantsBound && n%12 == 4 {
		add(StmtResolvable4, false, say("resolvable (%d,4,1) designs exist (%d ≡ 4 mod 12): %d rounds in which every pair meets exactly once", n, n, (n-1)/3))
	}
}

// spreadPairs is the fewest pairs among x players put into bins bins: the
// players spread evenly, ⌊x/bins⌋ or ⌈x/bins⌉ a bin.
func spreadPairs(x, bins int) int {
	if x <= 0 || bins <= 0 {
		return 0
	}
	q, r := x/bins, x%bins
	return r*(q+1)*q/2 + (bins-r)*q*(q-1)/2
}

// overlap is a lower bound on the pairs that sit at one table both in
// round r and in round q: every table of r takes its players from the
// tables of q (and from q's resting players, who sat with nobody), so by
// pigeonhole some of them sat together in q. The players resting in q are
// put where they save the most; the bound is taken from r's tables and
// from q's, whichever is larger.
func (l *layout) overlap(r, q int) int {
	side := func(a, b int) int {
		// Players of a's tables who rest in b.
		restB := make([]bool, l.n)
		for _, x := range l.rest[b] {
			restB[x] = true
		}
		z := 0
		for _, x := range l.seated[a] {
			if restB[x] {
				z++
			}
		}
		g := len(l.sizes)
		fill := slices.Clone(l.sizes)
		// Give each resting player to the table where removing one player
		// saves the most pairs (the saving ⌊(x−1)/g⌋ only grows with x, so
		// greedy is optimal).
		for range z {
			best, save := -1, -1
			for t, x := range fill {
				if x > 0 && (x-1)/g > save {
					best, save = t, (x-1)/g
				}
			}
			if best < 0 {
				break
			}
			fill[best]--
		}
		total := 0
		for _, x := range fill {
			total += spreadPairs(x, g)
		}
		return total
	}
	return max(side(r, q), side(q, r))
}

// pigeonholeRepeats is a lower bound on the repeated meetings: a meeting
// is a repeat exactly when the pair sat together in an earlier round, so
// the repeats are at least the sum, over rounds after the first, of the
// largest overlap with one earlier round.
func (l *layout) pigeonholeRepeats() int {
	if l.rounds < 2 {
		return 0
	}
	if l.slots == l.n {
		// Nobody rests: every pair of rounds has the same overlap.
		return (l.rounds - 1) * l.overlap(1, 0)
	}
	total := 0
	for r := 1; r < l.rounds; r++ {
		most := 0
		for q := range r {
			most = max(most, l.overlap(r, q))
		}
		total += most
	}
	return total
}

// setSequenceRepeats is a lower bound on the repeated meetings when sets
// circulate: every table of a round plays a different set, so two players
// play the same set in a round exactly when they sit at one table. For
// two rounds, a player seated in both plays an ordered pair of different
// sets (nobody plays a set twice); there are S(S−1) such pairs, and two
// players with the same pair meet in both rounds: a coincidence. One pair
// of rounds alone forces at least the fewest coincidences of that pair of
// rounds, and so as many repeats. Over all pairs of rounds the
// coincidences add up, and a pair of players who meet m times makes
// m(m−1)/2 of them with m−1 repeats; as m is at most the number of rounds
// R, m−1 ≥ m(m−1)/2 · 2/R, so the repeats are at least 2/R times all the
// coincidences (16 players at 4 tables of 4 with 4 sets: 4 in each of the
// 6 pairs of rounds, so at least 2·24/4 = 12 repeats, where one pair of
// rounds gives 4). It returns the larger bound, S(S−1), and the
// coincidences over all pairs of rounds when the sum gave the bound (else
// 0).
func (l *layout) setSequenceRepeats() (bound, groups, summed int) {
	if l.sets == 0 || l.rounds < 2 {
		return 0, 0, 0
	}
	groups = l.sets * (l.sets - 1)
	seatedIn := make([][]bool, l.rounds)
	for r := range l.rounds {
		seatedIn[r] = make([]bool, l.n)
		for _, x := range l.seated[r] {
			seatedIn[r][x] = true
		}
	}
	total := 0
	for r := range l.rounds {
		for q := range r {
			both := 0
			for x := range l.n {
				if seatedIn[r][x] && seatedIn[q][x] {
					both++
				}
			}
			c := spreadPairs(both, groups)
			bound = max(bound, c)
			total += c
		}
	}
	if sum := (2*total + l.rounds - 1) / l.rounds; sum > bound {
		return sum, groups, total
	}
	return bound, groups, 0
}
