package ascfile_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/movegen/movegen/export/ascfile"
)

// An individual movement in .ASC: groups are N S E W set, and the reader
// puts them in movegen's N E S W order.
func ExampleRead() {
	file := `5 1 2 2 1   # 5 players, 1 table, 2 rounds, 2 sets, individual
1 3 2 4 A
5 2 1 0 B   # West is empty: East sits out
`
	m, err := ascfile.Read(strings.NewReader(file), "five.asc", ascfile.Options{BoardsPerSet: 4})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m.Name, m.Kind, m.Seats, m.BoardsPerSet)
	for _, p := range m.Play {
		fmt.Println("round", p.Round, "table", p.Table, "set", p.Set, "N E S W:", p.Seats)
	}
	// Output:
	// five individual [N E S W] 4
	// round 1 table 1 set 1 N E S W: [1 2 3 4]
	// round 2 table 1 set 2 N E S W: [5 1 2 0]
}

// Errors name the file and the line.
func ExampleRead_error() {
	file := "6 3 1 3 0\n1-4 A  2-5 B  3-6\n"
	_, err := ascfile.Read(strings.NewReader(file), "howell3.asc", ascfile.Options{})
	fmt.Println(err)
	// Output:
	// howell3.asc:2: round 1 has 8 numbers, want 9 (3 tables × 3)
}

// Write uses one canonical layout.
func ExampleWrite() {
	m, err := ascfile.Read(strings.NewReader("4,2,1,2,0\n1 - 3 , A\t2-4 b\n"), "x.asc", ascfile.Options{})
	if err != nil {
		// Lowercase sets are refused.
		fmt.Println(err)
	}
	m, _ = ascfile.Read(strings.NewReader("4,2,1,2,0\n1 - 3 , A\t2-4 B\n"), "x.asc", ascfile.Options{})
	if err := ascfile.Write(os.Stdout, m); err != nil {
		fmt.Println(err)
	}
	// Output:
	// x.asc:2: round 1 table 2: set "b": want one capital letter A-Z
	// 4 2 1 2 0
	// 1-3 A  2-4 B
}
