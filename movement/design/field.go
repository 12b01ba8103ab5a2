package design

import "fmt"

// Field is the finite field GF(q), q = p^k. Elements are the integers
// 0..q-1: element x stands for the polynomial whose coefficients are the
// base-p digits of x (least significant first). 0 is the zero and 1 the
// unit; Generator() is a primitive element.
type Field struct {
	p, k, q int
	exp     []int // exp[i] = g^i for i in 0..2(q-1)
	log     []int // log[x] for x != 0
}

// MaxFieldOrder bounds the fields NewField builds.
const MaxFieldOrder = 1 << 12

// PrimePower returns p, k with q = p^k, or ok=false if q is not a prime
// power (q ≥ 2).
func PrimePower(q int) (p, k int, ok bool) {
	if q < 2 {
		return 0, 0, false
	}
	for p = 2; p*p <= q; p++ {
		if q%p == 0 {
			break
		}
	}
	if p*p > q {
		return q, 1, true // q is prime
	}
	for k = 0; q%p == 0; k++ {
		q /= p
	}
	if q != 1 {
		return 0, 0, false
	}
	return p, k, true
}

// NewField builds GF(q). It fails when q is not a prime power or exceeds
// MaxFieldOrder.
func NewField(q int) (*Field, error) {
	p, k, ok := PrimePower(q)
	if !ok {
		return nil, fmt.Errorf("GF(%d): %d is not a prime power", q, q)
	}
	if q > MaxFieldOrder {
		return nil, fmt.Errorf("GF(%d): order above %d is not supported", q, MaxFieldOrder)
	}
	f := &Field{p: p, k: k, q: q}
	// Find the first monic polynomial of degree k (coefficients c_0..c_{k-1}
	// read from an integer in base p) for which x is primitive.
	for c := 0; c < q; c++ {
		if f.tryModulus(c) {
			return f, nil
		}
	}
	return nil, fmt.Errorf("GF(%d): no primitive polynomial found", q)
}

// tryModulus builds the power table of x modulo x^k - (poly c); it succeeds
// when x has order q-1.
func (f *Field) tryModulus(c int) bool {
	p, k, q := f.p, f.k, f.q
	// red[i] = coefficient of x^i in x^k mod poly = -c_i.
	red := make([]int, k)
	for i, t := 0, c; i < k; i, t = i+1, t/p {
		red[i] = (p - t%p) % p
	}
	exp := make([]int, 2*(q-1)+1)
	log := make([]int, q)
	for i := range log {
		log[i] = -1
	}
	digits := make([]int, k)
	digits[0] = 1
	if k == 1 {
		// Prime field: x stands for a candidate generator c+... use integers.
		g := c
		if g < 2 && q > 2 {
			return false
		}
		if q == 2 {
			g = 1
		}
		x := 1
		for i := 0; i < q-1; i++ {
			if log[x] >= 0 {
				return false
			}
			log[x], exp[i] = i, x
			x = x * g % q
		}
		if x != 1 {
			return false
		}
	} else {
		for i := 0; i < q-1; i++ {
			x := 0
			for j := k - 1; j >= 0; j-- {
				x = x*p + digits[j]
			}
			if x == 0 || log[x] >= 0 {
				return false
			}
			log[x], exp[i] = i, x
			// multiply by x: shift up, reduce the x^k term.
			top := digits[k-1]
			copy(digits[1:], digits[:k-1])
			digits[0] = 0
			for j := range k {
				digits[j] = (digits[j] + top*red[j]) % p
			}
		}
	}
	for i := q - 1; i < len(exp); i++ {
		exp[i] = exp[i-(q-1)]
	}
	f.exp, f.log = exp, log
	return true
}

// Order returns q.
func (f *Field) Order() int { return f.q }

// Characteristic returns p.
func (f *Field) Characteristic() int { return f.p }

// Generator returns a primitive element: its powers run through every
// non-zero element.
func (f *Field) Generator() int { return f.exp[1] }

// Add returns a + b.
func (f *Field) Add(a, b int) int {
	if f.k == 1 {
		return (a + b) % f.p
	}
	r, m := 0, 1
	for a > 0 || b > 0 {
		r += ((a%f.p + b%f.p) % f.p) * m
		a, b, m = a/f.p, b/f.p, m*f.p
	}
	return r
}

// Neg returns -a.
func (f *Field) Neg(a int) int {
	if f.k == 1 {
		return (f.p - a) % f.p
	}
	r, m := 0, 1
	for a > 0 {
		r += ((f.p - a%f.p) % f.p) * m
		a, m = a/f.p, m*f.p
	}
	return r
}

// Sub returns a - b.
func (f *Field) Sub(a, b int) int { return f.Add(a, f.Neg(b)) }

// Mul returns a · b.
func (f *Field) Mul(a, b int) int {
	if a == 0 || b == 0 {
		return 0
	}
	return f.exp[f.log[a]+f.log[b]]
}

// Inv returns the multiplicative inverse of a ≠ 0.
func (f *Field) Inv(a int) int {
	if a == 0 {
		panic("design: inverse of zero")
	}
	return f.exp[(f.q-1-f.log[a])%(f.q-1)]
}

// Pow returns g^i for the generator g (any integer i).
func (f *Field) Pow(i int) int {
	n := f.q - 1
	return f.exp[((i%n)+n)%n]
}

// Log returns i in 0..q-2 with g^i = a, for a ≠ 0.
func (f *Field) Log(a int) int { return f.log[a] }
