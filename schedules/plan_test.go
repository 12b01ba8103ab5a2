package schedules

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

func pairsRequest(pairs, minutes int) Request {
	return Request{
		Game: movement.Bridge, Kind: movement.Pairs, Contestants: pairs,
		Minutes: minutes, Pace: DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1,
	}
}

// boardsByContestant counts, straight from the plays, the boards each
// contestant plays against at least one opponent.
func boardsByContestant(m *movement.Movement) []int {
	out := make([]int, m.Contestants+1)
	for _, p := range m.Play {
		present := 0
		for _, c := range p.Seats {
			if c != 0 {
				present++
			}
		}
		if present < 2 {
			continue
		}
		for _, c := range p.Seats {
			if c != 0 {
				out[c] += m.BoardsPerSet
			}
		}
	}
	return out[1:]
}

// checkHonest recomputes an option's figures from its movement.
func checkHonest(t *testing.T, req Request, o Option) {
	t.Helper()
	m := o.Movement
	rep := movement.Analyze(m)
	if !rep.Problems.Valid() {
		t.Fatalf("%s: invalid movement: %v", o.Name, rep.Problems.Errors())
	}
	if rep.Verdict != o.Verdict || rep.Summary.BalanceIndex != o.BalanceIndex {
		t.Errorf("%s: claims %s %.2f, Analyze says %s %.2f", o.Name, o.Verdict, o.BalanceIndex, rep.Verdict, rep.Summary.BalanceIndex)
	}
	if o.Verdict == movement.Perfect {
		need := []movement.Property{movement.PropNoRepeatSets, movement.PropAllMeet, movement.PropEqualMeetings, movement.PropEqualComparisons}
		if m.Kind == movement.Individual && m.Game == movement.Bridge {
			need = []movement.Property{movement.PropNoRepeatSets, movement.PropWhist} // a whist tournament
		}
		for _, p := range need {
			if !slices.Contains(rep.Properties, p) {
				t.Errorf("%s: claimed perfect but lacks %s", o.Name, p)
			}
		}
	}
	if m.Tables != o.Tables || m.Rounds != o.Rounds || m.BoardsPerSet != o.BoardsPerRound {
		t.Errorf("%s: claims %d tables, %d rounds, %d boards a round; movement has %d, %d, %d",
			o.Name, o.Tables, o.Rounds, o.BoardsPerRound, m.Tables, m.Rounds, m.BoardsPerSet)
	}
	boards := boardsByContestant(m)
	if lo, hi := slices.Min(boards), slices.Max(boards); lo != o.Boards.Min || hi != o.Boards.Max {
		t.Errorf("%s: claims %s boards each, plays give %d-%d", o.Name, o.Boards, lo, hi)
	}
	sets := map[int]bool{}
	for _, p := range m.Play {
		sets[p.Set] = true
	}
	if inPlay := len(sets) * m.BoardsPerSet; inPlay != o.BoardsInPlay {
		t.Errorf("%s: claims %d boards in play, plays give %d", o.Name, o.BoardsInPlay, inPlay)
	}
	// The most rounds two contestants share a table, counted from the plays
	// (as opponents at individual bridge: partners do not meet).
	together := map[[2]int]int{}
	mostTogether := 0
	for _, p := range m.Play {
		for i, a := range p.Seats {
			for j, b := range p.Seats[i+1:] {
				partners := m.Game == movement.Bridge && m.Kind == movement.Individual &&
					m.Seats[i].Direction() == m.Seats[i+1+j].Direction()
				if a != 0 && b != 0 && !partners {
					k := [2]int{min(a, b), max(a, b)}
					together[k]++
					mostTogether = max(mostTogether, together[k])
				}
			}
		}
	}
	if o.MostMeetings != mostTogether {
		t.Errorf("%s: claims two meet at most %d times, plays give %d", o.Name, o.MostMeetings, mostTogether)
	}
	// The 70% rule, judged within each room: rooms are told apart by the
	// "A "/"B " labels JoinRooms gives, or the "A1 NS" labels of
	// sections; other movements are one room.
	roomOf := func(c int) string {
		if m.Family == "rooms" || len(m.Sections) > 0 {
			return m.Label(c)[:1]
		}
		return ""
	}
	roomSets := map[string]map[int]bool{}
	for _, p := range m.Play {
		for _, c := range p.Seats {
			if c != 0 {
				if roomSets[roomOf(c)] == nil {
					roomSets[roomOf(c)] = map[int]bool{}
				}
				roomSets[roomOf(c)][p.Set] = true
			}
		}
	}
	// The 70% rule, counted here from the plays: of the boards in play in
	// the room, or of the most boards anyone plays.
	most := slices.Max(boards)
	under := false
	for c, n := range boards {
		if 10*n < 7*max(len(roomSets[roomOf(c+1)])*m.BoardsPerSet, most) {
			under = true
		}
	}
	if under != o.UnderShare {
		t.Errorf("%s: under-70%% flag %v, boards say %v", o.Name, o.UnderShare, under)
	}
	minutes := m.Rounds*m.BoardsPerSet*req.Pace.MinutesPerBoard + (m.Rounds-1)*req.Pace.MoveMinutes
	if o.Timetable.Minutes() != minutes || o.Timetable.Finish() != req.Start+movement.Clock(minutes) {
		t.Errorf("%s: timetable %d minutes to %s, want %d", o.Name, o.Timetable.Minutes(), o.Timetable.Finish(), minutes)
	}
	if fits := minutes <= req.budget(); fits != o.FitsTime { // no time given: a typical session
		t.Errorf("%s: fits-time %v, want %v", o.Name, o.FitsTime, fits)
	}
	var rests []int
	for _, st := range rep.Contestants {
		rests = append(rests, st.Rests)
	}
	if lo, hi := slices.Min(rests), slices.Max(rests); lo != o.SitOuts.Min || hi != o.SitOuts.Max {
		t.Errorf("%s: claims %s sit-outs, report gives %d-%d", o.Name, o.SitOuts, lo, hi)
	}
}

