package design_test

import (
	"fmt"

	"github.com/movegen/movegen/movement/design"
)

// Kirkman's schoolgirl problem: 15 girls walk out in rows of three on
// seven days, no two girls in the same row twice. Over GF(7) with the
// primitive element 3, girls 0–6 are (x, 0), 7–13 are (x, 1) and 14 is ∞:
// day 1 is {∞, (0,0), (0,1)}, the rows {(a^i,0), (a^(i+1),0), (a^(i+2),1)}
// for i = 0, 2, 4 and {(a^3,1), (a^5,1), (a^7,1)}; day d adds d−1 to every
// x. Nobody has a construction here for 69 girls.
func ExampleResolvable() {
	res, err := design.Resolvable(15, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(res.Classes), "days, rows of", res.K, "over GF", res.Q)
	fmt.Println("day 1:", res.Classes[0])
	fmt.Println(design.CheckResolvable(res.Classes, 15, 3))
	_, err = design.Resolvable(69, 3)
	fmt.Println(err)
	// Output:
	// 7 days, rows of 3 over GF 7
	// day 1: [[0 7 14] [1 3 9] [2 6 11] [4 5 8] [10 12 13]]
	// <nil>
	// resolvable (69,3,1) design: no construction of this resolvable design
}
