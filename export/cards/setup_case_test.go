package cards

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
)

// TestSetupLinesBeginWithACapital: every line of the setup sheet under a
// heading reads as a sentence or an item of a list, so it begins with a
// capital letter (or a digit, a sign, a Chinese character) in every
// language; the bye stand's sets began "комплект 5 (сдачи 13–15)".
func TestSetupLinesBeginWithACapital(t *testing.T) {
	for _, v := range []samples.MitchellVariant{samples.Plain, samples.Relay, samples.Skip, samples.Phantom} {
		tables := 7
		if v == samples.Relay || v == samples.Skip {
			tables = 8
		}
		b, err := Build(samples.Must(samples.Mitchell(tables, v)))
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
			p := i18n.New(lang)
			for _, part := range SetupSheet(p, b) {
				for _, l := range part.Lines {
					r, _ := utf8.DecodeRuneInString(l)
					if unicode.IsLower(r) {
						t.Errorf("variant %d, %s, %q: line %q begins in lower case", v, lang, part.Heading, l)
					}
				}
			}
		}
	}
}

func TestUpperFirst(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"set 5 (boards 13–15)", "Set 5 (boards 13–15)"},
		{"комплект 5", "Комплект 5"},
		{"第5组牌", "第5组牌"},
		{"", ""},
		{"Already", "Already"},
	} {
		if got := upperFirst(c.in); got != c.want {
			t.Errorf("upperFirst(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
