package cards_test

import (
	"bytes"
	"context"
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
	"github.com/movegen/movegen/movement/whist"
)

// printed is one word of a printed page: its box in points and text.
type printed struct {
	x0, y0, x1, y1 float64
	text           string
}

// printedPage is one printed page: its size in points and its words.
type printedPage struct {
	w, h  float64
	words []printed
}

// officePrint prints the workbooks through LibreOffice headless (soffice
// --convert-to pdf) under a fontconfig setup of its own (FONTCONFIG_FILE,
// a fresh HOME): the machine's fonts, plus the workbook's font (the card
// font files of export/pdf) when withFont, or with every PT Sans the
// machine may have rejected when not, so that LibreOffice substitutes
// its own; fc-match, where it is installed, confirms which. It returns
// each PDF's fonts (pdffonts) and pages (pdftotext -bbox).
func officePrint(t *testing.T, books map[string][]byte, withFont bool) (map[string]string, map[string][]printedPage) {
	t.Helper()
	longtest.Skip(t, "prints workbooks through LibreOffice")
	soffice := longtest.Require(t, "soffice", "libreoffice")
	pdftotext := longtest.Require(t, "pdftotext")
	pdffonts := longtest.Require(t, "pdffonts")
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	fontDir := filepath.Join(dir, "fonts")
	for _, d := range []string{home, fontDir} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	conf := `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
`
	if withFont {
		for i, bold := range []bool{false, true} {
			if err := os.WriteFile(filepath.Join(fontDir, fmt.Sprintf("ptsans%d.ttf", i)), pdf.FontTTF(bold), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		conf += "  <dir>" + fontDir + "</dir>\n"
	} else {
		conf += `  <selectfont><rejectfont><pattern><patelt name="family"><string>` + xlsx.FontFamily + `</string></patelt></pattern></rejectfont></selectfont>
`
	}
	conf += "  <cachedir>" + filepath.Join(dir, "cache") + `</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`
	confFile := filepath.Join(dir, "fonts.conf")
	if err := os.WriteFile(confFile, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "FONTCONFIG_FILE="+confFile, "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_DATA_HOME="+filepath.Join(home, ".local", "share"),
		"XDG_CACHE_HOME="+filepath.Join(home, ".cache"))
	if fcMatch, err := exec.LookPath("fc-match"); err == nil {
		cmd := exec.Command(fcMatch, "-f", "%{family}", xlsx.FontFamily)
		cmd.Env = env
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("fc-match: %v", err)
		}
		if got := strings.Contains(string(out), xlsx.FontFamily); got != withFont {
			t.Fatalf("fontconfig gives %q for %s, want it installed: %v", out, xlsx.FontFamily, withFont)
		}
		t.Logf("fontconfig draws %s in %s", xlsx.FontFamily, out)
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
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("soffice: %v\n%s", err, out)
	}
	fontsOf := map[string]string{}
	pages := map[string][]printedPage{}
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
		doc := readBBox(t, out, name)
		for _, p := range doc {
			pg := printedPage{w: p.W, h: p.H}
			for _, w := range p.Words {
				pg.words = append(pg.words, printed{w.X0, w.Y0, w.X1, w.Y1, w.Text})
			}
			pages[name] = append(pages[name], pg)
		}
	}
	return fontsOf, pages
}

// boxEm is the height of a word's box in pdftotext -bbox over the font
// size, in LibreOffice's PDF: measured 16.914 pt for 13 pt text and
// 20.783 pt for 16 pt, in PT Sans and in DejaVu Sans alike.
const boxEm = 1.301

// fontNames lists the fonts of pdffonts' output, without their subset
// tags ("BAAAAA+PTSans-Bold": "PTSans-Bold").
func fontNames(out string) []string {
	var names []string
	lines := strings.Split(out, "\n")
	for _, l := range lines[min(2, len(lines)):] {
		if f := strings.Fields(l); len(f) > 0 {
			name := f[0]
			if i := strings.IndexByte(name, '+'); i >= 0 {
				name = name[i+1:]
			}
			names = append(names, name)
		}
	}
	return names
}

// cardWords are the words every table card prints on the Tables sheet:
// its title line, its note, what holds every round, each cell of its
// grid and each row's notes, the arrow as the workbook writes it.
func cardWords(p *i18n.Printer, b *cards.Book, card cards.TableCard) []string {
	texts := []string{cards.CardTitle(p, card) + " — " + footer(p, b, ""), cards.CardNote(p, b.Movement, card)}
	if !card.Unused {
		sh := cards.PaperTableSheet(p, b, card)
		texts = append(texts, sh.Above...)
		for k, row := range sh.Rows {
			if k == 0 && sh.Notes && len(row) > 1 {
				row = row[:len(row)-1] // "Notes": they have lines of their own
			}
			texts = append(texts, row...)
		}
	}
	var words []string
	for _, s := range texts {
		s = strings.ReplaceAll(s, "\u00a0", " ")
		words = append(words, strings.Fields(s)...)
	}
	return words
}

