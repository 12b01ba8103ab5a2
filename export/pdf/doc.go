// Package pdf prints a movement's cards as a PDF for the room: a guide card
// per table (one page, to lie flat on the table, table number in the four
// corners and seat names on the edges facing their seats), contestant cards
// four or two to a page with cut lines, and the landscape master chart with
// the set view and the boards list. A card with more rounds than its page
// (or its quarter of a page) holds at a readable size continues on the
// next, headed "(continued)", with the table number, the seat names and
// the footer on every page; nothing is shrunk out of sight or overprinted.
// Contestant cut lines stop above the footer. It draws the language-neutral model of export/cards in the
// words of export/i18n, with PT Sans embedded (Latin and Cyrillic; its
// digits differ from the Cyrillic seat letters: a flat-topped 3 beside З), so
// no font files are needed.
//
// The output is deterministic: fixed creation and modification dates and
// sorted catalogues, so the same book and options give byte-identical
// files. Every page carries a footer with the movement name, the event,
// "page x of y" and the schedule hash.
package pdf
