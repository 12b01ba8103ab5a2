package design

import (
	"errors"
	"fmt"
	"slices"
)

// A resolvable design (v, k, 1) is a set of blocks of k points out of v,
// every two points together in exactly one block, with the blocks split
// into (v−1)/(k−1) parallel classes, each a partition of the points. As a
// seating plan the classes are rounds and the blocks tables: v players at
// tables of k for (v−1)/(k−1) rounds, everybody meeting everybody else
// exactly once. For k = 3 they are the Kirkman triple systems KTS(v),
// which exist exactly when v ≡ 3 (mod 6) (Ray-Chaudhuri and Wilson 1971);
// for k = 4 they exist exactly when v ≡ 4 (mod 12) (Hanani, Ray-Chaudhuri
// and Wilson 1972).
//
// The constructions below are the classical direct ones over finite
// fields, with the references they are taken from:
//
//   - [RCW71] D. K. Ray-Chaudhuri and R. M. Wilson, "Solution of Kirkman's
//     schoolgirl problem", Proc. Sympos. Pure Math. 19 (1971) 187–203,
//     Theorems 5 and 6, as restated in D. R. Stinson, "A survey of Kirkman
//     triple systems and related designs", Discrete Math. 92 (1991)
//     371–393, Constructions 1.1 and 1.2.
//   - [BJL99] T. Beth, D. Jungnickel and H. Lenz, Design Theory, 2nd ed.,
//     Cambridge University Press 1999: VII.7.5(a) for (3q+1, 4, 1) and
//     Lemma IX.6.4 for doubling the points of a (u, {4}) design into a
//     KTS(2u+1).

// ErrNoResolvable reports that Resolvable has no construction for the
// parameters asked (the design may still exist).
var ErrNoResolvable = errors.New("no construction of this resolvable design")

// ResolvableSource names the construction Resolvable used.
type ResolvableSource int

// The constructions of Resolvable.
const (
	// KirkmanDoubleField is KTS(2q+1) over GF(q), q ≡ 1 (mod 6) [RCW71,
	// Theorem 6].
	KirkmanDoubleField ResolvableSource = iota + 1
	// KirkmanTripleField is KTS(3q) over GF(q) × Z_3, q ≡ 1 (mod 6)
	// [RCW71, Theorem 5].
	KirkmanTripleField
	// KirkmanDoubledPoints is KTS(2u+1) from a (u, 4, 1) design, every
	// point doubled and one point added [BJL99, Lemma IX.6.4].
	KirkmanDoubledPoints
	// QuadruplesField is the resolvable (3q+1, 4, 1) design over GF(q) ×
	// Z_3 and one point, q ≡ 1 (mod 4) [BJL99, VII.7.5(a)].
	QuadruplesField
	// AffinePlaneSource is the affine plane AG(2,k), a resolvable
	// (k², k, 1) design.
	AffinePlaneSource
	// Inflated is a resolvable (k·u, k, 1) design from a resolvable
	// (u, k, 1) one: every point becomes k points, every block B the
	// resolvable transversal design TD(k,k) over GF(k) on B × GF(k), and
	// the k copies of a point form one more class.
	Inflated
)

// Resolution is a resolvable (v, k, 1) design with how it was made.
type Resolution struct {
	V, K int
	// Classes[r] is parallel class r: v/k blocks of k points (0 … v−1).
	Classes [][][]int
	Source  ResolvableSource
	// Q is the order of the field used. For KirkmanDoubledPoints and
	// Inflated, U is the number of points of the smaller design the
	// construction starts from (points doubled, or each made k) and Inner
	// how that design was made.
	Q, U  int
	Inner ResolvableSource
}

// Resolvable returns a resolvable (v, k, 1) design for k = 3 or 4 when one
// of the constructions above applies, trying them in the order listed. It
// returns an error wrapping ErrNoResolvable otherwise. Every design it
// returns has been checked by CheckResolvable.
func Resolvable(v, k int) (*Resolution, error) {
	res, err := resolvable(v, k)
	if err != nil {
		return nil, err
	}
	if err := CheckResolvable(res.Classes, v, k); err != nil {
		return nil, fmt.Errorf("resolvable (%d,%d,1) design: %w", v, k, err)
	}
	return res, nil
}

