package whist

import (
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// TestMain runs the tests with the lighter collector of longtest.Main.
func TestMain(m *testing.M) { longtest.Main(m) }