// hasPhantom reports whether some play has an empty seat.
func hasPhantom(m *movement.Movement) bool {
	for _, p := range m.Play {
		if slices.Contains(p.Seats, 0) {
			return true
		}
	}
	return false
}

func TestPlanThirteenPairs(t *testing.T) {
	req := pairsRequest(13, 180)
	plan, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var mitchell7, howell7 bool
	for _, o := range plan.Options {
		checkHonest(t, req, o)
		m := o.Movement
		if m.Contestants != 13 {
			t.Errorf("%s seats %d pairs, want 13", o.Name, m.Contestants)
		}
		if m.Family == movement.Mitchell && m.Tables == 7 && hasPhantom(m) && strings.Contains(o.Name.String(), "missing pair") {
			mitchell7 = true
		}
		if m.Family == movement.Howell && m.Tables == 7 && hasPhantom(m) && strings.Contains(o.Name.String(), "phantom") {
			howell7 = true
		}
	}
	if !mitchell7 || !howell7 {
		t.Errorf("7-table Mitchell with a missing pair listed: %v; 7-table Howell with a phantom: %v", mitchell7, howell7)
	}
	if !slices.IsSortedFunc(plan.Options, Compare) {
		t.Error("options are not in ranking order")
	}
	if plan.Options[0].Number != 1 || !plan.Options[0].FitsTime {
		t.Errorf("marked option %+v: want number 1, in time", plan.Options[0].Name)
	}
	if !strings.HasPrefix(plan.Reason.String(), plan.Options[0].Name.String()) {
		t.Errorf("reason %q does not name the marked option %q", plan.Reason, plan.Options[0].Name)
	}
}

func TestPlanDeterministic(t *testing.T) {
	req := pairsRequest(16, 180)
	a, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Options) != len(b.Options) {
		t.Fatalf("%d then %d options", len(a.Options), len(b.Options))
	}
	for i := range a.Options {
		if a.Options[i].Name.String() != b.Options[i].Name.String() || a.Options[i].BalanceIndex != b.Options[i].BalanceIndex {
			t.Errorf("option %d: %s then %s", i+1, a.Options[i].Name, b.Options[i].Name)
		}
	}
}

