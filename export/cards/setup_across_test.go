package cards

import (
	"fmt"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/teams"
)

// TestSetupSaysTheScorersTableNumbers: a movement whose sections are one
// field (a web, a twin Mitchell) is written to a scorer's file as one
// section numbered across the room, so its setup sheet says which number
// each table takes there (A1–A13 are 1–13, D1 is 14, F1 is 15), in en, ru
// and zh; a plain Mitchell and sections that are fields of their own
// (written with their letters, or refused) get no such part.
func TestSetupSaysTheScorersTableNumbers(t *testing.T) {
	gen := generated(t)
	web := gen(mitchell.GenerateWeb(mitchell.WebOptions{Tables: 15}))
	twin := gen(mitchell.GenerateTwin(mitchell.TwinOptions{Tables: 6}))
	plain := gen(mitchell.Generate(mitchell.Options{Tables: 7}))
	sections := gen(mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2}))
	for _, c := range []struct {
		name string
		m    *movement.Movement
		want map[string]string // language → a piece of the line; nil: no part
	}{
		{"web 15", web, map[string]string{
			i18n.English: "it numbers the tables from 1 to 15 across the room: A1–A13\u00a0are\u00a01–13, D1\u00a0is\u00a014, F1\u00a0is\u00a015.",
			i18n.Russian: "столы пронумерованы от 1 до 15 по всему залу: A1–A13\u00a0—\u00a0это\u00a01–13, D1\u00a0—\u00a0это\u00a014, F1\u00a0—\u00a0это\u00a015.",
			i18n.Chinese: "全场的桌从1到15连续编号，A1–A13为1–13号、D1为14号、F1为15号。",
		}},
		{"twin 6", twin, map[string]string{
			i18n.English: "from 1 to 6 across the room: A1–A3\u00a0are\u00a01–3, D1–D3\u00a0are\u00a04–6.",
		}},
		{"mitchell 7", plain, nil},
		{"two sections", sections, nil},
	} {
		b, err := Build(c.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			heading := p.T("Table numbers for the scorer")
			var line string
			found := false
			for _, part := range SetupSheet(p, b) {
				if part.Heading == heading {
					found = true
					line = strings.Join(part.Lines, " ")
				}
			}
			want, ok := c.want[lang]
			switch {
			case c.want == nil && found:
				t.Errorf("%s %s: a part %q: %s", c.name, lang, heading, line)
			case c.want != nil && !found:
				t.Errorf("%s %s: no part %q", c.name, lang, heading)
			case ok && !strings.Contains(line, want):
				t.Errorf("%s %s: %q, want %q in it", c.name, lang, line, want)
			}
		}
	}
}

// TestCopiesLineNamesTheFew: the copies line says the number most sets
// need and names only the sets that need another (the 15-table web needs
// 2 copies of every set and 3 of set 7, not "one copy of each set, except"
// a list of all thirteen).
func TestCopiesLineNamesTheFew(t *testing.T) {
	p := i18n.New(i18n.English)
	for _, c := range []struct {
		copies []int
		want   string
	}{
		{[]int{1, 1, 1}, "One copy of each set."},
		{nil, "One copy of each set."},
		{[]int{3, 3}, "Make 3 copies of every set."},
		{[]int{2, 2, 3, 2}, "Make 2 copies of every set, except set 3: 3 copies."},
		{[]int{1, 2, 1, 1}, "One copy of each set, except set 2: 2 copies."},
		{[]int{2, 1, 2, 2}, "Make 2 copies of every set, except set 2: one copy."},
		{[]int{1, 2}, "One copy of each set, except set 2: 2 copies."}, // a tie: the smaller
		{[]int{2, 3, 3, 2}, "Make 2 copies of every set, except set 2: 3 copies; set 3: 3 copies."},
	} {
		if got := copiesLine(p, c.copies); got != c.want {
			t.Errorf("%v: %q, want %q", c.copies, got, c.want)
		}
	}
	ru := i18n.New(i18n.Russian)
	if got, want := copiesLine(ru, []int{2, 1, 2}), "Сделайте по 2 копии каждого комплекта, кроме: комплект 2: одна копия."; got != want {
		t.Errorf("ru: %q, want %q", got, want)
	}
}