func resolvable(v, k int) (*Resolution, error) {
	switch k {
	case 3:
		if v%6 != 3 {
			break
		}
		if q := (v - 1) / 2; q%6 == 1 && isPrimePower(q) {
			return &Resolution{V: v, K: 3, Classes: kirkmanDoubleField(fieldOf(q)), Source: KirkmanDoubleField, Q: q}, nil
		}
		if q := v / 3; q%6 == 1 && isPrimePower(q) {
			return &Resolution{V: v, K: 3, Classes: kirkmanTripleField(fieldOf(q)), Source: KirkmanTripleField, Q: q}, nil
		}
		u := (v - 1) / 2
		if blocks, inner, q := fourDesign(u); blocks != nil {
			return &Resolution{V: v, K: 3, Classes: kirkmanDoubled(u, blocks), Source: KirkmanDoubledPoints, U: u, Q: q, Inner: inner}, nil
		}
	case 4:
		if v%12 != 4 {
			break
		}
		// 16 = 3·5+1 is left to the affine plane AG(2,4) below.
		if q := (v - 1) / 3; isPrimePower(q) && v != 16 {
			return &Resolution{V: v, K: 4, Classes: quadruplesField(fieldOf(q)), Source: QuadruplesField, Q: q}, nil
		}
	default:
		return nil, fmt.Errorf("resolvable (%d,%d,1) design: %w", v, k, ErrNoResolvable)
	}
	if v == k*k {
		return &Resolution{V: v, K: k, Classes: AffinePlane(fieldOf(k)), Source: AffinePlaneSource, Q: k}, nil
	}
	if v%k == 0 && v > k*k {
		if inner, err := resolvable(v/k, k); err == nil {
			return &Resolution{V: v, K: k, Classes: inflate(inner.Classes, v/k, fieldOf(k)), Source: Inflated, U: v / k, Q: k, Inner: inner.Source}, nil
		}
	}
	return nil, fmt.Errorf("resolvable (%d,%d,1) design: %w", v, k, ErrNoResolvable)
}

// inflate turns the classes of a resolvable (u, k, 1) design into those
// of a resolvable (k·u, k, 1) design over f = GF(k): point (x, y), y in
// GF(k), is numbered x·k + y. A block B = {b_0, …, b_(k−1)} and a pair
// (a, c) of GF(k) give the block {(b_j, a + c·j)}: two points (b_j, y) and
// (b_l, z) of different b lie in exactly one of them (c = (y−z)/(j−l)),
// and for a fixed c the blocks over all a partition B × GF(k). So each
// class of the smaller design and each c give a class; the k copies
// {x} × GF(k) of every point give the last one.
func inflate(classes [][][]int, u int, f *Field) [][][]int {
	k := f.Order()
	out := make([][][]int, 0, len(classes)*k+1)
	for _, class := range classes {
		for c := range k {
			var next [][]int
			for _, b := range class {
				for a := range k {
					block := make([]int, len(b))
					for j, x := range b {
						block[j] = x*k + f.Add(a, f.Mul(c, j))
					}
					slices.Sort(block)
					next = append(next, block)
				}
			}
			out = append(out, next)
		}
	}
	copies := make([][]int, u)
	for x := range u {
		copies[x] = make([]int, k)
		for y := range k {
			copies[x][y] = x*k + y
		}
	}
	return append(out, copies)
}

func isPrimePower(q int) bool {
	_, _, ok := PrimePower(q)
	return ok && q > 1
}

func fieldOf(q int) *Field {
	f, err := NewField(q)
	if err != nil {
		panic(fmt.Sprintf("design: field of order %d: %v", q, err)) // callers checked q
	}
	return f
}

// fourDesign returns the blocks of a resolvable (u, 4, 1) design that
// this file can build, its construction and field order, or nil.
func fourDesign(u int) ([][]int, ResolvableSource, int) {
	res, err := resolvable(u, 4)
	if err != nil {
		return nil, 0, 0
	}
	var blocks [][]int
	for _, class := range res.Classes {
		blocks = append(blocks, class...)
	}
	return blocks, res.Source, res.Q
}

