package seating

import "testing"

// TestOrbitCount: the counting formula agrees with the orbit table.
func TestOrbitCount(t *testing.T) {
	for m := 2; m <= 14; m++ {
		for c := 1; c <= 4; c++ {
			for f := 0; f <= 3; f++ {
				sp := cyclicSpec{m: m, c: c, f: f, base: 1}
				if _, n := sp.orbits(); n != sp.orbitCount() {
					t.Errorf("%+v: table %d, formula %d", sp, n, sp.orbitCount())
				}
			}
		}
	}
}
