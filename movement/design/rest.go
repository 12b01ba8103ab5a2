package design

import (
	"fmt"
	"slices"
)

// RestScheme is a schedule for v players at tables of k with one player
// resting each round (v ≡ 1 mod k): the players are the elements of an
// additive group of order v, and in round g (an element of the group) table
// j holds the players Base[j][i] + g in seat i, while player g rests. When
// the base tables together with 0 cover the group once and every non-zero
// element is a difference of two entries of one base table exactly k-1
// times, the v rounds seat every player in all rounds but one and every two
// players meet exactly k-1 times.
//
// Sets[j] is the set (an element of the group) played at table j in round 0;
// in round g table j plays set Sets[j] + g. A player then meets set
// Sets[j] - b + x when b = x - g is its entry of base table j, so the sets
// are never repeated when the values Sets[j] - b (b in Base[j]) are all
// distinct. Some designs admit no such offsets (in the 7-player design at
// tables of three and the 9-player one at tables of four, any two tables of
// different rounds share a player, so no set could ever be played twice):
// then Shared is set and every table of round g plays set g, a relay.
type RestScheme struct {
	// Group supplies the addition: IntegersMod(v) for cyclic schemes, or a
	// *Field of order v for schemes over GF(q) (its additive group).
	Group Ring
	// Base lists the base tables, seat by seat.
	Base [][]int
	// Sets gives the set played at each base table in round 0.
	Sets []int
	// Shared is true when all tables of a round play the same set.
	Shared bool
	// Source says where the base tables come from, for people.
	Source string
}

// Players returns v, the order of the group.
func (s *RestScheme) Players() int { return s.Group.Order() }

// TableSize returns k, the players at a table.
func (s *RestScheme) TableSize() int {
	if len(s.Base) == 0 {
		return 0
	}
	return len(s.Base[0])
}

// Round returns the seating of round g: tables[j][i] is the player in seat
// i of table j, sets[j] the set played at table j, and rest the player who
// sits out.
func (s *RestScheme) Round(g int) (tables [][]int, sets []int, rest int) {
	tables = make([][]int, len(s.Base))
	sets = make([]int, len(s.Base))
	for j, b := range s.Base {
		tables[j] = make([]int, len(b))
		for i, x := range b {
			tables[j][i] = s.Group.Add(x, g)
		}
		if j < len(s.Sets) {
			sets[j] = s.Group.Add(s.Sets[j], g)
		}
	}
	return tables, sets, g
}

// Check verifies the scheme's promises: the base tables all have k seats
// and with 0 cover the group exactly once, every non-zero element arises as
// a difference within a base table exactly k-1 times, and the set offsets
// keep every player from meeting a set twice and every round free of
// shared sets.
func (s *RestScheme) Check() error {
	v, k := s.Players(), s.TableSize()
	if k < 2 {
		return fmt.Errorf("rest scheme for %d players: base tables have %d seats", v, k)
	}
	seen := make([]int, v)
	seen[0]++
	for j, b := range s.Base {
		if len(b) != k {
			return fmt.Errorf("rest scheme for %d players: base table %d has %d seats, table 1 has %d", v, j+1, len(b), k)
		}
		for _, x := range b {
			if x < 0 || x >= v {
				return fmt.Errorf("rest scheme for %d players: entry %d of base table %d is not a player", v, x, j+1)
			}
			seen[x]++
		}
	}
	for x, c := range seen {
		if c != 1 {
			return fmt.Errorf("rest scheme for %d players: player %d appears %d times in round 0", v, x, c)
		}
	}
	diff := make([]int, v)
	for _, b := range s.Base {
		for _, x := range b {
			for _, y := range b {
				if x != y {
					diff[s.Group.Sub(x, y)]++
				}
			}
		}
	}
	for d := 1; d < v; d++ {
		if diff[d] != k-1 {
			return fmt.Errorf("rest scheme for %d players: difference %d occurs %d times, want %d", v, d, diff[d], k-1)
		}
	}
	if len(s.Sets) != len(s.Base) {
		return fmt.Errorf("rest scheme for %d players: %d set offsets for %d tables", v, len(s.Sets), len(s.Base))
	}
	if s.Shared {
		for _, c := range s.Sets {
			if c != s.Sets[0] {
				return fmt.Errorf("rest scheme for %d players: shared sets differ between tables", v)
			}
		}
		return nil
	}
	met := make([]bool, v)
	for j, b := range s.Base {
		if slices.Contains(s.Sets[:j], s.Sets[j]) {
			return fmt.Errorf("rest scheme for %d players: tables share set %d", v, s.Sets[j])
		}
		for _, x := range b {
			o := s.Group.Sub(s.Sets[j], x)
			if met[o] {
				return fmt.Errorf("rest scheme for %d players: set offsets make a player meet a set twice", v)
			}
			met[o] = true
		}
	}
	return nil
}

// knownRest holds base tables checked by Check and by the tests. The
// 5-player, 9-player (Z3×Z3), 17-player and 7-player tables and the second
// 13-player scheme at tables of four are those of ../../../shared/domain.md
// §4; the 13-player scheme at tables of three was found by an exhaustive
// search of the cyclic designs for one whose sets can also rotate without
// sharing (the listed one cannot). Z3×Z3 entries (a, b) are written a + 3b,
// which is how GF(9) numbers its elements. sets, when given, are the set
// offsets of the base tables; nil means AssignSets decides.
var knownRest = []struct {
	v, k  int
	field bool // group is GF(v)'s additive group, else Z_v
	base  [][]int
	sets  []int
}{
	{5, 4, false, [][]int{{1, 2, 4, 3}}, []int{0}},
	{9, 4, true, [][]int{{1, 1 + 6, 2, 2 + 3}, {3, 2 + 6, 6, 1 + 3}}, nil},
	{13, 4, false, [][]int{{1, 2, 4, 7}, {3, 6, 8, 12}, {5, 9, 10, 11}}, []int{0, 3, 12}},
	{17, 4, false, [][]int{{1, 13, 16, 4}, {3, 5, 14, 12}, {9, 15, 8, 2}, {10, 11, 7, 6}}, nil},
	{7, 3, false, [][]int{{1, 2, 4}, {3, 6, 5}}, nil},
	{13, 3, false, [][]int{{1, 2, 5}, {3, 10, 11}, {4, 7, 9}, {6, 8, 12}}, []int{0, 3, 11, 9}},
}

