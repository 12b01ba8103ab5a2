package cards

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// ProtocolPlay is one row of a protocol or traveller: a table that plays
// the deal, in the order the deal is played.
type ProtocolPlay struct {
	Round, Table int
	// Seats holds the contestant in each seat of the movement (0 for an
	// empty seat); at bridge pairs, the pair holding the NS cards first
	// (an arrow-switched round is turned back).
	Seats []int
	// Switched marks a round whose pairs play the other direction's cards.
	Switched bool
}

// Protocol is the score sheet of one deal in one section: the preferans
// book's protocol (the rules' §6: contract, declarer, defenders, each
// seat's vists and matchpoints) or a bridge traveller.
type Protocol struct {
	Deal, Set int
	// Section is the section's index when the movement has two or more,
	// else -1: each section plays its own copy of the deal.
	Section int
	// Plays are the tables that play the deal, by round then table. A
	// sit-out, a rest or an idle table has no row.
	Plays []ProtocolPlay
}

// Protocols returns the score sheets of b's movement: one for each deal
// (each board at bridge) in each section that plays it, its rows in the
// order of play. A seating plan and a teams event (scored between the two
// tables of a match) have none.
func Protocols(b *Book) []Protocol {
	m := b.Movement
	if m.SeatingOnly() || m.Teams != nil || m.Sets == 0 {
		return nil
	}
	sectioned := len(m.Sections) > 1
	type key struct{ set, section int }
	plays := map[key][]ProtocolPlay{}
	for _, pl := range m.Play {
		if !pl.InPlay() || pl.Set < 1 || pl.Set > m.Sets {
			continue
		}
		sec := -1
		if sectioned {
			sec, _ = m.SectionOf(pl.Table)
		}
		seats := append([]int(nil), pl.Seats...)
		if pl.Switched && m.Kind == movement.Pairs && len(seats) == 2 {
			seats[0], seats[1] = seats[1], seats[0]
		}
		k := key{pl.Set, sec}
		plays[k] = append(plays[k], ProtocolPlay{Round: pl.Round, Table: pl.Table, Seats: seats, Switched: pl.Switched})
	}
	var out []Protocol
	for set := 1; set <= m.Sets; set++ {
		first, last := m.Boards(set)
		secs := []int{-1}
		if sectioned {
			secs = secs[:0]
			for i := range m.Sections {
				secs = append(secs, i)
			}
		}
		for d := first; d <= last; d++ {
			for _, sec := range secs {
				ps := plays[key{set, sec}]
				if len(ps) == 0 {
					continue
				}
				ps = slices.Clone(ps)
				slices.SortStableFunc(ps, func(a, b ProtocolPlay) int {
					return cmp.Or(cmp.Compare(a.Round, b.Round), cmp.Compare(a.Table, b.Table))
				})
				out = append(out, Protocol{Deal: d, Set: set, Section: sec, Plays: ps})
			}
		}
	}
	// Deals in number order, each deal's sections together.
	slices.SortStableFunc(out, func(a, b Protocol) int { return cmp.Compare(a.Deal, b.Deal) })
	return out
}

// ProtocolTitle is the heading of a score sheet: "Protocol: deal 5" at
// preferans, "Traveller: board 5" at bridge, with the section when the
// movement has two or more.
func ProtocolTitle(p *i18n.Printer, b *Book, pr Protocol) string {
	m := b.Movement
	t := p.Sprintf("Traveller: board %d", pr.Deal)
	if preferans(m) {
		t = p.Sprintf("Protocol: deal %d", pr.Deal)
	}
	if pr.Section >= 0 && pr.Section < len(m.Sections) {
		t = p.Sprintf("%s, section %s", t, m.Sections[pr.Section].Name)
	}
	return t
}

