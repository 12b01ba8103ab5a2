package cards_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/textcards"
	goldenfile "github.com/movegen/movegen/internal/golden"
)

var update = goldenfile.UpdateFlag()

// golden checks got against testdata/name (see package internal/golden).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got, *update)
}

// bookText is b's text cards in p's language: the parts what selects
// but the setup sheet (as the command line prints them), composed and laid
// out by export/textcards.
func bookText(t testing.TB, b *cards.Book, p *i18n.Printer, what cards.What, event string) string {
	t.Helper()
	what.Setup = false
	d, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{Event: event, What: what})
	if err != nil {
		t.Fatal(err)
	}
	return textcards.Text(d)
}

// TestTextGolden prints every part of the book for one movement of each
// family, in English and Russian, and compares with the golden files.
func TestTextGolden(t *testing.T) {
	for name, m := range families(t) {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				golden(t, name+"."+lang+".txt", []byte(bookText(t, b, i18n.New(lang), cards.All(), "Club Pairs")))
			})
		}
	}
}
