package app

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// TestProtocolsReadAsAJudge reads the protocols and travellers of a
// printed book back from its text layer (pdftotext), page by page, as a
// judge sorting them would: the 7-table preferans book (written with no
// parts named, so the book's own protocols) has 28 protocols, one a deal,
// each with its 7 rows in playing order and the players at N, E, S and W;
// a 7-table Mitchell's travellers (asked for by name) are 28, one a board,
// with the NS and EW pairs of every round. The expected rows are counted
// here from the movement's own plays.
func TestProtocolsReadAsAJudge(t *testing.T) {
	longtest.Skip(t, "writes two books and reads them with pdftotext")
	longtest.Require(t, "pdftotext")
	pref, err := samples.PreferansRotation(7)
	if err != nil {
		t.Fatal(err)
	}
	mit, err := samples.Mitchell(7, samples.Plain)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		m     *movement.Movement
		lang  string
		paper Paper
		title *regexp.Regexp // a protocol's title, its deal's number in it
		row   *regexp.Regexp // round, table, then each seat's contestant
		seat  func(c int) string
	}{
		{"preferans7-ru", pref, i18n.Russian, Paper{Size: "a4", What: cards.All()},
			regexp.MustCompile(`^Протокол сдачи (\d+)\s`),
			regexp.MustCompile(`^\s*(\d+)\s+(\d+)\s+№(\d+)\s+№(\d+)\s+№(\d+)\s+№(\d+)\s*$`),
			func(c int) string { return strconv.Itoa(c) }},
		{"mitchell7-en", mit, i18n.English, Paper{Size: "a4", What: cards.What{Protocols: true}, WhatGiven: true},
			regexp.MustCompile(`^Traveller: board (\d+)\s`),
			regexp.MustCompile(`^\s*(\d+)\s+(\d+)\s+NS (\d+)\s+EW (\d+)\s*$`),
			nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := i18n.New(tc.lang)
			var buf bytes.Buffer
			if err := writePaper(context.Background(), &buf, tc.m, Output{Format: "pdf", Printer: p, Paper: tc.paper}, p); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "b.pdf")
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			// What the movement says each deal's sheet must list.
			want := map[int][]string{}
			deals := 0
			for s := 1; s <= tc.m.Sets; s++ {
				first, last := tc.m.Boards(s)
				var rows []movement.Play
				for _, pl := range tc.m.Play {
					if pl.Set == s && pl.InPlay() {
						rows = append(rows, pl)
					}
				}
				slices.SortFunc(rows, func(a, b movement.Play) int { return a.Round - b.Round })
				for d := first; d <= last; d++ {
					deals++
					for _, pl := range rows {
						line := fmt.Sprint(pl.Round, pl.Table)
						for s, c := range pl.Seats {
							if tc.seat == nil { // a pair's number within its line, as the card prints it
								c = pairNumber(tc.m, c, tc.m.Seats[s])
							}
							line += " " + strconv.Itoa(c)
						}
						want[d] = append(want[d], line)
					}
				}
			}
			got := map[int][]string{}
			for page := range strings.SplitSeq(string(out), "\f") {
				lines := strings.Split(page, "\n")
				m := tc.title.FindStringSubmatch(lines[0])
				if m == nil {
					continue
				}
				d, _ := strconv.Atoi(m[1])
				if _, dup := got[d]; dup {
					t.Errorf("deal %d: two sheets", d)
				}
				got[d] = []string{}
				for _, l := range lines[1:] {
					if r := tc.row.FindStringSubmatch(l); r != nil {
						got[d] = append(got[d], strings.Join(r[1:], " "))
					}
				}
			}
			if len(got) != deals {
				t.Errorf("%d sheets read, want %d (one a deal)", len(got), deals)
			}
			for d, rows := range want {
				if !slices.Equal(got[d], rows) {
					t.Errorf("deal %d: the sheet reads\n%q\nthe movement plays\n%q", d, got[d], rows)
				}
			}
			t.Logf("%s: %d sheets, %d rows each, as the movement plays them", tc.name, len(got), len(got[1]))
		})
	}
}

// pairNumber is the number a Mitchell card gives contestant c of the
// line of seat s: NS pairs 1…n, EW pairs 1…n.
func pairNumber(m *movement.Movement, c int, s movement.Seat) int {
	if s == movement.EW && c > m.Contestants/2 {
		return c - m.Contestants/2
	}
	return c
}
