package movement

import (
	"context"
	"math"
	"math/bits"
	"slices"
)

// Analyze validates m and computes its fairness report. When the layout or
// counts are too broken to count anything, the report holds only the
// problems and the verdict Invalid; otherwise plays with errors of their own
// (out of range, listed twice) are left out of the figures and everything
// else is counted.
//
// A contestant plays a set at a table when at least one opponent is present;
// facing only empty seats is a rest. Fields are the groups of contestants
// linked by comparisons: two contestants are in one field when a chain of
// comparisons joins them (a two-winner Mitchell has an NS and an EW field,
// a preferans rotation one field per line, a Howell one field).
func Analyze(m *Movement) *Report { return AnalyzeFirst(m, 0) }

// AnalyzeFirst is Analyze keeping only the first n problems in the report
// and counting the others in Report.Omitted (see ValidateFirst); n < 1
// keeps every problem.
func AnalyzeFirst(m *Movement, n int) *Report {
	rep, _ := AnalyzeContext(context.Background(), m, n)
	return rep
}

// AnalyzeContext is AnalyzeFirst that gives up when ctx ends, returning
// ctx's error and no report. It looks at ctx every few plays, occurrences
// or matrix rows, so a stop is seen within milliseconds however large m
// is.
func AnalyzeContext(ctx context.Context, m *Movement, n int) (*Report, error) {
	ps, omitted, err := validateFirst(ctx, m, n)
	if err != nil {
		return nil, err
	}
	rep := &Report{Problems: ps, Omitted: omitted, CanMeet: func(i, j int) bool { return false }}
	if !headerUsable(rep.Problems) || !headerUsable(omittedCodes(omitted)) {
		rep.Verdict = Invalid
		return rep, nil
	}
	a := newAnalysis(m)
	a.stop = &stopper{ctx: ctx}
	a.count()
	if a.stop.now() {
		return nil, a.stop.err
	}
	a.fill(rep)
	if len(m.Sections) > 0 && m.CheckSections() == nil {
		rep.Sections = SectionReports(m)
	}
	if a.stop.now() {
		return nil, a.stop.err
	}
	return rep, nil
}

// headerUsable reports whether the layout and counts are sound enough to
// count plays.
func headerUsable(ps Problems) bool {
	for _, p := range ps {
		switch p.Code {
		case CodeNoSeats, CodeBadSeat, CodeBadKind, CodeBadGame, CodeBadCount:
			return false
		}
	}
	return true
}

// omittedCodes returns one problem of each code that o counts, for
// headerUsable.
func omittedCodes(o Omitted) Problems {
	var ps Problems
	for c := range o.ByCode {
		ps = append(ps, Problem{Code: c})
	}
	return ps
}

// occurrence is one contestant playing one set.
type occurrence struct {
	contestant   int
	round, table int
	group        Seat // seat group compared on the set
	direction    Seat // NS or EW after an arrow switch (bridge pairs)
}

type analysis struct {
	m                        *Movement
	C, S                     int
	meet, partner, comp, man Matrix
	stats                    []ContestantStats
	setCount                 []int  // (c-1)*S + s-1: times c played s
	line                     []Seat // the only seat c ever held, or "" when several
	lineSet                  []bool
	section                  []int          // the only section c ever sat in, -1 when several (movements with sections)
	bySet                    [][]occurrence // occurrences per set
	playsOfSet               []int          // plays of each set (m in Manning's figure)
	pairwise                 bool           // walk every pair of occurrences even when compareByBits applies (tests)
	stop                     *stopper       // nil: never stops
}

