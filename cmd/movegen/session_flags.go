package main

import (
	"strings"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// sessionFlags are --event, --start, --minutes-per-board and --move-minutes
// of the commands that write a movement or its cards: they set the
// movement's session (movement.Session), which the JSON file carries and
// the cards and sheets print.
type sessionFlags struct {
	Event           string
	Start           string
	MinutesPerBoard int
	MoveMinutes     int

	flags *pflag.FlagSet
	bound map[string]bool
}

// bind adds the flags to f, leaving out any the command already defines
// (plan has its own --start and pace flags).
func (s *sessionFlags) bind(f *pflag.FlagSet) {
	s.flags = f
	s.bound = map[string]bool{}
	for _, name := range []string{"event", "start", "minutes-per-board", "move-minutes"} {
		s.bound[name] = f.Lookup(name) == nil
	}
	if f.Lookup("event") == nil {
		f.StringVar(&s.Event, "event", "", "name of the event, printed on every page and kept in the JSON movement")
	}
	if f.Lookup("start") == nil {
		f.StringVar(&s.Start, "start", "", "time the first round starts, `HH:MM`: cards and sheets then show the time of every round")
	}
	if f.Lookup("minutes-per-board") == nil {
		f.IntVar(&s.MinutesPerBoard, "minutes-per-board", 0, "minutes a board or deal for the timetable (default 7 for bridge, 5 for preferans)")
	}
	if f.Lookup("move-minutes") == nil {
		f.IntVar(&s.MoveMinutes, "move-minutes", schedules.DefaultMoveMinutes, "minutes to move between rounds, for the timetable")
	}
}

// ours reports whether the flag name was given and bound by s (not by
// the command itself).
func (s *sessionFlags) ours(name string) bool { return s.bound[name] && flagGiven(s.flags, name) }

// apply returns m with its session updated by the flags given: --event
// replaces the event's name; --start makes a new timetable from the
// movement's rounds and boards per set; --minutes-per-board or
// --move-minutes alone recompute the timetable the movement already has
// from its start. A movement that already has a session keeps what no flag
// overrides. m itself is never changed: a changed movement is a clone.
func (s *sessionFlags) apply(m *movement.Movement) (*movement.Movement, error) {
	event, start := s.ours("event"), s.ours("start")
	pace, move := s.ours("minutes-per-board"), s.ours("move-minutes")
	if !event && !start && !pace && !move {
		return m, nil
	}
	out := m.Clone()
	if out.Session == nil {
		out.Session = &movement.Session{}
	}
	if event {
		out.Session.Event = strings.TrimSpace(s.Event)
	}
	if !start && !pace && !move {
		return out, nil
	}
	p := schedules.DefaultPace(m.Game)
	var at movement.Clock
	switch old := out.Session.Timetable; {
	case start:
		c, err := schedules.ParseClock(s.Start)
		if err != nil {
			return nil, inputErrf("--start %w", err)
		}
		at = c
	case old != nil:
		at = old.Start
		if old.MinutesPerBoard > 0 {
			p = schedules.Pace{MinutesPerBoard: old.MinutesPerBoard, MoveMinutes: old.MoveMinutes}
		}
	default:
		name := "--minutes-per-board"
		if !pace {
			name = "--move-minutes"
		}
		return nil, inputErrf("%s needs --start: the movement has no timetable yet", name)
	}
	if pace {
		if s.MinutesPerBoard < 1 {
			return nil, inputErrf("--minutes-per-board %d: want at least 1", s.MinutesPerBoard)
		}
		p.MinutesPerBoard = s.MinutesPerBoard
	}
	if move {
		if s.MoveMinutes < 0 {
			return nil, inputErrf("--move-minutes %d: want 0 or more", s.MoveMinutes)
		}
		p.MoveMinutes = s.MoveMinutes
	}
	if m.Rounds < 1 || m.BoardsPerSet < 1 {
		return nil, inputErrf("--start: the movement has %d rounds of %d boards, no timetable can be made", m.Rounds, m.BoardsPerSet)
	}
	tt, err := schedules.MovementTimetable(m, at, p)
	if err != nil {
		return nil, inputErr(err)
	}
	out.Session.Timetable = tt
	return out, nil
}
