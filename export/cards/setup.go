package cards

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// SetupPart is one part of the director's setup sheet: a heading, its
// sentences and, for some, a small grid (header first).
type SetupPart struct {
	Heading string
	Lines   []string
	Grid    [][]string
}

// SetupTitle is the title of the director's setup sheet.
func SetupTitle(p *i18n.Printer) string { return p.T("Director's setup") }

// SetupSheet is what the director prepares before round 1, first in every
// book and workbook: the boards (or deals) to make and how many copies of
// each set, with the reason (sections playing the same sets, a web
// Mitchell, tables sharing a set, an individual passing boards within a
// round); what lies on the bye stand or in the preferans set row before
// round 1, the row in its round-1 order; who sits out or rests in round 1;
// the stationary seats; the timetable; and the movement's hash.
func SetupSheet(p *i18n.Printer, b *Book) []SetupPart {
	m := b.Movement
	var parts []SetupPart
	parts = append(parts, SetupPart{Heading: prepareHeading(p, b), Lines: boardsLines(p, b)})
	if part, ok := teamsSetupPart(p, b); ok {
		parts = append(parts, part)
	}
	if part, ok := startPart(p, b); ok {
		parts = append(parts, part)
	}
	if lines := restLines(p, b); len(lines) > 0 {
		parts = append(parts, SetupPart{Heading: p.T("Round 1: who sits out"), Lines: lines})
	}
	// In a single round (a Swiss round) nobody moves: nothing to say.
	if lines := stationaryLines(p, b); len(lines) > 0 && m.Rounds > 1 {
		if teams.Pivots(m) {
			// The NS place stays, not the pair: its players change.
			lines = []string{p.T("Each team's NS place stays at its home table all session, as the table cards show; the captain sits North there all session, and the partner changes at each scoring break.")}
		}
		parts = append(parts, SetupPart{Heading: p.T("Stationary"), Lines: lines})
	}
	if lines := breakLines(p, m); len(lines) > 0 {
		parts = append(parts, SetupPart{Heading: p.T("Scoring breaks"), Lines: lines})
	}
	if line, ok := acrossLine(p, m); ok {
		parts = append(parts, SetupPart{Heading: p.T("Table numbers for the scorer"), Lines: []string{line}})
	}
	tt := SetupPart{Heading: p.T("Timetable")}
	if line := TimetableLine(p, b); line != "" {
		tt.Lines = append(tt.Lines, line)
		tt.Grid = TimetableGrid(p, b)
	} else {
		tt.Lines = append(tt.Lines, p.Sprintf("%d rounds; no times given (plan the session with a start time to print them).", m.Rounds))
	}
	parts = append(parts, tt)
	parts = append(parts, SetupPart{Heading: p.T("Check the mark"), Lines: []string{
		p.Sprintf("Every card and page carries the movement's mark #%s: a card with another mark belongs to another movement.", b.Hash),
	}})
	return parts
}

