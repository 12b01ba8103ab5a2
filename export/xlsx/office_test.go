package xlsx_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/xlsx"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/whist"
)

// printed is one word of a printed page: its box in points and text.
type printed struct {
	x0, y0, x1, y1 float64
	text           string
}

// officePrint prints the workbooks through LibreOffice headless (soffice
// --convert-to pdf), with the workbook's font installed for the run only
// (the card font files of export/pdf, in a fresh home), and returns each
// PDF's fonts (pdffonts) and words by page (pdftotext -bbox).
func officePrint(t *testing.T, books map[string][]byte) (map[string]string, map[string][][]printed) {
	t.Helper()
	longtest.Skip(t, "prints workbooks through LibreOffice")
	soffice := longtest.Require(t, "soffice", "libreoffice")
	pdftotext := longtest.Require(t, "pdftotext")
	pdffonts := longtest.Require(t, "pdffonts")
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	fonts := filepath.Join(home, ".fonts")
	if err := os.MkdirAll(fonts, 0o755); err != nil {
		t.Fatal(err)
	}
	for i, bold := range []bool{false, true} {
		if err := os.WriteFile(filepath.Join(fonts, fmt.Sprintf("ptsans%d.ttf", i)), pdf.FontTTF(bold), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	args := []string{"--headless", "--convert-to", "pdf", "--outdir", dir}
	for name, data := range books {
		f := filepath.Join(dir, name+".xlsx")
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, f)
	}
	cmd := exec.Command(soffice, args...)
	cmd.Env = append(os.Environ(), "HOME="+home)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("soffice: %v\n%s", err, out)
	}
	fontsOf := map[string]string{}
	words := map[string][][]printed{}
	for name := range books {
		f := filepath.Join(dir, name+".pdf")
		out, err := exec.Command(pdffonts, f).Output()
		if err != nil {
			t.Fatalf("pdffonts %s: %v", name, err)
		}
		fontsOf[name] = string(out)
		out, err = exec.Command(pdftotext, "-bbox", f, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext %s: %v", name, err)
		}
		var doc struct {
			Pages []struct {
				Words []struct {
					X0   float64 `xml:"xMin,attr"`
					Y0   float64 `xml:"yMin,attr"`
					X1   float64 `xml:"xMax,attr"`
					Y1   float64 `xml:"yMax,attr"`
					Text string  `xml:",chardata"`
				} `xml:"word"`
			} `xml:"body>doc>page"`
		}
		dec := xml.NewDecoder(bytes.NewReader(out))
		dec.Strict = false
		dec.Entity = xml.HTMLEntity
		if err := dec.Decode(&doc); err != nil {
			t.Fatalf("reading pdftotext -bbox of %s: %v", name, err)
		}
		for _, p := range doc.Pages {
			var ws []printed
			for _, w := range p.Words {
				ws = append(ws, printed{w.X0, w.Y0, w.X1, w.Y1, w.Text})
			}
			words[name] = append(words[name], ws)
		}
	}
	return fontsOf, words
}

// ptSansEm is the height of a word's box in pdftotext -bbox over the font
// size, for PT Sans (its ascender 1.018 em plus its descender 0.276 em):
// a box 15.5 pt tall is 12 pt text.
const ptSansEm = 1.294

// TestWorkbookPrintsThroughLibreOffice: `mitchell --tables 8 -o m.xlsx`
// and `preferans --tables 7 --lang ru -o p.xlsx`, printed by LibreOffice:
// the Tables sheet's text is at least 12 pt; no two words of a page
// overlap (the footer's page number and mark stand apart); one font
// family, PT Sans, whose З and 3 differ (export/pdf's
// TestSeatLettersUnlikeDigits), regular and bold, is the only font; and
// nothing of a card is clipped: every word of every cell of the cards is
// printed.
func TestWorkbookPrintsThroughLibreOffice(t *testing.T) {
	m8, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	p7, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	type job struct {
		m    *movement.Movement
		lang string
		b    *cards.Book
	}
	jobs := map[string]*job{"m8": {m: m8, lang: i18n.English}, "p7": {m: p7.Movement, lang: i18n.Russian}}
	books := map[string][]byte{}
	for name, j := range jobs {
		j.b, err = cards.Build(j.m)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := xlsx.Write(&buf, j.b, xlsx.Options{Printer: i18n.New(j.lang)}); err != nil {
			t.Fatal(err)
		}
		books[name] = buf.Bytes()
	}
	fonts, pages := officePrint(t, books)
	for name, j := range jobs {
		p := i18n.New(j.lang)
		// Fonts: PT Sans regular and bold only.
		for _, l := range strings.Split(fonts[name], "\n")[2:] {
			if f := strings.Fields(l); len(f) > 0 && !strings.Contains(f[0], "PTSans") {
				t.Errorf("%s: printed in %s, not PT Sans", name, f[0])
			}
		}
		if !strings.Contains(fonts[name], "PTSans-Regular") || !strings.Contains(fonts[name], "PTSans-Bold") {
			t.Errorf("%s: fonts\n%s", name, fonts[name])
		}
		// Which pages are the cards: those titled with a card's title.
		cardWords := map[string]bool{}
		smallest, cardPages := 100.0, 0
		for pi, ws := range pages[name] {
			text := ""
			for _, w := range ws {
				text += w.text + " "
			}
			isCard := false
			for _, c := range j.b.Tables {
				if strings.Contains(text, strings.Join(strings.Fields(cards.CardTitle(p, c)), " ")+" — ") {
					isCard = true
				}
			}
			// No two words overlap, on any page.
			for a := range ws {
				for b := a + 1; b < len(ws); b++ {
					x, y := ws[a], ws[b]
					if min(x.x1, y.x1)-max(x.x0, y.x0) > 0.5 && min(x.y1, y.y1)-max(x.y0, y.y0) > 0.5 {
						t.Errorf("%s page %d: %q overlaps %q", name, pi+1, x.text, y.text)
					}
				}
			}
			if !isCard {
				continue
			}
			cardPages++
			// The running header and footer (the first and the last
			// lines) are not the card.
			top, bottom := 1e9, -1.0
			for _, w := range ws {
				top, bottom = min(top, w.y0), max(bottom, w.y0)
			}
			for _, w := range ws {
				if w.y0 < top+2 || w.y0 > bottom-2 {
					continue
				}
				smallest = min(smallest, (w.y1-w.y0)/ptSansEm)
				cardWords[w.text] = true
			}
		}
		if cardPages != len(j.b.Tables) {
			t.Errorf("%s: %d card pages printed, want %d", name, cardPages, len(j.b.Tables))
		}
		if smallest < 12-0.3 {
			t.Errorf("%s: smallest text of the Tables sheet %.1f pt, below 12", name, smallest)
		}
		t.Logf("%s: %d card pages, smallest text %.1f pt; fonts:\n%s", name, cardPages, smallest, fonts[name])
		// Nothing clipped: every word of the cards' grids is printed.
		for _, c := range j.b.Tables {
			for _, row := range cards.PaperTableSheet(p, j.b, c).Rows {
				if c.Table != 0 && len(row) > 1 && row[len(row)-1] == p.T("Notes") {
					row = row[:len(row)-1] // notes go on lines of their own
				}
				for _, v := range row {
					v = strings.ReplaceAll(v, xlsx.Arrow, xlsx.ArrowText)
					for _, w := range strings.Fields(strings.ReplaceAll(v, "\u00a0", " ")) {
						if !cardWords[w] {
							t.Errorf("%s: %q of table %d is not printed whole", name, w, c.Table)
						}
					}
				}
			}
		}
	}
}

