package pdf_test

import (
	"image"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"github.com/movegen/movegen/export/pdf"
)

// raster draws s in f at px pixels to the em, from the same origin, as a
// 1-bit picture (alpha > 127 is ink), the way the PDF viewer fills the
// glyph outlines.
func raster(t *testing.T, f *sfnt.Font, s string, px float64) []bool {
	t.Helper()
	var buf sfnt.Buffer
	w, h := int(px*2), int(px*1.5)
	r := vector.NewRasterizer(w, h)
	ppem := fixed.Int26_6(px * 64)
	x, base := float32(px/4), float32(px)
	for _, c := range s {
		gi, err := f.GlyphIndex(&buf, c)
		if err != nil || gi == 0 {
			t.Fatalf("no glyph for %q", c)
		}
		segs, err := f.LoadGlyph(&buf, gi, ppem, nil)
		if err != nil {
			t.Fatal(err)
		}
		pt := func(p fixed.Point26_6) (float32, float32) {
			return x + float32(p.X)/64, base + float32(p.Y)/64
		}
		for _, seg := range segs {
			switch seg.Op {
			case sfnt.SegmentOpMoveTo:
				r.MoveTo(pt(seg.Args[0]))
			case sfnt.SegmentOpLineTo:
				r.LineTo(pt(seg.Args[0]))
			case sfnt.SegmentOpQuadTo:
				ax, ay := pt(seg.Args[0])
				bx, by := pt(seg.Args[1])
				r.QuadTo(ax, ay, bx, by)
			case sfnt.SegmentOpCubeTo:
				ax, ay := pt(seg.Args[0])
				bx, by := pt(seg.Args[1])
				cx, cy := pt(seg.Args[2])
				r.CubeTo(ax, ay, bx, by, cx, cy)
			}
		}
		adv, err := f.GlyphAdvance(&buf, gi, ppem, font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		x += float32(adv) / 64
	}
	img := image.NewAlpha(image.Rect(0, 0, w, h))
	r.Draw(img, img.Bounds(), image.Opaque, image.Point{})
	out := make([]bool, len(img.Pix))
	for i, a := range img.Pix {
		out[i] = a > 127
	}
	return out
}

// shape crops the ink of a w×h picture to its bounding box and samples it
// on a 32×48 grid, so that two glyphs of one shape at different widths
// compare equal: what a reader at arm's length goes by.
func shape(ink []bool, w int) []bool {
	h := len(ink) / w
	x0, y0, x1, y1 := w, h, -1, -1
	for y := range h {
		for x := range w {
			if ink[y*w+x] {
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	const gw, gh = 32, 48
	out := make([]bool, gw*gh)
	for j := range gh {
		for i := range gw {
			sx := x0 + (2*i+1)*(x1-x0+1)/(2*gw)
			sy := y0 + (2*j+1)*(y1-y0+1)/(2*gh)
			out[j*gw+i] = ink[sy*w+sx]
		}
	}
	return out
}

// distance is the Jaccard distance of two pictures: the share of inked
// pixels, in either, that are inked in only one. 0 means the same picture,
// 1 no pixel in common.
func distance(a, b []bool) float64 {
	var x, u float64
	for i := range a {
		if a[i] != b[i] {
			x++
		}
		if a[i] || b[i] {
			u++
		}
	}
	return x / u
}

// TestSeatLettersUnlikeDigits rasterises the digit and the Cyrillic letter
// of each pair that stand side by side on Russian cards ("3 З", "10 О" in
// words, "6 б") in the card font exactly as the PDF embeds it, regular
// (grid cells) and bold (seat names on the edges, headings), at the body
// size of 12 pt seen at 300 dpi (50 px to the em). It requires:
//
//   - 3/З: a shape distance (ink cropped to its box and resampled, so
//     that width alone does not count) of at least 0.25. The Go font the
//     cards used before scores below it (checked here, so the measure can
//     fail): its З is its 3.
//   - 0/О and 6/б: an as-drawn distance (same origin and size) of at
//     least 0.30.
func TestSeatLettersUnlikeDigits(t *testing.T) {
	const px = 50.0
	type pair struct {
		digit, letter string
		shaped        bool
		min           float64
	}
	pairs := []pair{{"3", "З", true, 0.25}, {"0", "О", false, 0.30}, {"6", "б", false, 0.30}}
	measure := func(f *sfnt.Font, p pair) float64 {
		a, b := raster(t, f, p.digit, px), raster(t, f, p.letter, px)
		if p.shaped {
			return distance(shape(a, int(px*2)), shape(b, int(px*2)))
		}
		return distance(a, b)
	}
	for _, bold := range []bool{false, true} {
		f, err := opentype.Parse(pdf.FontTTF(bold))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pairs {
			d := measure(f, p)
			t.Logf("bold=%t %s/%s distance %.3f (need ≥ %.2f)", bold, p.digit, p.letter, d, p.min)
			if d < p.min {
				t.Errorf("bold=%t: %s and %s differ by %.3f, below %.2f: a reader can take one for the other", bold, p.digit, p.letter, d, p.min)
			}
		}
	}
	old, err := opentype.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	if d := measure(old, pairs[0]); d >= pairs[0].min {
		t.Errorf("Go Regular 3/З distance %.3f passes the threshold: the measure does not tell look-alikes apart", d)
	}
}
