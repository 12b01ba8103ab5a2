package whist

import "fmt"

// Group is a finite abelian group Z_{n1} × … × Z_{nk}, its elements
// numbered 0..Order()−1 in mixed radix (the last factor varies fastest).
// Element 0 is the identity.
type Group []int

// Order returns the number of elements.
func (g Group) Order() int {
	n := 1
	for _, f := range g {
		n *= f
	}
	return n
}

// digits splits x into its coordinates.
func (g Group) digits(x int) []int {
	d := make([]int, len(g))
	for i := len(g) - 1; i >= 0; i-- {
		d[i] = x % g[i]
		x /= g[i]
	}
	return d
}

func (g Group) number(d []int) int {
	x := 0
	for i, f := range g {
		x = x*f + ((d[i]%f)+f)%f
	}
	return x
}

// Add returns x + y.
func (g Group) Add(x, y int) int {
	if len(g) == 1 {
		return (x + y) % g[0]
	}
	a, b := g.digits(x), g.digits(y)
	for i := range a {
		a[i] += b[i]
	}
	return g.number(a)
}

// Neg returns −x.
func (g Group) Neg(x int) int {
	if len(g) == 1 {
		return (g[0] - x) % g[0]
	}
	a := g.digits(x)
	for i := range a {
		a[i] = -a[i]
	}
	return g.number(a)
}

// Sub returns x − y.
func (g Group) Sub(x, y int) int { return g.Add(x, g.Neg(y)) }

// Mul returns u·x, x added to itself u times (u ≥ 0).
func (g Group) Mul(u, x int) int {
	a := g.digits(x)
	for i := range a {
		a[i] *= u
	}
	return g.number(a)
}

// String writes Z_7 or Z_3×Z_3.
func (g Group) String() string {
	s := ""
	for i, f := range g {
		if i > 0 {
			s += "×"
		}
		s += fmt.Sprintf("Z_%d", f)
	}
	return s
}
