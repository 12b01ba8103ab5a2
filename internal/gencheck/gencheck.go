package gencheck

import (
	"testing"

	"github.com/movegen/movegen/movement"
)

// Analyze generates a movement from opts and returns it with its fairness
// report, failing t when generation fails or the validator finds any
// error.
func Analyze[O any](t testing.TB, generate func(O) (*movement.Movement, error), opts O) (*movement.Movement, *movement.Report) {
	t.Helper()
	m, err := generate(opts)
	if err != nil {
		t.Fatalf("Generate(%+v): %v", opts, err)
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		t.Fatalf("Generate(%+v): invalid: %v", opts, errs)
	}
	return m, movement.Analyze(m)
}
