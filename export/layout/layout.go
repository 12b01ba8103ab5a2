package layout

import (
	"strings"
	"unicode"
)

// Metrics measures text: the width of s set at size points, in whatever
// unit the caller lays out in. Widths are taken to add up: the width of a
// concatenation is the sum of its parts' widths (no kerning across).
type Metrics interface {
	Width(s string, size float64) float64
}

// MetricsFunc adapts a function to Metrics.
type MetricsFunc func(s string, size float64) float64

// Width calls f.
func (f MetricsFunc) Width(s string, size float64) float64 { return f(s, size) }

// Measure returns the width of the widest line of lines at size.
func Measure(m Metrics, lines []string, size float64) float64 {
	w := 0.0
	for _, l := range lines {
		w = max(w, m.Width(l, size))
	}
	return w
}

// closingPunct and openingPunct are the CJK punctuation marks that never
// start a line and never end one.
const (
	closingPunct = "，。、；：？！）」』”’》…—％"
	openingPunct = "（「『“‘《"
)

// noBreak reports whether r is a no-break space.
func noBreak(r rune) bool { return r == '\u00a0' || r == '\u202f' }

// CJK reports whether a line may break next to r as Chinese text does: a
// Han character, kana, a full-width or CJK punctuation mark.
func CJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Hiragana, unicode.Katakana) ||
		(r >= 0x3000 && r <= 0x303f) || (r >= 0xff01 && r <= 0xff60) || strings.ContainsRune(closingPunct+openingPunct, r)
}

// breakable reports whether a line may break between a and b inside a
// word: between two CJK characters, or after a closing mark; never before
// a closing mark or after an opening one, next to a no-break space, a
// digit or a Latin letter.
func breakable(a, b rune) bool {
	switch {
	case noBreak(a) || noBreak(b):
		return false
	case strings.ContainsRune(closingPunct, b), strings.ContainsRune(openingPunct, a):
		return false
	case strings.ContainsRune(closingPunct, a):
		return true
	}
	return CJK(a) && CJK(b)
}

// cjkWords are the Chinese words a line never breaks inside: the seat
// pairs (a line ending in 南 and the next starting with 北 reads as two
// seats, not the North–South pair).
var cjkWords = []string{"南北", "东西", "北南", "西东"}

// cjkNumerals are the Chinese digits, and cjkUnits the counters and
// units that follow a number ("3轮", "七桌", "第二副").
const (
	cjkNumerals = "零一二两三四五六七八九十百千"
	cjkUnits    = "轮桌副对号组局次人名位张场队节"
)

// heldCJK reports, for each rune of word, whether a line may not break
// just before it for a reason beyond breakable: inside one of cjkWords;
// after the ordinal 第 when a number follows; between the digits of a
// Chinese number; and between a number (Chinese or Arabic) and its unit.
func heldCJK(word string) []bool {
	rs := []rune(word)
	held := make([]bool, len(rs))
	if len(rs) < 2 {
		return held
	}
	num := func(r rune) bool { return strings.ContainsRune(cjkNumerals, r) || unicode.IsDigit(r) }
	for i := 1; i < len(rs); i++ {
		a, b := rs[i-1], rs[i]
		switch {
		case a == '第' && num(b):
			held[i] = true
		case strings.ContainsRune(cjkNumerals, a) && strings.ContainsRune(cjkNumerals, b):
			held[i] = true
		case num(a) && strings.ContainsRune(cjkUnits, b):
			held[i] = true
		}
	}
	for _, w := range cjkWords {
		ws := []rune(w)
		for i := 0; i+len(ws) <= len(rs); i++ {
			if string(rs[i:i+len(ws)]) == w {
				for k := i + 1; k < i+len(ws); k++ {
					held[k] = true
				}
			}
		}
	}
	return held
}

// Piece is a piece of a line that never breaks inside (unless it is wider
// than the line), with what joins it to the piece before: a space, or
// nothing between two CJK characters.
type Piece struct{ Sep, Text string }

// Pieces splits s at ASCII spaces and, inside a word, where CJK text may
// break. Runs of spaces count as one; leading and trailing spaces go.
func Pieces(s string) []Piece {
	var out []Piece
	for i, word := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' }) {
		sep := " "
		if i == 0 {
			sep = ""
		}
		held := heldCJK(word)
		start, prev, k := 0, rune(-1), 0
		for j, r := range word {
			if prev >= 0 && !held[k] && breakable(prev, r) {
				out = append(out, Piece{sep, word[start:j]})
				sep, start = "", j
			}
			prev = r
			k++
		}
		out = append(out, Piece{sep, word[start:]})
	}
	return out
}

