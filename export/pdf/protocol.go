package pdf

import "github.com/movegen/movegen/export/sheet"

// protocolPages adds the score sheets that travel with the deals (the
// preferans protocols, the bridge travellers: sheet.KindProtocol), each
// on landscape pages of its own, laid out as any other grid.
func (d *doc) protocolPages() {
	for _, s := range d.composed.Of(sheet.KindProtocol) {
		// A protocol is read at the table, not from the wall: its row
		// of the book's columns fits one page at a smaller floor.
		d.posterPages(s, s.Grid.Text(), sheet.Texts(s.Above), poster{keep: 2, floor: protocolFloor})
	}
}

// protocolFloor is the smallest size, in points, of a protocol's text:
// the book's columns of a table of four (23 of them) fit a landscape A4
// page at that size.
const protocolFloor = 10.0
