package movement

import (
	"errors"
	"fmt"
	"slices"
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

func TestTimetableWithBreak(t *testing.T) {
	// 7 rounds of 3 boards at 7 minutes and 1 to move from 19:00: round 3
	// ends 20:05, round 4 starts 20:06 without a break.
	base, err := NewTimetable(19*60, 7, 3, 7, 1)
	if err != nil {
		t.Fatal(err)
	}
	if b := base.Breaks(); len(b) != 0 {
		t.Fatalf("plain timetable has breaks %v", b)
	}
	tt, err := base.WithBreak(3, 10)
	if err != nil {
		t.Fatal(err)
	}
	want := []Break{{After: 3, Start: 20*60 + 5, End: 20*60 + 15}}
	if got := tt.Breaks(); !slices.Equal(got, want) {
		t.Fatalf("Breaks = %v, want %v", got, want)
	}
	if got := tt.Breaks()[0].Minutes(); got != 10 {
		t.Errorf("break lasts %d minutes, want 10", got)
	}
	if r3, _ := tt.Round(3); r3.End != 20*60+5 {
		t.Errorf("round 3 moved: %v", r3)
	}
	if r4, _ := tt.Round(4); r4.Start != 20*60+15 || r4.End != 20*60+36 {
		t.Errorf("round 4 = %v, want 20:15–20:36", r4)
	}
	if got, want := tt.Finish(), base.Finish()+9; got != want {
		t.Errorf("finish %s, want %s (9 minutes more than the move)", got, want)
	}
	if r4, _ := base.Round(4); r4.Start != 20*60+6 {
		t.Errorf("WithBreak changed its receiver: round 4 starts %s", r4.Start)
	}
	for _, c := range []struct{ after, minutes int }{{0, 10}, {7, 10}, {3, 1}, {3, 0}, {3, minutesPerDay + 1}} {
		_, err := base.WithBreak(c.after, c.minutes)
		var te *TimetableError
		if !errors.As(err, &te) || te.Field != "break" {
			t.Errorf("WithBreak(%d, %d) = %v, want a *TimetableError on break", c.after, c.minutes, err)
		}
	}
}