// TestWorkbookPrintsThroughLibreOffice prints the paper books
// (paperBooks: `mitchell --tables 8`, `preferans --tables 7 --lang ru`,
// the Russian web Mitchell with its long "next" cells, a round robin of
// 6 teams in English and Russian, `preferans --tables 12 --lang ru
// --paper letter`) through LibreOffice twice: with PT Sans installed for
// the run, and without it (rejected, so that LibreOffice substitutes its
// own: DejaVu Sans on Debian). Each time: one font family is printed
// (PT Sans regular and bold when installed; no PT Sans when not); no two
// words of any page overlap (the footer's page number and mark stand
// apart, no cell runs into the next); every word lies inside the page's
// margins (a word cut off at the print area's edge does not); each table
// card has its page, every word of the card (title, note, what holds
// every round, grid, notes) is printed on it (or on the pages a long
// card goes on to), and the Tables sheet's text is at least 12 pt; the
// Setup sheet's is at least 12 pt (its sentences broken into lines that
// fit the page, not shrunk with it).
func TestWorkbookPrintsThroughLibreOffice(t *testing.T) {
	pbs := paperBooks(t)
	books := map[string][]byte{}
	built := map[string]*cards.Book{}
	for _, pb := range pbs {
		books[pb.name], built[pb.name] = pb.write(t)
	}
	for _, withFont := range []bool{true, false} {
		mode := "with " + xlsx.FontFamily
		if !withFont {
			mode = "without " + xlsx.FontFamily
		}
		t.Run(mode, func(t *testing.T) {
			fonts, pages := officePrint(t, books, withFont)
			for _, pb := range pbs {
				checkPrint(t, pb, built[pb.name], fonts[pb.name], pages[pb.name], withFont)
			}
		})
	}
}

// checkPrint checks one printed paper book (TestWorkbookPrintsThroughLibreOffice).
func checkPrint(t *testing.T, pb paperBook, b *cards.Book, fonts string, pages []printedPage, withFont bool) {
	t.Helper()
	p := i18n.New(pb.lang)
	names := fontNames(fonts)
	// Every face is PT Sans when it is installed, and one other family
	// at most: the one the program draws the arrow "→" from, a glyph PT
	// Sans lacks (export/xlsx Arrow). Without PT Sans, one family draws
	// everything.
	families := map[string]bool{}
	pt := false
	for _, n := range names {
		fam, _, _ := strings.Cut(n, "-")
		if strings.Contains(fam, "PTSans") {
			pt = true
			continue
		}
		families[fam] = true
	}
	if pt != withFont {
		t.Errorf("%s: printed in %v; PT Sans installed: %v", pb.name, names, withFont)
	}
	if len(families) > 1 {
		t.Errorf("%s: printed in %v: more than one family besides PT Sans", pb.name, names)
	}
	if len(names) == 0 {
		t.Errorf("%s: no font printed", pb.name)
	}
	const margin = 36.0 // pageSetup's, half an inch
	// The Tables sheet's pages: from the first card's to the next sheet's
	// (Contestants), each the page of the last card titled on it or
	// before it (a long card goes on over pages).
	next := strings.Join(strings.Fields(p.T("Where each contestant plays (table and seat)")), " ")
	smallest, cardPages := 100.0, 0
	seen := map[int]int{}
	onPages := map[int]map[string]bool{}
	card := -1
	for pi, pg := range pages {
		ws := pg.words
		text := ""
		for _, w := range ws {
			text += w.text + " "
		}
		for a := range ws {
			x := ws[a]
			if x.x0 < margin-1 || x.x1 > pg.w-margin+1 || x.y0 < 0 || x.y1 > pg.h {
				t.Errorf("%s page %d: %q at x %.1f–%.1f, outside the page's margins (%.0f pt wide)", pb.name, pi+1, x.text, x.x0, x.x1, pg.w)
			}
			for c := a + 1; c < len(ws); c++ {
				y := ws[c]
				// pdftotext's boxes are 1.3 em tall, taller than the lines
				// of a cell broken into lines in DejaVu Sans (1.16 em
				// apart): lines overlap when a fifth of a box does.
				if min(x.x1, y.x1)-max(x.x0, y.x0) > 0.5 && min(x.y1, y.y1)-max(x.y0, y.y0) > 0.2*min(x.y1-x.y0, y.y1-y.y0) {
					t.Errorf("%s page %d: %q overlaps %q", pb.name, pi+1, x.text, y.text)
				}
			}
		}
		if strings.Contains(text, next) {
			card = -1
		}
		for i, c := range b.Tables {
			if strings.Contains(text, strings.Join(strings.Fields(cards.CardTitle(p, c)), " ")+" — ") {
				card = i
				seen[i]++
			}
		}
		if card < 0 {
			continue
		}
		cardPages++
		// The running header and footer (the first and the last lines)
		// are not the card.
		top, bottom := 1e9, -1.0
		for _, w := range ws {
			top, bottom = min(top, w.y0), max(bottom, w.y0)
		}
		if onPages[card] == nil {
			onPages[card] = map[string]bool{}
		}
		for _, w := range ws {
			if w.y0 < top+2 || w.y0 > bottom-2 {
				continue
			}
			smallest = min(smallest, (w.y1-w.y0)/boxEm)
			onPages[card][w.text] = true
		}
	}
	// The Setup sheet, first, prints its sentences at full size (12 pt),
	// broken into lines as wide as the page.
	setup := 100.0
	if len(pages) > 0 {
		// The running header (the workbook's title, on two lines where
		// the page is narrow for it) is not the sheet's text.
		for _, l := range bodyOf(pages[0], footer(p, b, ""), " ") {
			for _, w := range l.words {
				setup = min(setup, (w.y1-w.y0)/boxEm)
			}
		}
	}
	if setup < 12-0.3 {
		t.Errorf("%s: the Setup sheet's smallest text is %.1f pt, below 12", pb.name, setup)
	}
	for i, c := range b.Tables {
		for _, w := range cardWords(p, b, c) {
			if !onPages[i][w] {
				t.Errorf("%s: %q of %s is not printed whole on its pages", pb.name, w, cards.CardTitle(p, c))
			}
		}
		if seen[i] != 1 {
			t.Errorf("%s: %s titled on %d pages, want 1", pb.name, cards.CardTitle(p, c), seen[i])
		}
	}
	if smallest < 12-0.3 {
		t.Errorf("%s: smallest text of the Tables sheet %.1f pt, below 12", pb.name, smallest)
	}
	t.Logf("%s (%s, %s): %d pages, %d of them the Tables sheet's (%d cards), its smallest text %.1f pt; the Setup sheet's %.1f pt; fonts %v", pb.name, pb.lang, pb.paper, len(pages), cardPages, len(b.Tables), smallest, setup, names)
}

