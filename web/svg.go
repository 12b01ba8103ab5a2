package web

import (
	"fmt"
	"html/template"
	"strings"
	"unicode/utf8"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// heatMap draws a contestant × contestant matrix as an SVG heat map: the
// darker a cell, the larger its count; a cell whose two contestants cannot
// meet (or are not compared) is hatched, the diagonal is grey. Every cell
// carries a tooltip with the two contestants and the count. The SVG scales
// to the width of the page; id names its hatch pattern, unique on the
// page. counts may be empty (nothing to draw).
func heatMap(p *i18n.Printer, id string, counts movement.Matrix, can func(i, j int) bool, title, cannot string) template.HTML {
	n := counts.N
	if n == 0 || len(counts.Cells) != n*n {
		return ""
	}
	if can == nil {
		can = func(i, j int) bool { return true }
	}
	most := 0
	for _, v := range counts.Cells {
		most = max(most, v)
	}
	const cell, margin = 20, 28
	size := margin + n*cell
	legend := 24
	var b strings.Builder
	// The legend's words must fit too, however small the field.
	width := max(size+2, margin+106+6*utf8.RuneCountInString(cannot))
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="heat" viewBox="0 0 %d %d" role="img" aria-label="%s">`,
		width, size+legend+4, template.HTMLEscapeString(title))
	fmt.Fprintf(&b, `<defs><pattern id="%s" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#f3f3f3"/><line x1="0" y1="0" x2="0" y2="6" stroke="#b0b0b0" stroke-width="2"/></pattern></defs>`, id)
	label := func(x, y int, s string, anchor string) {
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="%s" font-size="10">%s</text>`, x, y, anchor, template.HTMLEscapeString(s))
	}
	step := 1
	if n > 30 {
		step = (n + 29) / 30
	}
	for i := 1; i <= n; i++ {
		if i%step != 0 && i != 1 {
			continue
		}
		label(margin+(i-1)*cell+cell/2, margin-8, fmt.Sprint(i), "middle")
		label(margin-4, margin+(i-1)*cell+cell/2+4, fmt.Sprint(i), "end")
	}
	for i := 1; i <= n; i++ {
		for j := 1; j <= n; j++ {
			x, y := margin+(j-1)*cell, margin+(i-1)*cell
			v := counts.At(i, j)
			var fill, tip string
			switch {
			case i == j:
				fill, tip = "#777", fmt.Sprint(i)
			case !can(i, j):
				fill, tip = "url(#"+id+")", p.Sprintf("%d and %d: %s", i, j, cannot)
			default:
				fill, tip = shade(v, most), p.Sprintf("%d and %d: %d", i, j, v)
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#fff" stroke-width="1"><title>%s</title></rect>`,
				x, y, cell, cell, fill, template.HTMLEscapeString(tip))
			if i != j && can(i, j) && n <= 30 {
				color := "#000"
				if most > 0 && 2*v > most {
					color = "#fff"
				}
				fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-size="9" fill="%s">%d</text>`, x+cell/2, y+cell/2+3, color, v)
			}
		}
	}
	// Legend: 0, the most, and the hatched "cannot" cell.
	ly := size + 6
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/>`, margin, ly, shade(0, most))
	label(margin+16, ly+10, "0", "start")
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/>`, margin+40, ly, shade(most, most))
	label(margin+56, ly+10, fmt.Sprint(most), "start")
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="url(#%s)"/>`, margin+90, ly, id)
	label(margin+106, ly+10, cannot, "start")
	b.WriteString(`</svg>`)
	return template.HTML(b.String()) // every text above is escaped
}

// shade is the fill of a count on a white-to-blue scale.
func shade(v, most int) string {
	if most <= 0 || v <= 0 {
		return "#ffffff"
	}
	t := float64(v) / float64(most)
	r := int(255 - t*(255-31))
	g := int(255 - t*(255-78))
	bl := int(255 - t*(255-140))
	return fmt.Sprintf("#%02x%02x%02x", r, g, bl)
}
