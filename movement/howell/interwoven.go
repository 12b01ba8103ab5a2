package howell

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The interwoven Howell is the second session of a two-session pairs event
// whose first session is a Mitchell: the Mitchell's two lines (its NS and
// its EW pairs), T pairs each at T tables, T odd, each play a Howell among
// themselves, and the two pairs that sit out of the two Howells in a round
// meet each other at a table of their own. Sources:
//
//   - bridge-results.de, "Turniere mit zwei Durchgängen"
//     (Movements/2dg_01.html): with 11 tables (22 pairs) 21 rounds are
//     played; the first session is an 11-table Mitchell with its first
//     round left out, 10 rounds; in the second "wird dann in zwei Gruppen
//     Howell an 5½ Tischen gespielt, wobei die beiden halben Tischen
//     gegeneinander spielen. Das sind genau die Paare, die sonst in der
//     ersten Mitchellrunde gegeneinander gespielt hätten. Am Ende haben
//     dann alle gegeneinander gespielt. Dieses Movement nennt sich auch
//     Interwoven Howell und kommt bei zwei Howellgruppen mit einem
//     Boardsatz aus" (two Howell groups at 5½ tables, the two half tables
//     playing each other: exactly the pairs who would have met in the
//     Mitchell's first round; in the end everyone has met everyone; it is
//     also called Interwoven Howell and needs one set of boards for both
//     groups).
//   - Ian McKinnon, Movements (bridgecentral.com, "Pairs movements ready
//     reckoner"): at 7 tables, "interwoven (6+7)", a two-session event of
//     6 and 7 rounds.
//   - Magic Contest (magicscoring.com, "How do I score a 2-evening event
//     with 12 pairs", 2019): "The normal solution is Mitchell + Interwoven
//     Howell. However, the orange book Movements only supports that
//     solution from 7 tables and up"; and its page "Pair numbers at
//     Interwoven Howell": two lines whose pairs meet within their own line,
//     at some table counts one pair of the other line too, numbered as in
//     the Mitchell so that a pair keeps its number in both sessions.
//
// None of them prints the seating or the boards, so the schedule is
// movegen's own, built to the facts they state (TestInterwoven checks
// each): T tables and T rounds; line A (pairs 1..T, the Mitchell's NS
// pairs) and line B (pairs T+1..2T, its EW pairs) each a Howell of T pairs
// with one pair out each round; the two pairs out meet at table 1; T sets,
// each played at exactly one table every round, so one set of boards
// serves both lines with no sharing; every pair plays every set once. The
// pairs who meet at table 1 are those a Mitchell of T tables seats
// together in its last round, so that `mitchell --tables T --rounds T−1`
// (which leaves that round out) and this movement together have every
// pair meet every other exactly once. The source leaves out the first
// Mitchell round instead; the two are the same up to where the EW pairs
// start (one table along).
//
// The construction: number line A's pairs a_0..a_{T−1} and line B's
// b_0..b_{T−1} (b_i is EW pair i+2 of the Mitchell, mod T). In round r
// (0-based) a_r and b_r play set r at table 1; at table 1+k (k = 1..m,
// m = (T−1)/2) a_{r+k} (NS) plays a_{r−k} (EW) on set r+α_k, and at table
// 1+m+k b_{r+k} plays b_{r−k} on set r+β_k (indices mod T). Two pairs of
// a line meet in the one round r with 2r their sum, so once. The sets of
// a round are distinct when 0, the α_k and the β_k are; a_x plays the sets
// x, x+α_k−k and x+α_k+k, so every set once, when {0} and the α_k ± k
// cover the residues mod T (a starter whose pairs have the distinct,
// nonzero midpoints α_k), and the same for the β_k. interwovenOffsets
// finds the α and β by a depth-first search (the first in lexicographic
// order). None exists for 3 or 5 tables, the sizes the sources exclude,
// nor when 3 divides T: summing the squares of the covered residues gives
// 2Σα² + 2Σk² ≡ Σx² (mod T), so Σα² ≡ Σβ² ≡ 0 (mod T) when 3 divides T,
// while Σα² + Σβ² must be Σx² over the nonzero residues, which is not 0
// mod T then. So this form is built at 7, 11, 13, 17 and 19 tables.

