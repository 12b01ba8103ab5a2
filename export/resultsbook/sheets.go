package resultsbook

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/movement"
)

// Formula is a cell's formula, without the leading "=".
type Formula string

// CellKind says how a cell is shown.
type CellKind int

// The kinds of cell.
const (
	// Plain is a value or a formula in the body type.
	Plain CellKind = iota
	// Title is the sheet's first line, in bold, as wide as it needs.
	Title
	// Head names a column, in bold.
	Head
	// Line is a line of text in the body type that runs across the
	// sheet (a note under the title).
	Line
	// Percent is a percentage shown with two decimals (the cell keeps the
	// exact ratio, so that equal percentages share a place exactly).
	Percent
)

// Cell is one cell of a scoring sheet. Value is a string, an int, a
// Formula, or nil for no cell.
type Cell struct {
	Value any
	Kind  CellKind
}

// Sheet is one scoring sheet as rows of cells, made one at a time (Row),
// so that a writer that streams its rows never holds them all: the
// words and formulas are chosen here once, and the workbook writers
// (Build; the card book's export/xlsx) only lay them out.
type Sheet struct {
	// Name is the sheet's name; formulas name the results sheet by it.
	Name string
	// Rows is the number of rows; Columns the widest row.
	Rows, Columns int
	// Row returns row r (1 ≤ r ≤ Rows), a new slice each call.
	Row func(r int) []Cell
	// HeadRows are the rows above the body (the title and the column
	// names), frozen on screen and repeated on every printed page.
	HeadRows int
	// Width is every column's width in characters.
	Width float64
	// Runs are the first columns (0-based) of the runs of columns a
	// judge reads together, which a printed page should not part: on
	// the results sheet, what is typed (from the deal to the sum), then
	// the scoring (the NS cards, each seat's matchpoints and top).
	Runs []int
}

