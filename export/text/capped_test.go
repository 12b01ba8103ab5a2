package text

import (
	"bytes"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// TestReportCappedProblems: a report from movement.AnalyzeFirst lists the
// problems kept, heads them with the counts of all, and says how many were
// left out, by code: the same words as a full report capped by
// MaxProblems.
func TestReportCappedProblems(t *testing.T) {
	m := mitchell7()
	for i := range m.Play {
		m.Play[i].Set = 1 // every pair repeats set 1 from round 2 on
	}
	full := movement.Analyze(m)
	errs, notes := len(full.Problems.Errors()), len(full.Problems)-len(full.Problems.Errors())
	if errs < 10 || notes < 1 {
		t.Fatalf("want many errors and some notes, got %d and %d", errs, notes)
	}
	p := i18n.New(i18n.English)
	byCode := map[movement.Code]int{}
	for _, p := range full.Problems[3:] {
		byCode[p.Code]++
	}
	var counts []string
	for _, c := range slices.Sorted(maps.Keys(byCode)) {
		counts = append(counts, p.Sprintf("%s %d", string(c), byCode[c]))
	}
	if len(counts) < 2 {
		t.Fatalf("left out only %v: want errors and notes of several codes", counts)
	}
	var reports [2]bytes.Buffer
	if err := WriteReport(&reports[0], m, movement.AnalyzeFirst(m, 3), Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteReport(&reports[1], m, full, Options{MaxProblems: 3}); err != nil {
		t.Fatal(err)
	}
	got := reports[0].String()
	if got != reports[1].String() {
		t.Errorf("AnalyzeFirst(3) and MaxProblems 3 print differently:\n%s\n---\n%s", got, reports[1].String())
	}
	for _, want := range []string{
		p.Sprintf("Problems (errors: %d, notes: %d):", errs, notes),
		p.Sprintf("… and %d more problems, not listed (check --all lists every one)", len(full.Problems)-3),
		p.Sprintf("of these, by code: %s", strings.Join(counts, ", ")) + "\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "  error  "); n != 3 {
		t.Errorf("%d problems listed, want 3", n)
	}
}
