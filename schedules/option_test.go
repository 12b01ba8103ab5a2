package schedules

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// opt is a shorthand for a synthetic option in ranking tests.
func opt(name string, fits bool, v movement.Verdict, balance float64, sitOuts, boards Range) Option {
	return Option{Name: Plain(name), FitsTime: fits, Verdict: v, BalanceIndex: balance, SitOuts: sitOuts, SitOutBoards: sitOuts, Boards: boards, Winners: 1}
}

func TestCompareRules(t *testing.T) {
	none, one := Range{0, 0}, Range{0, 1}
	b24, b21 := Range{24, 24}, Range{21, 21}
	tests := []struct {
		name string
		a, b Option // a must rank above b
	}{
		{"fits the time beats fairness",
			opt("a", true, movement.Valid, 50, one, b21), opt("b", false, movement.Perfect, 100, none, b24)},
		{"keeping the 70% rule beats fairness",
			under(opt("a", true, movement.Valid, 50, one, b21), false), under(opt("b", true, movement.Perfect, 100, none, b24), true)},
		{"fits the time beats the 70% rule",
			under(opt("a", true, movement.Valid, 50, one, b21), true), under(opt("b", false, movement.Perfect, 100, none, b24), false)},
		{"perfect beats valid",
			opt("a", true, movement.Perfect, 90, one, b21), opt("b", true, movement.Valid, 95, none, b24)},
		{"higher balance index beats fewer sit-outs",
			opt("a", true, movement.Valid, 80, one, b21), opt("b", true, movement.Valid, 79, none, b24)},
		{"balance indexes within a whole point tie, fewer sit-outs decide",
			opt("a", true, movement.Valid, 79.6, none, b21), opt("b", true, movement.Valid, 80.4, one, b24)},
		{"a usual session beats everyone meeting everyone",
			usual(field(opt("a", true, movement.Valid, 50, one, b24), 7, 13), true), usual(field(opt("b", true, movement.Valid, 100, none, b21), 13, 13), false)},
		{"everyone meeting everyone beats the session's length",
			session(field(opt("a", true, movement.Valid, 50, one, b21), 13, 13), 21, 47), session(field(opt("b", true, movement.Valid, 100, none, b24), 12, 13), 24, 47)},
		{"the session's length beats opponents",
			session(field(opt("a", true, movement.Valid, 50, one, b24), 8, 17), 24, 47), session(field(opt("b", true, movement.Valid, 100, none, b21), 11, 17), 22, 47)},
		{"more opponents met beats the plainer movement",
			form(field(opt("a", true, movement.Valid, 50, one, b24), 12, 21), FormHesitation), form(field(opt("b", true, movement.Valid, 100, none, b24), 9, 21), FormMitchell)},
		{"the plainer movement beats fairness",
			form(opt("a", true, movement.Valid, 97, one, b24), FormMitchell), form(opt("b", true, movement.Perfect, 99, none, b24), FormRover)},
		{"fewer boards sat out (not rounds) decide",
			opt("a", true, movement.Valid, 80, Range{0, 2}, b21), opt("b", true, movement.Valid, 80, Range{0, 3}, b21)},
		{"no tie left to the order: fewer boards in play, then the name",
			opt("a", true, movement.Valid, 80, none, b24), opt("b", true, movement.Valid, 80, none, b24)},
		{"higher balance index beats fewer pairs who never meet",
			meets(opt("a", true, movement.Valid, 80, one, b21), 200, 3), meets(opt("b", true, movement.Valid, 79, none, b24), 0, 1)},
		{"fewer pairs who never meet beats fewer sit-outs",
			meets(opt("a", true, movement.Valid, 100, one, b21), 127, 3), meets(opt("b", true, movement.Valid, 100, none, b24), 200, 1)},
		{"fewer meetings of the most-met two beats fewer sit-outs",
			meets(opt("a", true, movement.Valid, 100, one, b21), 5, 2), meets(opt("b", true, movement.Valid, 100, none, b24), 5, 3)},
		{"fewer sit-outs beats more boards",
			opt("a", true, movement.Valid, 80, none, b21), opt("b", true, movement.Valid, 80, one, b24)},
		{"fewest sit-outs of the best-off contestant next",
			opt("a", true, movement.Valid, 80, Range{0, 1}, b21), opt("b", true, movement.Valid, 80, Range{1, 1}, b24)},
		{"more boards for the worst-off contestant",
			opt("a", true, movement.Valid, 80, none, Range{24, 24}), opt("b", true, movement.Valid, 80, none, Range{22, 26})},
		{"then more boards for the best-off",
			opt("a", true, movement.Valid, 80, none, Range{22, 26}), opt("b", true, movement.Valid, 80, none, Range{22, 24})},
		{"valid beats invalid",
			opt("a", true, movement.Valid, 0, one, b21), opt("b", true, movement.Invalid, 100, none, b24)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c := Compare(tt.a, tt.b); c >= 0 {
				t.Errorf("Compare(a, b) = %d, want a first", c)
			}
			if c := Compare(tt.b, tt.a); c <= 0 {
				t.Errorf("Compare(b, a) = %d, want a first", c)
			}
		})
	}
	a := opt("a", true, movement.Valid, 80, none, b24)
	if c := Compare(a, a); c != 0 {
		t.Errorf("Compare(a, a) = %d, want 0", c)
	}
}

