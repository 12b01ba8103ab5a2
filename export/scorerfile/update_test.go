package scorerfile

// No golden files here; the blank import accepts -update like every test
// package (internal/golden defines the one flag).
import _ "github.com/movegen/movegen/internal/golden"
