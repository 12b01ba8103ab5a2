package pdf

import (
	"math"
	"strconv"
)

// appendFixed2 appends v with two decimals, as strconv.AppendFloat(b, v,
// 'f', 2, 64) does, byte for byte: the coordinates of every text drawn
// (a big book draws millions), without the general formatting's work. v
// is rounded through v*100, whose error is far below the distance to the
// nearest halfway point for the values a page has; a value near one, a
// negative or a large one, or one not finite is left to strconv.
func appendFixed2(b []byte, v float64) []byte {
	if !(v >= 0 && v < 1e6) {
		return strconv.AppendFloat(b, v, 'f', 2, 64)
	}
	c := v * 100
	n := math.Floor(c)
	if f := c - n; math.Abs(f-0.5) < 1e-6 {
		return strconv.AppendFloat(b, v, 'f', 2, 64)
	} else if f > 0.5 {
		n++
	}
	k := int64(n)
	b = strconv.AppendInt(b, k/100, 10)
	r := k % 100
	return append(b, '.', byte('0'+r/10), byte('0'+r%10))
}
