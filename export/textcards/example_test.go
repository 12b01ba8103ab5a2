package textcards_test

import (
	"fmt"

	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/export/textcards"
)

func ExampleSheet() {
	s := sheet.Sheet{
		Title:    "Table\u00a01",
		Subtitle: "Club Pairs · #1a2b3c",
		Heading:  "Table\u00a01 — Club Pairs · #1a2b3c",
		Above:    []sheet.Line{{Text: "Every round: NS stationary"}},
		Grid: sheet.FromText([][]string{
			{"Round", "NS", "EW", "Boards", "Notes"},
			{"1", "NS 1", "EW 1", "1–4", ""},
			{"2", "NS 1", "EW 7", "5–8", "arrow switch"},
		}, true),
	}
	fmt.Print(textcards.Sheet(&s))
	// Output:
	// Table 1 — Club Pairs · #1a2b3c
	// Every round: NS stationary
	//
	// Round  NS    EW    Boards  Notes
	// 1      NS 1  EW 1  1–4
	// 2      NS 1  EW 7  5–8     arrow switch
}
