// Package textcards writes a composed document (a sheet.Document, written
// by export/cards Compose) as plain-text cards: the text a terminal shows
// and a line printer prints. It chooses no word and imports no movement
// and no catalogue: every title, line and cell is the document's.
//
// Each sheet is its title (with the line under it after " — "), the lines
// above its grid, the headed parts of a sheet of several (the setup
// sheet), the grid in columns and the lines under it. The grid's columns
// are as wide as their widest cell plus two spaces, measured in
// export/layout's Terminal metrics (a Chinese character takes two
// columns), so that a grid stays in line in a terminal in every language;
// a row with fewer cells (a table not in use that round) ends the columns
// after its last cell, which the rows below it measure again, as
// text/tabwriter does. Text is never wrapped, so a no-break space is
// written as a space, and a line ends with no spaces.
//
// A form feed starts every card and sheet on a page of its own when the
// text is printed; the sheets that go with the one before (where each
// contestant plays after the chart, the judge's sheets and the boards list
// after the set view) follow it on the same page.
package textcards
