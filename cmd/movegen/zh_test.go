package main

import (
	"bytes"
	"context"
	"html"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/internal/longtest"
)

// problemCodes are the codes a report prints beside each problem
// ("seated-twice", "phantom"): identifiers, the same in every language,
// read from their definitions in movement/problem.go.
func problemCodes(t *testing.T, root string) []string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(root, "movement/problem.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile(`Code = "([a-z-]+)"`).FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1])
	}
	if len(out) < 20 {
		t.Fatalf("only %d problem codes read", len(out))
	}
	return out
}

// noEnglish fails t for every English word of a Chinese output.
func noEnglish(t *testing.T, codes []string, what, text string) {
	t.Helper()
	if strings.TrimSpace(text) == "" {
		t.Errorf("%s: no output", what)
		return
	}
	if ws := i18n.EnglishWords(text, codes...); len(ws) > 0 {
		t.Errorf("%s: English words in the Chinese output: %v", what, ws)
	}
	if rs := pdf.Missing(text); len(rs) > 0 {
		t.Errorf("%s: characters no font of the cards has: %s", what, pdf.CharsText(rs))
	}
}

// runOut runs movegen in dir and returns its standard output.
func runOut(t *testing.T, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(context.Background(), args, strings.NewReader(""), &out, &errb); code != exitOK && code != exitProblems {
		t.Fatalf("movegen %s: exit %d: %s", strings.Join(args, " "), code, errb.String())
	}
	return out.String()
}

// TestChineseOutputsHaveNoEnglish: the commands of issue 32's "Done when",
// and the teams', in Chinese, print no English word of their own (codes,
// file names and the names of programs and teams aside:
// i18n.ChineseAllowed) and no character the cards' fonts lack: the
// reports and charts on the terminal, the cards' text, every page of the
// books as drawn, every cell of the workbook, and the page.
// TestChinesePDFTextLayer reads the PDFs' text layer too (MOVEGEN_LONG=1).
func TestChineseOutputsHaveNoEnglish(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	codes := problemCodes(t, root)
	dir := t.TempDir()
	t.Chdir(dir)
	for _, args := range [][]string{
		{"mitchell", "--tables", "7"},
		{"mitchell", "--pairs", "30", "--sections", "2"},
		{"howell", "--pairs", "9"},
		{"individual", "--players", "16"},
		{"preferans", "--players", "13"},
		{"preferans", "--tables", "7"},
		{"plan", "--pairs", "26", "--time", "3h"},
		{"plan", "--players", "21", "--game", "preferans", "--time", "4h"},
		{"check", filepath.Join(root, "testdata/movements/seated-twice.asc")},
		{"check", filepath.Join(root, "testdata/movements/mitchell7.json")},
		{"teams", "--teams", "6"},
		{"teams", "--teams", "9", "--form", "american-whist"},
		{"plan", "--teams", "8", "--time", "3h"},
		{"mitchell", "--tables", "7", "--format", "text"},
		{"preferans", "--players", "13", "--format", "text"},
	} {
		noEnglish(t, codes, strings.Join(args, " "), runOut(t, append([]string{"--lang", "zh"}, args...)...))
	}
	// The teams' names of a standings file are proper names.
	csv, err := os.ReadFile(filepath.Join(root, "testdata/teams/swiss-after-3.csv"))
	if err != nil {
		t.Fatal(err)
	}
	names := append(append([]string{}, codes...), regexp.MustCompile(`[A-Z][a-z]+`).FindAllString(string(csv), -1)...)
	noEnglish(t, names, "teams swiss", runOut(t, "--lang", "zh", "teams", "swiss", "--standings", filepath.Join(root, "testdata/teams/swiss-after-3.csv")))

	// The text of every page of the books, as drawn (the layout record).
	for _, args := range [][]string{
		{"howell", "--pairs", "9"},
		{"mitchell", "--tables", "7"},
		{"preferans", "--players", "13"},
		{"individual", "--players", "16"},
		{"teams", "--teams", "6"},
	} {
		js := runOut(t, append(args, "--format", "json")...)
		m, err := jsonfile.Read(strings.NewReader(js), "movement.json")
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := cards.Compose(context.Background(), b, i18n.New(i18n.Chinese), cards.ComposeOptions{What: cards.All()})
		if err != nil {
			t.Fatal(err)
		}
		pages, err := pdf.Layout(doc, pdf.Options{})
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		var text strings.Builder
		for _, pg := range pages {
			for _, bx := range pg.Boxes {
				text.WriteString(bx.Text + "\n")
			}
		}
		noEnglish(t, codes, strings.Join(args, " ")+" (PDF)", text.String())
	}

	// Every cell of the workbook.
	runOut(t, "--lang", "zh", "individual", "--players", "16", "-o", "i.xlsx")
	f, err := excelize.OpenFile("i.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cells strings.Builder
	for _, sheet := range f.GetSheetList() {
		cells.WriteString(sheet + "\n")
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			cells.WriteString(strings.Join(r, "\t") + "\n")
		}
	}
	noEnglish(t, codes, "i.xlsx", cells.String())

	// The page: its text, tags and scripts aside.
	tags := regexp.MustCompile(`(?s)<(script|style)\b.*?</(script|style)>|<[^>]*>`)
	for _, target := range []string{
		"/plan?lang=zh",
		"/plan?game=pairs&count=26&time=3h&start=19:00&lang=zh",
		"/movement?game=pairs&count=13&time=3h&choose=1&lang=zh",
		"/movement?lang=zh",
		"/check?lang=zh",
	} {
		body := fetch(t, httptest.NewRequest("GET", target, nil))
		text := html.UnescapeString(tags.ReplaceAllString(string(body), " "))
		// The other languages' names on the switch are meant to be read
		// by their speakers.
		text = strings.NewReplacer("English", "", "Русский", "").Replace(text)
		noEnglish(t, codes, target, text)
	}
	_ = os.Remove("i.xlsx")
}

// TestChinesePDFTextLayer: the same books written by the commands, read
// back by pdftotext: the PDF's text layer (what a reader copies or
// searches) has no English word either.
func TestChinesePDFTextLayer(t *testing.T) {
	longtest.Skip(t, "reads PDFs with poppler")
	pdftotext := longtest.Require(t, "pdftotext")
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	codes := problemCodes(t, root)
	t.Chdir(t.TempDir())
	for _, args := range [][]string{
		{"howell", "--pairs", "9", "-o", "h.pdf"},
		{"mitchell", "--tables", "7", "-o", "m.pdf"},
		{"preferans", "--players", "13", "-o", "p.pdf"},
		{"individual", "--players", "16", "-o", "i.pdf"},
		{"teams", "--teams", "6", "-o", "t.pdf"},
	} {
		runOut(t, append([]string{"--lang", "zh"}, args...)...)
		file := args[len(args)-1]
		text, err := exec.Command(pdftotext, file, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext %s: %v", file, err)
		}
		noEnglish(t, codes, file, string(text))
	}
}
