package cards_test

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement/preferans"
)

// open writes the workbook of b and reads it back.
func open(t *testing.T, b *cards.Book, opt xopts) *excelize.File {
	t.Helper()
	var buf bytes.Buffer
	if err := writeXLSX(&buf, b, opt); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// TestWorkbookPrints: every column is at least as wide as its longest
// cell (in characters, headings included, titles and sentences aside),
// every sheet has a print area, and the chart says what "*" means.
func TestWorkbookPrints(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Switched)
	b := book(t, m, err)
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		f := open(t, b, xopts{Printer: p})
		chart := p.T("Chart")
		rows, err := f.GetRows(chart)
		if err != nil {
			t.Fatal(err)
		}
		for r, row := range rows {
			if r < 2 || len(row) < 2 { // the title row and the legend run across
				continue
			}
			for c, v := range row {
				name, _ := excelize.ColumnNumberToName(c + 1)
				w, err := f.GetColWidth(chart, name)
				if err != nil {
					t.Fatal(err)
				}
				if n := float64(utf8.RuneCountInString(v)); w < n {
					t.Errorf("%s: %s!%s%d %q is %v characters, column only %.1f wide: printed clipped", lang, chart, name, r+1, v, n, w)
				}
			}
		}
		// The legend explains the marks the chart uses, only those: this
		// chart switches arrows and has no empty seat or idle table.
		legend := p.T("* arrow switch")
		if got := cards.ChartLegend(p, b); got != legend {
			t.Errorf("%s: legend %q, want %q", lang, got, legend)
		}
		// Under the grid: the legend, then the key of a cell.
		key := cards.ChartKey(p, b)
		if len(rows) < 2 || !strings.Contains(strings.Join(rows[len(rows)-2], ""), legend) || !strings.Contains(strings.Join(rows[len(rows)-1], ""), key) {
			t.Errorf("%s: the chart does not end with its legend %q and key %q", lang, legend, key)
		}
		names := map[string]bool{}
		for _, dn := range f.GetDefinedName() {
			if dn.Name == "_xlnm.Print_Area" {
				names[dn.Scope] = true
			}
		}
		for _, s := range f.GetSheetList() {
			if !names[s] {
				t.Errorf("%s: sheet %s has no print area", lang, s)
			}
		}
	}
}

// TestHeatMapGreysStructuralZeros: in a Mitchell two NS pairs never meet
// and an NS pair is never compared with an EW pair; those cells say "–"
// in grey, not 0 in the colour scale's red.
func TestHeatMapGreysStructuralZeros(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Plain)
	b := book(t, m, err)
	p := i18n.New("en")
	f := open(t, b, xopts{Printer: p})
	for _, tt := range []struct{ sheet, grey, scored string }{
		{p.T("Meetings"), "C4", "I4"},    // 1 NS × 2 NS; 1 NS × 1 EW
		{p.T("Comparisons"), "I4", "C4"}, // 1 NS × 1 EW; 1 NS × 2 NS
	} {
		v, err := f.GetCellValue(tt.sheet, tt.grey)
		if err != nil || v != "–" {
			t.Errorf("%s!%s = %q, want – (cannot happen)", tt.sheet, tt.grey, v)
		}
		style, _ := f.GetCellStyle(tt.sheet, tt.grey)
		st, err := f.GetStyle(style)
		if err != nil || len(st.Fill.Color) == 0 || st.Fill.Color[0] != "BFBFBF" {
			t.Errorf("%s!%s is not greyed out", tt.sheet, tt.grey)
		}
		if v, _ := f.GetCellValue(tt.sheet, tt.scored); v == "–" || v == "" {
			t.Errorf("%s!%s = %q, want a count", tt.sheet, tt.scored, v)
		}
	}
}

