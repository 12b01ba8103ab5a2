package formats

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/bmdcfile"
	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/teams"
)

// propertyTable reads the table of docs/formats/properties.md: format →
// property → kept, noted or refused.
func propertyTable(t *testing.T) (props []string, cells map[string]map[string]string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "formats", "properties.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	i := strings.Index(s, "<!-- property table")
	j := strings.Index(s, "<!-- /property table -->")
	if i < 0 || j < i {
		t.Fatal("no property table in docs/formats/properties.md")
	}
	cells = map[string]map[string]string{}
	for n, line := range strings.Split(strings.TrimSpace(s[i:j]), "\n")[1:] {
		f := strings.Split(strings.Trim(line, "| "), "|")
		for k := range f {
			f[k] = strings.TrimSpace(f[k])
		}
		switch n {
		case 0:
			props = f[1:]
			continue
		case 1:
			continue // the rule under the header
		}
		cells[f[0]] = map[string]string{}
		for k, p := range props {
			cells[f[0]][p] = f[k+1]
		}
	}
	return props, cells
}

// probe is a movement with a property, and how to tell whether a
// movement read back still has it.
type probe struct {
	m    *movement.Movement
	same func(back *movement.Movement, teamsBack bool) bool
	// lost are the words (one of them, split by |) the note of a format
	// that does not keep it holds.
	lost string
}

func probes(t *testing.T) map[string]probe {
	t.Helper()
	must := func(m *movement.Movement, err error) *movement.Movement {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	// Movements whose cards' numbers every format can hold (EW pairs on
	// from the NS pairs), so that each probe tests its one property.
	apartM := func(m *movement.Movement) *movement.Movement {
		c, _ := scorerfile.NumberEWFrom(m, scorerfile.EWFrom(m, true))
		return c
	}
	mit := must(mitchell.Generate(mitchell.Options{Tables: 5}))
	named := must(howell.Generate(howell.Options{Pairs: 8}))
	named.Labels = map[int]string{}
	for c := 1; c <= named.Contestants; c++ {
		named.Labels[c] = "Smith " + string(rune('A'+c-1))
	}
	sw := apartM(must(mitchell.Generate(mitchell.Options{Tables: 6, Winners: 1, ArrowSwitch: []int{2, 4}})))
	copies := must(teams.RoundRobin(teams.RoundRobinOptions{Teams: 4, Boards: movement.BoardsCopies}))
	tm := must(teams.RoundRobin(teams.RoundRobinOptions{Teams: 4}))
	h9 := must(howell.Generate(howell.Options{Pairs: 9}))
	sec := must(mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 25, Sections: 2}))
	bps := must(howell.Generate(howell.Options{Pairs: 8}))
	bps = bps.Clone()
	bps.BoardsPerSet = 4
	switches := func(m *movement.Movement) int {
		n := 0
		for _, p := range m.Play {
			if p.Switched {
				n++
			}
		}
		return n
	}
	away := func(m *movement.Movement) []int { // per round, how many sit out
		var out []int
		for r := 1; r <= m.Rounds; r++ {
			seated := 0
			for _, p := range m.Play {
				if p.Round == r {
					for _, c := range p.Seats {
						if c != 0 {
							seated++
						}
					}
				}
			}
			out = append(out, m.Contestants-seated)
		}
		return out
	}
	return map[string]probe{
		"numbers": {mit, func(b *movement.Movement, _ bool) bool {
			return slices.Equal(scorerfile.Numbers(b), scorerfile.Numbers(mit))
		}, ""},
		"names":    {named, func(b *movement.Movement, _ bool) bool { return b.Label(1) == "Smith A" }, "names|labels"},
		"switches": {sw, func(b *movement.Movement, _ bool) bool { return switches(b) == switches(sw) && switches(sw) > 0 }, "arrow switches"},
		"copies": {copies, func(b *movement.Movement, _ bool) bool {
			return b != nil && b.Teams != nil && b.Teams.Boards == movement.BoardsCopies
		}, "copies"},
		"teams":          {tm, func(b *movement.Movement, teamsBack bool) bool { return teamsBack || b != nil && b.Teams != nil }, ""},
		"sit-outs":       {h9, func(b *movement.Movement, _ bool) bool { return slices.Equal(away(b), away(h9)) }, ""},
		"sections":       {sec, func(b *movement.Movement, _ bool) bool { return len(b.Sections) == len(sec.Sections) }, ""},
		"boards per set": {bps, func(b *movement.Movement, _ bool) bool { return b.BoardsPerSet == 4 }, "boards per set"},
	}
}

