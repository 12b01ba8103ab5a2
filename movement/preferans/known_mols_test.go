package preferans

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement/design"
)

// TestSearchBoundSaysWhatIsKnown: for every table count the search's bound
// sentence agrees with the literature's count of MOLS (design.KnownMOLS,
// the Handbook table): where k squares of order t are known it says a
// perfect schedule exists and that movegen cannot build it, never "only
// N are known" (issue 28: 58 tables of four said "would need 4 … and only
// 5 are known"); where fewer are known it says how many; where more than
// t−1 would be needed it says perfect is impossible.
func TestSearchBoundSaysWhatIsKnown(t *testing.T) {
	for _, k := range []int{3, 4} {
		for tables := k + 1; tables <= 120; tables++ {
			if design.MaxMOLS(tables) >= k {
				continue // built: no search
			}
			known, _ := design.KnownMOLS(tables)
			bound, text := searchBound(tables, k)
			s := text.String()
			switch {
			case tables == 6 || k > tables-1:
				if bound == 0 || !strings.Contains(s, "impossible") {
					t.Errorf("%d tables of %d: bound %d, %q; want a positive bound, impossible", tables, k, bound, s)
				}
			case known >= k:
				if bound != 0 || !strings.HasPrefix(s, "a perfect schedule exists") || strings.Contains(s, "only") {
					t.Errorf("%d tables of %d (%d MOLS known, %d built): %q; want that a perfect schedule exists", tables, k, known, design.MaxMOLS(tables), s)
				}
			default:
				if bound != 0 || !strings.Contains(s, "not known to be possible or impossible") {
					t.Errorf("%d tables of %d (%d MOLS known): %q; want existence unknown", tables, k, known, s)
				}
			}
		}
	}
}

// TestFiftyEightTables: 58 tables of four need 4 MOLS of order 58; the
// Handbook table (as SageMath reproduces it) knows 5, and design builds 5
// by Wilson's construction (58 = 7·8 + 2), so 58 tables are perfect: every
// cross-line pair meets once, every player plays every set once (issue 28:
// it searched, 5,264 repeats). Three-seat tables of 58 are perfect too.
func TestFiftyEightTables(t *testing.T) {
	if known, source := design.KnownMOLS(58); known != 5 || !strings.Contains(source, "Handbook") {
		t.Fatalf("KnownMOLS(58) = %d, %q; want 5 from the Handbook table", known, source)
	}
	for _, k := range []int{4, 3} {
		res := generate(t, Options{Tables: 58, Seats: k})
		if res.Method != Mols || !res.Perfect || res.Search != nil {
			t.Fatalf("58 tables of %d: method %s, perfect %v", k, res.Method, res.Perfect)
		}
		if !strings.Contains(res.Why, "Wilson 7·8+2") {
			t.Errorf("58 tables of %d: why %q does not name the construction", k, res.Why)
		}
		checkPerfect(t, res.Movement, 58, k)
	}
}

// TestKnownButNotBuilt: where the literature knows enough MOLS but design
// builds too few (68 tables of four: 5 known, 3 built), the search's
// sentences say that a perfect schedule exists and movegen cannot build
// it, and --method mols refuses saying the same, never "only 5 are
// known" (issue 28: 58 tables said so before they were built).
func TestKnownButNotBuilt(t *testing.T) {
	known, _ := design.KnownMOLS(68)
	if built := design.MaxMOLS(68); known < 4 || built >= 4 {
		t.Fatalf("68: %d MOLS known, %d built; the test wants an order with enough known and too few built", known, built)
	}
	res, err := Generate(context.Background(), Options{Tables: 68, Effort: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if res.Method != Search {
		t.Fatalf("method %s, want search", res.Method)
	}
	if !strings.HasPrefix(res.Why, "a perfect schedule for 68 tables of four exists (5 mutually orthogonal Latin squares of order 68 are known), but movegen has no construction for it") {
		t.Errorf("why: %q", res.Why)
	}
	if got := res.Search.BoundText.String(); !strings.HasPrefix(got, "a perfect schedule exists: it needs 4 mutually orthogonal Latin squares of order 68, and 5 are known (Handbook") {
		t.Errorf("bound: %q", got)
	}
	_, err = Generate(context.Background(), Options{Tables: 68, Method: Mols})
	if err == nil || !strings.Contains(err.Error(), "needs 4 mutually orthogonal Latin squares of order 68, and 5 are known (Handbook") ||
		!strings.Contains(err.Error(), "movegen has no construction for them") || strings.Contains(err.Error(), "only") {
		t.Errorf("--method mols: %v", err)
	}
	var bad *RequestError
	if !errors.As(err, &bad) {
		t.Errorf("--method mols: %T, want a request error", err)
	}
}
