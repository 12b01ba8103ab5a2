package design

import "fmt"

// Published data for orthogonal arrays that neither a field, the cyclic
// group nor a product gives. The numbers (difference matrices, their base
// columns, explicit Latin squares) are mathematical facts taken from the
// literature, as collected in SageMath's designs database
// (src/sage/combinat/designs/database.py); each entry cites its source. The
// code that expands base columns and develops matrices is this package's
// own (see develop in oa_group.go).
//
// Conventions: a difference matrix is printed as k lines (one per OA
// column) of elements; "-" is an empty entry of a quasi-difference matrix;
// elements of a product group are written with one digit per component.

// oaDatum is one published construction of an OA(cols, n).
type oaDatum struct {
	n, cols int
	method  string
	oa      func() (OA, error)
}

const handbook = "Handbook of Combinatorial Designs, 2nd ed. (Colbourn & Dinitz 2007)"

// oaData lists the published constructions, by order.
func oaData() []oaDatum {
	return append([]oaDatum{
		{10, 4, "explicit pair of orthogonal Latin squares of order 10", mols10},
		{12, 6, "difference matrix over Z_2×Z_6", dm12},
		{12, 7, "explicit 5 MOLS of order 12", mols12},
		{14, 6, "explicit 4 MOLS of order 14", mols14},
		{15, 6, "explicit 4 MOLS of order 15", mols15},
		{18, 7, "difference matrix over Z_2×Z_3×Z_3 developed over Z_3×Z_3", oa18},
		{20, 6, "quasi-difference matrix over Z_19 plus 1 point", qdm20},
		{21, 6, "difference matrix over Z_21", dm21},
		{22, 5, "quasi-difference matrix over Z_21 plus 1 point", qdm22},
		{24, 8, "difference matrix over Z_3×(Z_2)^3", dm24},
		{26, 6, "quasi-difference matrix over Z_21 plus 5 points", qdm26},
		{28, 6, "difference matrix over (Z_2)^2×Z_7", dm28},
		{30, 6, "quasi-difference matrix over Z_5×Z_5 plus 5 points", qdm30},
		{33, 6, "difference matrix over Z_33", dm33},
		{34, 6, "quasi-difference matrix over Z_33 plus 1 point", qdm34},
		{36, 9, "difference matrix over Z_2×Z_2×Z_3×Z_3", dm36},
		{38, 6, "quasi-difference matrix over Z_37 plus 1 point", qdm38},
		{39, 6, "difference matrix over Z_39", dm39},
	}, oaDataMore()...)
}

// mols10: a pair of orthogonal Latin squares of order 10, from Lam's
// POLS10 page (C. W. H. Lam, cecm.sfu.ca/organics/papers/lam), as listed
// in SageMath (MOLS_10_2).
func mols10() (OA, error) {
	return mols([][]string{{
		"1890246357", "7289035461", "6138904572", "5724890613", "0613589724",
		"9072468135", "8901357246", "2345671890", "3456712089", "4567123908",
	}, {
		"1765098234", "8217609345", "9832170456", "0984321567", "2098543671",
		"4309865712", "6540987123", "3456712809", "5671234098", "7123456980",
	}}, "explicit pair of orthogonal Latin squares of order 10",
		"C. W. H. Lam, pair of orthogonal Latin squares of order 10 (POLS10), as listed in SageMath")
}

// dm12: a (12,6,1) difference matrix over Z_2×Z_6, H. Hanani, Balanced
// incomplete block designs and related designs, Discrete Math. 11 (1975)
// 255–369, Lemma 3.21. Rows of the matrix, element (a,b) written "ab".
func dm12() (OA, error) {
	g := newGroup(cyclic(2), cyclic(6))
	var base [][]int
	for _, l := range []string{
		"00 00 00 00 00 00",
		"00 01 10 03 12 04",
		"00 02 12 10 01 15",
		"00 03 02 01 15 14",
		"00 04 11 13 05 02",
		"00 05 01 15 13 11",
		"00 10 13 02 03 12",
		"00 11 15 12 14 10",
		"00 12 04 05 02 13",
		"00 13 14 04 11 01",
		"00 14 05 11 10 03",
		"00 15 03 14 04 05",
	} {
		base = append(base, g.parse(l))
	}
	return develop(g, base, nil, "difference matrix over Z_2×Z_6",
		"Hanani, Discrete Math. 11 (1975), Lemma 3.21")
}

