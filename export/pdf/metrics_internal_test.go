package pdf

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// pieces are what the random texts of these tests are made of: the
// characters of compact places and of the cards in the three languages,
// fallback and CJK glyphs, characters no font has, a character past the
// Basic Multilingual Plane and bytes that are not UTF-8.
var pieces = []string{
	"0", "1", "7", "12", "\u00a0", " ", "–", "→", ":", "N", "E", "S", "W", "NS", "EW",
	"С", "В", "Ю", "З", "СЮ", "ВЗ", "北", "东", "南", "西", "南北", "东西", "x", "Я",
	"第", "桌", "。", "\x00", "\xff", "\xe5\x8c", "😀", "\U0010FFFF", "ǅ", "ß",
}

func randomText(rng *rand.Rand) string {
	var b strings.Builder
	for range rng.IntN(12) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestSeatTagsAsRegexp: the scanner of compact places finds what the
// regular expression it replaced found (kept here as its definition), on
// random texts of the letters, digits and spaces of places and on the
// cards' own texts.
func TestSeatTagsAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`\d\x{00a0}(СЮ|ВЗ|NS|EW|南北|东西|[СВЮЗNESW北东南西])(?:[^\p{L}]|$)`)
	check := func(s string) {
		t.Helper()
		var want [][2]int
		for _, l := range re.FindAllStringSubmatchIndex(s, -1) {
			want = append(want, [2]int{l[2], l[3]})
		}
		if got := seatTags(s); !slices.Equal(got, want) {
			t.Fatalf("seatTags(%q) = %v, want %v", s, got, want)
		}
	}
	for _, s := range []string{
		"", "12\u00a0З", "3\u00a0S–2\u00a0W", "1\u00a0NS", "1\u00a0NSx", "1\u00a0N2\u00a0S",
		"5\u00a0СЮ: 3\u00a0ВЗ", "7\u00a0南北", "7\u00a0南x", "\u00a0S", "1\u00a0", "1\u00a0S\xff",
	} {
		check(s)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		check(randomText(rng))
	}
}

// TestAdvancesMatchLibrary: a width taken from the advance tables is the
// library's GetStringWidth, to the last bit, in every font of the book at
// several sizes, for random texts (any character the cards draw, and
// characters no font has, which the library measures at its missing
// width).
func TestAdvancesMatchLibrary(t *testing.T) {
	f := fpdf.New("P", "mm", "A4", "")
	fonts := []struct {
		fam, style string
		data       []byte
	}{
		{family, "", regularTTF}, {family, "B", boldTTF},
		{fallback, "", goregular.TTF}, {fallback, "B", gobold.TTF},
		{cjk, "", cjkTTF()},
	}
	for _, fn := range fonts {
		f.AddUTF8FontFromBytes(fn.fam, fn.style, fn.data)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, fn := range fonts {
		for _, size := range []float64{8, 9, 12, 13.5, 14, 16, 17.25, 20, 24, 72} {
			f.SetFont(fn.fam, fn.style, size)
			_, fs := f.GetFontSize()
			if fs != size/kMM {
				t.Fatalf("%v pt is %v units in the library, %v here", size, fs, size/kMM)
			}
			for range 2000 {
				s := randomText(rng)
				if got, want := libWidth(fn.fam, fn.style, fs, s), f.GetStringWidth(s); got != want {
					t.Fatalf("%s %q %v pt: width of %q = %v, library %v", fn.fam, fn.style, size, s, got, want)
				}
			}
		}
	}
	if err := f.Error(); err != nil {
		t.Fatal(err)
	}
}