func newAnalysis(m *Movement) *analysis {
	C, S := m.Contestants, m.Sets
	a := &analysis{
		m: m, C: C, S: S,
		meet:       NewMatrix(C),
		comp:       NewMatrix(C),
		stats:      make([]ContestantStats, C),
		setCount:   make([]int, C*S),
		line:       make([]Seat, C),
		lineSet:    make([]bool, C),
		section:    make([]int, C),
		bySet:      make([][]occurrence, S),
		playsOfSet: make([]int, S),
	}
	if a.individualBridge() {
		a.partner = NewMatrix(C)
	}
	if m.Kind == Pairs {
		a.man = NewMatrix(C)
	}
	for c := range a.stats {
		a.stats[c] = ContestantStats{Contestant: c + 1, Label: m.Label(c + 1), Seats: map[Seat]int{}}
	}
	return a
}

func (a *analysis) individualBridge() bool {
	return a.m.Kind == Individual && a.m.Game == Bridge
}

// group returns the seat group a seat is compared in.
func (a *analysis) group(s Seat, switched bool) Seat { return a.m.ComparisonGroup(s, switched) }

// ComparisonGroup returns the seat group in which a result from seat s is
// compared with the results of other tables on the same board: at
// preferans the seat itself (a line: each player is compared with the
// players who held the same seat letter on the same deal), at bridge the
// direction whose cards the seat holds (NS for NS, N and S; EW for EW, E
// and W), which an arrow switch (switched) flips. Analyze counts
// comparisons in these groups, and movement/simulate matchpoints in them.
func (m *Movement) ComparisonGroup(s Seat, switched bool) Seat {
	if m.Game == Preferans {
		return s
	}
	d := s.Direction()
	if switched {
		d = d.Opposite()
	}
	return d
}

// count walks the valid plays once.
func (a *analysis) count() {
	m := a.m
	seen := make(map[[2]int]bool, len(m.Play))
	for _, p := range m.Play {
		if a.stop.done() {
			return
		}
		if !a.usable(p) || seen[[2]int{p.Round, p.Table}] {
			continue
		}
		seen[[2]int{p.Round, p.Table}] = true
		present := 0
		for _, c := range p.Seats {
			if c != 0 {
				present++
			}
		}
		for k, c := range p.Seats {
			if c == 0 {
				continue
			}
			seat := m.Seats[k]
			sec, _ := m.SectionOf(p.Table)
			if !a.lineSet[c-1] {
				a.line[c-1], a.lineSet[c-1] = seat, true
				a.section[c-1] = sec
			} else {
				if a.line[c-1] != seat {
					a.line[c-1] = ""
				}
				if a.section[c-1] != sec {
					a.section[c-1] = -1
				}
			}
		}
		if present < 2 {
			continue
		}
		var boards []Board
		if m.Sets > 0 {
			a.playsOfSet[p.Set-1]++
			boards = m.BoardsOf(p.Set)
		}
		for k, c := range p.Seats {
			if c == 0 {
				continue
			}
			seat := m.Seats[k]
			st := &a.stats[c-1]
			st.Rounds++
			st.Seats[seat]++
			st.Boards += len(boards)
			if p.Switched {
				st.Switched++
			}
			if m.Game == Preferans {
				for _, b := range boards {
					if b.Dealer == seat {
						st.Dealer++
					}
				}
			}
			if m.Sets > 0 {
				a.setCount[(c-1)*a.S+p.Set-1]++
				a.bySet[p.Set-1] = append(a.bySet[p.Set-1], occurrence{
					contestant: c, round: p.Round, table: p.Table,
					group:     a.group(seat, p.Switched),
					direction: a.group(seat.Direction(), p.Switched),
				})
			}
			for k2 := k + 1; k2 < len(p.Seats); k2++ {
				d := p.Seats[k2]
				if d == 0 || d == c {
					continue
				}
				if a.individualBridge() && m.Seats[k2] == seat.Partner() {
					a.partner.add(c, d, 1)
				} else {
					a.meet.add(c, d, 1)
				}
			}
		}
	}
	B := m.BoardsPerSet
	if !a.pairwise && a.compareByBits(B) {
		return
	}
	for s, occ := range a.bySet {
		if a.stop.done() {
			return
		}
		times := a.playsOfSet[s]
		for i, x := range occ {
			for _, y := range occ[i+1:] {
				if x.contestant == y.contestant {
					continue
				}
				together := x.round == y.round && x.table == y.table
				if !together && x.group == y.group {
					a.comp.add(x.contestant, y.contestant, B)
				}
				if m.Kind != Pairs {
					continue
				}
				switch {
				case together:
					a.man.add(x.contestant, y.contestant, B*(times-1))
				case x.direction == y.direction:
					a.man.add(x.contestant, y.contestant, B)
				default:
					a.man.add(x.contestant, y.contestant, -B)
				}
			}
		}
	}
}