// NewRestScheme returns a one-rest-per-round scheme for v players at tables
// of k: a listed cyclic (or Z3×Z3) scheme when there is one, else the
// general rule over GF(v) when v is a prime power with v ≡ 1 mod k (see
// FieldRest). The sets are assigned by AssignSets. It fails, saying why,
// when neither applies.
func NewRestScheme(v, k int) (*RestScheme, error) {
	if k < 2 {
		return nil, fmt.Errorf("rest scheme: tables of %d", k)
	}
	if v < k+1 || v%k != 1 {
		return nil, fmt.Errorf("rest scheme: %d players at tables of %d: one rest a round needs %d ≡ 1 (mod %d) and at least %d players", v, k, v, k, k+1)
	}
	var s *RestScheme
	for _, kr := range knownRest {
		if kr.v != v || kr.k != k {
			continue
		}
		s = &RestScheme{Group: IntegersMod(v), Source: fmt.Sprintf("cyclic base tables modulo %d", v)}
		if kr.field {
			f, err := NewField(v)
			if err != nil {
				return nil, err
			}
			s.Group, s.Source = f, "base tables over Z3×Z3"
		}
		for _, b := range kr.base {
			s.Base = append(s.Base, slices.Clone(b))
		}
		s.Sets = slices.Clone(kr.sets)
		break
	}
	if s == nil {
		var err error
		if s, err = FieldRest(v, k); err != nil {
			return nil, err
		}
	}
	if s.Sets == nil {
		s.AssignSets()
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("internal error: %w", err)
	}
	return s, nil
}

// FieldRest builds the general rule over GF(q), q a prime power with
// q ≡ 1 mod k: with x primitive and w = x^((q-1)/k), the base tables are
// x^i·(1, w, …, w^(k-1)) for i < (q-1)/k. They are the cosets of the k-th
// roots of unity, so they cover the non-zero elements once, and the
// differences x^i·w^b·(w^c - 1) run over every non-zero element once for
// each c in 1..k-1. Sets are left unassigned.
func FieldRest(q, k int) (*RestScheme, error) {
	if k < 2 || q%k != 1 {
		return nil, fmt.Errorf("rest scheme: GF(%d) needs %d ≡ 1 (mod %d)", q, q, k)
	}
	f, err := NewField(q)
	if err != nil {
		return nil, fmt.Errorf("rest scheme for %d players: %w", q, err)
	}
	n := (q - 1) / k
	s := &RestScheme{Group: f, Source: fmt.Sprintf("cosets of the %d-th roots of unity in GF(%d)", k, q)}
	for i := range n {
		b := make([]int, k)
		for c := range k {
			b[c] = f.Pow(i + c*n) // x^i · w^c with w = x^n
		}
		s.Base = append(s.Base, b)
	}
	return s, nil
}

// setSearchBudget bounds AssignSets' search, in placements tried, so that
// a design without good offsets is recognised quickly and the same way on
// every machine.
const setSearchBudget = 20000

// AssignSets chooses Sets so that no player meets a set twice and no two
// tables share a set in a round, by SearchSets within a fixed budget, so
// the result is the same every time. When none is found within the budget
// it falls back to shared sets (Shared, every offset 0) and reports false.
func (s *RestScheme) AssignSets() bool {
	if s.SearchSets(setSearchBudget) {
		return true
	}
	s.Sets, s.Shared = make([]int, len(s.Base)), true
	return false
}

// SearchSets searches set offsets for the base tables (every value
// Sets[j] − b, b in Base[j], distinct, and the Sets distinct) by a
// depth-first search over the offset of each base table in order, smallest
// first. Adding one constant to every offset keeps both conditions, so the
// first offset is fixed at 0 without losing a solution. It sets Sets and
// clears Shared when it finds offsets within budget placements tried, and
// leaves s alone otherwise, so the same budget gives the same answer on
// every machine.
func (s *RestScheme) SearchSets(budget int) bool {
	v := s.Players()
	used := make([]bool, v) // values Sets[j] - b already taken
	taken := make([]bool, v)
	sets := make([]int, len(s.Base))
	var place func(j int) bool
	place = func(j int) bool {
		if j == len(s.Base) {
			return true
		}
		top := v
		if j == 0 {
			top = 1
		}
		for c := range top {
			if taken[c] || budget <= 0 {
				continue
			}
			budget--
			fits := true
			for _, b := range s.Base[j] {
				if used[s.Group.Sub(c, b)] {
					fits = false
					break
				}
			}
			if !fits {
				continue
			}
			taken[c] = true
			for _, b := range s.Base[j] {
				used[s.Group.Sub(c, b)] = true
			}
			sets[j] = c
			if place(j + 1) {
				return true
			}
			taken[c] = false
			for _, b := range s.Base[j] {
				used[s.Group.Sub(c, b)] = false
			}
		}
		return false
	}
	if !place(0) {
		return false
	}
	s.Sets, s.Shared = sets, false
	return true
}
