package cards

import (
	"slices"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// TableSheet is a table card laid out for paper: the facts that are the
// same in every round are stated once above the grid (Above), so that the
// grid keeps only what changes and can be printed large.
type TableSheet struct {
	// Above lists the lines printed above the grid: the moves that never
	// change ("Every round: …"), the dealer pattern of preferans sets, and
	// any note that holds in every round ("boards shared with table 7").
	Above []string
	// Rows is the grid, header first. When Notes is set its last column
	// holds the notes of each row (printed on a line of its own under the
	// row); a sit-out card's grid may have no notes column.
	Rows  [][]string
	Notes bool
}

// PaperTableSheet returns the paper form of a table card: tableGrid
// without the "next" columns whose move is the same every round (they are
// in Above, as StandingLines gives them), without the boards-next column
// when the boards always go the same way, with the deals of a preferans
// set as a range ("7–9") and the dealer pattern once in Above, and with a
// note common to every round in Above instead of on every row. A round in
// which the table hosts only a sit-out says "no play this round" and shows
// no boards. A teams match names its teams in a Teams column ("3 v 6")
// and says the rest of its note (the other table, how the two tables
// share the boards) once above the grid when every round's match is
// played the same way ("Every round: the match with table 2: the first
// half of the boards first; …"), else on its row (MatchWay). A match note
// holds each number to the word before it (holdNumbers), so that paper
// never breaks "for boards 4–5" or "table 2".
func PaperTableSheet(p *i18n.Printer, b *Book, card TableCard) TableSheet {
	m := b.Movement
	if card.Table == 0 || card.Phantom {
		rows, notes := sitOutGrid(p, b, card)
		return TableSheet{Rows: rows, Notes: notes}
	}
	if card.Unused {
		return TableSheet{Rows: tableGrid(p, b, card), Notes: true}
	}
	sh := TableSheet{Notes: true}
	if l := SingleRoundLine(p, m, card); l != "" {
		sh.Above = append(sh.Above, l)
	}
	if lines := StandingLines(p, m, card); len(lines) > 0 {
		// Each phrase ("W: 1W–6W") holds together when the line wraps.
		for i, l := range lines {
			lines[i] = keepTogether(l)
		}
		sh.Above = append(sh.Above, p.Sprintf("Every round: %s", strings.Join(lines, p.Semicolon())))
	}
	if preferans(m) && len(m.Seats) > 0 && m.BoardsPerSet > 1 {
		var order []string
		for k := 0; k < min(m.BoardsPerSet, len(m.Seats)); k++ {
			order = append(order, SeatName(p, m.Seats[k]))
		}
		sh.Above = append(sh.Above, p.Sprintf("Deals of each set are dealt in turn by %s.", strings.Join(order, p.Comma())))
	}
	// A seating plan has no sets: the card says so once, and has no boards
	// columns.
	boardless := m.Sets == 0
	if boardless {
		sh.Above = append(sh.Above, p.T("Boards: the director's choice (a seating plan)."))
	}
	// A "next" column is kept only when its move changes.
	keepNext := make([]bool, len(card.Seats))
	for i := range card.Seats {
		stat := slices.Contains(card.Stationary, card.Seats[i])
		keepNext[i] = !stat && card.Standing[i].Kind == MoveNone
	}
	for i := range card.Seats {
		empty := true
		for _, row := range card.Rows {
			if !row.Idle && MoveText(p, m, row.Occupants[i].Next) != "" {
				empty = false
			}
		}
		if empty {
			keepNext[i] = false
		}
	}
	// The boards-next column is kept when the boards' move changes and is
	// said somewhere (not on a single round's card: its boards go nowhere).
	keepBoards := card.StandingBoards.Kind == BoardsNone && !boardless && slices.ContainsFunc(card.Rows, func(row TableRow) bool {
		return !row.Idle && row.Boards.Kind != BoardsNone
	})
	// Notes of each played row; a note found in every played row goes
	// above.
	notes := make([][]string, len(card.Rows))
	played := 0
	count := map[string]int{}
	// A teams match: its teams go in a column of their own, and what it
	// says beside them (the other table, how the boards are shared) once
	// above the grid when every round's match is played the same way,
	// else on the row.
	matchOf := make([]*MatchNote, len(card.Rows))
	wayOf := make([]string, len(card.Rows))
	keyOf := make([]string, len(card.Rows))
	otherOf := make([]string, len(card.Rows))
	for k, row := range card.Rows {
		if row.Idle {
			continue
		}
		played++
		if !inPlay(row) {
			// Nobody plays here: the only thing to say; no sit-out seat,
			// no boards to fetch from the stand.
			s := p.T("no play this round")
			notes[k] = append(notes[k], s)
			count[s]++
			continue
		}
		for _, f := range row.Flags {
			if preferans(m) && (f.Kind == FlagSkip || f.Kind == FlagChanged) && nextShown(card, keepNext, f.Seat) {
				continue // the "next" column says "1E–4E": the book's notation is the note
			}
			if f.Kind == FlagMatch && f.Match != nil {
				other := f.tableNames(p, m)
				// The match note's phrases ("for boards 4–5") hold
				// together where paper breaks the line.
				matchOf[k], otherOf[k] = f.Match, other
				wayOf[k], keyOf[k] = holdNumbers(MatchWay(p, f.Match, other)), matchWayKey(f.Match, other)
				continue
			}
			s := FlagText(p, m, f)
			if !slices.Contains(notes[k], s) {
				notes[k] = append(notes[k], s)
				count[s]++
			}
		}
	}
	var matchRows []int
	for k := range card.Rows {
		if matchOf[k] != nil {
			matchRows = append(matchRows, k)
		}
	}
	sameWay := len(matchRows) > 1
	for _, k := range matchRows {
		sameWay = sameWay && keyOf[k] != "" && keyOf[k] == keyOf[matchRows[0]]
	}
	if sameWay {
		k := matchRows[0]
		sh.Above = append(sh.Above, holdNumbers(matchWayEveryRound(p, matchOf[k], otherOf[k])))
	} else {
		for _, k := range matchRows {
			notes[k] = append([]string{wayOf[k]}, notes[k]...)
			count[wayOf[k]]++
		}
	}
	teamsCol := len(matchRows) > 0
	// A note on every played row goes above; so does one on every played
	// row but the first (sets from the row come from round 2 on), said
	// with the round it starts in.
	first, second := -1, -1
	for k, row := range card.Rows {
		if row.Idle {
			continue
		}
		if first < 0 {
			first = k
		} else if second < 0 {
			second = k
		}
	}
	var common []string
	noPlay := p.T("no play this round")
	for k := range card.Rows {
		for _, s := range notes[k] {
			if slices.Contains(common, s) || s == noPlay {
				continue // "no play this round" is said on its round
			}
			switch {
			case played > 1 && count[s] == played:
				common = append(common, s)
				sh.Above = append(sh.Above, s)
			case played > 2 && count[s] == played-1 && !slices.Contains(notes[first], s):
				common = append(common, s)
				sh.Above = append(sh.Above, p.Sprintf("From round %d on: %s", card.Rows[second].Round, s))
			}
		}
	}

	head := []string{p.T("Round")}
	for _, s := range card.Seats {
		head = append(head, SeatName(p, s))
	}
	if teamsCol {
		head = append(head, p.T("Teams"))
	}
	switch {
	case boardless:
	case preferans(m):
		head = append(head, p.T("Deals"))
	default:
		head = append(head, p.T("Boards"))
	}
	for i, s := range card.Seats {
		if keepNext[i] {
			head = append(head, p.Sprintf("%s next", SeatName(p, s)))
		}
	}
	if keepBoards && preferans(m) {
		head = append(head, p.T("Set next"))
	} else if keepBoards {
		head = append(head, p.T("Boards next"))
	}
	head = append(head, p.T("Notes"))
	sh.Rows = [][]string{withTime(p, b, head, 0)}
	for k, row := range card.Rows {
		r, idle := roundCells(p, b, row)
		if idle {
			sh.Rows = append(sh.Rows, r)
			continue
		}
		if teamsCol && matchOf[k] != nil {
			r = append(r, MatchTeams(p, m, matchOf[k]))
		} else if teamsCol {
			r = append(r, sheet.None)
		}
		switch {
		case boardless:
		case inPlay(row):
			r = append(r, BoardsText(row.First, row.Last))
		default:
			r = append(r, sheet.None)
		}
		for i, o := range row.Occupants {
			if keepNext[i] {
				r = append(r, MoveText(p, m, o.Next))
			}
		}
		if keepBoards && preferans(m) {
			r = append(r, setMoveText(p, row.Boards))
		} else if keepBoards {
			r = append(r, BoardMoveText(p, row.Boards))
		}
		var ns []string
		for _, s := range notes[k] {
			if !slices.Contains(common, s) {
				ns = append(ns, s)
			}
		}
		r = append(r, strings.Join(ns, p.Semicolon()))
		sh.Rows = append(sh.Rows, withTime(p, b, r, row.Round))
	}
	return sh
}

// nextShown reports whether the grid keeps the "next" column of seat s.
func nextShown(card TableCard, keep []bool, s movement.Seat) bool {
	for i, x := range card.Seats {
		if x == s {
			return keep[i]
		}
	}
	return false
}

// inPlay reports whether at least two contestants play at the row's table
// (a table where one contestant faces only empty seats has no play).
func inPlay(row TableRow) bool {
	n := 0
	for _, o := range row.Occupants {
		if o.Contestant != 0 {
			n++
		}
	}
	return n >= 2
}

// holdNumbers joins every number ("2", "4–5") to the word before it with
// a no-break space, in any language that puts a space there: "table 2",
// "boards 4–5", "стол 2", "сдачи 4–5" stay whole when paper breaks a
// line (Chinese writes no space before its numbers: "第2桌").
func holdNumbers(s string) string {
	words := strings.Split(s, " ")
	var b strings.Builder
	b.Grow(len(s) + len(words))
	for i, w := range words {
		if i > 0 {
			if words[i-1] != "" && w != "" && w[0] >= '0' && w[0] <= '9' {
				b.WriteString("\u00a0")
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w)
	}
	return b.String()
}
