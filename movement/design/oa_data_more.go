package design

import (
	"fmt"
	"strconv"
	"strings"
)

// Published data for orders above 40 (same conventions and sources as
// oa_data.go: SageMath's designs database, which cites the Handbook of
// Combinatorial Designs §III.3, Abel, Colbourn, Brouwer and van Rees).

const (
	refColbourn = "C. J. Colbourn, Some direct constructions for incomplete transversal designs, J. Statist. Plann. Inference 56 (1996) 93–104"
	refBvR      = "A. E. Brouwer and G. H. J. van Rees, More mutually orthogonal Latin squares, Discrete Math. 39 (1982) 263–281"
	refVmt      = handbook + ", V(m,t) vectors, §III.3"
)

// oaDataMore lists the constructions for orders above 40.
func oaDataMore() []oaDatum {
	out := []oaDatum{
		{42, 7, "quasi-difference matrix over Z_35 plus 7 points", qdm42},
		{44, 6, "difference matrix over Z_2×Z_2×Z_11", dm44},
		{45, 7, "difference matrix over Z_5×Z_3×Z_3", dm45},
		{48, 9, "difference matrix over Z_3×GF(16)", dm48},
		{51, 6, "difference matrix over Z_51", dm51},
		{52, 6, "difference matrix over GF(4)×Z_13", dm52},
		{54, 7, "quasi-difference matrix over Z_45 plus 9 points", qdm54},
		{55, 7, "difference matrix over Z_55", dm55},
		{57, 8, "difference matrix over Z_57 from a (57,8,1) difference set", dm57},
		{62, 7, "quasi-difference matrix over Z_54 plus 8 points", qdm62},
		{65, 9, "quasi-difference matrix over Z_57 plus 8 points", qdm65},
		{75, 8, "difference matrix over Z_3×Z_5×Z_5", dm75},
	}
	for _, v := range vmtVectors() {
		out = append(out, oaDatum{v.q() + v.t, v.cols, fmt.Sprintf("V(%d,%d) vector over GF(%d) plus %d points", v.m, v.t, v.q(), v.t), v.oa})
	}
	return out
}

// vmtVector is a V(m,t) vector (a_1, …, a_{m+1}) over GF(q), q = mt+1
// prime: for each 1 ≤ k < m the differences a_{i+k} - a_i (subscripts
// mod m+2, skipping the empty position) lie in distinct cyclotomic classes
// of index m. It gives a (q, m+2; 1, 0; t) quasi-difference matrix: the row
// (-, a_1, …, a_{m+1}) times each t-th root of unity, all m+2 cyclic
// shifts of those, and a zero row; hence an OA(m+2, q+t) whenever an
// OA(m+2, t) fills the hole (Handbook §III.3). cols is the number of
// columns kept: m+2, or fewer when only a narrower OA of order t is known.
type vmtVector struct {
	m, t, cols int
	a          []int
	source     string
}

func (v vmtVector) q() int { return v.m*v.t + 1 }

