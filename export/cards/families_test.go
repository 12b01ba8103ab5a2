package cards_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/resultsfile"
	fam "github.com/movegen/movegen/internal/families"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// resultCodes reports whether row is the scoring workbook's row of column
// codes ("board", "round", "N pair", … as movegen score reads them, the
// same in every language): a results file with that header is read.
func resultCodes(m *movement.Movement, row []string) bool {
	if len(row) == 0 || row[0] != "board" && row[0] != "deal" {
		return false
	}
	codes := make([]string, len(row))
	for i, c := range row {
		codes[i] = strings.Join(strings.Fields(c), " ") // a code broken into lines (resultsbook.CSV)
	}
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if w.Write(codes) != nil {
		return false
	}
	w.Flush()
	_, err := resultsfile.Read(&b, "codes.csv", m)
	return err == nil
}

// TestFamiliesBooks: the book of every movement of the families added
// beside the plain Mitchell and Howell (internal/families: the Mitchell
// variants, the barometer, appendix and interwoven Howells, the pairs
// whist, the teams forms) is composed in English, Russian and Chinese
// and written as a PDF (no layout failure, nor any other error) and as a
// workbook; the Russian and the Chinese pages as drawn and the workbook's
// cells keep no English word (i18n.EnglishWords, the check of the
// Chinese outputs; the scoring sheet's column codes aside) and no
// character the cards' fonts lack. The largest
// size of each range is left to the long tests (MOVEGEN_LONG=1).
func TestFamiliesBooks(t *testing.T) {
	long := longtest.Enabled()
	n := 0
	for _, c := range fam.Cases(long) {
		if c.Large && !long {
			continue
		}
		n++
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			m, err := c.Generate()
			if err != nil {
				t.Fatal(err)
			}
			for _, lang := range i18n.Langs() {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				d, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.All()})
				if err != nil {
					t.Fatalf("%s: compose: %v", lang, err)
				}
				if err := pdf.Write(io.Discard, d, pdf.Options{}); err != nil {
					if errors.Is(err, pdf.ErrLayout) {
						t.Fatalf("%s: layout failed: %v", lang, err)
					}
					t.Fatalf("%s: PDF: %v", lang, err)
				}
				f, err := buildXLSX(b, xopts{Printer: p})
				if err != nil {
					t.Fatalf("%s: workbook: %v", lang, err)
				}
				if lang == i18n.English {
					f.Close()
					continue
				}
				pages, err := pdf.Layout(d, pdf.Options{})
				if err != nil {
					t.Fatalf("%s: %v", lang, err)
				}
				var text strings.Builder
				for _, pg := range pages {
					for _, bx := range pg.Boxes {
						text.WriteString(bx.Text + "\n")
					}
				}
				for _, sh := range f.GetSheetList() {
					text.WriteString(sh + "\n")
					rows, err := f.GetRows(sh)
					if err != nil {
						t.Fatal(err)
					}
					for _, r := range rows {
						if resultCodes(m, r) {
							continue // identifiers, the same in every language
						}
						text.WriteString(strings.Join(r, "\t") + "\n")
					}
				}
				f.Close()
				if ws := i18n.EnglishWords(text.String()); len(ws) > 0 {
					t.Errorf("%s: English words on the pages or in the workbook: %v", lang, ws)
				}
				if rs := pdf.Missing(text.String()); len(rs) > 0 {
					t.Errorf("%s: characters no font of the cards has: %s", lang, pdf.CharsText(rs))
				}
			}
		})
	}
	if n < 50 {
		t.Errorf("only %d movements", n)
	}
}
