package pdf

import (
	"codeberg.org/go-pdf/fpdf"
)

// The plan of a large book would hold every card's measured grid until
// its page is drawn: 400 MB for the 42,055 pages of a 500-player book, on
// top of the book itself. So only the cards on the first doc.keep pages
// keep their grids (a small book keeps them all: its pages are drawn at
// the speed they always were); a later card keeps only how many parts it
// has, and its grid is measured again, the same way, when its first part
// is drawn (partsCache keeps the last card measured for its other parts).
//
// Measuring sets fonts, which in a document with a page open would write
// font changes into that page: the measures are taken again in a
// document of their own that never has a page (lazyMeter), and the
// drawing state of d (font, role, turn) is put back afterwards, so the
// page is drawn exactly as it would have been from the kept grid.

// lazyMeter is the document the grids are measured again in.
type lazyMeter struct {
	f         *fpdf.Fpdf
	fallbacks fontSet
}

// partsCache is the last card measured again: its kind, index in the book
// and parts.
type partsCache struct {
	kind  PageKind
	index int
	parts [][]chunk
}

// lazyParts returns the parts of the card of kind at index in the book,
// measuring them again with measure, off the page being drawn.
func (d *doc) lazyParts(kind PageKind, index int, measure func() [][]chunk) [][]chunk {
	if c := d.parts; c.parts != nil && c.kind == kind && c.index == index {
		return c.parts
	}
	if d.meter == nil {
		f := d.newLib()
		f.SetFont(family, "", 8)
		d.meter = &lazyMeter{f: f}
	}
	f, fallbacks := d.f, d.fallbacks
	bold, size, role, rot, stale := d.bold, d.size, d.role, d.rot, d.fontStale
	d.f, d.fallbacks = d.meter.f, d.meter.fallbacks
	parts := measure()
	d.meter.fallbacks = d.fallbacks
	d.f, d.fallbacks = f, fallbacks
	d.bold, d.size, d.role, d.rot, d.fontStale = bold, size, role, rot, stale
	d.parts = partsCache{kind: kind, index: index, parts: parts}
	return parts
}