// developClasses translates every block of base by each element g of the field's
// additive group, giving one parallel class per g. A point is (x, layer),
// numbered layer·q + x, or the fixed point fixed (never moved).
func developClasses(f *Field, base [][][2]int, fixed int) [][][]int {
	q := f.Order()
	classes := make([][][]int, 0, q)
	for g := range q {
		class := make([][]int, 0, len(base))
		for _, b := range base {
			block := make([]int, len(b))
			for i, p := range b {
				if p[1] < 0 {
					block[i] = fixed
					continue
				}
				block[i] = p[1]*q + f.Add(p[0], g)
			}
			slices.Sort(block)
			class = append(class, block)
		}
		classes = append(classes, class)
	}
	return classes
}

// kirkmanDoubleField is [RCW71, Theorem 6]: with a a primitive element of
// GF(q), q = 6t+1, and m the exponent with a^m = (a^t + 1)/2, the points
// GF(q) × {0, 1} and ∞, and the base class
//
//	{∞, (0,0), (0,1)},
//	{(a^i, 0), (a^(t+i), 0), (a^(m+i), 1)}  for i in [0,t) ∪ [2t,3t) ∪ [4t,5t),
//	{(a^(m+t+i), 1), (a^(m+3t+i), 1), (a^(m+5t+i), 1)}  for i in [0,t),
//
// developed over the additive group give the q classes of a KTS(2q+1).
func kirkmanDoubleField(f *Field) [][][]int {
	q := f.Order()
	t := (q - 1) / 6
	pow := f.Pow
	// q ≡ 1 (mod 6) is odd, so 2 is invertible; and a^t + 1 ≠ 0, since
	// a^t has order 6 and −1 has order 2.
	m := f.Log(f.Mul(f.Add(pow(t), 1), f.Inv(f.Add(1, 1))))
	base := [][][2]int{{{0, -1}, {0, 0}, {0, 1}}}
	for _, lo := range []int{0, 2 * t, 4 * t} {
		for i := lo; i < lo+t; i++ {
			base = append(base, [][2]int{{pow(i), 0}, {pow(t + i), 0}, {pow(m + i), 1}})
		}
	}
	for i := range t {
		base = append(base, [][2]int{{pow(m + t + i), 1}, {pow(m + 3*t + i), 1}, {pow(m + 5*t + i), 1}})
	}
	return developClasses(f, base, 2*q)
}

// kirkmanTripleField is [RCW71, Theorem 5]: with a primitive in GF(q),
// q = 6t+1, points GF(q) × Z_3, A_i = {(a^i,0), (a^(i+2t),1), (a^(i+4t),2)}
// and B_(i,j) = {(a^i,j), (a^(i+2t),j), (a^(i+4t),j)}: the base class
// {(0,0),(0,1),(0,2)}, every B_(i,j) (i < t) and the A_i with i in
// [t,2t) ∪ [3t,4t) ∪ [5t,6t) gives q classes by translation, and each
// remaining A_i gives one more class, its q translates.
func kirkmanTripleField(f *Field) [][][]int {
	q := f.Order()
	t := (q - 1) / 6
	pow := f.Pow
	a := func(i int) [][2]int { return [][2]int{{pow(i), 0}, {pow(i + 2*t), 1}, {pow(i + 4*t), 2}} }
	base := [][][2]int{{{0, 0}, {0, 1}, {0, 2}}}
	for j := range 3 {
		for i := range t {
			base = append(base, [][2]int{{pow(i), j}, {pow(i + 2*t), j}, {pow(i + 4*t), j}})
		}
	}
	for _, lo := range []int{t, 3 * t, 5 * t} {
		for i := lo; i < lo+t; i++ {
			base = append(base, a(i))
		}
	}
	classes := developClasses(f, base, -1)
	for _, lo := range []int{0, 2 * t, 4 * t} {
		for i := lo; i < lo+t; i++ {
			// The q translates of A_i: develop gives them one class each;
			// gather them into a single class.
			var class [][]int
			for _, c := range developClasses(f, [][][2]int{a(i)}, -1) {
				class = append(class, c[0])
			}
			classes = append(classes, class)
		}
	}
	return classes
}

