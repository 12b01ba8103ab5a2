package cards_test

import (
	"context"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
)

// generated lists movements from the project's generators, every variant
// the cards must cope with.
func generated(t *testing.T) map[string]*movement.Movement {
	t.Helper()
	out := map[string]*movement.Movement{}
	mit := map[string]mitchell.Options{
		"mitchell-7":            {Tables: 7},
		"mitchell-8-relay":      {Tables: 8, Even: mitchell.Relay},
		"mitchell-8-skip":       {Tables: 8, Even: mitchell.Skip},
		"mitchell-7-one-winner": {Tables: 7, Winners: 1},
		"mitchell-7-missing-ns": {Tables: 7, Pairs: 13},
		"mitchell-6-missing-ew": {Tables: 6, Pairs: 11, Missing: movement.EW},
		"mitchell-10-short":     {Tables: 10, Rounds: 8},
		"mitchell-10-per-table": {Tables: 10, PerTable: true},
	}
	for name, o := range mit {
		m, err := mitchell.Generate(o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	for name, o := range map[string]mitchell.SectionOptions{
		"mitchell-30-in-2":        {Pairs: 30, Sections: 2},
		"mitchell-43-in-3-shared": {Pairs: 43, Sections: 3, ShareBoards: true},
	} {
		m, err := mitchell.GenerateSections(o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	for name, o := range map[string]howell.Options{
		"howell-8-pairs":  {Pairs: 8},
		"howell-9-pairs":  {Pairs: 9},
		"howell-12-short": {Pairs: 12, Rounds: 7},
		"howell-6-pairs":  {Pairs: 6},
	} {
		m, err := howell.Generate(o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	for name, o := range map[string]preferans.Options{
		"preferans-rotation-7":   {Tables: 7, Method: preferans.Rotation},
		"preferans-rotation-5x3": {Tables: 5, Seats: 3, Method: preferans.Rotation},
		"preferans-field-8":      {Tables: 8, Method: preferans.Field},
		"preferans-rest-13":      {Players: 13, Method: preferans.Rest},
		"preferans-rest-9":       {Players: 9, Method: preferans.Rest},
		"preferans-extra-6":      {Tables: 6, Method: preferans.ExtraMove},
	} {
		res, err := preferans.Generate(context.Background(), o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = res.Movement
	}
	return out
}

// TestInstructionsFollowGenerators follows the printed instructions of the
// cards of every generator family from round 1 and checks them against
// every later round (see follow).
func TestInstructionsFollowGenerators(t *testing.T) {
	for name, m := range generated(t) {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				checkAgainstSchedule(t, b, p, follow(t, b, p))
			})
		}
	}
}
