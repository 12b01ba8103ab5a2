package jsonfile_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
)

// A two-table, two-round pairs movement written in movegen's format.
func ExampleWrite() {
	m := &movement.Movement{
		Name: "Two tables", Family: movement.Custom, Kind: movement.Pairs, Game: movement.Bridge,
		Seats: movement.PairSeats(), Contestants: 4, Labels: map[int]string{1: "Smith-Jones"},
		Tables: 2, Rounds: 2, Sets: 2, BoardsPerSet: 4,
		Play: []movement.Play{
			{Round: 2, Table: 1, Set: 2, Seats: []int{1, 4}, Switched: true},
			{Round: 1, Table: 2, Set: 2, Seats: []int{2, 4}},
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 3}},
			{Round: 2, Table: 2, Set: 1, Seats: []int{2, 3}},
		},
	}
	if err := jsonfile.Write(os.Stdout, m); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {
	//   "format": "movegen-movement/1",
	//   "name": "Two tables",
	//   "family": "custom",
	//   "kind": "pairs",
	//   "game": "bridge",
	//   "seats": ["NS", "EW"],
	//   "contestants": 4,
	//   "labels": {
	//     "1": "Smith-Jones"
	//   },
	//   "tables": 2,
	//   "rounds": 2,
	//   "sets": 2,
	//   "boards_per_set": 4,
	//   "play": [
	//     {"round": 1, "table": 1, "set": 1, "seats": {"NS": 1, "EW": 3}},
	//     {"round": 1, "table": 2, "set": 2, "seats": {"NS": 2, "EW": 4}},
	//     {"round": 2, "table": 1, "set": 2, "seats": {"NS": 1, "EW": 4}, "switched": true},
	//     {"round": 2, "table": 2, "set": 1, "seats": {"NS": 2, "EW": 3}}
	//   ]
	// }
}

// Read names the field and the line of a mistake.
func ExampleRead() {
	doc := `{
  "format": "movegen-movement/1",
  "kind": "pairs",
  "game": "bridge",
  "seats": ["NS", "EW"],
  "contestants": 4,
  "tables": -2,
  "rounds": 2,
  "sets": 2,
  "boards_per_set": 4,
  "play": []
}`
	_, err := jsonfile.Read(strings.NewReader(doc), "club.json")
	fmt.Println(err)
	// Output:
	// club.json:7:13: tables: -2 is negative
}