// vmtVectors: the V(m,t) vectors (from SageMath's table, which cites the
// Handbook, Colbourn 1996 and Brouwer & van Rees 1982) for the orders
// q+t ≤ MaxOAOrder where they beat fields and products.
func vmtVectors() []vmtVector {
	return []vmtVector{
		{3, 14, 5, []int{0, 1, 4, 13}, refVmt},
		{4, 9, 6, []int{0, 1, 3, 2, 8}, refBvR},
		{4, 13, 6, []int{0, 1, 3, 7, 19}, refVmt},
		{4, 15, 6, []int{0, 1, 3, 7, 5}, refVmt},
		{4, 25, 6, []int{0, 1, 3, 2, 31}, refVmt},
		{6, 7, 8, []int{0, 1, 3, 16, 35, 26, 36}, refColbourn},
		{6, 11, 8, []int{0, 1, 3, 14, 7, 24, 27}, refVmt},
		{6, 13, 8, []int{0, 1, 3, 7, 55, 47, 34}, refVmt},
		{6, 17, 8, []int{0, 1, 3, 2, 14, 99, 29}, refVmt},
		{6, 21, 6, []int{0, 1, 4, 13, 66, 93, 45}, refVmt},
		{7, 16, 9, []int{0, 1, 3, 7, 82, 72, 93, 39}, refVmt},
		{7, 18, 7, []int{0, 1, 3, 6, 97, 114, 99, 26}, refVmt},
		{8, 9, 10, []int{0, 1, 20, 70, 23, 59, 3, 8, 19}, refColbourn},
		{8, 11, 10, []int{0, 1, 6, 56, 22, 35, 47, 23, 60}, refColbourn},
		{8, 17, 10, []int{0, 1, 3, 2, 133, 126, 47, 109, 74}, refColbourn},
		{9, 14, 6, []int{0, 1, 11, 25, 37, 8, 100, 23, 95, 42}, refVmt},
		{9, 20, 6, []int{0, 1, 3, 19, 145, 70, 173, 159, 18, 85}, refVmt},
		{10, 13, 12, []int{0, 1, 5, 10, 22, 6, 14, 9, 53, 129, 84}, refColbourn},
		{10, 15, 6, []int{0, 1, 45, 146, 51, 97, 70, 137, 85, 133, 18}, refVmt},
		{10, 19, 12, []int{0, 1, 3, 96, 143, 156, 182, 142, 4, 189, 25}, refColbourn},
	}
}

func (v vmtVector) oa() (OA, error) {
	q := v.q()
	f, err := NewField(q)
	if err != nil {
		return OA{}, err
	}
	g := newGroup(cyclic(q))
	w := v.m + 2
	var base [][]int
	for i := range v.t {
		root := f.Pow(v.m * i) // a t-th root of unity
		l := make([]int, w)
		l[0] = empty
		for j, x := range v.a {
			l[j+1] = f.Mul(x%q, root)
		}
		for s := range w {
			row := make([]int, v.cols)
			for j := range v.cols {
				row[j] = l[(j-s+w)%w]
			}
			base = append(base, row)
		}
	}
	base = append(base, make([]int, v.cols))
	return develop(g, base, nil, fmt.Sprintf("V(%d,%d) vector over GF(%d) plus %d points", v.m, v.t, q, v.t), v.source)
}

// cyclicShifts returns all len(c) cyclic shifts of c, c itself first.
func cyclicShifts(cols [][]int) [][]int {
	var out [][]int
	for _, c := range cols {
		out = append(out, rotations(c)...)
	}
	return out
}

// qdm42: a (35,7;1,1;7) quasi-difference matrix over Z_35, Handbook
// §III.3.63: all cyclic shifts of each column.
func qdm42() (OA, error) {
	g := newGroup(cyclic(35))
	cols := g.parseMatrix(
		"- - - - - - -",
		"0 0 0 0 0 0 0",
		"18 -18 11 -11 5 -5 4",
		"26 -26 10 -10 30 -30 23",
		"20 -20 3 -3 33 -33 23",
		"5 -5 25 -25 24 -24 4",
		"17 -17 4 -4 22 -22 0",
	)
	return develop(g, cyclicShifts(cols), nil, "quasi-difference matrix over Z_35 plus 7 points", handbook+", §III.3.63")
}

