// Package xlsx lays out a composed workbook document (export/sheet, as
// export/cards ComposeWorkbook writes it) as an .xlsx file with excelize:
// one worksheet for each run of the document's sheets with the same Tab,
// in order, laid out as its first sheet's kind asks. A movement's
// workbook has the director's Setup sheet first, a Summary (parameters,
// verdict, balance figures, or a teams movement's figures), the Chart
// (rounds × tables, frozen headings, the legend of its marks), for a
// teams movement its Matches and Teams sheets, Tables (one printable
// block per table card, a page break between tables), Contestants (where
// each plays every round), the heat-map matrices (a teams movement's Team
// meetings and Team comparisons, Meetings and Comparisons: a colour scale,
// the structural zeros greyed out with "–"), Sets, at preferans the
// judge's Set row and Instructions, Boards, a Timetable when the start
// time is known, and the scoring sheets with their formulas. The
// package imports nothing of the project but the document model and the
// layout engine (export/layout): every word, number and formula is the
// document's (export/sheet TestRenderersImportNoWords and
// TestRenderersMakeNoSentence).
// Every sheet is set up for printing: column widths from the content,
// a print area, paper size, landscape where wide, the rows every page
// repeats and the panes that stay in view as the document's sheet.Hold
// says (its title, or its title down to the grid's head; the head and the
// columns that name the rows), the movement in the header, the page number (centre) and the schedule
// hash (right) in the footer, apart so that they never overprint.
//
// # Printed at 12 pt
//
// Every sheet prints at 100 %, its text at its size: 12 pt (titles 13),
// the Tables sheet, the cards' paper form, at
// 13 pt. Nothing is fit to the page's width (a sheet is shrunk only where
// a single column is wider than a landscape page). Instead:
//   - a grid wider than its page is split into column blocks
//     (columnBlocks, blockGrid): each block as wide as a page holds, the
//     grid's head column (round, contestant, set) and its heading row in
//     every block, the blocks one under another with a page break
//     between them, a block longer than a page broken into pages with the
//     heading again on each, the lines under the grid (a chart's key)
//     under every block; a grid is laid out portrait or landscape,
//     whichever takes fewer pages (gridLayout; the Chart is always
//     landscape), and a sheet turns landscape only where its columns
//     need it;
//   - a grid column wider than a landscape page beside the head columns
//     (a set's tables on one line) is narrowed to what the page leaves
//     and its cells broken into lines (textGrid);
//   - the scoring sheets (export/resultsbook), whose formulas name their
//     cells, are never rearranged: one wider than a landscape page prints
//     in column ranges (a print area of several ranges), its leading
//     columns of numbers and its head row on every page;
//   - a title or sentence wider than the sheet's columns never widens
//     the print area beyond the page: it is merged across the print area
//     and wraps there, its row as tall as its lines (sheetData.area);
//   - the Tables and Setup sheets break their sentences into lines that
//     fit the page themselves; on the Teams sheet a team's heading is
//     kept on the page of its grid.
//
// TestEverySheetPrintsAtTwelvePoints (export/cards, MOVEGEN_LONG=1) prints `mitchell
// --tables 8`, `preferans --tables 7 --lang ru` (and zh) and `teams
// --teams 8` through LibreOffice and checks every sheet's body text is
// at least 12 pt and every cell's words are printed.
//
// # Fonts
//
// One font family is named in every style and in the header and footer:
// FontFamily, PT Sans, whose З and 3 differ. A workbook cannot embed a
// font, and most directors' computers do not have PT Sans: the
// spreadsheet program then draws another sans serif in its place
// (every style says it is one: OOXML's font family 2, the only fallback
// the format can name). LibreOffice on Debian and Ubuntu takes DejaVu
// Sans (a line of a card a fifth wider than in PT Sans, in bold a
// third); Excel takes its default, Calibri, or Arial. So that no word
// is lost whichever it takes, every width is measured in
// the widest of the faces of Fallbacks (PT Sans, DejaVu Sans, Liberation
// Sans for Arial and Helvetica, Carlito for Calibri), glyph by glyph,
// from the advance widths of their font files (metrics.go, made by go
// generate from those files, each named with its package and SHA-256):
// a column is as wide as its widest cell in the widest face, counted in
// that face's own column unit (the width of its digit at 11 pt, as
// LibreOffice makes it, or in whole pixels, as Excel does); the Tables
// and Setup sheets' lines are broken to fit the page in every face, the
// page measured in the largest column unit (DejaVu Sans's 7 pt), and a
// card grid wider than a landscape page has its widest cells broken into
// lines. What a director sees without PT Sans: the same pages, every
// word whole, the Tables sheet still at 13 pt, in DejaVu Sans or
// Calibri, whose З and 3 may look alike. (With PT Sans the columns are
// a little wider than its text needs: the price of fitting the others.)
// Installing PT Sans (Debian's fonts-paratype, or ParaType's free
// download; the files are also beside export/pdf) gives the intended
// look. PT Sans has no arrow: the cards' "→" is drawn from the program's
// fallback face, and measured in the faces that have it. A Chinese workbook names ChineseFontFamily
// (Microsoft YaHei) with the GB2312 character set instead, for which
// each program substitutes a Chinese font it has
// (export/cards TestChineseWorkbookThroughLibreOffice); its widths are measured in the
// same faces, a Chinese character (in none of them) counted a full em.
// export/cards TestWorkbookPrintsThroughLibreOffice (behind MOVEGEN_LONG=1) prints
// the workbooks with and without PT Sans and reads the PDFs back;
// TestColumnWidthsHoldInEveryFace checks the widths against the fonts'
// files in every run.
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
// Lines are broken by export/layout (Wrap, the PDF's engine), through a
// layout.Metrics that measures in the workbook's column units in every
// face (cellMetrics, textUnits); the Tables sheet's columns share the
// page by layout.Columns. The words come from the document, so the
// workbook says what the cards say. The file is deterministic: fixed document properties
// and no timestamps, so the same input gives the same bytes.
package xlsx
