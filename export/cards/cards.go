package cards

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// Book holds every card of one movement: a guide card per table (and one
// for the sit-out when contestants rest), a route card per contestant, and
// the master chart.
type Book struct {
	Movement *movement.Movement
	// Hash is a short fingerprint of the schedule (see Hash), printed on
	// every page so that cards of two different runs are not mixed.
	Hash string
	// Tables holds the cards of tables 1..T in order, then the sit-out
	// card (Table 0) when some contestant has no seat in some round.
	Tables      []TableCard
	Contestants []ContestantCard
	Chart       Chart
	// Teams holds every team's itinerary when the movement has teams
	// (movement.Teams; teams.go), nil otherwise.
	Teams []TeamCard
	// labels holds every contestant's label in the person notation
	// (PersonLabels); names the table names the cards print (TableName).
	labels  []string
	names   []string
	phantom []bool
	// later makes contestant card c (1-based) when the book was built
	// by BuildLater: Contestants is then nil, and ComposeEach makes each
	// card as it composes its sheet.
	later func(c int) ContestantCard
}

// Phantom reports whether table t only ever hosts a sit-out: in every
// round it is used, fewer than two contestants sit there (a Howell's or
// Mitchell's phantom). Its card is a sit-out card, its column on the
// chart is the sit-out, nothing is played there, and the other tables
// are numbered 1…n without it.
func (b *Book) Phantom(t int) bool { return t >= 1 && t <= len(b.phantom) && b.phantom[t-1] }

// TableName is how the cards name table t: m.TableName(t) ("3", "A3"),
// except that the tables in play are numbered 1…n when a table only hosts
// a sit-out (a Howell or Mitchell phantom), which has no number: its card
// is the sit-out card.
func (b *Book) TableName(t int) string {
	if t >= 1 && t <= len(b.names) {
		return b.names[t-1]
	}
	return b.Movement.TableName(t)
}

// MoveKind says what a contestant does after a round.
type MoveKind int

// The kinds of move.
const (
	// MoveNone: no instruction (the last round, or an empty seat).
	MoveNone MoveKind = iota
	// MoveStay: keep the same table and seat.
	MoveStay
	// MoveTo: go to table Table, seat Seat.
	MoveTo
	// MoveRest: sit out the next round.
	MoveRest
)

// SeatMove is the instruction for the occupant of one seat after a round:
// where it comes from (FromTable 0 is the sit-out) and where it goes.
type SeatMove struct {
	Kind      MoveKind
	FromTable int
	FromSeat  movement.Seat
	// Table and Seat are the destination (Kind MoveTo or MoveStay; with
	// MoveRest, the sit-out place of a phantom table when there is one).
	Table int
	Seat  movement.Seat
	// Name is the destination table's name as the cards print it
	// (Book.TableName).
	Name string
}

// Occupant is who holds one seat in one round, and where they go next.
type Occupant struct {
	// Seat is "" on the sit-out card.
	Seat movement.Seat
	// Contestant is 0 for an empty seat (a phantom).
	Contestant int
	// Label is the contestant's label as the cards print it (Book.Label:
	// a label that equals the rest mark is replaced by the number);
	// renderers put it into their language with LabelText.
	Label string
	Next  SeatMove
}

// BoardKind says where a table's boards go after a round.
type BoardKind int

// The kinds of board move.
const (
	// BoardsNone: no instruction (the last round or an idle table).
	BoardsNone BoardKind = iota
	// BoardsTo: pass the boards to Tables (two or more: a relay next round).
	BoardsTo
	// BoardsBye: put the boards on the bye stand; table Tables[0] takes
	// them in round Round.
	BoardsBye
	// BoardsDone: the boards are not played again; return them to the
	// director.
	BoardsDone
)

// BoardMove is where the boards of one table go after a round.
type BoardMove struct {
	Kind   BoardKind
	Tables []int
	// Names holds the names of Tables as the cards print them
	// (Book.TableName: "3", "A3").
	Names []string
	Round int
}

// FlagKind names something on a card row that needs the players' attention.
type FlagKind int

