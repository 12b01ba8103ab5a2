package pdf

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestAppendFixed2IsStrconv: appendFixed2 writes what strconv writes with
// two decimals, on the halfway points and their neighbours, on random
// coordinates of a page and on the values it leaves to strconv.
func TestAppendFixed2IsStrconv(t *testing.T) {
	vals := []float64{0, 0.001, 0.005, 0.015, 0.125, 0.375, 1.005, 2.675, 99.995, 100, 841.89, 595.28,
		-0.001, -1.5, 999999.995, 1e6, 1e9, 1e12, math.Inf(1), math.NaN(), math.SmallestNonzeroFloat64, 0.0049999999}
	for k := range 100000 {
		h := float64(k) / 200 // every halfway point from 0 to 500
		vals = append(vals, h, math.Nextafter(h, 0), math.Nextafter(h, 1000))
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		vals = append(vals, r.Float64()*900, float64(r.IntN(84189))/100*25.4/72*72/25.4)
	}
	for _, v := range vals {
		got, want := string(appendFixed2(nil, v)), strconv.FormatFloat(v, 'f', 2, 64)
		if got != want {
			t.Fatalf("appendFixed2(%v) = %q, strconv says %q", v, got, want)
		}
	}
}
