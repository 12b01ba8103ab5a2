package simulate

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// engine is a movement compiled for fast replay: flat arrays of the deals
// (one board at one table), their sides, the comparison groups with their
// entries, and the rankings to make.
type engine struct {
	name string
	C    int // contestants, numbered 0..C-1 here

	// Deal d has sides dealSide[d] .. dealSide[d+1]-1; zeroSum[d] marks a
	// bridge deal of two sides (one noise value, +ε and −ε).
	dealSide []int32
	zeroSum  []bool
	// Side k has members sideMem[k] .. sideMem[k+1]-1 of members; its
	// result is the session's value k.
	sideMem []int32
	members []int32

	// Group g has entries groupEntry[g] .. groupEntry[g+1]-1. Entry x is
	// the result entrySide[x] of contestant entryWho[x]; the entries of
	// the same group it is not compared with (same table, or its own other
	// result) are excl[exclStart[x] .. exclStart[x+1]-1], as entry
	// numbers.
	groupEntry []int32
	entrySide  []int32
	entryWho   []int32
	exclStart  []int32
	excl       []int32
	// mirror[g] is the group whose results are those of g negated (the
	// other direction of a bridge board: the same deals, one member a
	// side, nobody left out), -1 when none; mirrorEntry[x] is then the
	// entry of mirror[g] with the result −(x's result). A mirrored group
	// is scored from its mirror: on one board the EW order of the tables
	// is the NS order reversed, so an entry scores 2(m−1) less its
	// mirror entry's matchpoints. mirror[g] < g.
	mirror      []int32
	mirrorEntry []int32
	// top[c] is 2 × the results c is compared with over the session: the
	// most matchpoints c can score. Fixed by the movement.
	top []int64

	// The opponents each contestant met, weighted by boards and
	// normalized to sum 1: oppStart[c] .. oppStart[c+1]-1 of opp, oppW.
	oppStart []int32
	opp      []int32
	oppW     []float64

	// rankings are the fields of two or more contestants, then Overall
	// when there are two or more such fields.
	rankings []ranking
	overall  bool // the last ranking is Overall
	// fieldOf[c] is the ranking index of c's field, -1 when c is not
	// ranked.
	fieldOf []int32
	maxSize int
}

// ranking is a list of contestants ranked together.
type ranking struct {
	who  []int32 // contestants, ascending
	line movement.Seat
}

// compile checks m and builds its engine.
func compile(ctx context.Context, m *movement.Movement) (*engine, error) {
	rep, err := movement.AnalyzeContext(ctx, m, 0)
	if err != nil {
		return nil, fmt.Errorf("simulate: %w", err)
	}
	if rep.Verdict == movement.Invalid {
		why := say("it has errors")
		if errs := rep.Problems.Errors(); len(errs) > 0 {
			why = say("it has errors, the first: %s", errs[0].Text)
		}
		return nil, &NotSimulableError{Why: why}
	}
	if m.SeatingOnly() {
		return nil, &NotSimulableError{Why: say("it schedules no board sets")}
	}
	if m.Teams != nil {
		// A team match is scored across its two tables (IMPs, then
		// victory points), not by matchpoints within a direction.
		return nil, &NotSimulableError{Why: say("it is a teams movement, scored across the two tables of each match, which the simulation does not model")}
	}
	e := &engine{name: m.Name, C: m.Contestants}
	e.fieldOf = make([]int32, e.C)
	for i := range e.fieldOf {
		e.fieldOf[i] = -1
	}
	for _, f := range rep.Fields {
		if len(f) < 2 {
			continue
		}
		r := ranking{}
		for _, c := range f {
			e.fieldOf[c-1] = int32(len(e.rankings))
			r.who = append(r.who, int32(c-1))
		}
		r.line = lineOf(rep, f)
		e.rankings = append(e.rankings, r)
	}
	if len(e.rankings) == 0 {
		return nil, &NotSimulableError{Why: say("nobody is compared with anybody")}
	}
	if len(e.rankings) > 1 {
		all := ranking{}
		for _, r := range e.rankings {
			all.who = append(all.who, r.who...)
		}
		slices.Sort(all.who)
		e.rankings = append(e.rankings, all)
		e.overall = true
	}
	for _, r := range e.rankings {
		e.maxSize = max(e.maxSize, len(r.who))
	}
	if err := e.build(ctx, m); err != nil {
		return nil, err
	}
	return e, nil
}

