package resultsbook_test

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/resultsbook"
	"github.com/movegen/movegen/export/resultsfile"
	"github.com/movegen/movegen/export/xlsx"
	_ "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/score"
)

// fill types random scores into the workbook's score cells, as a judge
// would: vists that sum to zero at preferans, the NS pair's score at
// bridge. It returns the rows typed, for movement/score.
func fill(t *testing.T, f *excelize.File, m *movement.Movement, rng *rand.Rand) {
	t.Helper()
	sheet, err := resultsbook.ResultsSheet(f)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	// The column names follow the "#" title lines, in the workbook's
	// language; a name of two words is broken in two lines.
	at := 0
	for at < len(rows) && (len(rows[at]) == 0 || strings.HasPrefix(rows[at][0], "#")) {
		at++
	}
	idx := map[string]int{}
	for i, h := range rows[at] {
		if c := resultsfile.Column(strings.Join(strings.Fields(h), " ")); c != "" {
			idx[c] = i
		}
	}
	grid := m.Grid()
	for r := at + 1; r < len(rows); r++ {
		round, _ := strconv.Atoi(rows[r][idx["round"]])
		table, _ := strconv.Atoi(rows[r][idx["table"]])
		p := grid[round-1][table-1]
		cell := func(col string) string {
			n, _ := excelize.ColumnNumberToName(idx[col] + 1)
			return n + strconv.Itoa(r+1)
		}
		if m.Game == movement.Preferans {
			var seats []int
			for s, c := range p.Seats {
				if c != 0 {
					seats = append(seats, s)
				}
			}
			sum := 0
			for _, s := range seats[:len(seats)-1] {
				v := rng.IntN(7) - 3
				sum += v
				if err := f.SetCellValue(sheet, cell(string(m.Seats[s])), v); err != nil {
					t.Fatal(err)
				}
			}
			if err := f.SetCellValue(sheet, cell(string(m.Seats[seats[len(seats)-1]])), -sum); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := f.SetCellValue(sheet, cell("NS"), 10*(rng.IntN(7)-3)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWorkbookScoresAsMovegenScore: the scoring workbook, filled with
// random scores and recalculated by LibreOffice headless, ranks every
// contestant with the matchpoints, top, percentage and place of
// movement/score, reading the same filled sheet back as a results file.
func TestWorkbookScoresAsMovegenScore(t *testing.T) {
	longtest.Skip(t, "recalculates the scoring workbook in LibreOffice")
	soffice := longtest.Require(t, "soffice", "libreoffice")
	ctx := context.Background()
	p7, err := preferans.Generate(ctx, preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	m7, err := mitchell.Generate(mitchell.Options{Tables: 7, ArrowSwitch: []int{6, 7}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// The scoring workbook of movegen score --template, and the card
	// book's workbook (movegen preferans --tables 7 -o p.xlsx), whose
	// scoring sheets come after the cards.
	cases := []struct {
		name string
		m    *movement.Movement
		book bool
		lang string
	}{
		{"preferans7", p7.Movement, false, i18n.English},
		{"mitchell7", m7, false, i18n.English},
		{"preferans7-book", p7.Movement, true, i18n.English},
		{"preferans7-book-ru", p7.Movement, true, i18n.Russian},
		{"mitchell7-book-zh", m7, true, i18n.Chinese},
	}
	args := []string{"-env:UserInstallation=file://" + filepath.Join(dir, "profile"), "--headless", "--convert-to", "xlsx", "--outdir", filepath.Join(dir, "out")}
	for i, tc := range cases {
		var f *excelize.File
		if tc.book {
			b, err := cards.Build(tc.m)
			if err != nil {
				t.Fatal(err)
			}
			d, err := cards.ComposeWorkbook(context.Background(), b, i18n.New(tc.lang), cards.WorkbookOptions{})
			if err != nil {
				t.Fatal(err)
			}
			f, err = xlsx.Build(d, xlsx.Options{})
			if err != nil {
				t.Fatal(err)
			}
		} else {
			f, err = resultsbook.Build(tc.m, resultsbook.Words{Title: tc.name, RankingHead: [7]string{"contestant", "label", "field", "matchpoints", "top", "%", "place"}})
			if err != nil {
				t.Fatal(err)
			}
		}
		fill(t, f, tc.m, rand.New(rand.NewPCG(uint64(i), 42)))
		path := filepath.Join(dir, tc.name+".xlsx")
		if err := f.SaveAs(path); err != nil {
			t.Fatal(err)
		}
		args = append(args, path)
	}
	cmd := exec.Command(soffice, args...)
	cmd.Env = append(os.Environ(), "HOME="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("soffice: %v\n%s", err, out)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, "out", tc.name+".xlsx"))
			if err != nil {
				t.Fatal(err)
			}
			// movegen score on the same sheet, read back as a results file.
			csvData, err := resultsbook.CSV(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			rows, err := resultsfile.Read(bytes.NewReader(csvData), tc.name+".xlsx", tc.m)
			if err != nil {
				t.Fatal(err)
			}
			res, err := score.Score(ctx, tc.m, rows, score.Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := map[int]score.Standing{}
			for _, rk := range res.Rankings {
				for _, st := range rk.Standings {
					want[st.Contestant] = st
				}
			}
			// And an independent count: every two records of a line on a
			// deal compared directly.
			mp, top := direct(tc.m, rows)
			for c, st := range want {
				if st.Matchpoints != mp[c] || st.Top != top[c] {
					t.Fatalf("contestant %d: movegen score %v of %v, the direct count %v of %v", c, st.Matchpoints, st.Top, mp[c], top[c])
				}
			}
			f, err := excelize.OpenReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			// The ranking sheet follows the results sheet.
			resSheet, err := resultsbook.ResultsSheet(f)
			if err != nil {
				t.Fatal(err)
			}
			i, _ := f.GetSheetIndex(resSheet)
			got, err := f.GetRows(f.GetSheetList()[i+1], excelize.Options{RawCellValue: true})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, row := range got[2:] { // under the note and the head
				if len(row) < 7 {
					t.Fatalf("ranking row %v: not recalculated", row)
				}
				c, _ := strconv.Atoi(row[0])
				w, ok := want[c]
				if !ok {
					t.Fatalf("contestant %d ranked by the workbook only", c)
				}
				mp, _ := strconv.ParseFloat(row[3], 64)
				top, _ := strconv.ParseFloat(row[4], 64)
				pct, _ := strconv.ParseFloat(row[5], 64)
				place, _ := strconv.Atoi(row[6])
				if mp != w.Matchpoints || top != w.Top || math.Abs(pct-w.Percent) > 1e-9 || place != w.Place {
					t.Errorf("contestant %s: workbook %v of %v, %.4f%%, place %d; movegen score %v of %v, %.4f%%, place %d",
						row[1], mp, top, pct, place, w.Matchpoints, w.Top, w.Percent, w.Place)
				}
				n++
			}
			if n != len(want) {
				t.Errorf("the workbook ranks %d contestants, movegen score %d", n, len(want))
			}
			t.Logf("%s: %d rows, %d contestants agree", tc.name, len(rows), n)
		})
	}
}

// direct scores rows by comparing every two records of a line on a deal
// (the line: the seat at preferans, the direction of the cards at
// bridge), sharing nothing with movement/score.
func direct(m *movement.Movement, rows []score.Row) (mp, top map[int]float64) {
	type rec struct{ c, v int }
	lines := map[[2]any][]rec{}
	grid := m.Grid()
	for _, r := range rows {
		p := grid[r.Round-1][r.Table-1]
		for s, seat := range m.Seats {
			if p.Seats[s] == 0 {
				continue
			}
			line := seat
			if m.Game != movement.Preferans && p.Switched {
				line = seat.Opposite()
			}
			k := [2]any{r.Deal, line}
			lines[k] = append(lines[k], rec{p.Seats[s], r.Scores[s]})
		}
	}
	mp, top = map[int]float64{}, map[int]float64{}
	for _, recs := range lines {
		for _, a := range recs {
			top[a.c] += float64(2 * (len(recs) - 1))
			for _, b := range recs {
				if a.v > b.v {
					mp[a.c] += 2
				} else if a.v == b.v {
					mp[a.c]++
				}
			}
			mp[a.c]-- // a record ties with itself
		}
	}
	return mp, top
}