// boardsLines says which boards to make and how many copies of each set.
func boardsLines(p *i18n.Printer, b *Book) []string {
	m := b.Movement
	if m.Sets == 0 {
		return []string{p.T("Boards: the director's choice (a seating plan).")}
	}
	first, _ := m.Boards(1)
	_, last := m.Boards(m.Sets)
	var out []string
	if preferans(m) {
		out = append(out, p.Sprintf("Deals %s: %d sets of %d deals.", BoardsText(first, last), m.Sets, m.BoardsPerSet))
	} else {
		out = append(out, p.Sprintf("Boards %s: %d sets of %d boards.", BoardsText(first, last), m.Sets, m.BoardsPerSet))
	}
	if m.Teams != nil {
		return append(out, teamsBoardsLines(p, b)...)
	}
	// The count is the core's (movement.Copies: per round each section
	// its own, one copy passed between a section's tables while it has a
	// board for each, at preferans one a table; at least one per section
	// all session); the reasons say which round needs the most.
	copies := movement.Copies(m)
	var secReason, tableReason, passReason string
	secMost := 1 // the most sections in secReason
	for k, rounds := range setPlaces(b) {
		for r, ts := range rounds {
			bySec := map[int][]int{}
			var secs []int
			for _, t := range ts {
				s, _ := m.SectionOf(t)
				if _, ok := bySec[s]; !ok {
					secs = append(secs, s)
				}
				bySec[s] = append(bySec[s], t)
			}
			for _, s := range secs {
				ts := bySec[s]
				switch need := movement.TableCopies(m, len(ts)); {
				case tableReason != "" || len(ts) < 2:
				case preferans(m) || need == len(ts):
					tableReason = p.Sprintf("tables %s play set %d in round %d at the same time: one copy for each", joinNames(p, b, ts), k+1, r+1)
				case need > 1:
					tableReason = p.Sprintf("tables %s play set %d in round %d at the same time, more tables than the set has boards: %d copies, shared between them", joinNames(p, b, ts), k+1, r+1, need)
				case passReason == "" && m.Kind != movement.Pairs:
					passReason = p.Sprintf("All tables of a round play the same boards (tables %s play set %d in round %d): pass them from table to table within the round, or make a copy for each table to start at once.", joinNames(p, b, ts), k+1, r+1)
				}
			}
			if len(secs) > secMost {
				secMost = len(secs)
				var names []string
				for _, s := range secs {
					names = append(names, m.Sections[s].Name)
				}
				secReason = p.Sprintf("sections %s play set %d in round %d at the same time: each section plays its own copy", strings.Join(names, p.Comma()), k+1, r+1)
			}
		}
	}
	out = append(out, copiesLine(p, copies))
	for _, r := range []string{secReason, tableReason} {
		if r != "" {
			out = append(out, p.Sprintf("Why: %s.", r))
		}
	}
	if passReason != "" {
		out = append(out, passReason)
	}
	if l := protocolsLine(p, b); l != "" {
		out = append(out, l)
	}
	return out
}

// wholeTeam is the team whose two pairs are ids, or 0 when ids are not
// exactly one team's pairs (or m is not a teams movement).
func wholeTeam(m *movement.Movement, ids []int) int {
	if m.Teams == nil || len(ids) != 2 {
		return 0
	}
	if t := m.TeamOf(ids[0]); t > 0 && t == m.TeamOf(ids[1]) && ids[0] != ids[1] {
		return t
	}
	return 0
}

// AndList joins names as a sentence lists them: "NS 9 and EW 9",
// "A, D and F" ("A、D和F").
func AndList(p *i18n.Printer, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return p.Sprintf("%s and %s", strings.Join(names[:len(names)-1], p.Comma()), names[len(names)-1])
}

// ownCopies reports whether n tables of one section of a pairs movement,
// playing the same set in the same round, need more than one copy
// (movement.TableCopies): more tables than the set has boards (a
// barometer of 10 tables on 1-board sets) cannot pass one copy's boards,
// and play from copies of their own.
func ownCopies(m *movement.Movement, n int) bool {
	return !preferans(m) && m.Kind == movement.Pairs && m.Teams == nil && movement.TableCopies(m, n) > 1
}

// copiesLine says how many copies of each set to make, copies[k] those
// of set k+1: one of each, the same number of every set, or the number
// most sets need (the smaller when two tie) and the sets that need
// another, so that the exceptions are the few ("2 copies of every set,
// except set 7: 3 copies", never a list of every set).
func copiesLine(p *i18n.Printer, copies []int) string {
	lo, hi := 0, 0
	if len(copies) > 0 {
		lo, hi = slices.Min(copies), slices.Max(copies)
	}
	switch {
	case hi <= 1:
		return p.T("One copy of each set.")
	case lo == hi:
		return p.Sprintf("Make %d copies of every set.", hi)
	}
	count := map[int]int{}
	for _, c := range copies {
		count[max(c, 1)]++
	}
	usual := 1
	for c, n := range count {
		if n > count[usual] || n == count[usual] && c < usual {
			usual = c
		}
	}
	var sets []string
	for k, c := range copies {
		if max(c, 1) != usual {
			if c <= 1 {
				sets = append(sets, p.Sprintf("set %d: one copy", k+1))
			} else {
				sets = append(sets, p.Sprintf("set %d: %d copies", k+1, c))
			}
		}
	}
	if usual == 1 {
		return p.Sprintf("One copy of each set, except %s.", strings.Join(sets, p.Semicolon()))
	}
	return p.Sprintf("Make %d copies of every set, except %s.", usual, strings.Join(sets, p.Semicolon()))
}

