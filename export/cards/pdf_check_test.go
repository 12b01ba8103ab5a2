package cards_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	seatinggen "github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/movement/whist"
)

// sampleSet is the paper sample set: every bridge family and variant the
// cards must carry (the 30-table Mitchell the largest), and every
// preferans scheme (the 13-player rest scheme among them). big marks the
// ones that are only checked on A4 to keep the test short.
func sampleSet(t *testing.T) (ms map[string]*movement.Movement, big map[string]bool) {
	t.Helper()
	ms = map[string]*movement.Movement{}
	big = map[string]bool{}
	add := func(name string, m *movement.Movement, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ms[name] = m
	}
	for name, v := range map[string]samples.MitchellVariant{
		"mitchell7": samples.Plain, "mitchell8-skip": samples.Skip, "mitchell8-relay": samples.Relay,
		"mitchell7-switch": samples.Switched, "mitchell7-phantom": samples.Phantom,
	} {
		n := 7
		if v == samples.Skip || v == samples.Relay {
			n = 8
		}
		m, err := samples.Mitchell(n, v)
		add(name, m, err)
	}
	m, err := samples.Howell4()
	add("howell4", m, err)
	for name, o := range map[string]mitchell.Options{
		"gen-mitchell8-relay": {Tables: 8, Even: mitchell.Relay},
		"gen-mitchell13":      {Tables: 13},
		"gen-mitchell30":      {Tables: 30, Even: mitchell.Skip},
		"gen-mitchell7-13p":   {Tables: 7, Pairs: 13},
	} {
		m, err := mitchell.Generate(o)
		add(name, m, err)
	}
	big["gen-mitchell30"] = true
	// A long name and event: the footer, headings and contestant titles
	// wrap instead of running over a cut line or off the page.
	long := ms["mitchell7-switch"].Clone()
	long.Name = "Mitchell, 7 tables, arrow switch in the last round, for the Saturday evening Swiss-style club championship final"
	long.Session = &movement.Session{Event: "The Grand Annual Open Pairs Championship of the Northern and Eastern District Bridge Clubs"}
	ms["long-name"] = long
	sec, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 44, Sections: 3, ShareBoards: true})
	add("gen-sections44", sec, err)
	plan, err := seatinggen.Solve(context.Background(), seatinggen.Problem{Players: 24, TableSizes: []int{4, 4, 4, 4, 4, 4}, Rounds: 6}, seatinggen.Options{Seed: 1, Effort: 20000})
	if err != nil {
		t.Fatal(err)
	}
	seats, err := plan.Movement()
	add("seating24-no-sets", seats, err)
	for _, n := range []int{13, 16} {
		res, err := whist.Generate(context.Background(), whist.Options{Players: n})
		if err != nil {
			t.Fatalf("whist %d: %v", n, err)
		}
		add(fmt.Sprintf("whist%d", n), res.Movement, nil)
	}
	for name, o := range map[string]howell.Options{
		"gen-howell9": {Pairs: 9}, "gen-howell12": {Pairs: 12},
	} {
		m, err := howell.Generate(o)
		add(name, m, err)
	}
	for name, o := range map[string]preferans.Options{
		"pref-rotation7":   {Tables: 7, Method: preferans.Rotation},
		"pref-rotation5x3": {Tables: 5, Seats: 3, Method: preferans.Rotation},
		"pref-field8":      {Tables: 8, Method: preferans.Field},
		"pref-rest13":      {Players: 13, Method: preferans.Rest},
		"pref-rest9":       {Players: 9, Method: preferans.Rest},
		"pref-extra6":      {Tables: 6, Method: preferans.ExtraMove},
		"pref-mols12":      {Tables: 12, Method: preferans.Mols},
		"pref-mols20x3":    {Tables: 20, Seats: 3, Method: preferans.Mols},
		"pref-search6":     {Tables: 6, Method: preferans.Search, Effort: 2000},
		"pref-players11":   {Players: 11},
		"pref-players10":   {Players: 10},
	} {
		res, err := preferans.Generate(context.Background(), o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		add(name, res.Movement, nil)
	}
	return ms, big
}

// TestEveryPageChecksAndBodyFloor lays out every sample in English and
// Russian, on A4 and letter, in normal and large type, and requires of
// every page what Write requires (pdf.Check: no overprint, nothing off
// the printable page or across a cut line), and of every piece of card
// body text a size of at least pdf.BodyFloor (12 pt, 16 pt large),
// measured from the encoder's own layout data. It also logs the smallest
// body size found per sample. Without MOVEGEN_LONG=1 each sample is laid
// out in two of its twelve forms, the forms taken in turn so that every
// form is tried on some samples (the largest samples, A4 only, in all
// six).
func TestEveryPageChecksAndBodyFloor(t *testing.T) {
	ms, big := sampleSet(t)
	names := make([]string, 0, len(ms))
	for name := range ms {
		names = append(names, name)
	}
	slices.Sort(names)
	for i, name := range names {
		m := ms[name]
		b, err := cards.Build(m)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		form := 0 // the forms are counted so that each sample takes one in turn
		for _, lang := range i18n.Langs() {
			for _, paper := range pdf.Papers() {
				if big[name] && paper != "a4" {
					continue
				}
				for _, large := range []bool{false, true} {
					form++
					if !longtest.Enabled() && form%6 != i%6 && !big[name] {
						// Without MOVEGEN_LONG=1 each sample is laid out
						// in two of its forms, the forms taken in turn.
						continue
					}
					opt := bookPDF{Printer: i18n.New(lang), Paper: paper, Large: large}
					t.Run(fmt.Sprintf("%s/%s/%s/large=%t", name, lang, paper, large), func(t *testing.T) {
						pages, err := pdfLayout(b, opt)
						if err != nil {
							t.Fatal(err)
						}
						if err := pdf.Check(pages); err != nil {
							t.Error(err)
						}
						floor := pdf.BodyFloor(opt.layout())
						smallest, bodies := 1e9, 0
						for _, pg := range pages {
							for _, bx := range pg.Boxes {
								if bx.Role != pdf.RoleBody {
									continue
								}
								bodies++
								smallest = min(smallest, bx.Size)
								if bx.Size < floor {
									t.Errorf("page %d: %q at %.1f pt, below the %.0f pt floor", pg.Number, bx.Text, bx.Size, floor)
								}
							}
						}
						if bodies == 0 {
							t.Fatal("no body text recorded: the measure cannot fail")
						}
						t.Logf("%d pages, %d body boxes, smallest body text %.1f pt", len(pages), bodies, smallest)
					})
				}
			}
		}
	}
}

