package pdf

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrGlyph is wrapped by the error Write returns when a text of the book
// (a contestant's name, the event or the movement's name, read from a
// file or a flag) has a character that no font of the book can draw: the
// card font, the Go fonts and the CJK font. Such a page would show an
// empty box where the character belongs, so nothing is written.
var ErrGlyph = errors.New("no font has a glyph")

// GlyphError names the text and its characters that cannot be drawn. It
// wraps ErrGlyph.
type GlyphError struct {
	// Text is the whole text, Chars its characters no font has.
	Text  string
	Chars []rune
}

func (e *GlyphError) Error() string {
	return fmt.Sprintf("pdf: no font of the cards can draw %s in %q", CharsText(e.Chars), e.Text)
}

// Unwrap returns ErrGlyph.
func (e *GlyphError) Unwrap() error { return ErrGlyph }

// CharsText writes characters for a message: each quoted with its code
// point, "'😀' (U+1F600)".
func CharsText(rs []rune) string {
	s := ""
	for i, r := range rs {
		if i > 0 {
			s += ", "
		}
		s += strconv.QuoteRune(r) + fmt.Sprintf(" (U+%04X)", r)
	}
	return s
}

// checkGlyphs looks at every text of the document that does not come
// from the catalogue (whose every character the tests draw): the texts
// its frame lists as read from the input (sheet.Frame's Inputs: the
// event, the movement's name, the names of the contestants and of the
// tables). It returns a *GlyphError for the first with a character no
// font has.
func checkGlyphs(texts []string) error {
	for _, s := range texts {
		if rs := Missing(s); len(rs) > 0 {
			return &GlyphError{Text: s, Chars: rs}
		}
	}
	return nil
}