// startPart says where the sets lie before round 1: on the bye stand (the
// sets of each section not played in round 1) at bridge; in the set row,
// in its round-1 order, at preferans.
func startPart(p *i18n.Printer, b *Book) (SetupPart, bool) {
	m := b.Movement
	if m.Sets == 0 {
		return SetupPart{}, false
	}
	if preferans(m) {
		part := SetupPart{Heading: p.T("Before round 1: the set row")}
		rows, ok := SetRowGrid(p, b)
		if !ok {
			part.Lines = []string{p.T("The sets do not travel in a row in this movement: give them out by the sets-by-round sheet.")}
			return part, true
		}
		part.Lines = []string{p.T("Lay the sets in a row, set 1 first, in this order; under each, the table that takes it in round 1 (— : nobody plays it this round). Before each later round, move the first set to the end of the row.")}
		sets := []string{p.T("Set")}
		for i := range rows[0][1:] {
			sets = append(sets, strconv.Itoa(i+1))
		}
		part.Grid = [][]string{rows[0], sets, rows[1]}
		return part, true
	}
	part := SetupPart{Heading: p.T("Before round 1: the bye stand")}
	stand := HasByeStand(b)
	if !stand {
		part.Heading = p.T("Before round 1: with the director")
	}
	secs := max(len(m.Sections), 1)
	for s := range secs {
		var idle []string
		// With a bye stand, the sets waiting are grouped by the table that
		// plays each next (the stand before it), in the order it plays
		// them: a movement with relays in several places (an extra-board
		// Mitchell, an even hesitation) puts each set on the right one.
		type waiting struct {
			table, round int
			what         string
		}
		var next []waiting // by idle set
		for k, rounds := range b.Chart.SetTables {
			inSec := false
			at := waiting{}
			for r, ts := range rounds {
				for _, t := range ts {
					if sec, _ := m.SectionOf(t); sec == s {
						if r == 0 {
							inSec = true
						} else if at.round == 0 {
							at = waiting{table: t, round: r + 1}
						}
					}
				}
			}
			if at.round > 0 && !inSec {
				first, last := m.Boards(k + 1)
				what := p.Sprintf("set %d (boards %s)", k+1, BoardsText(first, last))
				if first == last {
					what = p.Sprintf("set %d (board %d)", k+1, first)
				}
				if stand {
					what = p.Sprintf("%s for round %d", what, at.round)
				}
				at.what = keepTogether(what)
				idle = append(idle, at.what)
				next = append(next, at)
			}
		}
		if len(idle) == 0 {
			continue
		}
		if stand {
			var tables []int // in the order of their first sets
			for _, w := range next {
				if !slices.Contains(tables, w.table) {
					tables = append(tables, w.table)
				}
			}
			for _, t := range tables {
				var here []waiting
				for _, w := range next {
					if w.table == t {
						here = append(here, w)
					}
				}
				// In the order the table takes them.
				slices.SortStableFunc(here, func(a, b waiting) int { return a.round - b.round })
				sets := make([]string, len(here))
				for i, w := range here {
					sets[i] = w.what
				}
				name := joinNames(p, b, []int{t})
				if len(m.Sections) > 0 {
					part.Lines = append(part.Lines, p.Sprintf("Section %s, on the bye stand by table %s: %s.", m.Sections[s].Name, name, strings.Join(sets, p.Comma())))
				} else {
					part.Lines = append(part.Lines, p.Sprintf("On the bye stand by table %s: %s.", name, strings.Join(sets, p.Comma())))
				}
			}
			continue
		}
		line := strings.Join(idle, p.Comma())
		if len(m.Sections) > 0 {
			line = p.Sprintf("Section %s: %s.", m.Sections[s].Name, line)
		} else {
			// A line of its own under the heading begins with a capital
			// ("Комплект 5 (сдачи 13–15)", not "комплект 5 …").
			line = upperFirst(line) + p.Stop()
		}
		part.Lines = append(part.Lines, line)
	}
	switch {
	case len(part.Lines) == 0:
		part.Lines = []string{p.T("Nothing: every set is at a table in round 1.")}
	case !stand:
		part.Lines = append(part.Lines, p.T("No set waits between two rounds of play: hand each set out in its round."))
	}
	// Relays: tables of one section sharing a set in round 1.
	for k, rounds := range b.Chart.SetTables {
		bySec := map[int][]int{}
		for _, t := range rounds[0] {
			s, _ := m.SectionOf(t)
			bySec[s] = append(bySec[s], t)
		}
		for s := range max(len(m.Sections), 1) {
			// A teams movement's tables sharing a set are matches, which
			// the setup's matches part describes.
			switch ts := bySec[s]; {
			case len(ts) < 2 || m.Kind != movement.Pairs || m.Teams != nil:
			case ownCopies(m, len(ts)) && movement.TableCopies(m, len(ts)) == len(ts):
				part.Lines = append(part.Lines, p.Sprintf("Tables %s play the same set every round (set %d in round 1), each from its own copy.", joinNames(p, b, ts), k+1))
			case ownCopies(m, len(ts)):
				part.Lines = append(part.Lines, p.Sprintf("Tables %s play the same set every round (set %d in round 1), from %d copies shared between them.", joinNames(p, b, ts), k+1, movement.TableCopies(m, len(ts))))
			default:
				part.Lines = append(part.Lines, p.Sprintf("Relay: tables %s share a set every round (set %d in round 1) and pass the boards between them.", joinNames(p, b, ts), k+1))
			}
		}
	}
	return part, true
}