func TestPlanConstraints(t *testing.T) {
	t.Run("boards", func(t *testing.T) {
		req := pairsRequest(16, 0)
		req.Boards = Range{24, 28}
		plan, err := NewPlan(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range plan.Options {
			if !req.Boards.Contains(o.Boards.Min) || !req.Boards.Contains(o.Boards.Max) {
				t.Errorf("%s plays %s boards, outside 24-28", o.Name, o.Boards)
			}
			if !o.FitsTime {
				t.Errorf("%s: over time with no time limit", o.Name)
			}
		}
	})
	t.Run("tables available", func(t *testing.T) {
		req := pairsRequest(15, 0)
		req.TablesAvailable = 8
		plan, err := NewPlan(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range plan.Options {
			if o.RoomTables > 8 {
				t.Errorf("%s needs %d tables", o.Name, o.RoomTables)
			}
		}
	})
	// Tables available counts the tables that play (issue 39): 13 pairs
	// on 6 tables is the 7-table Howell whose phantom's table only hosts
	// the sit-out, which the plan says; a room of 5 has no option.
	t.Run("tables that play", func(t *testing.T) {
		req := pairsRequest(13, 180)
		req.TablesAvailable = 6
		plan, err := NewPlan(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		first := plan.Options[0]
		if first.Family != movement.Howell || first.Tables != 7 || first.RoomTables != 6 {
			t.Fatalf("first option %s: %d tables, %d in the room; want the 7-table Howell playing at 6", first.Name, first.Tables, first.RoomTables)
		}
		noted := false
		for _, n := range first.Notes {
			noted = noted || strings.Contains(n.String(), "plays at 6 of its 7 tables")
		}
		if !noted {
			t.Errorf("%s: no note that it plays at 6 of its 7 tables: %v", first.Name, first.Notes)
		}
		for _, o := range plan.Options {
			if o.RoomTables > 6 || o.RoomTables != roomTables(o.Movement) {
				t.Errorf("%s: %d tables in the room", o.Name, o.RoomTables)
			}
		}
		req.TablesAvailable = 5
		if plan, err := NewPlan(context.Background(), req); err == nil {
			t.Errorf("13 pairs on 5 tables: %d options, want none", len(plan.Options))
		}
	})
	t.Run("stationary", func(t *testing.T) {
		req := pairsRequest(13, 180)
		req.Stationary = []int{9, 13}
		plan, err := NewPlan(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if len(plan.Options) == 0 {
			t.Fatal("no options")
		}
		for _, o := range plan.Options {
			st := StationarySeats(o.Movement)
			for _, c := range req.Stationary {
				if !slices.Contains(st, c) {
					t.Errorf("%s: pair %d moves (stationary: %v)", o.Name, c, st)
				}
			}
			checkHonest(t, req, o)
		}
		// A plain Howell has one stationary pair, so none can keep two;
		// the appendix Howell at a half table has two (its Howell's and
		// the pair that stays EW at the appendage table; the stationary
		// NS seat of the appendix table is the empty one), so it can.
		appendix := false
		for _, o := range plan.Options {
			if o.Form == FormAppendixHowell {
				appendix = true
				if n := len(StationarySeats(o.Movement)); n != 2 {
					t.Errorf("%s: %d stationary places, want 2", o.Name, n)
				}
				continue
			}
			if o.Family == movement.Howell {
				t.Errorf("%s kept two pairs stationary", o.Name)
			}
		}
		if !appendix {
			t.Errorf("13 pairs, 2 stationary: no appendix Howell offered")
		}
		if len(plan.LeftOut) == 0 || !strings.Contains(plan.LeftOut[0].String(), "with too few stationary places for 2 pairs") {
			t.Errorf("left out %q, want the Howells counted", plan.LeftOut)
		}
	})
}

func TestPlanNoOption(t *testing.T) {
	tests := []struct {
		name      string
		req       Request
		wantCheck string // an error from Check
		wantWhy   string // or a NoOptionError with this reason
		wantTry   string // and this suggestion
	}{
		{name: "one pair", req: pairsRequest(1, 180), wantCheck: "1 pair: a pairs movement needs at least 4 pairs"},
		{name: "50 tables in 90 minutes", req: pairsRequest(100, 90),
			wantWhy: "no option finishes within 1h 30m", wantTry: "two or more sections playing side by side"},
		{name: "too few tables", req: func() Request { r := pairsRequest(16, 0); r.TablesAvailable = 5; return r }(),
			wantWhy: "every option has more tables than the 5 available", wantTry: "8 tables"},
		{name: "too many stationary", req: func() Request { r := pairsRequest(8, 0); r.Stationary = []int{1, 2, 3, 4, 5}; return r }(),
			wantWhy: "every option has too few stationary places for 5 pairs", wantTry: "at most 4 stationary pairs"},
		{name: "board range", req: func() Request { r := pairsRequest(16, 0); r.Boards = Range{5, 6}; return r }(),
			wantWhy: "every option has boards outside 5-6 for some pairs", wantTry: "a board range that includes"},
		// 400 pairs play in sections now (issue 18); 1200 need more than
		// the 500 tables a movement may have.
		{name: "too many pairs", req: pairsRequest(1200, 0), wantWhy: "no movement for 1200 pairs", wantTry: "sections"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewPlan(context.Background(), tt.req)
			if err == nil {
				t.Fatal("NewPlan found options")
			}
			if tt.wantCheck != "" {
				if !strings.Contains(err.Error(), tt.wantCheck) {
					t.Errorf("error %q, want %q", err, tt.wantCheck)
				}
				return
			}
			var none *NoOptionError
			if !errors.As(err, &none) {
				t.Fatalf("error %v is not a NoOptionError", err)
			}
			if !strings.Contains(none.Why.String(), tt.wantWhy) {
				t.Errorf("why %q, want %q", none.Why, tt.wantWhy)
			}
			if !strings.Contains(strings.Join(Strings(none.Try), "; "), tt.wantTry) {
				t.Errorf("try %q, want %q", none.Try, tt.wantTry)
			}
		})
	}
}

func TestRequestCheck(t *testing.T) {
	ok := pairsRequest(13, 180)
	tests := []struct {
		name string
		edit func(*Request)
		want string
	}{
		{"preferans pairs", func(r *Request) { r.Game = movement.Preferans }, "preferans is an individual game"},
		{"zero minutes a board", func(r *Request) { r.Pace.MinutesPerBoard = 0 }, "0 minutes a board"},
		{"negative move", func(r *Request) { r.Pace.MoveMinutes = -1 }, "-1 minutes to move"},
		{"stationary out of range", func(r *Request) { r.Stationary = []int{14} }, "stationary 14: the pairs are numbered 1 to 13"},
		{"stationary twice", func(r *Request) { r.Stationary = []int{3, 3} }, "listed twice"},
		{"bad boards", func(r *Request) { r.Boards = Range{30, 20} }, "MIN-MAX"},
		{"four players", func(r *Request) {
			r.Kind, r.Game, r.Contestants = movement.Individual, movement.Preferans, 4
		}, "at least 5 players"},
	}
	if err := ok.Check(); err != nil {
		t.Fatalf("a good request fails: %v", err)
	}
	for _, tt := range tests {
		r := ok
		tt.edit(&r)
		err := r.Check()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Check = %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestPlanCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewPlan(ctx, pairsRequest(13, 180)); !errors.Is(err, context.Canceled) {
		t.Errorf("NewPlan on a cancelled context: %v", err)
	}
}

func TestPlanPlayers(t *testing.T) {
	tests := []struct {
		name string
		req  Request
		// want lists names that must be on the list.
		want []string
	}{
		{"preferans 22", Request{Game: movement.Preferans, Kind: movement.Individual, Contestants: 22,
			Pace: DefaultPace(movement.Preferans), Start: 19 * 60, Seed: 1},
			[]string{"Two rooms of 15 and 7, tables of three", "Seating search, 5 tables of four, 2 rest", "Seating search, 7 tables of three, 1 rest"}},
		{"preferans 20 in 3h", Request{Game: movement.Preferans, Kind: movement.Individual, Contestants: 20, Minutes: 180,
			Pace: DefaultPace(movement.Preferans), Start: 19 * 60, Seed: 1},
			[]string{"Rotation, 5 tables of four"}},
		{"preferans 13 in 3h", Request{Game: movement.Preferans, Kind: movement.Individual, Contestants: 13, Minutes: 180,
			Pace: DefaultPace(movement.Preferans), Start: 19 * 60, Seed: 1},
			[]string{"Rest scheme, 4 tables of three, one rests", "Rest scheme, 4 tables of three, one rests, 11 of 13 rounds", "Rest scheme, 3 tables of four, one rests"}},
		{"individual 22", Request{Game: movement.Bridge, Kind: movement.Individual, Contestants: 22,
			Pace: DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1},
			[]string{"Individual, 5 tables, 2 rest, 5 boards a round"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plan, err := NewPlan(context.Background(), tt.req)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, o := range plan.Options {
				checkHonest(t, tt.req, o)
				if o.Movement.Contestants != tt.req.Contestants || o.Movement.Game != tt.req.Game {
					t.Errorf("%s: %d contestants at %s", o.Name, o.Movement.Contestants, o.Movement.Game)
				}
				names = append(names, o.Name.String())
			}
			for _, w := range tt.want {
				if !slices.Contains(names, w) {
					t.Errorf("%q not listed; options: %q", w, names)
				}
			}
			if !slices.IsSortedFunc(plan.Options, Compare) {
				t.Error("options are not in ranking order")
			}
		})
	}
}
