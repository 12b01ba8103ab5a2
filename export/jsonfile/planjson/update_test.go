package planjson_test

import goldenfile "github.com/movegen/movegen/internal/golden"

// update is the one -update flag of the tree (internal/golden): it
// rewrites this package's golden files.
var update = goldenfile.UpdateFlag()
