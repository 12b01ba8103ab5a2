// Package sheet describes a finished paper document: which sheets it holds
// and in what order, every sheet's title, the lines printed above and
// below its grid, and every cell of the grid, already in words.
//
// A composer (export/cards Compose) reads a movement and the message
// catalogue and writes a Document once; the renderers (the PDF, the
// workbook, the text cards and the page's view) only lay it out, so that
// they say the same thing in every format. The package imports nothing of
// the project: a renderer that takes a Document needs no movement and no
// catalogue.
//
// A workbook's document (workbook.go) holds more: each sheet names the
// worksheet it is printed on (Tab), and a workbook has sheets of its own
// (a summary's Facts, a heat-map Matrix, a scoring sheet's Cells, whose
// numbers and formulas the spreadsheet keeps: Cell.Value).
//
// A sheet also says what a layout holds with every part of it (Hold,
// hold.go): what each printed page repeats (the title, the grid's head),
// and what a screen keeps in view as it scrolls.
//
// A sheet's words are final. Text may hold no-break spaces (U+00A0) where
// the composer holds a phrase together ("table 12", "boards 4–5"); Keep
// spans name the phrases of a line that a layout should not break.
package sheet