// mols12: five MOLS of order 12 found by B. D. McKay, as listed in
// SageMath (MOLS_12_5); N(12) ≥ 5 in the Handbook table.
func mols12() (OA, error) {
	return mols(splitSquares(`
abcdefghijkl abcdefghijkl abcdefghijkl abcdefghijkl abcdefghijkl
badcfehgjilk ghefklijcdab dcbahgfelkji jilkbadcfehg klijcdabghef
cdabghefklij efghijklabcd lkjidcbahgfe ijklabcdefgh fehgjilkbadc
dcbahgfelkji cdabghefklij ghefklijcdab badcfehgjilk hgfelkjidcba
ijklabcdefgh klijcdabghef efghijklabcd fehgjilkbadc jilkbadcfehg
jilkbadcfehg fehgjilkbadc hgfelkjidcba dcbahgfelkji lkjidcbahgfe
klijcdabghef hgfelkjidcba jilkbadcfehg cdabghefklij dcbahgfelkji
lkjidcbahgfe ijklabcdefgh badcfehgjilk efghijklabcd ghefklijcdab
efghijklabcd jilkbadcfehg fehgjilkbadc lkjidcbahgfe cdabghefklij
fehgjilkbadc dcbahgfelkji cdabghefklij ghefklijcdab badcfehgjilk
ghefklijcdab badcfehgjilk klijcdabghef hgfelkjidcba ijklabcdefgh
hgfelkjidcba lkjidcbahgfe ijklabcdefgh klijcdabghef efghijklabcd
`), "explicit 5 MOLS of order 12", "B. D. McKay, five MOLS of order 12, as listed in SageMath")
}

// mols14: four MOLS of order 14 shared by I. M. Wanless (SageMath
// MOLS_14_4); first existence proof D. T. Todorov, Four mutually orthogonal
// Latin squares of order 14, J. Combin. Des. 20 (2012) 363–367.
func mols14() (OA, error) {
	return mols(splitSquares(`
bjihgkecalnfmd bfmcenidgjhalk bcdefghijklmna bcdefghijklmna
fckjbhledimagn jcgndfalehkbim gnkjdmiclbhaef jflhnkaecmgdib
mgdlkcbafejnih ikdhaegnmfblcj lifhbjemkangcd emkdjbgfnliahc
cnhemldbigfkaj hjlebifkangcmd dalmgnbjehcfik anighmflkbdcej
edabfnmkcjhgli gbkmfcjeliahdn njcaeifhbdgkml kebcajimdgfhln
nfeicgajldkbhm khclngdafmjibe mfbkcdlagnjihe cgnflembihakjd
iagfjdhnkmelcb elbdmahfignkjc aemnhkjdcifblg ilabkdnhfcjegm
dlnkeafimhcjbg ceabkjnihdmgfl hdnikbagmcelfj ljgnihecbamfdk
gemalfihjnbdkc adficlkmjbenhg cgjflhnbiekdam ndmabcjglfeikh
jhfnimgdbkacel liegjdmhnkcfab fkibmagenldhjc mbhiefljadkncg
hkbgajnmeclidf nmjfhkecbaldgi imhlneckdfajgb difjcnkamehgbl
ablchikgnfdmje fankgbljdcimeh klegafdnhjmcbi ghckmlbdeinjaf
licmdbjfhagenk mgialhcbkedjnf jhadicmlfgbekn fajlgidkhncbme
kmjdneclgbihfa dnhjimbgclfeka ebgcjlkfamindh hkemdacngjblfi
`), "explicit 4 MOLS of order 14",
		"Todorov, J. Combin. Des. 20 (2012) 363–367; squares shared by I. M. Wanless, as listed in SageMath")
}

