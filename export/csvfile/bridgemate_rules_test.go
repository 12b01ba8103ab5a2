package csvfile_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"strconv"
	"testing"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/teams"
)

// TestBridgemateRules checks the Bridgemate layout against Bridgemate's
// published rules for its round table (docs/formats/bridgemate.md): every
// table of every section has rounds 1, 2, … R, each once; a row with an
// empty seat (a sit-out) or no pairs (an idle table) has LowBoard and
// HighBoard 0; a row with two pairs has boards; sections are one letter
// A–Z; the pair numbers are those the cards print.
func TestBridgemateRules(t *testing.T) {
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	mis, err := mitchell.Generate(mitchell.Options{Tables: 5, Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	sec, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 25, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	fl, err := teams.Flower(teams.FlowerOptions{Teams: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*movement.Movement{h9, mis, sec, fl} {
		t.Run(m.Name, func(t *testing.T) {
			var b bytes.Buffer
			if err := csvfile.WriteBridgemate(&b, m); err != nil {
				t.Fatal(err)
			}
			recs, err := csv.NewReader(&b).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			seen := map[string][]int{} // section+table → rounds
			sitOuts, idle := 0, 0
			for _, r := range recs[1:] {
				if len(r[0]) != 1 || r[0][0] < 'A' || r[0][0] > 'Z' {
					t.Errorf("section %q is not a letter A–Z", r[0])
				}
				round, _ := strconv.Atoi(r[2])
				ns, _ := strconv.Atoi(r[3])
				ew, _ := strconv.Atoi(r[4])
				lo, _ := strconv.Atoi(r[5])
				hi, _ := strconv.Atoi(r[6])
				key := r[0] + r[1]
				seen[key] = append(seen[key], round)
				switch {
				case ns == 0 && ew == 0:
					idle++
					if lo != 0 || hi != 0 {
						t.Errorf("%v: an idle table with boards", r)
					}
				case ns == 0 || ew == 0:
					sitOuts++
					if lo != 0 || hi != 0 {
						t.Errorf("%v: a sit-out with boards", r)
					}
				case lo < 1 || hi < lo:
					t.Errorf("%v: two pairs and no boards", r)
				}
			}
			if len(seen) != m.Tables {
				t.Errorf("%d tables in the file, the movement has %d", len(seen), m.Tables)
			}
			for key, rounds := range seen {
				for i, r := range rounds {
					if r != i+1 {
						t.Errorf("table %s: rounds %v, want 1 to %d", key, rounds, m.Rounds)
						break
					}
				}
				if len(rounds) != m.Rounds {
					t.Errorf("table %s: %d rounds, want %d", key, len(rounds), m.Rounds)
				}
			}
			if sitOuts+idle == 0 {
				t.Error("no sit-out or idle row: the test is blind")
			}
			// The numbers are the cards': every number the cards print for
			// a pair seated at the table is in its row.
			nums := scorerfile.Numbers(m)
			grid := m.Grid()
			i := 1
			for r := range grid {
				for tb := range grid[r] {
					row := recs[i]
					i++
					p := grid[r][tb]
					if p == nil {
						continue
					}
					for j, c := range p.Seats {
						want := "0"
						if c != 0 {
							want = strconv.Itoa(nums[c-1].N)
						}
						if row[3+j] != want {
							t.Errorf("round %d table %d: %s pair %s, the cards say %s", r+1, tb+1, m.Seats[j], row[3+j], want)
						}
					}
				}
			}
		})
	}
}

// TestPairInTwoSections: a movement whose pairs cross to another section
// (the twin Mitchell's EW pairs change rows after half the rounds) is
// refused by every round-table writer, since the round table names a pair
// by section and number; within one section (one copy of the boards,
// tables 1 to T) it is written, and sections whose pairs stay (two
// Mitchells side by side) are written too.
func TestPairInTwoSections(t *testing.T) {
	twin, err := mitchell.GenerateTwin(mitchell.TwinOptions{Tables: 6})
	if err != nil {
		t.Fatal(err)
	}
	one, err := mitchell.GenerateTwin(mitchell.TwinOptions{Tables: 6, OneCopy: true})
	if err != nil {
		t.Fatal(err)
	}
	two, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 24, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		m      *movement.Movement
		layout csvfile.Layout
		refuse bool
	}{
		{twin, csvfile.Bridgemate, true},
		{twin, csvfile.Magic, true},
		{one, csvfile.Bridgemate, false},
		{one, csvfile.Magic, false},
		{two, csvfile.Bridgemate, false},
	} {
		err := csvfile.Write(&bytes.Buffer{}, tt.m, tt.layout)
		var cw *scorerfile.CannotWrite
		if got := errors.As(err, &cw); got != tt.refuse {
			t.Errorf("%s, %s: err %v, want refused %v", tt.m.Name, tt.layout, err, tt.refuse)
		}
	}
	if _, _, err := csvfile.BridgemateRounds(twin); err == nil {
		t.Errorf("BridgemateRounds (the Data Connector's rows) wrote the twin Mitchell's two sections")
	}
}