// lineOf returns the seat every contestant of f always held, or "".
func lineOf(rep *movement.Report, f []int) movement.Seat {
	var line movement.Seat
	for _, c := range f {
		seats := rep.Contestants[c-1].Seats
		if len(seats) != 1 {
			return ""
		}
		for s := range seats {
			if line != "" && s != line {
				return ""
			}
			line = s
		}
	}
	return line
}

// entry is one result in a comparison group while building.
type entry struct {
	side, who    int32
	round, table int
}

// build lays out the deals, sides and groups of m; it gives up with
// ctx's error when ctx ends.
func (e *engine) build(ctx context.Context, m *movement.Movement) error {
	preferans := m.Game == movement.Preferans
	type groupKey struct {
		board int
		group movement.Seat
	}
	groups := map[groupKey][]entry{}
	var keys []groupKey
	oppW := make([]map[int32]int, e.C)
	for i := range oppW {
		oppW[i] = map[int32]int{}
	}
	e.dealSide = []int32{0}
	e.sideMem = []int32{0}
	for _, row := range m.Grid() {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("simulate: %w", err)
		}
		for _, p := range row {
			if p == nil || !p.InPlay() {
				continue
			}
			present := 0
			for _, c := range p.Seats {
				if c != 0 {
					present++
				}
			}
			for _, b := range m.BoardsOf(p.Set) {
				// The sides at the table on this board, in seat order.
				type side struct {
					key     movement.Seat // direction or seat
					group   movement.Seat
					members []int32
				}
				var sides []side
				for k, c := range p.Seats {
					seat := m.Seats[k]
					if c == 0 || (preferans && len(m.Seats) == 4 && present == 4 && seat == b.Dealer) {
						continue
					}
					key := seat.Direction()
					if preferans {
						key = seat
					}
					i := slices.IndexFunc(sides, func(s side) bool { return s.key == key })
					if i < 0 {
						sides = append(sides, side{key: key, group: m.ComparisonGroup(seat, p.Switched)})
						i = len(sides) - 1
					}
					sides[i].members = append(sides[i].members, int32(c-1))
				}
				if len(sides) == 0 {
					continue
				}
				for _, s := range sides {
					k := int32(len(e.sideMem) - 1)
					e.members = append(e.members, s.members...)
					e.sideMem = append(e.sideMem, int32(len(e.members)))
					gk := groupKey{b.Number, s.group}
					if _, ok := groups[gk]; !ok {
						keys = append(keys, gk)
					}
					for _, c := range s.members {
						groups[gk] = append(groups[gk], entry{side: k, who: c, round: p.Round, table: p.Table})
					}
				}
				e.dealSide = append(e.dealSide, int32(len(e.sideMem)-1))
				e.zeroSum = append(e.zeroSum, !preferans && len(sides) == 2)
				for i, s := range sides {
					for j, o := range sides {
						if i == j {
							continue
						}
						for _, c := range s.members {
							for _, d := range o.members {
								oppW[c][d]++
							}
						}
					}
				}
			}
		}
	}
	// By board, then group (a seat of m or, at bridge, a direction, which
	// is not among an individual movement's seats): a total order, so the
	// groups are laid out alike on every run. Each group is scored on its
	// own, so the order changes no figure.
	slices.SortFunc(keys, func(a, b groupKey) int {
		return cmp.Or(cmp.Compare(a.board, b.board), cmp.Compare(a.group, b.group))
	})
	e.top = make([]int64, e.C)
	e.groupEntry = []int32{0}
	e.exclStart = []int32{0}
	for _, gk := range keys {
		es := groups[gk]
		// The entries of each contestant and of each table, so that the
		// work stays linear in the size of the group.
		byWho := map[int32][]int32{}
		byTable := map[[2]int][]int32{}
		for i, x := range es {
			byWho[x.who] = append(byWho[x.who], int32(i))
			rt := [2]int{x.round, x.table}
			byTable[rt] = append(byTable[rt], int32(i))
		}
		for i, x := range es {
			first := len(e.excl)
			for _, j := range byWho[x.who] {
				if j != int32(i) {
					e.excl = append(e.excl, j)
				}
			}
			for _, j := range byTable[[2]int{x.round, x.table}] {
				if j != int32(i) && es[j].who != x.who {
					e.excl = append(e.excl, j)
				}
			}
			compared := len(es) - 1 - (len(e.excl) - first)
			e.exclStart = append(e.exclStart, int32(len(e.excl)))
			e.entrySide = append(e.entrySide, x.side)
			e.entryWho = append(e.entryWho, x.who)
			e.top[x.who] += 2 * int64(compared)
		}
		e.groupEntry = append(e.groupEntry, int32(len(e.entrySide)))
	}
	e.findMirrors()
	e.oppStart = []int32{0}
	for c := range e.C {
		ds := make([]int32, 0, len(oppW[c]))
		total := 0
		for d, w := range oppW[c] {
			ds = append(ds, d)
			total += w
		}
		slices.Sort(ds)
		for _, d := range ds {
			e.opp = append(e.opp, d)
			e.oppW = append(e.oppW, float64(oppW[c][d])/float64(total))
		}
		e.oppStart = append(e.oppStart, int32(len(e.opp)))
	}
	return nil
}

