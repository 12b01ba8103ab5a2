package cards_test

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/xlsx"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/teams"
)

// printedLine is one line of a printed page: its words, left to right,
// and the height of its tallest word box.
type printedLine struct {
	y     float64
	words []printed
}

// pageLines groups a page's words into lines (by the top of their
// boxes), top to bottom.
func pageLines(pg printedPage) []printedLine {
	ws := append([]printed(nil), pg.words...)
	sort.SliceStable(ws, func(a, b int) bool {
		if d := ws[a].y0 - ws[b].y0; d < -2 || d > 2 {
			return ws[a].y0 < ws[b].y0
		}
		return ws[a].x0 < ws[b].x0
	})
	var lines []printedLine
	for _, w := range ws {
		if n := len(lines); n > 0 && w.y0-lines[n-1].y < 2 {
			lines[n-1].words = append(lines[n-1].words, w)
			continue
		}
		lines = append(lines, printedLine{y: w.y0, words: []printed{w}})
	}
	return lines
}

// lineText is the words of a line joined by spaces (join: "" for
// Chinese, which pdftotext cuts where the font changes).
func lineText(l printedLine, join string) string {
	parts := make([]string, len(l.words))
	for i, w := range l.words {
		parts[i] = w.text
	}
	return strings.Join(parts, join)
}

// bodyOf is a page's lines but its running header and footer: the
// leading lines in the header's 11 pt that are its text (heading, the
// workbook's title, which a narrow page breaks into lines) and the last
// line (the page number and the mark). join is as lineText's.
func bodyOf(pg printedPage, heading, join string) []printedLine {
	ls := pageLines(pg)
	if len(ls) < 2 {
		return nil
	}
	ls = ls[:len(ls)-1]
	squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
	h := squash(heading)
	for k, l := range ls {
		// The header is in the default font, 11 pt, smaller than any
		// body text (a Summary sheet's first line is the title too).
		tall := 0.0
		for _, w := range l.words {
			tall = max(tall, w.y1-w.y0)
		}
		if tall > 11.5*boxEm || !strings.Contains(h, squash(lineText(l, join))) {
			return ls[k:]
		}
	}
	return nil
}

// latinWord is a run of Latin letters; markPattern a book's mark (its
// hash, "#b6847334"), which the check of a Russian or Chinese book's
// words leaves out.
var (
	latinWord   = regexp.MustCompile(`[A-Za-z]+`)
	markPattern = regexp.MustCompile(`#?\b[0-9a-f]{8}\b`)
)

// twelveBook is one of the workbooks of issue 36 printed by
// TestEverySheetPrintsAtTwelvePoints.
type twelveBook struct {
	name, lang string
	m          *movement.Movement
}

// TestEverySheetPrintsAtTwelvePoints prints, through LibreOffice
// (MOVEGEN_LONG=1), the workbooks of `mitchell --tables 8`, `preferans
// --tables 7 --lang ru` and `teams --teams 8`, and the Chinese
// `preferans --tables 7 --lang zh` where a Chinese font is installed,
// with PT Sans installed and without it (DejaVu Sans in its place). It
// finds each sheet's pages (from the page whose first line under the
// running header is the sheet's first cell, A1, to the next sheet's)
// and asserts, for every sheet: it is printed; its body text (every
// word but the running header, the workbook's title, and the footer,
// the last line of a page: bodyOf) is at least 12 pt, the height of a word's box in pdftotext
// -bbox over boxEm (calibrated on 13 and 16 pt cells); and every word
// of every cell of the sheet's print area is printed on the sheet's
// pages (a grid split into blocks keeps all its data); and, in a Russian
// or Chinese book, no cell holds a Latin word (a column code left in
// English) but the book's mark.
func TestEverySheetPrintsAtTwelvePoints(t *testing.T) {
	longtest.Skip(t, "prints workbooks through LibreOffice")
	m8, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	p7, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	t8, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 8})
	if err != nil {
		t.Fatal(err)
	}
	tbs := []twelveBook{{"m8", i18n.English, m8}, {"p7ru", i18n.Russian, p7.Movement}, {"t8", i18n.English, t8}}
	if cjk := longtest.Enabled(); cjk {
		tbs = append(tbs, twelveBook{"p7zh", i18n.Chinese, p7.Movement})
		longtest.RequireFont(t, "zh", longtest.ChineseFontPackage)
	}
	books := map[string][]byte{}
	for _, tb := range tbs {
		b, err := cards.Build(tb.m)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := writeXLSX(&buf, b, xopts{Printer: i18n.New(tb.lang)}); err != nil {
			t.Fatal(err)
		}
		books[tb.name] = buf.Bytes()
		t.Logf("%s: %s, mark #%s", tb.name, tb.m.Name, b.Hash)
	}
	for _, withFont := range []bool{true, false} {
		mode := "with " + xlsx.FontFamily
		if !withFont {
			mode = "without " + xlsx.FontFamily
		}
		t.Run(mode, func(t *testing.T) {
			_, pages := officePrint(t, books, withFont)
			for _, tb := range tbs {
				checkTwelve(t, tb, books[tb.name], pages[tb.name])
			}
		})
	}
}