// The flags; renderers spell each one out in words.
const (
	// FlagSwitch: arrow switch, the pairs play the other direction's cards.
	FlagSwitch FlagKind = iota + 1
	// FlagSkip: the occupant of Seat moves further than usual this round
	// (to Tables[0] instead of Usual).
	FlagSkip
	// FlagChanged: the occupant of Seat moves somewhere other than usual
	// this round, not simply further (to Tables[0] instead of Usual).
	FlagChanged
	// FlagSitOut: the seat Seat is empty, so its opponents sit out.
	FlagSitOut
	// FlagShared: the boards are played at Tables too this round.
	FlagShared
	// FlagFromBye: the boards of this round come from the bye stand (or,
	// in a movement without one, from the director: Flag.Director).
	FlagFromBye
	// FlagMatch: the table plays a teams match (Flag.Match), with table
	// Tables[0] (teams.go).
	FlagMatch
	// FlagBreak: a scoring break follows this round (teams.ScoringBreaks);
	// with Flag.Partners the players of each team change partners then
	// (pivot teams).
	FlagBreak
)

// Flag is one note on a card row.
type Flag struct {
	Kind   FlagKind
	Seat   movement.Seat
	Tables []int
	Usual  int
	// Names and UsualName are Tables and Usual as the cards name them
	// (Book.TableName).
	Names     []string
	UsualName string
	// Director: with FlagFromBye, the movement has no bye stand (no set
	// waits between two rounds of play): the boards come from the
	// director, who keeps the sets not yet played.
	Director bool
	// Match is the match of a FlagMatch.
	Match *MatchNote
	// Partners: with FlagBreak, the players change partners at the break.
	Partners bool
}

// TableRow is one round on a table card.
type TableRow struct {
	Round int
	// Idle: the table is not in use this round.
	Idle bool
	// Set and its boards First..Last.
	Set, First, Last int
	// Deals lists the boards with their dealers (preferans cards show the
	// dealer of each deal).
	Deals     []movement.Board
	Occupants []Occupant
	Boards    BoardMove
	Switched  bool
	Flags     []Flag
}

// TableCard is the guide card of one table.
type TableCard struct {
	// Table is 1..T, or 0 for the sit-out card.
	Table int
	// Name is the table's name as the cards print it (Book.TableName:
	// "3", "A3"); "" on the sit-out card of those with no seat.
	Name string
	// Seats is the movement's layout (nil on the sit-out card).
	Seats []movement.Seat
	Rows  []TableRow
	// Standing holds, per seat of the layout, the move when it is the same
	// after every round (Kind MoveNone otherwise).
	Standing []SeatMove
	// StandingBoards is the board move when it is the same after every
	// round (Kind BoardsNone otherwise).
	StandingBoards BoardMove
	// Stationary lists the seats whose occupant never changes.
	Stationary []movement.Seat
	// SitOut: the table only hosts a sit-out (the sit-out card, or a table
	// with an empty seat in every round it is used).
	SitOut bool
	// Unused: the table is idle in every round.
	Unused bool
	// Phantom: the table only ever hosts a sit-out (Book.Phantom); its
	// card is a sit-out card listing, per round, who sits out there and
	// where they go next, and Seats is nil.
	Phantom bool
}

// RouteRow is one round on a contestant card.
type RouteRow struct {
	Round int
	// Table is 0 when the contestant has no seat this round.
	Table int
	Seat  movement.Seat
	Set   int
	// First and Last are the boards played.
	First, Last int
	// Partner is set at individual bridge. Partner and Opponents are
	// labels as Book.Label gives them.
	Partner   string
	Opponents []string
	// SitOut: no seat, or only empty seats opposite.
	SitOut   bool
	Switched bool
	Next     SeatMove
}

// ContestantCard is one contestant's route through the session.
type ContestantCard struct {
	Contestant int
	// Label is the contestant's label as Book.Label gives it.
	Label string
	Start movement.Position
	// StartName names the start table as the cards print it ("3", "A3").
	StartName string
	// StartPhantom: the contestant sits out round 1 at a phantom's table.
	StartPhantom bool
	Rows         []RouteRow
}

// ChartCell is one table in one round of the master chart.
type ChartCell struct {
	Set, First, Last int
	// Labels holds the contestant in each seat as Book.Label gives it (""
	// for an empty seat); CellText puts them into the printer's language.
	Labels   []string
	Switched bool
	// SitOut: the cell is a phantom's table (Book.Phantom): Labels names
	// who sits out, and no boards are played.
	SitOut bool
}

// Chart is the master chart in three views.
type Chart struct {
	// Cells[r-1][t-1] is table t in round r, nil when idle.
	Cells [][]*ChartCell
	// Routes[c-1][r-1] is contestant c in round r (Table 0: sit-out).
	Routes [][]movement.Position
	// SetTables[k-1][r-1] lists the tables playing set k in round r; empty
	// means no table plays it that round (sheet.None in the views).
	SetTables [][][]int
}

