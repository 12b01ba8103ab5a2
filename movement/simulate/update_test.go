package simulate

import _ "github.com/movegen/movegen/internal/golden"