// mols15: four MOLS of order 15 shared by I. M. Wanless (SageMath
// MOLS_15_4); N(15) ≥ 4 in the Handbook table.
func mols15() (OA, error) {
	return mols(splitSquares(`
bcdefghijklmnoa bdgiknfcamehjlo bhealiofmdjgcnk blhcmdinejofakg
abcdefghijklmno acehjlogdbnfikm lcifbmjagnekhdo hcmidnejofkagbl
oabcdefghijklmn nbdfikmahecogjl amdjgcnkbhoflie midnjeofkaglbhc
noabcdefghijklm mocegjlnbifdahk fbnekhdolciagmj dnjeokfaglbhmci
mnoabcdefghijkl lnadfhkmocjgebi kgcoflieamdjbhn jeokfalgbhmcind
lmnoabcdefghijk jmobegilnadkhfc olhdagmjfbnekci ekfalgbmhcindjo
klmnoabcdefghij dknacfhjmobelig jamiebhnkgcofld aflgbmhcnidjoek
jklmnoabcdefghi helobdgiknacfmj ekbnjfciolhdagm lbgmhcnidojekaf
ijklmnoabcdefgh kifmacehjlobdgn nflcokgdjamiebh gmchnidojeakflb
hijklmnoabcdefg oljgnbdfikmaceh iogmdalhekbnjfc chndiojeakfblgm
ghijklmnoabcdef iamkhocegjlnbdf djahnebmiflcokg ndioejakfblgcmh
fghijklmnoabcde gjbnliadfhkmoce hekbiofcnjgmdal ioejafkblgcmhdn
efghijklmnoabcd fhkcomjbegilnad miflcjagdokhneb ojafkbglcmhdnie
defghijklmnoabc egildankcfhjmob cnjgmdkbhealiof fakbglchmdnieoj
cdefghijklmnoab cfhjmeboldgikna gdokhnelcifbmja kgblchmdineojfa
`), "explicit 4 MOLS of order 15", "I. M. Wanless, four MOLS of order 15, as listed in SageMath")
}

// oa18: OA(7,18) (five MOLS of order 18) of R. J. R. Abel, Existence of
// five MOLS of orders 18 and 60, J. Combin. Des. 23 (2015; online 2013).
// A 7×12 matrix over G = Z_2×Z_3×Z_3; each column c gives three rows
// c + y·v (y = 0, 1, 2) with the fixed shifts v below (in the Z_3×Z_3
// part), and the 36 rows are developed over the subgroup 0×Z_3×Z_3 only.
func oa18() (OA, error) {
	g := newGroup(cyclic(2), cyclic(3), cyclic(3))
	cols := g.parseMatrix(
		"000 100 100 000 100 100 100 000 000 000 100 000",
		"000 020 100 100 000 120 110 110 010 020 010 120",
		"000 100 022 102 112 001 101 120 121 001 020 002",
		"000 002 100 002 102 122 010 111 110 121 021 001",
		"000 021 000 100 020 112 100 021 112 102 102 012",
		"000 000 011 010 100 010 110 122 011 121 120 111",
		"000 100 002 022 011 121 020 122 100 010 112 112",
	)
	shift := [7][2]int{{0, 0}, {0, 1}, {1, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}}
	var base [][]int
	for _, c := range cols {
		for y := range 3 {
			row := make([]int, 7)
			for j := range 7 {
				row[j] = g.add(c[j], g.elem(0, y*shift[j][0], y*shift[j][1]))
			}
			base = append(base, row)
		}
	}
	var over []int
	for b := range 3 {
		for c := range 3 {
			over = append(over, g.elem(0, b, c))
		}
	}
	return develop(g, base, over, "difference matrix over Z_2×Z_3×Z_3 developed over Z_3×Z_3",
		"Abel, Existence of five MOLS of orders 18 and 60, J. Combin. Des. (2013)")
}