// checkTwelve checks one printed workbook (TestEverySheetPrintsAtTwelvePoints).
func checkTwelve(t *testing.T, tb twelveBook, data []byte, pages []printedPage) {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	join := " "
	if tb.lang == i18n.Chinese {
		join = ""
	}
	norm := func(s string) string {
		s = strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), join)
		if join == "" {
			s = strings.ReplaceAll(s, " ", "")
		}
		return s
	}
	// Each page's body: its lines but the running header and footer.
	b, err := cards.Build(tb.m)
	if err != nil {
		t.Fatal(err)
	}
	heading := footer(i18n.New(tb.lang), b, "")
	bodies := make([][]printedLine, len(pages))
	for i, pg := range pages {
		bodies[i] = bodyOf(pg, heading, join)
	}
	sheets := f.GetSheetList()
	start := make([]int, len(sheets)+1)
	at := 0
	for k, name := range sheets {
		a1, err := f.GetCellValue(name, "A1")
		if err != nil {
			t.Fatal(err)
		}
		want := norm(a1)
		if r := []rune(want); len(r) > 24 {
			want = string(r[:24])
		}
		start[k] = -1
		for i := at; i < len(pages); i++ {
			if len(bodies[i]) > 0 && strings.HasPrefix(norm(lineText(bodies[i][0], join)), want) {
				start[k], at = i, i+1
				break
			}
		}
		if start[k] < 0 {
			t.Errorf("%s: sheet %s (A1 %q) not found on the pages from %d on", tb.name, name, a1, at+1)
			return
		}
	}
	start[len(sheets)] = len(pages)
	var summary []string
	for k, name := range sheets {
		smallest := 100.0
		printedText := ""
		for i := start[k]; i < start[k+1]; i++ {
			for _, l := range bodies[i] {
				for _, w := range l.words {
					smallest = min(smallest, (w.y1-w.y0)/boxEm)
				}
				printedText += join + norm(lineText(l, join)) + join
			}
		}
		if smallest < 12-0.3 {
			t.Errorf("%s: sheet %s (pages %d–%d) prints at %.1f pt, below 12", tb.name, name, start[k]+1, start[k+1], smallest)
		}
		summary = append(summary, fmt.Sprintf("%s %.1f pt (%d pages)", name, smallest, start[k+1]-start[k]))
		rows, err := f.GetRows(name)
		if err != nil {
			t.Fatal(err)
		}
		missing := 0
		for r, row := range rows {
			for c, v := range row {
				// A Russian or Chinese book names its columns in its
				// language: a Latin word is a code left in English (the
				// mark, #b6847334, is no word).
				if tb.lang != i18n.English {
					if w := latinWord.FindString(markPattern.ReplaceAllString(v, "")); w != "" {
						cellName, _ := excelize.CoordinatesToCellName(c+1, r+1)
						t.Errorf("%s: %s!%s: %q is Latin in a %s book (%q)", tb.name, name, cellName, w, tb.lang, v)
					}
				}
				for _, w := range strings.Fields(strings.ReplaceAll(v, "\u00a0", " ")) {
					if !strings.Contains(printedText, join+w+join) && (join != "" || !strings.Contains(printedText, w)) {
						cellName, _ := excelize.CoordinatesToCellName(c+1, r+1)
						if missing < 5 {
							t.Errorf("%s: %s!%s: %q is not printed on the sheet's pages", tb.name, name, cellName, w)
						}
						missing++
					}
				}
			}
		}
		if missing > 5 {
			t.Errorf("%s: %s: %d words not printed", tb.name, name, missing)
		}
	}
	t.Logf("%s (%s): %d pages; smallest body text by sheet: %s", tb.name, tb.lang, len(pages), strings.Join(summary, ", "))
}
