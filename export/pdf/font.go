package pdf

import _ "embed"

// The card font is PT Sans (ParaType, free licence in fonts/LICENSE.txt),
// chosen because its digits cannot be taken for Cyrillic seat letters: its
// 3 has a flat top where З is round, its 0 is a narrow oval beside the
// round О, and its 6 and б differ at the top. The Go fonts used before
// drew 3 and З alike, so "3 З" read "3 3" (see TestSeatLettersUnlikeDigits
// for the measure).
var (
	//go:embed fonts/PTS55F.ttf
	regularTTF []byte
	//go:embed fonts/PTS75F.ttf
	boldTTF []byte
)

// FontTTF returns the TrueType data of the card font, regular or bold, as
// the PDF embeds it (for tests and tools that measure or rasterise what
// the cards print). The caller must not modify it.
func FontTTF(bold bool) []byte {
	if bold {
		return boldTTF
	}
	return regularTTF
}
