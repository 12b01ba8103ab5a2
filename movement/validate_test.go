package movement

import (
	"slices"
	"strings"
	"testing"
)

// TestValidateCodes breaks a sound movement in one way at a time and checks
// that exactly the expected problem code comes out, with its coordinates.
func TestValidateCodes(t *testing.T) {
	tests := []struct {
		name    string
		breakIt func(m *Movement)
		code    Code
		sev     Severity
		round   int
		table   int
		contest int
		words   []string // the message must mention these
	}{
		{"no seats", func(m *Movement) { m.Seats = nil }, CodeNoSeats, Error, 0, 0, 0, []string{"no seats"}},
		{"unknown seat", func(m *Movement) { m.Seats = []Seat{NS, "XY"} }, CodeBadSeat, Error, 0, 0, 0, []string{`"XY"`}},
		{"seat twice", func(m *Movement) { m.Seats = []Seat{NS, NS} }, CodeBadSeat, Error, 0, 0, 0, []string{"twice"}},
		{"pairs with compass seats", func(m *Movement) { m.Seats = CompassSeats() }, CodeBadKind, Error, 0, 0, 0, []string{"NS and EW"}},
		{"unknown kind", func(m *Movement) { m.Kind = "teams" }, CodeBadKind, Error, 0, 0, 0, []string{`"teams"`}},
		{"unknown game", func(m *Movement) { m.Game = "whist" }, CodeBadGame, Error, 0, 0, 0, []string{`"whist"`}},
		{"preferans pairs", func(m *Movement) { m.Game = Preferans }, CodeBadGame, Error, 0, 0, 0, []string{"individuals"}},
		{"zero tables", func(m *Movement) { m.Tables = 0 }, CodeBadCount, Error, 0, 0, 0, []string{"0 tables"}},
		{"huge contestants", func(m *Movement) { m.Contestants = MaxContestants + 1 }, CodeBadCount, Error, 0, 0, 0, []string{"contestants"}},
		{"negative boards", func(m *Movement) { m.BoardsPerSet = -2 }, CodeBadCount, Error, 0, 0, 0, []string{"boards per set"}},
		{"label out of range", func(m *Movement) { m.Labels[9] = "ghost" }, CodeBadLabel, Error, 0, 0, 9, []string{"ghost"}},
		{"round out of range", func(m *Movement) { m.Play[4].Round = 7 }, CodeRoundRange, Error, 7, 2, 0, []string{"round 7"}},
		{"table out of range", func(m *Movement) { m.Play[4].Table = 0 }, CodeTableRange, Error, 2, 0, 0, []string{"table 0"}},
		{"set out of range", func(m *Movement) { m.Play[4].Set = 4 }, CodeSetRange, Error, 2, 2, 0, []string{"set 4"}},
		{"contestant out of range", func(m *Movement) { m.Play[4].Seats[1] = 7 }, CodeContestantRange, Error, 2, 2, 7, []string{"contestant 7"}},
		{"missing seat", func(m *Movement) { m.Play[4].Seats = []int{2} }, CodeSeatCount, Error, 2, 2, 0, []string{"1 seat filled, want 2"}},
		{"play listed twice", func(m *Movement) { m.Play = append(m.Play, m.Play[4]) }, CodeDuplicatePlay, Error, 2, 2, 0, []string{"listed twice"}},
		{"seated twice", func(m *Movement) {
			// pair 3 NS also takes the EW seat at table 1 in round 2, and
			// the EW pair it displaced is seated nowhere that round.
			m.Play[3].Seats[1] = 3
		}, CodeSeatedTwice, Error, 2, 3, 3, []string{"round 2", "contestant 3 NS"}},
		{"repeat set", func(m *Movement) { m.Play[3].Set, m.Play[4].Set, m.Play[5].Set = 1, 2, 3 }, CodeRepeatSet, Error, 2, 1, 1, []string{"set 1 again", "round 1"}},
		{"never plays", func(m *Movement) {
			m.Contestants = 7
		}, CodeNeverPlays, Error, 0, 0, 7, []string{"contestant 7"}},
		{"empty table", func(m *Movement) { m.Play[4].Seats = []int{0, 0} }, CodeEmptyTable, Note, 2, 2, 0, []string{"every seat is empty"}},
		{"phantom", func(m *Movement) { m.Play[4].Seats[1] = 0 }, CodePhantom, Note, 2, 2, 0, []string{"EW is empty"}},
		{"relay", func(m *Movement) { m.Sets = 4; m.Play[0].Set, m.Play[1].Set = 4, 4 }, CodeRelay, Note, 1, 1, 0, []string{"tables 1, 2"}},
		{"unused set", func(m *Movement) { m.Sets = 4 }, CodeUnusedSet, Note, 0, 0, 0, []string{"set 4 is never played"}},
		{"idle table", func(m *Movement) { m.Play = slices.Delete(m.Play, 4, 5) }, CodeIdleTable, Note, 2, 2, 0, []string{"table 2 is idle in round 2"}},
		{"timetable short of a round", func(m *Movement) {
			m.Session = &Session{Timetable: timetable(19*60, 2, 14, 1)}
		}, CodeTimetableRounds, Error, 0, 0, 0, []string{"lists 2 rounds", "has 3"}},
		{"timetable rounds out of order", func(m *Movement) {
			m.Session = &Session{Timetable: timetable(19*60, 3, 14, 1)}
			m.Session.Timetable.Rounds[1].Round = 3
		}, CodeTimetableRounds, Error, 3, 0, 0, []string{"entry 2 is for round 3"}},
		{"round starts before the last one ends", func(m *Movement) {
			m.Session = &Session{Timetable: timetable(19*60, 3, 14, 1)}
			m.Session.Timetable.Rounds[1].Start = 19*60 + 10
		}, CodeTimetableOrder, Error, 2, 0, 0, []string{"round 2 starts at 19:10", "round 1 ends at 19:14"}},
		{"round ends before it starts", func(m *Movement) {
			m.Session = &Session{Timetable: timetable(23*60+50, 3, 14, 1)}
			m.Session.Timetable.Rounds[2].End = 23*60 + 59
		}, CodeTimetableOrder, Error, 3, 0, 0, []string{"round 3 ends at 23:59", "starts at 00:20(+1)"}},
	}
	seen := map[Code]bool{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := mitchell(3, 3, 2)
			if ps := Validate(m); len(ps) != 0 {
				t.Fatalf("the sound movement has problems: %v", ps)
			}
			tt.breakIt(m)
			ps := Validate(m)
			var got *Problem
			for i := range ps {
				if ps[i].Code == tt.code {
					got = &ps[i]
					break
				}
			}
			if got == nil {
				t.Fatalf("no %s problem; got %v", tt.code, ps)
			}
			seen[tt.code] = true
			if got.Severity != tt.sev || got.Round != tt.round || got.Table != tt.table || got.Contestant != tt.contest {
				t.Errorf("got %+v; want severity %s round %d table %d contestant %d", *got, tt.sev, tt.round, tt.table, tt.contest)
			}
			for _, w := range tt.words {
				if !strings.Contains(got.Message(), w) {
					t.Errorf("message %q does not mention %q", got.Message(), w)
				}
			}
			if (tt.sev == Error) == ps.Valid() {
				t.Errorf("Valid() = %v with a %s", ps.Valid(), tt.sev)
			}
		})
	}
	for _, c := range allCodes {
		if !seen[c] {
			t.Errorf("no test case produces code %s", c)
		}
	}
}

