package design

import (
	"fmt"
	"testing"
)

// TestRestSchemes builds every scheme the preferans generator offers and
// counts, by brute force over all rounds, meetings, rests and sets.
func TestRestSchemes(t *testing.T) {
	tests := []struct {
		v, k int
		// shared: "yes" when every table of a round must play the same set
		// (see TestSharedSetsAreForced), "no" when the listed scheme has
		// rotating distinct sets, "" when either is acceptable.
		shared string
	}{
		{5, 4, "no"}, {9, 4, "yes"}, {13, 4, "no"}, {17, 4, ""}, {25, 4, ""}, {29, 4, ""},
		{37, 4, ""}, {41, 4, ""}, {49, 4, ""},
		{4, 3, ""}, {7, 3, "yes"}, {13, 3, "no"}, {16, 3, ""}, {19, 3, ""}, {25, 3, ""},
		{31, 3, ""}, {37, 3, ""},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d players tables of %d", tt.v, tt.k), func(t *testing.T) {
			s, err := NewRestScheme(tt.v, tt.k)
			if err != nil {
				t.Fatal(err)
			}
			if (tt.shared == "yes" && !s.Shared) || (tt.shared == "no" && s.Shared) {
				t.Errorf("Shared = %v, want %s", s.Shared, tt.shared)
			}
			meet := map[[2]int]int{}
			rests := make([]int, tt.v)
			plays := map[[2]int]int{}
			for g := range tt.v {
				tables, sets, rest := s.Round(g)
				rests[rest]++
				seated := map[int]bool{rest: true}
				roundSets := map[int]bool{}
				for j, tab := range tables {
					if roundSets[sets[j]] && !s.Shared {
						t.Errorf("round %d: set %d at two tables", g, sets[j])
					}
					roundSets[sets[j]] = true
					for i, a := range tab {
						if seated[a] {
							t.Errorf("round %d: player %d seated twice", g, a)
						}
						seated[a] = true
						plays[[2]int{a, sets[j]}]++
						for _, b := range tab[i+1:] {
							meet[[2]int{min(a, b), max(a, b)}]++
						}
					}
				}
				if len(seated) != tt.v {
					t.Errorf("round %d: %d players placed, want %d", g, len(seated), tt.v)
				}
			}
			for a := range tt.v {
				if rests[a] != 1 {
					t.Errorf("player %d rests %d times", a, rests[a])
				}
				for b := a + 1; b < tt.v; b++ {
					if got := meet[[2]int{a, b}]; got != tt.k-1 {
						t.Errorf("players %d and %d meet %d times, want %d", a, b, got, tt.k-1)
					}
				}
			}
			for key, n := range plays {
				if n > 1 {
					t.Errorf("player %d plays set %d %d times", key[0], key[1], n)
				}
			}
		})
	}
}

// TestSharedSetsAreForced proves that the 7-player design at tables of three
// and the 9-player one at tables of four cannot play any set at two tables
// without a relay: every two tables of different rounds share a player, so
// without sharing every set would be played once and nobody compared.
func TestSharedSetsAreForced(t *testing.T) {
	for _, tt := range []struct{ v, k int }{{7, 3}, {9, 4}} {
		s, err := NewRestScheme(tt.v, tt.k)
		if err != nil {
			t.Fatal(err)
		}
		type cell struct {
			g       int
			players []int
		}
		var cells []cell
		for g := range tt.v {
			tables, _, _ := s.Round(g)
			for _, tab := range tables {
				cells = append(cells, cell{g, tab})
			}
		}
		for i, a := range cells {
			for _, b := range cells[i+1:] {
				if a.g == b.g {
					continue
				}
				shared := false
				for _, x := range a.players {
					for _, y := range b.players {
						shared = shared || x == y
					}
				}
				if !shared {
					t.Errorf("%d players: tables %v (round %d) and %v (round %d) share no player", tt.v, a.players, a.g, b.players, b.g)
				}
			}
		}
	}
}

func TestRestSchemeRejects(t *testing.T) {
	for _, tt := range []struct{ v, k int }{{10, 4}, {8, 4}, {21, 4}, {10, 3}, {3, 3}, {1, 4}, {5, 1}} {
		if s, err := NewRestScheme(tt.v, tt.k); err == nil {
			t.Errorf("NewRestScheme(%d, %d) = %v, want an error", tt.v, tt.k, s.Base)
		}
	}
}

func TestRestCheckCatchesBadBase(t *testing.T) {
	s := &RestScheme{Group: IntegersMod(13), Base: [][]int{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}}, Sets: []int{0, 1, 2}}
	if err := s.Check(); err == nil {
		t.Error("consecutive blocks mod 13 passed Check")
	}
}

func ExampleNewRestScheme() {
	s, err := NewRestScheme(13, 4)
	if err != nil {
		fmt.Println(err)
		return
	}
	tables, sets, rest := s.Round(2)
	fmt.Println(s.Source)
	fmt.Println("round 2:", tables, "sets", sets, "rest", rest)
	// Output:
	// cyclic base tables modulo 13
	// round 2: [[3 4 6 9] [5 8 10 1] [7 11 12 0]] sets [2 5 1] rest 2
}

// TestSearchSets: the offset search fixes the first offset at 0, finds
// offsets where they exist, and leaves the scheme alone when the budget
// runs out or no offsets exist.
func TestSearchSets(t *testing.T) {
	tests := []struct {
		v, k, budget int
		want         bool
	}{
		{13, 3, 1 << 20, true},
		{13, 4, 1 << 20, true},
		{13, 3, 0, false},
		{7, 3, 1 << 20, false}, // no offsets exist: TestSharedSetsAreForced
	}
	for _, tt := range tests {
		s, err := NewRestScheme(tt.v, tt.k)
		if err != nil {
			t.Fatal(err)
		}
		s.Sets, s.Shared = nil, false // forget the sets AssignSets chose
		if got := s.SearchSets(tt.budget); got != tt.want {
			t.Fatalf("%d players, tables of %d, budget %d: SearchSets = %v, want %v", tt.v, tt.k, tt.budget, got, tt.want)
		}
		if !tt.want {
			if s.Sets != nil || s.Shared {
				t.Errorf("%d players, tables of %d: a failed search changed the scheme: Sets %v, Shared %v", tt.v, tt.k, s.Sets, s.Shared)
			}
			continue
		}
		if len(s.Sets) != len(s.Base) || s.Sets[0] != 0 || s.Shared {
			t.Fatalf("%d players, tables of %d: Sets %v, Shared %v; want one offset per base table, the first 0", tt.v, tt.k, s.Sets, s.Shared)
		}
		seen, values := map[int]bool{}, map[int]bool{}
		for j, c := range s.Sets {
			if seen[c] {
				t.Errorf("offset %d used twice", c)
			}
			seen[c] = true
			for _, b := range s.Base[j] {
				d := ((c-b)%tt.v + tt.v) % tt.v // the group of a prime number of players is Z_v
				if values[d] {
					t.Errorf("%d players, tables of %d: Sets[%d] − %d = %d taken twice", tt.v, tt.k, j, b, d)
				}
				values[d] = true
			}
		}
	}
}
