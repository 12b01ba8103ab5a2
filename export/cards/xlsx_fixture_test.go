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
	"github.com/movegen/movegen/movement/teams"
)

// xlsxFixtures are the books whose composed workbook documents the
// workbook renderer's own tests lay out (export/xlsx/testdata/docs):
// bridge and preferans, English, Russian and Chinese, a switched
// Mitchell with the event and a timetable from a start time, a Howell,
// and a teams round robin with its matches, itineraries and team
// matrices.
func xlsxFixtures(t *testing.T) map[string]struct {
	m    *movement.Movement
	lang string
	opt  cards.WorkbookOptions
} {
	t.Helper()
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]struct {
		m    *movement.Movement
		lang string
		opt  cards.WorkbookOptions
	}{
		"mitchell3-switch.en": {samples.Must(samples.Mitchell(3, samples.Switched)), "en", cards.WorkbookOptions{Event: "Club Pairs", Start: "19:30", MinutesPerRound: 15}},
		"preferans5.ru":       {samples.Must(samples.PreferansRotation(5)), "ru", cards.WorkbookOptions{}},
		"howell4.zh":          {samples.Must(samples.Howell4()), "zh", cards.WorkbookOptions{}},
		"teams4.en":           {rr, "en", cards.WorkbookOptions{}},
	}
}

// TestXLSXFixtures: the documents the workbook's tests lay out are what
// ComposeWorkbook writes for their books today; run with -update to write
// them again after a change of the composer.
func TestXLSXFixtures(t *testing.T) {
	for name, c := range xlsxFixtures(t) {
		t.Run(name, func(t *testing.T) {
			b, err := cards.Build(c.m)
			if err != nil {
				t.Fatal(err)
			}
			d, err := cards.ComposeWorkbook(context.Background(), b, i18n.New(c.lang), c.opt)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(d, "", "\t")
			if err != nil {
				t.Fatal(err)
			}
			goldenfile.Check(t, filepath.Join("..", "xlsx", "testdata", "docs", name+".json"), append(got, '\n'), *update)
		})
	}
}