// Where that schedule does not exist (9 and 15 tables) and at an even
// number of tables, movegen builds the form Ian McKinnon's Movements gives
// ("Double Howell-Mitchell movement", bridgecentral.com): "the second
// session of the event will then be a double Howell with the pairs from
// the N-S field making up one of the Howells and the pairs from the E-W
// field the other". With an even number of tables the Mitchell is the
// share and relay one, "the number of rounds in the double Howell will be
// one less than the number in the Mitchell movement" ("with 10 tables ...
// a double 5 table Howell that has 9 rounds"), and no pair meets the other
// line; with an odd number the Mitchell's first round is not played and
// "the pairs who do not play each other on this round will meet at table 1
// of the double Howell (or the table with the non-existent stationary
// pairs)" ("with 9 tables ... a double 5 table Howell with 9 rounds").
// Magic Contest's example is of this form: "Interwoven Howell, 16 tables,
// 15 rounds", lines 1–15 and 16 and 21–35 and 36, the last of each line
// its stationary pair. Each line plays movegen's complete Howell of its T
// pairs (T+1 with the stationary pair missing when T is odd, the two pairs
// who would meet it meeting each other at table 1), line B's tables
// playing the same sets as line A's; the page's "if the boards have been
// duplicated then sharing is eliminated", so the two lines are sections A
// and D, each with its own copy of the boards (movement.Section).

// MinInterwovenTables and MaxInterwovenTables bound the interwoven Howell:
// 7 tables (the sources' smallest) up to the tables MaxPairs pairs fill.
const (
	MinInterwovenTables = 7
	MaxInterwovenTables = MaxPairs / 2
)

// InterwovenOneSet reports whether the interwoven Howell of tables tables
// is the one-set form (tables odd, not a multiple of 3) rather than the
// double Howell with a copy of the boards for each line.
func InterwovenOneSet(tables int) bool {
	return InterwovenTables(tables) && tables%2 == 1 && tables%3 != 0
}

// InterwovenRounds returns the rounds of the complete interwoven Howell of
// tables tables: tables when odd (each line's Howell has a pair out each
// round), tables−1 when even.
func InterwovenRounds(tables int) int {
	if tables%2 == 1 {
		return tables
	}
	return tables - 1
}

// interwovenOffsets returns α_1..α_m and β_1..β_m for T tables (T odd), or
// false when there are none.
func interwovenOffsets(T int) (alpha, beta []int, ok bool) {
	if T < 3 || T%2 == 0 || T%3 == 0 {
		return nil, nil, false // none when 3 divides T: see the proof above
	}
	return searchOffsets(T)
}

// searchOffsets is interwovenOffsets' search, for any odd T ≥ 3: it tries
// every choice, so false means that none exists.
func searchOffsets(T int) (alpha, beta []int, ok bool) {
	m := (T - 1) / 2
	mid := make([]bool, T) // midpoints used in a round: 0, the α and the β
	mid[0] = true
	var line func(k int, off []int, cover []bool, next func() bool) bool
	// line fills off[k..m] so that {0} ∪ {off ± k} covers Z_T, then calls
	// next.
	line = func(k int, off []int, cover []bool, next func() bool) bool {
		if k > m {
			return next()
		}
		for a := 1; a < T; a++ {
			lo, hi := ((a-k)%T+T)%T, (a+k)%T
			if mid[a] || cover[lo] || cover[hi] {
				continue
			}
			mid[a], cover[lo], cover[hi] = true, true, true
			off[k-1] = a
			if line(k+1, off, cover, next) {
				return true
			}
			mid[a], cover[lo], cover[hi] = false, false, false
		}
		return false
	}
	alpha, beta = make([]int, m), make([]int, m)
	coverA, coverB := make([]bool, T), make([]bool, T)
	coverA[0], coverB[0] = true, true
	ok = line(1, alpha, coverA, func() bool {
		return line(1, beta, coverB, func() bool { return true })
	})
	if !ok {
		return nil, nil, false
	}
	return alpha, beta, true
}

// InterwovenTables reports whether an interwoven Howell of tables tables
// can be built: MinInterwovenTables..MaxInterwovenTables.
func InterwovenTables(tables int) bool {
	return tables >= MinInterwovenTables && tables <= MaxInterwovenTables
}

