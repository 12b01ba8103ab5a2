package cards_test

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
)

// streams returns the content stream of every page, in order: in an
// uncompressed fpdf document each page is one stream object.
func streams(data []byte) [][]byte {
	var out [][]byte
	re := regexp.MustCompile(`(?s)stream\n(.*?)endstream`)
	for _, m := range re.FindAllSubmatch(data, -1) {
		if bytes.Contains(m[1], []byte(" Tj")) {
			out = append(out, m[1])
		}
	}
	return out
}

// cellText is how a whole cell or line of text s appears in a page stream.
func cellText(s string) []byte { return append(append([]byte("("), pdfString(s)...), ')') }

var lineRe = regexp.MustCompile(`([\d.]+) ([\d.]+) m ([\d.]+) ([\d.]+) l S`)

// lowestLine returns the lowest point, in millimetres from the foot of the
// page, of any straight line drawn on the page.
func lowestLine(stream []byte) float64 {
	low := 1e9
	for _, m := range lineRe.FindAllSubmatch(stream, -1) {
		for _, i := range []int{2, 4} {
			y, _ := strconv.ParseFloat(string(m[i]), 64)
			low = min(low, y*25.4/72)
		}
	}
	return low
}

// TestLongTableCardsContinue: a table card with more rounds than a page
// holds continues on further pages, each headed "Table 1 (continued)",
// with every round on it and the grid ending above the S seat name, the
// corner numbers and the footer.
func TestLongTableCardsContinue(t *testing.T) {
	for _, tt := range []struct {
		name   string
		tables int
		lang   string
	}{
		{"mitchell61-en", 61, "en"},
		{"mitchell61-ru", 61, "ru"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, err := samples.Mitchell(tt.tables, samples.Plain)
			b := build(t, m, err)
			p := i18n.New(tt.lang)
			opt := bookPDF{Printer: p, What: cards.What{Tables: true}, Uncompressed: true}
			data := render(t, b, opt, tt.name+".pdf")
			pages := streams(data)
			if len(pages) <= tt.tables {
				t.Fatalf("%d pages for %d tables of %d rounds: the cards do not continue", len(pages), tt.tables, m.Rounds)
			}
			if got := pdfPageCount(b, opt); got != len(pages) {
				t.Errorf("PageCount = %d, document has %d pages", got, len(pages))
			}
			title := cards.CardTitle(p, b.Tables[0])
			cont := p.Sprintf("%s (continued)", title)
			// Table 1's pages: its first page and the continued ones after it.
			var card [][]byte
			for i, s := range pages {
				if i == 0 || bytes.Contains(s, cellText(cont)) {
					card = append(card, s)
				}
			}
			if len(card) < 2 {
				t.Fatalf("table 1 has %d pages, want it continued", len(card))
			}
			// Every round of table 1 is printed: its EW pair differs every
			// round, and its round number starts a row.
			for _, row := range b.Tables[0].Rows {
				label := cards.LabelText(p, row.Occupants[1].Label)
				found := false
				for _, s := range card {
					found = found || bytes.Contains(s, cellText(label))
				}
				if !found {
					t.Errorf("round %d (EW %s) is missing from table 1's card", row.Round, label)
				}
			}
			// No grid line below the card's bottom (16 mm above the 9 mm
			// footer band).
			for i, s := range pages {
				if low := lowestLine(s); low < 25 {
					t.Errorf("page %d: a line %.1f mm from the foot overprints the seat name, corners or footer", i+1, low)
				}
			}
		})
	}
}

// TestContestantCutLinesClearFooter: the cut lines of contestant-card pages
// stop above the footer, and a long route card continues in the next slot.
func TestContestantCutLinesClearFooter(t *testing.T) {
	for _, tt := range []struct {
		name   string
		tables int
		large  bool
	}{
		{"mitchell7", 7, false},
		{"mitchell7-large", 7, true},
		{"mitchell45", 45, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, err := samples.Mitchell(tt.tables, samples.Plain)
			b := build(t, m, err)
			p := i18n.New("en")
			opt := bookPDF{Printer: p, What: cards.What{Contestants: true}, Large: tt.large, Uncompressed: true}
			data := render(t, b, opt, "cut-"+tt.name+".pdf")
			pages := streams(data)
			for i, s := range pages {
				// The footer's text sits 3.5 mm above the foot, 8 pt tall.
				if low := lowestLine(s); low < 6.5 {
					t.Errorf("page %d: a line reaches %.1f mm from the foot, through the footer", i+1, low)
				}
			}
			// Every round of pair 1 appears on its card (its boards differ
			// every round).
			var all []byte
			for _, s := range pages {
				all = append(all, s...)
			}
			for _, row := range b.Contestants[0].Rows {
				if !bytes.Contains(all, cellText(cards.BoardsText(row.First, row.Last))) {
					t.Errorf("round %d: boards %s of pair 1 not printed", row.Round, cards.BoardsText(row.First, row.Last))
				}
			}
			if tt.tables > 30 && !bytes.Contains(all, cellText(p.Sprintf("%s (continued)", cards.ContestantTitle(p, m, b.Contestants[0])))) {
				t.Error("a 45-round route card does not continue")
			}
		})
	}
}
