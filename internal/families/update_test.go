package families

// This package has no golden files, but it accepts -update like every
// test package, so that "go test ./... -update" runs across the tree: the
// one -update flag is defined by internal/golden.
import _ "github.com/movegen/movegen/internal/golden"
