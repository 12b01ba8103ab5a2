// Package pdf lays a composed document (a sheet.Document, written by
// export/cards Compose, or handed over a sheet at a time to WriteSheets,
// which holds a large book's cards packed until they are drawn) out as a
// PDF for the room. It chooses no word: every
// title, continued title, line, cell, corner mark, seat edge and the
// footer's words and page label are the document's, and it imports no
// movement and no catalogue. The sheets are printed in this order: the
// director's setup sheet first (sheet.KindSetup), a guide card
// per table (to lie flat on the table, table number in the four corners
// and seat names on the edges facing their seats), contestant cards four
// or two to a page with cut lines, the landscape master chart with its
// legend, the set view, at preferans the judge's set row and instruction
// sheet, and the boards list.
//
// Cards are laid out from a floor, not from the width: the text a player
// reads is never smaller than BodyFloor (12 pt, 16 pt with Options.Large).
// What is the same every round (the moves, the dealers, a shared set) is
// said once above the grid (the lines the composer puts there); a grid
// still too wide
// at the floor is printed in panels of columns, and one too long continues
// on the next page or slot, headed "(continued)", with the table number,
// the seat names and the footer on every page.
//
// The charts, views and judge's sheets are posters (posterPages): never
// below PosterFloor (14 pt), as large as the fewest pages allow, a
// section to a page, a wide grid cut into groups of columns of about
// equal width (never one alone), a long one continued. A chart fills its
// pages: its groups of columns stack one under the other while they fit
// a page (at a smaller size, down to the floor, when that saves pages),
// and its rows grow, at most 1.6 times, until the page is full; the teams
// chart of matches runs in panels side by side, a round whole in one; a
// page of fewer groups or panels than the others (the last), and panels
// one a page, are widened to span the page; the
// key of a cell (Sheet.Below) is printed under the grid on every page of
// the chart. The type size is one for all pages of a chart. A preferans
// instruction sheet whose moves change by round has a page per round at
// SheetFloor (18 pt) or more. With Options.Large every card's grid is at
// least 2 pt larger than without. The seat letters of a compact place
// ("12 З") are drawn bold.
//
// Every text run is recorded as it is drawn (Layout returns the record),
// and Write runs Check on every page before it writes it: no two text
// boxes overlap, nothing crosses a cut line or comes within Edge of the
// paper's edge. A fault is an error wrapping ErrLayout, never an
// overprinted page.
//
// A document of more than 1,000 pages is written as it is drawn, 512
// pages at a time, in the memory of those pages rather than of the whole
// file (stream.go): one chunk is drawn while the one before is closed,
// compressed and written, on a second goroutine, in order, so the file is
// the same on any number of cores. Its cards past the first 1,000 pages
// are measured again as they are drawn rather than held from the plan
// (lazy.go); the bytes are those of the one-document path.
// A stop or a fault then leaves part of a file in the writer, for the
// caller to drop (the command line writes to a temporary file).
//
// The card font is PT Sans (embedded with its licence, fonts/LICENSE.txt):
// its digits differ from the Cyrillic seat letters (a flat-topped 3 beside
// a round З); the Go fonts draw the few characters it lacks (→), and Droid
// Sans Fallback (Apache License 2.0, fonts/LICENSE-DroidSansFallback.txt,
// embedded gzip-compressed) the Chinese ones, bold drawn as fill and
// stroke. Every font is embedded as a subset of the characters drawn (the
// Chinese 7-table Mitchell book is about 0.1 MB). Chinese lines break
// between characters, never before a closing mark or inside "第12桌". A
// text with a character none of the three fonts has (a name read from a
// file) is refused with a *GlyphError (ErrGlyph) before anything is drawn,
// and Check fails such a page.
//
// The output is deterministic: fixed creation and modification dates and
// sorted catalogues, so the same document and options give byte-identical
// files. Every page carries a footer with the movement name, the event,
// "page x of y" and the schedule hash (sheet.Frame), wrapped when long.
package pdf