// dm44: a (44,6,1) difference matrix over Z_2×Z_2×Z_11, Handbook
// §III.3.64: each column gives five rows, each obtained from the previous
// as (x5,y5,5z5), (x1,y1,5z1), …, (x4,y4,5z4), (x6,y6,5z6); and four rows
// (e, e', e”, …) from (x,y,z) in (0,0,0), (1,0,1), (1,1,2), (0,0,8).
func dm44() (OA, error) {
	g := newGroup(cyclic(2), cyclic(2), cyclic(11))
	cols := g.parseMatrix(
		"0,0,0 0,0,0 0,0,0 0,0,0 0,0,0 0,0,0 0,0,0 0,0,0",
		"1,1,4 0,1,4 1,1,7 1,0,6 1,1,9 0,1,2 0,1,5 0,1,1",
		"1,0,6 0,1,3 1,0,0 0,1,9 1,1,1 0,1,4 1,1,9 1,0,9",
		"1,1,6 1,1,9 0,1,2 1,1,0 0,1,0 1,1,5 0,0,4 0,0,9",
		"1,0,9 0,0,2 0,0,1 1,0,2 0,0,7 1,1,6 1,1,0 1,0,7",
		"1,0,1 1,0,6 1,1,3 0,1,5 0,0,5 0,1,3 0,1,0 1,1,0",
	)
	// scale multiplies the Z_11 part by s.
	scale := func(s, a int) int {
		d := g.digits(a)
		return g.elem(d[0], d[1], s*d[2])
	}
	var base [][]int
	for _, c := range cols {
		r := append([]int(nil), c...)
		for range 5 {
			base = append(base, r)
			r = []int{scale(5, r[4]), scale(5, r[0]), scale(5, r[1]), scale(5, r[2]), scale(5, r[3]), scale(5, r[5])}
		}
	}
	for _, e := range [][3]int{{0, 0, 0}, {1, 0, 1}, {1, 1, 2}, {0, 0, 8}} {
		x, y, z := e[0], e[1], e[2]
		base = append(base, []int{g.elem(x, y, z), g.elem(x, y, 5*z), g.elem(x, y, 3*z), g.elem(x, y, 4*z), g.elem(x, y, 9*z), 0})
	}
	return develop(g, base, nil, "difference matrix over Z_2×Z_2×Z_11", handbook+", §III.3.64")
}

// dm45: a (45,7,1) difference matrix over Z_5×Z_3×Z_3, Handbook §III.3.65
// (with the typo fixed by J. R. Abel, per SageMath). Row i of the 7×8
// base is extended by entries 1..7 of row 5-i (row 6 by its own); each
// column gives three rows, adding i·v_j (i = 0, 1, 2) in the Z_3×Z_3 part
// with v = (0,1), (2,0), (1,2), (2,1), (1,0), (0,2), (0,0).
func dm45() (OA, error) {
	g := newGroup(cyclic(5), cyclic(3), cyclic(3))
	lines := []string{
		"000 221 311 412 401 011 021 322",
		"000 121 422 120 410 311 300 212",
		"000 411 221 320 120 210 100 321",
		"000 010 211 400 002 422 322 122",
		"000 312 210 022 421 021 201 112",
		"000 211 122 301 201 100 421 110",
		"000 000 000 000 000 000 000 000",
	}
	ext := make([]string, 7)
	for i := range 6 {
		ext[i] = lines[i] + " " + strings.Join(strings.Fields(lines[5-i])[1:], " ")
	}
	ext[6] = lines[6] + " " + strings.Join(strings.Fields(lines[6])[1:], " ")
	cols := g.parseMatrix(ext...)
	v := [7][2]int{{0, 1}, {2, 0}, {1, 2}, {2, 1}, {1, 0}, {0, 2}, {0, 0}}
	var base [][]int
	for _, c := range cols {
		for i := range 3 {
			row := make([]int, 7)
			for j := range 7 {
				row[j] = g.add(c[j], g.elem(0, i*v[j][0], i*v[j][1]))
			}
			base = append(base, row)
		}
	}
	return develop(g, base, nil, "difference matrix over Z_5×Z_3×Z_3", handbook+", §III.3.65")
}

