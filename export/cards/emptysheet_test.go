package cards_test

import (
	"context"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// TestNoJudgeSheetWithoutAGrid: a judge's sheet is there for its grid; a
// preferans movement whose sets do not travel in a row (a field rotation)
// has no set row sheet, which was a page of one sentence the setup sheet
// already says and an empty grid drawn as a stray rule.
func TestNoJudgeSheetWithoutAGrid(t *testing.T) {
	for name, m := range map[string]*movement.Movement{
		"field8":     samples.Must(samples.FieldRotation(8)),
		"preferans7": samples.Must(samples.PreferansRotation(7)),
		"rest5":      samples.Must(samples.Rest(5, 4)),
	} {
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			d, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.All()})
			if err != nil {
				t.Fatal(err)
			}
			rows := 0
			for _, s := range d.Sheets {
				if s.Kind == sheet.KindJudge && len(s.Grid.Rows) == 0 && len(s.Parts) == 0 {
					t.Errorf("%s, %s: judge's sheet %q has no grid", name, lang, s.Title)
				}
				if s.Kind == sheet.KindJudge && s.Title == p.T("Set row") {
					rows++
				}
			}
			_, travels := movement.SetRow(m)
			if want := map[bool]int{true: 1, false: 0}[travels]; rows != want {
				t.Errorf("%s, %s: %d set row sheets, want %d (the sets travel in a row: %t)", name, lang, rows, want, travels)
			}
		}
	}
}
