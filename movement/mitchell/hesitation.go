package mitchell

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// The hesitation Mitchell follows the directors' literature: first
// published by E. E. Blandon (Bridge Magazine, February 1973) as
// bridgecentral.com's "Hesitation Mitchell" (MvtHTML/hesitationmitchell.htm)
// records, and described by the EBU (John Pain, "Unusual Movements for
// Clubs – 1: Hesitation Mitchell", EBU Club Focus, ebu.co.uk/newsletters
// id=5: "seven tables playing eight rounds, eight tables playing nine
// rounds or 11 tables playing 12 rounds"). It adds one round to a Mitchell
// of T tables. The moving pairs move up one table a round playing EW, but
// at the hesitation table (the last) they stop to play NS for one round
// before going on as EW at table 1: EW1 → EW2 → … → EWT → NS T → EW1. The
// other NS pairs are stationary. The T+1 sets move down one table a round:
//
//   - odd T: one set waits on a bye stand (the EBU's 7-table example:
//     tables 1–3, the stand, tables 4–7, set 4 starting on the stand);
//   - even T: tables 1 and T share a set and two sets wait on two bye
//     stands between tables T/2 and T/2+1 (Exeter Bridge Club's movement
//     sheet, bridgewebs.com/exeter/info.html: 8 tables, 9 sets of 3 boards,
//     "2 relays between 4 & 5, tables 8 & 1 share, swival at table 8";
//     12 tables, 13 sets of 2 boards, "2 relays between 6 & 7, tables 12 &
//     1 share, swival at table 12").
//
// The double hesitation (Double, odd T of 5 or more) adds two rounds: the
// moving pairs play NS at tables 2 and T, two sets wait on two bye stands
// between tables (T+1)/2 and (T+3)/2, and nobody shares (Exeter's 11
// tables: 13 sets of 2 boards, "2 relays between tables 6 & 7, swivals at
// tables 2 & 11; moving pairs move from EW 11 to NS 2 to NS 11 then
// continue to EW 1").
//
// A half table (Missing) leaves the NS seat of table 1 empty, as Exeter's
// sheet does at 7½ tables ("no pair at 1 N/S"): each moving pair sits out
// once, there. MissingMoving leaves out a moving pair instead, as Bud
// Hinckley's ACBLscore external files do at 4½, 5½ and 6½ tables
// (budhinckley.com: HE0506, HE0607, HE0708, with as many stationary pairs
// as the full movement): every NS pair keeps its table, and fewer pairs of
// pairs never meet (TestHesitationMissingMoving: at every size from 3 to 15
// tables), at a balance index usually a little lower (the plan offers
// both and prints each one's).
//
// It is a one-winner movement: most pairs play both directions, and the
// last one or two rounds are arrow-switched at every table but the
// hesitation tables.

// HesitationOptions describe a hesitation Mitchell.
type HesitationOptions struct {
	// Tables is T, MinTables..MaxTables; T+1 rounds are played with T+1
	// sets by 2T pairs (T+2 with Double).
	Tables int
	// Double plays the double hesitation: two hesitation tables (2 and T)
	// and T+2 rounds; odd T of 5 or more.
	Double bool
	// Missing leaves the NS seat of table 1 empty, for 2T−1 pairs (a half
	// table: Exeter's "for 7 1/2 tables there should be no pair at 1
	// N/S"): each moving pair sits out once, at table 1, and the pairs are
	// numbered 1..2T−1 (pair t+1 of the full movement is pair t).
	Missing bool
	// MissingMoving, with Missing, leaves out a moving pair instead: pair
	// 2T, EW at table T in round 1, so that every NS pair but the
	// hesitation tables' stays, as in Bud Hinckley's ACBLscore external
	// files for 4½, 5½ and 6½ tables (budhinckley.com, "Bud Hinckley's
	// ACBLscore External Files": HE0506, HE0607, HE0708, "4", "5" and "6"
	// stationary pairs, the same as the full movement's). The other pairs
	// keep their numbers; the NS pairs sit out in turn, and so do the two
	// moving pairs that meet the missing one at a hesitation table.
	MissingMoving bool
	// BoardsPerRound is the boards in each set; 0 means the default for
	// the rounds played (DefaultBoardsPerRound).
	BoardsPerRound int
	// Switched is how many of the last rounds are arrow-switched at every
	// table but the hesitation tables; 0 means the one of 1 and 2 with the
	// better balance index.
	Switched int
}

