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
// the text ending in a newline. It writes a sheet at a time, so that the
// text of a large book is never held whole.
func Write(w io.Writer, d *sheet.Document) error {
	last := ""
	put := func(s string) error {
		if s == "" {
			return nil
		}
		last = s
		if _, err := io.WriteString(w, s); err != nil {
			return fmt.Errorf("textcards: write: %w", err)
		}
		return nil
	}
	for i := range d.Sheets {
		s := &d.Sheets[i]
		sep := ""
		switch {
		case i == 0:
		case follows(s.Kind):
			sep = "\n"
		default:
			sep = "\f\n"
		}
		if err := put(sep + Sheet(s)); err != nil {
			return err
		}
	}
	if !strings.HasSuffix(last, "\n") {
		return put("\n")
	}
	return nil
}

// Text is what Write writes.
func Text(d *sheet.Document) string {
	var sb strings.Builder
	_ = Write(&sb, d) // a strings.Builder never fails
	return sb.String()
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
	sb.WriteString(plain(s.HeadingLine()) + "\n")
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