// prepareHeading is the heading of what to prepare: boards at bridge,
// deals at preferans.
func prepareHeading(p *i18n.Printer, b *Book) string {
	if preferans(b.Movement) {
		return p.T("Deals to prepare")
	}
	return p.T("Boards to prepare")
}

// restLines names who sits out or rests in round 1, and where.
func restLines(p *i18n.Printer, b *Book) []string {
	var out []string
	for _, c := range b.Tables {
		if c.Table != 0 && !c.Phantom && b.noPlay(1, c.Table) {
			// A table whose opponents are missing (a missing pair's
			// Mitchell): its contestant sits out there.
			if len(b.Chart.Cells) > 0 {
				if who := presentLabels(p, b.Chart.Cells[0][c.Table-1]); len(who) > 0 {
					out = append(out, p.Sprintf("%s sits out at table %s: the opponents' seat is empty.", strings.Join(who, p.Comma()), b.TableName(c.Table)))
				}
			}
			continue
		}
		if c.Table != 0 && !c.Phantom || len(c.Rows) == 0 {
			continue
		}
		var who, labels []string
		var ids []int
		for _, o := range c.Rows[0].Occupants {
			ids = append(ids, o.Contestant)
			labels = append(labels, LabelText(p, o.Label))
			// A pair is named as a pair: "Pair 1 sits out", never "1 sits out".
			if b.Movement.Kind == movement.Pairs {
				who = append(who, p.Sprintf("Pair %s", LabelText(p, o.Label)))
				continue
			}
			who = append(who, LabelText(p, o.Label))
		}
		if len(who) == 0 {
			continue
		}
		if t := wholeTeam(b.Movement, ids); t > 0 && !c.Phantom {
			// A team's bye: the team sits out, both its pairs.
			out = append(out, p.Sprintf("%s sits out (pairs %s).", TeamHeading(p, b.Movement, t), AndList(p, labels)))
			continue
		}
		if len(who) > 1 && b.Movement.Kind == movement.Pairs && !c.Phantom {
			out = append(out, p.Sprintf("Pairs %s sit out.", AndList(p, labels)))
			continue
		}
		switch {
		case c.Phantom:
			out = append(out, p.Sprintf("%s sits out at table %s (the sit-out table), with no opponents.", strings.Join(who, p.Comma()), c.Name))
		case preferans(b.Movement):
			out = append(out, p.Sprintf("%s rests.", strings.Join(who, p.Comma())))
		default:
			out = append(out, p.Sprintf("%s sits out.", strings.Join(who, p.Comma())))
		}
	}
	return out
}

