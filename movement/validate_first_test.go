package movement

import (
	"fmt"
	"reflect"
	"testing"
)

// TestValidateFirst: ValidateFirst(m, n) keeps exactly the first n
// problems of Validate(m), in the same order, and counts every other one
// by code and severity; n < 1 keeps them all.
func TestValidateFirst(t *testing.T) {
	broken := func(f func(m *Movement)) *Movement {
		m := mitchell(3, 3, 2)
		f(m)
		return m
	}
	movements := map[string]*Movement{
		"sound": mitchell(3, 3, 2),
		"errors and notes": broken(func(m *Movement) {
			m.Sets = 4
			m.Play[8].Seats[1] = 0
			m.Play[7].Set = 9
			m.Play[1].Seats[0] = -1
			m.Play[3].Set, m.Play[4].Set, m.Play[5].Set = 1, 2, 3
		}),
		"header": broken(func(m *Movement) { m.Seats = nil; m.Tables = 0 }),
		// Every player repeats set 1 in every round after the first, and
		// every round shares it among all tables: many problems, ties in
		// round and table broken by the order found.
		"one set": rotation(24, 20, true),
	}
	for name, m := range movements {
		all := Validate(m)
		for _, n := range []int{-1, 0, 1, 2, 5, 100, 1000, len(all), len(all) + 1} {
			t.Run(fmt.Sprintf("%s/%d", name, n), func(t *testing.T) {
				got, omitted := ValidateFirst(m, n)
				want, rest := all, Problems(nil)
				if n > 0 && n < len(all) {
					want, rest = all[:n], all[n:]
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("kept %d problems, want the first %d of %d:\n got %v\nwant %v", len(got), len(want), len(all), got, want)
				}
				var wantOmitted Omitted
				for _, p := range rest {
					if wantOmitted.ByCode == nil {
						wantOmitted.ByCode = map[Code]int{}
					}
					wantOmitted.ByCode[p.Code]++
					if p.Severity == Error {
						wantOmitted.Errors++
					} else {
						wantOmitted.Notes++
					}
				}
				if !reflect.DeepEqual(omitted, wantOmitted) {
					t.Errorf("omitted %+v, want %+v", omitted, wantOmitted)
				}
				if got.Valid() != all.Valid() {
					t.Errorf("kept problems Valid() = %v, all problems %v", got.Valid(), all.Valid())
				}
			})
		}
	}
	if _, o := ValidateFirst(rotation(24, 20, true), 5); o.Total() < 2*5+1024 {
		t.Fatalf("the one-set movement leaves out only %d problems: the test does not exercise the compaction during the search", o.Total())
	}
}

// TestAnalyzeFirst: the capped report has the same verdict and figures as
// the full one, only fewer problems listed, and an unusable header is
// still recognised when its problems were left out.
func TestAnalyzeFirst(t *testing.T) {
	m := rotation(12, 9, true)
	full, capped := Analyze(m), AnalyzeFirst(m, 3)
	if len(capped.Problems) != 3 || capped.Omitted.Total() != len(full.Problems)-3 {
		t.Fatalf("kept %d, omitted %d; want 3 and %d", len(capped.Problems), capped.Omitted.Total(), len(full.Problems)-3)
	}
	if capped.Verdict != full.Verdict || !reflect.DeepEqual(capped.Summary, full.Summary) || !reflect.DeepEqual(capped.Meetings, full.Meetings) {
		t.Errorf("capped report differs beyond its problems: verdict %v/%v, summary %+v/%+v", capped.Verdict, full.Verdict, capped.Summary, full.Summary)
	}
	bad := mitchell(3, 3, 2)
	bad.Seats = []Seat{"A", "B", "C"} // three bad-seat errors, then a bad kind
	if rep := AnalyzeFirst(bad, 1); rep.Verdict != Invalid || rep.Omitted.ByCode[CodeBadSeat] == 0 {
		t.Errorf("header problems left out: verdict %v, omitted %v; want invalid with bad-seat counted", rep.Verdict, rep.Omitted.ByCode)
	}
}
