package text

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// codeConst finds the problem codes movement declares (CodePhantom Code =
// "phantom").
var codeConst = regexp.MustCompile(`\bCode\w+\s+Code\s*=\s*"([a-z-]+)"`)

// TestEveryCodeHasWords: every problem code movement declares reads as
// words in English, Russian and Chinese, none of them the code itself, so
// that the page names no code.
func TestEveryCodeHasWords(t *testing.T) {
	files, err := filepath.Glob("../../movement/*.go")
	if err != nil {
		t.Fatal(err)
	}
	var codes []movement.Code
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range codeConst.FindAllSubmatch(data, -1) {
			codes = append(codes, movement.Code(m[1]))
		}
	}
	if len(codes) < 30 {
		t.Fatalf("found %d codes in movement, want the 31 or more it declares", len(codes))
	}
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		seen := map[string]movement.Code{}
		for _, c := range codes {
			w := CodeWord(c, p)
			if w == string(c) || w == "" {
				t.Errorf("%s: code %q has no words", lang, c)
			}
			if lang == i18n.Chinese && len(i18n.EnglishWords(w)) > 0 {
				t.Errorf("%s: code %q reads %q", lang, c, w)
			}
			if other, ok := seen[w]; ok {
				t.Errorf("%s: codes %q and %q both read %q", lang, other, c, w)
			}
			seen[w] = c
		}
	}
}

// TestReportInWords: with Words the report names each problem by its kind
// and the flag of the command line is not named; without, the codes and
// the flag stay, as the command line prints them.
func TestReportInWords(t *testing.T) {
	m := phantom() // five phantom notes: one listed, four counted

	for _, tt := range []struct {
		lang  string
		words bool
		want  []string
		not   []string
	}{
		{"en", false, []string{"note  phantom", "check --all", "of these, by code: phantom 4"}, []string{"by kind"}},
		{"en", true, []string{"note  empty seat", "of these, by kind: empty seat 4"}, []string{"note  phantom", "--all"}},
		{"ru", false, []string{"примечание  phantom", "check --all"}, nil},
		{"ru", true, []string{"примечание  пустое место", "из них по видам: пустое место 4"}, []string{"phantom", "--all"}},
		{"zh", true, []string{"空位", "其中按种类：空位 4"}, []string{"phantom", "--all"}},
	} {
		var b bytes.Buffer
		if err := WriteReport(&b, m, movement.Analyze(m), Options{Printer: i18n.New(tt.lang), MaxProblems: 1, Words: tt.words}); err != nil {
			t.Fatal(err)
		}
		for _, w := range tt.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s words=%v: no %q in\n%s", tt.lang, tt.words, w, b.String())
			}
		}
		for _, w := range tt.not {
			if strings.Contains(b.String(), w) {
				t.Errorf("%s words=%v: %q in\n%s", tt.lang, tt.words, w, b.String())
			}
		}
	}
}
