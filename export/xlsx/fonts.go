package xlsx

import (
	"math"
	"strings"

	"github.com/movegen/movegen/export/layout"
)

// FontFamily is the one font family every style of the workbook names,
// and its header and footer: PT Sans, whose digits cannot be taken for
// Cyrillic letters (its 3 has a flat top where З is round), the font of
// the PDF cards. A workbook cannot embed it (the PDF does): where it is
// not installed, the spreadsheet program draws another sans serif in its
// place (every style says the family is a sans serif, OOXML's family 2,
// the only fallback the format can name), one of Fallbacks; Debian's
// fonts-paratype, or the files beside export/pdf, install it.
const FontFamily = "PT Sans"

//go:generate go run ./internal/genmetrics -dir ../pdf/fonts,/usr/share/fonts/truetype/dejavu,/usr/share/fonts/truetype/liberation2,/usr/share/fonts/truetype/crosextra -o metrics.go

// nFaces is the number of typefaces of Fallbacks.
const nFaces = 4

// Fallbacks returns the typefaces a workbook may be printed in, the
// workbook's own (FontFamily) first, then those a spreadsheet program
// puts in its place where it is missing: DejaVu Sans (LibreOffice on
// Debian and Ubuntu), Liberation Sans (the advance widths of Arial and
// Helvetica) and Carlito (those of Calibri, Excel's default). The
// workbook's column widths, print areas and the lines of its Tables
// sheet are measured in the widest of them, glyph by glyph (metrics.go,
// read from the fonts' files), so that nothing is cut off in any (a
// card's line is a fifth wider in DejaVu Sans than in PT Sans, in bold
// a third); З and 3 may look alike in the substitutes. The list is
// Latin and Cyrillic: a character of none of these faces counts one em.
func Fallbacks() []string {
	names := make([]string, nFaces)
	for i, f := range faceList {
		names[i] = f.name
	}
	return names
}

// faceMetrics is one typeface of Fallbacks: its name, what it stands for,
// its units per em and the advance of its widest digit (regular).
type faceMetrics struct {
	name, standsFor string
	upem, digit     int
}

// glyphAdvance is one character's advance in every face, regular and
// bold, in font units (0: the face has no glyph).
type glyphAdvance struct {
	r rune
	w [nFaces][2]uint16
}

// The measures of a cell, in points.
const (
	// defaultSize is the size of the workbook's default font, the
	// Normal style's: a column unit is the width of its widest digit.
	defaultSize = 11.0
	// cellPad is the room a cell keeps beside its text: LibreOffice
	// indents a cell's text by about a point each side, Excel by 3
	// pixels (2.25 pt).
	cellPad = 6.0
	// textSlack widens every text by 2 %, for rounding to the printer's
	// and the screen's grid.
	textSlack = 1.02
)

// columnUnit returns the width, in points, of one column unit in face f,
// the least and the most of the two programs' ways: a column n units wide
// is n widths of the default font's widest digit; LibreOffice takes the
// digit's exact advance (its print measured: 6.0 pt a unit in PT Sans,
// 7.0 in DejaVu Sans), Excel rounds it to whole pixels at 96 dpi
// (Calibri's digit, 7.43 px, becomes 7).
func columnUnit(f int) (lo, hi float64) {
	fm := faceList[f]
	exact := float64(fm.digit) / float64(fm.upem) * defaultSize
	px := math.Round(exact*96/72) * 72 / 96
	return min(exact, px), max(exact, px)
}

// faceScale is, for each face, what a sum of advances (font units) is
// multiplied by to give points at 1 pt, slack included, and what points
// are divided by to give column units (the least of columnUnit).
type faceScale struct{ perUnit, unit float64 }

// scales are the faces' faceScale, made once from the constant tables.
var scales = func() (sc [nFaces]faceScale) {
	for f := range sc {
		lo, _ := columnUnit(f)
		sc[f] = faceScale{textSlack / float64(faceList[f].upem), lo}
	}
	return sc
}()

// advances returns r's advances in every face (font units): a face
// without the glyph borrows the widest of the others', which is what a
// program drawing it in another font comes to at most; a character of
// none of the faces (a Chinese name, say) counts one em in each.
func advances(r rune) [nFaces][2]uint16 {
	var g *glyphAdvance
	if r >= 0x20 && r <= 0x7E {
		// The table starts with every ASCII character, in order.
		g = &glyphAdvances[r-0x20]
	} else {
		lo, hi := 0, len(glyphAdvances)
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			if glyphAdvances[mid].r < r {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		if lo < len(glyphAdvances) && glyphAdvances[lo].r == r {
			g = &glyphAdvances[lo]
		}
	}
	var w [nFaces][2]uint16
	if g == nil {
		for f := range w {
			em := uint16(faceList[f].upem)
			w[f] = [2]uint16{em, em}
		}
		return w
	}
	w = g.w
	full := true
	for f := range w {
		full = full && w[f][0] != 0 && w[f][1] != 0
	}
	if full {
		return w
	}
	for b := range 2 {
		widest := 0.0 // in ems
		for f := range w {
			widest = max(widest, float64(w[f][b])/float64(faceList[f].upem))
		}
		for f := range w {
			if w[f][b] == 0 {
				w[f][b] = uint16(math.Ceil(widest * float64(faceList[f].upem)))
			}
		}
	}
	return w
}

// faceWidths adds up the advances of s in every face, in font units.
func faceWidths(s string, bold bool) [nFaces]int {
	b := 0
	if bold {
		b = 1
	}
	var sum [nFaces]int
	for _, r := range s {
		w := advances(r)
		for f := range sum {
			sum[f] += int(w[f][b])
		}
	}
	return sum
}

// textUnits is the width, in column units, that a cell needs to show s
// at size points, bold or not, whole, in whichever face of Fallbacks the
// program draws it: the widest over the faces of the text and the cell's
// padding, each face's text measured against its own column unit (the
// least of columnUnit).
func textUnits(s string, size float64, bold bool) float64 {
	sum := faceWidths(s, bold)
	need := 0.0
	for f, w := range sum {
		sc := scales[f]
		need = max(need, (float64(w)*sc.perUnit*size+cellPad)/sc.unit)
	}
	return need
}

// pageUnits is how many column units a printed width of pts points holds
// in every face: the width over the largest column unit of any.
func pageUnits(pts float64) float64 {
	widest := 0.0
	for f := range nFaces {
		_, hi := columnUnit(f)
		widest = max(widest, hi)
	}
	return pts / widest
}

// cellMetrics measures text for export/layout as a cell needs it
// (textUnits), in column units, bold or not. The cell's padding is in
// every width, so widths add up only to within it: a word broken
// inside (layout.Wrap) is cut a padding short.
type cellMetrics struct{ bold bool }

// Width is textUnits of s at size.
func (m cellMetrics) Width(s string, size float64) float64 { return textUnits(s, size, m.bold) }

// wrapUnits breaks s into lines that fit w column units in the font ft,
// as export/layout wraps every paper document (Wrap: at spaces and
// between Chinese characters, a phrase held by no-break spaces whole, a
// word wider than w broken inside); the lines have plain spaces.
func wrapUnits(s string, ft styleFont, w float64) []string {
	lines := layout.Wrap(cellMetrics{ft.bold}, s, ft.size, w)
	for i, l := range lines {
		lines[i] = strings.ReplaceAll(l, "\u00a0", " ")
	}
	return lines
}
