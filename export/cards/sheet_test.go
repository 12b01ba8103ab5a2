package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// column returns the index of the heading h in a sheet's header, -1 when
// the sheet has no such column.
func column(rows [][]string, h string) int { return slices.Index(rows[0], h) }

// TestPaperTableSheet: the paper form of a table card states once above
// the grid what is the same every round, and keeps in the grid only what
// changes.
func TestPaperTableSheet(t *testing.T) {
	en := i18n.New("en")
	relay, err := mitchell.Generate(mitchell.Options{Tables: 8, Even: mitchell.Relay})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("relay: standing moves and the shared set above", func(t *testing.T) {
		b := mustBuild(t, relay)
		sh := cards.PaperTableSheet(en, b, b.Tables[0])
		want := []string{"Every round: NS\u00a0stationary; EW:\u00a0→\u00a0table\u00a02,\u00a0East–West; boards\u00a0→\u00a0table\u00a07", "boards shared with table 8"}
		if !slices.Equal(sh.Above, want) {
			t.Errorf("above = %q, want %q", sh.Above, want)
		}
		for _, h := range []string{"NS next", "EW next", "Boards next"} {
			if column(sh.Rows, h) >= 0 {
				t.Errorf("column %q kept though it never changes", h)
			}
		}
		for _, r := range sh.Rows[1:] {
			if strings.Contains(r[len(r)-1], "shared") {
				t.Errorf("round %s repeats the shared set: %q", r[0], r[len(r)-1])
			}
		}
		// The full grid still has them all: text and workbook are unchanged.
		full := cards.TableGrid(en, b, b.Tables[0])
		if column(full, "EW next") < 0 || !strings.Contains(full[1][len(full[1])-1], "shared") {
			t.Error("TableGrid lost a column or a note")
		}
	})
	t.Run("preferans: deal range and the dealers once", func(t *testing.T) {
		m := samples.Must(samples.PreferansRotation(7))
		b := mustBuild(t, m)
		ru := i18n.New("ru")
		sh := cards.PaperTableSheet(ru, b, b.Tables[0])
		if !slices.Contains(sh.Above, "Сдачи каждого комплекта сдают по очереди: С, В, Ю, З.") {
			t.Errorf("no dealer line above: %q", sh.Above)
		}
		c := column(sh.Rows, "Сдачи")
		if c < 0 || sh.Rows[1][c] != "1–4" {
			t.Fatalf("deals column %d, row 1 %q: want the range 1–4", c, sh.Rows[1])
		}
	})
	t.Run("sit-out table: no boards, no play", func(t *testing.T) {
		m := samples.Must(samples.Mitchell(7, samples.Phantom))
		b := mustBuild(t, m)
		sh := cards.PaperTableSheet(en, b, b.Tables[0])
		c := column(sh.Rows, "Boards")
		found := false
		for _, r := range sh.Rows[1:] {
			if r[len(r)-1] == "no play this round" {
				found = true
				if r[c] != "–" {
					t.Errorf("round %s: boards %q on a round without play", r[0], r[c])
				}
			}
		}
		if !found {
			t.Errorf("no round of table 1 says there is no play: %q", sh.Rows)
		}
		// The pair that faces the empty seat shows no boards on its card.
		for _, card := range b.Contestants {
			rows := cards.RouteGrid(en, b, card)
			bc := column(rows, "Boards")
			if bc < 0 {
				t.Fatalf("no Boards column in %q", rows[0])
			}
			for i, row := range card.Rows {
				if row.SitOut && rows[i+1][bc] != "" {
					t.Errorf("%s round %d sits out but shows boards %q", card.Label, row.Round, rows[i+1][bc])
				}
			}
		}
	})
}

func mustBuild(t *testing.T, m *movement.Movement) *cards.Book {
	t.Helper()
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
