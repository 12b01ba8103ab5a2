package xlsx

// FaceTable returns face f of Fallbacks as metrics.go records it: its
// name, units per em and the advance of its widest digit.
func FaceTable(f int) (name string, upem, digit int) {
	fm := faceList[f]
	return fm.name, fm.upem, fm.digit
}

// TableRunes lists the characters metrics.go measures, in its order.
func TableRunes() []rune {
	rs := make([]rune, len(glyphAdvances))
	for i, g := range glyphAdvances {
		rs[i] = g.r
	}
	return rs
}

// TableAdvance is r's advance in face f (font units) as metrics.go
// records it; false when r is not listed or the face has no glyph.
func TableAdvance(f int, r rune, bold bool) (int, bool) {
	b := 0
	if bold {
		b = 1
	}
	for _, g := range glyphAdvances {
		if g.r == r {
			return int(g.w[f][b]), g.w[f][b] > 0
		}
	}
	return 0, false
}