// field sets the opponents an option's worst-off contestant meets.
func field(o Option, met, rivals int) Option {
	o.Opponents, o.Rivals = met, rivals
	return o
}

// usual sets an option's usual-session flag.
func usual(o Option, u bool) Option {
	o.UsualSession = u
	return o
}

// session sets an option's rounds of 1 board (its session's boards) and
// twice the boards the ranking aims at.
func session(o Option, boards, middle int) Option {
	o.Rounds, o.BoardsPerRound, o.SessionMiddle, o.UsualSession = boards, 1, middle, true
	return o
}

// form sets an option's family.
func form(o Option, f string) Option {
	o.Form = f
	return o
}

// meets sets an option's meeting figures.
func meets(o Option, never, most int) Option {
	o.NeverMeet, o.MostMeetings = never, most
	return o
}

func TestRank(t *testing.T) {
	none, one := Range{0, 0}, Range{1, 1}
	opts := []Option{
		opt("over time, perfect", false, movement.Perfect, 100, none, Range{28, 28}),
		opt("valid 86", true, movement.Valid, 86.39, one, Range{22, 24}),
		opt("perfect, sits out", true, movement.Perfect, 100, one, Range{24, 24}),
		opt("perfect, 21 boards", true, movement.Perfect, 100, none, Range{21, 21}),
		opt("perfect, 24 boards", true, movement.Perfect, 100, none, Range{24, 24}),
		opt("tie b, listed first", true, movement.Valid, 50, none, Range{20, 20}),
		opt("tie a, listed second", true, movement.Valid, 50, none, Range{20, 20}),
	}
	Rank(opts)
	var got []string
	for i, o := range opts {
		if o.Number != i+1 {
			t.Errorf("option %q numbered %d at place %d", o.Name, o.Number, i+1)
		}
		got = append(got, o.Name.String())
	}
	want := []string{
		"perfect, 24 boards", "perfect, 21 boards", "perfect, sits out",
		"valid 86", "tie a, listed second", "tie b, listed first", "over time, perfect",
	}
	if !slices.Equal(got, want) {
		t.Errorf("ranked\n%q\nwant\n%q", got, want)
	}
}