// usable reports whether a play is sound enough to count.
func (a *analysis) usable(p Play) bool {
	m := a.m
	if p.Round < 1 || p.Round > m.Rounds || p.Table < 1 || p.Table > m.Tables ||
		(m.Sets > 0 && (p.Set < 1 || p.Set > m.Sets)) || (m.Sets == 0 && p.Set != 0) ||
		len(p.Seats) != len(m.Seats) {
		return false
	}
	for _, c := range p.Seats {
		if c < 0 || c > m.Contestants {
			return false
		}
	}
	return true
}

// canMeet reports whether contestants i and j can meet: both play, they
// do not always hold the same seat, and, in a movement with sections,
// they do not always sit in two different sections.
func (a *analysis) canMeet(i, j int) bool {
	if i == j || i < 1 || j < 1 || i > a.C || j > a.C {
		return false
	}
	if a.stats[i-1].Rounds == 0 || a.stats[j-1].Rounds == 0 {
		return false
	}
	if si, sj := a.section[i-1], a.section[j-1]; si >= 0 && sj >= 0 && si != sj {
		return false
	}
	return a.line[i-1] == "" || a.line[i-1] != a.line[j-1]
}

// fields returns the connected components of the comparison graph among
// contestants who played, each sorted, in order of their least member.
func (a *analysis) fields() [][]int {
	parent := make([]int, a.C+1)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for i := 1; i <= a.C; i++ {
		if a.stop.done() {
			return nil
		}
		for j := i + 1; j <= a.C; j++ {
			if a.comp.At(i, j) > 0 {
				ri, rj := find(i), find(j)
				if ri != rj {
					parent[max(ri, rj)] = min(ri, rj)
				}
			}
		}
	}
	index := map[int]int{}
	var out [][]int
	for c := 1; c <= a.C; c++ {
		if a.stats[c-1].Rounds == 0 {
			continue
		}
		r := find(c)
		k, ok := index[r]
		if !ok {
			k = len(out)
			index[r] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], c)
	}
	return out
}