// dm48: a (48,9,1) difference matrix over Z_3×GF(16), Handbook §III.3.67.
// An entry "a,b" is (a, w^b) with w a primitive element of GF(16),
// w⁴ = w + 1. Each column L gives the rows L and L + (0, w^(V_j+u)) for
// u = 0, 1, 4 with V = (12,2,7,0,5,10,3,8,13).
func dm48() (OA, error) {
	f, err := NewField(16)
	if err != nil {
		return OA{}, err
	}
	if f.Pow(4) != f.Add(f.Pow(1), 1) {
		return OA{}, fmt.Errorf("GF(16): generator does not satisfy w⁴ = w + 1")
	}
	g := newGroup(cyclic(3), bits(16))
	lines := []string{
		"0,4 2,2 2,2 0,13 0,4 2,13 0,1 0,7 1,7 2,2 0,6 2,9",
		"2,7 0,9 2,7 2,3 0,3 0,9 1,12 0,6 0,12 2,14 2,7 0,11",
		"2,12 2,12 0,14 0,14 2,8 0,8 0,2 1,2 0,11 0,1 2,4 2,12",
		"1,3 0,2 0,10 0,14 0,9 1,3 0,12 2,13 2,1 2,9 2,0 1,7",
		"0,0 1,8 0,7 1,8 0,4 0,14 2,6 0,2 2,3 1,12 2,14 2,5",
		"0,12 0,5 1,13 0,4 1,13 0,9 2,8 2,11 0,7 2,10 1,2 2,4",
		"1,12 2,0 1,14 0,6 1,9 0,14 1,4 0,5 1,8 1,3 2,1 1,1",
		"1,4 1,2 2,5 0,4 0,11 1,14 1,13 1,9 0,10 1,6 1,8 2,6",
		"2,10 1,9 1,7 1,4 0,9 0,1 0,0 1,3 1,14 2,11 1,11 1,13",
	}
	cols := make([][]int, 12)
	for c := range cols {
		cols[c] = make([]int, 9)
	}
	for i, l := range lines {
		for c, tok := range strings.Fields(l) {
			a, b, ok := strings.Cut(tok, ",")
			x, err1 := strconv.Atoi(a)
			y, err2 := strconv.Atoi(b)
			if !ok || err1 != nil || err2 != nil {
				return OA{}, fmt.Errorf("dm48: bad entry %q", tok)
			}
			cols[c][i] = g.elem(x, f.Pow(y))
		}
	}
	v := []int{12, 2, 7, 0, 5, 10, 3, 8, 13}
	var base [][]int
	for _, c := range cols {
		base = append(base, c)
		for _, u := range []int{0, 1, 4} {
			row := make([]int, 9)
			for j := range 9 {
				row[j] = g.add(c[j], g.elem(0, f.Pow(v[j]+u)))
			}
			base = append(base, row)
		}
	}
	return develop(g, base, nil, "difference matrix over Z_3×GF(16)", handbook+", §III.3.67")
}

// dm51: a (51,6,1) difference matrix over Z_51, Handbook §III.3.69: the
// zero row, and for each column R of the 5×5 base its five cyclic shifts
// and their negatives, each followed by 0.
func dm51() (OA, error) {
	g := newGroup(cyclic(51))
	cols := g.parseMatrix(
		"5 33 29 30 1",
		"8 3 47 10 13",
		"14 27 6 12 28",
		"9 16 44 49 11",
		"34 32 36 26 20",
	)
	base := [][]int{make([]int, 6)}
	for _, r := range cyclicShifts(cols) {
		pos, neg := append(append([]int(nil), r...), 0), make([]int, 6)
		for j, x := range r {
			neg[j] = g.neg(x)
		}
		base = append(base, pos, neg)
	}
	return develop(g, base, nil, "difference matrix over Z_51", handbook+", §III.3.69")
}

