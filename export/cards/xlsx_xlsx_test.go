package cards_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	_ "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
)

func book(t *testing.T, m *movement.Movement, err error) *cards.Book {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// dump reads every sheet of a written workbook back with excelize and
// prints its cells as a grid: sheet name, then one line per row with the
// cells separated by " | ".
func dump(t *testing.T, data []byte) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var sb strings.Builder
	for _, name := range f.GetSheetList() {
		rows, err := f.GetRows(name)
		if err != nil {
			t.Fatal(err)
		}
		sb.WriteString("== " + name + " ==\n")
		for _, r := range rows {
			sb.WriteString(strings.Join(r, " | ") + "\n")
		}
	}
	return []byte(sb.String())
}

// TestWorkbookDeterministic writes the same workbook twice and compares
// the bytes.
func TestWorkbookDeterministic(t *testing.T) {
	m, err := samples.Mitchell(8, samples.Relay)
	b := book(t, m, err)
	opt := xopts{Printer: i18n.New("ru"), Event: "Пары", Start: "19:00", MinutesPerRound: 14}
	var a, c bytes.Buffer
	if err := writeXLSX(&a, b, opt); err != nil {
		t.Fatal(err)
	}
	if err := writeXLSX(&c, b, opt); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), c.Bytes()) {
		t.Error("two writes of the same workbook differ")
	}
}

// TestWorkbookPrintSetup checks the sheets, the page setup and the heat
// maps.
func TestWorkbookPrintSetup(t *testing.T) {
	m, err := samples.Howell4()
	b := book(t, m, err)
	f, err := buildXLSX(b, xopts{Paper: "letter"})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := []string{"Setup", "Summary", "Chart", "Tables", "Contestants", "Meetings", "Comparisons", "Sets", "Boards", "Results", "Ranking"}
	if got := f.GetSheetList(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("sheets %v, want %v (no Timetable without a start time)", got, want)
	}
	for _, name := range want {
		pl, err := f.GetPageLayout(name)
		if err != nil {
			t.Fatal(err)
		}
		if pl.Size == nil || *pl.Size != 1 {
			t.Errorf("%s: paper size %v, want 1 (letter)", name, pl.Size)
		}
		// Every sheet prints at 100 %, its type at its size (the cards
		// at 13 pt, the rest at 12 pt), never shrunk to the page: a wide
		// grid is split into blocks instead.
		if pl.AdjustTo == nil || *pl.AdjustTo != 100 {
			t.Errorf("%s: scale %v, want 100 %%", name, pl.AdjustTo)
		}
		if props, err := f.GetSheetProps(name); err != nil || props.FitToPage == nil || *props.FitToPage {
			t.Errorf("%s: fit to the page (%v)", name, err)
		}
		hf, err := f.GetHeaderFooter(name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(hf.OddFooter, "&P") || !strings.Contains(hf.OddFooter, "&N") || !strings.Contains(hf.OddFooter, b.Hash) {
			t.Errorf("%s: footer %q lacks page numbers or hash", name, hf.OddFooter)
		}
	}
	if pl, _ := f.GetPageLayout("Chart"); pl.Orientation == nil || *pl.Orientation != "landscape" {
		t.Error("Chart is not landscape")
	}
	for _, name := range []string{"Meetings", "Comparisons"} {
		cf, err := f.GetConditionalFormats(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(cf) != 1 {
			t.Errorf("%s: %d conditional formats, want the colour scale", name, len(cf))
		}
	}
	panes, err := f.GetPanes("Chart")
	if err != nil || !panes.Freeze || panes.YSplit != 3 {
		t.Errorf("Chart panes %+v, %v: want frozen headings", panes, err)
	}
	// The meetings matrix agrees with the report: a balanced complete
	// Howell has every two pairs meet exactly once.
	rep := movement.Analyze(m)
	for i := 1; i <= m.Contestants; i++ {
		for j := 1; j <= m.Contestants; j++ {
			if i == j {
				continue
			}
			cell, _ := excelize.CoordinatesToCellName(1+j, 3+i)
			v, _ := f.GetCellValue("Meetings", cell)
			if v != "1" || rep.Meetings.At(i, j) != 1 {
				t.Errorf("Meetings %s = %q, report %d", cell, v, rep.Meetings.At(i, j))
			}
		}
	}
}

func TestWorkbookRejects(t *testing.T) {
	m, err := samples.Howell4()
	b := book(t, m, err)
	for _, opt := range []xopts{{Paper: "a3"}, {Start: "7pm", MinutesPerRound: 10}, {Start: "19:00"}} {
		if _, err := buildXLSX(b, opt); err == nil {
			t.Errorf("%+v: no error", opt)
		}
	}
}
