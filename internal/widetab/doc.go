// Package widetab is text/tabwriter for text that mixes Latin and CJK
// characters: a terminal draws a Chinese character in two columns, and
// tabwriter counts it as one, so a Chinese chart would drift out of line.
// Writer counts every East Asian wide or fullwidth character (as
// golang.org/x/text/width classifies it) as two columns. Text without
// such characters comes out byte for byte as from tabwriter.
package widetab
