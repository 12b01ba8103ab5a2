package preferans

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement/design"
)

// passingRest lists rest schemes whose sets travel between tables where
// the construction of package design (the cosets of the k-th roots of
// unity in GF(v)) admits no set offsets at all. The base tables and offsets
// for 19 players at tables of three and 25 at tables of four were found by
// a search over all base tables of the group (Z19, and Z5×Z5 with (a, b)
// written a + 5b as GF(25) numbers its elements; smallest unused element
// first, no difference more than k−1 times) together with their offsets; TestPassingRest rebuilds and
// checks every entry. (The same search over all 195 cyclic designs modulo
// 17 at tables of four finds none whose sets can travel this way.) An entry
// without base tables keeps design.FieldRest's and lists offsets for them
// that design.RestScheme.SearchSets finds only after many tries (about 600 000 for 49 players,
// 20 million for 53).
var passingRest = []struct {
	v, k  int
	field bool    // the group is GF(v)'s additive group, else Z_v
	base  [][]int // nil: the cosets of design.FieldRest
	sets  []int
}{
	{49, 4, true, nil, []int{0, 1, 10, 13, 33, 28, 46, 45, 36, 40, 20, 18}},
	{53, 4, false, nil, []int{0, 4, 29, 13, 19, 30, 6, 15, 5, 22, 9, 47, 46}},
	{25, 4, true, [][]int{{1, 2, 3, 5}, {4, 8, 15, 21}, {6, 12, 17, 19}, {7, 13, 18, 22}, {9, 11, 16, 24}, {10, 14, 20, 23}}, []int{0, 11, 3, 7, 17, 2}},
	{19, 3, false, [][]int{{1, 2, 3}, {4, 6, 12}, {5, 10, 15}, {7, 14, 18}, {8, 11, 17}, {9, 13, 16}}, []int{0, 6, 16, 3, 1, 4}},
}

// noOffsets lists the designs of design.FieldRest for which an exhaustive
// search (TestNoOffsets) proves that no set offsets exist: generation does
// not search again and the sets are shared.
var noOffsets = [][2]int{{17, 4}, {25, 4}, {41, 4}, {16, 3}}

// offsetBudget bounds the deeper search of the set offsets
// (design.RestScheme.SearchSets), in offsets tried. It is enough to settle
// 31, 37 and 43 players at tables of three, and keeps a hopeless search to
// a few tens of milliseconds, the same on every machine.
const offsetBudget = 600000

// restScheme returns the one-rest scheme for v players at tables of k,
// with sets that travel between tables whenever a scheme listed in
// passingRest or a deeper search of the set offsets than package design's
// finds one. Otherwise every table of a round shares one set (s.Shared).
func restScheme(v, k int) (*design.RestScheme, error) {
	for _, pr := range passingRest {
		if pr.v != v || pr.k != k {
			continue
		}
		if pr.base == nil {
			s, err := design.FieldRest(v, k)
			if err != nil {
				return nil, fmt.Errorf("internal error: %w", err)
			}
			s.Sets = slices.Clone(pr.sets)
			if err := s.Check(); err != nil {
				return nil, fmt.Errorf("internal error: %w", err)
			}
			return s, nil
		}
		s := &design.RestScheme{Group: design.IntegersMod(v), Sets: slices.Clone(pr.sets),
			Source: fmt.Sprintf("cyclic base tables modulo %d", v)}
		if pr.field {
			f, err := design.NewField(v)
			if err != nil {
				return nil, fmt.Errorf("internal error: %w", err)
			}
			s.Group, s.Source = f, fmt.Sprintf("base tables over the additive group of GF(%d)", v)
		}
		for _, b := range pr.base {
			s.Base = append(s.Base, slices.Clone(b))
		}
		if err := s.Check(); err != nil {
			return nil, fmt.Errorf("internal error: %w", err)
		}
		return s, nil
	}
	s, err := design.NewRestScheme(v, k)
	if err != nil {
		return nil, err
	}
	if s.Shared && !slices.Contains(noOffsets, [2]int{v, k}) && s.SearchSets(offsetBudget) {
		if err := s.Check(); err != nil {
			return nil, fmt.Errorf("internal error: %w", err)
		}
	}
	return s, nil
}
