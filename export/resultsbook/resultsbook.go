// Package resultsbook writes the scoring workbook of a session: a results
// sheet with a row for every table on every deal, pre-filled in the order
// the deal is played, where the judge types the scores, and formulas that
// check each row, score every record within its line, and rank the
// contestants on a second sheet — the rules of movement/score, in a
// workbook that LibreOffice and Excel recalculate without macros.
//
// # The results sheet
//
// Its first row is a title (a comment for the reader: it starts with
// "#"); the second names the columns in the results file's codes (see
// export/resultsfile), so the filled sheet reads back as a results file:
//
//   - deal (board at bridge), round, table: where the row was played;
//   - the players: one column per seat ("N player" … or "NS pair", "EW
//     pair"), the contestant's number;
//   - the scores to type: the vists of each seat at preferans (N, E, S,
//     W), the NS pair's score at bridge (NS; or EW's, in the EW column);
//   - sum: the row's sum, which must be 0;
//   - "<seat> mp" and "<seat> top": the record's matchpoints within its
//     line on that deal (2 for each record beaten, 1 for each tie) and the
//     most it could score, 2·(records of the line − 1).
//
// At bridge a round played with the arrows switched is marked in the
// "switched" column: its NS pair holds the EW cards and is compared with
// the EW line.
//
// # The ranking sheet
//
// One row per contestant: number, label, field (movement.Analyze's field,
// ranked apart), matchpoints, top, percentage and place within the field
// (equal percentages share a place). Fouled deals (scored in groups) are
// left to movegen score, which names the method.
package resultsbook

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/movement"
)

// Words are the words of the workbook the caller chooses in the
// director's language; the column codes stay the results file's.
type Words struct {
	// Title heads the results sheet ("Protocols: Preferans rotation, 7
	// tables").
	Title string
	// Results and Ranking name the two sheets.
	Results, Ranking string
	// RankingHead names the ranking sheet's columns: contestant, label,
	// field, matchpoints, top, %, place.
	RankingHead [7]string
	// Note is a line under the title of the ranking sheet (how it is
	// scored).
	Note string
}

// ErrUnsupported is returned for a movement the workbook does not score:
// a seating plan, a teams event, individual bridge (use the results file
// and movegen score).
var ErrUnsupported = fmt.Errorf("resultsbook: this movement is not scored by the workbook")

type playKey struct{ deal, round, table int }

// Write writes the scoring workbook of m to w.
func Write(w io.Writer, m *movement.Movement, words Words) error {
	f, err := Build(m, words)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteTo(w)
	return err
}