// TestPropertyTable checks every cell of docs/formats/properties.md.
func TestPropertyTable(t *testing.T) {
	props, cells := propertyTable(t)
	if len(props) != 8 || len(cells) != 7 {
		t.Fatalf("table of %d properties and %d formats, want 8 and 7", len(props), len(cells))
	}
	ps := probes(t)
	for format, row := range cells {
		for _, prop := range props {
			pr, ok := ps[prop]
			if !ok {
				t.Fatalf("no probe for property %q", prop)
			}
			want := row[prop]
			got, why := cell(t, format, pr)
			if got != want {
				t.Errorf("%s × %s: the table says %s, the code does %s (%s)", format, prop, want, got, why)
			}
		}
	}
}

// cell is what format does with the probe's movement: kept, noted or
// refused, and a word on why.
func cell(t *testing.T, format string, pr probe) (string, string) {
	t.Helper()
	m := pr.m
	noted := func(lost []movement.Text) bool {
		for _, l := range lost {
			for _, w := range strings.Split(pr.lost, "|") {
				if w != "" && strings.Contains(l.String(), w) {
					return true
				}
			}
		}
		return false
	}
	// written is the cell of a write that did not keep the property
	// whole: refused (the writer's sentence), an error, or noted (lost
	// names it); "" when the file is written with nothing noted.
	written := func(err error, lost func() []movement.Text) (string, string) {
		var cw *scorerfile.CannotWrite
		switch {
		case errors.As(err, &cw):
			return "refused", err.Error()
		case err != nil:
			return "error", err.Error()
		case noted(lost()):
			return "noted", ""
		}
		return "", ""
	}
	if format == "bridgemate" {
		var b bytes.Buffer
		err := csvfile.WriteBridgemate(&b, m)
		if v, why := written(err, func() []movement.Text { return csvfile.BridgemateLost(m) }); v != "" {
			return v, why
		}
		return bridgemateKept(t, m, b.Bytes())
	}
	if format == "magic" {
		var b bytes.Buffer
		err := csvfile.WriteMagic(&b, m)
		if v, why := written(err, func() []movement.Text { return csvfile.MagicLost(m) }); v != "" {
			return v, why
		}
		return bridgemateKept(t, m, magicRoundTable(b.Bytes()))
	}
	if format == "bmdc" {
		b, err := Marshal(BMDC, m)
		if v, why := written(err, func() []movement.Text { return Lost(BMDC, m) }); v != "" {
			return v, why
		}
		rt, err := bmdcRoundTable(m, b)
		if err != nil {
			return "error", err.Error()
		}
		return bridgemateKept(t, m, rt)
	}
	f := Format(format)
	b, err := Marshal(f, m)
	if v, why := written(err, func() []movement.Text { return Lost(f, m) }); v != "" {
		return v, why
	}
	ns, err := ReadAll(context.Background(), bytes.NewReader(b), "p"+f.Extension(), Options{})
	if err != nil {
		return "error", err.Error()
	}
	if pr.same(ns[0].Movement, ns[0].Teams != nil) {
		return "kept", ""
	}
	return "lost without a note", string(b)
}

// magicRoundTable is Magic Contest's simple movement b as the rows of
// Bridgemate's round table: the same rows, without the section and switch
// columns (section A, switched 0).
func magicRoundTable(b []byte) []byte {
	var rt bytes.Buffer
	rt.WriteString(roundTableHead)
	for _, l := range strings.Split(strings.TrimSuffix(string(b), "\r\n"), "\r\n") {
		rt.WriteString("A," + strings.ReplaceAll(l, "\t", ",") + ",0\n")
	}
	return rt.Bytes()
}