// checkInterwoven checks the options of an interwoven Howell.
func (o Options) checkInterwoven() error {
	T := o.Pairs / 2
	if o.Pairs%2 != 0 || !InterwovenTables(T) {
		return &movement.OptionError{Generator: "howell", Field: "Pairs", Unsupported: true,
			Text: movement.Say("an interwoven Howell wants the pairs of a Mitchell of %d to %d tables: an even number of pairs from %d to %d", MinInterwovenTables, MaxInterwovenTables, 2*MinInterwovenTables, 2*MaxInterwovenTables)}
	}
	if o.Barometer {
		return &movement.OptionError{Generator: "howell", Field: "Barometer",
			Text: movement.Say("an interwoven Howell plays every set once a round; it is not a barometer")}
	}
	if full := InterwovenRounds(T); o.Rounds < 0 || o.Rounds > full {
		return &movement.OptionError{Generator: "howell", Field: "Rounds",
			Text: movement.Say("want 1 to %d for an interwoven Howell of %d pairs", full, o.Pairs)}
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return &movement.OptionError{Generator: "howell", Field: "BoardsPerRound",
			Text: movement.Say("want 1 to %d", movement.MaxBoardsPerSet)}
	}
	return nil
}

// generateInterwoven builds the interwoven Howell for opts (Interwoven set,
// checked): the first opts.Rounds rounds, all T by default.
func generateInterwoven(opts Options) (*movement.Movement, error) {
	T := opts.Pairs / 2
	if !InterwovenOneSet(T) {
		return generateDoubleHowell(opts)
	}
	alpha, beta, ok := interwovenOffsets(T)
	if !ok {
		return nil, movement.Internalf("howell: no interwoven Howell offsets for %d tables", T)
	}
	R, B := opts.roundsAndBoards(T)
	m := &movement.Movement{
		Name:         fmt.Sprintf("Interwoven Howell, %d tables", T),
		Family:       movement.Howell,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        slices.Clone(movement.PairSeats()),
		Contestants:  2 * T,
		Labels:       map[int]string{},
		Tables:       T,
		Rounds:       R,
		Sets:         T,
		BoardsPerSet: B,
	}
	if R < T {
		m.Name += fmt.Sprintf(", %d of %d rounds", R, T)
	}
	for i := 1; i <= T; i++ {
		m.Labels[i] = fmt.Sprintf("%d NS", i)
		m.Labels[T+i] = fmt.Sprintf("%d EW", i)
	}
	mod := func(x int) int { return ((x % T) + T) % T }
	a := func(i int) int { return mod(i) + 1 }       // line A: the Mitchell's NS pair
	b := func(i int) int { return T + mod(i+1) + 1 } // line B: EW pair i+2, met in the Mitchell's last round
	mm := (T - 1) / 2
	for r := range R {
		add := func(table, set, ns, ew int) {
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: table, Set: mod(set) + 1, Seats: []int{ns, ew}})
		}
		add(1, r, a(r), b(r))
		for k := 1; k <= mm; k++ {
			add(1+k, r+alpha[k-1], a(r+k), a(r-k))
		}
		for k := 1; k <= mm; k++ {
			add(1+mm+k, r+beta[k-1], b(r+k), b(r-k))
		}
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("howell: interwoven, %d tables: the movement is invalid: %v", T, errs[0])
	}
	return m, nil
}