// qdm20: a (19,6;1,1;1) quasi-difference matrix over Z_19, Handbook
// §III.3.49. Each column (a,b,c,d,e,f) gives the rows (a,b,c,d,e,f),
// (b,c,a,f,d,e) and (c,a,b,e,f,d).
func qdm20() (OA, error) {
	g := newGroup(cyclic(19))
	cols := g.parseMatrix(
		"-  7 13  1 16  9  2",
		"0  1 15  7 17  6 14",
		"0 11 10 11  5  4  3",
		"7  - 13 16  1  2  9",
		"1  0 15 17  7 14  6",
		"11 0 10  5 11  3  4",
	)
	return develop(g, threeCycles(cols), nil, "quasi-difference matrix over Z_19 plus 1 point", handbook+", §III.3.49")
}

// threeCycles expands each column (a,b,c,d,e,f) into (a,b,c,d,e,f),
// (b,c,a,f,d,e), (c,a,b,e,f,d): the first three and the last three
// coordinates are rotated together.
func threeCycles(cols [][]int) [][]int {
	var out [][]int
	for _, c := range cols {
		a, b, cc, d, e, f := c[0], c[1], c[2], c[3], c[4], c[5]
		out = append(out, []int{a, b, cc, d, e, f}, []int{b, cc, a, f, d, e}, []int{cc, a, b, e, f, d})
	}
	return out
}

// dm21: a (21,6,1) difference matrix over Z_21, Handbook §III.3.50: the
// zero row, and for each column (a,b,c,d,e) of the 5×4 base the five
// cyclic rotations of (a,b,c,d,e), each followed by 0.
func dm21() (OA, error) {
	g := newGroup(cyclic(21))
	cols := g.parseMatrix(
		"8 17 20 2",
		"9 16 4 15",
		"11 5 10 6",
		"14 1 3 13",
		"18 19 12 7",
	)
	base := [][]int{{0, 0, 0, 0, 0, 0}}
	for _, c := range cols {
		for s := range 5 {
			row := make([]int, 6)
			for j := range 5 {
				row[j] = c[(j+s)%5]
			}
			base = append(base, row)
		}
	}
	return develop(g, base, nil, "difference matrix over Z_21", handbook+", §III.3.50")
}

// qdm22: a (21,5;1,1;1) quasi-difference matrix over Z_21, Handbook
// §III.3.51: the rows (0,7,14,-,0) and (0,14,7,0,-), and for each column
// (a,b,c,d,e) of the base the rows (a,b,c,d,e),
// (16c,16a,16b,16d+7,16e+14) and (4b,4c,4a,4d+14,4e+7).
func qdm22() (OA, error) {
	g := newGroup(cyclic(21))
	cols := g.parseMatrix(
		"1 13 18 3 16 19 -",
		"16 19 1 13 18 3 0",
		"18 3 16 19 1 13 0",
		"6 15 6 15 6 15 0",
		"12 9 19 16 5 2 0",
	)
	base := [][]int{g.parse("0 7 14 - 0"), g.parse("0 14 7 0 -")}
	m := func(s, x, t int) int { return g.add(g.times(s, x), t) }
	for _, c := range cols {
		a, b, cc, d, e := c[0], c[1], c[2], c[3], c[4]
		base = append(base,
			[]int{a, b, cc, d, e},
			[]int{m(16, cc, 0), m(16, a, 0), m(16, b, 0), m(16, d, 7), m(16, e, 14)},
			[]int{m(4, b, 0), m(4, cc, 0), m(4, a, 0), m(4, d, 14), m(4, e, 7)})
	}
	return develop(g, base, nil, "quasi-difference matrix over Z_21 plus 1 point", handbook+", §III.3.51")
}

