package layout_test

import _ "github.com/movegen/movegen/internal/golden"
