package design_test

import (
	"fmt"

	"github.com/movegen/movegen/movement/design"
)

// Three mutually orthogonal Latin squares of order 4 from GF(4), in
// normalized form: every square starts with the row 0 1 2 3.
func ExampleOrthogonalArray() {
	a, err := design.OrthogonalArray(5, 4)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Method)
	for _, sq := range a.Normalized().Squares() {
		for _, row := range sq {
			fmt.Println(row)
		}
		fmt.Println()
	}
	_, err = design.OrthogonalArray(6, 10)
	fmt.Println(err)
	// Output:
	// GF(4)
	// [0 1 2 3]
	// [1 0 3 2]
	// [2 3 0 1]
	// [3 2 1 0]
	//
	// [0 1 2 3]
	// [3 2 1 0]
	// [1 0 3 2]
	// [2 3 0 1]
	//
	// [0 1 2 3]
	// [2 3 0 1]
	// [3 2 1 0]
	// [1 0 3 2]
	//
	// OA(6,10): 4 mutually orthogonal Latin squares of order 10 are not known to exist (known: 2)
}