// findMirrors sets mirror and mirrorEntry: group h mirrors an earlier
// group g when every entry of h is the other side of a two-sided bridge
// deal whose first side is an entry of g, both groups being of single
// members with nobody left out.
func (e *engine) findMirrors() {
	groups := len(e.groupEntry) - 1
	e.mirror = make([]int32, groups)
	e.mirrorEntry = make([]int32, len(e.entrySide))
	for i := range e.mirror {
		e.mirror[i] = -1
	}
	for i := range e.mirrorEntry {
		e.mirrorEntry[i] = -1
	}
	// other[k] is the opposing side of side k in a two-sided zero-sum
	// deal, -1 otherwise; dealOf is needed for that.
	sides := len(e.sideMem) - 1
	other := make([]int32, sides)
	for k := range other {
		other[k] = -1
	}
	for d := 0; d+1 < len(e.dealSide); d++ {
		lo, hi := e.dealSide[d], e.dealSide[d+1]
		if e.zeroSum[d] && hi-lo == 2 && e.sideMem[lo+1]-e.sideMem[lo] == 1 && e.sideMem[lo+2]-e.sideMem[lo+1] == 1 {
			other[lo], other[lo+1] = lo+1, lo
		}
	}
	// entryOfSide[k] is the entry holding side k (sides of one member
	// have one entry each).
	entryOfSide := make([]int32, sides)
	groupOf := make([]int32, len(e.entrySide))
	for k := range entryOfSide {
		entryOfSide[k] = -1
	}
	for g := range groups {
		for x := e.groupEntry[g]; x < e.groupEntry[g+1]; x++ {
			entryOfSide[e.entrySide[x]] = x
			groupOf[x] = int32(g)
		}
	}
	clean := func(g int) bool {
		for x := e.groupEntry[g]; x < e.groupEntry[g+1]; x++ {
			if e.exclStart[x] != e.exclStart[x+1] || other[e.entrySide[x]] < 0 {
				return false
			}
		}
		return true
	}
	for h := range groups {
		lo, hi := e.groupEntry[h], e.groupEntry[h+1]
		if hi-lo < 2 || !clean(h) {
			continue
		}
		y := entryOfSide[other[e.entrySide[lo]]]
		if y < 0 {
			continue
		}
		g := groupOf[y]
		if int(g) >= h || e.mirror[g] >= 0 || e.groupEntry[g+1]-e.groupEntry[g] != hi-lo || !clean(int(g)) {
			continue
		}
		ok := true
		for x := lo; x < hi && ok; x++ {
			y := entryOfSide[other[e.entrySide[x]]]
			ok = y >= 0 && groupOf[y] == g
		}
		if !ok {
			continue
		}
		e.mirror[h] = g
		for x := lo; x < hi; x++ {
			e.mirrorEntry[x] = entryOfSide[other[e.entrySide[x]]]
		}
	}
}
