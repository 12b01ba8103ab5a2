package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
)

// Rendering a movement on paper, shared by cards and every generator's -o.

// cardsMemory is the soft memory limit (runtime/debug.SetMemoryLimit)
// while cards draws, unless GOMEMLIMIT sets one: the collector works
// harder near it instead of letting the heap grow to twice what is live,
// which kept the 17,850 pages of a 499-table movement above 2 GB.
const cardsMemory = 700 << 20

// pdfMemory is the soft memory limit while a pdf is drawn, unless
// GOMEMLIMIT sets one. A pdf is drawn a sheet at a time (pdf.WriteSheets):
// the 16,189 pages of the 1000-player preferans book keep some 70 MB once
// planned and about 110 MB while drawn, and the heap let grow to twice
// that took 260-280 MB (max RSS, load 3-5). Held at 200 MiB it took
// 223-235 MB and 8.2-8.4 s wall (quiet machine, 3 runs), the collector's
// extra work on the drawing's path; at 216 MiB 235-241 MB and 7.6-7.8 s
// (4 runs), at 220 MiB 237-248 MB and 7.6-8.0 s: 216 MiB keeps the book
// under both targets (250 MB, 8 s). Once the pages are planned the limit
// is raised, if need be, to twice what is then live (pdfRoom), so that a
// larger book is never drawn with a collector that runs all the time.
const pdfMemory = 216 << 20

// pdfRoom raises the soft memory limit to twice the live heap when that
// is above it (a book larger than the 1000-player one), unless
// GOMEMLIMIT sets the limit.
func pdfRoom() {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	// The live heap as the last collection found it may still count
	// what composing the book held (the book's cards, 140 MB of the
	// 1000-player book, gone once the pages are planned): one collection
	// now says what the drawing keeps.
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	want := int64(min(s[0].Value.Uint64(), 1<<60)) * 2
	if want > debug.SetMemoryLimit(-1) {
		debug.SetMemoryLimit(want)
	}
}

// bigDocument and bigWorkbook are the sizes from which cards announces on
// standard error how many pages (pdf) or sheets and rows (xlsx) it is
// about to write: a document that takes a while to draw.
const (
	bigDocument = 100  // pages of a pdf
	bigWorkbook = 2000 // rows of a workbook, over all sheets
)

// writePaper renders m as pdf, xlsx, csv or text cards ("text" format)
// through the request layer and writes them to out (standard output when
// "" or "-"): a file is written as it is rendered, into the temporary
// file that becomes out when it is complete, so that a large document is
// never held whole. An invalid movement is bad input: its cards would
// contradict each other. A pdf of bigDocument pages or more, or a
// workbook of bigWorkbook rows or more, is announced on standard error
// (naming out) before it is drawn. When ctx ends the drawing stops,
// nothing is written (the temporary file is removed) and the error wraps
// context.Canceled.
func writePaper(ctx context.Context, g *globalOptions, m *movement.Movement, format string, paper app.Paper, out string) error {
	p := i18n.New(g.Lang)
	if format == "pdf" && os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(pdfMemory))
	}
	o := app.Output{Format: format, Printer: p, Paper: paper,
		Pages: func(pages int) {
			if format == "pdf" {
				pdfRoom()
			}
			if pages >= bigDocument {
				fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("writing %s (pages: %d; Ctrl-C stops)", out, pages))
			}
		},
		Rows: func(sheets, rows int) {
			if rows >= bigWorkbook {
				fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("writing %s (sheets: %d, rows: %d; Ctrl-C stops)", out, sheets, rows))
			}
		},
	}
	if format == "text" {
		o.Format = "cards"
	}
	err := writeStream(g, out, func(w io.Writer) error {
		return cliErr(app.Write(ctx, w, m, o))
	})
	if err == nil && format == "csv" {
		// A scorer's round table says what it does not keep, as the
		// scorers' files do (noteLost).
		switch paper.CSV {
		case csvfile.Bridgemate:
			noteLostIn(g, csvfile.BridgemateFormat, csvfile.BridgemateLost(m))
		case csvfile.Magic:
			noteLostIn(g, csvfile.MagicFormat, csvfile.MagicLost(m))
		}
	}
	return err
}