// Build derives every card of m from its schedule (movement.Moves,
// movement.SetMoves and movement.Itinerary). It refuses a movement that
// movement.Validate finds errors in: its cards would contradict each other.
func Build(m *movement.Movement) (*Book, error) {
	return BuildContext(context.Background(), m)
}

// BuildContext is Build that gives up with ctx's error (wrapped) when ctx
// ends, looked at before every card: the cards of a 500-table movement
// take seconds.
func BuildContext(ctx context.Context, m *movement.Movement) (*Book, error) {
	return build(ctx, m, true, false)
}

// BuildWhat is BuildContext making the contestant cards only when what
// asks for them (Book.Contestants is nil otherwise): for a 500-player
// movement they are about a quarter of the book's memory, and a workbook
// or a PDF of table cards never reads them.
func BuildWhat(ctx context.Context, m *movement.Movement, what What) (*Book, error) {
	return build(ctx, m, what.Contestants, false)
}

// BuildLater is BuildWhat that leaves the contestant cards (when what
// asks for them) to be made one at a time as ComposeEach composes their
// sheets, and dropped with Release right after: Book.Contestants stays
// nil. The 1000 contestant cards of a 1000-player preferans book are 63
// MB, more than its table cards; a caller that composes the book once
// need never hold them all.
func BuildLater(ctx context.Context, m *movement.Movement, what What) (*Book, error) {
	return build(ctx, m, what.Contestants, true)
}

// build is BuildContext, with or without the contestant cards, made now or
// (later) when ComposeEach asks for them.
func build(ctx context.Context, m *movement.Movement, contestants, later bool) (*Book, error) {
	// Only the first error is named and the others counted: a broken
	// file can have a million.
	errs, omitted, err := movement.ValidateContext(ctx, m, 1)
	if err != nil {
		return nil, err
	}
	if !errs.Valid() {
		more := ""
		if n := omitted.Errors; n > 0 {
			more = fmt.Sprintf(" (and %d more errors)", n)
		}
		return nil, fmt.Errorf("cards: the movement is invalid: %v%s", errs[0], more)
	}
	b := &Book{Movement: m, Hash: Hash(m), labels: PersonLabels(m)}
	grid := m.Grid()
	labels := b.labels
	b.phantom = movement.PhantomTables(m, grid)
	b.names = tableNames(m, b.phantom)
	// Every itinerary is built once, in one pass over the grid, and the
	// moves are read from them (movement.Itinerary and movement.Moves
	// rebuild them all on every call, which is cubic in the tables).
	its := itineraries(m, grid)
	setMoves := setMovesOf(m, grid)
	next := func(c, r int) SeatMove {
		if c == 0 || r >= m.Rounds {
			return SeatMove{}
		}
		mv := movement.Move{Contestant: c, From: its[c-1][r-1], To: its[c-1][r]}
		sm := SeatMove{FromTable: mv.From.Table, FromSeat: mv.From.Seat}
		switch {
		case mv.To.Table == 0:
			sm.Kind = MoveRest
		case b.Phantom(mv.To.Table):
			// The sit-out at a phantom's table: a rest in words, the
			// place kept for the record.
			sm.Kind, sm.Table, sm.Seat = MoveRest, mv.To.Table, mv.To.Seat
			return sm
		case mv.Stays():
			sm.Kind, sm.Table, sm.Seat = MoveStay, mv.To.Table, mv.To.Seat
		default:
			sm.Kind, sm.Table, sm.Seat = MoveTo, mv.To.Table, mv.To.Seat
		}
		if sm.Table != 0 {
			sm.Name = b.TableName(sm.Table)
		}
		return sm
	}
	for t := 1; t <= m.Tables; t++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("cards: %w", err)
		}
		if !b.Phantom(t) {
			b.Tables = append(b.Tables, tableCard(m, labels, grid, its, t, next, setMoves))
		}
	}
	// A phantom's table gets a sit-out card, after the tables in play.
	for t := 1; t <= m.Tables; t++ {
		if b.Phantom(t) {
			b.Tables = append(b.Tables, phantomCard(m, labels, grid, t, next, setMoves))
		}
	}
	if rc, ok := restCard(m, labels, its, next); ok {
		b.Tables = append(b.Tables, rc)
	}
	for c := 1; c <= m.Contestants && contestants && !later; c++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("cards: %w", err)
		}
		b.Contestants = append(b.Contestants, contestantCard(m, labels, grid, b.phantom, its[c-1], c, next))
	}
	if contestants && later && m.Contestants > 0 {
		b.later = func(c int) ContestantCard {
			card := contestantCard(m, labels, grid, b.phantom, its[c-1], c, next)
			startName(b, &card)
			return card
		}
	}
	b.Chart = chart(m, labels, grid, its, b.phantom)
	addTeams(b)
	fillNames(b)
	if !HasByeStand(b) {
		for i := range b.Tables {
			for k := range b.Tables[i].Rows {
				for j := range b.Tables[i].Rows[k].Flags {
					if f := &b.Tables[i].Rows[k].Flags[j]; f.Kind == FlagFromBye {
						f.Director = true
					}
				}
			}
		}
	}
	return b, nil
}

