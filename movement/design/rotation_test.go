package design

import (
	"fmt"
	"testing"
)

// bookLines are the book's moves: N stays, E up 1, S up 2, W down 2.
var bookLines = []int{0, 1, 2, -2}

// modLines reduces multipliers into Z_n.
func modLines(n int, ms []int) []int {
	out := make([]int, len(ms))
	for i, m := range ms {
		out[i] = mod(m, n)
	}
	return out
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// countRotation plays every round of r and counts, by brute force, how often
// two players meet and how often a player meets a set.
func countRotation(r Rotation) (meet map[[2]int]int, plays map[[2]int]int) {
	meet, plays = map[[2]int]int{}, map[[2]int]int{}
	for rho := range r.Ring.Order() {
		seats, sets := r.Round(rho)
		for x, row := range seats {
			for i, a := range row {
				plays[[2]int{a, sets[x]}]++
				for _, b := range row[i+1:] {
					meet[[2]int{min(a, b), max(a, b)}]++
				}
			}
		}
	}
	return meet, plays
}

// TestRotationCheckMatchesSchedule compares Check's verdict with a brute
// force count of the schedule: perfect exactly when gcd(T, 6) = 1 for the
// book's moves, and every field of order ≥ 5 with five distinct multipliers.
func TestRotationCheckMatchesSchedule(t *testing.T) {
	var rings []Ring
	for n := 1; n <= 26; n++ {
		rings = append(rings, IntegersMod(n))
	}
	for _, q := range []int{5, 7, 8, 9, 16, 25, 27} {
		f, err := NewField(q)
		if err != nil {
			t.Fatal(err)
		}
		rings = append(rings, f)
	}
	for _, ring := range rings {
		n := ring.Order()
		r := Rotation{Ring: ring, Lines: modLines(n, bookLines), Sets: mod(-1, n)}
		name := fmt.Sprintf("Z%d", n)
		if f, ok := ring.(*Field); ok {
			g := f.Generator()
			r = Rotation{Ring: f, Lines: []int{0, 1, g, f.Mul(g, g)}, Sets: f.Pow(3)}
			name = fmt.Sprintf("GF(%d)", n)
		}
		t.Run(name, func(t *testing.T) {
			err := r.Check()
			meet, plays := countRotation(r)
			perfect := true
			players := n * len(r.Lines)
			for a := range players {
				for b := a + 1; b < players; b++ {
					want := 1
					if a%len(r.Lines) == b%len(r.Lines) {
						want = 0 // same line
					}
					if meet[[2]int{a, b}] != want {
						perfect = false
					}
				}
				for k := range n {
					if plays[[2]int{a, k}] != 1 {
						perfect = false
					}
				}
			}
			if (err == nil) != perfect {
				t.Errorf("Check() = %v but the schedule is perfect = %v", err, perfect)
			}
			if _, isField := ring.(*Field); !isField && n > 1 && (err == nil) != (gcd(n, 6) == 1) {
				t.Errorf("Check() = %v, want perfect exactly when gcd(%d, 6) = 1", err, n)
			}
		})
	}
}

func TestRotationCheckRejects(t *testing.T) {
	tests := []struct {
		name string
		r    Rotation
	}{
		{"no ring", Rotation{Lines: []int{0, 1}}},
		{"equal multipliers", Rotation{Ring: IntegersMod(7), Lines: []int{0, 1, 1}, Sets: 6}},
		{"sets equal a line", Rotation{Ring: IntegersMod(7), Lines: []int{0, 1, 2}, Sets: 2}},
		{"out of range", Rotation{Ring: IntegersMod(7), Lines: []int{0, 9}, Sets: 6}},
		{"GF(4) four lines", Rotation{Ring: mustField(t, 4), Lines: []int{0, 1, 2, 3}, Sets: 1}},
	}
	for _, tt := range tests {
		if err := tt.r.Check(); err == nil {
			t.Errorf("%s: Check() = nil, want an error", tt.name)
		}
	}
}

func mustField(t testing.TB, q int) *Field {
	t.Helper()
	f, err := NewField(q)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestIntegersMod(t *testing.T) {
	z := IntegersMod(7)
	tests := []struct{ got, want int }{
		{z.Add(5, 4), 2}, {z.Sub(1, 3), 5}, {z.Mul(3, 5), 1}, {z.Add(-9, 0), 5}, {z.Order(), 7},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("case %d: got %d, want %d", i, tt.got, tt.want)
		}
	}
	for a, want := range []bool{false, true, false, true, false, true, false, true, false} {
		if got := IsUnit(IntegersMod(8), a); got != want && a < 8 {
			t.Errorf("IsUnit(Z8, %d) = %v, want %v", a, got, want)
		}
	}
}

// TestExtraMoveShifts checks the rule's promise for every small table count:
// no line meets a set twice, and lines never collide with themselves.
func TestExtraMoveShifts(t *testing.T) {
	for n := 1; n <= 24; n++ {
		shifts, err := ExtraMoveShifts(n, []int{0, 1, 2, -2}, -1, n)
		if err != nil {
			t.Fatalf("%d tables: %v", n, err)
		}
		if len(shifts) != n {
			t.Fatalf("%d tables: %d rounds, want %d", n, len(shifts), n)
		}
		for l := range 4 {
			seen := map[int]bool{}
			for r, sh := range shifts {
				off := mod(sh[l]+r, n) // set met by the player starting at 0
				if seen[off] {
					t.Errorf("%d tables: line %d meets set offset %d twice", n, l, off)
				}
				seen[off] = true
			}
		}
		if gcd(n, 6) == 1 {
			// No extra move is ever needed: the plain rotation.
			for r, sh := range shifts {
				for l, m := range []int{0, 1, 2, -2} {
					if sh[l] != mod(m*r, n) {
						t.Errorf("%d tables, round %d, line %d: shift %d, want the plain %d", n, r, l, sh[l], mod(m*r, n))
					}
				}
			}
		}
	}
	// Six tables: E steps 1, sets -1, so E would meet its first set again in
	// round 4 (offset 2·3 = 6 ≡ 0) and moves one table further.
	shifts, _ := ExtraMoveShifts(6, []int{0, 1}, -1, 6)
	if got := shifts[3][1]; got != 4 {
		t.Errorf("6 tables, round 4, E: shift %d, want 4 (3 + one extra table)", got)
	}
	if _, err := ExtraMoveShifts(5, []int{0, 1}, -1, 6); err == nil {
		t.Error("6 rounds on 5 tables: want an error")
	}
}

func ExampleRotation() {
	// The book's seven-table rotation: N stays, E +1, S +2, W -2, sets -1.
	r := Rotation{Ring: IntegersMod(7), Lines: []int{0, 1, 2, 5}, Sets: 6}
	fmt.Println(r.Check())
	seats, sets := r.Round(1)
	fmt.Println("round 2, table 1 (0-based players, line = player mod 4):", seats[0], "set", sets[0])
	// Output:
	// <nil>
	// round 2, table 1 (0-based players, line = player mod 4): [0 25 22 11] set 1
}
