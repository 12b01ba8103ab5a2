package schedules

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// minutesPerDay is the length of a day on the session clock.
const minutesPerDay = 24 * 60

// Clock is a time on the session's clock, in minutes after midnight of the
// day the session starts; see movement.Clock, which a movement's session
// timetable shares.
type Clock = movement.Clock

// ParseClock reads a time of day written as H:MM or HH:MM on the 24-hour
// clock, such as "19:00" or "7:30".
func ParseClock(s string) (Clock, error) { return movement.ParseTimeOfDay(s) }

// Duration formats a number of minutes for people: "3h", "2h 45m", "50m".
func Duration(minutes int) string { return DurationText(minutes).String() }

// Pace is how long play takes: minutes per board (a bridge board or a
// preferans deal) and minutes to change tables between rounds.
type Pace struct {
	MinutesPerBoard int `json:"minutes_per_board"`
	MoveMinutes     int `json:"move_minutes"`
}

// The default paces: 7 minutes a bridge board, 5 minutes a preferans deal
// as the preferans tournament rules suggest, and 1 minute to move.
const (
	DefaultBridgeMinutes    = 7
	DefaultPreferansMinutes = 5
	DefaultMoveMinutes      = 1
)

// DefaultPace returns the usual pace for game.
func DefaultPace(game movement.Game) Pace {
	if game == movement.Preferans {
		return Pace{MinutesPerBoard: DefaultPreferansMinutes, MoveMinutes: DefaultMoveMinutes}
	}
	return Pace{MinutesPerBoard: DefaultBridgeMinutes, MoveMinutes: DefaultMoveMinutes}
}

// RoundTime is when one round is played.
type RoundTime = movement.RoundTime

// Timetable is the clock of a session: when it starts, when each round
// starts and ends, and when it finishes.
//
// A round lasts boards per round × minutes per board; between two rounds
// the players take the moving time. There is no move after the last round,
// so a session of R rounds of B boards lasts R·B·m + (R−1)·k minutes for m
// minutes a board and k minutes a move.
type Timetable struct {
	Start          Clock       `json:"start"`
	Finish         Clock       `json:"finish"`
	Minutes        int         `json:"minutes"`
	BoardsPerRound int         `json:"boards_per_round"`
	Pace           Pace        `json:"pace"`
	Rounds         []RoundTime `json:"rounds"`
}

// NewTimetable returns the timetable of rounds rounds of boardsPerRound
// boards starting at start. Every count must be positive except the moving
// time, which may be 0.
func NewTimetable(start Clock, rounds, boardsPerRound int, pace Pace) (Timetable, error) {
	switch {
	case start < 0:
		return Timetable{}, fmt.Errorf("timetable: start %d is before midnight", start)
	case rounds < 1:
		return Timetable{}, fmt.Errorf("timetable: %d rounds: want at least 1", rounds)
	case boardsPerRound < 1:
		return Timetable{}, fmt.Errorf("timetable: %d boards a round: want at least 1", boardsPerRound)
	case pace.MinutesPerBoard < 1:
		return Timetable{}, fmt.Errorf("timetable: %d minutes a board: want at least 1", pace.MinutesPerBoard)
	case pace.MoveMinutes < 0:
		return Timetable{}, fmt.Errorf("timetable: %d minutes to move: want 0 or more", pace.MoveMinutes)
	}
	play := boardsPerRound * pace.MinutesPerBoard
	t := Timetable{Start: start, BoardsPerRound: boardsPerRound, Pace: pace, Rounds: make([]RoundTime, rounds)}
	at := start
	for r := range t.Rounds {
		if r > 0 {
			at += Clock(pace.MoveMinutes)
		}
		t.Rounds[r] = RoundTime{Round: r + 1, Start: at, End: at + Clock(play)}
		at += Clock(play)
	}
	t.Finish = at
	t.Minutes = int(t.Finish - t.Start)
	return t, nil
}

// SessionMinutes returns how long rounds rounds of boardsPerRound boards
// take at pace, the moves between rounds included.
func SessionMinutes(rounds, boardsPerRound int, pace Pace) int {
	if rounds < 1 {
		return 0
	}
	return rounds*boardsPerRound*pace.MinutesPerBoard + (rounds-1)*pace.MoveMinutes
}

// Session returns the timetable as a movement carries it (see
// movement.Session).
func (t Timetable) Session() *movement.Timetable {
	return &movement.Timetable{
		Start: t.Start, MinutesPerBoard: t.Pace.MinutesPerBoard, MoveMinutes: t.Pace.MoveMinutes,
		Rounds: slices.Clone(t.Rounds),
	}
}

// MovementTimetable returns the timetable of m played from start at pace:
// m.Rounds rounds of m.BoardsPerSet boards (a round plays one set at each
// table).
func MovementTimetable(m *movement.Movement, start Clock, pace Pace) (*movement.Timetable, error) {
	t, err := NewTimetable(start, m.Rounds, m.BoardsPerSet, pace)
	if err != nil {
		return nil, err
	}
	return t.Session(), nil
}