// HasByeStand reports whether some set waits on a bye stand: it is played
// in a round, not in the next, and again later, in one section. Without
// one, the sets not yet played are the director's, handed out in their
// round (an individual's boards, a preferans set row aside).
func HasByeStand(b *Book) bool {
	m := b.Movement
	for _, rounds := range b.Chart.SetTables {
		secs := max(len(m.Sections), 1)
		for s := range secs {
			played, gap := false, false
			for _, ts := range rounds {
				here := false
				for _, t := range ts {
					if sec, _ := m.SectionOf(t); sec == s {
						here = true
					}
				}
				switch {
				case here && gap:
					return true
				case here:
					played = true
				case played:
					gap = true
				}
			}
		}
	}
	return false
}

// fillNames writes the printed name (Book.TableName) of every table a
// card mentions beside its number: the card's own, the boards' and the
// flags' tables and a contestant's start.
func fillNames(b *Book) {
	names := func(ts []int) []string {
		if len(ts) == 0 {
			return nil
		}
		out := make([]string, len(ts))
		for i, t := range ts {
			out[i] = b.TableName(t)
		}
		return out
	}
	for i := range b.Tables {
		card := &b.Tables[i]
		if card.Table > 0 {
			card.Name = b.TableName(card.Table)
		}
		for k := range card.Rows {
			row := &card.Rows[k]
			row.Boards.Names = names(row.Boards.Tables)
			for j := range row.Flags {
				f := &row.Flags[j]
				f.Names = names(f.Tables)
				if f.Usual != 0 {
					f.UsualName = b.TableName(f.Usual)
				}
			}
		}
		card.StandingBoards.Names = names(card.StandingBoards.Tables)
	}
	for i := range b.Contestants {
		startName(b, &b.Contestants[i])
	}
}

// startName writes the printed name of a contestant card's start table.
func startName(b *Book, c *ContestantCard) {
	if c.Start.Table > 0 {
		c.StartName = b.TableName(c.Start.Table)
	}
}

// itineraries returns every contestant's positions, one per round, as
// movement.Itinerary gives them (Table 0 in a round without a seat; the
// first seat in table order when a contestant is seated twice), in one
// pass over grid.
func itineraries(m *movement.Movement, grid [][]*movement.Play) [][]movement.Position {
	its := make([][]movement.Position, max(m.Contestants, 0))
	for c := range its {
		its[c] = make([]movement.Position, max(m.Rounds, 0))
		for r := range its[c] {
			its[c][r].Round = r + 1
		}
	}
	for r, row := range grid {
		for t, p := range row {
			if p == nil {
				continue
			}
			for i, c := range p.Seats {
				if c < 1 || c > m.Contestants || i >= len(m.Seats) || its[c-1][r].Table != 0 {
					continue
				}
				its[c-1][r] = movement.Position{Round: r + 1, Table: t + 1, Seat: m.Seats[i], Set: p.Set, Switched: p.Switched}
			}
		}
	}
	return its
}