// TestJudgeSheets: the preferans workbook has the book's set row and the
// instruction sheet, in Russian, with what the cards model gives.
func TestJudgeSheets(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	b := book(t, res.Movement, nil)
	p := i18n.New("ru")
	f := open(t, b, xopts{Printer: p})
	setRow, _ := cards.SetRowGrid(p, b)
	ins, err := cards.InstructionGrid(p, b)
	if err != nil {
		t.Fatal(err)
	}
	for sheet, want := range map[string][][]string{p.T("Set row"): setRow, p.T("Instructions"): ins} {
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatalf("no sheet %q: %v", sheet, err)
		}
		got := rows[3:]
		if len(got) != len(want) {
			t.Fatalf("%s: %d rows, want %d", sheet, len(got), len(want))
		}
		for i := range want {
			if strings.Join(got[i], "|") != strings.Join(want[i], "|") {
				t.Errorf("%s row %d: %q, want %q", sheet, i+1, got[i], want[i])
			}
		}
	}
}

// TestWideChartSplitsIntoBlocks: the Russian chart of `preferans
// --tables 7` (four-player cells, wider than a landscape page at 12 pt)
// prints at 100 %, landscape, in blocks of tables one under another:
// each block has the round column and a heading row ("Тур", its tables),
// the blocks after the first a page break and the sheet's continued
// title before them, the chart's key under each; no rows repeat on every
// page (they would be the first block's); every cell of the composed
// chart is in the sheet once, in the row of its round; the long
// sentence under the chart is merged across the print area, not
// widening it.
func TestWideChartSplitsIntoBlocks(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	b := book(t, res.Movement, nil)
	p := i18n.New("ru")
	f := open(t, b, xopts{Printer: p})
	doc, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.All()})
	if err != nil {
		t.Fatal(err)
	}
	chart := doc.Of(sheet.KindChart)[0]
	grid := chart.Grid.Text()
	name := p.T("Chart")
	pl, err := f.GetPageLayout(name)
	if err != nil {
		t.Fatal(err)
	}
	if pl.AdjustTo == nil || *pl.AdjustTo != 100 || pl.Orientation == nil || *pl.Orientation != "landscape" {
		t.Errorf("chart printed at %v %%, %v; want 100 %%, landscape", pl.AdjustTo, pl.Orientation)
	}
	for _, dn := range f.GetDefinedName() {
		if dn.Scope == name && dn.Name == "_xlnm.Print_Titles" {
			t.Errorf("the split chart repeats %s on every page", dn.RefersTo)
		}
	}
	rows, err := f.GetRows(name)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{} // "round|table head" → how often
	blocks, conts, keys := 0, 0, 0
	var head []string
	key := sheet.Texts(chart.Above)[0]
	for _, row := range rows {
		switch {
		case len(row) > 1 && row[0] == grid[0][0]:
			head = row
			blocks++
		case len(row) == 1 && row[0] == chart.Continued:
			conts++
		case len(row) == 1 && row[0] == key:
			keys++
		case len(row) > 1 && head != nil:
			for c := 1; c < len(row); c++ {
				seen[row[0]+"|"+head[c]+"|"+row[c]]++
			}
		}
	}
	for _, row := range grid[1:] {
		for c := 1; c < len(row); c++ {
			if k := row[0] + "|" + grid[0][c] + "|" + row[c]; seen[k] != 1 {
				t.Errorf("round %s, %s: %q is in the sheet %d times, want once", row[0], grid[0][c], row[c], seen[k])
			}
		}
	}
	if blocks < 2 || conts != blocks-1 || keys != blocks {
		t.Errorf("%d blocks, %d continued titles, %d keys; want 2 or more blocks, a continued title before every block after the first and the key under each", blocks, conts, keys)
	}
	// The sentence under the chart (where each player starts) is wider
	// than the print area: merged across it, under every block.
	mcs, err := f.GetMergeCells(name)
	if err != nil {
		t.Fatal(err)
	}
	area := ""
	for _, dn := range f.GetDefinedName() {
		if dn.Scope == name && dn.Name == "_xlnm.Print_Area" {
			area = strings.ReplaceAll(dn.RefersTo, "$", "")
		}
	}
	if len(mcs) != blocks {
		t.Errorf("%d merged cells, want the long sentence under each of %d blocks", len(mcs), blocks)
	}
	for _, mc := range mcs {
		last := strings.TrimRight(mc.GetEndAxis(), "0123456789")
		if !strings.HasPrefix(mc.GetStartAxis(), "A") || !strings.Contains(area, ":"+last) {
			t.Errorf("merged %s:%s, want column A to the print area's last (%s)", mc.GetStartAxis(), mc.GetEndAxis(), area)
		}
	}
}