// fill writes the figures into rep.
func (a *analysis) fill(rep *Report) {
	m := a.m
	R := m.Rounds
	for c := range a.stats {
		st := &a.stats[c]
		st.Rests = R - st.Rounds
		for s := 0; s < a.S; s++ {
			n := a.setCount[c*a.S+s]
			if n > 0 {
				st.Sets++
			}
			if n > 1 {
				rep.Summary.RepeatedSets++
			}
		}
	}
	rep.Contestants = a.stats
	rep.Meetings, rep.Partnerships, rep.Comparisons, rep.Competition = a.meet, a.partner, a.comp, a.man
	rep.CanMeet = a.canMeet
	rep.Fields = a.fields()

	var meet, partner, man []int
	for i := 1; i <= a.C; i++ {
		if a.stop.done() {
			return
		}
		for j := i + 1; j <= a.C; j++ {
			played := a.stats[i-1].Rounds > 0 && a.stats[j-1].Rounds > 0
			if a.canMeet(i, j) {
				n := a.meet.At(i, j)
				meet = append(meet, n)
				if n == 0 {
					rep.Summary.NeverMeet++
				}
				if n > 1 {
					rep.Summary.MeetMoreThanOnce++
				}
			}
			if played && a.partner.N > 0 {
				partner = append(partner, a.partner.At(i, j))
				if a.partner.At(i, j)+a.meet.At(i, j) == 0 {
					rep.Summary.NeverAtTable++
				}
			}
			if played && a.man.N > 0 {
				man = append(man, a.man.At(i, j))
			}
		}
	}
	rep.Summary.Meetings = statsOf(meet)
	if a.partner.N > 0 {
		s := statsOf(partner)
		rep.Summary.Partnerships = &s
	}
	if a.man.N > 0 {
		s := statsOf(man)
		rep.Summary.Competition = &s
	}

	var comp []int
	equalComparisons := true
	weighted, weight := 0.0, 0
	for _, f := range rep.Fields {
		var within []int
		for x, i := range f {
			for _, j := range f[x+1:] {
				within = append(within, a.comp.At(i, j))
			}
		}
		if len(within) == 0 {
			continue
		}
		s := statsOf(within)
		if s.Min != s.Max {
			equalComparisons = false
		}
		b := 0.0
		if s.Mean > 0 {
			b = 100 * math.Max(0, 1-s.StdDev/s.Mean)
		}
		weighted += b * float64(len(within))
		weight += len(within)
		comp = append(comp, within...)
	}
	rep.Summary.Comparisons = statsOf(comp)
	if weight > 0 {
		rep.Summary.BalanceIndex = math.Round(weighted/float64(weight)*100) / 100
	}

	rep.Properties = a.properties(rep, equalComparisons && weight > 0)
	switch {
	case !rep.Problems.Valid():
		rep.Verdict = Invalid
	case a.individualBridge() && weight > 0 && slices.Contains(rep.Properties, PropNoRepeatSets) &&
		slices.Contains(rep.Properties, PropWhist):
		// Individual bridge: a whist tournament in which players are
		// compared at all is perfect however even the comparisons are;
		// the balance index reports that.
		rep.Verdict = Perfect
	case slices.Contains(rep.Properties, PropNoRepeatSets) &&
		slices.Contains(rep.Properties, PropAllMeet) &&
		slices.Contains(rep.Properties, PropEqualMeetings) &&
		slices.Contains(rep.Properties, PropEqualComparisons):
		rep.Verdict = Perfect
	default:
		rep.Verdict = Valid
	}
}

func (a *analysis) properties(rep *Report, equalComparisons bool) []Property {
	var props []Property
	sum := rep.Summary
	if sum.RepeatedSets == 0 && a.S > 0 {
		props = append(props, PropNoRepeatSets)
		once := true
		for i := range a.setCount {
			if a.setCount[i] != 1 {
				once = false
				break
			}
		}
		if once {
			props = append(props, PropEverySetOnce)
		}
	}
	if sum.Meetings.Pairs > 0 {
		if sum.Meetings.Max <= 1 {
			props = append(props, PropNoRepeatMeetings)
		}
		if sum.NeverMeet == 0 {
			props = append(props, PropAllMeet)
		}
		if sum.Meetings.Min == sum.Meetings.Max {
			props = append(props, PropEqualMeetings)
		}
	}
	if equalComparisons {
		props = append(props, PropEqualComparisons)
	}
	if p := sum.Partnerships; p != nil && p.Pairs > 0 && p.Min >= 1 && p.Min == p.Max &&
		sum.Meetings.Pairs == p.Pairs && sum.Meetings.Min == 2*p.Min && sum.Meetings.Max == 2*p.Min {
		props = append(props, PropWhist)
	}
	rests := -1
	equal := true
	for _, st := range a.stats {
		if rests >= 0 && st.Rests != rests {
			equal = false
		}
		rests = st.Rests
	}
	if equal && len(a.stats) > 0 {
		props = append(props, PropEqualRests)
	}
	return props
}

