// Package xlsx writes a movement's workbook with excelize: a Summary
// (parameters, verdict, balance figures), the Chart (rounds × tables,
// frozen headings, the legend of its marks), Tables (one printable block
// per table card, a page break between tables), Contestants (where each
// plays every round), Meetings and Comparisons (matrices with a
// colour-scale heat map; pairs that cannot meet or be compared are greyed
// out with "–"), Sets (where each set is in every round), at preferans
// the judge's Set row and Instructions sheets, Boards (every board's set,
// dealer and vulnerability), and a Timetable when the start time is known.
// Every sheet is set up for printing: column widths from the content,
// a print area, paper size, landscape where wide, fit to width, repeated
// title rows, and a header and footer with the movement, the page number
// and the schedule hash. Sheets are built in memory and written with
// excelize's StreamWriter.
//
// The words come from export/cards and export/i18n, so the workbook says
// what the cards say. The file is deterministic: fixed document properties
// and no timestamps, so the same input gives the same bytes.
package xlsx
