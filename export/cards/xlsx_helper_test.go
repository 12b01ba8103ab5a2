package cards_test

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/xlsx"
	_ "github.com/movegen/movegen/internal/golden"
)

// xopts are what the workbook tests choose: the composer's words and
// timetable (cards.WorkbookOptions) and the renderer's paper and size
// callback (xopts).
type xopts struct {
	Printer         *i18n.Printer
	Event, Paper    string
	Start           string
	MinutesPerRound int
	Planned         func(sheets, rows int)
}

// writeXLSXContext composes b's workbook (cards.ComposeWorkbook) and
// lays it out to w (xlsx.WriteContext), as movegen does.
func writeXLSXContext(ctx context.Context, w io.Writer, b *cards.Book, o xopts) error {
	d, err := cards.ComposeWorkbook(ctx, b, o.Printer, cards.WorkbookOptions{Event: o.Event, Start: o.Start, MinutesPerRound: o.MinutesPerRound})
	if err != nil {
		return err
	}
	return xlsx.WriteContext(ctx, w, d, xlsx.Options{Paper: o.Paper, Planned: o.Planned})
}

// writeXLSX is writeXLSXContext without an end.
func writeXLSX(w io.Writer, b *cards.Book, o xopts) error {
	return writeXLSXContext(context.Background(), w, b, o)
}

// buildXLSX writes b's workbook and opens it again.
func buildXLSX(b *cards.Book, o xopts) (*excelize.File, error) {
	var buf bytes.Buffer
	if err := writeXLSX(&buf, b, o); err != nil {
		return nil, err
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		return nil, fmt.Errorf("read back: %w", err)
	}
	return f, nil
}

// footer is the line the composer prints under every title of b's
// document (sheet.Document.Footer): the movement, the event, the hash.
func footer(p *i18n.Printer, b *cards.Book, event string) string {
	d, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{Event: event})
	if err != nil {
		panic(err) // composing no sheet has nothing to give up on
	}
	return d.Footer
}
