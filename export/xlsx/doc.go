// Package xlsx writes a movement's workbook with excelize: the director's
// Setup sheet first (cards.SetupSheet), a Summary
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
// title rows, the movement in the header, the page number (centre) and
// the schedule hash (right) in the footer, apart so that they never
// overprint. The Tables sheet is the cards' paper form
// (cards.PaperTableSheet) at 13 pt, printed at 100 % (never shrunk), its
// sentences broken into lines that fit the page; LibreOffice prints it at
// 13 pt (TestWorkbookPrintsThroughLibreOffice, behind MOVEGEN_LONG=1).
//
// One font family is named in every style and in the header and footer:
// FontFamily, PT Sans, whose З and 3 differ. A workbook cannot embed it:
// where it is not installed the spreadsheet program substitutes its own
// (LibreOffice on Debian: DejaVu Sans; Excel: Calibri), in which З and 3
// may look alike; Debian's fonts-paratype installs it. PT Sans has no
// arrow, so the workbook writes the cards' "→" as "›" (ArrowText). A
// Chinese workbook names ChineseFontFamily (Microsoft YaHei) with the
// GB2312 character set instead, for which each program substitutes a
// Chinese font it has (TestChineseWorkbookThroughLibreOffice).
//
// The cells are never all held, so that a 500-table workbook costs little
// memory: one function lays each sheet out row by row and runs twice, once
// to measure it (column widths, used range, page breaks) and once while
// the file is written, each finished row going straight into the zip.
// excelize keeps everything else (styles, page setup, panes, heat maps,
// defined names) and hands over its parts, the worksheets without rows,
// through its ZipWriter hook; this package writes the zip itself, the
// parts in name order, the rows streamed into each worksheet. Once the
// context ends, no row is made and no byte written.
//
// The words come from export/cards and export/i18n, so the workbook says
// what the cards say. The file is deterministic: fixed document properties
// and no timestamps, so the same input gives the same bytes.
package xlsx