// TestReason: the reason names the first option, what it offers, the
// rule that sets it apart and what the runner-up offers instead.
func TestReason(t *testing.T) {
	none := Range{0, 0}
	tests := []struct {
		name  string
		opts  []Option
		timed bool
		want  []string
	}{
		{"only option", []Option{opt("A", true, movement.Valid, 50, none, Range{20, 20})}, true, []string{"A is the only option: one winner"}},
		{"none in time", []Option{opt("A", false, movement.Valid, 50, none, Range{20, 20}), opt("B", false, movement.Valid, 50, none, Range{20, 20})}, true, []string{"No option finishes in time"}},
		{"only one in time", []Option{
			opt("A", true, movement.Valid, 50, none, Range{20, 20}),
			opt("B", false, movement.Perfect, 100, none, Range{28, 28})}, true, []string{"finishes in time at 00:00 and comes first on fitting the time", "the next option, B, offers"}},
		{"verdict", []Option{
			opt("A", true, movement.Perfect, 100, none, Range{20, 20}),
			opt("B", true, movement.Valid, 99, none, Range{28, 28})}, true, []string{"comes first on fairness"}},
		{"untimed", []Option{
			opt("A", true, movement.Valid, 90, none, Range{20, 20}),
			opt("B", true, movement.Valid, 80, none, Range{28, 28})}, false, []string{"finishes at 00:00 and comes first on fairness"}},
		{"70% rule", []Option{
			under(opt("A", true, movement.Valid, 50, none, Range{20, 20}), false),
			under(opt("B", true, movement.Perfect, 100, none, Range{28, 28}), true)}, true, []string{"comes first on the 70% rule"}},
		{"meetings", []Option{
			meets(opt("A", true, movement.Valid, 100, none, Range{20, 20}), 127, 2),
			meets(opt("B", true, movement.Valid, 100, none, Range{20, 20}), 200, 1)}, true, []string{"comes first on meetings"}},
		{"sit-outs in boards", []Option{
			opt("A", true, movement.Valid, 90, none, Range{20, 20}),
			opt("B", true, movement.Valid, 90, Range{2, 2}, Range{28, 28})}, true, []string{"no sit-out", "comes first on sit-outs", "2-board sit-out"}},
		{"the trade-off", []Option{
			field(opt("A", true, movement.Valid, 60, Range{2, 2}, Range{20, 20}), 10, 10),
			field(form(opt("B", true, movement.Perfect, 100, none, Range{24, 24}), FormMitchell), 6, 11)}, true,
			[]string{"A (one winner, everyone meets everyone, 2-board sit-out, 20 boards", "comes first on everyone meeting everyone", "B, offers one winner, each pair meets at least 6 of 11, no sit-out, 24 boards"}},
		{"boards", []Option{
			opt("A", true, movement.Valid, 90, none, Range{28, 28}),
			opt("B", true, movement.Valid, 90, none, Range{20, 20})}, true, []string{"comes first on boards played"}},
	}
	for _, tt := range tests {
		got := Reason(tt.opts, tt.timed).String()
		for _, w := range tt.want {
			if !strings.Contains(got, w) || !strings.HasPrefix(got, "A") && !strings.HasPrefix(got, "No") {
				t.Errorf("%s: Reason = %q, want it to contain %q", tt.name, got, w)
			}
		}
	}
}

func TestRange(t *testing.T) {
	if s := (Range{24, 24}).String(); s != "24" {
		t.Errorf("Range{24,24} = %q", s)
	}
	if s := (Range{22, 24}).String(); s != "22-24" {
		t.Errorf("Range{22,24} = %q", s)
	}
	r := Range{24, 28}
	for n, want := range map[int]bool{23: false, 24: true, 26: true, 28: true, 29: false} {
		if r.Contains(n) != want {
			t.Errorf("Range{24,28}.Contains(%d) = %v", n, !want)
		}
	}
}

// under sets an option's 70%-rule flag.
func under(o Option, flag bool) Option {
	o.UnderShare = flag
	return o
}

// TestWithSession: the chosen movement carries the event (trimmed) and the
// option's timetable as copies: changing them changes neither the option
// nor its movement.
func TestWithSession(t *testing.T) {
	plan, err := NewPlan(context.Background(), pairsRequest(8, 180))
	if err != nil {
		t.Fatal(err)
	}
	o := plan.Options[0]
	m := o.WithSession(&movement.Session{Event: " Club Pairs ", Venue: "Room 2"})
	s := m.Session
	if s == nil || s.Event != "Club Pairs" || s.Venue != "Room 2" || s.Timetable == nil ||
		s.Timetable.Finish() != o.Timetable.Finish() || len(s.Timetable.Rounds) != o.Rounds {
		t.Fatalf("session %+v, want the event and option 1's timetable", s)
	}
	s.Timetable.Rounds[0].End++
	if o.Timetable.Rounds[0].End == s.Timetable.Rounds[0].End || o.Movement.Session != nil {
		t.Error("the option's timetable or movement changed with the copy")
	}
	if movement.Validate(m).Errors() != nil {
		t.Errorf("the movement with its session is invalid: %v", movement.Validate(m).Errors())
	}
	if m := o.WithSession(nil); m.Session.Title() != "" || m.Session.Timetable == nil {
		t.Errorf("without an event: %+v", m.Session)
	}
}

