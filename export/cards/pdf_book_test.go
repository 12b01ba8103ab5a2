package cards_test

import (
	"context"
	"io"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/sheet"
)

// bookPDF is what the tests of a book's PDF ask for: the words of the
// composed document (the printer, the event, the parts; the zero What
// means All) and the PDF's layout (paper, large type, compression).
type bookPDF struct {
	Printer      *i18n.Printer
	Event        string
	What         cards.What
	Paper        string
	Large        bool
	Uncompressed bool
	Planned      func(pages int)
}

// layout is the PDF's options of o.
func (o bookPDF) layout() pdf.Options {
	return pdf.Options{Paper: o.Paper, Large: o.Large, Uncompressed: o.Uncompressed, Planned: o.Planned}
}

// compose is the document the PDF of b lays out.
func (o bookPDF) compose(ctx context.Context, b *cards.Book) (*sheet.Document, error) {
	what := o.What
	if what == (cards.What{}) {
		what = cards.All()
	}
	return cards.Compose(ctx, b, o.Printer, cards.ComposeOptions{Event: o.Event, What: what})
}

// pdfWriteContext composes b and writes its PDF (pdf.WriteContext).
func pdfWriteContext(ctx context.Context, w io.Writer, b *cards.Book, o bookPDF) error {
	d, err := o.compose(ctx, b)
	if err != nil {
		return err
	}
	return pdf.WriteContext(ctx, w, d, o.layout())
}

// pdfWrite composes b and writes its PDF (pdf.Write).
func pdfWrite(w io.Writer, b *cards.Book, o bookPDF) error {
	return pdfWriteContext(context.Background(), w, b, o)
}

// pdfLayout composes b and lays its PDF out (pdf.Layout).
func pdfLayout(b *cards.Book, o bookPDF) ([]pdf.Page, error) {
	d, err := o.compose(context.Background(), b)
	if err != nil {
		return nil, err
	}
	return pdf.Layout(d, o.layout())
}

// pdfRecord composes b and plans its PDF (pdf.Record).
func pdfRecord(b *cards.Book, o bookPDF) ([]pdf.SheetRecord, error) {
	d, err := o.compose(context.Background(), b)
	if err != nil {
		return nil, err
	}
	return pdf.Record(d, o.layout())
}

// pdfPageCount composes b and counts its PDF's pages (pdf.PageCount).
func pdfPageCount(b *cards.Book, o bookPDF) int {
	d, err := o.compose(context.Background(), b)
	if err != nil {
		return 0
	}
	return pdf.PageCount(d, o.layout())
}
