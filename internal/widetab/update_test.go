package widetab

import _ "github.com/movegen/movegen/internal/golden"
