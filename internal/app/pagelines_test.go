package app

import (
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// TestPageLines: the page shows a result's lines as the command line
// prints them, the lead first, and past maxPageLines the first lines that
// fit and one line counting the rest.
func TestPageLines(t *testing.T) {
	p := i18n.New(i18n.English)
	lead := func(*i18n.Printer) []string { return []string{"Method: one.", "Why: two."} }
	notes := func(n int) []movement.Text {
		out := make([]movement.Text, n)
		for i := range out {
			out[i] = movement.Text{Format: "note %d of the table instructions, padded to a width of about eighty bytes", Args: []any{i + 1}}
		}
		return out
	}
	small := &Result{Notes: notes(3), lead: lead}
	if got, want := pageLines(p, small), small.Lines(p); !slices.Equal(got, want) {
		t.Errorf("3 notes: page lines %q, want the printed lines %q", got, want)
	}
	big := &Result{Notes: notes(5000), lead: lead}
	all := big.Lines(p)
	got := pageLines(p, big)
	shown := len(got) - 1
	if shown < 2 || shown >= len(all) || !slices.Equal(got[:shown], all[:shown]) {
		t.Fatalf("5000 notes: %d lines shown of %d, not a prefix of the printed lines", shown, len(all))
	}
	size := 0
	for _, l := range got[:shown] {
		size += len(l) + 1
	}
	if size > maxPageLines || size+len(all[shown])+1 <= maxPageLines {
		t.Errorf("5000 notes: %d bytes shown; the next line would make %d, the cap is %d", size, size+len(all[shown])+1, maxPageLines)
	}
	if want := p.Sprintf("… and %d more lines,", len(all)-shown); !strings.HasPrefix(got[shown], want) {
		t.Errorf("the last line %q, want it to begin %q", got[shown], want)
	}
}
