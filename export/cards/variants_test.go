package cards_test

import (
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestInstructionsFollowMitchellVariants follows the printed instructions
// of the web, hesitation and rover Mitchells from round 1, in English and
// Russian, and checks that they bring every pair to the right table and
// seat and every table the right boards in every round (see follow): the
// web's EW pairs crossing from section A to B and its two copies of the
// boards, the hesitation pairs playing NS for one round at the last table,
// the rover and the NS pairs it displaces sitting out and coming back.
func TestInstructionsFollowMitchellVariants(t *testing.T) {
	ms := map[string]*movement.Movement{}
	add := func(name string, m *movement.Movement, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ms[name] = m
	}
	m, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: 10, Sets: 7})
	add("web-10-7", m, err)
	m, err = mitchell.GenerateWeb(mitchell.WebOptions{Tables: 18})
	add("web-18", m, err)
	m, err = mitchell.GenerateHesitation(mitchell.HesitationOptions{Tables: 7})
	add("hesitation-7", m, err)
	m, err = mitchell.GenerateHesitation(mitchell.HesitationOptions{Tables: 11})
	add("hesitation-11", m, err)
	m, err = mitchell.GenerateRover(mitchell.RoverOptions{Tables: 7})
	add("rover-7", m, err)
	m, err = mitchell.GenerateRover(mitchell.RoverOptions{Tables: 8, Even: mitchell.Skip})
	add("rover-8-skip", m, err)
	m, err = mitchell.GenerateRover(mitchell.RoverOptions{Tables: 6, Even: mitchell.Relay})
	add("rover-6-relay", m, err)
	for name, m := range ms {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				pred := follow(t, b, p)
				if len(pred) != m.Rounds {
					t.Fatalf("followed %d rounds of %d", len(pred), m.Rounds)
				}
				checkAgainstSchedule(t, b, p, pred)
			})
		}
	}
}