// dm24: a (24,8,1) difference matrix, Handbook §III.3.52, over
// Z_2×Z_2×Z_6 ≅ Z_3×(Z_2)^3; an element "abcd" is a in Z_3 and b, c, d
// in Z_2 (b with a forming the Z_6 part). Each column gives itself and
// itself plus the shift (0,j₂,j₁,j₀) in coordinate j = 4j₂+2j₁+j₀.
func dm24() (OA, error) {
	g := newGroup(cyclic(3), cyclic(2), cyclic(2), cyclic(2))
	cols := g.parseMatrix(
		"0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000",
		"0000 0010 0100 0110 1000 1010 1100 1110 2000 2010 2100 2110",
		"0000 0011 1001 2110 0111 2011 2111 1000 0100 1100 1101 2010",
		"0000 1010 1011 2000 1101 2110 0001 0101 2100 2001 0111 1100",
		"0000 0001 2010 1111 2111 2100 1101 0011 1010 2101 1000 0110",
		"0000 1000 2001 1011 0100 1100 0110 2101 2111 0010 1111 2011",
		"0000 1001 0111 2100 2000 0010 1110 2011 1100 1011 0101 2111",
		"0000 1011 2101 0100 2110 1001 2000 0110 0101 1111 2011 1010",
	)
	var base [][]int
	for _, c := range cols {
		shifted := make([]int, 8)
		for j := range 8 {
			shifted[j] = g.add(c[j], g.elem(0, j>>2&1, j>>1&1, j&1))
		}
		base = append(base, c, shifted)
	}
	return develop(g, base, nil, "difference matrix over Z_3×(Z_2)^3", handbook+", §III.3.52")
}

// qdm26: a (21,6;1,1;5) quasi-difference matrix over Z_21, Handbook
// §III.3.53: the zero row and the six cyclic rotations of each column.
func qdm26() (OA, error) {
	g := newGroup(cyclic(21))
	cols := g.parseMatrix(
		"- - - - -",
		"0 0 0 0 0",
		"1 6 7 8 14",
		"3 11 20 18 10",
		"6 10 14 1 5",
		"4 19 5 12 2",
	)
	base := [][]int{{0, 0, 0, 0, 0, 0}}
	for _, c := range cols {
		base = append(base, rotations(c)...)
	}
	return develop(g, base, nil, "quasi-difference matrix over Z_21 plus 5 points", handbook+", §III.3.53")
}

// rotations returns the cyclic left rotations of c, c itself first.
func rotations(c []int) [][]int {
	out := make([][]int, len(c))
	for s := range c {
		out[s] = make([]int, len(c))
		for j := range c {
			out[s][j] = c[(j+s)%len(c)]
		}
	}
	return out
}

// dm28: a (28,6,1) difference matrix over (Z_2)^2×Z_7, Handbook §III.3.54;
// "xy" is x in (Z_2)^2 (labelled 0..3, added as bits) and y in Z_7. The
// zero row, and threeCycles of each column.
func dm28() (OA, error) {
	g := newGroup(bits(4), cyclic(7))
	cols := g.parseMatrix(
		"00 36 11 11 13 14 00 14 25",
		"22 00 15 21 22 26 33 00 21",
		"23 34 00 35 32 34 32 16 00",
		"05 26 05 06 23 00 04 15 34",
		"03 03 35 00 05 36 11 01 23",
		"13 06 06 15 00 03 36 22 02",
	)
	base := append([][]int{{0, 0, 0, 0, 0, 0}}, threeCycles(cols)...)
	return develop(g, base, nil, "difference matrix over (Z_2)^2×Z_7", handbook+", §III.3.54")
}

