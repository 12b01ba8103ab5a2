package schedules

import (
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPlanOffersWhist: the planner offers the pairs whist where McKinnon's
// ready reckoner lists it (whist at 3, 5, 6½ and 7 tables, the whist rover
// at 5½), complete and fitting the time at 3h30, perfect at an odd number
// of full tables; and never above 7 tables, where the references play the
// Mitchell.
func TestPlanOffersWhist(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		pairs, tables int
		verdict       movement.Verdict
	}{{6, 3, movement.Perfect}, {10, 5, movement.Perfect}, {11, 5, movement.Valid}, {13, 7, movement.Perfect}, {14, 7, movement.Perfect}} {
		found := false
		for _, o := range referencePlan(t, tc.pairs, 210).Options {
			if o.Form == FormWhist && o.Tables == tc.tables && o.Rounds == tc.tables && o.FitsTime {
				found = true
				if o.Verdict != tc.verdict {
					t.Errorf("%d pairs: %s is %s, want %s", tc.pairs, o.Name, o.Verdict, tc.verdict)
				}
			}
		}
		if !found {
			t.Errorf("%d pairs: no complete whist of %d tables offered", tc.pairs, tc.tables)
		}
	}
	for _, p := range []int{16, 17, 18, 26} {
		for _, o := range referencePlan(t, p, 210).Options {
			if o.Form == FormWhist {
				t.Errorf("%d pairs: %s offered above %d tables", p, o.Name, maxWhistPlanTables)
			}
		}
	}
}
