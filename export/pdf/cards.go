package pdf

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/movegen/movegen/export/sheet"
)

// A large book's table and contestant cards are most of its document
// (2.2 million of the 2.75 million cells of the 1000-player preferans
// book, some 110 MB as sheet.Cell values), and each is wanted only twice:
// when the plan counts its pages, and when its pages are drawn. When the
// sheets are handed over one at a time (WriteSheets), each card is kept
// packed, its cells' texts in one string, until its pages are drawn; the
// plan and the drawing unpack it again (cardStore). A document handed
// over whole keeps its sheets where they are.

// packed is a card sheet kept packed: the sheet without its grid's rows,
// the texts of its cells one after the other, each cell's length, and
// how many cells each row has.
type packed struct {
	s      sheet.Sheet
	text   string
	lens   []uint16
	widths []uint16
	// rows says that the grid's rows were not nil.
	rows bool
}

// pack packs s; false when a cell holds more than its text (a number, a
// style: no card of the composer's does) or a row or a text is too long
// for the packed form (65,535 cells, bytes), and s is then kept whole.
func pack(s *sheet.Sheet) (*packed, bool) {
	n, size := 0, 0
	for _, r := range s.Grid.Rows {
		if len(r) > 1<<16-1 {
			return nil, false
		}
		n += len(r)
		for _, c := range r {
			if c.Value != sheet.ValueText || c.Number != 0 || c.Style != sheet.StylePlain || len(c.Text) > 1<<16-1 {
				return nil, false
			}
			size += len(c.Text)
		}
	}
	p := &packed{s: *s, lens: make([]uint16, 0, n), widths: make([]uint16, len(s.Grid.Rows)), rows: s.Grid.Rows != nil}
	p.s.Grid.Rows = nil
	var b strings.Builder
	b.Grow(size)
	for i, r := range s.Grid.Rows {
		p.widths[i] = uint16(len(r))
		for _, c := range r {
			b.WriteString(c.Text)
			p.lens = append(p.lens, uint16(len(c.Text)))
		}
	}
	p.text = b.String()
	return p, true
}

// unpack returns the sheet p was packed from, its cells' texts cut from
// p's one string.
func (p *packed) unpack() *sheet.Sheet {
	s := p.s
	if !p.rows {
		return &s
	}
	s.Grid.Rows = make([][]sheet.Cell, len(p.widths))
	cells := make([]sheet.Cell, len(p.lens))
	start, k := 0, 0
	for i, w := range p.widths {
		row := cells[k : k+int(w) : k+int(w)]
		for j := range row {
			end := start + int(p.lens[k+j])
			row[j].Text = p.text[start:end]
			start = end
		}
		k += int(w)
		s.Grid.Rows[i] = row
	}
	return &s
}

// card is one table or contestant card of the book: its sheet as handed
// over whole, or packed.
type card struct {
	s *sheet.Sheet
	p *packed
}

// cardStore holds the table cards or the contestant cards of the book,
// in order, with the last one unpacked.
type cardStore struct {
	cards []card
	last  int
	cur   *sheet.Sheet
	// owned says that the sheets were handed over one at a time and may
	// go once drawn; freed is how many of the first cards have gone.
	owned bool
	freed int
}

func (c *cardStore) len() int { return len(c.cards) }

// add adds the sheet s, whole (the document's own) or packed.
func (c *cardStore) add(s *sheet.Sheet, packIt bool) {
	if packIt {
		if p, ok := pack(s); ok {
			c.cards = append(c.cards, card{p: p})
			return
		}
	}
	c.cards = append(c.cards, card{s: s})
}

// at returns card i's sheet, unpacking it when it is packed (the last
// one unpacked is kept, for its other pages).
func (c *cardStore) at(i int) *sheet.Sheet {
	cd := c.cards[i]
	if cd.s != nil {
		return cd.s
	}
	if c.cur != nil && c.last == i {
		return c.cur
	}
	c.last, c.cur = i, cd.p.unpack()
	return c.cur
}

// keep makes card i's sheet stay unpacked (its pages were planned with
// its measured grid, which refers to it) and returns it.
func (c *cardStore) keep(i int) *sheet.Sheet {
	s := c.at(i)
	c.cards[i] = card{s: s}
	return s
}

// release lets the cards before card i go, their pages drawn, when they
// were handed over one sheet at a time.
func (c *cardStore) release(i int) {
	if !c.owned {
		return
	}
	for ; c.freed < i && c.freed < len(c.cards); c.freed++ {
		c.cards[c.freed] = card{}
		if c.last == c.freed {
			c.cur = nil
		}
	}
}

// WriteSheets is WriteContext for a document handed over one sheet at a
// time: head is the document without its sheets (its language, footer
// and frame), and each calls add with every sheet, in the document's
// order, and returns add's error or its own. The PDF is the one
// WriteContext writes for head with those sheets, byte for byte; the
// sheets are not kept once added (a large book's cards are held packed
// until they are drawn: see above), so the caller can make each sheet
// as it is asked for and let it go.
func WriteSheets(ctx context.Context, w io.Writer, head *sheet.Document, each func(add func(sheet.Sheet) error) error, opt Options) error {
	return writeSheets(ctx, w, head, each, opt, how{})
}

// writeSheets is WriteSheets assembled as h says.
func writeSheets(ctx context.Context, w io.Writer, head *sheet.Document, each func(add func(sheet.Sheet) error) error, opt Options, h how) error {
	if head == nil {
		return errors.New("pdf: no document")
	}
	sd := *head
	sd.Sheets = nil
	var tables, contestants cardStore
	tables.owned, contestants.owned = true, true
	err := each(func(s sheet.Sheet) error {
		switch s.Kind {
		case sheet.KindTable, sheet.KindSitOut:
			tables.add(&s, true)
		case sheet.KindContestant:
			contestants.add(&s, true)
		default:
			sd.Sheets = append(sd.Sheets, s)
		}
		return ctx.Err()
	})
	if err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	if h.keep == 0 {
		// No card keeps its measured grid from the plan: each is
		// measured again when drawn, and only the card being drawn is
		// unpacked.
		h.keep = -1
	}
	return writeCards(ctx, w, &sd, &tables, &contestants, opt, h)
}
