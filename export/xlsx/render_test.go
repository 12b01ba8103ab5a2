package xlsx_test

import (
	"bytes"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/export/xlsx"
	goldenfile "github.com/movegen/movegen/internal/golden"
)

var update = goldenfile.UpdateFlag()

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

// TestWorkbookGolden lays out document fixtures (testdata/docs), reads
// the workbooks back cell by cell and compares with golden grids.
func TestWorkbookGolden(t *testing.T) {
	for _, tt := range []struct{ name, paper string }{
		{"mitchell3-switch.en", "a4"},
		{"preferans5.ru", "letter"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := xlsx.Write(&buf, xlsx.LoadDoc(t, tt.name), xlsx.Options{Paper: tt.paper}); err != nil {
				t.Fatal(err)
			}
			goldenfile.Check(t, filepath.Join("testdata", tt.name+".txt"), dump(t, buf.Bytes()), *update)
		})
	}
}

// TestFixturesWrite: every fixture lays out, twice to the same bytes.
func TestFixturesWrite(t *testing.T) {
	for _, name := range []string{"mitchell3-switch.en", "preferans5.ru", "howell4.zh", "teams4.en"} {
		d := xlsx.LoadDoc(t, name)
		var a, b bytes.Buffer
		if err := xlsx.Write(&a, d, xlsx.Options{}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := xlsx.Write(&b, d, xlsx.Options{}); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%s: two writes differ", name)
		}
	}
}

// madeUp is a document in made-up words, so that any word the workbook
// prints that is not among them is the renderer's own.
func madeUp() *sheet.Document {
	return &sheet.Document{
		Lang: "en", Footer: "Zorb heading", Name: "Zorb movement",
		Frame: sheet.Frame{After: []string{"#cafe"}, Page: sheet.PageLabel{Before: "leaf ", Between: " among "}},
		Sheets: []sheet.Sheet{
			{Kind: sheet.KindSummary, Tab: "Glim", Title: "Zorb heading", Facts: []sheet.Fact{
				{Key: "Quux", Values: []sheet.Cell{{Text: "frob"}}},
				{Key: "Count", Values: []sheet.Cell{sheet.Num(7)}},
				{Key: "Items", Values: []sheet.Cell{{Text: "plim"}, {Text: "plam"}}},
			}},
			{Kind: sheet.KindChart, Tab: "Blat", Title: "Wibble", Subtitle: "Zorb heading", Heading: "Wibble ~ Zorb heading", Continued: "Wibble on",
				Above: []sheet.Line{{Text: "key: nib – nab"}},
				Grid:  sheet.FromText([][]string{{"Turn", "Desk 1"}, {"1", "nib–nab"}}, false)},
			{Kind: sheet.KindTable, Tab: "Desks", Title: "Desk 1", Subtitle: "Zorb heading", Heading: "Desk 1 ~ Zorb heading",
				Grid: sheet.FromText([][]string{{"Turn", "Who"}, {"1", "nib"}}, false)},
			{Kind: sheet.KindTable, Tab: "Desks", Title: "Desk 2", Subtitle: "Zorb heading", Heading: "Desk 2 ~ Zorb heading",
				Grid: sheet.FromText([][]string{{"Turn", "Who"}, {"1", "nab"}}, false)},
			{Kind: sheet.KindProtocol, Title: "Not in a workbook"},
			{Kind: sheet.KindScoring, Tab: "Sums", HeadRows: 2, Landscape: true, Cells: [][]sheet.Cell{
				{{Text: "# Sums of zorb", Style: sheet.StyleTitle}},
				{{Text: "a", Style: sheet.StyleHead}, {Text: "b", Style: sheet.StyleHead}},
				{sheet.Num(3), {Text: "A3*2", Value: sheet.ValueFormula}},
			}},
		},
	}
}

