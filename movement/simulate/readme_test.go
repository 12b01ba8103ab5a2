package simulate

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
)

// readmeBlock finds the table of simulated figures in the README.
var readmeBlock = regexp.MustCompile(`(?s)<!-- simulate-table -->\n(.*?)<!-- /simulate-table -->`)

// readmeSessions is the number of sessions behind every row of the table.
const readmeSessions = 10000

// readmeRow is one movement of the README table.
type readmeRow struct {
	name string
	make func(t testing.TB) *movement.Movement
}

// readmeRows lists the table's movements: Mitchell 7–15 tables, Howell
// 8–30 pairs and preferans 5–13 tables of four, as their generators build
// them by default (about 26 boards a pair at bridge).
func readmeRows() []readmeRow {
	var rows []readmeRow
	for T := 7; T <= 15; T++ {
		rows = append(rows, readmeRow{fmt.Sprintf("mitchell --tables %d", T), func(t testing.TB) *movement.Movement {
			return mitchellM(t, mitchell.Options{Tables: T})
		}})
	}
	for P := 8; P <= 30; P++ {
		rows = append(rows, readmeRow{fmt.Sprintf("howell --pairs %d", P), func(t testing.TB) *movement.Movement {
			return howellM(t, howell.Options{Pairs: P})
		}})
	}
	for T := 5; T <= 13; T++ {
		rows = append(rows, readmeRow{fmt.Sprintf("preferans --tables %d", T), func(t testing.TB) *movement.Movement {
			return preferansM(t, preferans.Options{Tables: T, Seed: 1})
		}})
	}
	return rows
}

// readmeHeader is the head of the table.
const readmeHeader = "| movement | boards | fields × ranked | strongest wins his field, % | his mean place | top three are the three strongest, % | Kendall's τ | luck of the draw | strongest of the room wins his field, % | strongest wins all fields together, % |\n" +
	"|---|---|---|---|---|---|---|---|---|---|\n"

// pm writes a figure and the larger side of its 95% interval.
func pm(v, lo, hi float64, digits int) string {
	h := math.Max(hi-v, v-lo)
	return fmt.Sprintf("%.*f ±%.*f", digits, v, digits, h)
}

// readmeLine simulates row and returns its line of the table.
func readmeLine(t testing.TB, row readmeRow) string {
	m := row.make(t)
	res := run(t, m, opts(readmeSessions))
	f := res.Fields[0]
	pct := func(p Proportion) string { return pm(100*p.P, 100*p.Low, 100*p.High, 1) }
	top3, overall := "—", "—"
	if f.TopThree != nil {
		top3 = pct(*f.TopThree)
	}
	if res.Overall != nil {
		overall = pct(res.Overall.StrongestWins)
	}
	boards := 0
	rep := movement.Analyze(m)
	for _, c := range f.Contestants {
		boards = max(boards, rep.Contestants[c-1].Boards)
	}
	return fmt.Sprintf("| `%s` | %d | %d × %d | %s | %s | %s | %s | %s | %s | %s |\n",
		row.name, boards, len(res.Fields), len(f.Contestants), pct(f.StrongestWins),
		pm(f.StrongestPlace.Mean, f.StrongestPlace.Low, f.StrongestPlace.High, 2), top3,
		pm(f.Tau.Mean, f.Tau.Low, f.Tau.High, 3), pm(f.Luck.Mean, f.Luck.Low, f.Luck.High, 3),
		pct(res.Best), overall)
}

// readmeTable reads the README and returns its text and the table's
// bounds.
func readmeTable(t *testing.T) (data []byte, start, end int) {
	t.Helper()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := readmeBlock.FindSubmatchIndex(data)
	if m == nil {
		t.Fatal("README.md has no <!-- simulate-table --> block")
	}
	return data, m[2], m[3]
}

// TestReadmeTable (a long test: about 40 movements of 10,000 sessions)
// fails when the README's table of simulated figures differs from what
// the simulator gives; go test -update rewrites it.
func TestReadmeTable(t *testing.T) {
	longtest.Skip(t, "the README table of simulated figures")
	var b strings.Builder
	b.WriteString(readmeHeader)
	for _, row := range readmeRows() {
		b.WriteString(readmeLine(t, row))
	}
	want := b.String()
	data, start, end := readmeTable(t)
	if got := string(data[start:end]); got != want {
		if !*golden.UpdateFlag() {
			t.Fatalf("README's table of simulated figures differs from the simulator; run MOVEGEN_LONG=1 go test ./movement/simulate -run TestReadmeTable -update\ngot:\n%s\nwant:\n%s", got, want)
		}
		out := string(data[:start]) + want + string(data[end:])
		if err := os.WriteFile("../../README.md", []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReadmeTableRows is the default run's part of TestReadmeTable: the
// header and the first row of each family (Mitchell 7 tables, Howell 8
// pairs, preferans 5 tables) must be in the README as the simulator gives
// them now.
func TestReadmeTableRows(t *testing.T) {
	data, start, end := readmeTable(t)
	table := string(data[start:end])
	if !strings.HasPrefix(table, readmeHeader) {
		t.Errorf("README's simulated table has another header; want\n%s", readmeHeader)
	}
	rows := readmeRows()
	for _, row := range []readmeRow{rows[0], rows[9], rows[len(rows)-9]} {
		if line := readmeLine(t, row); !strings.Contains(table, line) {
			t.Errorf("README's simulated table lacks the row\n%s(run MOVEGEN_LONG=1 go test ./movement/simulate -run TestReadmeTable -update)", line)
		}
	}
}
