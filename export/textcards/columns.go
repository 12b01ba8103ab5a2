package textcards

import (
	"math"
	"strings"

	"github.com/movegen/movegen/export/layout"
)

// Columns lays rows of cells out in columns measured by m (at size 0),
// one line a row: a cell is padded with spaces to its column's width, the
// width of the column's widest cell plus pad, and a row's last cell is not
// padded; a line ends with no spaces. A column runs over consecutive rows
// that each have a cell after it: a row with fewer cells ends the
// columns it lacks, and the rows below it start them again with widths of
// their own. It lays text out as text/tabwriter does cells ended by tabs
// (with m counting a terminal's columns, as internal/widetab's Writer).
func Columns(m layout.Metrics, rows [][]string, pad int) []string {
	c := columner{m: m, rows: rows, pad: pad, out: make([]string, len(rows))}
	c.format(0, len(rows))
	return c.out
}

// columner holds the state of one Columns: the widths of the columns of
// the block being laid out, outermost first.
type columner struct {
	m      layout.Metrics
	rows   [][]string
	pad    int
	widths []int
	out    []string
}

// width is how many spaces wide s is.
func (c *columner) width(s string) int {
	unit := c.m.Width(" ", 0)
	if unit <= 0 {
		unit = 1
	}
	return int(math.Round(c.m.Width(s, 0) / unit))
}

// format lays out rows [line0, line1), whose columns before
// len(c.widths) are measured: each run of rows with a cell in the next
// column is measured and laid out in turn, and the rows between the runs
// written with the widths known.
func (c *columner) format(line0, line1 int) {
	column := len(c.widths)
	for this := line0; this < line1; this++ {
		if column >= len(c.rows[this])-1 {
			continue
		}
		c.write(line0, this)
		line0 = this
		w := 0
		for ; this < line1 && column < len(c.rows[this])-1; this++ {
			w = max(w, c.width(c.rows[this][column])+c.pad)
		}
		c.widths = append(c.widths, w)
		c.format(line0, this)
		c.widths = c.widths[:len(c.widths)-1]
		line0 = this
	}
	c.write(line0, line1)
}

// write lays out rows [line0, line1) with the widths known.
func (c *columner) write(line0, line1 int) {
	for i := line0; i < line1; i++ {
		var sb strings.Builder
		row := c.rows[i]
		for j, cell := range row {
			sb.WriteString(cell)
			if j < len(row)-1 && j < len(c.widths) {
				sb.WriteString(strings.Repeat(" ", max(c.widths[j]-c.width(cell), 0)))
			}
		}
		c.out[i] = strings.TrimRight(sb.String(), " ")
	}
}
