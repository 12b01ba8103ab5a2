package cards_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/textcards"
)

// A guide card says, round by round, who sits where, which boards are
// played, and where every pair and the boards go next; what never changes
// is printed once at the top. Compose writes its words, export/textcards
// lays them out as text.
func ExampleCompose() {
	m, _ := samples.Mitchell(3, samples.Plain)
	b, err := cards.Build(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	b.Tables = b.Tables[1:2] // only table 2
	d, err := cards.Compose(context.Background(), b, i18n.New("en"), cards.ComposeOptions{What: cards.What{Tables: true}})
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := textcards.Write(os.Stdout, d); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Table 2 — Mitchell, 3 tables · #f07ea7d8
	// Every round: NS stationary; EW: → table 3, East–West; boards → table 1
	//
	// Round  NS    EW    Boards  Notes
	// 1      NS 2  EW 2  4–6
	// 2      NS 2  EW 1  7–9
	// 3      NS 2  EW 3  1–3
}

// A destination is always a place, the table word and the seat in words:
// "→ table 2, East" sends the E player of table 1 to table 2, seat E, and
// never reads as a player's label (the book's "1E–2E" is kept for the
// judge's instruction sheet).
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
	// N:"stay" E:"→\u00a0table 2, East" S:"→\u00a0table 3, South" W:"→\u00a0table 4, West"
	// С:"остаётся" В:"→\u00a0стол 2, восток" Ю:"→\u00a0стол 3, юг" З:"→\u00a0стол 4, запад"
}
