package cards_test

import (
	"context"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement/preferans"
)

// TestSheetsCarryTheirHeading: every sheet the composer makes, for paper
// and for the workbook, in every language, carries its title and the
// line under it joined as one line (sheet.Sheet.Heading, "Table 3 —
// Mitchell, 7 tables · #…"), or its title where it has no line under it:
// the workbook and the text cards print that heading and join nothing.
func TestSheetsCarryTheirHeading(t *testing.T) {
	mitchell, err := samples.Mitchell(7, samples.Switched)
	if err != nil {
		t.Fatal(err)
	}
	pref, err := preferans.Generate(context.Background(), preferans.Options{Tables: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []*cards.Book{book(t, mitchell, nil), book(t, pref.Movement, nil)} {
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			paper, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{Event: "Club Pairs", What: cards.All()})
			if err != nil {
				t.Fatal(err)
			}
			wb, err := cards.ComposeWorkbook(context.Background(), b, p, cards.WorkbookOptions{Event: "Club Pairs"})
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range []string{"paper", "workbook"} {
				doc := paper
				if d == "workbook" {
					doc = wb
				}
				for _, s := range doc.Sheets {
					want := s.Title
					if s.Subtitle != "" {
						want = s.Title + " — " + s.Subtitle
					}
					if s.Heading != want {
						t.Errorf("%s %s %s: heading %q, want %q", b.Movement.Name, lang, d, s.Heading, want)
					}
				}
			}
		}
	}
}
