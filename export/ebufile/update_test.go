package ebufile

import _ "github.com/movegen/movegen/internal/golden"