// TestChineseWorkbookThroughLibreOffice: `individual --players 16 --lang
// zh -o i.xlsx`, printed by LibreOffice, which has no Microsoft YaHei
// (ChineseFontFamily) and substitutes its own: every Chinese character is
// printed in a font that has it (a CJK font, never a box: pdffonts lists
// one, and every word of every card is in the text layer as written), the
// Tables sheet's text is at least 12 pt, and no two words of a page
// overlap.
func TestChineseWorkbookThroughLibreOffice(t *testing.T) {
	res, err := whist.Generate(context.Background(), whist.Options{Players: 16})
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(res.Movement)
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New(i18n.Chinese)
	var buf bytes.Buffer
	if err := xlsx.Write(&buf, b, xlsx.Options{Printer: p}); err != nil {
		t.Fatal(err)
	}
	fonts, pages := officePrint(t, map[string][]byte{"i16": buf.Bytes()})
	cjk := false
	for _, name := range []string{"DroidSansFallback", "NotoSansCJK", "NotoSansSC", "SourceHanSans", "WenQuanYi", "MicrosoftYaHei", "PingFang"} {
		cjk = cjk || strings.Contains(fonts["i16"], name)
	}
	if !cjk {
		t.Errorf("no Chinese font printed the workbook:\n%s", fonts["i16"])
	}
	// pdftotext cuts Chinese text where the font changes (a digit drawn
	// in another font): the words are compared with the spaces taken out.
	all := ""
	smallest, cardPages := 100.0, 0
	for pi, ws := range pages["i16"] {
		text := ""
		for _, w := range ws {
			text += w.text
		}
		for a := range ws {
			for c := a + 1; c < len(ws); c++ {
				x, y := ws[a], ws[c]
				if min(x.x1, y.x1)-max(x.x0, y.x0) > 0.5 && min(x.y1, y.y1)-max(x.y0, y.y0) > 0.5 {
					t.Errorf("page %d: %q overlaps %q", pi+1, x.text, y.text)
				}
			}
		}
		all += text + "\n"
		isCard := false
		for _, c := range b.Tables {
			if strings.Contains(text, cards.CardTitle(p, c)+"—") {
				isCard = true
			}
		}
		if !isCard {
			continue
		}
		cardPages++
		top, bottom := 1e9, -1.0
		for _, w := range ws {
			top, bottom = min(top, w.y0), max(bottom, w.y0)
		}
		for _, w := range ws {
			if w.y0 > top+2 && w.y0 < bottom-2 {
				// Chinese fonts are taller than PT Sans: a box of 1.3 em
				// or more is the least the size can be.
				smallest = min(smallest, (w.y1-w.y0)/1.3)
			}
		}
	}
	if cardPages != len(b.Tables) {
		t.Errorf("%d card pages printed, want %d", cardPages, len(b.Tables))
	}
	if smallest < 12-0.3 {
		t.Errorf("smallest text of the Tables sheet %.1f pt, below 12", smallest)
	}
	for _, c := range b.Tables {
		for _, row := range cards.PaperTableSheet(p, b, c).Rows {
			if len(row) > 1 && row[len(row)-1] == p.T("Notes") {
				row = row[:len(row)-1] // notes go on lines of their own
			}
			for _, v := range row {
				v = strings.ReplaceAll(v, xlsx.Arrow, xlsx.ArrowText)
				for _, w := range strings.Fields(strings.ReplaceAll(v, "\u00a0", " ")) {
					if !strings.Contains(all, w) {
						t.Errorf("%q of table %d is not printed whole", w, c.Table)
					}
				}
			}
		}
	}
	t.Logf("%d card pages, smallest text about %.1f pt; fonts:\n%s", cardPages, smallest, fonts["i16"])
}