// qdm30: a (25,6;1,1;5) quasi-difference matrix over Z_5×Z_5, Handbook
// §III.3.55. Each column gives five rows: coordinate j plus i·v_j for
// i = 0..4 with v = (1,1), (2,1), (1,0), (4,0), (3,4), (4,4).
func qdm30() (OA, error) {
	g := newGroup(cyclic(5), cyclic(5))
	cols := g.parseMatrix(
		"00 -  00 00 00 00 00",
		"00 00 -  04 02 03 01",
		"00 31 30 -  40 10 20",
		"00 30 02 12 -  01 03",
		"00 33 12 42 20 -  04",
		"00 42 24 03 23 32 -",
	)
	v := [6][2]int{{1, 1}, {2, 1}, {1, 0}, {4, 0}, {3, 4}, {4, 4}}
	var base [][]int
	for _, c := range cols {
		for i := range 5 {
			row := make([]int, 6)
			for j := range 6 {
				row[j] = g.add(c[j], g.elem(i*v[j][0], i*v[j][1]))
			}
			base = append(base, row)
		}
	}
	return develop(g, base, nil, "quasi-difference matrix over Z_5×Z_5 plus 5 points", handbook+", §III.3.55")
}

// dm33: a (33,6,1) difference matrix over Z_33, Handbook §III.3.56: three
// fixed rows, and for each column (a,…,f) five rows, each obtained from the
// previous as 4·(e,a,b,c,d,f).
func dm33() (OA, error) {
	g := newGroup(cyclic(33))
	cols := g.parseMatrix(
		"0 0 0 0 0 0",
		"15 11 22 4 17 8",
		"19 7 14 32 22 18",
		"22 19 8 24 21 6",
		"9 12 15 7 26 14",
		"14 28 23 2 19 3",
	)
	base := [][]int{g.parse("0 0 0 0 0 0"), g.parse("1 4 16 31 25 22"), g.parse("7 28 13 19 10 0")}
	base = append(base, fourfold(g, cols)...)
	return develop(g, base, nil, "difference matrix over Z_33", handbook+", §III.3.56")
}

// fourfold expands each column (a,…,f) into five rows, each the previous
// one mapped to 4·(e,a,b,c,d,f) (empty entries stay empty).
func fourfold(g *abGroup, cols [][]int) [][]int {
	var out [][]int
	for _, c := range cols {
		r := append([]int(nil), c...)
		for range 5 {
			out = append(out, r)
			r = []int{g.times(4, r[4]), g.times(4, r[0]), g.times(4, r[1]), g.times(4, r[2]), g.times(4, r[3]), g.times(4, r[5])}
		}
	}
	return out
}

// qdm34: a (33,6;1,1;1) quasi-difference matrix over Z_33, Handbook
// §III.3.57: five fixed rows and fourfold of each column.
func qdm34() (OA, error) {
	g := newGroup(cyclic(33))
	cols := g.parseMatrix(
		"- 0 0 0 0 0",
		"30 17 10 25 23 8",
		"22 4 32 29 28 22",
		"25 10 20 15 21 16",
		"0 12 15 16 32 23",
		"6 11 18 14 9 20",
	)
	base := [][]int{
		g.parse("0 0 0 0 0 0"),
		g.parse("1 4 16 31 25 11"),
		g.parse("3 12 15 27 9 11"),
		g.parse("10 7 28 13 19 0"),
		g.parse("5 20 14 23 26 -"),
	}
	base = append(base, fourfold(g, cols)...)
	return develop(g, base, nil, "quasi-difference matrix over Z_33 plus 1 point", handbook+", §III.3.57")
}

