package cards_test

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

// families lists one movement of every family the cards must handle.
func families(t testing.TB) map[string]*movement.Movement {
	t.Helper()
	out := map[string]*movement.Movement{}
	add := func(name string, m *movement.Movement, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	m, err := samples.Mitchell(7, samples.Plain)
	add("mitchell7", m, err)
	m, err = samples.Mitchell(8, samples.Skip)
	add("mitchell8-skip", m, err)
	m, err = samples.Mitchell(8, samples.Relay)
	add("mitchell8-relay", m, err)
	m, err = samples.Mitchell(7, samples.Switched)
	add("mitchell7-switch", m, err)
	m, err = samples.Mitchell(7, samples.Phantom)
	add("mitchell7-phantom", m, err)
	m, err = samples.Howell4()
	add("howell4", m, err)
	m, err = samples.PreferansRotation(7)
	add("preferans7", m, err)
	m, err = samples.FieldRotation(8)
	add("field8", m, err)
	m, err = samples.Rest(5, 4)
	add("rest5", m, err)
	return out
}

// reporter is the part of testing.T the follower uses.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// recorder is a reporter that only notes failures.
type recorder struct{ failed bool }

type stop struct{}

func (r *recorder) Helper()                   {}
func (r *recorder) Errorf(string, ...any)     { r.failed = true }
func (r *recorder) Fatalf(f string, a ...any) { r.failed = true; panic(stop{}) }

// seating is what a director sees in one round: the label in each
// (table, seat), the resting labels, and the boards at each table.
type seating struct {
	seat   map[string]string // "t/seat" -> label
	rest   map[string]bool
	boards map[int]string // table -> boards text
}

// readers are the patterns that read the cards' instructions in one
// language, built from the catalogue's own sentences.
type readers struct {
	// table reads a destination, always a place: "→ table 12, West",
	// "→ стол 2, восток–запад", "→ 第2桌 东西".
	table *regexp.Regexp
	// to reads where the boards go ("→ tables 2, 3"), bye where they
	// wait ("→ bye stand (table 2, round 3)").
	to, bye *regexp.Regexp
}

// pattern turns sentences of the catalogue into one pattern: each is
// quoted and its %s placeholders (given as A, B) become the groups.
func pattern(p *i18n.Printer, prefix string, groups [2]string, keys ...string) *regexp.Regexp {
	var alts []string
	for _, k := range keys {
		args := []any{"\x00", "\x01"}[:strings.Count(k, "%s")]
		s := regexp.QuoteMeta(prefix + p.Sprintf(k, args...))
		s = strings.Replace(s, "\x00", groups[0], 1)
		s = strings.Replace(s, "\x01", groups[1], 1)
		alts = append(alts, s)
	}
	return regexp.MustCompile(`^(?:` + strings.Join(alts, "|") + `)$`)
}

// firstGroup is the first group a pattern of alternatives matched.
func firstGroup(m []string) string {
	for _, g := range m[1:] {
		if g != "" {
			return g
		}
	}
	return ""
}

func newReaders(p *i18n.Printer) readers {
	return readers{
		table: pattern(p, "→\u00a0", [2]string{`([A-Z]?\d+)`, `(.+)`}, "table %s, %s"),
		to:    pattern(p, "", [2]string{`([A-Z\d, 、]+)`, ``}, "→ table %s", "→ tables %s"),
		bye:   pattern(p, "", [2]string{`([A-Z]?\d+)`, `(\d+)`}, "→ bye stand (table %s, round %s)", "→ set row (table %s, round %s)"),
	}
}

// follow reads the printed table cards of b (the text grids every renderer
// prints) and plays the session from round 1 by their instructions only,
// returning the seating it predicts for every round.
func follow(t reporter, b *cards.Book, p *i18n.Printer) []seating {
	t.Helper()
	m := b.Movement
	re := newReaders(p)
	seatOf := map[string]movement.Seat{}
	for _, s := range m.Seats {
		seatOf[cards.SeatWord(p, s)] = s
	}
	stay, rest := p.T("stay"), p.T("→ sits out")
	if m.Game == movement.Preferans {
		rest = p.T("→ rest")
	}
	seen := make([]seating, m.Rounds)
	for r := range seen {
		seen[r] = seating{seat: map[string]string{}, rest: map[string]bool{}, boards: map[int]string{}}
	}
	pred := make([]seating, m.Rounds)
	for r := range pred {
		pred[r] = seating{seat: map[string]string{}, rest: map[string]bool{}, boards: map[int]string{}}
	}
	type boardRow struct {
		boards, next string
		fromBye      bool
	}
	boardRows := map[[2]int]boardRow{}
	fromBye := p.T("boards from the bye stand")
	if m.Game == movement.Preferans {
		fromBye = p.T("set from the set row")
	}
	// Without a bye stand the director keeps the sets not in play, hands
	// each out in its round and takes it back when a card says "→
	// director" (a teams round robin: a new set every round).
	fromDirector := p.T("boards from the director")
	apply := func(r int, from, label, text string) {
		if r >= m.Rounds {
			return
		}
		next := pred[r]
		switch {
		case text == rest:
			next.rest[label] = true
		case text == stay:
			next.seat[from] = label
		default:
			mm := re.table.FindStringSubmatch(text)
			if mm == nil || seatOf[mm[2]] == "" {
				t.Fatalf("round %d, %s: cannot read instruction %q", r, from, text)
			}
			next.seat[tableNumber(b, mm[1])+"/"+string(seatOf[mm[2]])] = label
		}
	}
	for _, card := range b.Tables {
		grid := cards.TableGrid(p, b, card)
		if card.Table == 0 || card.Phantom {
			round := 0
			for _, row := range grid[1:] {
				if row[0] != "" {
					round, _ = strconv.Atoi(row[0])
				}
				if row[1] == "–" {
					continue
				}
				seen[round-1].rest[row[1]] = true
				apply(round, "rest", row[1], row[2])
				// A phantom's table holds a set unplayed and says where
				// it goes.
				if card.Phantom && len(row) >= 6 && row[0] != "" {
					seen[round-1].boards[card.Table] = row[3]
					boardRows[[2]int{round, card.Table}] = boardRow{row[3], row[4], strings.Contains(row[5], fromBye)}
				}
			}
			continue
		}
		k := len(card.Seats)
		for _, row := range grid[1:] {
			round, _ := strconv.Atoi(row[0])
			if len(row) < 2+2*k {
				continue // idle
			}
			boards := row[1+k]
			if m.Game == movement.Preferans {
				boards = strings.TrimRightFunc(strings.Split(boards, " ")[0], func(r rune) bool { return r < '0' || r > '9' }) // "7(N) 8(E) 9(S)": the first deal names the set
			}
			seen[round-1].boards[card.Table] = boards
			for i, s := range card.Seats {
				label := row[1+i]
				if label == sheet.None {
					continue
				}
				where := fmt.Sprintf("%d/%s", card.Table, s)
				seen[round-1].seat[where] = label
				apply(round, where, label, row[2+k+i])
			}
			// Boards: remembered and followed round by round below.
			boardRows[[2]int{round, card.Table}] = boardRow{boards, row[2+2*k], strings.Contains(row[len(row)-1], fromBye) || strings.Contains(row[len(row)-1], fromDirector)}
		}
	}
	// Follow the boards: every set not played in round 1 starts on the bye
	// stand; each round's instructions move the sets; a row that says its
	// boards come from the bye stand must find them there.
	// In a movement with sections each section has its own copy of the
	// sets and its own stand: the stand is keyed by section and boards.
	stand := map[string]bool{}
	sections := []string{""}
	if len(m.Sections) > 0 {
		sections = nil
		for _, s := range m.Sections {
			sections = append(sections, s.Name)
		}
	}
	for _, sec := range sections {
		for k := 1; k <= m.Sets; k++ {
			first, last := m.Boards(k)
			stand[sec+"/"+boardsID(m, first, last)] = true
		}
	}
	for tb, v := range seen[0].boards {
		delete(stand, m.SectionName(tb)+"/"+v)
	}
	for r := 1; r <= m.Rounds; r++ {
		// Rows of round r that take boards from the stand.
		var taken []string
		for tb := 1; tb <= m.Tables; tb++ {
			br, ok := boardRows[[2]int{r, tb}]
			if !ok || !br.fromBye || r == 1 {
				continue
			}
			key := m.SectionName(tb) + "/" + br.boards
			if !stand[key] {
				t.Errorf("round %d table %d: boards %s should come from the bye stand but are not there", r, tb, br.boards)
			}
			taken = append(taken, key) // tables sharing a set both take it
			if got, ok := pred[r-1].boards[tb]; ok && got != br.boards {
				t.Errorf("round %d table %d: bye stand instruction named boards %s, card shows %s", r, tb, got, br.boards)
			}
			pred[r-1].boards[tb] = br.boards
		}
		for _, x := range taken {
			delete(stand, x)
		}
		if r == m.Rounds {
			break
		}
		for tb := 1; tb <= m.Tables; tb++ {
			br, ok := boardRows[[2]int{r, tb}]
			if !ok {
				continue
			}
			switch next := br.next; {
			case next == p.T("→ director"):
				stand[m.SectionName(tb)+"/"+br.boards] = true // back with the director
			case next == p.T("→ judge"):
			case re.bye.MatchString(next):
				stand[m.SectionName(tb)+"/"+br.boards] = true
			case re.to.MatchString(next):
				for _, f := range strings.Split(firstGroup(re.to.FindStringSubmatch(next)), p.Comma()) {
					to, _ := strconv.Atoi(tableNumber(b, f))
					pred[r].boards[to] = br.boards
				}
			default:
				t.Fatalf("table %d round %d: cannot read boards instruction %q", tb, r, next)
			}
		}
	}
	// Round 1 is read from the cards; later rounds are predicted, and must
	// match what the cards of that round show.
	pred[0] = seen[0]
	for r := 1; r < m.Rounds; r++ {
		for k, v := range seen[r].seat {
			if pred[r].seat[k] != v {
				t.Errorf("round %d, %s: card shows %s, instructions give %q", r+1, k, v, pred[r].seat[k])
			}
		}
		if len(pred[r].seat) != len(seen[r].seat) {
			t.Errorf("round %d: instructions seat %d, cards show %d", r+1, len(pred[r].seat), len(seen[r].seat))
		}
		if fmt.Sprint(pred[r].rest) != fmt.Sprint(seen[r].rest) {
			t.Errorf("round %d: instructions rest %v, sit-out card shows %v", r+1, pred[r].rest, seen[r].rest)
		}
		if fmt.Sprint(pred[r].boards) != fmt.Sprint(seen[r].boards) {
			t.Errorf("round %d: boards by instructions %v, cards show %v", r+1, pred[r].boards, seen[r].boards)
		}
	}
	return pred
}

// boardsID is how the follower names a set: the boards column of a bridge
// card, the first deal of a preferans card.
func boardsID(m *movement.Movement, first, last int) string {
	if m.Game == movement.Preferans {
		return strconv.Itoa(first)
	}
	return cards.BoardsText(first, last)
}

// TestInstructionsReproduceSchedule follows every table card's printed
// instructions from round 1, in English and Russian, and checks that they
// reproduce the seating and the boards of every later round, both as the
// cards show them and as the movement itself has them.
func TestInstructionsReproduceSchedule(t *testing.T) {
	for name, m := range families(t) {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				checkAgainstSchedule(t, b, p, follow(t, b, p))
			})
		}
	}
}

