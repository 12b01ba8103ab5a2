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

// pdfFixtures are the books whose composed documents the PDF renderer's
// own tests lay out (export/pdf/testdata/docs): bridge and preferans,
// English and Russian, a relay with a bye stand, a Howell, a rest scheme,
// a movement's name long enough to wrap the footer, and a timetable.
func pdfFixtures(t *testing.T) map[string]struct {
	m     *movement.Movement
	lang  string
	event string
} {
	t.Helper()
	long := samples.Must(samples.Mitchell(7, samples.Switched)).Clone()
	long.Name = "Mitchell, 7 tables, arrow switch in the last round, for the Saturday evening Swiss-style club championship final"
	return map[string]struct {
		m     *movement.Movement
		lang  string
		event string
	}{
		"mitchell7-en":       {samples.Must(samples.Mitchell(7, samples.Plain)), "en", "Club Pairs"},
		"mitchell8-relay-ru": {samples.Must(samples.Mitchell(8, samples.Relay)), "ru", ""},
		"howell4-en":         {samples.Must(samples.Howell4()), "en", ""},
		"preferans7-ru":      {samples.Must(samples.PreferansRotation(7)), "ru", "Кубок"},
		"rest-en":            {samples.Must(samples.Rest(7, 3)), "en", ""},
		"long-name-en":       {long, "en", ""},
		"mitchell7-zh":       {samples.Must(samples.Mitchell(7, samples.Switched)), "zh", ""},
	}
}

// TestPDFFixtures: the documents the PDF's tests lay out are what Compose
// writes for their books today (every part of the book, cards.All); run
// with -update to write them again after a change of the composer.
func TestPDFFixtures(t *testing.T) {
	for name, c := range pdfFixtures(t) {
		t.Run(name, func(t *testing.T) {
			b, err := cards.Build(c.m)
			if err != nil {
				t.Fatal(err)
			}
			d, err := cards.Compose(context.Background(), b, i18n.New(c.lang), cards.ComposeOptions{Event: c.event, What: cards.All()})
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(d, "", "\t")
			if err != nil {
				t.Fatal(err)
			}
			goldenfile.Check(t, filepath.Join("..", "pdf", "testdata", "docs", name+".json"), append(got, '\n'), *update)
		})
	}
}
