package textcards

import (
	"fmt"
	"io"
	"strings"

	"github.com/movegen/movegen/export/layout"
	"github.com/movegen/movegen/export/sheet"
)

// gap is the spaces between two columns of a grid.
const gap = 2

// Write writes d's sheets to w as text cards, in the document's order,
// the text ending in a newline.
func Write(w io.Writer, d *sheet.Document) error {
	if _, err := io.WriteString(w, Text(d)); err != nil {
		return fmt.Errorf("textcards: write: %w", err)
	}
	return nil
}

// Text is what Write writes.
func Text(d *sheet.Document) string {
	var parts []string
	for i := range d.Sheets {
		s := &d.Sheets[i]
		text := Sheet(s)
		if follows(s.Kind) && len(parts) > 0 {
			parts[len(parts)-1] += "\n" + text
			continue
		}
		parts = append(parts, text)
	}
	out := strings.Join(parts, "\f\n")
	if !strings.HasSuffix(out, "\n") {
		out += "\n"
	}
	return out
}

// follows reports whether a sheet of kind k is printed on the page of the
// sheet before it: the contestants' view goes with the chart, the judge's
// sheets and the boards list with the set view.
func follows(k sheet.Kind) bool {
	return k == sheet.KindWhere || k == sheet.KindJudge || k == sheet.KindBoards
}

// Sheet lays one sheet out as text: the title and the line under it, the
// lines above the grid, the parts, the grid and the lines under it.
func Sheet(s *sheet.Sheet) string {
	var sb strings.Builder
	sb.WriteString(plain(s.Title))
	if s.Subtitle != "" {
		sb.WriteString(" — " + plain(s.Subtitle))
	}
	sb.WriteString("\n")
	for _, l := range s.Above {
		sb.WriteString(plain(l.Text) + "\n")
	}
	for _, p := range s.Parts {
		sb.WriteString("\n" + plain(p.Heading) + "\n")
		for _, l := range p.Lines {
			sb.WriteString(plain(l.Text) + "\n")
		}
		if !p.Grid.Empty() {
			sb.WriteString("\n" + Grid(p.Grid))
		}
	}
	if !s.Grid.Empty() {
		sb.WriteString("\n" + Grid(s.Grid))
	}
	for _, l := range s.Below {
		sb.WriteString("\n" + plain(l.Text))
	}
	return sb.String()
}

// Grid lays g out in columns, the head first, a line a row, each line
// ending in a newline.
func Grid(g sheet.Grid) string {
	rows := g.Text()
	for _, r := range rows {
		for i := range r {
			r[i] = plain(r[i])
		}
	}
	var sb strings.Builder
	for _, l := range Columns(layout.Terminal{}, rows, gap) {
		sb.WriteString(l + "\n")
	}
	return sb.String()
}

// plain writes the no-break spaces of s as spaces: text is never wrapped.
func plain(s string) string { return strings.ReplaceAll(s, "\u00a0", " ") }
