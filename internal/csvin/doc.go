// Package csvin reads the CSV files a director fills in by hand or in a
// spreadsheet (the results of a session, the standings of a Swiss event):
// the file is read whole up to a size limit, a byte-order mark is dropped,
// the text must be UTF-8, lines starting with '#' are comments, cells may
// be indented, and every fault is an *Error naming the file and the line.
//
// What the columns mean is each reader's own (export/resultsfile,
// export/standings); this package holds what the two have in common, so
// that a fault reads the same in both.
package csvin