// TestCheckCatchesFaults plants faults in a real layout and requires
// Check to find each: a copy of a grid cell moved 1 mm (overprint), a box
// past the printable edge, and a box across a contestant cut line.
func TestCheckCatchesFaults(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Plain)
	b := build(t, m, err)
	pages, err := pdfLayout(b, bookPDF{})
	if err != nil {
		t.Fatal(err)
	}
	if err := pdf.Check(pages); err != nil {
		t.Fatalf("the clean layout fails: %v", err)
	}
	var cardPage, cutPage int = -1, -1
	for i, pg := range pages {
		if pg.Kind == pdf.TablePage && cardPage < 0 {
			cardPage = i
		}
		if pg.Kind == pdf.ContestantPage && len(pg.Cuts) > 0 && cutPage < 0 {
			cutPage = i
		}
	}
	if cardPage < 0 || cutPage < 0 {
		t.Fatal("no table card or contestant page to plant faults in")
	}
	plant := func(i int, f func(pg *pdf.Page)) []pdf.Page {
		out := make([]pdf.Page, len(pages))
		copy(out, pages)
		pg := out[i]
		pg.Boxes = append([]pdf.Box(nil), pg.Boxes...)
		f(&pg)
		out[i] = pg
		return out
	}
	var body pdf.Box
	for _, bx := range pages[cardPage].Boxes {
		if bx.Role == pdf.RoleBody {
			body = bx
			break
		}
	}
	cut := pages[cutPage].Cuts[0]
	for _, tt := range []struct {
		name, want string
		pages      []pdf.Page
	}{
		{"overlap", "overprints", plant(cardPage, func(pg *pdf.Page) {
			bx := body
			bx.X0, bx.X1, bx.Text = bx.X0+1, bx.X1+1, "planted"
			pg.Boxes = append(pg.Boxes, bx)
		})},
		{"off the page", "runs off the printable page", plant(cardPage, func(pg *pdf.Page) {
			pg.Boxes = append(pg.Boxes, pdf.Box{X0: pg.Width - 20, Y0: 100, X1: pg.Width - 2, Y1: 104, Size: 12, Text: "planted"})
		})},
		{"across a cut line", "crosses a cut line", plant(cutPage, func(pg *pdf.Page) {
			mid := (cut.Y0 + cut.Y1) / 2
			x := (cut.X0 + cut.X1) / 2
			pg.Boxes = append(pg.Boxes, pdf.Box{X0: x - 10, Y0: mid - 2, X1: x + 10, Y1: mid + 2, Size: 12, Text: "planted"})
		})},
	} {
		err := pdf.Check(tt.pages)
		if !errors.Is(err, pdf.ErrLayout) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Check = %v, want ErrLayout saying %q", tt.name, err, tt.want)
		}
	}
}

// TestJudgeSheetsPreferans7: what `movegen preferans --tables 7 --lang ru
// -o p.pdf` writes (the generator's default method) carries the book's
// set row, one row of places with a table number under each, and the
// instruction sheet with every table's "3 Ю–5 Ю" lines.
func TestJudgeSheetsPreferans7(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	b := build(t, res.Movement, nil)
	p := i18n.New("ru")
	data := render(t, b, bookPDF{Printer: p, Uncompressed: true}, "judge-preferans7-ru.pdf")
	rows, ok := cards.SetRowGrid(p, b)
	if !ok {
		t.Fatal("the 7-table rotation has no set row")
	}
	if len(rows) != 2 || len(rows[0]) != b.Movement.Sets+1 {
		t.Fatalf("set row %v: want a header of %d places and one row", rows, b.Movement.Sets)
	}
	ins, err := cards.InstructionGrid(p, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(ins) != b.Movement.Tables+1 {
		t.Errorf("instruction sheet has %d rows, want one per table and a header", len(ins))
	}
	want := []string{"Ряд комплектов", "Инструкции на столы"}
	for _, s := range rows[1][1:] {
		want = append(want, s)
	}
	for _, s := range want {
		if !bytes.Contains(data, cellText(s)) {
			t.Errorf("%q not printed as a cell or line", s)
		}
	}
	// The instruction lines are drawn in runs (the seat letters bold): the
	// layout record holds each cell whole.
	pages, err := pdfLayout(b, bookPDF{Printer: p})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{ins[1][1], ins[len(ins)-1][1]} {
		found := false
		for _, pg := range pages {
			for _, bx := range pg.Boxes {
				found = found || bx.Text == s
			}
		}
		if !found {
			t.Errorf("%q not printed as a cell", s)
		}
	}
}
