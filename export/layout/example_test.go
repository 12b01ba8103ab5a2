package layout_test

import (
	"fmt"

	"github.com/movegen/movegen/export/layout"
)

func ExampleWrap() {
	// A monospaced metrics: one unit a character at size 10.
	m := layout.MetricsFunc(func(s string, size float64) float64 {
		return float64(len([]rune(s))) * size / 10
	})
	for _, l := range layout.Wrap(m, "EW 3 moves to table\u00a05 after every round", 10, 14) {
		fmt.Printf("%q\n", l)
	}
	for _, l := range layout.Wrap(m, "Pairs1+2+3+4+5+6+7+8+9", 10, 8) {
		fmt.Printf("%q\n", l)
	}
	// Output:
	// "EW 3 moves to"
	// "table\u00a05 after"
	// "every round"
	// "Pairs1+"
	// "2+3+4+5+"
	// "6+7+8+9"
}

func ExampleSeatTags() {
	s := "1\u00a0З–6\u00a0З, стол 3"
	for _, t := range layout.SeatTags(s) {
		fmt.Println(s[t[0]:t[1]])
	}
	// Output:
	// З
	// З
}
