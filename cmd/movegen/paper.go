package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/xlsx"
	"github.com/movegen/movegen/movement"
)

// Rendering a movement on paper, shared by cards and every generator's -o.

// check validates the flags before any work.
func (po paperOptions) check() error {
	if _, err := cards.ParseWhat(po.What); err != nil {
		return inputErrf("--what %w", err)
	}
	if po.Paper != "a4" && po.Paper != "letter" && po.Paper != "" {
		return inputErrf("--paper %q: want a4 or letter", po.Paper)
	}
	if _, err := csvfile.ParseLayout(po.CSVLayout); err != nil {
		return inputErrf("--csv-layout %w", err)
	}
	return nil
}

// cardsMemory is the soft memory limit (runtime/debug.SetMemoryLimit)
// while cards draws, unless GOMEMLIMIT sets one: the collector works
// harder near it instead of letting the heap grow to twice what is live,
// which kept the 17,850 pages of a 499-table movement above 2 GB.
const cardsMemory = 700 << 20

// bigDocument and bigWorkbook are the sizes from which cards announces on
// standard error how many pages (pdf) or sheets and rows (xlsx) it is
// about to write: a document that takes a while to draw.
const (
	bigDocument = 100  // pages of a pdf
	bigWorkbook = 2000 // rows of a workbook, over all sheets
)

// writePaper renders m as pdf, xlsx, csv or text cards and writes them to
// out (standard output when "" or "-"): a file is written as it is
// rendered, into the temporary file that becomes out when it is complete,
// so that a large document is never held whole. An invalid movement is bad
// input: its cards would contradict each other. A pdf of bigDocument
// pages or more, or a workbook of bigWorkbook rows or more, is announced
// on standard error (naming out) before it is drawn. When ctx ends the
// drawing stops, nothing is written (the temporary file is removed) and
// the error wraps context.Canceled.
func writePaper(ctx context.Context, g *globalOptions, m *movement.Movement, format string, po paperOptions, out string) error {
	what, err := cards.ParseWhat(po.What)
	if err != nil {
		return inputErrf("--what %w", err)
	}
	if format == "csv" {
		layout, err := csvfile.ParseLayout(po.CSVLayout)
		if err != nil {
			return inputErrf("--csv-layout %w", err)
		}
		if layout == csvfile.Bridgemate && m.Kind != movement.Pairs {
			return inputErrf("--csv-layout bridgemate needs a pairs movement; this one is %s (use flat)", m.Kind)
		}
		return writeStream(g, out, func(w io.Writer) error {
			if err := csvfile.Write(w, m, layout); err != nil {
				if errors.Is(err, csvfile.ErrInvalid) {
					return inputErr(err)
				}
				return internalErr(err)
			}
			return nil
		})
	}
	// A workbook has no contestant cards (its contestants sheet is the
	// chart's routes); neither has a PDF or text without them in --what.
	need := what
	if format == "xlsx" {
		need.Contestants = false
	}
	book, err := cards.BuildWhat(ctx, m, need)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return err
		}
		return inputErr(err)
	}
	p := i18n.New(g.Lang)
	return writeStream(g, out, func(w io.Writer) error {
		var err error
		switch format {
		case "pdf":
			planned := func(pages int) {
				if pages >= bigDocument {
					fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("writing %s (pages: %d; Ctrl-C stops)", out, pages))
				}
			}
			err = pdf.WriteContext(ctx, w, book, pdf.Options{Printer: p, Paper: po.Paper, What: what, Large: po.Large, Planned: planned})
		case "xlsx":
			planned := func(sheets, rows int) {
				if rows >= bigWorkbook {
					fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("writing %s (sheets: %d, rows: %d; Ctrl-C stops)", out, sheets, rows))
				}
			}
			err = xlsx.WriteContext(ctx, w, book, xlsx.Options{Printer: p, Paper: po.Paper, Planned: planned})
		default:
			var b bytes.Buffer
			err = cards.WriteText(&b, book, cards.TextOptions{Printer: p, What: what})
			if err == nil && !strings.HasSuffix(b.String(), "\n") {
				b.WriteString("\n")
			}
			if err == nil {
				_, err = w.Write(b.Bytes())
			}
		}
		if err != nil {
			// A stop by ctx wraps context.Canceled: exit 130, nothing
			// written.
			return internalErr(err)
		}
		// Stopped as the last page was written: the file is dropped all
		// the same.
		return ctx.Err()
	})
}
