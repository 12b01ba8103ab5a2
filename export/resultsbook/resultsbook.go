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
// "#"); the second names the columns, by their codes (see
// export/resultsfile) or in the director's language where Words.Column
// says (СЮ, сдача, 北; names the results file's reader takes too), so the
// filled sheet reads back as a results file:
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
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/resultsfile"
	"github.com/movegen/movegen/movement"
)

// Words are the words of the workbook the caller chooses in the
// director's language.
type Words struct {
	// Title heads the results sheet ("Results: Preferans rotation, 7
	// tables"); Instruction, under it, says what to type.
	Title, Instruction string
	// Results and Ranking name the two sheets.
	Results, Ranking string
	// RankingHead names the ranking sheet's columns: contestant, label,
	// field, matchpoints, top, %, place.
	RankingHead [7]string
	// Note is a line under the title of the ranking sheet (how it is
	// scored).
	Note string
	// Label names contestant c on the ranking sheet as the cards do (the
	// card book's cards.Name); nil gives the movement's label.
	Label func(c int) string
	// Column names a column of the results sheet: code is deal, board,
	// round, table, switched, sum, or, with the seat it is of, score
	// (the seat's vists or score), player, pair, mp, top or cards (the
	// NS cards' score). nil names the columns by the results file's
	// codes ("deal", "N player", "N"). A name is one that
	// export/resultsfile reads back as the same column.
	Column func(seat movement.Seat, code string) string
}

// code is the results file's code of a column (Words.Column).
func code(seat movement.Seat, c string) string {
	switch {
	case seat == "":
		return c
	case c == "score":
		return string(seat)
	}
	return string(seat) + " " + c
}

// columnWords are the results sheet's column names in the language of
// p (Words.Column): the seats as the cards name them (С, 北), a seat's
// column its seat and a word ("С игрок").
func columnWords(p *i18n.Printer) func(seat movement.Seat, c string) string {
	return func(seat movement.Seat, c string) string {
		s := p.Seat(seat)
		switch c {
		case "deal":
			return p.T("deal")
		case "board":
			return p.T("board")
		case "round":
			return p.T("round")
		case "table":
			return p.T("table")
		case "switched":
			return p.T("switched")
		case "sum":
			return p.T("sum")
		case "score":
			return s
		case "player":
			return p.Sprintf("%s player", s)
		case "pair":
			return p.Sprintf("%s pair", s)
		case "mp":
			return p.Sprintf("%s mp", s)
		case "top":
			return p.Sprintf("%s top", s)
		case "cards":
			return p.Sprintf("%s cards", s)
		}
		return code(seat, c)
	}
}

// WordsFor are the workbook's words in the language of p, for m: the one
// place they are chosen, for movegen score's template and the card book.
func WordsFor(p *i18n.Printer, m *movement.Movement) Words {
	column := columnWords(p)
	w := Words{
		Title:       p.Sprintf("Results: %s", p.MovementName(m.Name)),
		Instruction: p.Sprintf("Type the scores in the empty cells; the %s column must read 0.", column("", "sum")),
		Column:      column,
		Results:     p.T("Results"),
		Ranking:     p.T("Ranking"),
		Note:        p.T("Matchpoints within each line: 2 for each record beaten, 1 for each tie; ranked by percentage within each field."),
	}
	for i, h := range []string{"contestant", "label", "field", "matchpoints", "top", "%", "place"} {
		if h != "%" {
			h = p.T(h)
		}
		w.RankingHead[i] = h
	}
	return w
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

// Scored reports whether the workbook scores m: a preferans movement or
// a bridge pairs movement with boards (not a seating plan, a teams event
// or individual bridge).
func Scored(m *movement.Movement) bool {
	return !m.SeatingOnly() && m.Teams == nil && (m.Game == movement.Preferans || m.Kind == movement.Pairs)
}

// Build returns the scoring workbook of m: the results sheet first, the
// ranking sheet second (Sheets), laid out with excelize.
func Build(m *movement.Movement, words Words) (*excelize.File, error) {
	sheets, err := Sheets(m, words, nil)
	if err != nil {
		return nil, err
	}
	f := excelize.NewFile()
	pct, err := f.NewStyle(&excelize.Style{NumFmt: 2})
	if err != nil {
		return nil, err
	}
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}, Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}})
	if err != nil {
		return nil, err
	}
	landscape, one, many, fit := "landscape", 1, 0, true
	for i, sh := range sheets {
		if i == 0 {
			err = f.SetSheetName("Sheet1", sh.Name)
		} else {
			_, err = f.NewSheet(sh.Name)
		}
		if err != nil {
			return nil, err
		}
		for r := 1; r <= sh.Rows; r++ {
			for c, x := range sh.Row(r) {
				if x.Value == nil {
					continue
				}
				ref, _ := excelize.CoordinatesToCellName(c+1, r)
				if fm, ok := x.Value.(Formula); ok {
					err = f.SetCellFormula(sh.Name, ref, string(fm))
				} else {
					err = f.SetCellValue(sh.Name, ref, x.Value)
				}
				if err == nil && x.Kind == Percent {
					err = f.SetCellStyle(sh.Name, ref, ref, pct)
				}
				if err == nil && x.Kind == Head {
					err = f.SetCellStyle(sh.Name, ref, ref, bold)
				}
				if err != nil {
					return nil, err
				}
			}
		}
		last, _ := excelize.ColumnNumberToName(max(sh.Columns, 1))
		if err := f.SetColWidth(sh.Name, "A", last, sh.Width); err != nil {
			return nil, err
		}
		if err := f.SetPanes(sh.Name, &excelize.Panes{Freeze: true, YSplit: sh.HeadRows, TopLeftCell: "A" + strconv.Itoa(sh.HeadRows+1), ActivePane: "bottomLeft"}); err != nil {
			return nil, err
		}
		// Printed, a sheet is one page wide (landscape), as long as it
		// needs, with its head repeated on every page.
		if err := f.SetPageLayout(sh.Name, &excelize.PageLayoutOptions{Orientation: &landscape, FitToWidth: &one, FitToHeight: &many}); err != nil {
			return nil, err
		}
		if err := f.SetSheetProps(sh.Name, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
			return nil, err
		}
		if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: "'" + sh.Name + "'!$1:$" + strconv.Itoa(sh.HeadRows), Scope: sh.Name}); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// ResultsSheet names the results sheet of f: the first whose column
// names (in its first row, or under its "#" title lines) begin with the
// deal or board column, in any language the results file takes
// (resultsfile.Column); a workbook with none has its first sheet
// taken.
func ResultsSheet(f *excelize.File) (string, error) {
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return "", fmt.Errorf("the workbook has no sheet")
	}
	for _, sh := range sheets {
		for _, cell := range []string{"A1", "A2", "A3", "A4"} {
			v, err := f.GetCellValue(sh, cell)
			if err != nil {
				break
			}
			v = strings.TrimSpace(v)
			if resultsfile.Column(v) == "deal" {
				return sh, nil
			}
			if !strings.HasPrefix(v, "#") {
				break
			}
		}
	}
	return sheets[0], nil
}

// CSV returns the results sheet (ResultsSheet) of a filled scoring workbook as a results
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
	sheet, err := ResultsSheet(f)
	if err != nil {
		return nil, err
	}
	rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
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
			// A cell broken into lines (the column codes) is one line of
			// the file, so that its lines stay the sheet's rows.
			for i, c := range row {
				if strings.ContainsAny(c, "\r\n") {
					row[i] = strings.Join(strings.Fields(c), " ")
				}
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
