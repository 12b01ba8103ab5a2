package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/xlsx"
	"github.com/movegen/movegen/movement/howell"
)

// TestSitOutCardKeepsNextColumn: the sit-out card of a Howell for 9
// pairs prints where each contestant goes next in its own column under
// its heading, as the card model's grid has it, not as a note under
// every row.
func TestSitOutCardKeepsNextColumn(t *testing.T) {
	m, err := howell.Generate(howell.Options{Pairs: 9})
	b := book(t, m, err)
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		f := open(t, b, xopts{Printer: p})
		rows, err := f.GetRows(p.T("Tables"))
		if err != nil {
			t.Fatal(err)
		}
		head := []string{p.T("Round"), p.T("Sits out"), p.T("Next")}
		at := slices.IndexFunc(rows, func(r []string) bool { return slices.Equal(r, head) })
		if at < 0 {
			t.Fatalf("%s: no sit-out card headed %q on the Tables sheet", lang, head)
		}
		moves := 0
		for _, r := range rows[at+1:] {
			if len(r) == 0 || r[0] == "" {
				break
			}
			if len(r) == 1 {
				t.Errorf("%s: a line of its own under the sit-out card's grid: %q", lang, r[0])
				continue
			}
			if len(r) == 3 && strings.HasPrefix(r[2], xlsx.Arrow) {
				moves++
			}
		}
		if moves == 0 {
			t.Errorf("%s: no move in the sit-out card's Next column", lang)
		}
	}
}