// Check returns nil when o describes a hesitation Mitchell
// GenerateHesitation can build, else an *OptionError naming the field.
func (o HesitationOptions) Check() error {
	T := o.Tables
	if T < MinTables || T > MaxTables {
		return optionErr("Tables", "want %d to %d", MinTables, MaxTables)
	}
	if o.Double && (T%2 == 0 || T < 5) {
		return optionErr("Tables", "a double hesitation Mitchell needs an odd number of tables, 5 or more")
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.MissingMoving && !o.Missing {
		return optionErr("MissingMoving", "only with a missing pair")
	}
	if o.Switched < 0 || o.Switched >= T {
		return optionErr("Switched", "want 1 to %d switched rounds", T-1)
	}
	if T%2 == 0 && o.BoardsPerRound == 1 {
		return optionErr("BoardsPerRound", "tables 1 and %d share a set, which needs at least 2 boards", T)
	}
	return nil
}

// HesitationRounds returns the rounds (and sets) of a hesitation Mitchell
// at tables tables: T+1, or T+2 for the double hesitation.
func HesitationRounds(tables int, double bool) int {
	if double {
		return tables + 2
	}
	return tables + 1
}

// hesitationLayout is where the sets and the moving pairs go: the sets
// move down a cycle of L places (slot[t] is table t's place; the places no
// table holds are bye stands), the moving pairs up a cycle of L places
// (places[q]: a table and whether the seat there is NS).
type hesitationLayout struct {
	T, L   int
	slot   []int // by table, 1..T
	places []hesitationPlace
	// hes are the hesitation tables, whose NS seat the moving pairs take.
	hes []int
}

type hesitationPlace struct {
	table int
	ns    bool
}

// layoutFor returns the layout of o (checked).
func layoutFor(o HesitationOptions) hesitationLayout {
	T := o.Tables
	l := hesitationLayout{T: T, L: HesitationRounds(T, o.Double), slot: make([]int, T+1)}
	for t := 1; t <= T; t++ {
		l.places = append(l.places, hesitationPlace{table: t})
	}
	switch {
	case o.Double:
		// Tables 1..(T+1)/2, two stands, tables (T+3)/2..T.
		for t := 1; t <= T; t++ {
			l.slot[t] = t - 1
			if t > (T+1)/2 {
				l.slot[t] = t + 1
			}
		}
		l.hes = []int{2, T}
	case T%2 == 0:
		// Tables 1..T/2, two stands, tables T/2+1..T−1; table T shares
		// table 1's set.
		for t := 1; t < T; t++ {
			l.slot[t] = t - 1
			if t > T/2 {
				l.slot[t] = t + 1
			}
		}
		l.slot[T] = 0
		l.hes = []int{T}
	default:
		s, _ := hesitationStand(T)
		for t := 1; t <= T; t++ {
			l.slot[t] = t - 1
			if t > s {
				l.slot[t] = t
			}
		}
		l.hes = []int{T}
	}
	for _, t := range l.hes {
		l.places = append(l.places, hesitationPlace{table: t, ns: true})
	}
	return l
}

// set returns the set (1-based) at table t in round r (0-based).
func (l hesitationLayout) set(t, r int) int { return (l.slot[t]+r)%l.L + 1 }

// playsEverySet reports whether every moving pair plays every set once.
func (l hesitationLayout) playsEverySet() bool {
	for mp := range l.L {
		seen := make([]bool, l.L+1)
		for r := range l.L {
			k := l.set(l.places[(mp+r)%l.L].table, r)
			if seen[k] {
				return false
			}
			seen[k] = true
		}
	}
	return true
}

// stands returns the places of the cycle no table holds (the bye stands),
// each as the table it follows: the set leaving the next table waits there.
func (l hesitationLayout) stands() []int {
	var out []int
	for p := range l.L {
		held := false
		for t := 1; t <= l.T; t++ {
			held = held || l.slot[t] == p
		}
		if !held {
			after, best := 0, -1 // the table of the highest place below p
			for t := 1; t <= l.T; t++ {
				if l.slot[t] < p && l.slot[t] > best {
					after, best = t, l.slot[t]
				}
			}
			out = append(out, after)
		}
	}
	return out
}

// hesitationStand returns the table after which the bye stand sits (the
// set at the next table goes to the stand, then to this table) for an odd
// T: the first place, from the middle outwards, with which every moving
// pair plays every set once; false when there is none (every even T).
func hesitationStand(T int) (int, bool) {
	if T%2 == 0 {
		return 0, false
	}
	for d := 0; d <= T; d++ {
		for _, s := range []int{T/2 - d, T/2 + d} {
			if s < 0 || s > T || (d == 0 && s != T/2) {
				continue
			}
			l := hesitationLayout{T: T, L: T + 1, slot: make([]int, T+1)}
			for t := 1; t <= T; t++ {
				l.slot[t] = t - 1
				if t > s {
					l.slot[t] = t
				}
				l.places = append(l.places, hesitationPlace{table: t})
			}
			l.places = append(l.places, hesitationPlace{table: T, ns: true})
			if l.playsEverySet() {
				return s, true
			}
		}
	}
	return 0, false
}

// GenerateHesitation builds the hesitation Mitchell described by o and
// validates it. Pair t starts NS at table t and pair T+t EW at table t;
// the NS pairs at the hesitation tables are moving pairs, the other NS
// pairs stay.
func GenerateHesitation(o HesitationOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if o.Switched == 0 {
		best, bi := 0, -1.0
		for k := 1; k <= min(2, o.Tables-1); k++ {
			o2 := o
			o2.Switched = k
			m, err := hesitation(o2)
			if err != nil {
				return nil, err
			}
			if v := movement.Analyze(m).Summary.BalanceIndex; v > bi {
				best, bi = k, v
			}
		}
		o.Switched = best
	}
	return hesitation(o)
}

// hesitation builds the movement for checked options with Switched set.
func hesitation(o HesitationOptions) (*movement.Movement, error) {
	T := o.Tables
	l := layoutFor(o)
	if !l.playsEverySet() {
		return nil, movement.Internalf("mitchell: hesitation layout for %d tables repeats a set", T)
	}
	R := l.L
	b := o.BoardsPerRound
	if b == 0 {
		b = DefaultBoardsPerRound(R, T%2 == 0 && !o.Double)
	}
	name := fmt.Sprintf("Hesitation Mitchell, %d tables, one winner", T)
	if o.Double {
		name = fmt.Sprintf("Double hesitation Mitchell, %d tables, one winner", T)
	}
	m := newPairs(name, T, R, R, b, 2*T)
	// The moving pairs play both lines, so no label names a line.
	for c := 1; c <= 2*T; c++ {
		m.Labels[c] = strconv.Itoa(c)
	}
	// moving[q] is the pair at place q in round 1.
	moving := make([]int, R)
	for q, p := range l.places {
		if p.ns {
			moving[q] = p.table
		} else {
			moving[q] = T + p.table
		}
	}
	for r := range R {
		seats := make([][2]int, T+1) // by table: NS, EW
		for t := 1; t <= T; t++ {
			if !slices.Contains(l.hes, t) {
				seats[t][0] = t
			}
		}
		for i, c := range moving {
			p := l.places[(i+r)%R]
			if p.ns {
				seats[p.table][0] = c
			} else {
				seats[p.table][1] = c
			}
		}
		for t := 1; t <= T; t++ {
			m.Play = append(m.Play, movement.Play{
				Round: r + 1, Table: t, Set: l.set(t, r),
				Seats:    []int{seats[t][0], seats[t][1]},
				Switched: !slices.Contains(l.hes, t) && r >= R-o.Switched,
			})
		}
	}
	switch {
	case o.Missing && o.MissingMoving:
		dropPair(m, 2*T)
		m.Name += ", moving pair missing"
	case o.Missing:
		dropPair(m, 1)
		m.Name += ", missing pair"
	}
	return finish(m)
}

// dropPair empties the seat of pair x and numbers the pairs above it down
// by one.
func dropPair(m *movement.Movement, x int) {
	for i := range m.Play {
		for j, c := range m.Play[i].Seats {
			switch {
			case c == x:
				m.Play[i].Seats[j] = 0
			case c > x:
				m.Play[i].Seats[j] = c - 1
			}
		}
	}
	m.Contestants--
	m.Labels = map[int]string{}
	for c := 1; c <= m.Contestants; c++ {
		m.Labels[c] = strconv.Itoa(c)
	}
}

// HesitationStand returns the table the bye stand of a hesitation Mitchell
// at an odd number of tables follows: the set leaving the next table waits
// there a round before going to this one; ok is false for an even number
// (two stands and a shared set: HesitationStands).
func HesitationStand(tables int) (after int, ok bool) { return hesitationStand(tables) }

// HesitationStands returns, for the hesitation Mitchell o describes, the
// tables its bye stands follow, in the order of the sets' cycle, and the
// hesitation tables; it fails as GenerateHesitation does.
func HesitationStands(o HesitationOptions) (stands, hesitationTables []int, err error) {
	if err := o.Check(); err != nil {
		return nil, nil, err
	}
	l := layoutFor(o)
	return l.stands(), slices.Clone(l.hes), nil
}

// hesitationNotes explains a hesitation Mitchell in words.
func hesitationNotes(m *movement.Movement) []movement.Text {
	T := m.Tables
	double := m.Rounds == T+2
	stands, hes, _ := HesitationStands(HesitationOptions{Tables: T, Double: double})
	sw := SwitchedRounds(m)
	// A half table: the NS seat of table 1 empty (Exeter), or a moving
	// pair left out (MissingMoving), which keeps every NS pair.
	missing := m.Contestants == 2*T-1
	nsMissing := missing && firstNS(m, 1) == 0
	stay := T - 1 // the stationary NS pairs are 1..stay
	if nsMissing {
		stay = T - 2
	}
	var lines []movement.Text
	switch {
	case double:
		lines = append(lines,
			say("Double hesitation Mitchell: the NS pairs of every table but 2 and %d stay; the moving pairs move up one table a round as EW, and after EW at table %d they play NS at table 2, then NS at table %d, before going on as EW at table 1.", T, T, T),
			say("The %d sets move down one table a round; the two sets not on a table wait on two bye stands between tables %d and %d.", m.Sets, stands[0], stands[0]+1))
	case T%2 == 0:
		lines = append(lines,
			say("Hesitation Mitchell: NS pairs 1–%d stay; the moving pairs move up one table a round as EW, and after EW at table %d they play NS at table %d for one round (the hesitation table) before going on as EW at table 1.", stay, T, T),
			say("The %d sets move down one table a round; tables 1 and %d share a set, and the two sets not on a table wait on two bye stands between tables %d and %d.", m.Sets, T, stands[0], stands[0]+1))
	default:
		lines = append(lines,
			say("Hesitation Mitchell: NS pairs 1–%d stay; the moving pairs move up one table a round as EW, and after EW at table %d they play NS at table %d for one round (the hesitation table) before going on as EW at table 1.", stay, T, T),
			say("The %d sets move down one table a round; the set not on a table waits on a bye stand between tables %d and %d.", m.Sets, stands[0], stands[0]+1))
	}
	rep := movement.Analyze(m)
	pairs, tables := stationaryNS(m)
	switch {
	case nsMissing:
		lines = append(lines,
			say("One pair missing: the NS seat of table 1 is empty, so each moving pair sits out once, there; stationary pairs %s sit NS at tables %s.", intRun(pairs), intRun(tables)),
			say("Nobody plays a set twice, and nobody meets anybody twice."))
	case missing:
		var moved []int // moving pairs that sit out
		for _, st := range rep.Contestants {
			if st.Rests > 0 && !slices.Contains(pairs, st.Contestant) {
				moved = append(moved, st.Contestant)
			}
		}
		lines = append(lines,
			say("One pair missing: the moving pair that would start EW at table %d is left out; each stationary pair sits out once, and so do pairs %s, who meet the missing pair's place at a hesitation table.", T, movement.JoinInts(moved, ", ")),
			say("Nobody plays a set twice, and nobody meets anybody twice."))
	default:
		lines = append(lines, say("Every pair plays every set once and nobody sits out; nobody meets anybody twice."))
	}
	bi := rep.Summary.BalanceIndex
	switch {
	case len(hes) == 2 && len(sw) == 1:
		lines = append(lines, say("One winner: round %s arrow-switched at every table but tables %d and %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", movement.JoinInts(sw, ", "), hes[0], hes[1], bi))
	case len(hes) == 2:
		lines = append(lines, say("One winner: rounds %s arrow-switched at every table but tables %d and %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", movement.JoinInts(sw, ", "), hes[0], hes[1], bi))
	case len(sw) == 1:
		lines = append(lines, say("One winner: round %s arrow-switched at every table but table %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", movement.JoinInts(sw, ", "), T, bi))
	default:
		lines = append(lines, say("One winner: rounds %s arrow-switched at every table but table %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", movement.JoinInts(sw, ", "), T, bi))
	}
	return append(lines, movement.BoardsNote(m, false, false))
}

// stationaryNS returns the pairs that sit NS at one table every round
// they play, in order, and their tables.
func stationaryNS(m *movement.Movement) (pairs, tables []int) {
	at := map[int]int{} // pair → its NS table; -1 once it has sat elsewhere
	for _, p := range m.Play {
		for j, c := range p.Seats {
			switch {
			case c == 0:
			case j != 0 || at[c] != 0 && at[c] != p.Table:
				at[c] = -1
			default:
				at[c] = p.Table
			}
		}
	}
	for c := 1; c <= m.Contestants; c++ {
		if at[c] > 0 {
			pairs, tables = append(pairs, c), append(tables, at[c])
		}
	}
	return pairs, tables
}

// intRun writes xs as "2–6" when they run on one by one, else "2, 4, 5".
func intRun(xs []int) string {
	if len(xs) > 2 && xs[len(xs)-1]-xs[0] == len(xs)-1 {
		return fmt.Sprintf("%d–%d", xs[0], xs[len(xs)-1])
	}
	return movement.JoinInts(xs, ", ")
}

// firstNS is the pair at the NS seat of table t in round 1, 0 when the
// seat is empty.
func firstNS(m *movement.Movement, t int) int {
	for _, p := range m.Play {
		if p.Round == 1 && p.Table == t && len(p.Seats) > 0 {
			return p.Seats[0]
		}
	}
	return 0
}
