package resultsfile_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/resultsfile"
	_ "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/score"
)

func preferans5(t testing.TB) *movement.Movement {
	t.Helper()
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 5})
	if err != nil {
		t.Fatal(err)
	}
	return res.Movement
}

func mitchell3(t testing.TB) *movement.Movement {
	t.Helper()
	m, err := mitchell.Generate(mitchell.Options{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestReadRefuses(t *testing.T) {
	pref, mit := preferans5(t), mitchell3(t)
	for _, tc := range []struct {
		name string
		m    *movement.Movement
		in   string
		want string
	}{
		{"no header", pref, "# nothing\n", "r.csv: no header line"},
		{"unknown column", pref, "deal,round,table,N,E,S,W,vists\n", "r.csv:1: unknown column \"vists\""},
		{"long unknown column", pref, "deal,round,table," + strings.Repeat("x", 5000) + "\n", "r.csv:1: unknown column \"xxxxxxxxxxxxxxxxxxxxxxxx…\""},
		{"twice", pref, "deal,round,table,N,E,S,W,board\n", "column \"deal\" is named twice"},
		{"no seat", pref, "deal,round,table,N,E,S\n", "no \"W\" column"},
		{"line column in preferans", pref, "deal,round,table,N,E,S,W,NS\n", "column \"NS\": a preferans row"},
		{"no score in bridge", mit, "board,round,table\n", "no NS or EW column"},
		{"seat in bridge", mit, "board,round,table,NS,N\n", "column \"N\": a bridge row"},
		{"cells", pref, "deal,round,table,N,E,S,W\n1,1,1,0,0\n", "r.csv:2: 5 cells, the header names 7"},
		{"deal word", pref, "deal,round,table,N,E,S,W\nx,1,1,0,0,0,0\n", "r.csv:2: deal: \"x\": want a number from 1"},
		{"empty table", pref, "deal,round,table,N,E,S,W\n1,1,,0,0,0,0\n", "r.csv:2: table: empty"},
		{"blank vists", pref, "deal,round,table,N,E,S,W\n1,1,1,3,,-3,0\n", "r.csv:2: E: empty: the E seat is held at table 1 in round 1"},
		{"bad score", mit, "board,round,table,NS\n1,1,1,4x0\n", "r.csv:2: NS: \"4x0\": want a whole number"},
		{"not opposite", mit, "board,round,table,NS,EW\n1,1,1,420,400\n", "NS 420 and EW 400: want opposite scores"},
		{"no score", mit, "board,round,table,NS,EW\n1,1,1,,\n", "r.csv:2: no score"},
		{"negative group", pref, "deal,round,table,N,E,S,W,group\n1,1,1,0,0,0,0,-1\n", "group: \"-1\": want a whole number"},
		{"not utf8", pref, "deal,round\xff\n", "not UTF-8 text"},
		{"quote", pref, "deal,round,table,N,E,S,W\n\"1,1,1,0,0,0,0\n", "malformed CSV"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := resultsfile.Read(strings.NewReader(tc.in), "r.csv", tc.m)
			var fe *resultsfile.Error
			if !errors.As(err, &fe) {
				t.Fatalf("err = %v, want *resultsfile.Error", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %q, want it to contain %q", err, tc.want)
			}
			if len(err.Error()) > 300 {
				t.Fatalf("message of %d bytes: it quotes too much", len(err.Error()))
			}
		})
	}
}

func TestReadBridgeAndSeparators(t *testing.T) {
	mit := mitchell3(t)
	for _, in := range []string{
		"board,round,table,NS\n1,1,1,+420\n",
		"# a comment\n\nBoard;Round;Table;EW\n1;1;1;-420\n",
		"сдача,тур,стол,СЮ,ВЗ\n1,1,1,420,-420\n",
		"\xef\xbb\xbfboard,round,table,players,NS,EW\n1,1,1,\"1 NS, 1 EW\",420,\n",
	} {
		rows, err := resultsfile.Read(strings.NewReader(in), "r.csv", mit)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if len(rows) != 1 || rows[0].Deal != 1 || rows[0].Round != 1 || rows[0].Table != 1 {
			t.Fatalf("%q: rows %+v", in, rows)
		}
		if got := rows[0].Scores; len(got) != 2 || got[0] != 420 || got[1] != -420 {
			t.Fatalf("%q: scores %v, want [420 -420] (NS seat, EW seat)", in, got)
		}
	}
}

// TestTemplateFilledScores: the template lists every (deal, round,
// table) the movement plays in playing order; filled with scores that sum
// to zero it reads back and scores without a problem.
func TestTemplateFilledScores(t *testing.T) {
	for _, m := range []*movement.Movement{preferans5(t), mitchell3(t)} {
		var buf bytes.Buffer
		if err := resultsfile.WriteTemplate(&buf, m); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
		want := 0
		for _, p := range m.Play {
			if p.InPlay() {
				want += m.BoardsPerSet
			}
		}
		if len(lines)-1 != want {
			t.Fatalf("%s: %d rows, want %d", m.Name, len(lines)-1, want)
		}
		// Fill: the first score column gets k, the last −k (bridge: NS
		// only, EW left blank).
		recs, err := csv.NewReader(strings.NewReader(buf.String())).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		n := len(recs[0]) - 4
		for k, rec := range recs[1:] {
			for i := 4; i < len(rec); i++ {
				rec[i] = "0"
			}
			if m.Game == movement.Preferans {
				rec[4], rec[3+n] = strconv.Itoa(k%5), strconv.Itoa(-(k % 5))
			} else {
				rec[4], rec[5] = strconv.Itoa(10*(k%4)), ""
			}
		}
		var filled bytes.Buffer
		if err := csv.NewWriter(&filled).WriteAll(recs); err != nil {
			t.Fatal(err)
		}
		rows, err := resultsfile.Read(strings.NewReader(filled.String()), "r.csv", m)
		if err != nil {
			t.Fatalf("%s: %v\n%s", m.Name, err, filled.String())
		}
		if _, err := score.Score(context.Background(), m, rows, score.Options{}); err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		// Playing order: deals ascending, rounds ascending within a deal.
		if !strings.HasPrefix(lines[1], "1,") {
			t.Fatalf("%s: first row %q, want deal 1", m.Name, lines[1])
		}
	}
}

func FuzzRead(f *testing.F) {
	pref, mit := preferans5(f), mitchell3(f)
	f.Add("deal,round,table,N,E,S,W\n1,1,1,4,-4,0,0\n", false)
	f.Add("board,round,table,NS,EW,group\n1,1,1,420,,1\n", true)
	f.Add("board;round;table;EW\n1;1;1;-50\n", true)
	f.Fuzz(func(t *testing.T, in string, bridge bool) {
		m := pref
		if bridge {
			m = mit
		}
		rows, err := resultsfile.Read(strings.NewReader(in), "f.csv", m)
		if err != nil {
			var fe *resultsfile.Error
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *resultsfile.Error", err)
			}
			if len(err.Error()) > 400 {
				t.Fatalf("message of %d bytes", len(err.Error()))
			}
			return
		}
		for _, r := range rows {
			if len(r.Scores) != len(m.Seats) || r.Deal < 1 || r.Round < 1 || r.Table < 1 || r.Line < 1 {
				t.Fatalf("row %+v", r)
			}
		}
		// Whatever was read, scoring refuses or scores; it never panics.
		_, _ = score.Score(context.Background(), m, rows, score.Options{})
	})
}
