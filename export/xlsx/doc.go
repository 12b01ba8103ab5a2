// Package xlsx writes a movement's workbook with excelize: a Summary
// (parameters, verdict, balance figures), the Chart (rounds × tables,
// frozen headings), Tables (one printable block per table card, a page
// break between tables), Contestants (where each plays every round),
// Meetings and Comparisons (matrices with a colour-scale heat map), Sets
// (where each set is, the preferans set row), Boards (every board's set,
// dealer and vulnerability), and a Timetable when the
// start time is known. Every sheet is set up for printing: paper size,
// landscape where wide, fit to width, repeated title rows, and a header and
// footer with the movement, the page number and the schedule hash.
//
// The words come from export/cards and export/i18n, so the workbook says
// what the cards say. The file is deterministic: fixed document properties
// and no timestamps, so the same input gives the same bytes.
package xlsx