// allCodes lists every code Validate can report.
var allCodes = []Code{
	CodeNoSeats, CodeBadSeat, CodeBadKind, CodeBadGame, CodeBadCount, CodeRoundRange,
	CodeTableRange, CodeSetRange, CodeContestantRange, CodeSeatCount, CodeDuplicatePlay,
	CodeSeatedTwice, CodeRepeatSet, CodeNeverPlays, CodeEmptyTable, CodeBadLabel,
	CodeRelay, CodeUnusedSet, CodePhantom, CodeIdleTable,
	CodeTimetableRounds, CodeTimetableOrder,
}

func TestValidateOrder(t *testing.T) {
	m := mitchell(3, 3, 2)
	m.Sets = 4              // a note
	m.Play[8].Seats[1] = 0  // a note in round 3
	m.Play[7].Set = 9       // an error in round 3
	m.Play[1].Seats[0] = -1 // an error in round 1
	ps := Validate(m)
	var codes []Code
	for _, p := range ps {
		codes = append(codes, p.Code)
	}
	// Notes come after errors; within each, round order. The unused-set
	// note has no round and sorts first among notes. The two broken plays
	// still seat contestants, so no table is idle.
	want := []Code{CodeContestantRange, CodeSetRange, CodeUnusedSet, CodePhantom}
	if !slices.Equal(codes, want) {
		t.Errorf("codes %v; want %v", codes, want)
	}
}