// TestSetupSaysWhatTheRoomNeeds: the setup sheet's words for what the
// director lays out: a barometer of 10 tables on 1-board sets needs a
// copy of each set for every table (one copy cannot be passed among more
// tables than it has boards), never "share a set and pass the boards"; a
// one-board set is "board 2"; a team's bye is the team sitting out, both
// its pairs named; a one-winner movement's bare pair numbers are named
// as pairs ("Pair 1: table 1", never "1: table 1").
func TestSetupSaysWhatTheRoomNeeds(t *testing.T) {
	gen := generated(t)
	baro := gen(howell.Generate(howell.Options{Pairs: 20, Barometer: true}))
	rr := gen(teams.RoundRobin(teams.RoundRobinOptions{Teams: 3}))
	hes, _, err := mitchell.GenerateVariant(mitchell.VariantOptions{Variant: mitchell.Hesitation, Tables: 8})
	hes = gen(hes, err)
	extra4 := gen(mitchell.GenerateExtraBoard(mitchell.ExtraBoardOptions{Tables: 4, Rounds: 8}))
	blackpool := gen(mitchell.GenerateExtraBoard(mitchell.ExtraBoardOptions{Tables: 10, Rounds: 12}))
	for _, c := range []struct {
		name      string
		m         *movement.Movement
		want, not []string
	}{
		{"barometer 20", baro,
			[]string{"Make 10 copies of every set.", "Why: tables 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 play set 1 in round 1 at the same time: one copy for each.",
				"Tables 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 play the same set every round (set 1 in round 1), each from its own copy.", "Set 2 (board 2), set 3 (board 3)",
				"the tables play their copies of a board at the same time"},
			[]string{"One copy of each set.", "Relay:", "(boards 2)", "each travels with its board"}},
		{"round robin 3", rr, []string{"Team 1 sits out (pairs NS 1 and EW 1)."}, []string{"Pair NS 1, Pair EW 1"}},
		{"hesitation 8", hes, []string{"Pair 1: table 1; Pair 2: table 2;",
			// Two stands between tables 4 and 5: both sets by table 4, in
			// the order it takes them.
			"On the bye stand by table 4: set 5 (boards 13–15) for round 2, set 6 (boards 16–18) for round 3."}, []string{": 1: table 1"}},
		// Relays in several places: each waiting set by the table that
		// plays it next.
		{"extra-board 4 x 8", extra4, []string{"On the bye stand by table 1: set 2 (boards 4–6) for round 2.", "On the bye stand by table 2: set 4 (boards 10–12) for round 2.",
			"On the bye stand by table 3: set 6 (boards 16–18) for round 2.", "On the bye stand by table 4: set 8 (boards 22–24) for round 2."}, []string{"Set 2 (boards 4–6), set 4"}},
		{"Blackpool 10", blackpool, []string{"On the bye stand by table 5: set 6 (boards 11–12) for round 2.", "On the bye stand by table 10: set 12 (boards 23–24) for round 2."}, nil},
	} {
		b, err := Build(c.m)
		if err != nil {
			t.Fatal(err)
		}
		var all []string
		for _, part := range SetupSheet(i18n.New(i18n.English), b) {
			all = append(all, part.Lines...)
		}
		text := strings.ReplaceAll(strings.Join(all, "\n"), "\u00a0", " ")
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: setup lacks %q:\n%s", c.name, w, text)
			}
		}
		for _, w := range c.not {
			if strings.Contains(text, w) {
				t.Errorf("%s: setup says %q:\n%s", c.name, w, text)
			}
		}
	}
}

// TestSharedNoteOfABarometer: a table card says the boards are shared only
// where one copy is passed between the tables; at a barometer of 10 tables
// on 1-board sets each table plays its own copy of the same boards, as the
// setup sheet has the director make them.
func TestSharedNoteOfABarometer(t *testing.T) {
	baro, err := howell.Generate(howell.Options{Pairs: 20, Barometer: true})
	if err != nil {
		t.Fatal(err)
	}
	m7, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New(i18n.English)
	for _, c := range []struct {
		m      *movement.Movement
		tables []int
		want   string
	}{
		{baro, []int{2, 3, 4, 5, 6, 7, 8, 9, 10}, "the same boards as tables 2, 3, 4, 5, 6, 7, 8, 9, 10, from a copy of its own"},
		{m7, []int{8}, "boards shared with table 8"},
	} {
		if got := FlagText(p, c.m, Flag{Kind: FlagShared, Tables: c.tables}); got != c.want {
			t.Errorf("%s: %q, want %q", c.m.Name, got, c.want)
		}
	}
}

// generated returns a function that takes a generator's results and
// fails t on its error.
func generated(t *testing.T) func(*movement.Movement, error) *movement.Movement {
	return func(m *movement.Movement, err error) *movement.Movement {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
}

// TestRoverVisitIsNoSkip: a table card flags a skip where the seat's own
// pairs move further than usual (the skip Mitchell's half-way round), never
// where a rover visits the seat and goes on by its own route (McKinnon's
// 4½-table rover in the extra-board Mitchell takes EW 1's place at table 1
// in round 5 and goes to table 3).
func TestRoverVisitIsNoSkip(t *testing.T) {
	gen := generated(t)
	rover := gen(mitchell.GenerateExtraBoard(mitchell.ExtraBoardOptions{Tables: 4, Rounds: 8, Pairs: 9}))
	skip := gen(mitchell.Generate(mitchell.Options{Tables: 8, Even: mitchell.Skip}))
	count := func(m *movement.Movement) (skips int, visits []string) {
		b, err := Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, card := range b.Tables {
			for _, row := range card.Rows {
				for _, f := range row.Flags {
					if f.Kind != FlagSkip && f.Kind != FlagChanged {
						continue
					}
					skips++
					for _, o := range row.Occupants {
						if o.Contestant == m.Contestants && m.Contestants%2 == 1 {
							visits = append(visits, fmt.Sprintf("table %d round %d", card.Table, row.Round))
						}
					}
				}
			}
		}
		return skips, visits
	}
	if _, visits := count(rover); len(visits) > 0 {
		t.Errorf("the rover's visits flagged as skips: %v", visits)
	}
	if n, _ := count(skip); n == 0 {
		t.Error("the skip Mitchell's skip is not flagged")
	}
}
