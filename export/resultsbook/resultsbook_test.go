package resultsbook_test

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/resultsbook"
	"github.com/movegen/movegen/export/resultsfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/teams"
)

// TestWorkbookReadsBackAsResultsFile: the blank workbook's sheet is a
// results file with every row the movement plays in playing order (deal
// by deal, round by round), and its formulas are in place; filled, the
// missing scores are what the reader refuses.
func TestWorkbookReadsBackAsResultsFile(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 5})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Movement
	f, err := resultsbook.Build(m, resultsbook.Words{Title: "p5, with a comma"})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	data, err := resultsbook.CSV(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if lines[0] != "# p5, with a comma" || !strings.HasPrefix(lines[1], "deal,round,table,N player,E player,S player,W player,N,E,S,W,sum,N mp") {
		t.Fatalf("head %q / %q", lines[0], lines[1])
	}
	if len(lines)-2 != 100 || !strings.HasPrefix(lines[2], "1,1,1,") || !strings.HasPrefix(lines[3], "1,2,5,") {
		t.Fatalf("%d rows, first %q, %q; want 100 from deal 1 round 1", len(lines)-2, lines[2], lines[3])
	}
	fm, err := f.GetCellFormula(f.GetSheetList()[0], "M3")
	if err != nil || !strings.Contains(fm, "COUNTIFS") {
		t.Fatalf("N mp formula %q, %v", fm, err)
	}
	_, err = resultsfile.Read(bytes.NewReader(data), "p5.xlsx", m)
	if err == nil || !strings.Contains(err.Error(), "p5.xlsx:3: N: empty: the N seat is held at table 1 in round 1") {
		t.Fatalf("blank sheet read as %v, want the first empty vists refused at row 3", err)
	}
}

func TestWorkbookRefusesTeams(t *testing.T) {
	tm, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := resultsbook.Build(tm, resultsbook.Words{}); !errors.Is(err, resultsbook.ErrUnsupported) {
		t.Fatalf("teams: %v, want ErrUnsupported", err)
	}
	if _, err := resultsbook.Build(&movement.Movement{Kind: movement.Pairs, Seats: movement.PairSeats()}, resultsbook.Words{}); !errors.Is(err, resultsbook.ErrUnsupported) {
		t.Fatalf("seating plan: %v", err)
	}
}

// TestColumnNamesInTheBookLanguage: the results sheet names its columns
// in the director's language, without a Latin letter in Russian and
// Chinese, and every name reads back as its column (a blank sheet is
// refused for its first empty score, not for its header).
func TestColumnNamesInTheBookLanguage(t *testing.T) {
	p5, err := preferans.Generate(context.Background(), preferans.Options{Tables: 5})
	if err != nil {
		t.Fatal(err)
	}
	m5, err := mitchell.Generate(mitchell.Options{Tables: 5, ArrowSwitch: []int{5}})
	if err != nil {
		t.Fatal(err)
	}
	latin := regexp.MustCompile(`[A-Za-z]+`)
	for _, m := range []*movement.Movement{p5.Movement, m5} {
		for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
			words := resultsbook.WordsFor(i18n.New(lang), m)
			f, err := resultsbook.Build(m, words)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if _, err := f.WriteTo(&buf); err != nil {
				t.Fatal(err)
			}
			data, err := resultsbook.CSV(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(data), "\n")
			head := lines[2]
			if lang != i18n.English {
				if w := latin.FindString(head + lines[1]); w != "" {
					t.Errorf("%s %s: %q in the column names %q (or the instruction %q)", m.Name, lang, w, head, lines[1])
				}
			}
			_, err = resultsfile.Read(bytes.NewReader(data), "r.xlsx", m)
			if err == nil || !strings.Contains(err.Error(), "r.xlsx:4: ") || !strings.Contains(err.Error(), "empty") && !strings.Contains(err.Error(), "no score") {
				t.Errorf("%s %s: the blank sheet with the columns %q read as %v, want its first score refused as missing", m.Name, lang, head, err)
			}
		}
	}
}
