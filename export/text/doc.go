// Package text prints a movement for a terminal or a plain-text file: the
// master chart (rounds down, tables across, one cell per table and round)
// and the fairness report (verdict, problems, summary figures and a line per
// contestant).
//
// Chart cells read "NS-EW b1-3" for pairs (pair 1 North-South against pair 8
// East-West on boards 1 to 3) and "N/E/S/W b1-3" for individual movements.
// An empty seat (a phantom) prints as "-", a table not in use as ".", and an
// arrow-switched table carries a "*" after the contestants; a legend under
// the chart explains the marks that appear, and relays (one set at two or
// more tables in the same round) are listed below it.
//
// Output depends only on the movement, the report and the language, so the
// same input always gives the same bytes.
package text