// TestFollowCatchesWrongInstruction makes sure the follower is not blind:
// one corrupted instruction must be caught.
func TestFollowCatchesWrongInstruction(t *testing.T) {
	m, err := samples.Mitchell(7, samples.Plain)
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	// Send table 3's EW pair to table 5 after round 2.
	b.Tables[2].Rows[1].Occupants[1].Next.Table = 5
	b.Tables[2].Rows[1].Occupants[1].Next.Name = "5"
	rec := &recorder{}
	func() {
		defer func() {
			if x := recover(); x != nil && x != (stop{}) {
				panic(x)
			}
		}()
		follow(rec, b, i18n.New(i18n.English))
	}()
	if !rec.failed {
		t.Error("a wrong instruction went unnoticed")
	}
}

// checkAgainstSchedule compares the seating and boards the instructions
// predict with the movement itself; contestants are named as the cards
// print them in p's language (cards.Name).
func checkAgainstSchedule(t *testing.T, b *cards.Book, p *i18n.Printer, pred []seating) {
	t.Helper()
	m := b.Movement
	// Against the movement itself.
	grid := m.Grid()
	for r := 1; r < m.Rounds; r++ {
		seated := map[int]bool{}
		for tb, play := range grid[r] {
			if play == nil || b.Phantom(tb+1) {
				continue // nobody plays at a phantom's table: a rest
			}
			first, last := m.Boards(play.Set)
			want := boardsID(m, first, last)
			if got := pred[r].boards[tb+1]; got != want {
				t.Errorf("round %d table %d: instructions bring boards %q, schedule has %q", r+1, tb+1, got, want)
			}
			for i, c := range play.Seats {
				if c == 0 {
					continue
				}
				seated[c] = true
				key := fmt.Sprintf("%d/%s", tb+1, m.Seats[i])
				if got, want := pred[r].seat[key], cards.Name(p, b, c); got != want {
					t.Errorf("round %d %s: instructions seat %q, schedule has %q", r+1, key, got, want)
				}
			}
		}
		for c := 1; c <= m.Contestants; c++ {
			name := cards.Name(p, b, c)
			if !seated[c] != pred[r].rest[name] {
				t.Errorf("round %d: contestant %s resting is %t by the instructions", r+1, name, pred[r].rest[name])
			}
		}
	}
}

// TestInstructionsReproduceOrthogonalArrays follows the cards of the
// preferans schedules built from orthogonal arrays (12 and 20 tables of
// four, whose moves change from round to round) and of a layout with
// several players resting each round, from round 1 to the end.
func TestInstructionsReproduceOrthogonalArrays(t *testing.T) {
	for _, o := range []preferans.Options{{Tables: 12}, {Tables: 20}, {Players: 11}} {
		res, err := preferans.Generate(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			t.Run(fmt.Sprintf("%s/%s", res.Movement.Name, lang), func(t *testing.T) {
				b, err := cards.Build(res.Movement)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				pred := follow(t, b, p)
				if len(pred) != res.Movement.Rounds {
					t.Fatalf("followed %d rounds of %d", len(pred), res.Movement.Rounds)
				}
				checkAgainstSchedule(t, b, p, pred)
			})
		}
	}
}

// tableNumber turns a printed table name into the movement's table number
// (the inverse of Book.TableName).
func tableNumber(b *cards.Book, name string) string {
	for t := 1; t <= b.Movement.Tables; t++ {
		if b.TableName(t) == name {
			return strconv.Itoa(t)
		}
	}
	return name
}
