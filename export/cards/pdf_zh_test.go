package cards_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestChineseCatalogueHasGlyphs: the fonts of the cards draw every
// character of every Chinese message and count, so no Chinese page can
// show an empty box.
func TestChineseCatalogueHasGlyphs(t *testing.T) {
	zh := i18n.ChineseTable()
	chars := map[rune]bool{}
	for k, v := range zh {
		if rs := pdf.Missing(v); len(rs) > 0 {
			t.Errorf("%q → %q: no font draws %s", k, v, pdf.CharsText(rs))
		}
		for _, r := range v {
			chars[r] = true
		}
	}
	t.Logf("%d messages, %d distinct characters, all drawn", len(zh), len(chars))
	if len(chars) < 500 {
		t.Errorf("only %d characters: the catalogue walk is broken", len(chars))
	}
}

// TestGlyphMissingIsRefused: a contestant's name with a character no font
// of the cards has (a playing-card emoji) is refused before anything is
// drawn, with an error that names it (ErrGlyph, GlyphError); a Chinese
// name is drawn, in every language; and the page check finds the same
// fault in a text that reaches a page some other way.
func TestGlyphMissingIsRefused(t *testing.T) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	m.Labels = map[int]string{1: "王🂡", 2: "李明", 3: "Ёлкин", 4: "赵丽"}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	err = pdfWrite(&buf, b, bookPDF{Printer: i18n.New(i18n.Chinese)})
	var ge *pdf.GlyphError
	if !errors.Is(err, pdf.ErrGlyph) || !errors.As(err, &ge) || ge.Text != "王🂡" || len(ge.Chars) != 1 || ge.Chars[0] != 0x1F0A1 {
		t.Fatalf("Write = %v, want a GlyphError for 王🂡", err)
	}
	if buf.Len() != 0 {
		t.Errorf("%d bytes written before the refusal", buf.Len())
	}
	m.Labels[1] = "王芳"
	if b, err = cards.Build(m); err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs() {
		pages, err := pdfLayout(b, bookPDF{Printer: i18n.New(lang)})
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		found := false
		for _, pg := range pages {
			for _, bx := range pg.Boxes {
				found = found || strings.Contains(bx.Text, "王芳")
			}
		}
		if !found {
			t.Errorf("%s: the name 王芳 is on no page", lang)
		}
	}
	page := []pdf.Page{{Number: 1, Width: 210, Height: 297, Boxes: []pdf.Box{{X0: 10, Y0: 10, X1: 50, Y1: 15, Text: "桌 \U0001F0A1"}}}}
	if err := pdf.Check(page); !errors.Is(err, pdf.ErrGlyph) {
		t.Errorf("Check of a box with U+1F0A1 = %v, want ErrGlyph", err)
	}
}

// TestChineseBookSize: the Chinese book of a 7-table Mitchell embeds the
// CJK font as a subset of the characters drawn: under 1 MB (it is about
// 0.1 MB), against the font's 4 MB.
func TestChineseBookSize(t *testing.T) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	sizes := map[string]int{}
	for _, lang := range i18n.Langs() {
		var buf bytes.Buffer
		if err := pdfWrite(&buf, b, bookPDF{Printer: i18n.New(lang)}); err != nil {
			t.Fatal(err)
		}
		sizes[lang] = buf.Len()
	}
	if sizes[i18n.Chinese] >= 1<<20 {
		t.Errorf("the Chinese 7-table book is %d bytes, want under 1 MB", sizes[i18n.Chinese])
	}
	if full := len(pdf.CJKFontTTF()); sizes[i18n.Chinese] >= full/4 {
		t.Errorf("the Chinese book is %d bytes, the CJK font %d: not a subset", sizes[i18n.Chinese], full)
	}
	t.Logf("7-table Mitchell book: en %d, ru %d, zh %d bytes (CJK font %d bytes)", sizes[i18n.English], sizes[i18n.Russian], sizes[i18n.Chinese], len(pdf.CJKFontTTF()))
}
