package layout

import "github.com/movegen/movegen/internal/widetab"

// Terminal is the Metrics of a terminal or a plain-text file: a text is as
// wide as the columns a terminal draws it in, one a character and two an
// East Asian wide or fullwidth one (internal/widetab's rule), at any
// size. The text cards lay their grids out in it.
type Terminal struct{}

// Width is the number of terminal columns s takes; size is ignored.
func (Terminal) Width(s string, size float64) float64 { return float64(widetab.Width(s)) }
