package movement_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestSectionReports checks the per-section report of a field in
// sections: each section alone is a valid Mitchell with its own pairs and
// the balance index a lone Mitchell of its size has, while the whole
// report is across the field.
func TestSectionReports(t *testing.T) {
	m, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 44, Sections: 3, ShareBoards: true})
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	if len(rep.Sections) != 3 {
		t.Fatalf("%d section reports", len(rep.Sections))
	}
	seen := 0
	for i, s := range rep.Sections {
		alone, err := mitchell.Generate(mitchell.Options{Tables: s.Tables, Rounds: m.Rounds, BoardsPerRound: m.BoardsPerSet, Even: map[bool]mitchell.EvenMethod{true: mitchell.Skip, false: ""}[s.Tables%2 == 0]})
		if err != nil {
			t.Fatal(err)
		}
		want := movement.Analyze(alone)
		if s.Verdict != want.Verdict || s.BalanceIndex != want.Summary.BalanceIndex {
			t.Errorf("section %s: %s %.2f, a lone Mitchell of %d tables %s %.2f", s.Name, s.Verdict, s.BalanceIndex, s.Tables, want.Verdict, want.Summary.BalanceIndex)
		}
		if len(s.Contestants) != 2*s.Tables || s.Contestants[0] != seen+1 {
			t.Errorf("section %s: contestants %v", s.Name, s.Contestants)
		}
		seen += len(s.Contestants)
		sm, orig := m.SectionMovement(i)
		if !movement.Validate(sm).Valid() || !slices.Equal(orig, s.Contestants) {
			t.Errorf("section %s: sub-movement invalid or contestants differ", s.Name)
		}
	}
	if len(rep.Fields) != 2 || rep.Summary.BalanceIndex >= 100 {
		t.Errorf("across the field: %d fields, index %.2f", len(rep.Fields), rep.Summary.BalanceIndex)
	}
	if got := m.TableName(9); got != "D1" {
		t.Errorf("table 9 is %q, want D1", got)
	}
	bad := m.Clone()
	bad.Sections[0].Tables++
	if movement.Validate(bad).Valid() {
		t.Error("sections holding 23 of 22 tables pass Validate")
	}
}

// TestSectionLetterNeverASeat: section names never read as a seat letter
// in English or Russian (B is the Russian East В, C the North С), as a
// digit or as the rest mark, and never repeat.
func TestSectionLetterNeverASeat(t *testing.T) {
	seen := map[string]bool{}
	for i := range 40 {
		name := movement.SectionLetter(i)
		if strings.ContainsAny(name, "BCENSWGILOQZP") {
			t.Errorf("section %d is %q", i, name)
		}
		if seen[name] {
			t.Errorf("section %d: %q again", i, name)
		}
		seen[name] = true
	}
	if got := movement.SectionLetter(0) + movement.SectionLetter(1) + movement.SectionLetter(12); got != "ADAA" {
		t.Errorf("sections 0, 1, 12: %q", got)
	}
}

// TestSectionReportsShared: separate sections share no contestant (the
// Mitchell in three sections), so every section keeps its balance index;
// a contestant seated in two sections is listed in each section's Shared,
// with the other section named in Also.
func TestSectionReportsShared(t *testing.T) {
	m, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 44, Sections: 3, ShareBoards: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range movement.Analyze(m).Sections {
		if len(s.Shared) != 0 || len(s.Also) != 0 {
			t.Errorf("section %s: shared %v with %v", s.Name, s.Shared, s.Also)
		}
	}
	// Two one-table sections, A and B; pair 1 plays round 2 in B.
	two := &movement.Movement{
		Name: "Guest", Family: movement.Custom, Kind: movement.Pairs, Game: movement.Bridge,
		Seats: movement.PairSeats(), Contestants: 4, Tables: 2, Rounds: 2, Sets: 4, BoardsPerSet: 2,
		Sections: []movement.Section{{Name: "A", Tables: 1}, {Name: "B", Tables: 1}},
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2}},
			{Round: 1, Table: 2, Set: 2, Seats: []int{3, 4}},
			{Round: 2, Table: 1, Set: 3, Seats: []int{2, 4}},
			{Round: 2, Table: 2, Set: 4, Seats: []int{3, 1}},
		},
	}
	got := movement.SectionReports(two)
	if len(got) != 2 {
		t.Fatalf("%d section reports", len(got))
	}
	for i, want := range []struct {
		shared []int
		also   []string
	}{{[]int{1, 4}, []string{"B"}}, {[]int{1, 4}, []string{"A"}}} {
		if !slices.Equal(got[i].Shared, want.shared) || !slices.Equal(got[i].Also, want.also) {
			t.Errorf("section %s: shared %v with %v, want %v with %v", got[i].Name, got[i].Shared, got[i].Also, want.shared, want.also)
		}
	}
}
