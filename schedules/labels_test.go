package schedules

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// numberLabel is a label made of a number and, maybe, a direction.
var numberLabel = regexp.MustCompile(`^(\d+)(?: (NS|EW))?$`)

// ambiguousLabels scans every table card, every contestant card and the
// chart of b and returns what would make a player read one pair as
// another: one printed label for two contestants, two labels with the
// same number where either has no direction or both the same one ("5" and
// "5 EW", as the issue found), or a bare number on a contestant that is
// not that number.
func ambiguousLabels(b *cards.Book) []string {
	of := map[string]int{}
	var bad []string
	see := func(label string, c int, where string) {
		if c == 0 || label == "" {
			return
		}
		if old, ok := of[label]; ok && old != c {
			bad = append(bad, fmt.Sprintf("%s: %q is contestant %d and %d", where, label, old, c))
		}
		of[label] = c
	}
	for _, tc := range b.Tables {
		for _, row := range tc.Rows {
			for _, o := range row.Occupants {
				see(o.Label, o.Contestant, fmt.Sprintf("table card %d round %d", tc.Table, row.Round))
			}
		}
	}
	for _, cc := range b.Contestants {
		see(cc.Label, cc.Contestant, fmt.Sprintf("card of contestant %d", cc.Contestant))
		for _, row := range cc.Rows {
			for _, opp := range row.Opponents {
				if _, ok := of[opp]; !ok && opp != "" {
					bad = append(bad, fmt.Sprintf("card of contestant %d round %d: opponent %q is nobody's label", cc.Contestant, row.Round, opp))
				}
			}
		}
	}
	for r, cells := range b.Chart.Cells {
		for t, cell := range cells {
			if cell == nil {
				continue
			}
			for _, l := range cell.Labels {
				if _, ok := of[l]; !ok && l != "" {
					bad = append(bad, fmt.Sprintf("chart round %d table %d: %q is nobody's label", r+1, t+1, l))
				}
			}
		}
	}
	type key struct {
		n   int
		dir string
	}
	keys := map[int]key{}
	for l, c := range of {
		mm := numberLabel.FindStringSubmatch(l)
		if mm == nil {
			continue
		}
		n, _ := strconv.Atoi(mm[1])
		keys[c] = key{n, mm[2]}
		if mm[2] == "" && n != c && n <= b.Movement.Contestants {
			bad = append(bad, fmt.Sprintf("contestant %d is labelled %q, the number of another contestant", c, l))
		}
	}
	for c1, k1 := range keys {
		for c2, k2 := range keys {
			if c1 < c2 && k1.n == k2.n && (k1.dir == k2.dir || k1.dir == "" || k2.dir == "") {
				bad = append(bad, fmt.Sprintf("contestants %d (%s) and %d (%s) both read as %d", c1, b.Movement.Label(c1), c2, b.Movement.Label(c2), k1.n))
			}
		}
	}
	return bad
}

// TestNoAmbiguousLabels builds the cards of every sample movement and of
// the generators' pairs movements, as they are and with each moving
// contestant made stationary (what plan --stationary does), and scans
// every card for labels that name two pairs. The first case is the issue's
// plan --pairs 9 --stationary 5.
func TestNoAmbiguousLabels(t *testing.T) {
	type sample struct {
		name string
		m    *movement.Movement
	}
	var all []sample
	add := func(name string, m *movement.Movement, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		all = append(all, sample{name, m})
	}
	m, err := mitchell.Generate(mitchell.Options{Tables: 5, Pairs: 9})
	add("mitchell 5 tables 9 pairs", m, err)
	for _, v := range []samples.MitchellVariant{samples.Plain, samples.Skip, samples.Relay, samples.Switched, samples.Phantom} {
		T := 5
		if v == samples.Skip || v == samples.Relay {
			T = 6
		}
		m, err := samples.Mitchell(T, v)
		add(fmt.Sprintf("sample mitchell %d/%d", T, v), m, err)
	}
	m, err = samples.Howell4()
	add("sample howell4", m, err)
	m, err = samples.LateMitchell()
	add("sample late mitchell", m, err)
	m, err = samples.PreferansRotation(5)
	add("sample preferans rotation", m, err)
	m, err = samples.Rest(7, 3)
	add("sample rest", m, err)
	for _, o := range []mitchell.Options{{Tables: 7, Pairs: 13, Missing: movement.EW}, {Tables: 8, Pairs: 15}, {Tables: 6, Even: mitchell.Skip}} {
		m, err := mitchell.Generate(o)
		add(fmt.Sprintf("mitchell %+v", o), m, err)
	}
	m, err = howell.Generate(howell.Options{Pairs: 9})
	add("howell 9 pairs", m, err)
	m, err = mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 29, Sections: 2})
	add("mitchell 29 pairs in 2 sections", m, err)
	m, err = mitchell.GenerateWeb(mitchell.WebOptions{Tables: 10, Sets: 7})
	add("web mitchell 10 tables", m, err)
	m, err = mitchell.GenerateHesitation(mitchell.HesitationOptions{Tables: 5})
	add("hesitation mitchell 5 tables", m, err)
	m, err = mitchell.GenerateRover(mitchell.RoverOptions{Tables: 5})
	add("rover mitchell 5 tables", m, err)

	scan := func(name string, m *movement.Movement) {
		t.Helper()
		b, err := cards.Build(m)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if bad := ambiguousLabels(b); len(bad) > 0 {
			t.Errorf("%s: %d ambiguous labels, first %s", name, len(bad), bad[0])
		}
	}
	scanned := 0
	for _, s := range all {
		scan(s.name, s.m)
		scanned++
		places := StationarySeats(s.m)
		if len(places) == 0 {
			continue
		}
		for c := 1; c <= s.m.Contestants; c++ {
			out, perm, err := KeepStationary(s.m, []int{c})
			if err != nil {
				t.Fatalf("%s stationary %d: %v", s.name, c, err)
			}
			if len(perm) == 0 {
				continue
			}
			scan(fmt.Sprintf("%s, stationary %d", s.name, c), out)
			scanned++
		}
	}
	// The case: pair 5 sits NS at table 1 and is named "5 NS".
	out, _, err := KeepStationary(all[0].m, []int{5})
	if err != nil {
		t.Fatal(err)
	}
	if l := out.Label(5); l != "5 NS" {
		t.Errorf("pair 5 made stationary is labelled %q, want 5 NS", l)
	}
	if scanned < 40 {
		t.Errorf("only %d movements scanned", scanned)
	}
}

// TestAmbiguousLabelsFinds proves the scan can fail: the labels the issue
// found ("5" on the stationary pair, "5 EW" on another) are reported.
func TestAmbiguousLabelsFinds(t *testing.T) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 5, Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	m.Labels[1] = "5" // the old relabelling's mix
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	if bad := ambiguousLabels(b); len(bad) == 0 {
		t.Error("a pair labelled 5 next to 5 EW passed the scan")
	}
}
