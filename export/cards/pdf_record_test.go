package cards_test

import (
	"context"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/preferans"
	seatinggen "github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/movement/whist"
)

// TestTableCardsStandOnTheTable holds the cards of issue 36 to one sheet
// each and to their smallest type, from the plan's record (pdf.Record),
// not from the file: a card that spills onto a second sheet loses its
// last rounds to whoever reads only the first.
func TestTableCardsStandOnTheTable(t *testing.T) {
	ctx := context.Background()
	gen := map[string]func() (*movement.Movement, error){
		"individual16": func() (*movement.Movement, error) {
			r, err := whist.Generate(ctx, whist.Options{Players: 16})
			if err != nil {
				return nil, err
			}
			return r.Movement, nil
		},
		"howell9": func() (*movement.Movement, error) { return howell.Generate(howell.Options{Pairs: 9}) },
		"preferans12": func() (*movement.Movement, error) {
			r, err := preferans.Generate(ctx, preferans.Options{Tables: 12})
			if err != nil {
				return nil, err
			}
			return r.Movement, nil
		},
		"seating28": func() (*movement.Movement, error) {
			plan, err := seatinggen.Solve(ctx, seatinggen.Problem{Players: 28, TableSizes: []int{4, 4, 4, 4, 4, 4, 4}, Rounds: 9}, seatinggen.Options{Seed: 1, Effort: 20000})
			if err != nil {
				return nil, err
			}
			return plan.Movement()
		},
	}
	tests := []struct {
		name, gen string
		opt       bookPDF
		least     float64 // smallest type a card may have
	}{
		{"individual16 en", "individual16", bookPDF{}, 12},
		{"individual16 ru", "individual16", bookPDF{Printer: i18n.New(i18n.Russian)}, 12},
		{"howell9 letter large", "howell9", bookPDF{Paper: "letter", Large: true}, 16},
		{"preferans12 ru large", "preferans12", bookPDF{Printer: i18n.New(i18n.Russian), Large: true}, 16},
		{"seating28 at 14 pt", "seating28", bookPDF{}, 14},
	}
	books := map[string]*cards.Book{}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := books[tc.gen]
			if b == nil {
				m, err := gen[tc.gen]()
				if err != nil {
					t.Fatal(err)
				}
				if b, err = cards.Build(m); err != nil {
					t.Fatal(err)
				}
				books[tc.gen] = b
			}
			rec, err := pdfRecord(b, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			n, smallest := 0, 0.0
			for _, r := range rec {
				if r.Kind != pdf.TablePage {
					continue
				}
				n++
				if smallest == 0 || r.Size < smallest {
					smallest = r.Size
				}
				if r.Pages != 1 {
					t.Errorf("%s takes %d sheets, want 1", r.Title, r.Pages)
				}
				if r.Size < tc.least {
					t.Errorf("%s is set at %.1f pt, want at least %.1f", r.Title, r.Size, tc.least)
				}
			}
			if n == 0 {
				t.Fatal("no table card recorded")
			}
			t.Logf("%d table cards, the smallest at %.1f pt", n, smallest)
		})
	}
}