// setMovesOf returns, per round and table, where the set played there goes
// next, as movement.SetMoves gives it (the zero SetMove at an idle table),
// with one index of the tables playing each set per round instead of a
// fresh grid per round.
//
// In a movement with sections each section has its own copy of the sets
// (shared boards): only tables of the same section pass or share them.
// A set passes through a phantom's table as the schedule has it: it lies
// there unplayed for the round (the chart's set view says it is not
// played), and the sit-out card says where it goes next.
func setMovesOf(m *movement.Movement, grid [][]*movement.Play) [][]movement.SetMove {
	same := func(a, b int) bool {
		sa, _ := m.SectionOf(a)
		sb, _ := m.SectionOf(b)
		return sa == sb
	}
	tablesOf := make([]map[int][]int, len(grid))
	for r, row := range grid {
		tablesOf[r] = map[int][]int{}
		for t, p := range row {
			// Set 0 is no set (a seating plan): it is listed nowhere, so
			// nothing is shared or passed on.
			if p != nil && p.Set > 0 {
				tablesOf[r][p.Set] = append(tablesOf[r][p.Set], t+1)
			}
		}
	}
	out := make([][]movement.SetMove, len(grid))
	for r, row := range grid {
		out[r] = make([]movement.SetMove, len(row))
		for t, p := range row {
			if p == nil {
				continue
			}
			var shared []int
			if p.InPlay() {
				for _, x := range tablesOf[r][p.Set] {
					if x != t+1 && row[x-1].InPlay() && same(x, t+1) {
						shared = append(shared, x)
					}
				}
			}
			var to []int
			if r+1 < len(grid) {
				for _, x := range tablesOf[r+1][p.Set] {
					if same(x, t+1) {
						to = append(to, x)
					}
				}
			}
			out[r][t] = movement.SetMove{Round: r + 1, Table: t + 1, Set: p.Set, Shared: shared, To: to}
		}
	}
	return out
}

// tableCard builds the guide card of table t.
func tableCard(m *movement.Movement, labels []string, grid [][]*movement.Play, its [][]movement.Position, t int, next func(c, r int) SeatMove, setMoves [][]movement.SetMove) TableCard {
	card := TableCard{Table: t, Seats: slices.Clone(m.Seats), Unused: true, SitOut: true}
	if len(m.Sections) > 0 {
		card.Name = m.TableName(t)
	}
	card.Rows = make([]TableRow, 0, m.Rounds)
	breaks := teams.ScoringBreaks(m)
	for r := 1; r <= m.Rounds; r++ {
		p := grid[r-1][t-1]
		row := TableRow{Round: r}
		if p == nil {
			row.Idle = true
			card.Rows = append(card.Rows, row)
			continue
		}
		card.Unused = false
		row.Set, row.Switched = p.Set, p.Switched
		row.First, row.Last = m.Boards(p.Set)
		if m.Game == movement.Preferans {
			row.Deals = m.BoardsOf(p.Set)
		}
		empty := false
		row.Occupants = make([]Occupant, 0, len(m.Seats))
		for i, s := range m.Seats {
			c := p.Seats[i]
			o := Occupant{Seat: s, Contestant: c, Next: next(c, r)}
			if c != 0 {
				o.Label = labels[c-1]
			} else {
				empty = true
				row.Flags = append(row.Flags, Flag{Kind: FlagSitOut, Seat: s})
			}
			row.Occupants = append(row.Occupants, o)
		}
		if !empty {
			card.SitOut = false
		}
		if p.Switched {
			row.Flags = append(row.Flags, Flag{Kind: FlagSwitch})
		}
		sm := setMoves[r-1][t-1]
		if len(sm.Shared) > 0 {
			row.Flags = append(row.Flags, Flag{Kind: FlagShared, Tables: slices.Clone(sm.Shared)})
		}
		if r > 1 && !playedAt(m, grid[r-2], t, p.Set) {
			row.Flags = append(row.Flags, Flag{Kind: FlagFromBye})
		}
		row.Boards = boardMove(m, grid, sm)
		card.Rows = append(card.Rows, row)
	}
	if card.Unused {
		card.SitOut = false
	}
	markIrregular(&card, m, its)
	// The break comes last on its row: after the round's moves.
	for k := range card.Rows {
		if row := &card.Rows[k]; !row.Idle && slices.Contains(breaks, row.Round) {
			row.Flags = append(row.Flags, Flag{Kind: FlagBreak, Partners: teams.Pivots(m)})
		}
	}
	card.Standing, card.StandingBoards = standing(card, len(m.Seats), m.Rounds)
	card.Stationary = stationary(card, m.Seats)
	return card
}

// playedAt reports whether set is played at some table of the round in
// the section of table t (each section has its own copy of the sets).
func playedAt(m *movement.Movement, row []*movement.Play, t, set int) bool {
	sec, _ := m.SectionOf(t)
	for i, p := range row {
		if s, _ := m.SectionOf(i + 1); p != nil && p.Set == set && s == sec {
			return true
		}
	}
	return false
}

