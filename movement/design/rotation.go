package design

import (
	"fmt"
	"slices"
)

// Ring is the arithmetic a linear rotation runs in: the integers modulo n
// (IntegersMod) or a finite field (*Field). Elements are the integers
// 0..Order()-1.
type Ring interface {
	Order() int
	Add(a, b int) int
	Sub(a, b int) int
	Mul(a, b int) int
}

// IntegersMod is the ring Z_n of integers modulo n (n ≥ 1).
type IntegersMod int

// Order returns n.
func (z IntegersMod) Order() int { return int(z) }

// Add returns a + b mod n.
func (z IntegersMod) Add(a, b int) int { return mod(a+b, int(z)) }

// Sub returns a - b mod n.
func (z IntegersMod) Sub(a, b int) int { return mod(a-b, int(z)) }

// Mul returns a · b mod n.
func (z IntegersMod) Mul(a, b int) int { return mod(a*b, int(z)) }

func mod(a, n int) int { return ((a % n) + n) % n }

// IsUnit reports whether a has a multiplicative inverse in r. It works for
// any Ring by searching, so it is meant for checks, not inner loops.
func IsUnit(r Ring, a int) bool {
	n := r.Order()
	if n == 1 {
		return true // the zero ring: 0 · 0 = 0 = 1
	}
	for b := range n {
		if r.Mul(a, b) == 1 {
			return true
		}
	}
	return false
}

// Rotation is a linear rotation: tables are the elements of Ring, and in
// round ρ (an element of Ring) the player of line L who started at table s
// sits at table s + Lines[L]·ρ, while the set that started at table k is at
// table k + Sets·ρ. Players are numbered s·len(Lines) + L (0-based), so the
// players of the first round read table by table, seat by seat.
type Rotation struct {
	Ring  Ring
	Lines []int // the multiplier of each line (seat)
	Sets  int   // the multiplier of the board sets
}

// Check returns nil when r is perfect: all multipliers (lines and sets) are
// pairwise distinct and every difference of two of them is a unit. Then,
// over all Order() rounds, two players of different lines meet exactly once
// and every player plays every set exactly once. Otherwise the error names
// the first pair of multipliers that fails.
func (r Rotation) Check() error {
	if r.Ring == nil || r.Ring.Order() < 1 {
		return fmt.Errorf("rotation: no ring")
	}
	n := r.Ring.Order()
	all := append(slices.Clone(r.Lines), r.Sets)
	name := func(i int) string {
		if i == len(r.Lines) {
			return "sets"
		}
		return fmt.Sprintf("line %d", i+1)
	}
	for i, a := range all {
		if a < 0 || a >= n {
			return fmt.Errorf("rotation: multiplier %d of %s is not an element of a ring of order %d", a, name(i), n)
		}
	}
	for i := range all {
		for j := i + 1; j < len(all); j++ {
			if d := r.Ring.Sub(all[i], all[j]); !IsUnit(r.Ring, d) {
				return fmt.Errorf("rotation: multipliers of %s (%d) and %s (%d) differ by %d, which is not a unit modulo the ring of order %d",
					name(i), all[i], name(j), all[j], d, n)
			}
		}
	}
	return nil
}

// Player returns the number of the player of line l who starts at table s.
func (r Rotation) Player(s, l int) int { return s*len(r.Lines) + l }

// Round returns the seating of round ρ: seats[x][l] is the player of line l
// at table x, and sets[x] is the set (numbered by its starting table) played
// at table x.
func (r Rotation) Round(rho int) (seats [][]int, sets []int) {
	return Shifted(r.Ring, r.Lines, r.Sets, rho)
}

// Shifted places every line and the sets after moving them by their
// multiplier times ρ: seats[x][l] is the player (numbered as in Rotation) of
// line l at table x, and sets[x] is the set whose start table k satisfies
// k + sets·ρ = x.
func Shifted(ring Ring, lines []int, setMult, rho int) (seats [][]int, sets []int) {
	shifts := make([]int, len(lines))
	for l, m := range lines {
		shifts[l] = ring.Mul(m, rho)
	}
	return Placed(ring, shifts, ring.Mul(setMult, rho))
}

// Placed is the seating when line l has moved shifts[l] tables from its
// start and the sets have moved setShift tables: seats[x][l] is the player
// (numbered s·len(shifts) + l, s its start table) at table x, sets[x] the
// start table of the set now at table x.
func Placed(ring Ring, shifts []int, setShift int) (seats [][]int, sets []int) {
	n := ring.Order()
	seats = make([][]int, n)
	sets = make([]int, n)
	for x := range n {
		seats[x] = make([]int, len(shifts))
		for l, d := range shifts {
			seats[x][l] = ring.Sub(x, d)*len(shifts) + l
		}
		sets[x] = ring.Sub(x, setShift)
	}
	return seats, sets
}

// ExtraMoveShifts applies the extra-move rule to a rotation modulo n: line l
// steps lines[l] tables a round and the sets step setStep, but when a line
// would reach a set it has already played, the whole line moves one table
// further in its own direction (again, if need be). It returns, for each of
// the given rounds, how far each line has moved from its start; the sets
// have moved setStep·r tables in round r. Every player meets each set at most
// once as long as rounds ≤ n. A stationary line (step 0) never needs an
// extra move when the sets move, since it then meets a new set every round.
func ExtraMoveShifts(n int, lines []int, setStep, rounds int) ([][]int, error) {
	if n < 1 {
		return nil, fmt.Errorf("extra move: %d tables", n)
	}
	if rounds < 0 || rounds > n {
		return nil, fmt.Errorf("extra move: %d rounds with %d tables; at most %d rounds avoid a repeated set", rounds, n, n)
	}
	z := IntegersMod(n)
	// A player of line l starting at s who has moved d tables plays the set
	// that started at s + d - setStep·r. That offset, per line, must not
	// repeat.
	used := make([][]bool, len(lines))
	for l := range used {
		used[l] = make([]bool, n)
	}
	shift := make([]int, len(lines))
	out := make([][]int, 0, rounds)
	for r := range rounds {
		for l, step := range lines {
			if r > 0 {
				shift[l] = z.Add(shift[l], step)
			}
			dir := 1
			if step < 0 {
				dir = -1
			}
			for tries := 0; used[l][z.Sub(shift[l], z.Mul(setStep, r))]; tries++ {
				if tries >= n {
					return nil, fmt.Errorf("internal error: extra move: line %d has no free set in round %d", l+1, r+1)
				}
				shift[l] = z.Add(shift[l], dir)
			}
			used[l][z.Sub(shift[l], z.Mul(setStep, r))] = true
		}
		out = append(out, slices.Clone(shift))
	}
	return out, nil
}
