package app

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

// textCardLines reads the text cards of m's tables back, as the command
// line writes them: for each card its title and the lines between the
// title line and the grid.
func textCardLines(t *testing.T, m *movement.Movement, p *i18n.Printer) (titles []string, above [][]string) {
	t.Helper()
	var buf bytes.Buffer
	o := Output{Format: "cards", Printer: p, Paper: Paper{What: cards.What{Tables: true}, WhatGiven: true}}
	if err := writePaper(context.Background(), &buf, m, o, p); err != nil {
		t.Fatal(err)
	}
	for _, card := range strings.Split(buf.String(), "\f\n") {
		lines := strings.Split(card, "\n")
		title, _, _ := strings.Cut(lines[0], " — ")
		titles = append(titles, title)
		var a []string
		for _, l := range lines[1:] {
			if l == "" {
				break
			}
			a = append(a, l)
		}
		above = append(above, a)
	}
	return titles, above
}

// plain writes a no-break space as a space, as the text cards do.
func plain(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.ReplaceAll(l, "\u00a0", " ")
	}
	return out
}

// TestViewNotesArePaper: the page's table cards carry the paper's title
// and notes, in the paper's order (on e3e79b1 a 4-table preferans table
// card said "N stationary" on the page and "Every round: N stationary"
// and the dealer line on paper).
func TestViewNotesArePaper(t *testing.T) {
	t.Parallel()
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 4, Seats: 4})
	if err != nil {
		t.Fatal(err)
	}
	ms := map[string]*movement.Movement{
		"preferans4": res.Movement,
		"mitchell7":  samples.Must(samples.Mitchell(7, samples.Plain)),
		"howell4":    samples.Must(samples.Howell4()),
	}
	for name, m := range ms {
		for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
			p := i18n.New(lang)
			v, err := Service{}.View(context.Background(), m, p)
			if err != nil {
				t.Fatalf("%s %s: %v", name, lang, err)
			}
			titles, above := textCardLines(t, m, p)
			if len(v.Tables) != len(titles) {
				t.Fatalf("%s %s: the page has %d table cards, paper %d", name, lang, len(v.Tables), len(titles))
			}
			for k, tv := range v.Tables {
				if tv.Title != titles[k] {
					t.Errorf("%s %s card %d: page title %q, paper %q", name, lang, k+1, tv.Title, titles[k])
				}
				if notes := plain(tv.Notes); !slices.Equal(notes, above[k]) {
					t.Errorf("%s %s card %d: page notes %q, paper %q", name, lang, k+1, notes, above[k])
				}
			}
		}
	}
	// The case of the issue, said plainly.
	v, err := Service{}.View(context.Background(), ms["preferans4"], i18n.New(i18n.English))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Every round: N stationary; W stationary", "Deals of each set are dealt in turn by N, E, S, W."}
	if got := plain(v.Tables[0].Notes); !slices.Equal(got, want) {
		t.Errorf("preferans 4 tables, table 1: notes %q, want %q", got, want)
	}
}

// TestTextSetupSheet: the text cards leave the setup sheet to the printed
// book, but print it when it is the only part asked for (they printed an
// empty line for "--what setup" before).
func TestTextSetupSheet(t *testing.T) {
	t.Parallel()
	m := samples.Must(samples.Mitchell(7, samples.Plain))
	p := i18n.New(i18n.English)
	text := func(what cards.What) string {
		var buf bytes.Buffer
		o := Output{Format: "cards", Printer: p, Paper: Paper{What: what, WhatGiven: true}}
		if err := writePaper(context.Background(), &buf, m, o, p); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	title := cards.SetupTitle(p) + " — "
	if got := text(cards.What{Setup: true}); !strings.HasPrefix(got, title) || !strings.Contains(got, "Check the mark") {
		t.Errorf("--what setup: %.300q", got)
	}
	if got := text(cards.What{Setup: true, Tables: true}); strings.Contains(got, title) {
		t.Errorf("--what tables printed the setup sheet: %.300q", got)
	}
}
