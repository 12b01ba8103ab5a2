package design

import (
	"fmt"
	"strconv"
	"strings"
)

// empty marks a missing entry of a quasi-difference matrix.
const empty = -1

// abGroup is a finite abelian group written as a product of components.
// A component is either the cyclic group Z_m or, when xor is set, the
// elementary abelian 2-group of order m (a power of 2) whose elements are
// 0..m-1 added as bit vectors (exclusive or), e.g. the additive group of
// GF(4). An element is coded as the mixed-radix integer of its component
// values, the first component most significant; codes run over 0..n-1.
type abGroup struct {
	comps []groupComp
	n     int
	sum   []int // sum[a*n+b] = a + b
}

type groupComp struct {
	m   int
	xor bool
}

func newGroup(comps ...groupComp) *abGroup {
	g := &abGroup{comps: comps, n: 1}
	for _, c := range comps {
		g.n *= c.m
	}
	g.sum = make([]int, g.n*g.n)
	for a := range g.n {
		da := g.digits(a)
		for b := range g.n {
			db := g.digits(b)
			s := make([]int, len(comps))
			for i, c := range comps {
				if c.xor {
					s[i] = da[i] ^ db[i]
				} else {
					s[i] = (da[i] + db[i]) % c.m
				}
			}
			g.sum[a*g.n+b] = g.elem(s...)
		}
	}
	return g
}

// cyclic returns Z_m.
func cyclic(m int) groupComp { return groupComp{m: m} }

// bits returns the elementary abelian 2-group of order m, labelled 0..m-1.
func bits(m int) groupComp { return groupComp{m: m, xor: true} }

func (g *abGroup) digits(a int) []int {
	d := make([]int, len(g.comps))
	for i := len(g.comps) - 1; i >= 0; i-- {
		d[i] = a % g.comps[i].m
		a /= g.comps[i].m
	}
	return d
}

// elem codes the element with the given component values (taken modulo
// each component's order).
func (g *abGroup) elem(d ...int) int {
	a := 0
	for i, c := range g.comps {
		a = a*c.m + ((d[i]%c.m)+c.m)%c.m
	}
	return a
}

// add returns a + b; empty + x = empty.
func (g *abGroup) add(a, b int) int {
	if a == empty || b == empty {
		return empty
	}
	return g.sum[a*g.n+b]
}

// neg returns -a; -empty = empty.
func (g *abGroup) neg(a int) int {
	if a == empty {
		return empty
	}
	for b := range g.n {
		if g.sum[a*g.n+b] == 0 {
			return b
		}
	}
	panic("design: group without inverse")
}

// times returns s·a (s ≥ 0, by repeated addition); s·empty = empty.
func (g *abGroup) times(s, a int) int {
	if a == empty {
		return empty
	}
	r := 0
	for range s {
		r = g.add(r, a)
	}
	return r
}

func (g *abGroup) String() string {
	parts := make([]string, len(g.comps))
	for i, c := range g.comps {
		if c.xor {
			k := 0
			for x := c.m; x > 1; x /= 2 {
				k++
			}
			parts[i] = fmt.Sprintf("(Z_2)^%d", k)
		} else {
			parts[i] = fmt.Sprintf("Z_%d", c.m)
		}
	}
	return strings.Join(parts, "×")
}

// parse reads whitespace-separated elements: "-" is empty; for a group of
// one component a token is a (possibly negative) integer; otherwise it
// lists the components separated by commas ("1,0,12") or, without commas,
// has one decimal digit per component ("102" = (1,0,2)).
func (g *abGroup) parse(s string) []int {
	toks := strings.Fields(s)
	out := make([]int, len(toks))
	for i, t := range toks {
		switch {
		case t == "-":
			out[i] = empty
		case len(g.comps) == 1:
			v, err := strconv.Atoi(t)
			if err != nil {
				panic("design: bad group element " + t)
			}
			out[i] = g.elem(v)
		case strings.Contains(t, ","):
			parts := strings.Split(t, ",")
			if len(parts) != len(g.comps) {
				panic("design: bad group element " + t)
			}
			d := make([]int, len(parts))
			for j, p := range parts {
				v, err := strconv.Atoi(p)
				if err != nil {
					panic("design: bad group element " + t)
				}
				d[j] = v
			}
			out[i] = g.elem(d...)
		default:
			if len(t) != len(g.comps) {
				panic("design: bad group element " + t)
			}
			d := make([]int, len(t))
			for j := range t {
				d[j] = int(t[j] - '0')
			}
			out[i] = g.elem(d...)
		}
	}
	return out
}