// ProtocolGrid is a score sheet's grid, header first: the round, the
// table and the contestants in each seat filled in, in the order of play;
// the cells the table writes left empty. At preferans the book's columns:
// the contract; the declarer's seat and tricks; the first and the second
// defender's seat and tricks; and for each seat the player's number, his
// vists and his matchpoints. At bridge a traveller's: the contestants (the
// NS and EW pairs), the contract, by whom, the tricks, the score of NS
// and of EW, and the matchpoints of each direction.
func ProtocolGrid(p *i18n.Printer, b *Book, pr Protocol) [][]string {
	m := b.Movement
	head := []string{p.T("Round"), p.T("Table")}
	if preferans(m) {
		head = append(head, p.T("Contract"), p.T("Declarer"), p.T("Tricks"), p.T("1st defender"), p.T("Tricks"), p.T("2nd defender"), p.T("Tricks"))
		for _, s := range m.Seats {
			head = append(head, SeatName(p, s), p.T("Vists"), p.T("MP"))
		}
	} else {
		for _, s := range m.Seats {
			head = append(head, SeatName(p, s))
		}
		head = append(head, p.T("Contract"), p.T("By"), p.T("Tricks"),
			p.Sprintf("Score %s", SeatName(p, movement.NS)), p.Sprintf("Score %s", SeatName(p, movement.EW)),
			p.Sprintf("MP %s", SeatName(p, movement.NS)), p.Sprintf("MP %s", SeatName(p, movement.EW)))
	}
	rows := [][]string{head}
	name := func(c int) string {
		if c == 0 {
			return sheet.None
		}
		return Name(p, b, c)
	}
	for _, pl := range pr.Plays {
		r := []string{strconv.Itoa(pl.Round), m.TableName(pl.Table)}
		if preferans(m) {
			r = append(r, "", "", "", "", "", "", "")
			for _, c := range pl.Seats {
				r = append(r, name(c), "", "")
			}
		} else {
			for _, c := range pl.Seats {
				r = append(r, name(c))
			}
			for len(r) < len(head) {
				r = append(r, "")
			}
		}
		for len(r) < len(head) {
			r = append(r, "")
		}
		rows = append(rows, r)
	}
	return rows
}

// protocolAbove are the lines above a score sheet's grid: what set the
// deal belongs to, how the sheet travels and who writes what.
func protocolAbove(p *i18n.Printer, b *Book, pr Protocol) []string {
	m := b.Movement
	if preferans(m) {
		return []string{
			p.Sprintf("Set %d. The protocol travels with the box of deal %d from table to table, in the order of its rows; after the deal N writes the table's line.", pr.Set, pr.Deal),
			p.T("Contract: — for a passed-out deal (the tricks are then written from first hand clockwise). The vists of a line sum to 0. MP: the matchpoints within each seat's line, written by the judge."),
		}
	}
	out := []string{
		p.Sprintf("Set %d. The traveller travels with board %d from table to table, in the order of its rows; after the board North writes the result.", pr.Set, pr.Deal),
		p.T("MP: the matchpoints within each direction, written by the director."),
	}
	if slices.ContainsFunc(pr.Plays, func(pl ProtocolPlay) bool { return pl.Switched }) {
		out = append(out, p.T("An arrow-switched round lists under NS the pair that plays the NS cards."))
	}
	return out
}

// ProtocolSheets are the score sheets of b as composed sheets, one for
// each protocol (Protocols), each on a page of its own.
func ProtocolSheets(p *i18n.Printer, b *Book, event string) []sheet.Sheet {
	var out []sheet.Sheet
	head := heading(p, b, event)
	for i, pr := range Protocols(b) {
		title := ProtocolTitle(p, b, pr)
		s := sheet.Sheet{Kind: sheet.KindProtocol, Index: i, Title: title, Subtitle: head, Heading: titleLine(title, head), Landscape: true,
			Continued: p.Sprintf("%s (continued)", title), Grid: sheet.FromText(ProtocolGrid(p, b, pr), false)}
		s.Grid.Cols[0].Role = sheet.RoleRound
		for _, a := range protocolAbove(p, b, pr) {
			s.Above = append(s.Above, sheet.Line{Text: a, Keep: keepSpans(a)})
		}
		out = append(out, s)
	}
	return out
}

// protocolsLine is the setup sheet's line on the score sheets: how many
// to print and how they travel; "" when the movement has none.
func protocolsLine(p *i18n.Printer, b *Book) string {
	n := len(Protocols(b))
	switch {
	case n == 0:
		return ""
	case preferans(b.Movement):
		return p.Sprintf("Protocols: print %d, one for each deal; each travels with its deal's box from table to table and comes back to the judge after the last round.", n)
	case playsCopiesAtOnce(b):
		// A barometer: every table plays its own copy of the round's
		// boards at the same time; no board travels.
		return p.Sprintf("Travellers, when the tables score on paper: print %d, one for each board; the tables play their copies of a board at the same time, so fill in its traveller from the tables' scores after the round.", n)
	default:
		return p.Sprintf("Travellers, when the tables score on paper: print %d, one for each board; each travels with its board from table to table.", n)
	}
}

// playsCopiesAtOnce reports whether b is played as a barometer: in some
// round every table in play plays its copy of one set (ownCopies: more
// tables than the set has boards), so no traveller can travel.
func playsCopiesAtOnce(b *Book) bool {
	m := b.Movement
	inPlay := map[int]int{} // round → tables in play
	for _, pl := range m.Play {
		if pl.InPlay() {
			inPlay[pl.Round]++
		}
	}
	for _, rounds := range b.Chart.SetTables {
		for r, ts := range rounds {
			if len(ts) == inPlay[r+1] && ownCopies(m, len(ts)) {
				return true
			}
		}
	}
	return false
}
