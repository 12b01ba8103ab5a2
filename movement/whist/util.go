package whist

import (
	"math"
	"strconv"
	"strings"
)

func itoa(n int) string { return strconv.Itoa(n) }

// roundList writes 1, 2, 5 as "1, 2, 5".
func roundList(rs []int) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = strconv.Itoa(r)
	}
	return strings.Join(s, ", ")
}

// expNeg returns e^−x for x ≥ 0.
func expNeg(x float64) float64 { return math.Exp(-x) }