// quadruplesField is [BJL99, VII.7.5(a)]: with w primitive in GF(q),
// q = 4s+1, and e = w^s (so e² = −1), points GF(q) × Z_3 and ∞, the base
// class {(0,0), (0,1), (0,2), ∞} and
//
//	{(w^i, j), (−w^i, j), (e·w^i, j+1), (−e·w^i, j+1)}  for i < s, j in Z_3,
//
// developed over the additive group gives the q classes of a resolvable
// (3q+1, 4, 1) design.
func quadruplesField(f *Field) [][][]int {
	q := f.Order()
	s := (q - 1) / 4
	e := f.Pow(s)
	base := [][][2]int{{{0, 0}, {0, 1}, {0, 2}, {0, -1}}}
	for i := range s {
		x := f.Pow(i)
		ex := f.Mul(e, x)
		for j := range 3 {
			base = append(base, [][2]int{{x, j}, {f.Neg(x), j}, {ex, (j + 1) % 3}, {f.Neg(ex), (j + 1) % 3}})
		}
	}
	return developClasses(f, base, 3*q)
}

// kirkmanDoubled is [BJL99, Lemma IX.6.4] for a design with blocks of 4
// only: the points x and x' (x < u, numbered 2x and 2x+1) and ∞ (2u). On
// the 9 points of a block B doubled and ∞ it places a KTS(9), the affine
// plane AG(2,3), with ∞ at the origin and the line of class c through the
// origin on {b_c, b_c'} for the c-th point b_c of B. Class x of the
// result is {x, x', ∞} and, for every block B through x, the two other
// lines of the class of AG(2,3) that belongs to x.
func kirkmanDoubled(u int, blocks [][]int) [][][]int {
	plane := AffinePlane(fieldOf(3))
	classes := make([][][]int, u)
	for x := range u {
		classes[x] = [][]int{{2 * x, 2*x + 1, 2 * u}}
	}
	for _, b := range blocks {
		// place maps a point of AG(2,3) to a point of the result.
		place := make([]int, 9)
		place[0] = 2 * u
		for c, class := range plane {
			for _, line := range class {
				if line[0] != 0 {
					continue
				}
				// The line through the origin (point 0): its other two
				// points carry b_c and b_c'.
				place[line[1]] = 2 * b[c]
				place[line[2]] = 2*b[c] + 1
			}
		}
		for c, class := range plane {
			for _, line := range class {
				if line[0] == 0 {
					continue
				}
				block := []int{place[line[0]], place[line[1]], place[line[2]]}
				slices.Sort(block)
				classes[b[c]] = append(classes[b[c]], block)
			}
		}
	}
	return classes
}

// CheckResolvable reports whether classes form a resolvable (v, k, 1)
// design: (v−1)/(k−1) classes, each a partition of 0 … v−1 into blocks of
// k, and every two points in exactly one block.
func CheckResolvable(classes [][][]int, v, k int) error {
	if k < 2 || v%k != 0 || (v-1)%(k-1) != 0 {
		return fmt.Errorf("no resolvable (%d,%d,1) design can exist", v, k)
	}
	if want := (v - 1) / (k - 1); len(classes) != want {
		return fmt.Errorf("%d parallel classes, want %d", len(classes), want)
	}
	met := make([]bool, v*v)
	for r, class := range classes {
		seen := make([]bool, v)
		if len(class) != v/k {
			return fmt.Errorf("class %d: %d blocks, want %d", r, len(class), v/k)
		}
		for _, b := range class {
			if len(b) != k {
				return fmt.Errorf("class %d: block %v of %d points, want %d", r, b, len(b), k)
			}
			for i, x := range b {
				if x < 0 || x >= v || seen[x] {
					return fmt.Errorf("class %d: point %d out of range or twice", r, x)
				}
				seen[x] = true
				for _, y := range b[:i] {
					if met[x*v+y] {
						return fmt.Errorf("class %d: points %d and %d together twice", r, y, x)
					}
					met[x*v+y], met[y*v+x] = true, true
				}
			}
		}
	}
	for x := range v {
		for y := range x {
			if !met[x*v+y] {
				return fmt.Errorf("points %d and %d never together", y, x)
			}
		}
	}
	return nil
}
