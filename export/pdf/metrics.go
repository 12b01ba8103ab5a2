package pdf

import (
	"sync"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Measuring a text used to ask the PDF library, in the document being
// planned or drawn: a run in another font (the bold seat letters of a
// compact place, a fallback glyph) meant two font changes for each
// measure, and every document parsed the fonts again to measure with
// them. The width the library gives a text is the sum, over its
// characters, of an integer advance per character of the current font
// (GetStringSymbolWidth: the font's character width, its missing width
// for a character it lacks, 500 when it has none), times the size over
// 1000. So each font's advances are asked of the library once per
// process, for every character of the Basic Multilingual Plane, and kept
// in a table (advances); a width is then the same sum taken from the
// table, the same float64 operations in the same order, so every measure
// and every page is what it was, byte for byte (TestAdvancesMatchLibrary).
//
// The tables are made by sync.OnceValue and never written after: any
// number of documents, on any goroutines, read them at once. The CJK
// font's table is made only when a text needs that font.

// kMM is the library's scale factor for millimetres: points per unit.
const kMM = 72.0 / 25.4

// advanceTable is the advance, in the font's thousandths of an em, of
// every character of one font as the library measures it.
type advanceTable struct {
	bmp [0x10000]int32
	// beyond is the advance of a character past the Basic Multilingual
	// Plane (the library's missing width: its table stops there).
	beyond int32
}

// units is the library's GetStringSymbolWidth of s in this font.
func (t *advanceTable) units(s string) int {
	w := 0
	for _, r := range s {
		if r >= 0 && r < 0x10000 {
			w += int(t.bmp[r])
		} else {
			w += int(t.beyond)
		}
	}
	return w
}

// measureTable asks a document of the library that has data registered as
// (fam, style) for the advance of every character.
func measureTable(fam, style string, data []byte) *advanceTable {
	f := fpdf.New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes(fam, style, data)
	f.SetFont(fam, style, 10)
	t := &advanceTable{}
	for r := rune(0); r < 0x10000; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue // never a character of a Go string
		}
		t.bmp[r] = int32(f.GetStringSymbolWidth(string(r)))
	}
	t.beyond = int32(f.GetStringSymbolWidth(string(rune(0x10FFFF))))
	return t
}

// The advance tables of the book's fonts, each made once.
var (
	mainAdvances     = sync.OnceValue(func() *advanceTable { return measureTable(family, "", regularTTF) })
	mainBoldAdvances = sync.OnceValue(func() *advanceTable { return measureTable(family, "B", boldTTF) })
	goAdvances       = sync.OnceValue(func() *advanceTable { return measureTable(fallback, "", goregular.TTF) })
	goBoldAdvances   = sync.OnceValue(func() *advanceTable { return measureTable(fallback, "B", gobold.TTF) })
	cjkAdvances      = sync.OnceValue(func() *advanceTable { return measureTable(cjk, "", cjkTTF()) })
)

// advances returns the table of the registered font (fam, style).
func advances(fam, style string) *advanceTable {
	switch {
	case fam == family && style == "":
		return mainAdvances()
	case fam == family:
		return mainBoldAdvances()
	case fam == fallback && style == "":
		return goAdvances()
	case fam == fallback:
		return goBoldAdvances()
	}
	return cjkAdvances()
}

// libWidth is the library's GetStringWidth of s in the font (fam, style)
// at the size, in millimetres, whose size in units is fontSize (the
// library's own size/k).
func libWidth(fam, style string, fontSize float64, s string) float64 {
	return float64(advances(fam, style).units(s)) * fontSize / 1000
}
