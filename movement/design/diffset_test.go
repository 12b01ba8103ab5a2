package design

import (
	"fmt"
	"slices"
	"testing"
)

func TestDifferenceSetLambda(t *testing.T) {
	tests := []struct {
		name   string
		g      Ring
		set    []int
		lambda int
		ok     bool
	}{
		{"squares mod 7", IntegersMod(7), []int{1, 2, 4}, 1, true},
		{"Singer mod 13", IntegersMod(13), []int{0, 1, 3, 9}, 1, true},
		{"squares mod 11", IntegersMod(11), []int{1, 3, 4, 5, 9}, 2, true},
		{"interval mod 7", IntegersMod(7), []int{0, 1, 2}, 0, false},
		{"squares mod 13 (q ≡ 1 mod 4)", IntegersMod(13), []int{1, 3, 4, 9, 10, 12}, 0, false},
		{"one element", IntegersMod(7), []int{3}, 0, false},
	}
	for _, tt := range tests {
		lambda, ok := DifferenceSetLambda(tt.g, tt.set)
		if ok != tt.ok || lambda != tt.lambda {
			t.Errorf("%s: got λ=%d ok=%v, want λ=%d ok=%v", tt.name, lambda, ok, tt.lambda, tt.ok)
		}
	}
}

func TestHadamardDifferenceSet(t *testing.T) {
	want := map[int]bool{7: true, 11: true, 15: true, 19: true, 23: true, 27: true, 31: true, 35: true}
	for v := 3; v <= 39; v += 2 {
		g, d, ok := HadamardDifferenceSet(v)
		if ok != want[v] {
			t.Errorf("v=%d: ok=%v, want %v", v, ok, want[v])
			continue
		}
		if !ok {
			continue
		}
		if g.Order() != v || len(d) != (v-1)/2 || slices.Contains(d, 0) {
			t.Errorf("v=%d: order %d, %d members %v", v, g.Order(), len(d), d)
		}
		// Count differences by brute force, independently of Differences.
		count := make([]int, v)
		for _, x := range d {
			for _, y := range d {
				if x != y {
					count[g.Sub(x, y)]++
				}
			}
		}
		for e := 1; e < v; e++ {
			if count[e] != (v-3)/4 {
				t.Errorf("v=%d: difference %d occurs %d times, want %d", v, e, count[e], (v-3)/4)
				break
			}
		}
	}
}

func TestTwinPrimeDifferenceSetRejects(t *testing.T) {
	for _, p := range []int{1, 2, 7, 9, 13} {
		if _, err := TwinPrimeDifferenceSet(p); err == nil {
			t.Errorf("TwinPrimeDifferenceSet(%d) succeeded", p)
		}
	}
}

// expand develops a starter over its group and checks, by counting, that
// every two pairs meet exactly once and every pair plays every set once.
// Pairs are the group elements and F = q.
func expand(t *testing.T, s *HowellStarter) {
	t.Helper()
	g := s.Group
	q := g.Order()
	meet := make([]int, (q+1)*(q+1))
	played := make([]int, (q+1)*q)
	for r := range q {
		tables := [][3]int{{q, r, r}}
		for i := range s.NS {
			tables = append(tables, [3]int{g.Add(s.NS[i], r), g.Add(s.EW[i], r), g.Add(s.Set[i], r)})
		}
		setsThisRound := map[int]bool{}
		for _, tb := range tables {
			meet[tb[0]*(q+1)+tb[1]]++
			meet[tb[1]*(q+1)+tb[0]]++
			played[tb[0]*q+tb[2]]++
			played[tb[1]*q+tb[2]]++
			if setsThisRound[tb[2]] {
				t.Fatalf("q=%d round %d: set %d at two tables", q, r, tb[2])
			}
			setsThisRound[tb[2]] = true
		}
	}
	for a := 0; a <= q; a++ {
		for b := 0; b <= q; b++ {
			if a != b && meet[a*(q+1)+b] != 1 {
				t.Fatalf("q=%d: pairs %d and %d meet %d times", q, a, b, meet[a*(q+1)+b])
			}
		}
		for k := range q {
			if played[a*q+k] != 1 {
				t.Fatalf("q=%d: pair %d plays set %d %d times", q, a, k, played[a*q+k])
			}
		}
	}
}

func TestFindHowellStarter(t *testing.T) {
	for q := 7; q <= 39; q += 2 {
		t.Run(fmt.Sprint(q), func(t *testing.T) {
			s, ok := FindHowellStarter(IntegersMod(q), nil, 1_000_000)
			if !ok {
				t.Fatalf("no starter in Z_%d", q)
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
			expand(t, s)
			before := s.Spread()
			s.Orient()
			if s.Spread() > before {
				t.Errorf("Orient raised the spread from %d to %d", before, s.Spread())
			}
			expand(t, s)
			if g, d, ok := HadamardDifferenceSet(q); ok {
				s, ok := FindHowellStarter(g, d, 1_000_000)
				if !ok {
					t.Fatalf("no balanced starter for q=%d", q)
				}
				expand(t, s)
				if !s.Balanced() || s.Spread() != 0 {
					t.Errorf("q=%d: starter with a Hadamard set is not balanced", q)
				}
			}
		})
	}
}

func TestCheckRejects(t *testing.T) {
	z := IntegersMod(7)
	tests := []struct {
		name string
		s    HowellStarter
	}{
		{"repeated pair", HowellStarter{z, []int{1, 1, 4}, []int{3, 6, 5}, []int{2, 4, 1}}},
		{"repeated difference", HowellStarter{z, []int{1, 3, 5}, []int{2, 4, 6}, []int{2, 4, 1}}},
		{"repeated set", HowellStarter{z, []int{1, 2, 4}, []int{3, 6, 5}, []int{2, 2, 1}}},
		{"set zero", HowellStarter{z, []int{1, 2, 4}, []int{3, 6, 5}, []int{0, 4, 1}}},
		{"too few tables", HowellStarter{z, []int{1, 2}, []int{3, 6}, []int{2, 4}}},
	}
	for _, tt := range tests {
		if err := tt.s.Check(); err == nil {
			t.Errorf("%s: Check passed", tt.name)
		}
	}
	good := HowellStarter{z, []int{1, 2, 4}, []int{3, 6, 5}, []int{2, 4, 1}}
	if err := good.Check(); err != nil || !good.Balanced() {
		t.Errorf("the balanced base round for 4 tables: err=%v balanced=%v", err, good.Balanced())
	}
}

// The balanced 4-table Howell: the quadratic residues modulo 7 decide who
// sits NS, so every two pairs are compared on the same number of sets.
func ExampleFindHowellStarter() {
	g, d, _ := HadamardDifferenceSet(7)
	s, _ := FindHowellStarter(g, d, 1000)
	for i := range s.NS {
		fmt.Printf("NS %d  EW %d  set %d\n", s.NS[i], s.EW[i], s.Set[i])
	}
	fmt.Println("NS − set:", s.NSMinusSet(), "balanced:", s.Balanced())
	// Output:
	// NS 6  EW 1  set 5
	// NS 5  EW 2  set 3
	// NS 3  EW 4  set 6
	// NS − set: [1 2 4] balanced: true
}