// interwovenNotes explains an interwoven Howell.
func interwovenNotes(o Options, m *movement.Movement) []movement.Text {
	T := o.Pairs / 2
	full := InterwovenRounds(T)
	var lines []movement.Text
	switch {
	case InterwovenOneSet(T):
		lines = append(lines,
			say("Interwoven Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d) and its EW pairs (%d to %d) each play a Howell among themselves, and the two pairs out of their Howells meet at table 1.", T, T, T+1, 2*T),
			say("One set of boards serves both lines: every set is at one table in each round, and every pair plays every set once."))
	case T%2 == 1:
		lines = append(lines,
			say("Interwoven Howell as a double Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d, tables A1 to A%d) and its EW pairs (%d to %d, tables D1 to D%d) each play the Howell of %d pairs with the stationary pair missing, and the two pairs who would meet it meet each other at table A1.", T, T, (T+1)/2, T+1, 2*T, (T-1)/2, T+1),
			say("Each line has its own copy of the boards (sections A and D): table D1 plays the same set as table A2, and so on to D%d with A%d; with one copy the two tables share it.", (T-1)/2, (T+1)/2))
	default:
		lines = append(lines,
			say("Interwoven Howell as a double Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d, tables A1 to A%d) and its EW pairs (%d to %d, tables D1 to D%d) each play the Howell of %d pairs, pairs %d and %d staying NS at tables A1 and D1.", T, T, T/2, T+1, 2*T, T/2, T, T, 2*T),
			say("Each line has its own copy of the boards (sections A and D): table D1 plays the same set as table A1, and so on to D%d with A%d; with one copy the two tables share it.", T/2, T/2))
	}
	switch {
	case m.Rounds < full:
		// The two sessions no longer seat everyone against everyone.
		lines = append(lines, say("A short interwoven Howell: the first %d of its %d rounds; some pairs of a line do not meet.", m.Rounds, full))
	case T%2 == 1:
		lines = append(lines, say("Played after a %d-table Mitchell without its last round (%d rounds), every pair meets every other once over the two sessions: the pairs meeting at the first table are those the left-out round would have seated together.", T, T-1))
	default:
		lines = append(lines, say("Played after the %d-table Mitchell with relay and bye stand (%d rounds), every pair meets every other once over the two sessions.", T, T))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}

// generateDoubleHowell builds McKinnon's double Howell for opts: each line
// the complete Howell of its pairs, the EW line's tables after the NS
// line's, playing the same sets from their own copy of the boards; with T
// odd the stationary pair is missing from both and the two pairs who would
// meet it meet at table 1.
func generateDoubleHowell(opts Options) (*movement.Movement, error) {
	T := opts.Pairs / 2
	odd := T%2 == 1
	sc, err := complete(T + T%2)
	if err != nil {
		return nil, err
	}
	full := len(sc.rounds)
	R, B := opts.roundsAndBoards(full)
	h := len(sc.rounds[0]) // tables of one line's Howell
	m := &movement.Movement{
		Name:         fmt.Sprintf("Interwoven Howell, %d tables, double Howell", T),
		Family:       movement.Howell,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        slices.Clone(movement.PairSeats()),
		Contestants:  2 * T,
		Labels:       map[int]string{},
		Tables:       T,
		Rounds:       R,
		Sets:         sc.sets,
		BoardsPerSet: B,
		Sections:     []movement.Section{{Name: movement.SectionLetter(0), Tables: h}, {Name: movement.SectionLetter(1), Tables: T - h}},
	}
	if R < full {
		m.Name += fmt.Sprintf(", %d of %d rounds", R, full)
	}
	for i := 1; i <= T; i++ {
		m.Labels[i] = fmt.Sprintf("%d NS", i)
		m.Labels[T+i] = fmt.Sprintf("%d EW", i)
	}
	// Line B's Howell pair j is the EW pair the NS pair j meets in the
	// Mitchell's last round (T odd), or EW pair j.
	a := func(j int) int { return j }
	b := func(j int) int {
		if odd {
			return T + j%T + 1
		}
		return T + j
	}
	F := T + 1 // the missing stationary pair when T is odd
	for r := range R {
		row := sc.rounds[r]
		add := func(table, set, ns, ew int) {
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: table, Set: set, Seats: []int{ns, ew}})
		}
		for t, tb := range row {
			switch {
			case odd && t == 0:
				if tb.ns != F {
					return nil, movement.Internalf("howell: double Howell, %d tables: the stationary pair is not at table 1", T)
				}
				add(1, tb.set, a(tb.ew), b(tb.ew))
			case odd:
				add(t+1, tb.set, a(tb.ns), a(tb.ew))
				add(h+t, tb.set, b(tb.ns), b(tb.ew))
			default:
				add(t+1, tb.set, a(tb.ns), a(tb.ew))
				add(h+t+1, tb.set, b(tb.ns), b(tb.ew))
			}
		}
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("howell: double Howell, %d tables: the movement is invalid: %v", T, errs[0])
	}
	return m, nil
}