// TestBelowShare is the 70% rule on its edges: of the room's boards in play
// and of the most boards anyone plays, whichever is more.
func TestBelowShare(t *testing.T) {
	for _, tt := range []struct {
		boards, room, most int
		want               bool
	}{
		{7, 10, 10, false}, // exactly 70%
		{6, 10, 10, true},
		{16, 20, 32, true},  // a room of 5 plays 16 while the room of 9 plays 32: 50%
		{32, 36, 32, false}, // the room of 9: 32 of its 36
		{8, 12, 12, true},   // 67%
		{9, 12, 12, false},  // 75%
		{20, 26, 20, false}, // a partial Howell: 10 of 13 rounds
		{18, 26, 20, true},  // 9 of 13 rounds
	} {
		if got := BelowShare(tt.boards, tt.room, tt.most); got != tt.want {
			t.Errorf("BelowShare(%d, %d, %d) = %v, want %v", tt.boards, tt.room, tt.most, got, tt.want)
		}
	}
}

// TestRoomsOfUnequalLength: 18 preferans players in two rooms of 11 and 7
// at tables of three play 9 to 18 deals (the rooms' cycles differ in
// length, so one room waits): the plan flags it "!" and ranks it
// below the options that keep the rule. (14 players, the case first
// reported, now have a perfect single room, so no rooms are offered.)
func TestRoomsOfUnequalLength(t *testing.T) {
	plan, err := NewPlan(context.Background(), Request{Game: movement.Preferans, Kind: movement.Individual, Contestants: 18,
		Pace: DefaultPace(movement.Preferans), Start: 19 * 60, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for i, o := range plan.Options {
		if o.Name.String() != "Two rooms of 11 and 7, tables of three" {
			continue
		}
		found = true
		if o.Boards != (Range{9, 18}) || !o.UnderShare {
			t.Errorf("%s: plays %s, under 70%% %v; want 9-18 and flagged", o.Name, o.Boards, o.UnderShare)
		}
		for _, p := range plan.Options[i+1:] {
			if !p.UnderShare && p.FitsTime == o.FitsTime {
				t.Errorf("%s keeps the rule yet ranks below the flagged %s", p.Name, o.Name)
			}
		}
	}
	if !found {
		t.Fatal("no option of two rooms of 11 and 7")
	}
}

// TestLengthNote: a session is said to be long past 4 hours, or past the
// budget given, at the movement's own timetable when it has one.
func TestLengthNote(t *testing.T) {
	bridge := func(rounds, boards int) *movement.Movement {
		return &movement.Movement{Game: movement.Bridge, Rounds: rounds, BoardsPerSet: boards}
	}
	withPace := func(m *movement.Movement, perBoard int) *movement.Movement {
		tt, err := Pace{MinutesPerBoard: perBoard, MoveMinutes: 1}.Timetable(19*60, m.Rounds, m.BoardsPerSet)
		if err != nil {
			t.Fatal(err)
		}
		m.Session = &movement.Session{Timetable: tt}
		return m
	}
	for _, tt := range []struct {
		name   string
		m      *movement.Movement
		budget int
		want   string // "" for no note
	}{
		// 30 rounds of 1 board: 30·7 + 29 = 239 minutes.
		{"just under 4 hours", bridge(30, 1), 0, ""},
		// 23 rounds of 2 boards: 23·14 + 22 = 344 minutes.
		{"over 4 hours", bridge(23, 2), 0, "Length: 5h 44m (23 rounds of 2 boards, 7 minutes a board, 1 to move), more than 4h."},
		{"over the budget", bridge(13, 2), 180, "Length: 3h 14m (13 rounds of 2 boards, 7 minutes a board, 1 to move), more than 3h."},
		{"within the budget", bridge(13, 2), 200, ""},
		{"the movement's own pace", withPace(bridge(23, 1), 10), 0, "Length: 4h 12m (23 rounds of 1 board, 10 minutes a board, 1 to move), more than 4h."},
		{"preferans", &movement.Movement{Game: movement.Preferans, Rounds: 13, BoardsPerSet: 4}, 0, "Length: 4h 32m (13 rounds of 4 deals, 5 minutes a deal, 1 to move), more than 4h."},
	} {
		note, ok := LengthNote(tt.m, tt.budget)
		if ok != (tt.want != "") || note.String() != tt.want {
			t.Errorf("%s: %q (%v), want %q", tt.name, note.String(), ok, tt.want)
		}
	}
}
