package cards_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	pref "github.com/movegen/movegen/movement/preferans"
)

// TestPhantomIsASitOut: in a Howell for 9 pairs (a phantom's table) and a
// Mitchell missing a pair, the phantom's table has a sit-out card, not a
// table card; the tables in play are numbered 1…n; a move to the phantom
// reads "→ sits out"; and the chart, the route view, the set view and the
// cards agree round by round on who sits out and which sets are played
// where.
func TestPhantomIsASitOut(t *testing.T) {
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	m13, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13})
	if err != nil {
		t.Fatal(err)
	}
	type movementT struct {
		m      *movement.Movement
		inPlay int
	}
	for name, m := range map[string]movementT{"howell-9": {h9, 4}, "mitchell-13": {m13, 6}} {
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			b, err := cards.Build(m.m)
			if err != nil {
				t.Fatal(err)
			}
			phantom := 0
			for tb := 1; tb <= m.m.Tables; tb++ {
				if b.Phantom(tb) {
					phantom = tb
				}
			}
			if phantom == 0 {
				t.Fatalf("%s: no phantom's table found", name)
			}
			// Titles: Table 1..n, then the sit-out card.
			var titles []string
			for _, c := range b.Tables {
				titles = append(titles, cards.CardTitle(p, c))
			}
			var want []string
			for i := 1; i <= m.inPlay; i++ {
				want = append(want, p.Sprintf("Table %s", strconv.Itoa(i)))
			}
			want = append(want, p.Sprintf("Sit-out: table %s", strconv.Itoa(m.inPlay+1)))
			if !slices.Equal(titles, want) {
				t.Errorf("%s/%s: card titles %q, want %q", name, lang, titles, want)
			}
			sit := b.Tables[len(b.Tables)-1]
			if !sit.Phantom || sit.Table != phantom {
				t.Fatalf("%s: last card is table %d (phantom %t), want the phantom's %d", name, sit.Table, sit.Phantom, phantom)
			}
			chart := cards.ChartGrid(p, b)
			routes := cards.RoutesGrid(p, b)
			sets := cards.SetsGrid(p, b)
			if got := chart[0][phantom]; got != p.T("Sit-out") {
				t.Errorf("%s/%s: chart column of the phantom is %q", name, lang, got)
			}
			sitOut := p.T("sits out")
			moveOut := p.T("→ sits out")
			for r := 1; r <= m.m.Rounds; r++ {
				// Who sits out, by the sit-out card.
				var onCard []string
				for _, o := range sit.Rows[r-1].Occupants {
					onCard = append(onCard, cards.LabelText(p, o.Label))
				}
				// By the chart.
				if got := chart[r][phantom]; got != strings.Join(onCard, ", ") {
					t.Errorf("%s/%s round %d: chart sit-out %q, card %q", name, lang, r, got, onCard)
				}
				// By the route view.
				var byRoute []string
				for _, row := range routes[1:] {
					if row[r] == sitOut {
						byRoute = append(byRoute, row[0])
					}
				}
				if !slices.Equal(byRoute, onCard) {
					t.Errorf("%s/%s round %d: route view sits out %q, card %q", name, lang, r, byRoute, onCard)
				}
				// Every table card in play shows its boards; the set view
				// names that table for that set, and never the phantom's.
				for _, c := range b.Tables[:len(b.Tables)-1] {
					row := c.Rows[r-1]
					if row.Idle {
						continue
					}
					cell := sets[row.Set][r]
					if !slices.Contains(strings.Split(cell, ", "), c.Name) {
						t.Errorf("%s/%s round %d: table %s plays set %d, set view says %q", name, lang, r, c.Name, row.Set, cell)
					}
				}
				phantomSet := sit.Rows[r-1].Set
				if cell := sets[phantomSet][r]; cell != pref.NotPlayed && slices.Contains(strings.Split(cell, ", "), sit.Name) {
					t.Errorf("%s/%s round %d: set view says set %d is played at the sit-out (%q)", name, lang, r, phantomSet, cell)
				}
				// Those who go to the sit-out are told so in words.
				if r < m.m.Rounds {
					for _, c := range b.Tables[:len(b.Tables)-1] {
						for _, o := range c.Rows[r-1].Occupants {
							goes := o.Next.Kind == cards.MoveRest
							if goes != (cards.MoveText(p, m.m, o.Next) == moveOut) {
								t.Errorf("%s/%s round %d table %s: %q for a move to the sit-out %t", name, lang, r, c.Name, cards.MoveText(p, m.m, o.Next), goes)
							}
						}
					}
				}
			}
		}
	}
}

// TestPaperSheetNotesColumn: a paper sheet says whether its last column
// is the notes, so that paper prints them under each row: every table
// card's is; the sit-out card of a Howell for 9 pairs (whose boards never
// pass the phantom's table) ends with where each goes next, which stays a
// column; a Mitchell missing a pair's ends with the notes.
func TestPaperSheetNotesColumn(t *testing.T) {
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	m13, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13})
	if err != nil {
		t.Fatal(err)
	}
	for name, tc := range map[string]struct {
		m          *movement.Movement
		sitOutNext bool // the sit-out card's last column is "Next"
	}{"howell-9": {h9, true}, "mitchell-13": {m13, false}} {
		b, err := cards.Build(tc.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			sitOuts := 0
			for _, card := range b.Tables {
				sh := cards.PaperTableSheet(p, b, card)
				head := sh.Rows[0]
				last := head[len(head)-1]
				if !card.Phantom && card.Table != 0 {
					if !sh.Notes || last != p.T("Notes") {
						t.Errorf("%s/%s, %s: Notes %v, last column %q", name, lang, cards.CardTitle(p, card), sh.Notes, last)
					}
					continue
				}
				sitOuts++
				want := p.T("Notes")
				if tc.sitOutNext {
					want = p.T("Next")
				}
				if sh.Notes != !tc.sitOutNext || last != want {
					t.Errorf("%s/%s, %s: Notes %v, last column %q; want Notes %v, %q", name, lang, cards.CardTitle(p, card), sh.Notes, last, !tc.sitOutNext, want)
				}
			}
			if sitOuts == 0 {
				t.Errorf("%s/%s: no sit-out card", name, lang)
			}
		}
	}
}