// dm52: a (52,6,1) difference matrix over GF(4)×Z_13, Handbook §III.3.70.
// Entries "x,y": x in GF(4) = {0, 1, z=2, z²=3} (z² = z + 1), y in Z_13.
// With t1(R) = (z·x3,3y3), (z·x1,3y1), (z·x2,3y2), (z·x6,3y6), (z·x4,3y4),
// (z·x5,3y5) and t2(R) = (R3, R1, R2, R5, R6, R4): the zero row,
// t2^b t1^a (R) for each column R of the first base and a, b in 1..3, and
// t2^b (R) for each column of the second base.
func dm52() (OA, error) {
	f4, err := NewField(4)
	if err != nil {
		return OA{}, err
	}
	g := newGroup(bits(4), cyclic(13))
	cols := g.parseMatrix(
		"0,0 0,0 0,0 0,0 0,0",
		"3,10 0,7 1,10 2,10 3,3",
		"2,10 3,2 1,11 2,2 3,7",
		"2,8 3,12 0,10 3,11 3,6",
		"1,2 0,2 3,8 2,3 2,7",
		"1,6 2,12 0,7 3,6 2,2",
	)
	cols2 := g.parseMatrix(
		"1,1 3,11",
		"2,3 1,7",
		"3,9 2,8",
		"1,4 3,3",
		"2,12 1,9",
		"3,10 2,1",
	)
	zmul := func(a int) int {
		d := g.digits(a)
		return g.elem(f4.Mul(2, d[0]), 3*d[1])
	}
	t1 := func(r []int) []int {
		return []int{zmul(r[2]), zmul(r[0]), zmul(r[1]), zmul(r[5]), zmul(r[3]), zmul(r[4])}
	}
	t2 := func(r []int) []int { return []int{r[2], r[0], r[1], r[4], r[5], r[3]} }
	base := [][]int{make([]int, 6)}
	for _, c := range cols {
		r1 := c
		for range 3 {
			r1 = t1(r1)
			r2 := r1
			for range 3 {
				r2 = t2(r2)
				base = append(base, r2)
			}
		}
	}
	for _, c := range cols2 {
		r2 := c
		for range 3 {
			r2 = t2(r2)
			base = append(base, r2)
		}
	}
	return develop(g, base, nil, "difference matrix over GF(4)×Z_13", handbook+", §III.3.70")
}

// qdm54: a (45,7;1,1;9) quasi-difference matrix over Z_45, Handbook
// §III.3.71: all cyclic shifts of each column.
func qdm54() (OA, error) {
	g := newGroup(cyclic(45))
	cols := g.parseMatrix(
		"- - - - - - - - -",
		"0 0 0 0 0 0 0 0 0",
		"1 27 16 7 -1 -27 -16 -7 3",
		"24 40 1 35 -24 -40 -1 -35 7",
		"10 30 22 44 -10 -30 -22 -44 7",
		"5 18 14 33 -5 -18 -14 -33 3",
		"30 16 33 27 -30 -16 -33 -27 0",
	)
	return develop(g, cyclicShifts(cols), nil, "quasi-difference matrix over Z_45 plus 9 points", handbook+", §III.3.71")
}

// dm55: a (55,7,1) difference matrix over Z_55, Handbook §III.3.72: the
// zero row and the six cyclic shifts of each column, each followed by 0.
func dm55() (OA, error) {
	g := newGroup(cyclic(55))
	cols := g.parseMatrix(
		"1 7 14 19 28 33 40 46 50",
		"2 13 25 38 52 12 20 32 45",
		"39 6 8 26 24 51 11 34 37",
		"54 48 41 36 27 22 15 9 5",
		"53 42 30 17 3 43 35 23 10",
		"16 49 47 29 31 4 44 21 18",
	)
	base := [][]int{make([]int, 7)}
	for _, r := range cyclicShifts(cols) {
		base = append(base, append(append([]int(nil), r...), 0))
	}
	return develop(g, base, nil, "difference matrix over Z_55", handbook+", §III.3.72")
}

// idempotentOA returns the OA(k, q), k ≤ q, over GF(q) whose row (x, y)
// is (x + a_0·y, …, x + a_{k-1}·y) for the field elements a_j = j: the
// rows with y = 0 are the constant rows (x, …, x).
func idempotentOA(q, k int) ([][]int, error) {
	f, err := NewField(q)
	if err != nil {
		return nil, err
	}
	var rows [][]int
	for x := range q {
		for y := range q {
			row := make([]int, k)
			for j := range k {
				row[j] = f.Add(x, f.Mul(j, y))
			}
			rows = append(rows, row)
		}
	}
	return rows, nil
}

// blockMatrix maps the non-constant rows of an idempotent OA(k, k) through
// the base block b (symbol s ↦ b[s]) and adds a zero row. When b is a
// (v,k,1) cyclic difference set (b[0] = empty for a quasi-difference
// matrix on the other k-1 elements), any two coordinates see every
// difference b[s] - b[t], s ≠ t, once: a difference matrix over Z_v
// (J. R. Abel, per SageMath DM_57_8_1 and QDM_57_9_1_1_8).
func blockMatrix(b []int) ([][]int, error) {
	k := len(b)
	rows, err := idempotentOA(k, k)
	if err != nil {
		return nil, err
	}
	var base [][]int
	for _, r := range rows {
		constant := true
		for _, x := range r {
			constant = constant && x == r[0]
		}
		if constant {
			continue
		}
		m := make([]int, k)
		for j, x := range r {
			m[j] = b[x]
		}
		base = append(base, m)
	}
	return append(base, make([]int, k)), nil
}

