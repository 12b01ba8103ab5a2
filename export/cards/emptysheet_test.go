package cards_test

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	seatinggen "github.com/movegen/movegen/movement/seating"
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

// TestSeatingChartNamesNoBoards: a seating plan has no boards (they are
// the director's choice), so its chart cells end with the fourth seat and
// the key names only the seats; a chart with boards keeps ": boards".
func TestSeatingChartNamesNoBoards(t *testing.T) {
	plan, err := seatinggen.Solve(context.Background(), seatinggen.Problem{Players: 16, TableSizes: []int{4, 4, 4, 4}, Rounds: 5}, seatinggen.Options{Seed: 1, Effort: 1000})
	if err != nil {
		t.Fatal(err)
	}
	m, err := plan.Movement()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		m      *movement.Movement
		boards bool
	}{{"seating16", m, false}, {"mitchell7", samples.Must(samples.Mitchell(7, samples.Plain)), true}} {
		b, err := cards.Build(c.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			key := cards.ChartKey(p, b)
			if got := strings.Contains(key, " : "); got != c.boards {
				t.Errorf("%s, %s: key %q names boards: %t", c.name, lang, key, got)
			}
			for _, row := range cards.ChartGrid(p, b)[1:] {
				for _, cell := range row[1:] {
					if got := strings.Contains(cell, " : "); got != c.boards && cell != "" {
						t.Errorf("%s, %s: cell %q names boards: %t", c.name, lang, cell, got)
					}
				}
			}
		}
	}
}