// Sheets returns the results and the ranking sheet of m, in that order.
// fields are the fields the ranking sheet ranks apart (movement.Analyze's
// Report.Fields, for a caller that has the report already); nil analyses
// m for them. It returns ErrUnsupported for a movement the workbook does
// not score (Scored).
func Sheets(m *movement.Movement, words Words, fields [][]int) ([]Sheet, error) {
	if !Scored(m) {
		return nil, ErrUnsupported
	}
	res := words.Results
	if res == "" {
		res = "Results"
	}
	rk := words.Ranking
	if rk == "" {
		rk = "Ranking"
	}
	if res == rk {
		return nil, fmt.Errorf("resultsbook: the results and ranking sheets are both named %q", res)
	}
	preferans := m.Game == movement.Preferans
	S := len(m.Seats)
	type row struct {
		playKey
		play movement.Play
	}
	var rows []row
	for _, p := range m.Play {
		if !p.InPlay() || p.Set < 1 {
			continue
		}
		first, last := m.Boards(p.Set)
		for d := first; d <= last; d++ {
			rows = append(rows, row{playKey{d, p.Round, p.Table}, p})
		}
	}
	slices.SortFunc(rows, func(a, b row) int {
		return cmp.Or(cmp.Compare(a.deal, b.deal), cmp.Compare(a.round, b.round), cmp.Compare(a.table, b.table))
	})

	// Columns: deal, round, table, [switched], players (S), scores (S),
	// sum, [the NS cards' score], mp (S), top (S).
	col := func(i int) string { n, _ := excelize.ColumnNumberToName(i + 1); return n }
	name := words.Column
	if name == nil {
		name = code
	}
	var head []string
	dealCode := "deal"
	if !preferans {
		dealCode = "board"
	}
	head = append(head, name("", dealCode), name("", "round"), name("", "table"))
	swCol := -1
	if !preferans {
		swCol = len(head)
		head = append(head, name("", "switched"))
	}
	playerCol := len(head)
	for _, s := range m.Seats {
		if preferans {
			head = append(head, name(s, "player"))
		} else {
			head = append(head, name(s, "pair"))
		}
	}
	scoreCol := len(head)
	for _, s := range m.Seats {
		head = append(head, name(s, "score"))
	}
	sumCol := len(head)
	head = append(head, name("", "sum"))
	// Bridge: the score of the NS cards (a helper), from which both card
	// lines are scored.
	cardCol := -1
	if !preferans {
		cardCol = len(head)
		head = append(head, name(movement.NS, "cards"))
	}
	mpCol := len(head)
	for _, s := range m.Seats {
		head = append(head, name(s, "mp"))
	}
	topCol := len(head)
	for _, s := range m.Seats {
		head = append(head, name(s, "top"))
	}
	// The title lines (comments to the results file's reader), the
	// column codes, then the rows from first on.
	titles := []string{"# " + words.Title}
	if words.Instruction != "" {
		titles = append(titles, "# "+words.Instruction)
	}
	codes := len(titles) + 1
	first, last := codes+1, codes+len(rows)
	if len(rows) == 0 {
		last = first
	}
	rng := func(c int) string { return fmt.Sprintf("$%s$%d:$%s$%d", col(c), first, col(c), last) }

	label := words.Label
	if label == nil {
		label = m.Label
	}
	resultRow := func(r int) []Cell {
		out := make([]Cell, len(head))
		switch {
		case r < codes:
			return []Cell{{Value: titles[r-1], Kind: Title}}
		case r == codes:
			// A code of two words ("N player") is broken in two lines, so
			// that the column is as narrow as its numbers; the reader
			// takes any white space between the words.
			for i, h := range head {
				out[i] = Cell{Value: strings.Replace(h, " ", "\n", 1), Kind: Head}
			}
			return out
		}
		rw := rows[r-first]
		out[0], out[1], out[2] = Cell{Value: rw.deal}, Cell{Value: rw.round}, Cell{Value: rw.table}
		if swCol >= 0 {
			sw := 0
			if rw.play.Switched {
				sw = 1
			}
			out[swCol] = Cell{Value: sw}
		}
		for s := range S {
			// Who sits there, as the cards name him ("EW 3", "№13"); the
			// ranking sheet finds his records by it.
			if c := rw.play.Seats[s]; c != 0 {
				out[playerCol+s] = Cell{Value: label(c)}
			}
		}
		R := strconv.Itoa(r)
		sc := func(s int) string { return col(scoreCol+s) + R }
		D := "$A" + R
		// sum: blank until a score is typed.
		out[sumCol] = Cell{Value: Formula(fmt.Sprintf(`IF(COUNT(%s:%s)=0,"",SUM(%s:%s))`, sc(0), sc(S-1), sc(0), sc(S-1)))}
		if preferans {
			for s := range S {
				if rw.play.Seats[s] == 0 {
					continue
				}
				x := sc(s)
				out[mpCol+s] = Cell{Value: Formula(fmt.Sprintf(`IF(%s="","",2*COUNTIFS(%s,%s,%s,"<"&%s)+COUNTIFS(%s,%s,%s,%s)-1)`,
					x, rng(0), D, rng(scoreCol+s), x, rng(0), D, rng(scoreCol+s), x))}
				out[topCol+s] = Cell{Value: Formula(fmt.Sprintf(`IF(%s="","",2*(COUNTIFS(%s,%s,%s,"<>")-1))`, x, rng(0), D, rng(scoreCol+s)))}
			}
			return out
		}
		// Bridge: NS cards = the NS seat's score (or −EW's), negated in a
		// switched round.
		sw := col(swCol) + R
		ns, ew := sc(0), sc(1)
		card := col(cardCol) + R
		out[cardCol] = Cell{Value: Formula(fmt.Sprintf(`IF(%s<>"",IF(%s=1,-%s,%s),IF(%s<>"",IF(%s=1,%s,-%s),""))`, ns, sw, ns, ns, ew, sw, ew, ew))}
		cards := rng(cardCol)
		nsMP := fmt.Sprintf(`(2*COUNTIFS(%s,%s,%s,"<"&%s)+COUNTIFS(%s,%s,%s,%s)-1)`, rng(0), D, cards, card, rng(0), D, cards, card)
		ewMP := fmt.Sprintf(`(2*COUNTIFS(%s,%s,%s,">"&%s)+COUNTIFS(%s,%s,%s,%s)-1)`, rng(0), D, cards, card, rng(0), D, cards, card)
		top := fmt.Sprintf(`IF(%s="","",2*(COUNTIFS(%s,%s,%s,"<>")-1))`, card, rng(0), D, cards)
		for s, seat := range m.Seats {
			if rw.play.Seats[s] == 0 {
				continue
			}
			// The NS seat holds the NS cards unless switched.
			a, b := nsMP, ewMP
			if seat == movement.EW {
				a, b = ewMP, nsMP
			}
			out[mpCol+s] = Cell{Value: Formula(fmt.Sprintf(`IF(%s="","",IF(%s=1,%s,%s))`, card, sw, b, a))}
			out[topCol+s] = Cell{Value: Formula(top)}
		}
		return out
	}

	// The ranking sheet: one row per contestant of a field.
	if fields == nil {
		fields = movement.Analyze(m).Fields
	}
	fieldOf := map[int]int{}
	for i, fl := range fields {
		for _, c := range fl {
			fieldOf[c] = i + 1
		}
	}
	var contestants []int
	for c := 1; c <= m.Contestants; c++ {
		if fieldOf[c] > 0 {
			contestants = append(contestants, c)
		}
	}
	rfirst, rlast := 3, 3+len(contestants)-1
	if len(contestants) == 0 {
		rlast = rfirst
	}
	rankingRow := func(r int) []Cell {
		switch {
		case r == 1:
			return []Cell{{Value: words.Note, Kind: Line}}
		case r == 2:
			out := make([]Cell, len(words.RankingHead))
			for i, h := range words.RankingHead {
				out[i] = Cell{Value: h, Kind: Head}
			}
			return out
		}
		c := contestants[r-rfirst]
		R := strconv.Itoa(r)
		var mp, top string
		for s := range S {
			if s > 0 {
				mp += "+"
				top += "+"
			}
			p := fmt.Sprintf("'%s'!%s", res, rng(playerCol+s))
			mp += fmt.Sprintf("SUMIF(%s,$B%s,'%s'!%s)", p, R, res, rng(mpCol+s))
			top += fmt.Sprintf("SUMIF(%s,$B%s,'%s'!%s)", p, R, res, rng(topCol+s))
		}
		return []Cell{
			{Value: c}, {Value: label(c)}, {Value: fieldOf[c]},
			{Value: Formula(mp)}, {Value: Formula(top)},
			{Value: Formula(fmt.Sprintf(`IF(E%s=0,"",100*D%s/E%s)`, R, R, R)), Kind: Percent},
			{Value: Formula(fmt.Sprintf(`IF(F%s="","",1+COUNTIFS($C$%d:$C$%d,C%s,$F$%d:$F$%d,">"&F%s))`, R, rfirst, rlast, R, rfirst, rlast, R))},
		}
	}
	return []Sheet{
		{Name: res, Rows: codes + len(rows), Columns: len(head), Row: resultRow, HeadRows: codes, Width: 9, Runs: []int{0, sumCol + 1}},
		{Name: rk, Rows: 2 + len(contestants), Columns: len(words.RankingHead), Row: rankingRow, HeadRows: 2, Width: 12},
	}, nil
}