// stationaryLines lists who never moves: "NS 1 at table 1, North–South".
// breakLines says when movement m stops to score (teams.ScoringBreaks)
// and, for pivot teams, that the players change partners then.
func breakLines(p *i18n.Printer, m *movement.Movement) []string {
	var lines []string
	for _, r := range teams.ScoringBreaks(m) {
		lines = append(lines, p.Sprintf("After round %d: a scoring break. Every match begun is complete; score them. The next round starts on new sets.", r))
	}
	if len(lines) > 0 && teams.Pivots(m) {
		lines = append(lines, p.T("At each scoring break the four players of every team change partners, so that each plays one stanza with each teammate: the captain stays North at the home table and partners a different teammate; the other two play East–West."))
	}
	return lines
}

func stationaryLines(p *i18n.Printer, b *Book) []string {
	var places []string
	// own: every stationary contestant is a pair of one direction at the
	// table of its number ("NS 3" at table 3).
	own := b.Movement.Kind == movement.Pairs
	pairs := own
	var seat movement.Seat
	var first, firstT, last, lastT string
	// same: every stationary contestant is a pair in one seat; short
	// lists them "NS 1: A1".
	same := pairs
	var short []string
	for _, c := range b.Tables {
		if c.Table == 0 || c.Phantom || len(c.Rows) == 0 {
			continue
		}
		for _, s := range c.Stationary {
			for _, o := range c.Rows[0].Occupants {
				if o.Seat == s && o.Contestant != 0 {
					name := LabelText(p, o.Label)
					if pairs && isDigits(o.Label) {
						// A bare number (a one-winner movement's pairs
						// 1 to 2T) says what it numbers: "Pair 1".
						name = p.Sprintf("Pair %s", o.Label)
					}
					places = append(places, p.Sprintf("%s at %s", name, PlaceText(p, c.Name, s)))
					if seat == "" {
						seat, first, firstT = s, name, c.Name
					}
					last, lastT = name, c.Name
					own = own && s == seat && o.Label == string(s)+" "+c.Name
					same = same && s == seat
					short = append(short, keepTogether(p.Sprintf("%s: table %s", name, c.Name)))
				}
			}
		}
	}
	if len(places) == 0 {
		return nil
	}
	if len(places) > 4 && own {
		return []string{p.Sprintf("The %s pairs keep their table all session, each at the table of its number (%s at table %s … %s at table %s).",
			SeatName(p, seat), first, firstT, last, lastT)}
	}
	if len(places) > 4 && same {
		return []string{p.Sprintf("The %s pairs keep their table all session: %s.", SeatName(p, seat), strings.Join(short, p.Semicolon()))}
	}
	return []string{p.Sprintf("Stationary all session: %s.", strings.Join(places, p.Semicolon()))}
}

// acrossLine says, for a movement whose sections are one field (a web or
// twin Mitchell), how a scorer's file numbers its tables: such a file has
// no sections, so its tables run 1 to T across the room ("A1–A13 are 1–13,
// D1 is 14, F1 is 15"), and each table's scoring unit takes that number.
// False for any other movement.
func acrossLine(p *i18n.Printer, m *movement.Movement) (string, bool) {
	if !m.SectionsAreOneField() {
		return "", false
	}
	var parts []string
	first := 1
	for _, sec := range m.Sections {
		last := first + sec.Tables - 1
		if sec.Tables == 1 {
			parts = append(parts, keepTogether(p.Sprintf("%s is %d", m.TableName(first), first)))
		} else {
			parts = append(parts, keepTogether(p.Sprintf("%s–%s are %d–%d", m.TableName(first), m.TableName(last), first, last)))
		}
		first = last + 1
	}
	return p.Sprintf("A scorer's file of this movement (EBUScore, KBS, .ASC, Bridgemate, Magic Contest) has no sections: it numbers the tables from 1 to %d across the room: %s. Set each table's scoring unit to that number.", m.Tables, strings.Join(parts, p.Comma())), true
}

// joinNames names tables ts as the cards do: "3, 4", "A3, D3".
func joinNames(p *i18n.Printer, b *Book, ts []int) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = b.TableName(t)
	}
	return strings.Join(parts, p.Comma())
}

// upperFirst is s with its first letter in upper case (Latin or
// Cyrillic; a Chinese text is unchanged).
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
