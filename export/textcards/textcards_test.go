package textcards_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/layout"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/export/textcards"
	goldenfile "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/internal/widetab"
)

var update = goldenfile.UpdateFlag()

// fixture reads the composed document testdata/docs/name.json (written by
// export/cards' TestTextFixtures).
func fixture(t *testing.T, name string) *sheet.Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "docs", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var d sheet.Document
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

// fixtures are the names of the documents of testdata/docs.
func fixtures(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("testdata", "docs", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures (%v)", err)
	}
	var out []string
	for _, p := range paths {
		out = append(out, strings.TrimSuffix(filepath.Base(p), ".json"))
	}
	return out
}

// TestFixtures lays every fixture out and compares it with its golden
// file (testdata/name.txt; -update writes them).
func TestFixtures(t *testing.T) {
	for _, name := range fixtures(t) {
		t.Run(name, func(t *testing.T) {
			got := textcards.Text(fixture(t, name))
			goldenfile.Check(t, filepath.Join("testdata", name+".txt"), []byte(got), *update)
		})
	}
}

// TestEverySheetsWords: each fixture's text holds every sheet's title line,
// every line above and under its grid, every part's heading and lines,
// and every row of its grids, its cells in order; it holds no no-break
// space and no line ends in a space.
func TestEverySheetsWords(t *testing.T) {
	for _, name := range fixtures(t) {
		d := fixture(t, name)
		text := textcards.Text(d)
		lines := map[string]bool{}
		for _, l := range strings.Split(text, "\n") {
			lines[strings.TrimPrefix(l, "\f")] = true
			if strings.HasSuffix(l, " ") {
				t.Errorf("%s: line %q ends in a space", name, l)
			}
		}
		if strings.Contains(text, "\u00a0") {
			t.Errorf("%s: the text holds a no-break space", name)
		}
		plain := func(s string) string { return strings.ReplaceAll(s, "\u00a0", " ") }
		for _, s := range d.Sheets {
			want := []string{plain(s.HeadingLine())}
			for _, l := range append(append([]sheet.Line(nil), s.Above...), s.Below...) {
				want = append(want, plain(l.Text))
			}
			grids := []sheet.Grid{s.Grid}
			for _, p := range s.Parts {
				want = append(want, plain(p.Heading))
				for _, l := range p.Lines {
					want = append(want, plain(l.Text))
				}
				grids = append(grids, p.Grid)
			}
			for _, w := range want {
				if !lines[w] {
					t.Errorf("%s %s: no line %q", name, s.Title, w)
				}
			}
			for _, g := range grids {
				for _, r := range g.Text() {
					if !hasRow(lines, r, plain) {
						t.Errorf("%s %s: no row %q", name, s.Title, r)
					}
				}
			}
		}
	}
}

// hasRow reports whether a line of lines holds the words of r's cells, in
// order and nothing else.
func hasRow(lines map[string]bool, r []string, plain func(string) string) bool {
	want := strings.Join(strings.Fields(plain(strings.Join(r, " "))), " ")
	for l := range lines {
		if strings.Join(strings.Fields(l), " ") == want {
			return true
		}
	}
	return false
}

// madeUp is a document in made-up words: the text cards must print its
// words and none of their own.
func madeUp() *sheet.Document {
	grid := sheet.FromText([][]string{
		{"Zorp", "Quux\u00a01", "Fnord"},
		{"1", "blip", "wug wug"},
		{"2", "idle zorp"},
		{"3", "桌桌", "x"},
	}, true)
	return &sheet.Document{Lang: "xx", Footer: "never printed", Sheets: []sheet.Sheet{
		{Kind: sheet.KindTable, Title: "Grelt\u00a03", Subtitle: "Vorp · #abc", Heading: "Grelt\u00a03 ~ Vorp · #abc", Mark: "3",
			Edges: []sheet.Edge{{Side: "N", Name: "Nerp", Text: "nerp stays"}},
			Above: []sheet.Line{{Text: "Snarf: the\u00a0blorb.", Note: true}, {Text: "Every zeep"}}, Grid: grid,
			Continued: "Grelt 3 (more)"},
		{Kind: sheet.KindSetup, Title: "Plonk", Parts: []sheet.Part{
			{Heading: "Frob", Lines: []sheet.Line{{Text: "frob line"}}, Grid: sheet.FromText([][]string{{"a", "b"}, {"cc", "d"}}, false)},
		}},
		{Kind: sheet.KindChart, Title: "Blarg", Grid: sheet.FromText([][]string{{"R", "T"}, {"1", "x–y"}}, false),
			Below: []sheet.Line{{Text: "key: x–y"}}},
		{Kind: sheet.KindWhere, Title: "Wibble"},
		{Kind: sheet.KindSets, Title: "Sploot"},
		{Kind: sheet.KindJudge, Title: "Judgy"},
		{Kind: sheet.KindBoards, Title: "Boardy"},
	}}
}

// TestMadeUpWords: the text of a document in made-up words, byte for
// byte: the heading (the title and subtitle as the document joins them;
// the title where it gives none), the lines, a part's
// heading, the grid in columns (a short row ends the columns after it, a
// Chinese character takes two), the lines under the grid, a form feed
// before every sheet but those that follow the one before (the
// contestants' view, the judge's sheets, the boards list); no mark, edge,
// continued title or footer, which are paper's.
func TestMadeUpWords(t *testing.T) {
	want := "Grelt 3 ~ Vorp · #abc\n" +
		"Snarf: the blorb.\n" +
		"Every zeep\n" +
		"\n" +
		"Zorp  Quux 1  Fnord\n" +
		"1     blip    wug wug\n" +
		"2     idle zorp\n" +
		"3     桌桌  x\n" +
		"\f\n" +
		"Plonk\n" +
		"\n" +
		"Frob\n" +
		"frob line\n" +
		"\n" +
		"a   b\n" +
		"cc  d\n" +
		"\f\n" +
		"Blarg\n" +
		"\n" +
		"R  T\n" +
		"1  x–y\n" +
		"\n" +
		"key: x–y\n" +
		"Wibble\n" +
		"\f\n" +
		"Sploot\n" +
		"\n" +
		"Judgy\n" +
		"\n" +
		"Boardy\n"
	if got := textcards.Text(madeUp()); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestColumnsAreTabwriters: Columns in the terminal's metrics lays random
// rows out as internal/widetab's Writer (text/tabwriter counting a wide
// character as two columns) does, rows of any length, with empty cells,
// Latin, Cyrillic and Chinese text.
func TestColumnsAreTabwriters(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 36))
	words := []string{"", "1", "NS 3", "→ table 4", "Стол 12", "第12桌", "南北 3", "a", "wug wug wug", "–", "12 З"}
	for n := range 500 {
		rows := make([][]string, 1+r.IntN(8))
		for i := range rows {
			rows[i] = make([]string, 1+r.IntN(6))
			for j := range rows[i] {
				rows[i][j] = words[r.IntN(len(words))]
			}
		}
		var sb strings.Builder
		tw := widetab.New(&sb, 0, 0, 2, ' ', 0)
		for _, row := range rows {
			tw.Write([]byte(strings.Join(row, "\t") + "\n"))
		}
		tw.Flush()
		var want []string
		for _, l := range strings.Split(strings.TrimSuffix(sb.String(), "\n"), "\n") {
			want = append(want, strings.TrimRight(l, " "))
		}
		got := textcards.Columns(layout.Terminal{}, rows, 2)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("case %d, rows %q:\ngot\n%s\nwant\n%s", n, rows, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}