// TestChineseWorkbookThroughLibreOffice: `individual --players 16 --lang
// zh -o i.xlsx`, printed by LibreOffice, which has no Microsoft YaHei
// (ChineseFontFamily) and substitutes its own: every Chinese character is
// printed in a font that has it (a CJK font, never a box: pdffonts lists
// one, and every word of every card is in the text layer as written), the
// Tables sheet's text is at least 12 pt, no two words of a page overlap,
// and every word lies inside the page's margins.
func TestChineseWorkbookThroughLibreOffice(t *testing.T) {
	longtest.Skip(t, "prints a Chinese workbook through LibreOffice")
	longtest.RequireFont(t, "zh", longtest.ChineseFontPackage)
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
	if err := writeXLSX(&buf, b, xopts{Printer: p}); err != nil {
		t.Fatal(err)
	}
	fonts, pages := officePrint(t, map[string][]byte{"i16": buf.Bytes()}, true)
	cjk := false
	for _, name := range []string{"DroidSansFallback", "NotoSansCJK", "NotoSansSC", "SourceHanSans", "WenQuanYi", "MicrosoftYaHei", "PingFang"} {
		cjk = cjk || strings.Contains(fonts["i16"], name)
	}
	if !cjk {
		t.Errorf("no Chinese font printed the workbook (install Debian's %s; .ci/run does):\n%s", longtest.ChineseFontPackage, fonts["i16"])
	}
	// pdftotext cuts Chinese text where the font changes (a digit drawn
	// in another font): the words are compared with the spaces taken out.
	all := ""
	smallest, cardPages := 100.0, 0
	for pi, pg := range pages["i16"] {
		ws := pg.words
		text := ""
		for _, w := range ws {
			text += w.text
		}
		for a := range ws {
			// Inside the page's margins: a sentence without spaces
			// broken where it meets the page, never cut off there.
			if x := ws[a]; x.x0 < 36-1 || x.x1 > pg.w-36+1 {
				t.Errorf("page %d: %q at x %.1f–%.1f, outside the page's margins (%.0f pt wide)", pi+1, x.text, x.x0, x.x1, pg.w)
			}
			for c := a + 1; c < len(ws); c++ {
				// As in checkPrint: the lines of a sentence broken into
				// lines in a merged cell stand closer than pdftotext's
				// boxes are tall; lines overlap when a fifth of a box does.
				x, y := ws[a], ws[c]
				if min(x.x1, y.x1)-max(x.x0, y.x0) > 0.5 && min(x.y1, y.y1)-max(x.y0, y.y0) > 0.2*min(x.y1-x.y0, y.y1-y.y0) {
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