// Wrap breaks s into lines no wider than width at size (see the package
// doc for where it breaks). It returns at least one line; "" gives [""].
func Wrap(m Metrics, s string, size, width float64) []string {
	var lines []string
	cur := ""
	words := Pieces(s)
	for i, pc := range words {
		word := pc.Text
		try := word
		if cur != "" {
			try = cur + pc.Sep + word
		}
		if m.Width(try, size) <= width {
			cur = try
			continue
		}
		if cur != "" {
			// Keep "table 5" together: a short last word pulls its
			// neighbour onto the new line.
			if len([]rune(word)) <= 3 && i == len(words)-1 && pc.Sep == " " {
				if k := strings.LastIndex(cur, " "); k > 0 && m.Width(cur[k+1:]+" "+word, size) <= width {
					lines = append(lines, cur[:k])
					cur = cur[k+1:] + " " + word
					continue
				}
			}
			lines = append(lines, cur)
			cur = word
		}
		if m.Width(word, size) > width {
			// A word wider than the line: broken inside, its last piece
			// left to take the words after it.
			parts := breakWord(m, word, size, width)
			lines = append(lines, parts[:len(parts)-1]...)
			cur = parts[len(parts)-1]
		}
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

// breakPunct are the marks a long word is best broken after.
const breakPunct = "+,;/-–—_.:|)]}"

// breakWord cuts a word wider than width into pieces that fit, each as
// long as it can be: after the last punctuation mark in its second half
// when there is one, else at the last character that fits; never beside
// a no-break space ("12 S") when it can be helped, and at least one
// character a piece. Widths are summed by character (Metrics adds up).
func breakWord(m Metrics, word string, size, width float64) []string {
	rs := []rune(word)
	ws := make([]float64, len(rs))
	for i, r := range rs {
		ws[i] = m.Width(string(r), size)
	}
	var out []string
	for len(rs) > 0 {
		n, used := 0, 0.0
		for n < len(rs) && used+ws[n] <= width {
			used += ws[n]
			n++
		}
		n = max(n, 1)
		if n == len(rs) {
			out = append(out, string(rs))
			break
		}
		cut := n
		for k := n - 1; k > n/2; k-- {
			if strings.ContainsRune(breakPunct, rs[k]) {
				cut = k + 1
				break
			}
		}
		if cut == n {
			for cut > 1 && (noBreak(rs[cut-1]) || noBreak(rs[cut])) {
				cut--
			}
			if noBreak(rs[cut-1]) || noBreak(rs[cut]) {
				cut = n // nothing better: cut where it fills
			}
		}
		out = append(out, string(rs[:cut]))
		rs, ws = rs[cut:], ws[cut:]
	}
	return out
}

// Fit wraps s within width at the largest size from size down to floor,
// in steps of step (0 means 0.5), at which no word has to be broken inside
// and the text takes at most maxLines lines (0: any number); failing
// that, at floor, words broken inside. It returns the lines and the size.
func Fit(m Metrics, s string, size, floor, step, width float64, maxLines int) ([]string, float64) {
	if step <= 0 {
		step = 0.5
	}
	if floor > size {
		floor = size
	}
	pcs := Pieces(s)
	for sz := size; sz > floor-1e-9; sz -= step {
		ok := true
		for _, p := range pcs {
			if m.Width(p.Text, sz) > width {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		lines := Wrap(m, s, sz, width)
		if maxLines <= 0 || len(lines) <= maxLines {
			return lines, sz
		}
	}
	return Wrap(m, s, floor, width), floor
}

// Flow packs items into pages: item i is heights[i] tall, items with the
// same block[i] (block nil: every item its own block) keep together on one
// page, the first page holds first and the others next. A block taller
// than a whole page starts a page of its own and is split where it must.
// It returns the indices of the items on each page, at least one page.
func Flow(heights []float64, block []int, first, next float64) [][]int {
	blockOf := func(i int) int {
		if block == nil || i >= len(block) {
			return -1 - i
		}
		return block[i]
	}
	var pages [][]int
	var cur []int
	avail, used := first, 0.0
	newPage := func() {
		pages = append(pages, cur)
		cur, avail, used = nil, next, 0
	}
	for i := 0; i < len(heights); {
		j, bh := i, 0.0
		for ; j < len(heights) && blockOf(j) == blockOf(i); j++ {
			bh += heights[j]
		}
		if used+bh > avail && len(cur) > 0 {
			newPage()
		}
		if bh <= avail {
			cur = append(cur, seq(i, j)...)
			used += bh
			i = j
			continue
		}
		// Taller than a page: item by item.
		for k := i; k < j; k++ {
			if used+heights[k] > avail && len(cur) > 0 {
				newPage()
			}
			cur = append(cur, k)
			used += heights[k]
		}
		i = j
	}
	if len(cur) > 0 || len(pages) == 0 {
		pages = append(pages, cur)
	}
	return pages
}

func seq(a, b int) []int {
	out := make([]int, 0, max(b-a, 0))
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

// Columns shares width between the columns of a grid too wide for it.
// natural[i] is column i's width with every cell on one line, least[i]
// the width of its longest piece that does not break (its longest word);
// both include any padding. When the natural widths fit, they are
// returned. Otherwise every column keeps at least its longest word where
// the words of all columns fit, and the rest of the width is shared so
// that a narrow column keeps its natural width and the wide ones are cut
// to one common width (their cells then wrap). When even the longest
// words do not fit, the columns share the width the same way from
// nothing, and the long words break inside. The widths add up to width
// (to rounding) whenever the natural ones do not fit.
func Columns(natural, least []float64, width float64) []float64 {
	out := make([]float64, len(natural))
	sum := 0.0
	for _, n := range natural {
		sum += n
	}
	if sum <= width || len(natural) == 0 {
		copy(out, natural)
		return out
	}
	lo := make([]float64, len(natural))
	loSum := 0.0
	for i, n := range natural {
		if i < len(least) {
			lo[i] = min(max(least[i], 0), n)
		}
		loSum += lo[i]
	}
	if loSum > width {
		clear(lo)
	}
	share := func(c float64) float64 {
		t := 0.0
		for i, n := range natural {
			out[i] = max(lo[i], min(n, c))
			t += out[i]
		}
		return t
	}
	a, b := 0.0, 0.0
	for _, n := range natural {
		b = max(b, n)
	}
	for range 60 {
		c := (a + b) / 2
		if share(c) > width {
			b = c
		} else {
			a = c
		}
	}
	share(a)
	return out
}
