package schedules

import (
	"errors"
	"math"
	"reflect"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestParseTimeOfDay: the event file's and the flags' start times.
func TestParseTimeOfDay(t *testing.T) {
	tests := []struct {
		in      string
		want    movement.Clock
		wantErr bool
	}{
		{"19:00", 19 * 60, false},
		{"7:05", 7*60 + 5, false},
		{"00:00", 0, false},
		{"23:59", 23*60 + 59, false},
		{" 18:30 ", 18*60 + 30, false},
		{"24:00", 0, true},
		{"19:60", 0, true},
		{"19", 0, true},
		{"19:5", 0, true},
		{"-1:00", 0, true},
		{"ab:cd", 0, true},
		{"", 0, true},
	}
	for _, tt := range tests {
		got, err := movement.ParseTimeOfDay(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseTimeOfDay(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if !tt.wantErr && got != tt.want {
			t.Errorf("ParseTimeOfDay(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestDuration(t *testing.T) {
	for _, tt := range []struct {
		min  int
		want string
	}{{0, "0m"}, {50, "50m"}, {60, "1h"}, {180, "3h"}, {165, "2h 45m"}, {61, "1h 01m"}} {
		if got := Duration(tt.min); got != tt.want {
			t.Errorf("Duration(%d) = %q, want %q", tt.min, got, tt.want)
		}
	}
}

func TestNewTimetable(t *testing.T) {
	bridge := DefaultPace(movement.Bridge)
	tests := []struct {
		name           string
		start          string
		rounds, boards int
		pace           Pace
		// wantFinish is the finish as the clock prints it; wantMinutes the
		// session's length worked out by hand.
		wantFinish  string
		wantMinutes int
		// wantRound2 is the second round's start and end, if any.
		wantRound2 [2]string
	}{
		// 7 rounds of 4 boards at 7 minutes: 7·28 = 196 minutes of play
		// and 6 moves of 1 minute.
		{"Mitchell 7x4", "19:00", 7, 4, bridge, "22:22", 202, [2]string{"19:29", "19:57"}},
		// 13 rounds of 2 boards: 13·14 + 12 = 194.
		{"Howell 13x2", "19:00", 13, 2, bridge, "22:14", 194, [2]string{"19:15", "19:29"}},
		// Preferans: 7 rounds of 4 deals at 5 minutes: 7·20 + 6 = 146.
		{"preferans 7x4", "18:00", 7, 4, DefaultPace(movement.Preferans), "20:26", 146, [2]string{"18:21", "18:41"}},
		// A late session crosses midnight: 22:30 + 3h 22m = 01:52 the next day.
		{"crosses midnight", "22:30", 7, 4, bridge, "01:52(+1)", 202, [2]string{"22:59", "23:27"}},
		// The second round starts exactly at midnight.
		{"round at midnight", "23:45", 2, 2, Pace{MinutesPerBoard: 7, MoveMinutes: 1}, "00:14(+1)", 29, [2]string{"00:00(+1)", "00:14(+1)"}},
		// No moving time: rounds follow each other.
		{"no moves", "10:00", 3, 3, Pace{MinutesPerBoard: 6}, "10:54", 54, [2]string{"10:18", "10:36"}},
		// One round: no move at all.
		{"one round", "19:00", 1, 3, bridge, "19:21", 21, [2]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start, err := movement.ParseTimeOfDay(tt.start)
			if err != nil {
				t.Fatal(err)
			}
			tab, err := tt.pace.Timetable(start, tt.rounds, tt.boards)
			if err != nil {
				t.Fatal(err)
			}
			if got := tab.Finish().String(); got != tt.wantFinish {
				t.Errorf("finish = %s, want %s", got, tt.wantFinish)
			}
			if tab.Minutes() != tt.wantMinutes {
				t.Errorf("minutes = %d, want %d", tab.Minutes(), tt.wantMinutes)
			}
			if got := SessionMinutes(tt.rounds, tt.boards, tt.pace); got != tt.wantMinutes {
				t.Errorf("SessionMinutes = %d, want %d", got, tt.wantMinutes)
			}
			if len(tab.Rounds) != tt.rounds {
				t.Fatalf("%d rounds in the timetable, want %d", len(tab.Rounds), tt.rounds)
			}
			if tt.rounds > 1 {
				r2 := tab.Rounds[1]
				if got := [2]string{r2.Start.String(), r2.End.String()}; got != tt.wantRound2 {
					t.Errorf("round 2 = %v, want %v", got, tt.wantRound2)
				}
			}
			// Every round lasts its boards, and the gap to the next is the move.
			for i, r := range tab.Rounds {
				if r.Round != i+1 || int(r.End-r.Start) != tt.boards*tt.pace.MinutesPerBoard {
					t.Errorf("round %d: %v–%v, want %d minutes", r.Round, r.Start, r.End, tt.boards*tt.pace.MinutesPerBoard)
				}
				if i > 0 && int(r.Start-tab.Rounds[i-1].End) != tt.pace.MoveMinutes {
					t.Errorf("round %d starts %d minutes after round %d ends, want %d", r.Round, r.Start-tab.Rounds[i-1].End, i, tt.pace.MoveMinutes)
				}
			}
			if tab.Rounds[0].Start != start || tab.Rounds[len(tab.Rounds)-1].End != tab.Finish() {
				t.Errorf("rounds span %v–%v, want %v–%v", tab.Rounds[0].Start, tab.Rounds[len(tab.Rounds)-1].End, start, tab.Finish())
			}
		})
	}
}

func TestNewTimetableRejects(t *testing.T) {
	bridge := DefaultPace(movement.Bridge)
	tests := []struct {
		name           string
		start          movement.Clock
		rounds, boards int
		pace           Pace
		field          string // the TimetableError's field
	}{
		{"no rounds", 0, 0, 3, bridge, "rounds"},
		{"no boards", 0, 7, 0, bridge, "boards_per_round"},
		{"zero minutes a board", 0, 7, 3, Pace{MinutesPerBoard: 0, MoveMinutes: 1}, "minutes_per_board"},
		{"negative move", 0, 7, 3, Pace{MinutesPerBoard: 7, MoveMinutes: -1}, "move_minutes"},
		{"before midnight", -5, 7, 3, bridge, "start"},
		{"a day after midnight", 24 * 60, 7, 3, bridge, "start"},
		// Values that used to overflow or to end before they start.
		{"huge move", 19 * 60, 7, 3, Pace{MinutesPerBoard: 7, MoveMinutes: math.MaxInt}, "move_minutes"},
		{"huge pace", 19 * 60, 7, 3, Pace{MinutesPerBoard: math.MaxInt / 2, MoveMinutes: 1}, "minutes_per_board"},
		{"pace above a day", 19 * 60, 7, 3, Pace{MinutesPerBoard: movement.MaxMinutesPerBoard + 1, MoveMinutes: 1}, "minutes_per_board"},
		{"move above a day", 19 * 60, 7, 3, Pace{MinutesPerBoard: 7, MoveMinutes: movement.MaxMoveMinutes + 1}, "move_minutes"},
		// 500 rounds of 100 boards at a day a board ends ~50,000 days on.
		{"past 99 days", 19 * 60, movement.MaxRounds, movement.MaxBoardsPerSet, Pace{MinutesPerBoard: movement.MaxMinutesPerBoard}, "minutes_per_board"},
	}
	for _, tt := range tests {
		_, err := tt.pace.Timetable(tt.start, tt.rounds, tt.boards)
		var te *movement.TimetableError
		if !errors.As(err, &te) || te.Field != tt.field {
			t.Errorf("%s: error %v, want a TimetableError for %s", tt.name, err, tt.field)
		}
	}
	// The extremes the limits allow still give a timetable that reads back:
	// a day a board and a day to move, 7 rounds of 4 boards.
	tab, err := Pace{MinutesPerBoard: movement.MaxMinutesPerBoard, MoveMinutes: movement.MaxMoveMinutes}.Timetable(23*60+59, 7, 4)
	if err != nil {
		t.Fatal(err)
	}
	if d := tab.Finish().Day(); d < 1 || d > movement.MaxSessionDays {
		t.Errorf("finish %v: day %d outside 1 to %d", tab.Finish(), d, movement.MaxSessionDays)
	}
	if back, err := movement.ParseClock(tab.Finish().String()); err != nil || back != tab.Finish() {
		t.Errorf("finish %v reads back as %v, %v", tab.Finish(), back, err)
	}
}

func TestDefaultPace(t *testing.T) {
	if p := DefaultPace(movement.Bridge); p != (Pace{7, 1}) {
		t.Errorf("bridge pace %+v, want 7 minutes a board and 1 to move", p)
	}
	if p := DefaultPace(movement.Preferans); p != (Pace{5, 1}) {
		t.Errorf("preferans pace %+v, want 5 minutes a deal and 1 to move", p)
	}
}

// TestMovementTimetable: the timetable a movement carries has one entry
// per round of boards per set, starting at the start, with the pace
// recorded; a session past midnight is valid for movement.Validate.
func TestMovementTimetable(t *testing.T) {
	m := &movement.Movement{
		Name: "two tables", Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 4, Tables: 2, Rounds: 2, Sets: 2, BoardsPerSet: 5,
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 3}}, {Round: 1, Table: 2, Set: 2, Seats: []int{2, 4}},
			{Round: 2, Table: 1, Set: 2, Seats: []int{1, 3}}, {Round: 2, Table: 2, Set: 1, Seats: []int{2, 4}},
		},
	}
	pace := Pace{MinutesPerBoard: 6, MoveMinutes: 2}
	tt, err := pace.Timetable(23*60+30, m.Rounds, m.BoardsPerSet)
	if err != nil {
		t.Fatal(err)
	}
	want := &movement.Timetable{Start: 23*60 + 30, MinutesPerBoard: 6, MoveMinutes: 2, Rounds: []movement.RoundTime{
		{Round: 1, Start: 23*60 + 30, End: 24 * 60},
		{Round: 2, Start: 24*60 + 2, End: 24*60 + 32},
	}}
	if !reflect.DeepEqual(tt, want) {
		t.Errorf("MovementTimetable = %+v, want %+v", tt, want)
	}
	m.Session = &movement.Session{Timetable: tt}
	if ps := movement.Validate(m); len(ps) != 0 {
		t.Errorf("problems: %v", ps)
	}
	m.BoardsPerSet = 0
	if _, err := DefaultPace(m.Game).Timetable(0, m.Rounds, m.BoardsPerSet); err == nil {
		t.Error("a timetable for rounds of no boards")
	}
}
