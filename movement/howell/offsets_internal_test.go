package howell

import "testing"

// TestInterwovenOffsetsNone: the exhaustive search finds no one-set
// schedule at 3 and 5 tables (the sizes the sources exclude) nor at 9 and
// 15, which the sum-of-squares argument of interwoven.go rules out for
// every T that 3 divides; and finds one at 7, 11, 13, 17 and 19.
func TestInterwovenOffsetsNone(t *testing.T) {
	for _, T := range []int{3, 5, 9, 15} {
		if a, b, ok := searchOffsets(T); ok {
			t.Errorf("%d tables: offsets %v, %v found where none exists", T, a, b)
		}
	}
	for _, T := range []int{7, 11, 13, 17, 19} {
		if _, _, ok := searchOffsets(T); !ok {
			t.Errorf("%d tables: no offsets found", T)
		}
	}
}
