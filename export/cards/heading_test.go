package cards_test

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
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

// TestInstructionNoteSaysPOnlyWhereSomebodyRests: the line above the
// judge's instructions says what P (the rest) means only where somebody
// rests: the 7-table scheme of 28 players has no P on it.
func TestInstructionNoteSaysPOnlyWhereSomebodyRests(t *testing.T) {
	for _, tt := range []struct {
		players int
		rests   bool
	}{{28, false}, {29, true}} {
		res, err := preferans.Generate(context.Background(), preferans.Options{Players: tt.players})
		if err != nil {
			t.Fatal(err)
		}
		b := book(t, res.Movement, nil)
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			doc, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.All()})
			if err != nil {
				t.Fatal(err)
			}
			var note string
			var grid [][]string
			for _, s := range doc.Of(sheet.KindJudge) {
				if s.Index == 1 {
					note, grid = s.Above[0].Text, s.Grid.Text()
				}
			}
			hasP := false
			for _, row := range grid[1:] {
				for _, c := range row {
					hasP = hasP || strings.Contains(c, p.T("P"))
				}
			}
			if hasP != tt.rests {
				t.Fatalf("%d players %s: P on the sheet %v, want %v", tt.players, lang, hasP, tt.rests)
			}
			if says := strings.Contains(note, p.T("P")); says != tt.rests {
				t.Errorf("%d players %s: the note %q says what P is: %v, want %v", tt.players, lang, note, says, tt.rests)
			}
		}
	}
}
