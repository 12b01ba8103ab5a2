package cards_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/movement"
)

var out = flag.String("out", "", "also write the test PDFs to this folder, to look at them")

// pdfString is how fpdf writes s with a UTF-8 font in an uncompressed page
// stream: UTF-16BE code units inside a literal string, with \, ( and )
// escaped.
func pdfString(s string) []byte {
	var b bytes.Buffer
	for _, u := range utf16.Encode([]rune(s)) {
		for _, c := range []byte{byte(u >> 8), byte(u)} {
			switch c {
			case '\\', '(', ')':
				b.WriteByte('\\')
			case '\r':
				b.WriteString("\\r")
				continue
			}
			b.WriteByte(c)
		}
	}
	return b.Bytes()
}

func build(t *testing.T, m *movement.Movement, err error) *cards.Book {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func render(t *testing.T, b *cards.Book, opt bookPDF, name string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := pdfWrite(&buf, b, opt); err != nil {
		t.Fatal(err)
	}
	if *out != "" {
		if err := os.WriteFile(filepath.Join(*out, name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

var pageRe = regexp.MustCompile(`/Type /Page\b`)

// TestPDFPagesAndText checks the page count and that the words a director
// must read are in the page streams, in English and Russian: each table's
// title, its instructions in the movement's notation, the footer with page
// x of y and the hash.
func TestPDFPagesAndText(t *testing.T) {
	mit7, err7 := samples.Mitchell(7, samples.Plain)
	pref7, errp := samples.PreferansRotation(7)
	rest5, errr := samples.Rest(5, 4)
	tests := []struct {
		name  string
		m     *movement.Movement
		err   error
		lang  string
		large bool
		pages int // tables + contestant cards + chart, route, set and board pages
		want  []string
	}{
		{"mitchell7-en", mit7, err7, "en", false, 1 + 7 + 4 + 1 + 1 + 1 + 1,
			[]string{"Table 1", "Table 7", "Every round: NS\u00a0stationary; EW:\u00a0", "\u00a0table\u00a02,\u00a0East–West", "\u00a0table\u00a02", "Pair NS\u00a03", "start: table 3, North–South", "Master chart", "page 1 of 16", "page 16 of 16", "Director's setup", "Club Pairs",
				"Boards: set, dealer and vulnerability", "Vulnerability", "Both", "None"}},
		{"mitchell7-large", mit7, err7, "en", true, 1 + 7 + 7 + 1 + 1 + 1 + 1,
			[]string{"Pair EW\u00a07", "page 19 of 19"}},
		// Preferans: 28 route cards two a page (the opponents' labels
		// are too wide for a quarter page at 12 pt), the set row and the
		// instruction sheet in the book's notation, and a page of deals
		// (in panels side by side).
		{"preferans7-ru", pref7, errp, "ru", false, 1 + 7 + 14 + 2 + 2 + 1 + 1 + 1 + 1,
			[]string{"Стол 1", "–4\u00a0", "–5\u00a0", "–1\u00a0", "Ряд комплектов", "Инструкции на столы", "Место",
				"стол\u00a02,\u00a0восток", "стр. 1 из 30", "Игрок №1",
				"Сдачи: комплект и сдающий", "Сдающий"}},
		{"rest5-en", rest5, errr, "en", false, 1 + 1 + 1 + 2 + 2 + 1 + 2 + 1,
			[]string{"Sit-out", "P–1\u00a0", "table 1, South", "Players listed here rest this round (P) and come back as shown."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := build(t, tt.m, tt.err)
			opt := bookPDF{Printer: i18n.New(tt.lang), Event: "Club Pairs", Uncompressed: true, Large: tt.large}
			data := render(t, b, opt, tt.name+".pdf")
			if got := len(pageRe.FindAll(data, -1)); got != tt.pages {
				t.Errorf("%d pages, want %d", got, tt.pages)
			}
			if got := pdfPageCount(b, opt); got != tt.pages {
				t.Errorf("PageCount = %d, want %d", got, tt.pages)
			}
			for _, s := range append(tt.want, "#"+b.Hash) {
				if !bytes.Contains(data, pdfString(s)) {
					t.Errorf("text %q not found in the PDF", s)
				}
			}
			// A word that is not on the cards must not be found: the
			// search is not blind.
			if bytes.Contains(data, pdfString("Howell")) {
				t.Error("found a word that is not there")
			}
		})
	}
}

// TestPDFDeterministic renders the same book twice and compares the bytes.
func TestPDFDeterministic(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Switched)
	b := build(t, m, err)
	for _, paper := range pdf.Papers() {
		opt := bookPDF{Printer: i18n.New("ru"), Event: "Клубный турнир", Paper: paper}
		var a, c bytes.Buffer
		if err := pdfWrite(&a, b, opt); err != nil {
			t.Fatal(err)
		}
		if err := pdfWrite(&c, b, opt); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), c.Bytes()) {
			t.Errorf("%s: two runs differ", paper)
		}
		if !strings.HasPrefix(a.String(), "%PDF-") {
			t.Errorf("%s: not a PDF", paper)
		}
	}
}

// TestPDFWhat prints only the parts asked for.
func TestPDFWhat(t *testing.T) {
	m, err := samples.Howell4()
	b := build(t, m, err)
	tests := []struct {
		what  cards.What
		pages int
	}{
		{cards.What{Tables: true}, 4},
		{cards.What{Contestants: true}, 2},
		{cards.What{Sets: true}, 2}, // the set view and the boards list
		{cards.What{Setup: true}, 1},
		{cards.All(), 1 + 4 + 2 + 2 + 2},
	}
	for _, tt := range tests {
		opt := bookPDF{What: tt.what, Uncompressed: true}
		var buf bytes.Buffer
		if err := pdfWrite(&buf, b, opt); err != nil {
			t.Fatal(err)
		}
		if got := len(pageRe.FindAll(buf.Bytes(), -1)); got != tt.pages {
			t.Errorf("%+v: %d pages, want %d", tt.what, got, tt.pages)
		}
	}
}

func TestPDFRejectsPaper(t *testing.T) {
	m, err := samples.Howell4()
	b := build(t, m, err)
	if err := pdfWrite(&bytes.Buffer{}, b, bookPDF{Paper: "a3"}); err == nil || !strings.Contains(err.Error(), "a3") {
		t.Errorf("paper a3: err = %v", err)
	}
}