// TestJudgeSheetsRepeatTheirHead: the judge's sheets of a preferans
// workbook (the set row, the instructions) repeat on every printed page
// their title down to their grid's head row, so that a page past the
// first still says what its columns hold.
func TestJudgeSheetsRepeatTheirHead(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	b := book(t, res.Movement, nil)
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		f := open(t, b, xopts{Printer: p})
		doc, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.All()})
		if err != nil {
			t.Fatal(err)
		}
		judges := doc.Of(sheet.KindJudge)
		if len(judges) != 2 {
			t.Fatalf("%s: %d judge's sheets, want the set row and the instructions", lang, len(judges))
		}
		for _, js := range judges {
			if js.Grid.Empty() {
				t.Fatalf("%s: %s has no grid", lang, js.Title)
			}
			if js.Hold.Repeat != sheet.RepeatHead {
				t.Errorf("%s: %s holds %+v, want its head repeated", lang, js.Title, js.Hold)
			}
			name := p.T("Set row")
			if js.Index == 1 {
				name = p.T("Instructions")
			}
			titles := ""
			for _, dn := range f.GetDefinedName() {
				if dn.Scope == name && dn.Name == "_xlnm.Print_Titles" {
					titles = dn.RefersTo
				}
			}
			rows, err := f.GetRows(name)
			if err != nil {
				t.Fatal(err)
			}
			head := -1
			for i, row := range rows {
				if len(row) > 0 && row[0] == js.Grid.Head[0] && len(row) == len(js.Grid.Head) {
					head = i + 1
					break
				}
			}
			if want := "'" + name + "'!$1:$" + strconv.Itoa(head); head < 0 || titles != want {
				t.Errorf("%s: %s repeats %q on every page; its head is row %d, want %q", lang, name, titles, head, want)
			}
		}
	}
}

// TestResultsSheetKeepsRunsTogether: the preferans results sheet, wider
// than a landscape page in every language, is printed in column ranges
// that part no run a judge reads together: the first range is what is
// typed (the deal to the sum), the second every seat's matchpoints and
// top; the instruction under the title is merged across the first
// range only, so that none of it is cut off.
func TestResultsSheetKeepsRunsTogether(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	b := book(t, res.Movement, nil)
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		f := open(t, b, xopts{Printer: p})
		name := p.T("Results")
		area := ""
		for _, dn := range f.GetDefinedName() {
			if dn.Scope == name && dn.Name == "_xlnm.Print_Area" {
				area = strings.ReplaceAll(dn.RefersTo, "$", "")
			}
		}
		// deal, round, table, 4 players, 4 scores, sum (A–L); 4 mp and
		// 4 top (M–T).
		want := "'" + name + "'!A1:L199,'" + name + "'!M3:T199"
		if area != want {
			t.Errorf("%s: print area %s, want %s", lang, area, want)
		}
		mcs, err := f.GetMergeCells(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, mc := range mcs {
			if last := strings.TrimRight(mc.GetEndAxis(), "0123456789"); last != "L" {
				t.Errorf("%s: merged %s:%s, want it within the first range (A–L)", lang, mc.GetStartAxis(), mc.GetEndAxis())
			}
		}
	}
}
