package cards_test

import (
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
)

// TestPageLabelIsTheCatalogues: the page label a document carries says
// what the catalogue's "page %d of %d" says, thousands and all, in every
// language.
func TestPageLabelIsTheCatalogues(t *testing.T) {
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		l := cards.PageLabel(p)
		for _, n := range [][2]int{{1, 1}, {7, 12}, {999, 1000}, {1000, 16189}, {16189, 16189}, {123456, 1234567}} {
			if got, want := l.Text(n[0], n[1]), p.Sprintf("page %d of %d", n[0], n[1]); got != want {
				t.Errorf("%s: page %d of %d: %q, the catalogue says %q", lang, n[0], n[1], got, want)
			}
		}
	}
}
