package kbsfile

import _ "github.com/movegen/movegen/internal/golden"
