package i18n_test

import (
	"context"
	"regexp"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/families"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
)

// latinWord finds an English word left in a Russian name ("GF" of a field
// is a symbol, not a word).
var latinWord = regexp.MustCompile(`\b[A-Za-z]{3,}\b`)

// TestGeneratedNamesTranslate: the name of every kind of movement the
// generators make prints in Russian and in Chinese with no English word
// left.
func TestGeneratedNamesTranslate(t *testing.T) {
	var ms []*movement.Movement
	add := func(m *movement.Movement, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	add(mitchell.Generate(mitchell.Options{Tables: 7}))
	add(mitchell.Generate(mitchell.Options{Tables: 8}))
	add(mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2}))
	add(mitchell.GenerateWeb(mitchell.WebOptions{Tables: 18}))
	add(mitchell.GenerateHesitation(mitchell.HesitationOptions{Tables: 7}))
	add(mitchell.GenerateRover(mitchell.RoverOptions{Tables: 8, Even: mitchell.Skip}))
	add(howell.Generate(howell.Options{Pairs: 12}))
	for _, o := range []preferans.Options{
		{Tables: 7}, {Tables: 8}, {Tables: 12}, {Tables: 6, Effort: 2000}, {Tables: 7, Seats: 3},
		{Players: 13}, {Players: 11}, {Players: 10}, {Players: 22},
	} {
		res, err := preferans.Generate(context.Background(), o)
		add(res.Movement, err)
	}
	// Every family added beside the plain Mitchell and Howell, at the
	// sizes of internal/families (a missing pair, a double hesitation, a
	// triangle …).
	for _, c := range families.Cases(false) {
		add(c.Generate())
	}
	ru, zh := i18n.New(i18n.Russian), i18n.New(i18n.Chinese)
	for _, m := range ms {
		if got := ru.MovementName(m.Name); latinWord.MatchString(got) {
			t.Errorf("%q prints in Russian as %q", m.Name, got)
		}
		if got := zh.MovementName(m.Name); len(i18n.EnglishWords(got)) > 0 {
			t.Errorf("%q prints in Chinese as %q", m.Name, got)
		}
	}
}
