package howell

import (
	"fmt"
	"math"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// The pair counts Generate supports.
const (
	MinPairs = 4
	MaxPairs = 40
)

// searchBudget bounds each starter search (nodes); every supported size
// needs far fewer.
const searchBudget = 200_000

// Options describe a Howell movement.
type Options struct {
	// Pairs is the number of pairs, MinPairs..MaxPairs. An odd count plays
	// with a phantom pair.
	Pairs int
	// Rounds is how many rounds to play; 0 means the complete movement
	// (CompleteRounds). Fewer rounds give a partial Howell.
	Rounds int
	// BoardsPerRound is the number of boards in each set; 0 means
	// DefaultBoardsPerRound(rounds).
	BoardsPerRound int
	// Barometer plays the same set at every table in each round: set r
	// in round r, one copy of the boards for each table (duplicated), the
	// pairs moving as in the Howell (barometer.go).
	Barometer bool
	// Interwoven builds the interwoven Howell (interwoven.go): the second
	// session after a Mitchell of Pairs/2 tables (odd, 7 or more), each
	// line a Howell of its own, the two pairs out meeting at table 1.
	// Rounds then counts up to Pairs/2.
	Interwoven bool
	// Appendix adds an appendix table to the complete Howell for Pairs−2
	// pairs (Pairs−1 for an odd count): a table beside one that has no
	// stationary pair, sharing its boards, with two stationary pairs
	// (appendix.go, after McKinnon's "Appendix tables").
	Appendix bool
}

// Tables returns the number of tables for pairs pairs.
func Tables(pairs int) int { return (pairs + 1) / 2 }

// CompleteRounds returns the rounds of the complete Howell for pairs pairs:
// P−1 for an even count, P for an odd one (each pair sits out once).
func CompleteRounds(pairs int) int { return 2*Tables(pairs) - 1 }

// DefaultBoardsPerRound returns the boards per round used when none are
// given: the number that brings the boards each pair plays (rounds × boards)
// closest to 26, the middle of a usual 24–28 board session, ties going to
// fewer boards, and at least 1.
func DefaultBoardsPerRound(rounds int) int {
	if rounds < 1 {
		return 1
	}
	lo := max(26/rounds, 1)
	hi := lo + 1
	if 26-lo*rounds <= hi*rounds-26 {
		return lo
	}
	return hi
}

// SharesSets reports whether the Howell for pairs pairs plays one set at
// two tables in some round: with 2 or 3 tables (4 to 6 pairs) no schedule
// exists without (there is no Room square of side 3 or 5). Such sets need
// at least two boards.
func SharesSets(pairs int) bool { return Tables(pairs) <= 3 }

// Check returns nil when opts describe a movement Generate can build, or an
// error naming the first field that is out of range; a number of pairs
// outside MinPairs..MaxPairs wraps movement.ErrUnsupported.
func (o Options) Check() error {
	if o.Appendix {
		return o.checkAppendix()
	}
	if o.Interwoven {
		return o.checkInterwoven()
	}
	if o.Pairs < MinPairs || o.Pairs > MaxPairs {
		return &movement.OptionError{Generator: "howell", Field: "Pairs", Unsupported: true,
			Text: movement.Say("want %d to %d", MinPairs, MaxPairs)}
	}
	if full := CompleteRounds(o.Pairs); o.Rounds < 0 || o.Rounds > full {
		return &movement.OptionError{Generator: "howell", Field: "Rounds",
			Text: movement.Say("want 1 to %d for %d pairs", full, o.Pairs)}
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return &movement.OptionError{Generator: "howell", Field: "BoardsPerRound",
			Text: movement.Say("want 1 to %d", movement.MaxBoardsPerSet)}
	}
	if o.BoardsPerRound == 1 && SharesSets(o.Pairs) {
		return &movement.OptionError{Generator: "howell", Field: "BoardsPerRound",
			Text: movement.Say("with %d pairs some tables share a set in a round (a relay), and one board cannot be at two tables at once; want at least 2", o.Pairs)}
	}
	return nil
}

// table is one table in one round of a schedule: the pairs NS and EW (0 is
// the phantom) and the set, numbered from 1.
type table struct{ ns, ew, set int }

// schedule is a complete Howell for an even number of pairs.
type schedule struct {
	pairs    int
	sets     int
	rounds   [][]table // rounds[r][t]
	balanced bool
	source   string
}

// complete builds the complete Howell for an even number of pairs.
func complete(pairs int) (*schedule, error) {
	switch pairs {
	case 4:
		return twoTables(), nil
	case 6:
		return threeTables(), nil
	}
	s, err := precomputed(pairs - 1)
	if err != nil {
		return nil, err
	}
	g := s.Group
	q := g.Order()
	sc := &schedule{pairs: pairs, sets: q, balanced: s.Balanced(), source: "cyclic"}
	if _, ok := g.(*design.Field); ok {
		sc.source = fmt.Sprintf("over GF(%d)", q)
	} else {
		sc.source = fmt.Sprintf("cyclic modulo %d", q)
	}
	F := pairs // the stationary pair; the pairs of element x is x+1
	for r := range q {
		row := []table{{ns: F, ew: r + 1, set: r + 1}}
		for i := range s.NS {
			row = append(row, table{
				ns:  g.Add(s.NS[i], r) + 1,
				ew:  g.Add(s.EW[i], r) + 1,
				set: g.Add(s.Set[i], r) + 1,
			})
		}
		sc.rounds = append(sc.rounds, row)
	}
	return sc, nil
}

// precomputed returns the stored base round for q (see bases.go), checked
// as a starter and adder; TestBases proves each one equals what starter
// finds.
func precomputed(q int) (*design.HowellStarter, error) {
	b, ok := bases[q]
	if !ok {
		return starter(q)
	}
	s := &design.HowellStarter{Group: design.IntegersMod(q), NS: slices.Clone(b.ns), EW: slices.Clone(b.ew), Set: slices.Clone(b.set)}
	if b.field {
		f, err := design.NewField(q)
		if err != nil {
			return nil, movement.Internalf("howell: %w", err)
		}
		s.Group = f
	}
	if err := s.Check(); err != nil {
		return nil, movement.Internalf("howell: stored base round for %d pairs: %w", q+1, err)
	}
	return s, nil
}

// base is a stored base round: the group (Z_q, or GF(q) when field is set)
// and the tables.
type base struct {
	field       bool
	ns, ew, set []int
}

// starter finds the base round for q = pairs − 1 ≥ 7: a balanced one from a
// Hadamard difference set when movegen knows one, else the candidate (over
// GF(q) seeded with the quadratic residues, or over Z_q) whose comparisons
// spread least after orientation.
func starter(q int) (*design.HowellStarter, error) {
	if g, d, ok := design.HadamardDifferenceSet(q); ok {
		if s, ok := design.FindHowellStarter(g, d, searchBudget); ok && s.Balanced() {
			return s, nil
		}
	}
	var cands []*design.HowellStarter
	if _, _, pp := design.PrimePower(q); pp {
		if f, err := design.NewField(q); err == nil {
			if s, ok := design.FindHowellStarter(f, design.QuadraticResidues(f), searchBudget); ok {
				cands = append(cands, s)
			}
		}
	}
	if s, ok := design.FindHowellStarter(design.IntegersMod(q), nil, searchBudget); ok {
		cands = append(cands, s)
	}
	var best *design.HowellStarter
	for _, s := range cands {
		s.Orient()
		if best == nil || s.Spread() < best.Spread() {
			best = s
		}
	}
	if best == nil {
		return nil, movement.Internalf("howell: no base round found for %d pairs", q+1)
	}
	return best, nil
}

// twoTables is the Howell for 4 pairs: pair 4 stays NS at table 1 and
// meets pair r in round r while pairs r+1 and r+2 (mod 3) play at table 2;
// both tables play set r, so every pair plays every set once and every two
// pairs are compared exactly once.
func twoTables() *schedule {
	sc := &schedule{pairs: 4, sets: 3, source: "two tables sharing one set each round"}
	for r := range 3 {
		sc.rounds = append(sc.rounds, []table{
			{ns: 4, ew: r + 1, set: r + 1},
			{ns: (r+1)%3 + 1, ew: (r+2)%3 + 1, set: r + 1},
		})
	}
	return sc
}

// threeSets are the sets (0-based) of the 6-pair Howell, table by table in
// each round. They were found by exhaustive search: with five sets some
// round must share a set among all three tables (no assignment with only
// two-table relays exists), and this one shares only in round 1.
var threeSets = [5][3]int{{0, 0, 0}, {1, 2, 3}, {3, 2, 4}, {4, 1, 3}, {2, 1, 4}}

// threeTables is the Howell for 6 pairs: pair 6 stays NS at table 1 and
// meets pair r, while r+1 meets r+4 and r+2 meets r+3 (mod 5).
func threeTables() *schedule {
	sc := &schedule{pairs: 6, sets: 5, source: "three tables, all sharing one set in round 1"}
	for r := range 5 {
		sets := threeSets[r]
		row := []table{
			{ns: 6, ew: r + 1, set: sets[0] + 1},
			{ns: (r+1)%5 + 1, ew: (r+4)%5 + 1, set: sets[1] + 1},
			{ns: (r+2)%5 + 1, ew: (r+3)%5 + 1, set: sets[2] + 1},
		}
		// Tables 2 and 3 change places in rounds 3 and 4 so that no set
		// comes back to a table it has been played at.
		if r == 2 || r == 3 {
			row[1], row[2] = row[2], row[1]
		}
		sc.rounds = append(sc.rounds, row)
	}
	return sc
}

// Balanced reports whether the complete Howell movegen builds for pairs
// compares every two pairs on the same number of boards. It builds the
// movement to find out: for an even count above 6 it checks that the base
// round's NS − set values form a difference set; otherwise (4 and 6 pairs,
// and odd counts, where the phantom leaves some comparisons out) it counts
// the comparisons. Unsupported counts report false.
func Balanced(pairs int) bool {
	if pairs < MinPairs || pairs > MaxPairs {
		return false
	}
	sc, err := complete(pairs + pairs%2)
	if err != nil {
		return false
	}
	if pairs%2 == 0 && pairs > 6 {
		return sc.balanced
	}
	s := newScorer(sc, phantomOf(sc, pairs))
	for r := range sc.rounds {
		s.add(r)
	}
	return s.equal()
}

func allRounds(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// ChooseRounds returns which rounds of the complete Howell (1-based, in
// order) a movement of the given length plays: all of them for a complete
// movement, else the subset a deterministic swap search finds with the best
// balance index, starting from the first rounds.
func ChooseRounds(pairs, rounds int) ([]int, error) {
	o := Options{Pairs: pairs, Rounds: rounds}
	if err := o.Check(); err != nil {
		return nil, err
	}
	sc, err := complete(pairs + pairs%2)
	if err != nil {
		return nil, err
	}
	chosen := chooseRounds(sc, phantomOf(sc, pairs), rounds)
	for i := range chosen {
		chosen[i]++
	}
	return chosen, nil
}

// phantomOf returns the pair of the even schedule sc that is missing when
// pairs is odd, or 0 when it is even. It is the stationary pair (the highest
// number), so table 1 is where the sit-out happens, except in the small
// schedules without a cyclic structure (six pairs or fewer), where every
// pair is tried and the one leaving the best balance index is taken.
func phantomOf(sc *schedule, pairs int) int {
	if pairs%2 == 0 {
		return 0
	}
	best, bestIndex := sc.pairs, -1.0
	if sc.pairs > 6 {
		return best
	}
	for p := sc.pairs; p >= 1; p-- {
		s := newScorer(sc, p)
		for r := range sc.rounds {
			s.add(r)
		}
		if v := s.index(); v > bestIndex+1e-9 {
			best, bestIndex = p, v
		}
	}
	return best
}

// roundsAndBoards returns the rounds opts asks for (full when it asks for
// none) and the boards a round (DefaultBoardsPerRound of those rounds when
// it asks for none).
func (o Options) roundsAndBoards(full int) (rounds, boards int) {
	rounds, boards = o.Rounds, o.BoardsPerRound
	if rounds == 0 {
		rounds = full
	}
	if boards == 0 {
		boards = DefaultBoardsPerRound(rounds)
	}
	return rounds, boards
}

// Generate builds the Howell movement described by opts and validates it.
func Generate(opts Options) (*movement.Movement, error) {
	if err := opts.Check(); err != nil {
		return nil, err
	}
	if opts.Appendix {
		return generateAppendix(opts)
	}
	if opts.Interwoven {
		return generateInterwoven(opts)
	}
	P := opts.Pairs
	sc, err := complete(P + P%2)
	if err != nil {
		return nil, err
	}
	full := len(sc.rounds)
	R, B := opts.roundsAndBoards(full)
	if opts.Barometer {
		if b, ok := barometerSchedule(P + P%2); ok {
			sc = b
		}
	}
	phantom := phantomOf(sc, P)
	chosen := chooseRounds(sc, phantom, R)
	if opts.Barometer {
		chosen = allRounds(R) // a short barometer plays the first rounds
	}

	m := &movement.Movement{
		Name:         fmt.Sprintf("Howell, %d pairs", P),
		Family:       movement.Howell,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        slices.Clone(movement.PairSeats()),
		Contestants:  P,
		Tables:       len(sc.rounds[0]),
		Rounds:       R,
		Sets:         sc.sets,
		BoardsPerSet: B,
	}
	if R < full {
		m.Name += fmt.Sprintf(", %d of %d rounds", R, full)
	}
	if opts.Barometer {
		m.Name += ", barometer"
		m.Sets = R
	}
	seat := func(p int) int {
		if p == phantom {
			return 0
		}
		return p
	}
	var turned [][]bool
	if opts.Barometer {
		turned = barometerTurns(sc, chosen, phantom)
	}
	for i, r := range chosen {
		for t, tb := range sc.rounds[r] {
			set, ns, ew := tb.set, seat(tb.ns), seat(tb.ew)
			if opts.Barometer {
				set = i + 1
				if turned[i][t] {
					ns, ew = ew, ns
				}
			}
			m.Play = append(m.Play, movement.Play{
				Round: i + 1, Table: t + 1, Set: set,
				Seats: []int{ns, ew},
			})
		}
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("howell: %d pairs, %d rounds: the movement is invalid: %v", P, R, errs[0])
	}
	return m, nil
}

// chooseRounds picks R rounds (0-based, ascending) of sc. It starts from
// the first R and swaps a chosen round for an unchosen one whenever that
// raises the balance index, until no swap does.
func chooseRounds(sc *schedule, phantom, R int) []int {
	n := len(sc.rounds)
	if R >= n {
		return allRounds(n)
	}
	s := newScorer(sc, phantom)
	for r := range R {
		s.add(r)
	}
	best := s.index()
	for improved, pass := true, 0; improved && pass < 50; pass++ {
		improved = false
		for a := range n {
			if !s.in[a] {
				continue
			}
			for b := range n {
				if s.in[b] || !s.in[a] {
					continue
				}
				s.remove(a)
				s.add(b)
				if v := s.index(); v > best+1e-9 {
					best, improved = v, true
					break // a is out now
				}
				s.remove(b)
				s.add(a)
			}
		}
	}
	var out []int
	for r := range n {
		if s.in[r] {
			out = append(out, r)
		}
	}
	return out
}

// scorer keeps the comparison counts (in sets) of a subset of rounds, and
// their sum and sum of squares, so adding or dropping a round is cheap. It
// counts as movement.Analyze does: two pairs are compared on a set when
// they play it in the same direction at different tables.
type scorer struct {
	sc      *schedule
	phantom int
	P       int // pairs 1..P of the schedule
	comp    []int
	sum, sq int
	in      []bool
	bySet   [][][]int // bySet[r][set]: the tables of round r playing set
}

func newScorer(sc *schedule, phantom int) *scorer {
	s := &scorer{sc: sc, phantom: phantom, P: sc.pairs, comp: make([]int, sc.pairs*sc.pairs), in: make([]bool, len(sc.rounds))}
	s.bySet = make([][][]int, len(sc.rounds))
	for r, row := range sc.rounds {
		s.bySet[r] = make([][]int, sc.sets+1)
		for t, tb := range row {
			s.bySet[r][tb.set] = append(s.bySet[r][tb.set], t)
		}
	}
	return s
}

func (s *scorer) bump(i, j, d int) {
	if i == j || i == s.phantom || j == s.phantom {
		return
	}
	if i > j {
		i, j = j, i
	}
	k := (i-1)*s.P + j - 1
	old := s.comp[k]
	s.comp[k] = old + d
	s.sum += d
	s.sq += (old+d)*(old+d) - old*old
}

// toggle adds (d = 1) or removes (d = −1) the comparisons between round a
// and the rounds in the subset, and within round a itself.
func (s *scorer) toggle(a, d int) {
	ra := s.sc.rounds[a]
	for b, rb := range s.sc.rounds {
		if b != a && !s.in[b] {
			continue
		}
		for i, x := range ra {
			if x.ns == s.phantom || x.ew == s.phantom {
				continue
			}
			for _, j := range s.bySet[b][x.set] {
				y := rb[j]
				if (b == a && j <= i) || y.ns == s.phantom || y.ew == s.phantom {
					continue
				}
				s.bump(x.ns, y.ns, d)
				s.bump(x.ew, y.ew, d)
			}
		}
	}
}

func (s *scorer) add(a int) {
	s.toggle(a, 1)
	s.in[a] = true
}

func (s *scorer) remove(a int) {
	s.in[a] = false
	s.toggle(a, -1)
}

// present returns how many pairs play.
func (s *scorer) present() int {
	if s.phantom != 0 {
		return s.P - 1
	}
	return s.P
}

// equal reports whether every two pairs present are compared equally often
// (and at least once): N·Σc² = (Σc)², with no rounding.
func (s *scorer) equal() bool {
	n := s.present()
	return s.sum > 0 && n*(n-1)/2*s.sq == s.sum*s.sum
}

// index is the balance index of the subset as movement.Analyze defines it
// for one field: 100·max(0, 1 − σ/μ) over every two pairs present.
func (s *scorer) index() float64 {
	n := s.present()
	pairs := float64(n * (n - 1) / 2)
	mean := float64(s.sum) / pairs
	if mean <= 0 {
		return 0
	}
	v := float64(s.sq)/pairs - mean*mean
	return 100 * math.Max(0, 1-math.Sqrt(math.Max(v, 0))/mean)
}
