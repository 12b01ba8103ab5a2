package web

import (
	"html"
	"net/http"
	"strings"
	"testing"
)

// TestMovementPageSaysThePaper: the movement page prints the paper's
// words: the master chart's lines (the key of a cell) above it, and a
// table card's lines above its grid (here the start of each) as the PDF
// does (on e3e79b1 the page said "N stationary" where paper said "Every
// round: N stationary" and the dealer line).
func TestMovementPageSaysThePaper(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	for _, tc := range []struct {
		query        string
		chart, cards []string
	}{
		{"gen=mitchell&tables=7", []string{"cell: NS pair – EW pair : boards"}, []string{"Every round: NS stationary"}},
		{"gen=preferans&tables=4", []string{"cell: N–E–S–W : deals"},
			[]string{"Every round: N stationary", "Deals of each set are dealt in turn by N, E, S, W.</p>"}},
	} {
		res, body := get(t, s, "/movement?"+tc.query)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", tc.query, res.StatusCode, errorMessage.FindString(body))
		}
		chart := html.UnescapeString(strings.ReplaceAll(section(body, "chart"), "\u00a0", " "))
		for _, w := range tc.chart {
			if !strings.Contains(chart, `<p class="note">`+w+`</p>`) {
				t.Errorf("%s: the chart lacks the line %q:\n%.600s", tc.query, w, chart)
			}
		}
		tables := html.UnescapeString(strings.ReplaceAll(section(body, "tables"), "\u00a0", " "))
		for _, w := range tc.cards {
			if !strings.Contains(tables, `<p class="note">`+w) {
				t.Errorf("%s: the table cards lack the line %q:\n%.900s", tc.query, w, tables)
			}
		}
	}
}