// TestValidateExactly breaks a sound movement and checks the whole list of
// problems: nothing false is added to the true one, and sets are named as
// the source wrote them.
func TestValidateExactly(t *testing.T) {
	tests := []struct {
		name    string
		letters bool
		breakIt func(m *Movement)
		want    []string // every problem, as Problem.String
	}{
		{"stray contestant", false, func(m *Movement) { m.Play[4].Seats[1] = 7 },
			[]string{"contestant-range: round 2, table 2, seat EW: contestant 7 is outside 1 to 6"}},
		{"stray contestant and lettered sets", true, func(m *Movement) { m.Play[4].Seats[0] = 11 },
			[]string{"contestant-range: round 2, table 2, seat NS: contestant 11 is outside 1 to 6"}},
		{"set out of range, numbers", false, func(m *Movement) { m.Play[4].Set = 4 },
			[]string{"set-range: round 2, table 2: set 4 is outside 1 to 3"}},
		{"set out of range, letters", true, func(m *Movement) { m.Play[4].Set = 4 },
			[]string{"set-range: round 2, table 2: set D is outside A to C"}},
		{"repeat set, letters", true, func(m *Movement) { m.Play[3].Set, m.Play[4].Set, m.Play[5].Set = 1, 2, 3 },
			[]string{
				"repeat-set: round 2, table 1: contestant 1 NS plays set A again (first played in round 1)",
				"repeat-set: round 2, table 2: contestant 2 NS plays set B again (first played in round 1)",
				"repeat-set: round 2, table 3: contestant 3 NS plays set C again (first played in round 1)",
				"repeat-set: round 3, table 1: contestant 2 EW plays set C again (first played in round 2)",
				"repeat-set: round 3, table 2: contestant 3 EW plays set A again (first played in round 2)",
				"repeat-set: round 3, table 3: contestant 1 EW plays set B again (first played in round 2)",
			}},
		{"shared set, letters", true, func(m *Movement) { m.Sets = 4; m.Play[0].Set, m.Play[1].Set = 4, 4 },
			[]string{"relay: round 1: set D is played at tables 1, 2 (shared set)"}},
		{"unused set, letters", true, func(m *Movement) { m.Sets = 4 },
			[]string{"unused-set: set D is never played"}},
		{"idle table is still reported", false, func(m *Movement) { m.Play = slices.Delete(m.Play, 4, 5) },
			[]string{"idle-table: table 2 is idle in round 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := mitchell(3, 3, 2)
			m.SetLetters = tt.letters
			tt.breakIt(m)
			var got []string
			for _, p := range Validate(m) {
				got = append(got, p.String())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(tt.want, "\n  "))
			}
		})
	}
}

func TestSetName(t *testing.T) {
	m := &Movement{Sets: 30}
	for _, tt := range []struct {
		letters bool
		k       int
		want    string
	}{{false, 3, "3"}, {true, 1, "A"}, {true, 3, "C"}, {true, 26, "Z"}, {true, 27, "27"}, {true, 0, "0"}} {
		m.SetLetters = tt.letters
		if got := m.SetName(tt.k); got != tt.want {
			t.Errorf("SetName(%d) with letters %v = %q, want %q", tt.k, tt.letters, got, tt.want)
		}
	}
}

func TestValidateSoundMovements(t *testing.T) {
	for _, m := range []*Movement{mitchell(3, 3, 2), mitchell(7, 7, 3), mitchell(7, 5, 4), restFive()} {
		if ps := Validate(m); len(ps) != 0 {
			t.Errorf("%s: %v", m.Name, ps)
		}
	}
}

// TestPhantomTableIsNoRelay: a table where one pair faces a phantom does
// not play its set, so sharing that set with another table is no relay.
func TestPhantomTableIsNoRelay(t *testing.T) {
	m := mitchell(3, 3, 2)
	m.Sets = 4
	m.Play[0].Set, m.Play[1].Set = 4, 4 // a real relay in round 1 …
	m.Play[1].Seats[1] = 0              // … until table 2's EW seat is empty
	for _, p := range Validate(m) {
		if p.Code == CodeRelay {
			t.Errorf("phantom table counted as a relay: %v", p)
		}
	}
}
