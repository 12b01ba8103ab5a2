package csvfile_test

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
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

// TestPairInTwoSections: a movement in which a pair plays in two sections
// (the twin Mitchell's EW pairs change rows after half the rounds) is one
// field, and every round-table writer writes it as one section A of all
// its tables, each pair under the one number its cards print all session
// (the round table names a pair by section and number, so two sections
// would score its second half as another pair's); the Lost note says how
// the tables are numbered. Sections whose pairs stay (two Mitchells side
// by side) keep their letters.
func TestPairInTwoSections(t *testing.T) {
	twin, err := mitchell.GenerateTwin(mitchell.TwinOptions{Tables: 6})
	if err != nil {
		t.Fatal(err)
	}
	two, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 24, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		m       *movement.Movement
		layout  csvfile.Layout
		letters string
	}{
		{twin, csvfile.Bridgemate, "A"},
		{two, csvfile.Bridgemate, "A,D"},
	} {
		var b bytes.Buffer
		if err := csvfile.Write(&b, tt.m, tt.layout); err != nil {
			t.Fatalf("%s, %s: %v", tt.m.Name, tt.layout, err)
		}
		seen := map[string]bool{}
		var letters []string
		for _, l := range strings.Split(strings.TrimSpace(b.String()), "\n")[1:] {
			if x := strings.SplitN(l, ",", 2)[0]; !seen[x] {
				seen[x] = true
				letters = append(letters, x)
			}
		}
		if got := strings.Join(letters, ","); got != tt.letters {
			t.Errorf("%s, %s: sections %s, want %s", tt.m.Name, tt.layout, got, tt.letters)
		}
	}
	if err := csvfile.Write(&bytes.Buffer{}, twin, csvfile.Magic); err != nil {
		t.Errorf("%s, magic: %v", twin.Name, err)
	}
	letters, rows, err := csvfile.BridgemateRounds(twin)
	if err != nil || len(letters) != 1 {
		t.Fatalf("BridgemateRounds (the Data Connector's rows) of the twin: %v sections, %v", letters, err)
	}
	// EW 1 starts at table 1 (A1) and plays the second half in the other
	// row (tables 4 to 6): one number, one section, all session.
	tables := map[int]bool{}
	for _, r := range rows {
		if r.EWPair == 1 {
			tables[r.Table] = true
		}
	}
	if len(tables) != twin.Rounds || !tables[1] || !(tables[4] || tables[5] || tables[6]) {
		t.Errorf("twin: EW 1 plays at tables %v, want %d tables in both rows", tables, twin.Rounds)
	}
	lost := csvfile.BridgemateLost(twin)
	if len(lost) == 0 || !strings.Contains(lost[0].String(), "D1 → 4") {
		t.Errorf("twin: BridgemateLost %v does not say the tables are numbered across the room", lost)
	}
}
