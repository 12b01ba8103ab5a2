package cards

import (
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// The functions in this file put the language-neutral card model into
// words. Every renderer (text, PDF, workbook) uses them, so the cards say
// the same thing in every format.

// SeatName returns the localised name of a seat: N E S W, NS EW in English;
// С В Ю З, СЮ ВЗ in Russian.
func SeatName(p *i18n.Printer, s movement.Seat) string {
	if s == "" {
		return ""
	}
	return p.T(string(s))
}

// preferans reports whether the book's "3S–2W" notation applies.
func preferans(m *movement.Movement) bool { return m.Game == movement.Preferans }

// MoveText is the instruction for one seat, always a place or a word:
// "→ table 4, East–West", "stay", "→ sits out" at bridge; "→ table 2,
// West", "stay", "→ rest" at preferans ("→ стол 2, запад", "остаётся",
// "→ отдых" in Russian). A destination is written as a place
// (DestText), never in the shape of a label.
func MoveText(p *i18n.Printer, m *movement.Movement, mv SeatMove) string {
	switch mv.Kind {
	case MoveStay:
		return p.T("stay")
	case MoveTo:
		return DestText(p, mv.name(m), mv.Seat)
	case MoveRest:
		if preferans(m) {
			return p.T("→ rest")
		}
		return p.T("→ sits out")
	}
	return ""
}

// name is the destination table's printed name.
func (mv SeatMove) name(m *movement.Movement) string {
	if mv.Name != "" {
		return mv.Name
	}
	return m.TableName(mv.Table)
}

// BoardsText names the boards of a set: "7–9", or "7" for a one-board set;
// sheet.None for none (a seating-only movement).
func BoardsText(first, last int) string {
	if first == 0 {
		return sheet.None // a seating-only movement: the director's choice
	}
	if first == last {
		return strconv.Itoa(first)
	}
	return strconv.Itoa(first) + "–" + strconv.Itoa(last)
}

// DealsText lists the deals of a preferans row with their dealers:
// "7(N) 8(E) 9(S)", deal 7 dealt by N and so on.
func DealsText(p *i18n.Printer, row TableRow) string {
	parts := make([]string, 0, len(row.Deals))
	for _, d := range row.Deals {
		parts = append(parts, strconv.Itoa(d.Number)+"("+SeatName(p, d.Dealer)+")")
	}
	return strings.Join(parts, " ")
}

// BoardMoveText says where the boards go: "→ table 6", "→ tables 6, 7",
// "→ bye stand (table 4, round 5)" (table 4 takes them from the stand in
// round 5), "→ director".
func BoardMoveText(p *i18n.Printer, bm BoardMove) string {
	switch bm.Kind {
	case BoardsTo:
		if len(bm.Tables) == 1 {
			return p.Sprintf("→ table %s", bm.tableNames(p))
		}
		return p.Sprintf("→ tables %s", bm.tableNames(p))
	case BoardsBye:
		return p.Sprintf("→ bye stand (table %s, round %s)", bm.tableNames(p), strconv.Itoa(bm.Round))
	case BoardsDone:
		return p.T("→ director")
	}
	return ""
}

// setMoveText is BoardMoveText in preferans words: sets, the judge's set
// row and the judge instead of boards, a bye stand and the director.
func setMoveText(p *i18n.Printer, bm BoardMove) string {
	switch bm.Kind {
	case BoardsBye:
		return p.Sprintf("→ set row (table %s, round %s)", bm.tableNames(p), strconv.Itoa(bm.Round))
	case BoardsDone:
		return p.T("→ judge")
	}
	return BoardMoveText(p, bm)
}

// FlagText spells a flag out in words.
func FlagText(p *i18n.Printer, m *movement.Movement, f Flag) string {
	switch f.Kind {
	case FlagSwitch:
		if m.Kind == movement.Pairs {
			return p.Sprintf("arrow switch: %s plays the %s cards, %s the %s cards",
				SeatName(p, movement.NS), SeatName(p, movement.EW), SeatName(p, movement.EW), SeatName(p, movement.NS))
		}
		return p.Sprintf("arrow switch: %s play the %s cards, %s the %s cards",
			SeatName(p, movement.N)+"+"+SeatName(p, movement.S), SeatName(p, movement.EW),
			SeatName(p, movement.E)+"+"+SeatName(p, movement.W), SeatName(p, movement.NS))
	case FlagSkip, FlagChanged:
		// A Mitchell skip is a skip; anywhere else the card says plainly
		// where the player goes, without naming a move that is not made.
		usual := f.UsualName
		if usual == "" {
			usual = m.TableName(f.Usual)
		}
		if f.Kind == FlagSkip && m.Family == movement.Mitchell {
			return p.Sprintf("skip: %s goes to table %s, not %s", SeatName(p, f.Seat), f.tableNames(p, m), usual)
		}
		return p.Sprintf("after this round %s goes to table %s", SeatName(p, f.Seat), f.tableNames(p, m))
	case FlagSitOut:
		// At a preferans table of four the three others play on: three
		// is a full preferans table.
		if preferans(m) && len(m.Seats) == 4 {
			return p.Sprintf("%s seat empty: the other three play", SeatName(p, f.Seat))
		}
		return p.Sprintf("%s seat empty: sit-out", SeatName(p, f.Seat))
	case FlagShared:
		key := "boards shared with table %s"
		if len(f.Tables) > 1 {
			key = "boards shared with tables %s"
		}
		if n := len(f.Tables) + 1; !preferans(m) && ownCopies(m, n) && movement.TableCopies(m, n) == n {
			// More tables than boards: each plays its own copy (the
			// setup sheet says to make them), nothing is passed.
			key = "the same boards as table %s, from a copy of its own"
			if len(f.Tables) > 1 {
				key = "the same boards as tables %s, from a copy of its own"
			}
		}
		if preferans(m) {
			key = "set shared with table %s"
			if len(f.Tables) > 1 {
				key = "set shared with tables %s"
			}
		}
		return p.Sprintf(key, f.tableNames(p, m))
	case FlagMatch:
		if f.Match == nil {
			return ""
		}
		return MatchText(p, m, f.Match, f.tableNames(p, m))
	case FlagFromBye:
		if f.Director && !preferans(m) {
			return p.T("boards from the director")
		}
		if preferans(m) {
			return p.T("set from the set row")
		}
		return p.T("boards from the bye stand")
	case FlagBreak:
		if f.Partners {
			return p.T("after this round: scoring break, then change partners")
		}
		return p.T("after this round: scoring break")
	}
	return ""
}

// FamilyText names a movement family in the printer's language; a family
// movegen does not know is printed as it is.
func FamilyText(p *i18n.Printer, f movement.Family) string {
	switch f {
	case movement.Mitchell:
		return p.T("Mitchell")
	case movement.Howell:
		return p.T("Howell")
	case movement.Rotation:
		return p.T("rotation")
	case movement.Field:
		return p.T("field rotation")
	case movement.Rest:
		return p.T("rest scheme")
	case movement.ExtraMove:
		return p.T("extra moves")
	case movement.Seating:
		return p.T("Seating")
	case movement.Custom:
		return p.T("custom movement")
	// The teams' generators (movement/teams), the preferans search from
	// orthogonal arrays, the rainbow individual and joined rooms: their
	// JSON names ("round-robin") are said in words.
	case "round-robin":
		return p.T("round robin")
	case "american-whist":
		return p.T("American whist")
	case "flower":
		return p.T("flower")
	case "swiss":
		return p.T("Swiss")
	case "swiss-pairs":
		return p.T("Swiss pairs")
	case "thurner":
		return p.T("Thurner")
	case "stagger":
		return p.T("Stagger")
	case "pivot":
		return p.T("Pivot teams")
	case "orthogonal-array":
		return p.T("orthogonal array")
	case "rainbow":
		return p.T("Rainbow")
	case "rooms":
		return p.T("rooms joined into one")
	}
	// Another generator's family ("whist") is translated when the
	// catalogue knows it.
	return p.T(string(f))
}

// MovementFamilyText names the family of m in words (FamilyText), telling
// the two families named "whist" apart: the whist movement for pairs
// (movement/pairswhist: NS pairs stay, EW pairs move down two) is "Whist"
// ("Вистовое движение"), never the individual whist tournament's "каждый с
// каждым" (every player partners every other), which it is not.
func MovementFamilyText(p *i18n.Printer, m *movement.Movement) string {
	if m.Family == "whist" && m.Kind == movement.Pairs {
		return p.T("Whist")
	}
	return FamilyText(p, m.Family)
}

// CardTitle is the heading of a table card: "Table 3", "Sit-out" (the
// card of those with no seat) or "Sit-out: table 5" (a phantom's table,
// where the sit-out waits).
func CardTitle(p *i18n.Printer, card TableCard) string {
	if card.Phantom && card.Name != "" {
		return p.Sprintf("Sit-out: table %s", card.Name)
	}
	if card.Table == 0 || card.Phantom {
		return p.T("Sit-out")
	}
	if card.Name != "" {
		return p.Sprintf("Table %s", card.Name)
	}
	return p.Sprintf("Table %s", strconv.Itoa(card.Table))
}

// ContestantTitle is the heading of a contestant card: "Pair 3 NS",
// "Player 5" ("Пара 3 СЮ", "Игрок 1 С" in Russian: the label is put into
// the printer's language by LabelText).
//
// In pivot teams a "pair" is a team's seats, whose players change at the
// scoring breaks: "Team 1, North–South seats".
func ContestantTitle(p *i18n.Printer, m *movement.Movement, card ContestantCard) string {
	name := LabelText(p, card.Label)
	if t := m.TeamOf(card.Contestant); teams.Pivots(m) && t != 0 {
		seat := movement.NS
		if m.Teams.Pairs[t-1][1] == card.Contestant {
			seat = movement.EW
		}
		return p.Sprintf("Team %d, %s seats", t, SeatName(p, seat))
	}
	if m.Kind == movement.Pairs {
		return p.Sprintf("Pair %s", name)
	}
	return p.Sprintf("Player %s", name)
}

// StartText says where a contestant starts, as a place: "start: table 3,
// North–South".
func StartText(p *i18n.Printer, card ContestantCard) string {
	if card.Start.Table == 0 || card.StartPhantom {
		return p.T("start: sits out round 1")
	}
	t := strconv.Itoa(card.Start.Table)
	if card.StartName != "" {
		t = card.StartName
	}
	return p.Sprintf("start: %s", PlaceText(p, t, card.Start.Seat))
}

// StandingLines lists what is the same after every round at a table, one
// phrase per seat and one for the boards: "NS stationary", "EW → 4 EW",
// "boards → table 2".
func StandingLines(p *i18n.Printer, m *movement.Movement, card TableCard) []string {
	var out []string
	for i, s := range card.Seats {
		stat := false
		for _, x := range card.Stationary {
			stat = stat || x == s
		}
		switch {
		case stat:
			out = append(out, p.Sprintf("%s stationary", SeatName(p, s)))
		case card.Standing[i].Kind != MoveNone:
			out = append(out, SeatName(p, s)+p.Colon()+MoveText(p, m, card.Standing[i]))
		}
	}
	if card.StandingBoards.Kind != BoardsNone {
		if preferans(m) {
			out = append(out, p.Sprintf("set %s", setMoveText(p, card.StandingBoards)))
		} else {
			out = append(out, p.Sprintf("boards %s", BoardMoveText(p, card.StandingBoards)))
		}
	}
	return out
}

// SingleRoundLine is what a table card of a movement of one round (a
// Swiss round) says instead of "Every round: …": nobody changes table
// during the round, and the boards go back to the director at its end;
// "" for any other card.
func SingleRoundLine(p *i18n.Printer, m *movement.Movement, card TableCard) string {
	if m.Rounds != 1 || card.Table == 0 || card.Unused || card.Phantom || len(card.Rows) != 1 || card.Rows[0].Idle {
		return ""
	}
	if preferans(m) {
		return p.T("One round only: nobody changes table during it; at its end the set goes back to the director.")
	}
	return p.T("One round only: nobody changes table during it; at its end the boards go back to the director.")
}

// CardNote is the sentence a table card carries when the table is special:
// the sit-out card, a table that only hosts a sit-out, an unused table.
func CardNote(p *i18n.Printer, m *movement.Movement, card TableCard) string {
	switch {
	case card.Unused:
		return p.T("This table is not used in this session.")
	case card.Phantom:
		return p.T("Contestants listed here sit out this round and come back as shown.")
	case card.Table == 0 && preferans(m):
		return p.T("Players listed here rest this round (P) and come back as shown.")
	case card.Table == 0:
		return p.T("Contestants listed here sit out this round and come back as shown.")
	case card.SitOut:
		return p.T("This table only hosts a sit-out: one seat is empty every round, so the contestant here has no opponents.")
	}
	return ""
}

// RouteNote is the note column of a contestant card row.
func RouteNote(p *i18n.Printer, m *movement.Movement, row RouteRow) string {
	var parts []string
	if row.SitOut {
		parts = append(parts, p.T("sits out"))
	}
	if row.Switched {
		parts = append(parts, p.T("arrow switch"))
	}
	return strings.Join(parts, p.Semicolon())
}

// PositionText is a contestant's place in one round for the chart, in
// the compact place notation: "3 NS" (PlaceTag, a no-break space before
// the seat), or "rest" ("sits out" at bridge) when the contestant has no
// seat or sits at a phantom's table.
func PositionText(p *i18n.Printer, b *Book, pos movement.Position) string {
	if pos.Table == 0 || b.Phantom(pos.Table) || b.noPlay(pos.Round, pos.Table) {
		if preferans(b.Movement) {
			return p.T("rest")
		}
		return p.T("sits out")
	}
	return b.TableName(pos.Table) + tagSep + SeatName(p, pos.Seat)
}

// SetPlaceText is where a set is in one round: its tables as the cards
// name them, or sheet.None when no table plays it. A set out
// of play is not always on a bye stand (a Howell's idle sets, a
// shortened Mitchell's), so the view does not say where it waits; the
// guide cards name the bye stand where there is one.
func SetPlaceText(p *i18n.Printer, b *Book, tables []int) string {
	if len(tables) == 0 {
		return sheet.None
	}
	parts := make([]string, len(tables))
	for i, t := range tables {
		parts[i] = b.TableName(t)
	}
	return strings.Join(parts, p.Comma())
}

// CellText is a chart cell: the contestants in seat order joined by "–",
// an empty seat's sheet.None set apart by spaces ("№1–№5– – –№3"), then
// the boards (none in a seating-only movement, whose boards are the
// director's choice); "*" marks an arrow switch; a table not in use that
// round is sheet.None alone. The labels are put into the printer's
// language (LabelText): "1 С–5 В–4 Ю–3 З : 5–8" in Russian.
func CellText(p *i18n.Printer, cell *ChartCell) string {
	if cell == nil {
		return sheet.None
	}
	if cell.SitOut {
		names := make([]string, len(cell.Labels))
		for i, l := range cell.Labels {
			names[i] = LabelText(p, l)
		}
		return strings.Join(names, p.Comma())
	}
	if present := presentLabels(p, cell); len(present) < 2 {
		// One contestant facing empty seats: a sit-out, said in words.
		return p.Sprintf("%s sits out", strings.Join(present, p.Comma()))
	}
	labels := make([]string, len(cell.Labels))
	for i, l := range cell.Labels {
		if l == "" {
			// The empty seat's mark is the joiner's dash: spaces set it
			// apart, so that the seats keep their places.
			l = " " + sheet.None + " "
		} else {
			l = LabelText(p, l)
		}
		labels[i] = l
	}
	s := strings.TrimSpace(strings.Join(labels, "–"))
	if cell.First != 0 { // a seating-only movement says nothing of boards
		s += " : " + BoardsText(cell.First, cell.Last)
	}
	if cell.Switched {
		s += "*"
	}
	return s
}

// presentLabels returns the labels of the contestants seated in cell, in
// the printer's language.
func presentLabels(p *i18n.Printer, cell *ChartCell) []string {
	var out []string
	for _, l := range cell.Labels {
		if l != "" {
			out = append(out, LabelText(p, l))
		}
	}
	return out
}

// noPlay reports whether table t hosts no play in round r although
// someone sits there: fewer than two contestants, the others' seats
// empty (a missing pair's Mitchell table). Its contestant sits out, and
// the boards there are not played.
func (b *Book) noPlay(r, t int) bool {
	if r < 1 || r > len(b.Chart.Cells) || t < 1 || t > len(b.Chart.Cells[r-1]) {
		return false
	}
	cell := b.Chart.Cells[r-1][t-1]
	if cell == nil || cell.SitOut {
		return false
	}
	n := 0
	for _, l := range cell.Labels {
		if l != "" {
			n++
		}
	}
	return n < 2
}

func joinInts(p *i18n.Printer, xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, p.Comma())
}

