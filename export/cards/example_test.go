package cards_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
)

// A guide card says, round by round, who sits where, which boards are
// played, and where every pair and the boards go next; what never changes
// is printed once at the top.
func ExampleWriteText() {
	m, _ := samples.Mitchell(3, samples.Plain)
	b, err := cards.Build(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	b.Tables = b.Tables[1:2] // only table 2
	opt := cards.TextOptions{Printer: i18n.New("en"), What: cards.What{Tables: true}}
	if err := cards.WriteText(os.Stdout, b, opt); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Table 2 — Mitchell, 3 tables · #f07ea7d8
	// Every round: NS stationary; EW: → 3 EW; boards → table 1
	//
	// Round  NS    EW    Boards  NS next  EW next  Boards next  Notes
	// 1      2 NS  2 EW  4–6     stay     → 3 EW   → table 1
	// 2      2 NS  1 EW  7–9     stay     → 3 EW   → table 1
	// 3      2 NS  3 EW  1–3
}

// The preferans cards use the book's notation: "1E–2E" sends the E player
// of table 1 to table 2, seat E; a stationary seat has no instruction. In
// Russian a no-break space keeps the table number apart from the seat
// letter, so that "1 З" never reads as 13.
func ExampleMoveText() {
	m, _ := samples.PreferansRotation(5)
	b, _ := cards.Build(m)
	row := b.Tables[0].Rows[0]
	for _, lang := range []string{"en", "ru"} {
		p := i18n.New(lang)
		var parts []string
		for _, o := range row.Occupants {
			parts = append(parts, fmt.Sprintf("%s:%q", cards.SeatName(p, o.Seat), cards.MoveText(p, m, o.Next)))
		}
		fmt.Println(strings.Join(parts, " "))
	}
	// Output:
	// N:"stay" E:"1E–2E" S:"1S–3S" W:"1W–4W"
	// С:"остаётся" В:"1\u00a0В–2\u00a0В" Ю:"1\u00a0Ю–3\u00a0Ю" З:"1\u00a0З–4\u00a0З"
}