// boardMove turns a movement.SetMove into an instruction.
func boardMove(m *movement.Movement, grid [][]*movement.Play, sm movement.SetMove) BoardMove {
	bm := boardMoveOf(m, grid, sm)
	if len(m.Sections) > 0 {
		for _, t := range bm.Tables {
			bm.Names = append(bm.Names, m.TableName(t))
		}
	}
	return bm
}

func boardMoveOf(m *movement.Movement, grid [][]*movement.Play, sm movement.SetMove) BoardMove {
	if sm.Round >= m.Rounds || sm.Table == 0 || sm.Set == 0 {
		return BoardMove{}
	}
	if len(sm.To) > 0 {
		return BoardMove{Kind: BoardsTo, Tables: slices.Clone(sm.To)}
	}
	sec, _ := m.SectionOf(sm.Table) // the stand of this section's copy
	for r := sm.Round + 2; r <= m.Rounds; r++ {
		var ts []int
		for t, p := range grid[r-1] {
			if s, _ := m.SectionOf(t + 1); p != nil && p.Set == sm.Set && s == sec {
				ts = append(ts, t+1)
			}
		}
		if len(ts) > 0 {
			return BoardMove{Kind: BoardsBye, Tables: ts, Round: r}
		}
	}
	return BoardMove{Kind: BoardsDone}
}

// markIrregular flags the rounds in which a seat's occupant moves other
// than it does in most rounds (a Mitchell skip, say).
//
// A visitor is not flagged: a pair that came to the seat other than the
// way most of its occupants come (a rover taking an EW pair's place, from
// another table or the other line) goes on by its own route, which the
// next-seat column gives; calling its move a skip would send the regular
// pairs of the seat astray.
func markIrregular(card *TableCard, m *movement.Movement, its [][]movement.Position) {
	type place struct {
		table int
		seat  movement.Seat
	}
	// at is where contestant c sat in round r (1-based), from the
	// itineraries; false for a sit-out or a round out of range.
	at := func(r, c int) (place, bool) {
		if c < 1 || c > len(its) || r < 1 || r > len(its[c-1]) || its[c-1][r-1].Table == 0 {
			return place{}, false
		}
		q := its[c-1][r-1]
		return place{q.Table, q.Seat}, true
	}
	for i, s := range m.Seats {
		// The usual way in: the place most occupants of the seat held the
		// round before.
		from := map[place]int{}
		for _, row := range card.Rows {
			if row.Idle || i >= len(row.Occupants) || row.Occupants[i].Contestant == 0 {
				continue
			}
			if q, ok := at(row.Round-1, row.Occupants[i].Contestant); ok {
				from[q]++
			}
		}
		var way place
		for q, n := range from {
			if n > from[way] || n == from[way] && (q.table < way.table || q.table == way.table && q.seat < way.seat) { // ties: the lowest place, for determinism
				way = q
			}
		}
		visitor := func(row *TableRow) bool {
			q, ok := at(row.Round-1, row.Occupants[i].Contestant)
			return ok && len(from) > 1 && q != way
		}
		count := map[int]int{}
		total := 0
		for _, row := range card.Rows {
			if row.Idle || row.Round >= m.Rounds {
				continue
			}
			mv := row.Occupants[i].Next
			if mv.Kind != MoveTo || mv.Seat != s {
				continue
			}
			count[mv.Table]++
			total++
		}
		usual, best := 0, 0
		for t := 1; t <= m.Tables; t++ {
			if count[t] > best {
				usual, best = t, count[t]
			}
		}
		if usual == 0 || 2*best <= m.Rounds-1 || best == total {
			continue
		}
		step := cyclicStep(card.Table, usual, m.Tables)
		for k := range card.Rows {
			row := &card.Rows[k]
			if row.Idle || row.Round >= m.Rounds {
				continue
			}
			mv := row.Occupants[i].Next
			if mv.Kind != MoveTo || mv.Table == usual || visitor(row) {
				continue
			}
			kind := FlagChanged
			if step != 0 && cyclicStep(card.Table, mv.Table, m.Tables) == step+sign(step) && mv.Seat == s {
				kind = FlagSkip
			}
			row.Flags = append(row.Flags, Flag{Kind: kind, Seat: s, Tables: []int{mv.Table}, Usual: usual})
		}
	}
}

