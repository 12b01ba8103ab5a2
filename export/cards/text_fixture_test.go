package cards_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	goldenfile "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
)

// TestTextFixtures: the documents the text cards' own tests lay out
// (export/textcards/testdata/docs) are what Compose writes for their books
// today, every part of the book (cards.All) and the protocols of the rest
// scheme: a Mitchell with a phantom's sit-out card and an event in
// English, the Howell of four tables in Chinese, a preferans rest scheme
// in Russian, a session past midnight with its timetable. Run with -update
// to write them again after a change of the composer.
func TestTextFixtures(t *testing.T) {
	all := cards.All()
	withProtocols := all
	withProtocols.Protocols = true
	for name, c := range map[string]struct {
		m     *movement.Movement
		lang  string
		event string
		what  cards.What
	}{
		"mitchell7-phantom-en": {samples.Must(samples.Mitchell(7, samples.Phantom)), "en", "Club Pairs", all},
		"howell4-zh":           {samples.Must(samples.Howell4()), "zh", "", all},
		"rest5-ru":             {samples.Must(samples.Rest(5, 4)), "ru", "", withProtocols},
		"late-mitchell-en":     {samples.Must(samples.LateMitchell()), "en", "", all},
	} {
		t.Run(name, func(t *testing.T) {
			b, err := cards.Build(c.m)
			if err != nil {
				t.Fatal(err)
			}
			d, err := cards.Compose(context.Background(), b, i18n.New(c.lang), cards.ComposeOptions{Event: c.event, What: c.what})
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(d, "", "\t")
			if err != nil {
				t.Fatal(err)
			}
			goldenfile.Check(t, filepath.Join("..", "textcards", "testdata", "docs", name+".json"), append(got, '\n'), *update)
		})
	}
}
