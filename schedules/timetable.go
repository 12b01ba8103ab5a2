package schedules

import (
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

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

// Timetable returns the timetable (movement.NewTimetable, the one model of
// a session's clock) of rounds rounds of boardsPerRound boards from start
// at this pace.
func (p Pace) Timetable(start movement.Clock, rounds, boardsPerRound int) (*movement.Timetable, error) {
	return movement.NewTimetable(start, rounds, boardsPerRound, p.MinutesPerBoard, p.MoveMinutes)
}

// SessionTimetable returns the timetable of movement m played from start
// at pace p: m.Rounds rounds of m.BoardsPerSet boards, with the breaks the
// movement itself needs (ScoringBreaks).
func SessionTimetable(m *movement.Movement, start movement.Clock, p Pace) (*movement.Timetable, error) {
	tt, err := p.Timetable(start, m.Rounds, m.BoardsPerSet)
	if err != nil {
		return nil, err
	}
	if ScoringBreakMinutes <= p.MoveMinutes {
		return tt, nil
	}
	for _, after := range ScoringBreaks(m) {
		if tt, err = tt.WithBreak(after, ScoringBreakMinutes); err != nil {
			return nil, err
		}
	}
	return tt, nil
}

// ScoringBreakMinutes is the pause a timetable gives a movement that is
// scored partway (the Stagger teams' break after round n/2−1, when every
// match begun is complete and the new boards go out; pivot teams' two). The manual gives no
// length; 10 minutes is movegen's assumption, and the timetable prints
// the break as a row of its own, so a director sees it and can edit the
// times in the movement file.
const ScoringBreakMinutes = 10

// ScoringBreakAfter returns the first round after which movement m stops
// for a scoring break, or 0 when it has none (ScoringBreaks lists them
// all).
func ScoringBreakAfter(m *movement.Movement) int {
	if bs := ScoringBreaks(m); len(bs) > 0 {
		return bs[0]
	}
	return 0
}

// ScoringBreaks returns the rounds after which movement m stops for a
// scoring break (teams.ScoringBreaks).
func ScoringBreaks(m *movement.Movement) []int { return teams.ScoringBreaks(m) }

// SessionMinutes returns how long rounds rounds of boardsPerRound boards
// take at pace, the moves between rounds included, as NewTimetable counts
// them. It is for comparing candidates with the time budget before any
// movement is built; the pace is within movement's limits there.
func SessionMinutes(rounds, boardsPerRound int, pace Pace) int {
	if rounds < 1 {
		return 0
	}
	return rounds*boardsPerRound*pace.MinutesPerBoard + (rounds-1)*pace.MoveMinutes
}

// MovementTimetable returns the timetable of m played from start at pace:
// m.Rounds rounds of m.BoardsPerSet boards (a round plays one set at each
// table).
//
// Deprecated: use pace.Timetable(start, m.Rounds, m.BoardsPerSet).
func MovementTimetable(m *movement.Movement, start movement.Clock, pace Pace) (*movement.Timetable, error) {
	return pace.Timetable(start, m.Rounds, m.BoardsPerSet)
}

// ParseClock reads a start time written as H:MM or HH:MM on the 24-hour
// clock.
//
// Deprecated: use movement.ParseTimeOfDay (movement.ParseClock reads the
// "HH:MM(+N)" times a timetable prints).
func ParseClock(s string) (movement.Clock, error) { return movement.ParseTimeOfDay(s) }

// LongSessionMinutes is how long a session may run before a generator
// given no time budget says how long it is: 4 hours.
const LongSessionMinutes = 240

// LengthNote says how long m's session lasts when that is more than budget
// minutes, or more than LongSessionMinutes when budget is 0; ok is false
// when the session fits. The length is m's timetable when it has one, else
// m's rounds and boards at the game's default pace.
func LengthNote(m *movement.Movement, budget int) (note movement.Text, ok bool) {
	pace, minutes := DefaultPace(m.Game), 0
	if m.Session != nil && m.Session.Timetable != nil && m.Session.Timetable.MinutesPerBoard > 0 {
		t := m.Session.Timetable
		pace = Pace{MinutesPerBoard: t.MinutesPerBoard, MoveMinutes: t.MoveMinutes}
		minutes = t.Minutes()
	} else {
		minutes = SessionMinutes(m.Rounds, m.BoardsPerSet, pace)
	}
	limit := budget
	if limit <= 0 {
		limit = LongSessionMinutes
	}
	if minutes <= limit {
		return movement.Text{}, false
	}
	if m.Game == movement.Preferans {
		return say("Length: %s (%s of %d deals, %d minutes a deal, %d to move), more than %s.",
			DurationText(minutes), plural(m.Rounds, round), m.BoardsPerSet, pace.MinutesPerBoard, pace.MoveMinutes, DurationText(limit)), true
	}
	return say("Length: %s (%s of %s, %d minutes a board, %d to move), more than %s.",
		DurationText(minutes), plural(m.Rounds, round), plural(m.BoardsPerSet, board), pace.MinutesPerBoard, pace.MoveMinutes, DurationText(limit)), true
}
