package pdf

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"sync"
)

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

// The CJK font is Droid Sans Fallback (Google, Apache License 2.0, in
// fonts/LICENSE-DroidSansFallback.txt), a TrueType font with the
// Chinese, Japanese and Korean characters, embedded gzip-compressed (4.0
// MB as a font, 2.1 MB in the binary) and unpacked the first time a text
// needs it. It draws every character neither the card font nor the Go
// fonts have: the Chinese of --lang zh and of names read from files. Like
// every font of the book it is embedded as a subset of the characters
// drawn.
//
//go:embed fonts/DroidSansFallbackFull.ttf.gz
var cjkGzip []byte

// cjkTTF unpacks the CJK font once; the embedded data never changes.
var cjkTTF = sync.OnceValue(func() []byte {
	r, err := gzip.NewReader(bytes.NewReader(cjkGzip))
	if err != nil {
		return nil
	}
	b, err := io.ReadAll(r)
	if err != nil {
		return nil
	}
	return b
})

// CJKFontTTF returns the TrueType data of the font that draws Chinese
// characters (for tests and tools). The caller must not modify it.
func CJKFontTTF() []byte { return cjkTTF() }