// statsOf summarises xs; the zero Stats for no values.
func statsOf(xs []int) Stats {
	if len(xs) == 0 {
		return Stats{}
	}
	s := Stats{Pairs: len(xs), Min: xs[0], Max: xs[0]}
	sum := 0.0
	for _, x := range xs {
		s.Min, s.Max = min(s.Min, x), max(s.Max, x)
		sum += float64(x)
	}
	s.Mean = sum / float64(len(xs))
	v := 0.0
	for _, x := range xs {
		d := float64(x) - s.Mean
		v += d * d
	}
	s.StdDev = math.Sqrt(v / float64(len(xs)))
	return s
}

// compareByBits fills the comparisons matrix without walking every pair of
// occurrences of a set, which costs contestants² × sets on the largest
// files (about two minutes for 500 tables × 500 rounds). It applies when
// the pair matrices (Manning's, pairs only) are not needed. When nobody
// plays a set twice, two contestants are compared on a set exactly when
// both played it in the same seat group and not at the same table, so the
// count for i and j is the number of (set, group) both hold, found by
// AND-ing two bit rows, less the sets they played side by side in the same
// group. When somebody does play a set twice, compareByCounts does the
// work. Pairs movements go to comparePairsByBits.
func (a *analysis) compareByBits(boards int) bool {
	m := a.m
	if a.C == 0 || a.S == 0 {
		return false
	}
	if m.Kind == Pairs {
		return a.comparePairsByBits(boards)
	}
	groups := a.seatGroups()
	if a.stop.now() {
		return true
	}
	G := max(len(groups), 1)
	if a.repeatsASet() {
		a.compareByCounts(boards, groups)
		return true
	}
	words := (a.S*G + 63) / 64
	row := make([]uint64, a.C*words)
	for s, occ := range a.bySet {
		if a.stop.done() {
			return true
		}
		for _, x := range occ {
			b := s*G + groups[x.group]
			row[(x.contestant-1)*words+b/64] |= 1 << (b % 64)
		}
	}
	for i := 1; i <= a.C; i++ {
		if a.stop.done() {
			return true
		}
		ri := row[(i-1)*words : i*words]
		for j := i + 1; j <= a.C; j++ {
			rj := row[(j-1)*words : j*words]
			n := 0
			for w, x := range ri {
				n += bits.OnesCount64(x & rj[w])
			}
			if n > 0 {
				a.comp.add(i, j, boards*n)
			}
		}
	}
	// Contestants at the same table in the same group (partners in
	// individual bridge) hold the same (set, group) but are not compared.
	a.uncompareTogether(boards)
	return true
}

// compareByCounts is compareByBits for movements where somebody plays a
// set more than once: per set and seat group it tallies how often each
// contestant played it, and two contestants are compared once for every
// pair of their occurrences, n_i × n_j, less the pairs at the same table.
// Its work is the square of the distinct contestants of each set and group,
// not of the occurrences: a file where everybody plays set 1 in every
// round (a million occurrences of one set) costs a million steps, not a
// million million.
func (a *analysis) compareByCounts(boards int, groups map[Seat]int) {
	G := max(len(groups), 1)
	count := make([]int, a.C*G)
	var touched []int // indexes into count, contestant-major
	for _, occ := range a.bySet {
		if a.stop.done() {
			return
		}
		touched = touched[:0]
		for _, x := range occ {
			k := (x.contestant-1)*G + groups[x.group]
			if count[k] == 0 {
				touched = append(touched, k)
			}
			count[k]++
		}
		slices.Sort(touched)
		for ti, k := range touched {
			for _, l := range touched[ti+1:] {
				if k%G == l%G && k/G != l/G {
					a.comp.add(k/G+1, l/G+1, boards*count[k]*count[l])
				}
			}
		}
		for _, k := range touched {
			count[k] = 0
		}
	}
	a.uncompareTogether(boards)
}

