// Package layout is the one wrap, measure and flow engine the paper
// renderers lay their words out with. It knows no movement and no font
// file: a renderer hands it a Metrics (the width of a string at a size)
// and gets back lines and pages.
//
// Wrap breaks a text into lines no wider than a width. A line breaks at
// an ASCII space, and between two CJK characters (Han, kana, CJK and
// full-width punctuation), never before a closing mark, after an opening
// one, or next to a digit or Latin letter ("第12桌" holds together); nor
// inside the seat pairs 南北 and 东西, after the ordinal 第 before its
// number, inside a Chinese number or between a number and its unit
// ("第三轮", "七桌" hold together). A
// no-break space (U+00A0) or a narrow no-break space (U+202F) is never a
// break: "12 S" stays on one line. A short last word (a number, a seat
// letter) is not left alone on a line: it takes the word before it along.
// A word wider than the line is broken inside, after a punctuation mark
// ("1+2+3", "a,b") where one is near the end of the line, else between
// any two characters, so that Wrap never returns a line wider than the
// width unless one character alone is.
//
// Fit is Wrap for a text that may shrink: the largest size from the size
// asked down to a floor at which no word has to be broken, else the floor
// with words broken inside. Flow packs items of given heights (rows, lines,
// blocks of rows that keep together) into pages of given heights. Columns
// shares the width of a grid too wide for its page between its columns:
// the narrow ones keep their width, the wide ones are cut to one width
// and their cells wrap.
//
// SeatTags finds the seat letters of the compact places in a text ("1 З"),
// which the PDF and the workbook draw bold so that none reads as a digit.
//
// Terminal is the Metrics of a terminal and a plain-text file (a column a
// character, two an East Asian wide one), which the text cards lay their
// grids out in.
package layout
