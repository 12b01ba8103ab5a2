package sheet

// Hold says what of a sheet a layout holds with every part of it: what
// every printed page repeats at its top, and what a screen keeps in view
// as it scrolls the sheet (a spreadsheet's frozen panes). The composer
// chooses it with the sheet; a renderer works out which of its rows and
// columns that is.
type Hold struct {
	// Repeat is what every printed page of the sheet repeats at its top.
	Repeat Repeat `json:",omitzero"`
	// Pin keeps the grid's head in view as a screen scrolls the sheet
	// down, and its first PinCols columns, which name the rows (the
	// round, the contestant), as it scrolls across.
	Pin     bool `json:",omitzero"`
	PinCols int  `json:",omitzero"`
}

// Repeat is what every printed page of a sheet repeats at its top.
type Repeat int

// What a sheet's pages repeat.
const (
	// RepeatNone repeats nothing: every part of the sheet has a heading
	// of its own (a table card, a team's itinerary, each kept on its
	// page with its grid).
	RepeatNone Repeat = iota
	// RepeatTitle repeats the sheet's title.
	RepeatTitle
	// RepeatHead repeats the title and the grid's head row (a matrix's
	// row of names, a scoring sheet's HeadRows), so that every page says
	// what its columns hold.
	RepeatHead
)
