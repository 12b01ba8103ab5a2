package sheet

import _ "github.com/movegen/movegen/internal/golden"
