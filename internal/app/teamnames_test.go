package app

import (
	"context"
	"slices"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement/teams"
)

// TestViewTeamNamesAreTheWorkbooks: the page's team heat maps name the
// teams as the workbook's team matrices do ("Team 3 (Smith)", "Команда
// 1"), not by the bare number or name ("3", "Smith").
func TestViewTeamNamesAreTheWorkbooks(t *testing.T) {
	t.Parallel()
	m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 6})
	if err != nil {
		t.Fatal(err)
	}
	m.Teams.Names = map[int]string{3: "Smith"}
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		v, err := Service{}.View(context.Background(), m, p)
		if err != nil {
			t.Fatal(err)
		}
		if v.Teams == nil {
			t.Fatalf("%s: no teams view", lang)
		}
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		d, err := cards.ComposeWorkbook(context.Background(), b, p, cards.WorkbookOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, s := range d.Of(sheet.KindMatrix) {
			if s.Tab == p.T("Team meetings") {
				want = s.Matrix.Labels
			}
		}
		if len(want) != 6 {
			t.Fatalf("%s: the workbook's team meetings name %q, want 6 teams", lang, want)
		}
		if !slices.Equal(v.Teams.Names, want) {
			t.Errorf("%s: the page names the teams %q, the workbook %q", lang, v.Teams.Names, want)
		}
		// The team's number, then its name: "3队（Smith）", not "3 (Smith)队".
		if named := map[string]string{"en": "Team 3 (Smith)", "ru": "Команда 3 (Smith)", "zh": "3队（Smith）"}[lang]; want[2] != named {
			t.Errorf("%s: team 3 is %q, want %q", lang, want[2], named)
		}
	}
}
