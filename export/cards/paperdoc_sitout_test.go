package cards_test

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestSitOutSaidEverywhere: in a Mitchell with a missing EW pair, the NS
// pair facing the empty seat sits out, and every sheet of the document
// says so for the same round: its chart cell, the "where" view, the set
// view (the table does not play its set), the table card and, for round
// 1, the setup sheet (on e3e79b1 the chart printed "NS 1–- : 5–8", the set
// view had set 2 played at table 1 in round 2 and the where view "1 NS").
func TestSitOutSaidEverywhere(t *testing.T) {
	t.Parallel()
	m, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13, Missing: movement.EW})
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
		p := i18n.New(lang)
		doc, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.All()})
		if err != nil {
			t.Fatal(err)
		}
		one := func(k sheet.Kind) *sheet.Sheet {
			s := doc.Of(k)
			if len(s) != 1 {
				t.Fatalf("%s: %d sheets of kind %d", lang, len(s), k)
			}
			return s[0]
		}
		chart, where, sets := one(sheet.KindChart), one(sheet.KindWhere), one(sheet.KindSets)
		tables := doc.Of(sheet.KindTable)
		sitsOut := p.T("sits out")
		found := 0
		// Read the sit-outs off the schedule: a table where one pair
		// faces an empty seat.
		for r, row := range m.Grid() {
			for ti, pl := range row {
				if pl == nil || !slices.Contains(pl.Seats, 0) {
					continue
				}
				c := pl.Seats[0] + pl.Seats[1] // the one pair seated
				found++
				name := cards.Name(p, b, c)
				if cell := chart.Grid.Rows[r][ti+1].Text; cell != p.Sprintf("%s sits out", name) {
					t.Errorf("%s round %d table %d: chart cell %q, want %s sitting out", lang, r+1, ti+1, cell, name)
				}
				if cell := where.Grid.Rows[c-1][r+1].Text; cell != sitsOut {
					t.Errorf("%s round %d: %s is %q in the where view, want %q", lang, r+1, name, cell, sitsOut)
				}
				set := sets.Grid.Rows[pl.Set-1][r+1].Text
				if slices.Contains(strings.Split(set, p.Comma()), strconv.Itoa(ti+1)) {
					t.Errorf("%s round %d: the set view has set %d played at table %d (%q)", lang, r+1, pl.Set, ti+1, set)
				}
				if notes := tables[ti].Grid.Rows[r]; !strings.Contains(notes[len(notes)-1].Text, p.T("no play this round")) {
					t.Errorf("%s round %d: table %d card row %q does not say no play", lang, r+1, ti+1, notes)
				}
				if r == 0 {
					var lines []string
					for _, part := range cards.SetupSheet(p, b) {
						lines = append(lines, part.Lines...)
					}
					if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, name) }) {
						t.Errorf("%s: the setup sheet does not name %s, who sits out in round 1: %q", lang, name, lines)
					}
				}
			}
		}
		if found != m.Rounds {
			t.Errorf("%s: %d sit-outs found, want one a round", lang, found)
		}
	}
}
