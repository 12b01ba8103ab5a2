package cards

import (
	"strconv"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// VulText names a vulnerability: None, NS, EW, Both (никто, СЮ, ВЗ, все;
// in Chinese the usual 双方无局, 南北有局, 东西有局, 双方有局, since a
// line alone does not say "vulnerable" there).
func VulText(p *i18n.Printer, v movement.Vulnerability) string {
	vul := func(s movement.Seat) string {
		if p.Lang() == i18n.Chinese {
			return SeatName(p, s) + "有局"
		}
		return SeatName(p, s)
	}
	switch v {
	case movement.VulNone:
		return p.T("None")
	case movement.VulBoth:
		return p.T("Both")
	case movement.VulNS:
		return vul(movement.NS)
	case movement.VulEW:
		return vul(movement.EW)
	}
	return ""
}

// BoardsTitle is the heading of the boards list.
func BoardsTitle(p *i18n.Printer, b *Book) string {
	if preferans(b.Movement) {
		return p.T("Deals: set and dealer (the first hand is the player on the dealer's left)")
	}
	return p.T("Boards: set, dealer and vulnerability")
}

// BoardsGrid lists every board, header first: board, set, dealer and, at
// bridge, vulnerability (movement.BoardsOf), so that the director can make
// up the boards and check them at the table. At preferans the list names
// the dealer (сдающий); the first hand is the player on his left.
func BoardsGrid(p *i18n.Printer, b *Book) [][]string {
	m := b.Movement
	bridge := !preferans(m)
	head := []string{p.T("Board"), p.T("Set"), p.T("Dealer")}
	if !bridge {
		head[0] = p.T("Deal")
	}
	if bridge {
		head = append(head, p.T("Vulnerability"))
	}
	rows := [][]string{head}
	for k := 1; k <= m.Sets; k++ {
		for _, bd := range m.BoardsOf(k) {
			row := []string{strconv.Itoa(bd.Number), strconv.Itoa(bd.Set), SeatName(p, bd.Dealer)}
			if bridge {
				row = append(row, VulText(p, bd.Vul))
			}
			rows = append(rows, row)
		}
	}
	return rows
}
