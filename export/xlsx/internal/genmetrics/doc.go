// Command genmetrics writes export/xlsx's metrics.go: the advance width
// of every glyph the workbook may print (Latin, Cyrillic, the
// punctuation and signs of the cards), regular and bold, in each typeface
// a spreadsheet program may draw the workbook in (xlsx.Fallbacks), read
// from the fonts' own files with golang.org/x/image/font/sfnt. Each file
// is named with where it comes from and its SHA-256, which genmetrics
// checks, so the table is made again only from the same files.
//
// Usage (go generate in export/xlsx runs it):
//
//	go run ./internal/genmetrics -dir DIR[,DIR…] -o metrics.go
//
// DIR are folders holding the font files (export/pdf/fonts for PT Sans,
// /usr/share/fonts/truetype/dejavu, …/liberation2 and …/crosextra where
// Debian's fonts-dejavu-core, fonts-liberation2 and
// fonts-crosextra-carlito are installed, or unpacked with dpkg-deb -x).
package main
