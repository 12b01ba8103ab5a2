package movement

import (
	"fmt"
	"testing"
)

// timetable builds rounds rounds of perRound minutes from start with move
// minutes between them, by direct arithmetic (the planner's NewTimetable
// lives in schedules and is tested there).
func timetable(start Clock, rounds, perRound, move int) *Timetable {
	t := &Timetable{Start: start, MinutesPerBoard: perRound, MoveMinutes: move}
	at := start
	for r := 1; r <= rounds; r++ {
		t.Rounds = append(t.Rounds, RoundTime{Round: r, Start: at, End: at + Clock(perRound)})
		at += Clock(perRound + move)
	}
	return t
}

func TestParseClockWithDay(t *testing.T) {
	tests := []struct {
		in      string
		want    Clock
		wantErr bool
	}{
		{"19:00", 19 * 60, false},
		{"7:05", 7*60 + 5, false},
		{"00:10(+1)", 24*60 + 10, false},
		{"00:10 (+1)", 24*60 + 10, false},
		{"23:59(+2)", 2*24*60 + 23*60 + 59, false},
		{"00:10(+0)", 0, true},
		{"00:10(1)", 0, true},
		{"00:10(+01)", 0, true},
		{"00:10(+1", 0, true},
		{"00:10(+x)", 0, true},
		{"24:00", 0, true},
		{"(+1)", 0, true},
		{"", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseClock(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseClock(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if !tt.wantErr && got != tt.want {
			t.Errorf("ParseClock(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
	if _, err := ParseTimeOfDay("00:10(+1)"); err == nil {
		t.Error("ParseTimeOfDay accepted a day offset")
	}
}

func TestClockString(t *testing.T) {
	for _, tt := range []struct {
		c    Clock
		want string
	}{
		{0, "00:00"}, {19*60 + 5, "19:05"}, {24 * 60, "00:00(+1)"}, {25*60 + 30, "01:30(+1)"}, {-5, "-5m"},
	} {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("Clock(%d) = %q, want %q", int(tt.c), got, tt.want)
		}
	}
}

// FuzzParseClock: every accepted time prints back to a string that reads
// as the same time.
func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"19:00", "00:10(+1)", "7:5", "23:59 (+12)", "(+1)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseClock(s)
		if err != nil {
			return
		}
		if c < 0 || c.Day() > 99 {
			t.Fatalf("ParseClock(%q) = %d, out of range", s, c)
		}
		back, err := ParseClock(c.String())
		if err != nil || back != c {
			t.Fatalf("ParseClock(%q) = %v reads back as %v, %v", s, c, back, err)
		}
	})
}

func TestSessionCloneAndTitle(t *testing.T) {
	m := mitchell(3, 3, 2)
	m.Session = &Session{Event: "Club Pairs", Venue: " Club room ", Timetable: timetable(22*60+30, 3, 14, 1)}
	c := m.Clone()
	c.Session.Timetable.Rounds[0].Start = 0
	c.Session.Event = "other"
	if m.Session.Timetable.Rounds[0].Start != 22*60+30 || m.Session.Event != "Club Pairs" {
		t.Errorf("Clone shares the session: %+v", m.Session)
	}
	if got := m.Session.Title(); got != "Club Pairs, Club room" {
		t.Errorf("Title = %q", got)
	}
	var none *Session
	if none.Title() != "" || none.Clone() != nil {
		t.Error("a nil session has a title or a clone")
	}
	tt := m.Session.Timetable
	if got := tt.Finish(); got != 22*60+30+3*14+2 {
		t.Errorf("Finish = %v", got)
	}
	if r, ok := tt.Round(3); !ok || r.Start.String() != "23:00" {
		t.Errorf("Round(3) = %v, %v", r, ok)
	}
	if _, ok := tt.Round(4); ok {
		t.Error("Round(4) of a 3-round timetable")
	}
	if ps := Validate(m); len(ps) != 0 {
		t.Errorf("a sound timetable has problems: %v", ps)
	}
}

func ExampleClock() {
	start, _ := ParseTimeOfDay("23:40")
	end := start + 45
	fmt.Println(start, end, end.Day())
	back, _ := ParseClock("00:25(+1)")
	fmt.Println(back == end)
	// Output:
	// 23:40 00:25(+1) 1
	// true
}