// TestWorkbookPrintsTheDocument: the workbook of a made-up document has
// one worksheet a run of sheets with the same Tab, in order (a sheet
// without one is left out); every cell's text is the document's, and
// its numbers and formulas are the spreadsheet's; the header and footer
// are the document's heading, page label and fingerprint.
func TestWorkbookPrintsTheDocument(t *testing.T) {
	d := madeUp()
	f, err := xlsx.Build(d, xlsx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got, want := f.GetSheetList(), []string{"Glim", "Blat", "Desks", "Sums"}; !slices.Equal(got, want) {
		t.Errorf("sheets %q, want %q", got, want)
	}
	var words []string
	for _, sh := range d.Sheets {
		words = append(words, sh.Title, sh.HeadingLine(), sh.Continued)
		words = append(words, sheet.Texts(sh.Above)...)
		for _, r := range sh.Grid.Text() {
			words = append(words, r...)
		}
		for _, fc := range sh.Facts {
			words = append(words, fc.Key)
			for _, v := range fc.Values {
				words = append(words, v.Text)
			}
		}
		for _, r := range sh.Cells {
			for _, c := range r {
				words = append(words, c.Text)
			}
		}
	}
	for _, name := range f.GetSheetList() {
		rows, err := f.GetRows(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			for _, v := range r {
				if v != "" && !slices.Contains(words, v) && strings.Trim(v, "0123456789") != "" {
					t.Errorf("%s: cell %q is not the document's", name, v)
				}
			}
		}
	}
	if v, _ := f.GetCellValue("Glim", "B4"); v != "7" {
		t.Errorf("Glim!B4 %q, want the number 7", v)
	}
	if fm, _ := f.GetCellFormula("Sums", "B3"); fm != "A3*2" {
		t.Errorf("Sums!B3 formula %q, want A3*2", fm)
	}
	hf, err := f.GetHeaderFooter("Blat")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(hf.OddHeader, "Zorb heading") || !strings.Contains(hf.OddFooter, "leaf &P among &N") || !strings.Contains(hf.OddFooter, "#cafe") {
		t.Errorf("header %q, footer %q", hf.OddHeader, hf.OddFooter)
	}
	if props, err := f.GetDocProps(); err != nil || props.Title != "Zorb movement" {
		t.Errorf("title %q (%v), want the document's name", props.Title, err)
	}
}

// TestWorkbookRejectsPaper: a paper the workbook does not know is an
// error.
func TestWorkbookRejectsPaper(t *testing.T) {
	if err := xlsx.Write(&bytes.Buffer{}, madeUp(), xlsx.Options{Paper: "a3"}); err == nil {
		t.Error("paper a3 accepted")
	}
}

// TestWorkbookHoldsWhatTheDocumentSays: what every printed page of a
// sheet repeats and what stays in view on a screen are the document's
// (sheet.Hold); the workbook only works out the rows and columns: a
// grid sheet's head is row 3, under its title and a blank row.
func TestWorkbookHoldsWhatTheDocumentSays(t *testing.T) {
	for _, tt := range []struct {
		name   string
		hold   sheet.Hold
		titles string // the print titles, "" for none
		pane   string // the frozen panes' top left cell, "" for none
		xsplit int
	}{
		{"nothing", sheet.Hold{}, "", "", 0},
		{"title", sheet.Hold{Repeat: sheet.RepeatTitle}, "'Blat'!$1:$1", "", 0},
		{"head", sheet.Hold{Repeat: sheet.RepeatHead}, "'Blat'!$1:$3", "", 0},
		{"head pinned", sheet.Hold{Repeat: sheet.RepeatHead, Pin: true}, "'Blat'!$1:$3", "A4", 0},
		{"head and rounds pinned", sheet.Hold{Repeat: sheet.RepeatHead, Pin: true, PinCols: 1}, "'Blat'!$1:$3", "B4", 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := &sheet.Document{Lang: "en", Footer: "Zorb heading", Sheets: []sheet.Sheet{
				{Kind: sheet.KindChart, Tab: "Blat", Title: "Wibble", Subtitle: "Zorb heading", Hold: tt.hold,
					Grid: sheet.FromText([][]string{{"Turn", "Desk 1"}, {"1", "nib–nab"}, {"2", "nab–nib"}}, false)},
			}}
			f, err := xlsx.Build(d, xlsx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			titles := ""
			for _, dn := range f.GetDefinedName() {
				if dn.Name == "_xlnm.Print_Titles" && dn.Scope == "Blat" {
					titles = dn.RefersTo
				}
			}
			if titles != tt.titles {
				t.Errorf("print titles %q, want %q", titles, tt.titles)
			}
			panes, err := f.GetPanes("Blat")
			if err != nil {
				t.Fatal(err)
			}
			if tt.pane == "" {
				if panes.Freeze {
					t.Errorf("panes %+v frozen, want none", panes)
				}
				return
			}
			if !panes.Freeze || panes.TopLeftCell != tt.pane || panes.YSplit != 3 || panes.XSplit != tt.xsplit {
				t.Errorf("panes %+v, want frozen above row 4 and left of column %d (top left %s)", panes, tt.xsplit+1, tt.pane)
			}
		})
	}
}

// TestWorkbookSeatLettersBold: the seat letters of a compact place ("1 З",
// table 1, West) are bold in the workbook as on paper, so that "1 З–6 З"
// never reads as "1 3–6 3"; the cell's text is unchanged and a cell of no
// place has no runs.
func TestWorkbookSeatLettersBold(t *testing.T) {
	d := &sheet.Document{Lang: "ru", Sheets: []sheet.Sheet{
		{Kind: sheet.KindJudge, Tab: "Blat", Title: "Wibble", Heading: "Wibble",
			Grid: sheet.FromText([][]string{{"Стол", "Инструкция"}, {"1", "1\u00a0З–6\u00a0З   1\u00a0СЮ"}}, false)},
	}}
	var buf bytes.Buffer
	if err := xlsx.Write(&buf, d, xlsx.Options{}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Blat")
	if err != nil {
		t.Fatal(err)
	}
	at := ""
	for i, r := range rows {
		if len(r) > 1 && r[0] == "1" {
			at = "B" + strconv.Itoa(i+1)
			if r[1] != "1\u00a0З–6\u00a0З   1\u00a0СЮ" {
				t.Errorf("cell %q, want the document's", r[1])
			}
		}
	}
	if at == "" {
		t.Fatalf("no row of table 1 in %q", rows)
	}
	runs, err := f.GetCellRichText("Blat", at)
	if err != nil {
		t.Fatal(err)
	}
	var bold []string
	for _, r := range runs {
		if r.Font != nil && r.Font.Bold {
			bold = append(bold, r.Text)
		}
	}
	if want := []string{"З", "З", "СЮ"}; !slices.Equal(bold, want) {
		t.Errorf("bold runs %q, want the seat letters %q (runs %+v)", bold, want, runs)
	}
	if runs, _ := f.GetCellRichText("Blat", "A"+at[1:]); len(runs) > 1 {
		t.Errorf("the table's number is written in %d runs", len(runs))
	}
}