// tableNames names the tables of a flag as the cards do: its Names when
// Build set them, else m's names ("3, 4", "A3, A4").
func (f Flag) tableNames(p *i18n.Printer, m *movement.Movement) string {
	if len(f.Names) == len(f.Tables) && len(f.Names) > 0 {
		return strings.Join(f.Names, p.Comma())
	}
	parts := make([]string, len(f.Tables))
	for i, t := range f.Tables {
		parts[i] = m.TableName(t)
	}
	return strings.Join(parts, p.Comma())
}

// tableNames names the tables of bm: its Names when Build set them (a
// movement with sections), else the numbers.
func (bm BoardMove) tableNames(p *i18n.Printer) string {
	if len(bm.Names) == len(bm.Tables) && len(bm.Names) > 0 {
		return strings.Join(bm.Names, p.Comma())
	}
	return joinInts(p, bm.Tables)
}

// ChartLegend explains the marks the master chart uses, and only those:
// "* arrow switch" where a table plays switched, "- empty seat" where a
// seat is empty, ". table not in use" where a table is idle ("" when the
// chart uses none).
func ChartLegend(p *i18n.Printer, b *Book) string {
	var sw, empty, idle bool
	for _, row := range b.Chart.Cells {
		for _, c := range row {
			switch {
			case c == nil:
				idle = true
			case c.SitOut, len(presentLabels(p, c)) < 2:
				// A sit-out is said in words, with no mark.
			default:
				sw = sw || c.Switched
				for _, l := range c.Labels {
					empty = empty || l == ""
				}
			}
		}
	}
	var parts []string
	if sw {
		parts = append(parts, p.T("* arrow switch"))
	}
	if empty {
		parts = append(parts, p.T("- empty seat"))
	}
	if idle {
		parts = append(parts, p.T(". table not in use"))
	}
	return strings.Join(parts, p.Semicolon())
}