// bmdcRoundTable is the Data Connector's file b of m as the rows of
// Bridgemate's round table: its rounds, table by table, in round and
// table order (switched 0: the file seats the pairs by the cards held).
func bmdcRoundTable(m *movement.Movement, b []byte) ([]byte, error) {
	var groups []bmdcfile.ScoringGroup
	if err := json.Unmarshal(b, &groups); err != nil {
		return nil, err
	}
	var rt bytes.Buffer
	rt.WriteString(roundTableHead)
	for r := 1; r <= m.Rounds; r++ {
		for _, g := range groups {
			for _, sec := range g.Sections {
				for _, tb := range sec.Tables {
					if r > len(tb.Rounds) {
						return nil, fmt.Errorf("section %s table %d: %d rounds, want %d", sec.Letters, tb.TableNumber, len(tb.Rounds), m.Rounds)
					}
					x := tb.Rounds[r-1]
					fmt.Fprintf(&rt, "%s,%d,%d,%d,%d,%d,%d,%d\n", sec.Letters, tb.TableNumber, x.RoundNumber, x.PairNS, x.PairEW, x.LowBoardNumber, x.HighBoardNumber, 0)
				}
			}
		}
	}
	return rt.Bytes(), nil
}

// bridgemateKept tells, from the rows of the round table, whether the
// Bridgemate layout kept the movement's property: the cards' numbers,
// the switches, the teams' byes, sit-outs (boards 0), sections (letters)
// and the boards of each set.
func bridgemateKept(t *testing.T, m *movement.Movement, data []byte) (string, string) {
	t.Helper()
	recs, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		return "error", err.Error()
	}
	nums := scorerfile.Numbers(m)
	grid := m.Grid()
	i := 1
	letters := map[string]bool{}
	for r := range grid {
		for tb, p := range grid[r] {
			if i >= len(recs) {
				return "lost without a note", "rows: " + itoa(len(recs)-1) + ", the grid has more"
			}
			row := recs[i]
			i++
			letters[row[0]] = true
			if len(row) < 8 || row[2] != itoa(r+1) || len(m.Sections) == 0 && row[1] != itoa(tb+1) {
				return "lost without a note", "round " + itoa(r+1) + " table " + itoa(tb+1) + " is row " + strings.Join(row, ",")
			}
			if p == nil {
				continue
			}
			a, c := p.Seats[0], p.Seats[1]
			if p.Switched {
				a, c = c, a
			}
			for k, x := range []int{a, c} {
				want := "0"
				if x != 0 {
					want = itoa(nums[x-1].N)
				}
				if row[3+k] != want {
					return "lost without a note", "round " + itoa(r+1) + " table " + itoa(tb+1)
				}
			}
			lo, hi := m.Boards(p.Set)
			if p.Seats[0] == 0 || p.Seats[1] == 0 {
				lo, hi = 0, 0
			}
			if row[5] != itoa(lo) || row[6] != itoa(hi) || (row[7] == "1") != p.Switched {
				return "lost without a note", strings.Join(row, ",")
			}
		}
	}
	if i != len(recs) {
		return "lost without a note", itoa(len(recs)-i) + " rows more than the grid's"
	}
	// Sections that are one field are written as one section across the
	// room (m.AcrossTheRoom), which the writer's Lost notes.
	if _, across := m.SectionNamesLost(); len(letters) != max(len(m.Sections), 1) && !(across && len(letters) == 1) {
		return "lost without a note", "sections"
	}
	return "kept", ""
}

func itoa(n int) string { return strconv.Itoa(n) }

// roundTableHead is the header line of Bridgemate's round table, as
// csvfile.WriteBridgemate writes it; other files' rows are checked as its
// rows (bridgemateKept).
const roundTableHead = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,Switched\n"