// Build returns the scoring workbook of m.
func Build(m *movement.Movement, words Words) (*excelize.File, error) {
	if m.SeatingOnly() || m.Teams != nil || (m.Game != movement.Preferans && m.Kind != movement.Pairs) {
		return nil, ErrUnsupported
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

	f := excelize.NewFile()
	res := words.Results
	if res == "" {
		res = "Results"
	}
	rk := words.Ranking
	if rk == "" {
		rk = "Ranking"
	}
	if err := f.SetSheetName("Sheet1", res); err != nil {
		return nil, err
	}
	if _, err := f.NewSheet(rk); err != nil {
		return nil, err
	}
	// Columns: deal, round, table, [switched], players (S), scores (S),
	// sum, [card-line helpers], mp (S), top (S).
	col := func(i int) string { n, _ := excelize.ColumnNumberToName(i + 1); return n }
	var head []string
	dealCode := "deal"
	if !preferans {
		dealCode = "board"
	}
	head = append(head, dealCode, "round", "table")
	swCol := -1
	if !preferans {
		swCol = len(head)
		head = append(head, "switched")
	}
	playerCol := len(head)
	for _, s := range m.Seats {
		if preferans {
			head = append(head, string(s)+" player")
		} else {
			head = append(head, string(s)+" pair")
		}
	}
	scoreCol := len(head)
	for _, s := range m.Seats {
		head = append(head, string(s))
	}
	sumCol := len(head)
	head = append(head, "sum")
	// Bridge: the score of the NS cards (a helper), from which both card
	// lines are scored.
	cardCol := -1
	if !preferans {
		cardCol = len(head)
		head = append(head, "NS cards")
	}
	mpCol := len(head)
	for _, s := range m.Seats {
		head = append(head, string(s)+" mp")
	}
	topCol := len(head)
	for _, s := range m.Seats {
		head = append(head, string(s)+" top")
	}
	first, last := 3, 3+len(rows)-1
	if len(rows) == 0 {
		last = first
	}
	rng := func(c int) string { return fmt.Sprintf("$%s$%d:$%s$%d", col(c), first, col(c), last) }
	set := func(sheet string, c, r int, v any) error {
		return f.SetCellValue(sheet, col(c)+strconv.Itoa(r), v)
	}
	formula := func(sheet string, c, r int, fm string) error {
		return f.SetCellFormula(sheet, col(c)+strconv.Itoa(r), fm)
	}
	if err := f.SetCellValue(res, "A1", "# "+words.Title); err != nil {
		return nil, err
	}
	for i, h := range head {
		if err := set(res, i, 2, h); err != nil {
			return nil, err
		}
	}
	for i, rw := range rows {
		r := first + i
		cells := []any{rw.deal, rw.round, rw.table}
		for c, v := range cells {
			if err := set(res, c, r, v); err != nil {
				return nil, err
			}
		}
		if swCol >= 0 {
			sw := 0
			if rw.play.Switched {
				sw = 1
			}
			if err := set(res, swCol, r, sw); err != nil {
				return nil, err
			}
		}
		for s := range S {
			if c := rw.play.Seats[s]; c != 0 {
				if err := set(res, playerCol+s, r, c); err != nil {
					return nil, err
				}
			}
		}
		sc := func(s int) string { return col(scoreCol+s) + strconv.Itoa(r) }
		D := "$A" + strconv.Itoa(r)
		// sum: blank until a score is typed.
		if err := formula(res, sumCol, r, fmt.Sprintf(`IF(COUNT(%s:%s)=0,"",SUM(%s:%s))`, sc(0), sc(S-1), sc(0), sc(S-1))); err != nil {
			return nil, err
		}
		if preferans {
			for s := range S {
				if rw.play.Seats[s] == 0 {
					continue
				}
				x := sc(s)
				mp := fmt.Sprintf(`IF(%s="","",2*COUNTIFS(%s,%s,%s,"<"&%s)+COUNTIFS(%s,%s,%s,%s)-1)`,
					x, rng(0), D, rng(scoreCol+s), x, rng(0), D, rng(scoreCol+s), x)
				top := fmt.Sprintf(`IF(%s="","",2*(COUNTIFS(%s,%s,%s,"<>")-1))`, x, rng(0), D, rng(scoreCol+s))
				if err := formula(res, mpCol+s, r, mp); err != nil {
					return nil, err
				}
				if err := formula(res, topCol+s, r, top); err != nil {
					return nil, err
				}
			}
			continue
		}
		// Bridge: NS cards = the NS seat's score (or −EW's), negated in a
		// switched round.
		R := strconv.Itoa(r)
		sw := col(swCol) + R
		ns, ew := sc(0), sc(1)
		card := col(cardCol) + R
		if err := formula(res, cardCol, r, fmt.Sprintf(`IF(%s<>"",IF(%s=1,-%s,%s),IF(%s<>"",IF(%s=1,%s,-%s),""))`, ns, sw, ns, ns, ew, sw, ew, ew)); err != nil {
			return nil, err
		}
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
			if err := formula(res, mpCol+s, r, fmt.Sprintf(`IF(%s="","",IF(%s=1,%s,%s))`, card, sw, b, a)); err != nil {
				return nil, err
			}
			if err := formula(res, topCol+s, r, top); err != nil {
				return nil, err
			}
		}
	}
	if err := f.SetPanes(res, &excelize.Panes{Freeze: true, YSplit: 2, TopLeftCell: "A3", ActivePane: "bottomLeft"}); err != nil {
		return nil, err
	}
	if err := f.SetColWidth(res, col(0), col(len(head)-1), 9); err != nil {
		return nil, err
	}
	// Printed, the sheet is one page wide (landscape), as long as it
	// needs, with the column names repeated on every page.
	landscape, one, many := "landscape", 1, 0
	fit := true
	for _, sh := range []string{res, rk} {
		if err := f.SetPageLayout(sh, &excelize.PageLayoutOptions{Orientation: &landscape, FitToWidth: &one, FitToHeight: &many}); err != nil {
			return nil, err
		}
		if err := f.SetSheetProps(sh, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
			return nil, err
		}
	}
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: "'" + res + "'!$1:$2", Scope: res}); err != nil {
		return nil, err
	}

	// The ranking sheet.
	rep := movement.Analyze(m)
	fieldOf := map[int]int{}
	for i, fl := range rep.Fields {
		for _, c := range fl {
			fieldOf[c] = i + 1
		}
	}
	if err := f.SetCellValue(rk, "A1", words.Note); err != nil {
		return nil, err
	}
	for i, h := range words.RankingHead {
		if err := set(rk, i, 2, h); err != nil {
			return nil, err
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
	for i, c := range contestants {
		r := 3 + i
		R := strconv.Itoa(r)
		for k, v := range []any{c, m.Label(c), fieldOf[c]} {
			if err := set(rk, k, r, v); err != nil {
				return nil, err
			}
		}
		var mp, top string
		for s := range S {
			if s > 0 {
				mp += "+"
				top += "+"
			}
			p := fmt.Sprintf("'%s'!%s", res, rng(playerCol+s))
			mp += fmt.Sprintf("SUMIF(%s,$A%s,'%s'!%s)", p, R, res, rng(mpCol+s))
			top += fmt.Sprintf("SUMIF(%s,$A%s,'%s'!%s)", p, R, res, rng(topCol+s))
		}
		for k, fm := range []string{
			mp, top,
			fmt.Sprintf(`IF(E%s=0,"",100*D%s/E%s)`, R, R, R),
			fmt.Sprintf(`IF(F%s="","",1+COUNTIFS($C$%d:$C$%d,C%s,$F$%d:$F$%d,">"&F%s))`, R, rfirst, rlast, R, rfirst, rlast, R),
		} {
			if err := formula(rk, 3+k, r, fm); err != nil {
				return nil, err
			}
		}
	}
	if err := f.SetColWidth(rk, "A", "G", 12); err != nil {
		return nil, err
	}
	// The percentage shows two decimals; the cell keeps the exact ratio,
	// so equal percentages share a place exactly.
	pct, err := f.NewStyle(&excelize.Style{NumFmt: 2})
	if err != nil {
		return nil, err
	}
	if err := f.SetCellStyle(rk, "F3", "F"+strconv.Itoa(rlast), pct); err != nil {
		return nil, err
	}
	return f, nil
}

// CSV returns the first sheet of a filled scoring workbook as a results
// file (export/resultsfile): one line per row of the sheet, so a line
// number of the file is the row number of the sheet; rows shorter than
// the header are filled with empty cells. Formula cells give the value
// the spreadsheet last computed (none in a workbook never recalculated:
// the reader skips those columns).
func CSV(r io.Reader) ([]byte, error) {
	f, err := excelize.OpenReader(r)
	if err != nil {
		return nil, fmt.Errorf("not a workbook: %w", err)
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return nil, fmt.Errorf("the workbook has no sheet")
	}
	rows, err := f.GetRows(sheets[0], excelize.Options{RawCellValue: true})
	if err != nil {
		return nil, err
	}
	width := 0
	for _, row := range rows {
		if len(row) > 0 && len(row[0]) > 0 && row[0][0] == '#' {
			continue
		}
		if len(row) > 0 {
			width = len(row) // the header: the first row that is not a comment
			break
		}
	}
	var b bytes.Buffer
	cw := csv.NewWriter(&b)
	for _, row := range rows {
		switch {
		case len(row) == 0:
		case len(row[0]) > 0 && row[0][0] == '#':
			// A comment line as it is: quoted, it would not be one.
			b.WriteString(strings.NewReplacer("\r", " ", "\n", " ").Replace(row[0]) + "\n")
			continue
		default:
			for len(row) < width {
				row = append(row, "")
			}
		}
		if len(row) == 0 {
			b.WriteString("\n")
			continue
		}
		if err := cw.Write(row); err != nil {
			return nil, err
		}
		cw.Flush()
	}
	cw.Flush()
	return b.Bytes(), cw.Error()
}