// parseMatrix reads k lines of elements (one line per coordinate, as the
// Handbook prints a difference matrix) and returns its columns: column c
// is the tuple (line_0[c], …, line_{k-1}[c]).
func (g *abGroup) parseMatrix(lines ...string) [][]int {
	var cols [][]int
	for i, l := range lines {
		row := g.parse(l)
		if i == 0 {
			cols = make([][]int, len(row))
			for c := range cols {
				cols[c] = make([]int, len(lines))
			}
		}
		if len(row) != len(cols) {
			panic("design: ragged matrix")
		}
		for c, x := range row {
			cols[c][i] = x
		}
	}
	return cols
}

// develop turns a (quasi-)difference matrix over g into an orthogonal
// array. base holds its rows, each a k-tuple of elements or empty. Every
// row is translated by every element of over (all of g when over is nil):
// the OA row for (base row R, element h) is R + h entry by entry. The
// empty entries of each coordinate j are replaced, in order, by the
// "points at infinity" n, n+1, …, n+u-1 (fixed by translation), and the
// rows of an OA(k, u) on those points fill the hole.
//
// For a difference matrix (no empty entries) the differences R_i - R_j
// run over every element once, so each ordered pair of symbols appears
// once in columns i, j. For a (n,k;1,1;u) quasi-difference matrix the same
// holds for the finite symbols, each point at infinity meets every finite
// symbol once through its translates, and the OA(k,u) supplies the pairs of
// infinite points (Handbook of Combinatorial Designs, §III.3.5).
func develop(g *abGroup, base [][]int, over []int, method, source string) (OA, error) {
	if len(base) == 0 {
		return OA{}, fmt.Errorf("%s: empty matrix", method)
	}
	k := len(base[0])
	if over == nil {
		over = make([]int, g.n)
		for i := range over {
			over[i] = i
		}
	}
	// Points at infinity per coordinate.
	inf := make([][]int, len(base))
	u := -1
	for j := range k {
		cnt := 0
		for r, row := range base {
			if len(row) != k {
				return OA{}, fmt.Errorf("%s: row %d has %d entries, want %d", method, r, len(row), k)
			}
			if row[j] == empty {
				if inf[r] == nil {
					inf[r] = make([]int, k)
				}
				inf[r][j] = g.n + cnt
				cnt++
			}
		}
		if u >= 0 && cnt != u {
			return OA{}, fmt.Errorf("%s: coordinate %d has %d empty entries, coordinate 0 has %d", method, j, cnt, u)
		}
		u = cnt
	}
	n := g.n + u
	rows := make([][]int, 0, n*n)
	for r, row := range base {
		for _, h := range over {
			out := make([]int, k)
			for j, x := range row {
				if x == empty {
					out[j] = inf[r][j]
				} else {
					out[j] = g.add(x, h)
				}
			}
			rows = append(rows, out)
		}
	}
	if u > 0 {
		hole, err := OrthogonalArray(k, u)
		if err != nil {
			return OA{}, fmt.Errorf("%s: filling the hole: %w", method, err)
		}
		for _, hr := range hole.Rows {
			out := make([]int, k)
			for j, x := range hr {
				out[j] = g.n + x
			}
			rows = append(rows, out)
		}
	}
	return OA{K: k, N: n, Rows: rows, Method: method, Source: source}, nil
}

// mols turns explicit Latin squares into an OA: the row for cell (r, c) is
// (r, c, L_1[r][c], …, L_m[r][c]). Each square is given as n words of n
// letters 'a', 'b', … (symbols 0, 1, …) or of digits '0'..'9'.
func mols(squares [][]string, method, source string) (OA, error) {
	n := len(squares[0])
	k := len(squares) + 2
	rows := make([][]int, 0, n*n)
	for r := range n {
		for c := range n {
			row := make([]int, k)
			row[0], row[1] = r, c
			for s, sq := range squares {
				if len(sq) != n || len(sq[r]) != n {
					return OA{}, fmt.Errorf("%s: square %d is not %d×%d", method, s, n, n)
				}
				ch := sq[r][c]
				if ch >= 'a' {
					row[s+2] = int(ch - 'a')
				} else {
					row[s+2] = int(ch - '0')
				}
			}
			rows = append(rows, row)
		}
	}
	return OA{K: k, N: n, Rows: rows, Method: method, Source: source}, nil
}

// splitSquares reads lines holding one word per square (line r = row r of
// every square) and returns the squares.
func splitSquares(text string) [][]string {
	var sq [][]string
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		w := strings.Fields(line)
		if sq == nil {
			sq = make([][]string, len(w))
		}
		for i, x := range w {
			sq[i] = append(sq[i], x)
		}
	}
	return sq
}
