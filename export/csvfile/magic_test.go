package csvfile_test

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestMagicContest: the simple movement Magic Contest takes pasted
// (Table, Round, N-S, E-W, From, To; no header; tab-separated as a
// spreadsheet copies) names the pairs by the numbers the cards print, has
// a row for every table and round, boards 0 at a sit-out, and refuses
// sections.
func TestMagicContest(t *testing.T) {
	mis, err := mitchell.Generate(mitchell.Options{Tables: 5, Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*movement.Movement{mis, h9} {
		var b bytes.Buffer
		if err := csvfile.Write(&b, m, csvfile.Magic); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(b.String(), "\r\n"), "\r\n")
		if len(lines) != m.Tables*m.Rounds {
			t.Fatalf("%s: %d lines, want %d", m.Name, len(lines), m.Tables*m.Rounds)
		}
		nums := scorerfile.Numbers(m)
		grid := m.Grid()
		sitOut := 0
		for i, l := range lines {
			f := strings.Split(l, "\t")
			if len(f) != 6 {
				t.Fatalf("%s: line %q: %d columns, want 6", m.Name, l, len(f))
			}
			r, tb := i/m.Tables, i%m.Tables
			if f[0] != strconv.Itoa(tb+1) || f[1] != strconv.Itoa(r+1) {
				t.Errorf("line %q: want table %d round %d", l, tb+1, r+1)
			}
			p := grid[r][tb]
			if p == nil {
				continue
			}
			for k, c := range p.Seats {
				want := "0"
				if c != 0 {
					want = strconv.Itoa(nums[c-1].N)
				}
				if f[2+k] != want {
					t.Errorf("%s line %q: %s %s, the cards %s", m.Name, l, m.Seats[k], f[2+k], want)
				}
			}
			if p.Seats[0] == 0 || p.Seats[1] == 0 {
				sitOut++
				if f[4] != "0" || f[5] != "0" {
					t.Errorf("line %q: a sit-out with boards", l)
				}
			}
		}
		if sitOut == 0 {
			t.Errorf("%s: no sit-out: the test is blind", m.Name)
		}
	}
	sec, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 24, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	var cw *scorerfile.CannotWrite
	if err := csvfile.Write(&bytes.Buffer{}, sec, csvfile.Magic); !errors.As(err, &cw) {
		t.Errorf("sections: err %v, want a refusal", err)
	}
}

// TestRefusalNamesFormat: a movement whose pairs hold the other line's
// cards (a one-winner Mitchell numbered NS 1 and EW 1) is refused by each
// round-table layout in its own name, the reason naming the same scorer.
func TestRefusalNamesFormat(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Switched)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		layout         csvfile.Layout
		format, scorer string
	}{
		{csvfile.Bridgemate, "Bridgemate CSV", "Bridgemate gives every pair"},
		{csvfile.Magic, "Magic Contest", "Magic Contest gives every pair"},
	} {
		var cw *scorerfile.CannotWrite
		err := csvfile.Write(&bytes.Buffer{}, m, tt.layout)
		if !errors.As(err, &cw) {
			t.Fatalf("%s: err %v, want a refusal", tt.format, err)
		}
		if cw.Format != tt.format {
			t.Errorf("refusal names %q, want %q", cw.Format, tt.format)
		}
		if why := cw.Why.String(); !strings.Contains(why, tt.scorer) {
			t.Errorf("%s: reason %q, want %q", tt.format, why, tt.scorer)
		}
	}
}
