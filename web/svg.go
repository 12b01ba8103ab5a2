package web

import (
	"fmt"
	"github.com/movegen/movegen/internal/widetab"
	"html/template"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// maxHeatSide is the most contestants a heat map draws a row (and a
// column) each for, about 1 MB of SVG. More are drawn in blocks of
// consecutive contestants, at most blockSides rows of them, so that a
// map stays small and readable however large the field: the heat maps of
// 1000 contestants drawn cell by cell were 290 MB.
const (
	maxHeatSide = 100
	blockSides  = 50
)

// heatMap draws a contestant × contestant matrix as an SVG heat map: the
// darker a cell, the larger its count; a cell whose two contestants cannot
// meet (or are not compared) is hatched, the diagonal is grey. Every cell
// carries a tooltip with the two contestants, named by name as on the
// chart, and the count. Above maxHeatSide contestants a cell is a block of
// contestants (at most blockSides a side), shaded by the mean of its
// counts, its tooltip the range and the mean. The SVG scales to the width of the page; id names its
// hatch pattern, unique on the page. counts may be empty (nothing to
// draw).
func heatMap(p *i18n.Printer, id string, counts movement.Matrix, can func(i, j int) bool, name func(c int) string, title, cannot string) template.HTML {
	n := counts.N
	if n == 0 || len(counts.Cells) != n*n {
		return ""
	}
	if can == nil {
		can = func(i, j int) bool { return true }
	}
	if name == nil {
		name = func(c int) string { return fmt.Sprint(c) }
	}
	block := 1 // contestants a row
	if n > maxHeatSide {
		block = (n + blockSides - 1) / blockSides
	}
	side := (n + block - 1) / block
	cellsOf := func(k int) (first, last int) { return k*block + 1, min(n, (k+1)*block) }
	most := 0
	for _, v := range counts.Cells {
		most = max(most, v)
	}
	// Labels are the contestants' names: the margins fit the longest, up
	// to 12 characters.
	longest := 1
	for c := 1; c <= n; c++ {
		longest = max(longest, widetab.Width(name(c)))
	}
	const cell = 20
	margin := 10 + 6*min(longest, 12)
	size := margin + side*cell
	legend := 24
	if block > 1 {
		legend += 16
	}
	var b strings.Builder
	// The legend's words must fit too, however small the field.
	width := max(size+2, margin+106+6*widetab.Width(cannot))
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="heat" viewBox="0 0 %d %d" role="img" aria-label="%s">`,
		width, size+legend+4, template.HTMLEscapeString(title))
	fmt.Fprintf(&b, `<defs><pattern id="%s" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#f3f3f3"/><line x1="0" y1="0" x2="0" y2="6" stroke="#b0b0b0" stroke-width="2"/></pattern></defs>`, id)
	text := func(x, y int, s, anchor, extra string) {
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="%s" font-size="10"%s>%s</text>`, x, y, anchor, extra, template.HTMLEscapeString(s))
	}
	// Every step-th row is labelled (all of them up to 30 rows), with the
	// name of its first contestant; the column labels stand upright.
	step := 1
	if side > 30 {
		step = (side + 29) / 30
	}
	for k := 0; k < side; k++ {
		if k%step != 0 {
			continue
		}
		first, _ := cellsOf(k)
		x, y := margin+k*cell+cell/2+4, margin-4
		text(x, y, name(first), "start", fmt.Sprintf(` transform="rotate(-90 %d %d)"`, x, y))
		text(margin-4, margin+k*cell+cell/2+4, name(first), "end", "")
	}
	b.WriteString(`<g stroke="#fff" stroke-width="1">`)
	for r := 0; r < side; r++ {
		for c := 0; c < side; c++ {
			x, y := margin+c*cell, margin+r*cell
			fill, tip, v := heatCell(p, counts, can, name, cannot, "url(#"+id+")", most, r, c, cellsOf)
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"><title>%s</title></rect>`,
				x, y, cell, cell, fill, template.HTMLEscapeString(tip))
			if v >= 0 && side <= 30 && block == 1 {
				color := "#000"
				if most > 0 && 2*v > most {
					color = "#fff"
				}
				fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-size="9" fill="%s" stroke="none">%d</text>`, x+cell/2, y+cell/2+3, color, v)
			}
		}
	}
	b.WriteString(`</g>`)
	// Legend: 0, the most, and the hatched "cannot" cell; for blocks, what
	// a cell is.
	ly := size + 6
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/>`, margin, ly, shade(0, most))
	text(margin+16, ly+10, "0", "start", "")
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/>`, margin+40, ly, shade(most, most))
	text(margin+56, ly+10, fmt.Sprint(most), "start", "")
	if cannot != "" {
		// A map where every two can meet (teams) has no hatched cell.
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="url(#%s)"/>`, margin+90, ly, id)
		text(margin+106, ly+10, cannot, "start", "")
	}
	if block > 1 {
		text(margin, ly+28, p.Sprintf("%d contestants: each square is %d × %d of them, shaded by their mean", n, block, block), "start", "")
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String()) // every text above is escaped
}

// heatCell is the fill and tooltip of row r, column c of a heat map, and
// the count to print in it (-1 for none): a contestant's own cell is
// grey; a block is shaded by the mean over the two contestants who can
// meet (are compared) in it, hatched (with hatch) when none can.
func heatCell(p *i18n.Printer, counts movement.Matrix, can func(i, j int) bool, name func(int) string, cannot, hatch string, most, r, c int, cellsOf func(int) (int, int)) (fill, tip string, v int) {
	i1, i2 := cellsOf(r)
	j1, j2 := cellsOf(c)
	if i1 == i2 && j1 == j2 {
		i, j := i1, j1
		switch {
		case i == j:
			return "#777", name(i), -1
		case !can(i, j):
			return hatch, p.Sprintf("%s and %s: %s", name(i), name(j), cannot), -1
		}
		v := counts.At(i, j)
		return shade(v, most), p.Sprintf("%s and %s: %d", name(i), name(j), v), v
	}
	low, high, sum, pairs := 0, 0, 0, 0
	for i := i1; i <= i2; i++ {
		for j := j1; j <= j2; j++ {
			if i == j || !can(i, j) {
				continue
			}
			v := counts.At(i, j)
			if pairs == 0 || v < low {
				low = v
			}
			high = max(high, v)
			sum += v
			pairs++
		}
	}
	span := func(first, last int) string {
		if first == last {
			return name(first)
		}
		return name(first) + "–" + name(last)
	}
	rows, cols := span(i1, i2), span(j1, j2)
	if pairs == 0 {
		return hatch, p.Sprintf("%s and %s: %s", rows, cols, cannot), -1
	}
	mean := float64(sum) / float64(pairs)
	return shadeOf(mean, most), p.Sprintf("%s and %s: %d to %d, mean %.1f", rows, cols, low, high, mean), -1
}

// shade is the fill of a count on a white-to-blue scale.
func shade(v, most int) string { return shadeOf(float64(v), most) }

// shadeOf is shade of a mean.
func shadeOf(v float64, most int) string {
	if most <= 0 || v <= 0 {
		return "#ffffff"
	}
	t := v / float64(most)
	r := int(255 - t*(255-31))
	g := int(255 - t*(255-78))
	bl := int(255 - t*(255-140))
	return fmt.Sprintf("#%02x%02x%02x", r, g, bl)
}