// dm36: a (36,9,1) difference matrix over Z_2×Z_2×Z_3×Z_3, Handbook
// §III.3.59. Each column gives three rows: coordinate j plus y·v_j
// (y = 0, 1, 2) with v_j in the Z_3×Z_3 part: (0,0), (1,0), (2,0), (0,1),
// (0,2), (1,1), (2,2), (1,2), (2,1).
func dm36() (OA, error) {
	g := newGroup(cyclic(2), cyclic(2), cyclic(3), cyclic(3))
	cols := g.parseMatrix(
		"0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000",
		"0000 0100 1000 1100 0001 0101 1001 1101 0002 0102 1002 1102",
		"0000 1112 0021 0012 0120 0102 1111 0111 1110 1022 1001 1010",
		"0000 0010 1010 0100 1100 1020 1000 0120 1120 0020 1110 0110",
		"0000 0120 0010 1110 1020 1010 0100 0020 0110 1100 1120 1000",
		"0000 0110 0120 1120 1102 0012 1122 1002 1001 1011 0021 0111",
		"0000 1010 1101 1012 1022 0021 0101 0100 1122 0110 0012 1121",
		"0000 1100 0110 1021 0102 1022 0022 1110 1011 0121 1111 0002",
		"0000 1000 1110 0112 1121 0111 0011 1020 0122 1102 1022 0001",
	)
	v := [9][2]int{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 2}, {1, 2}, {2, 1}}
	var base [][]int
	for _, c := range cols {
		for y := range 3 {
			row := make([]int, 9)
			for j := range 9 {
				row[j] = g.add(c[j], g.elem(0, 0, y*v[j][0], y*v[j][1]))
			}
			base = append(base, row)
		}
	}
	return develop(g, base, nil, "difference matrix over Z_2×Z_2×Z_3×Z_3", handbook+", §III.3.59")
}

// qdm38: a (37,6;1,1;1) quasi-difference matrix over Z_37, Handbook
// §III.3.60: threeCycles of each column.
func qdm38() (OA, error) {
	g := newGroup(cyclic(37))
	cols := g.parseMatrix(
		"- 10 1 2 6 3 22 5 7 9 14 18 28",
		"0 1 10 20 23 30 35 13 33 16 29 32 21",
		"0 26 26 15 8 4 17 19 34 12 31 24 25",
		"10 - 10 6 2 22 3 7 5 14 9 28 18",
		"1 0 26 23 20 35 30 33 13 29 16 21 32",
		"26 0 1 8 15 17 4 34 19 31 12 25 24",
	)
	return develop(g, threeCycles(cols), nil, "quasi-difference matrix over Z_37 plus 1 point", handbook+", §III.3.60")
}

// dm39: a (39,6,1) difference matrix over Z_39, Handbook §III.3.61: the
// rows 0, r and -r for r = (1,16,22,17,38,23), and for each column t three
// times the pair t, -t, each t followed by 16·(c,a,b,f,d,e).
func dm39() (OA, error) {
	g := newGroup(cyclic(39))
	cols := g.parseMatrix(
		"0 0 0 0 0 0",
		"4 23 13 5 12 11",
		"25 11 22 34 23 6",
		"13 4 20 17 15 29",
		"27 21 8 16 19 26",
		"16 19 34 38 26 21",
	)
	r := g.parse("1 16 22 17 38 23")
	negate := func(t []int) []int {
		out := make([]int, len(t))
		for i, x := range t {
			out[i] = g.neg(x)
		}
		return out
	}
	base := [][]int{make([]int, 6), r, negate(r)}
	for _, c := range cols {
		t := append([]int(nil), c...)
		for range 3 {
			base = append(base, t, negate(t))
			a, b, cc, d, e, f := t[0], t[1], t[2], t[3], t[4], t[5]
			t = []int{g.times(16, cc), g.times(16, a), g.times(16, b), g.times(16, f), g.times(16, d), g.times(16, e)}
		}
	}
	return develop(g, base, nil, "difference matrix over Z_39", handbook+", §III.3.61")
}

// dataOA builds the published OA for order n with at least k columns (for
// tests and tools); it fails when the table has none.
func dataOA(k, n int) (OA, error) {
	for _, d := range oaData() {
		if d.n == n && d.cols >= k {
			return d.oa()
		}
	}
	return OA{}, fmt.Errorf("no published OA(%d,%d) in the table", k, n)
}