// uncompareTogether takes back the comparisons compareByBits and
// compareByCounts count for contestants at the same table in the same
// group (partners in individual bridge): they hold the same set in the
// same group but are not compared.
func (a *analysis) uncompareTogether(boards int) {
	// The seats of one play are next to each other in bySet.
	for _, occ := range a.bySet {
		if a.stop.done() {
			return
		}
		for i, x := range occ {
			for _, y := range occ[i+1:] {
				if x.round != y.round || x.table != y.table {
					break
				}
				if x.group == y.group && x.contestant != y.contestant {
					a.comp.add(x.contestant, y.contestant, -boards)
				}
			}
		}
	}
}

// comparePairsByBits is compareByBits for pairs movements, where besides
// the comparisons the match-point matrix (Manning's figure) is counted:
// for two pairs at different tables on a set, +boards when they sat in the
// same direction and -boards when in opposite ones; at the same table,
// boards times one less than the plays of the set. With one bit per (set,
// direction) and one per set, two pairs that never share a table have
// same = |D_x ∧ D_y| and both = |P_x ∧ P_y|, so comparisons = boards·same
// and match points = boards·(2·same − both); the plays where they did
// share a table are then put right. It reports false, leaving the work to
// the walk over every pair of occurrences, when somebody plays a set twice
// or there are more than two seat groups.
func (a *analysis) comparePairsByBits(boards int) bool {
	if a.repeatsASet() {
		return false
	}
	// At bridge pairs a seat group is a direction (after the arrow
	// switch), so group and direction agree.
	groups := a.seatGroups()
	if a.stop.now() {
		return true
	}
	if len(groups) > 2 {
		return false
	}
	const G = 2
	dw, pw := (a.S*G+63)/64, (a.S+63)/64
	dir := make([]uint64, a.C*dw)
	set := make([]uint64, a.C*pw)
	for s, occ := range a.bySet {
		if a.stop.done() {
			return true
		}
		for _, x := range occ {
			b := s*G + groups[x.group]
			dir[(x.contestant-1)*dw+b/64] |= 1 << (b % 64)
			set[(x.contestant-1)*pw+s/64] |= 1 << (s % 64)
		}
	}
	for i := 1; i <= a.C; i++ {
		if a.stop.done() {
			return true
		}
		di, pi := dir[(i-1)*dw:i*dw], set[(i-1)*pw:i*pw]
		for j := i + 1; j <= a.C; j++ {
			dj, pj := dir[(j-1)*dw:j*dw], set[(j-1)*pw:j*pw]
			same, both := 0, 0
			for w, x := range di {
				same += bits.OnesCount64(x & dj[w])
			}
			for w, x := range pi {
				both += bits.OnesCount64(x & pj[w])
			}
			if same > 0 {
				a.comp.add(i, j, boards*same)
			}
			if both > 0 {
				a.man.add(i, j, boards*(2*same-both))
			}
		}
	}
	// The seats of one play are next to each other in bySet.
	for s, occ := range a.bySet {
		if a.stop.done() {
			return true
		}
		times := a.playsOfSet[s]
		for i, x := range occ {
			for _, y := range occ[i+1:] {
				if x.round != y.round || x.table != y.table {
					break
				}
				counted := -boards
				if x.group == y.group {
					a.comp.add(x.contestant, y.contestant, -boards)
					counted = boards
				}
				a.man.add(x.contestant, y.contestant, boards*(times-1)-counted)
			}
		}
	}
	return true
}

// seatGroups numbers the seat groups of the occurrences in the order they
// first appear. It stops early, with a partial numbering, when the
// analysis is stopped.
func (a *analysis) seatGroups() map[Seat]int {
	groups := map[Seat]int{}
	for _, occ := range a.bySet {
		if a.stop.done() {
			return groups
		}
		for _, x := range occ {
			if _, ok := groups[x.group]; !ok {
				groups[x.group] = len(groups)
			}
		}
	}
	return groups
}

// repeatsASet reports whether some contestant plays some set more than
// once.
func (a *analysis) repeatsASet() bool {
	return slices.ContainsFunc(a.setCount, func(n int) bool { return n > 1 })
}