// cyclicStep returns the signed step from table a to table b on a cycle of
// n tables, the short way round (ties go up).
func cyclicStep(a, b, n int) int {
	d := ((b-a)%n + n) % n
	if 2*d > n {
		d -= n
	}
	return d
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// standing returns the per-seat and board moves that are identical after
// every round but the last; they are printed once by the seat.
func standing(card TableCard, seats, rounds int) ([]SeatMove, BoardMove) {
	st := make([]SeatMove, seats)
	var boards BoardMove
	if rounds < 2 || card.Unused {
		return st, boards
	}
	for i := range seats {
		var first SeatMove
		same := true
		for k, row := range card.Rows[:rounds-1] {
			if row.Idle {
				same = false
				break
			}
			mv := row.Occupants[i].Next
			if k == 0 {
				first = mv
			}
			if mv != first || mv.Kind == MoveNone {
				same = false
				break
			}
		}
		if same {
			st[i] = first
		}
	}
	same := true
	for _, row := range card.Rows[:rounds-1] {
		if row.Idle || row.Boards.Kind == BoardsNone || !sameBoards(row.Boards, card.Rows[0].Boards) {
			same = false
			break
		}
	}
	if same {
		boards = card.Rows[0].Boards
	}
	return st, boards
}

func sameBoards(a, b BoardMove) bool {
	return a.Kind == b.Kind && a.Round == b.Round && slices.Equal(a.Tables, b.Tables)
}

// stationary lists the seats held by the same contestant in every round;
// none on the card of a single round (a Swiss round), where nobody has a
// next round to stay for.
func stationary(card TableCard, seats []movement.Seat) []movement.Seat {
	if card.Unused || len(card.Rows) < 2 {
		return nil
	}
	var out []movement.Seat
	for i, s := range seats {
		c := -1
		ok := true
		for _, row := range card.Rows {
			if row.Idle {
				ok = false
				break
			}
			x := row.Occupants[i].Contestant
			if c == -1 {
				c = x
			}
			if x != c || x == 0 {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, s)
		}
	}
	return out
}

// restCard builds the card of the sit-out: per round, who rests and where
// they go next. It reports false when nobody ever rests.
func restCard(m *movement.Movement, labels []string, its [][]movement.Position, next func(c, r int) SeatMove) (TableCard, bool) {
	card := TableCard{Table: 0, SitOut: true}
	any := false
	for r := 1; r <= m.Rounds; r++ {
		row := TableRow{Round: r}
		for c := 1; c <= m.Contestants; c++ {
			if its[c-1][r-1].Table == 0 {
				row.Occupants = append(row.Occupants, Occupant{Contestant: c, Label: labels[c-1], Next: next(c, r)})
				any = true
			}
		}
		row.Idle = len(row.Occupants) == 0
		card.Rows = append(card.Rows, row)
	}
	return card, any
}

// tableNames returns the names the cards print for tables 1..T: the
// movement's names, except that without sections, when some table is a
// phantom's, the tables in play are numbered 1…n and the phantoms' tables
// (where the sit-out waits and a set lies unplayed) n+1 on. A Mitchell's
// phantom at its last table keeps its number.
func tableNames(m *movement.Movement, phantom []bool) []string {
	out := make([]string, max(m.Tables, 0))
	if len(m.Sections) > 0 || !slices.Contains(phantom, true) {
		for t := range out {
			out[t] = m.TableName(t + 1)
		}
		return out
	}
	n := 0
	for t := range out {
		if !phantom[t] {
			n++
			out[t] = strconv.Itoa(n)
		}
	}
	for t := range out {
		if phantom[t] {
			n++
			out[t] = strconv.Itoa(n)
		}
	}
	return out
}

// phantomCard builds the sit-out card of a phantom's table t: per round,
// who sits out there and where they go next.
func phantomCard(m *movement.Movement, labels []string, grid [][]*movement.Play, t int, next func(c, r int) SeatMove, setMoves [][]movement.SetMove) TableCard {
	card := TableCard{Table: t, SitOut: true, Phantom: true}
	for r := 1; r <= m.Rounds; r++ {
		row := TableRow{Round: r}
		if p := grid[r-1][t-1]; p != nil {
			// The set lying here unplayed goes on as the schedule has it.
			row.Set = p.Set
			row.First, row.Last = m.Boards(p.Set)
			row.Boards = boardMove(m, grid, setMoves[r-1][t-1])
			if r > 1 && !playedAt(m, grid[r-2], t, p.Set) {
				row.Flags = append(row.Flags, Flag{Kind: FlagFromBye})
			}
			for i, c := range p.Seats {
				if c != 0 {
					row.Occupants = append(row.Occupants, Occupant{Seat: m.Seats[i], Contestant: c, Label: labels[c-1], Next: next(c, r)})
				}
			}
		}
		row.Idle = len(row.Occupants) == 0
		card.Rows = append(card.Rows, row)
	}
	return card
}

// contestantCard builds the route card of contestant c.
func contestantCard(m *movement.Movement, labels []string, grid [][]*movement.Play, phantom []bool, it []movement.Position, c int, next func(c, r int) SeatMove) ContestantCard {
	card := ContestantCard{Contestant: c, Label: labels[c-1], Rows: make([]RouteRow, 0, len(it))}
	if len(it) > 0 {
		card.Start = it[0]
		card.StartPhantom = it[0].Table > 0 && it[0].Table <= len(phantom) && phantom[it[0].Table-1]
		if len(m.Sections) > 0 && card.Start.Table > 0 {
			card.StartName = m.TableName(card.Start.Table)
		}
	}
	for _, pos := range it {
		row := RouteRow{Round: pos.Round, Table: pos.Table, Seat: pos.Seat, Next: next(c, pos.Round)}
		if pos.Table == 0 {
			row.SitOut = true
			card.Rows = append(card.Rows, row)
			continue
		}
		p := grid[pos.Round-1][pos.Table-1]
		row.Set, row.Switched = p.Set, p.Switched
		row.First, row.Last = m.Boards(p.Set)
		partnerSeat := movement.Seat("")
		if m.Game == movement.Bridge && m.Kind == movement.Individual {
			partnerSeat = pos.Seat.Partner()
		}
		for i, s := range m.Seats {
			x := p.Seats[i]
			if x == c || x == 0 {
				continue
			}
			if s == partnerSeat {
				row.Partner = labels[x-1]
				continue
			}
			row.Opponents = append(row.Opponents, labels[x-1])
		}
		row.SitOut = len(row.Opponents) == 0
		card.Rows = append(card.Rows, row)
	}
	return card
}

// chart builds the three views of the master chart.
func chart(m *movement.Movement, labels []string, grid [][]*movement.Play, its [][]movement.Position, phantom []bool) Chart {
	ch := Chart{Routes: its, SetTables: make([][][]int, m.Sets)}
	for k := range ch.SetTables {
		ch.SetTables[k] = make([][]int, m.Rounds)
	}
	for r, row := range grid {
		cells := make([]*ChartCell, len(row))
		for t, p := range row {
			if p == nil {
				continue
			}
			cell := &ChartCell{Set: p.Set, Switched: p.Switched}
			cell.First, cell.Last = m.Boards(p.Set)
			for _, x := range p.Seats {
				l := ""
				if x != 0 {
					l = labels[x-1]
				}
				cell.Labels = append(cell.Labels, l)
			}
			if phantom[t] {
				// Who sits out; no boards are played at a phantom's table.
				cell = &ChartCell{SitOut: true}
				for _, x := range p.Seats {
					if x != 0 {
						cell.Labels = append(cell.Labels, labels[x-1])
					}
				}
				cells[t] = cell
				continue
			}
			cells[t] = cell
			if p.Set > 0 { // a seating-only movement has no sets
				ch.SetTables[p.Set-1][r] = append(ch.SetTables[p.Set-1][r], t+1)
			}
		}
		ch.Cells = append(ch.Cells, cells)
	}
	return ch
}

// Hash returns the first 8 hex digits of the SHA-256 of a canonical
// serialisation of m's schedule: the seat layout, the set size, then one
// line per play in round and table order giving round, table, set, switch
// and the contestant in each seat. Two movements with the same schedule
// have the same hash whatever their name or file format.
func Hash(m *movement.Movement) string {
	plays := slices.Clone(m.Play)
	slices.SortStableFunc(plays, func(a, b movement.Play) int {
		if a.Round != b.Round {
			return a.Round - b.Round
		}
		return a.Table - b.Table
	})
	var sb strings.Builder
	for _, s := range m.Seats {
		sb.WriteString(string(s) + " ")
	}
	sb.WriteString("b" + strconv.Itoa(m.BoardsPerSet) + "\n")
	for _, p := range plays {
		fmt.Fprintf(&sb, "%d %d %d %t", p.Round, p.Table, p.Set, p.Switched)
		for _, c := range p.Seats {
			sb.WriteString(" " + strconv.Itoa(c))
		}
		sb.WriteString("\n")
	}
	sum := sha256.Sum256([]byte(sb.String()))
	return hex.EncodeToString(sum[:4])
}
