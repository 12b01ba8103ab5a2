package pdf

import (
	"testing"

	"github.com/movegen/movegen/export/sheet"
)

// Fixture is fixture for the package's external tests.
func Fixture(t testing.TB, name string) *sheet.Document { return fixture(t, name) }
