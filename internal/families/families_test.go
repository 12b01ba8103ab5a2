package families

import (
	"testing"

	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

func TestMain(m *testing.M) { longtest.Main(m) }

// TestCasesAreValid: every movement of the list is generated, passes
// movement.Validate and is accepted by the fairness analysis "movegen
// check" runs (movement.Analyze: no error, none omitted), under a name
// of its own.
func TestCasesAreValid(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Cases(longtest.Enabled()) {
		if seen[c.Name] {
			t.Errorf("%s listed twice", c.Name)
		}
		seen[c.Name] = true
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			m, err := c.Generate()
			if err != nil {
				t.Fatal(err)
			}
			if errs := movement.Validate(m).Errors(); len(errs) > 0 {
				t.Fatalf("invalid: %v", errs)
			}
			rep := movement.Analyze(m)
			if n := len(rep.Problems.Errors()) + rep.Omitted.Errors; rep.Verdict == movement.Invalid || n > 0 {
				t.Errorf("check: %s, %d errors: %v", rep.Verdict, n, rep.Problems.Errors())
			}
		})
	}
	if len(seen) < 60 {
		t.Errorf("only %d cases", len(seen))
	}
}