// dm57: a (57,8,1) difference matrix from the base block
// {1,6,7,9,19,38,42,49} of a cyclic (57,8,1) design (J. R. Abel).
func dm57() (OA, error) {
	base, err := blockMatrix([]int{1, 6, 7, 9, 19, 38, 42, 49})
	if err != nil {
		return OA{}, err
	}
	return develop(newGroup(cyclic(57)), base, nil, "difference matrix over Z_57 from a (57,8,1) difference set",
		"J. R. Abel (as listed in SageMath, DM_57_8_1)")
}

// qdm65: a (57,9;1,1;8) quasi-difference matrix from the same block with
// an empty ninth element (J. R. Abel): OA(9,65).
func qdm65() (OA, error) {
	base, err := blockMatrix([]int{empty, 1, 6, 7, 9, 19, 38, 42, 49})
	if err != nil {
		return OA{}, err
	}
	return develop(newGroup(cyclic(57)), base, nil, "quasi-difference matrix over Z_57 plus 8 points",
		"J. R. Abel (as listed in SageMath, QDM_57_9_1_1_8)")
}

// qdm62: a (54,7;1,1;8) quasi-difference matrix over Z_54, Handbook
// §III.3.74: all cyclic shifts of each column.
func qdm62() (OA, error) {
	g := newGroup(cyclic(54))
	cols := g.parseMatrix(
		"0 - - - 0 - - - - -",
		"17 0 0 0 -17 0 0 0 1 11",
		"29 28 35 23 -29 -28 -35 -23 3 19",
		"36 50 5 33 -36 -50 -5 -33 7 33",
		"31 2 43 30 -31 -2 -43 -30 34 33",
		"16 47 44 51 -16 -47 -44 -51 30 19",
		"41 11 1 17 -41 -11 -1 -17 28 11",
	)
	return develop(g, cyclicShifts(cols), nil, "quasi-difference matrix over Z_54 plus 8 points", handbook+", §III.3.74")
}

// dm75: a (75,8,1) difference matrix over Z_3×Z_5×Z_5, Handbook §III.3.75.
// Row i of the 8×8 base is extended by entries 0..6 of row 7-i; each
// column gives five rows, adding x·v_j (x = 0..4) in the Z_5×Z_5 part with
// v = (0,1), (1,0), (1,2), (2,2), (3,3), (4,3), (4,0), (0,4).
func dm75() (OA, error) {
	g := newGroup(cyclic(3), cyclic(5), cyclic(5))
	lines := []string{
		"200 000 000 100 000 100 100 000",
		"023 144 113 104 243 003 144 000",
		"132 211 140 030 104 241 012 000",
		"024 131 202 001 240 122 000 000",
		"112 223 031 142 210 143 244 000",
		"014 044 241 130 131 200 240 000",
		"044 201 233 232 002 212 142 000",
		"242 241 231 122 130 002 242 000",
	}
	ext := make([]string, 8)
	for i := range 8 {
		ext[i] = lines[i] + " " + strings.Join(strings.Fields(lines[7-i])[:7], " ")
	}
	cols := g.parseMatrix(ext...)
	v := [8][2]int{{0, 1}, {1, 0}, {1, 2}, {2, 2}, {3, 3}, {4, 3}, {4, 0}, {0, 4}}
	var base [][]int
	for _, c := range cols {
		for x := range 5 {
			row := make([]int, 8)
			for j := range 8 {
				row[j] = g.add(c[j], g.elem(0, x*v[j][0], x*v[j][1]))
			}
			base = append(base, row)
		}
	}
	return develop(g, base, nil, "difference matrix over Z_3×Z_5×Z_5", handbook+", §III.3.75")
}
