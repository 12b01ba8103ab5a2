package design

import "testing"

func TestPrimePower(t *testing.T) {
	tests := []struct {
		q, p, k int
		ok      bool
	}{
		{2, 2, 1, true}, {4, 2, 2, true}, {6, 0, 0, false}, {9, 3, 2, true},
		{12, 0, 0, false}, {25, 5, 2, true}, {27, 3, 3, true}, {49, 7, 2, true},
		{64, 2, 6, true}, {1, 0, 0, false}, {97, 97, 1, true}, {100, 0, 0, false},
	}
	for _, tt := range tests {
		p, k, ok := PrimePower(tt.q)
		if ok != tt.ok || (ok && (p != tt.p || k != tt.k)) {
			t.Errorf("PrimePower(%d) = %d,%d,%v; want %d,%d,%v", tt.q, p, k, ok, tt.p, tt.k, tt.ok)
		}
	}
}

// TestFieldAxioms checks the field laws exhaustively for every supported
// small order, so later constructions can rely on them.
func TestFieldAxioms(t *testing.T) {
	for _, q := range []int{2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 25, 27, 32, 49, 64, 81} {
		f, err := NewField(q)
		if err != nil {
			t.Fatalf("NewField(%d): %v", q, err)
		}
		seen := map[int]bool{}
		for i := 0; i < q-1; i++ {
			seen[f.Pow(i)] = true
		}
		if len(seen) != q-1 || seen[0] {
			t.Errorf("GF(%d): generator has order %d", q, len(seen))
		}
		for a := range q {
			if f.Add(a, 0) != a || f.Mul(a, 1) != a || f.Add(a, f.Neg(a)) != 0 {
				t.Fatalf("GF(%d): identity laws fail at %d", q, a)
			}
			if a != 0 && f.Mul(a, f.Inv(a)) != 1 {
				t.Fatalf("GF(%d): inverse of %d", q, a)
			}
			for b := range q {
				if f.Add(a, b) != f.Add(b, a) || f.Mul(a, b) != f.Mul(b, a) {
					t.Fatalf("GF(%d): not commutative at %d,%d", q, a, b)
				}
				for c := range q {
					if f.Mul(a, f.Add(b, c)) != f.Add(f.Mul(a, b), f.Mul(a, c)) {
						t.Fatalf("GF(%d): not distributive at %d,%d,%d", q, a, b, c)
					}
				}
			}
		}
	}
}

func TestNewFieldRejects(t *testing.T) {
	for _, q := range []int{0, 1, 6, 10, 12, 15, 1 << 13} {
		if _, err := NewField(q); err == nil {
			t.Errorf("NewField(%d) succeeded", q)
		}
	}
}
